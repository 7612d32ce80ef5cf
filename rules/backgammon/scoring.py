"""What a won game is worth, and the match score with the Crawford rule."""

from __future__ import annotations

from rules.backgammon.board import OPPONENT_BAR, OPPONENT_OFF, Position

# Seed 004's Czech count, per losing checker: (first point, last point, value), points from
# the winner's side. The bar counts like the winner's home board.
_CHECKER_VALUES = ((1, 6, 4), (7, 12, 3), (13, 18, 2), (19, 24, 1))


def game_value(final: Position, scoring: str) -> tuple[int, str]:
    """(points before the cube, kind) of a game won by the side to move in `final`, which has
    just borne off his last checker. kind: single, gammon, backgammon or checkers."""
    if scoring == "checkers":
        count = 4 * final[OPPONENT_BAR] - sum(
            value * final[point]
            for first, last, value in _CHECKER_VALUES
            for point in range(first, last + 1)
            if final[point] < 0
        )
        return count, "checkers"
    if final[OPPONENT_OFF]:
        return 1, "single"
    if final[OPPONENT_BAR] or any(final[point] < 0 for point in range(1, 7)):
        return 3, "backgammon"
    return 2, "gammon"


def next_crawford(score: tuple[int, int], match_to: int, crawford_done: bool) -> bool:
    """Whether the next game of the match is the Crawford game: the first game after either
    player has reached one point short of the match."""
    return match_to > 1 and not crawford_done and match_to - 1 in score
