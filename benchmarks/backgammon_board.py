"""The backgammon board's costs: drawing the whole board (image, PNG, layout, buttons) and the
coach's hint (asked of the engine process, as the bot does), over the positions of seeded
computer games. Run:
    python -m benchmarks.backgammon_board
"""

from __future__ import annotations

import asyncio
import time

from benchmarks import figures
from bot.boards import render
from bot.engine_service import EngineService
from cogs.backgammon import coach
from cogs.backgammon.board import BackgammonBoard
from rules.backgammon import BACKGAMMON
from rules.base import SeededChance, play_chance, resolve_options
from tests.cogs.test_backgammon_board import snapshot

GAMES = 20


def positions():
    """Every decision of a few computer-vs-computer games."""
    options = resolve_options(BACKGAMMON.options, {})
    for number in range(GAMES):
        source = SeededChance(number)
        state, _ = play_chance(BACKGAMMON, BACKGAMMON.new_game(options, 2), source)
        while not BACKGAMMON.is_over(state):
            yield state
            state = BACKGAMMON.apply(state, BACKGAMMON.computer_action(state, source))
            state, _ = play_chance(BACKGAMMON, state, source)


async def measure() -> None:
    engine = EngineService()
    await engine.start()
    board = BackgammonBoard(engine)
    drawing: list[float] = []
    hints: list[float] = []
    for state in positions():
        snap = snapshot(state)
        start = time.perf_counter()
        drawn = render(board, snap, "en")
        drawn.view()
        drawn.files[0].fp.read()
        drawing.append(time.perf_counter() - start)
        start = time.perf_counter()
        await coach.hint(engine, state, "en")
        hints.append(time.perf_counter() - start)
    await engine.close()
    for name, seconds in (("board (image + PNG + layout)", drawing), ("hint", hints)):
        print(figures.timings(name, seconds, "positions"))


if __name__ == "__main__":  # the engine's worker is spawned: it imports this module again
    asyncio.run(measure())
