"""Building test positions by hand."""

from __future__ import annotations

from rules.backgammon.board import CHECKERS, Position, make_position
from rules.backgammon.moves import legal_moves
from rules.backgammon.notation import format_move


def position(
    mine: dict[int, int], theirs: dict[int, int], bar: tuple[int, int] = (0, 0)
) -> Position:
    """Mover's and opponent's checkers by point (mover's numbering); the rest are borne off."""
    points = [0] * 24
    for point, count in mine.items():
        points[point - 1] = count
    for point, count in theirs.items():
        points[point - 1] = -count
    off = (
        CHECKERS - sum(mine.values()) - bar[0],
        CHECKERS - sum(theirs.values()) - bar[1],
    )
    return make_position(points, bar, off)


def notations(start: Position, dice: tuple[int, int]) -> set[str]:
    return {format_move(move) for move in legal_moves(start, dice).values()}
