"""The fallback computer, when GNU Backgammon's engine is not there (not installed, or the bot's
engine process failing): pubeval's checker play and rules of thumb for the cube and for offered
resignations.

Simple published rules of thumb rather than an evaluation: in a race, Trice's 8-9-12 pip-count
rule (double with a lead of 8% of one's own count, redouble with 9%, take while the lead is at
most 12%); with contact, double only a blitz (opponent on the bar against 4+ closed home points)
and pass only when stuck on the bar against a strong board. A resignation is accepted when it
offers what the board would score now.
"""

from __future__ import annotations

from dataclasses import dataclass

from rules.backgammon import pubeval
from rules.backgammon.board import BAR, OPPONENT_BAR, Position, flip, is_race, pip_count
from rules.backgammon.moves import Move
from rules.backgammon.scoring import game_value
from rules.backgammon.state import State, mover_position


@dataclass(frozen=True)
class CubeAdvice:
    """The cube decision of the player on roll, seen from his side. Equities are per current
    cube (money) or match winning chances (`match`); None from the rules of thumb."""

    double: bool
    take: bool
    no_double: float | None = None
    double_take: float | None = None
    double_pass: float | None = None
    match: bool = False


def best_move(state: State) -> Move:
    """pubeval's choice for the mover."""
    return pubeval.best_move(mover_position(state), state.dice)[1]


def cube_advice(state: State) -> CubeAdvice:
    """Should the player on roll double, and should the other take?"""
    position = mover_position(state)
    return CubeAdvice(
        double=should_double(position, redouble=state.cube_owner is not None),
        take=should_take(flip(position)),
    )


def accepts_resignation(state: State) -> bool:
    """Whether the offer is worth what the board would score now."""
    winner_side = flip(mover_position(state))
    return state.resign_offer >= game_value(winner_side, "standard")[0]


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
