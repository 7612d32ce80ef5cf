"""The engine process's side of bot/engine_service.py: the only process that imports GNU
Backgammon's engine, and its only thread that calls it (gnubg's module crashes when called
from a thread other than the first that used it).

`serve` loads the nets with one evaluation, says it is ready, then answers requests one at a
time until the bot closes its end of the pipe. A request is (id, name, args) and its answer
(id, True, value) or (id, False, the error's traceback); the requests are the functions in
REQUESTS, which take and return plain picklable data and call rules/ only.
"""

from __future__ import annotations

import signal
import traceback
from multiprocessing.connection import Connection
from typing import Any

from rules import registry
from rules.backgammon import BACKGAMMON, engine, format_move
from rules.backgammon.judge import judge
from rules.backgammon.record import Analysis, Record, replay
from rules.backgammon.state import MOVE, State
from rules.base import Action, SeededChance, resolve_options

READY = "ready"


def computer_action(game: str, state: Any, seed: int) -> Action:
    """The computer's decision in a game whose rules need the engine; what it draws by chance
    (a noisy level's noise) comes from `seed`, drawn from the computer's chance in the bot."""
    return registry.get(game).computer_action(state, SeededChance(seed))


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


def serve(connection: Connection) -> None:
    """The worker's main loop (the target of the engine process)."""
    # Ctrl-C reaches the whole process group: the bot, not the worker, decides when it ends.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    try:
        connection.send((READY, True, warm_up()))
        while True:
            request_id, name, args = connection.recv()
            try:
                answer = (request_id, True, REQUESTS[name](*args))
            except Exception:  # a bug in a request: the bot raises it with this traceback
                answer = (request_id, False, traceback.format_exc())
            connection.send(answer)
    except (EOFError, BrokenPipeError):  # the bot closed its end, or died: nothing more to do
        return
