"""The fallback computer's cube decisions, when GNU Backgammon's engine is not installed (its
checker play is then pubeval's; see engine.py).

Simple published rules of thumb rather than an evaluation: in a race, Trice's 8-9-12 pip-count
rule (double with a lead of 8% of one's own count, redouble with 9%, take while the lead is at
most 12%); with contact, double only a blitz (opponent on the bar against 4+ closed home points)
and pass only when stuck on the bar against a strong board.
"""

from __future__ import annotations

from rules.backgammon.board import BAR, OPPONENT_BAR, Position, is_race, pip_count


def should_double(position: Position, redouble: bool) -> bool:
    """`position` from the side of the player about to roll, who may double."""
    if is_race(position):
        mine, theirs = pip_count(position)
        return theirs - mine >= (0.09 if redouble else 0.08) * mine
    return position[OPPONENT_BAR] > 0 and _closed_home_points(position) >= 4


def should_take(position: Position) -> bool:
    """`position` from the side of the player offered the double (his opponent is to roll)."""
    if is_race(position):
        mine, theirs = pip_count(position)
        return mine - theirs <= 0.12 * theirs
    doubler_board = sum(1 for point in range(19, 25) if position[point] <= -2)
    return position[BAR] == 0 or (position[BAR] == 1 and doubler_board < 5)


def _closed_home_points(position: Position) -> int:
    return sum(1 for point in range(1, 7) if position[point] >= 2)
