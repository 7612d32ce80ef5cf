"""The state of a backgammon game or match, and the questions every part asks of it.

Phases: `opening` (chance: one die per seat), `roll` (the mover doubles or rolls), `throw`
(chance: the mover's two dice), `move` (the mover plays), `cube` (the other seat takes or
drops), `resign` (the other seat accepts or refuses the mover's offer to resign), `over` (the
match, or the single game, is decided). A mover who may not double is not asked: his dice are
thrown straight away.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any

from rules.backgammon.board import Position, flip, starting_position
from rules.backgammon.steps import PartialStep

MAX_CUBE = 64
OPENING, ROLL, THROW, MOVE, CUBE, RESIGN, OVER = (
    "opening",
    "roll",
    "throw",
    "move",
    "cube",
    "resign",
    "over",
)
# Resignation levels: what the resigning side offers to lose, times the cube.
RESIGN_LEVELS = {1: "single", 2: "gammon", 3: "backgammon"}


@dataclass(frozen=True)
class State:
    """One backgammon game or match. `board` is seen from seat 0's side (see board.py);
    `turn` is the seat whose turn it is (while a double or a resignation is offered: the
    offering seat). `resign_offer` is the level on offer (0: none) and `resumes` the phase play
    goes back to if it is refused; `resign_refused` the highest level refused this turn (a new
    offer this turn must be higher)."""

    options: dict[str, Any]
    phase: str = OPENING
    turn: int = 0
    board: Position = dataclasses.field(default_factory=starting_position)
    dice: tuple[int, ...] = ()
    partial: tuple[PartialStep, ...] = ()
    cube: int = 1
    cube_owner: int | None = None
    auto_doubles: int = 0
    score: tuple[int, int] = (0, 0)
    crawford: bool = False
    crawford_done: bool = False
    opening_winner: int | None = None
    resign_offer: int = 0
    resign_refused: int = 0
    resumes: str = ""
    last_turn: dict[str, Any] | None = None
    games: tuple[dict[str, Any], ...] = ()
    winner: int | None = None


def mover_position(state: State) -> Position:
    """The board seen from the side of the seat whose turn it is."""
    return state.board if state.turn == 0 else flip(state.board)


def single_move(options: dict[str, Any]) -> bool:
    """Whether the game is one decision from a set position (the `position` option, the daily
    challenge's): one seat, seat 0 to move with the dice thrown, over once he has moved."""
    return options.get("position") is not None


def may_double(state: State, seat: int) -> bool:
    """Whether `seat` could offer a double before his throw: never in the Crawford game, only
    with the cube centred or his own, and not past 64."""
    return not state.crawford and state.cube < MAX_CUBE and state.cube_owner in (None, seat)
