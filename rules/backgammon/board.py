"""Backgammon positions, always seen from the side of the player to move.

A position is a plain tuple of 28 ints (hashable, JSON-able, fast to copy and compare):

    [0]      the mover's checkers borne off
    [1..24]  point n counted from the mover's side (he moves 24 -> 1, his home board is 1..6):
             > 0 the mover's checkers there, < 0 the opponent's
    [25]     the mover's checkers on the bar
    [26]     the opponent's checkers on the bar
    [27]     the opponent's checkers borne off

Point numbers double as move coordinates: the bar is 25 and "off" is 0, so a step by die d
goes from point p to p - d (below 1 means bearing off).
"""

from __future__ import annotations

from collections.abc import Sequence

from rules.base import IllegalAction

Position = tuple[int, ...]

CHECKERS = 15
OFF = 0
BAR = 25
OPPONENT_BAR = 26
OPPONENT_OFF = 27
SIZE = 28

# Each side: 2 on its 24-point, 5 on its 13, 3 on its 8, 5 on its 6 (RULES.md).
_START_POINTS = {24: 2, 13: 5, 8: 3, 6: 5}


def make_position(
    points: Sequence[int],
    bar: Sequence[int] = (0, 0),
    off: Sequence[int] = (0, 0),
) -> Position:
    """A position from checker counts: `points[0]` is the mover's 1-point ... `points[23]` his
    24-point (mover's checkers positive, opponent's negative); `bar` and `off` are
    (mover, opponent). Raises IllegalAction unless each side has exactly 15 checkers."""
    if len(points) != 24 or len(bar) != 2 or len(off) != 2:
        raise IllegalAction(
            "A position needs 24 points, two bar counts and two borne-off counts.",
            "backgammon.bad_position",
        )
    position = (off[0], *points, bar[0], bar[1], off[1])
    mine = off[0] + bar[0] + sum(n for n in points if n > 0)
    theirs = off[1] + bar[1] - sum(n for n in points if n < 0)
    if mine != CHECKERS or theirs != CHECKERS or min(off[0], off[1], bar[0], bar[1]) < 0:
        raise IllegalAction(
            "Each side must have exactly 15 checkers on the board, on the bar or borne off.",
            "backgammon.bad_position",
        )
    return position


def starting_position() -> Position:
    points = [0] * 24
    for point, count in _START_POINTS.items():
        points[point - 1] = count
        points[24 - point] = -count
    return make_position(points)


def flip(position: Position) -> Position:
    """The same position seen from the other side."""
    return (
        position[OPPONENT_OFF],
        *(-position[point] for point in range(24, 0, -1)),
        position[OPPONENT_BAR],
        position[BAR],
        position[OFF],
    )


def pip_count(position: Position) -> tuple[int, int]:
    """Pips (mover, opponent) still to travel; a checker on the bar has 25 to go."""
    mine = 25 * position[BAR]
    theirs = 25 * position[OPPONENT_BAR]
    for point in range(1, 25):
        count = position[point]
        if count > 0:
            mine += point * count
        elif count < 0:
            theirs -= (25 - point) * count
    return mine, theirs


def is_race(position: Position) -> bool:
    """No contact left: every mover's checker is past every opponent's checker."""
    if position[BAR] or position[OPPONENT_BAR]:
        return False
    mine = [point for point in range(1, 25) if position[point] > 0]
    theirs = [point for point in range(1, 25) if position[point] < 0]
    return not mine or not theirs or max(mine) < min(theirs)
