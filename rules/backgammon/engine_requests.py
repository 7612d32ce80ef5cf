"""What the backgammon engine process answers (bot/engine_process.py runs this module's
`warm_up` once, then its REQUESTS): the only module the bot's code imports GNU Backgammon's
engine through, and only in that process, on its one thread (gnubg's module crashes when called
from a thread other than the first that used it). Every request takes and returns plain
picklable data and calls rules/ only."""

from __future__ import annotations

from typing import Any

from rules.backgammon import BACKGAMMON, engine, format_move
from rules.backgammon.judge import judge
from rules.backgammon.record import Analysis, Record, replay
from rules.backgammon.state import MOVE, State
from rules.base import Action, SeededChance, resolve_options


def computer_action(state: State, seed: int) -> Action:
    """The computer's decision; what it draws by chance (a noisy level's noise) comes from
    `seed`, drawn from the computer's chance in the bot."""
    return BACKGAMMON.computer_action(state, SeededChance(seed))


def ranked_moves(state: State) -> list[tuple[str, float | None]]:
    """The mover's legal moves in notation with their equities, best first (compact: the
    results' positions stay here)."""
    return [(format_move(entry.move), entry.equity) for entry in engine.ranked_moves(state)]


def analyse(options: dict[str, Any], log: list[tuple], done: list[Analysis]) -> Record:
    """The match's record, its games after the first len(done) analysed."""
    return replay(options, log, done)


REQUESTS = {
    "computer_action": computer_action,
    "ranked_moves": ranked_moves,
    "cube_advice": engine.cube_advice,
    "judge": judge,
    "analyse": analyse,
}


def warm_up() -> bool:
    """Load the nets (0-ply, and the pruning nets of World Class's 2-ply) before the first
    real request; whether GNU Backgammon's engine is there at all."""
    start = BACKGAMMON.new_game(resolve_options(BACKGAMMON.options, {"match_to": 3}), 2)
    engine.ranked_moves(State(options=start.options, phase=MOVE, dice=(3, 1)))
    engine.cube_advice(start)  # and the match equity table
    return engine.available()
