"""The backgammon board's costs: drawing the whole board (image, PNG, layout, buttons) and the
coach's hint (asked of the engine process, as the bot does), over the positions of seeded
computer games. Run:
    python -m benchmarks.backgammon_board
"""

from __future__ import annotations

import asyncio
import time

from benchmarks import figures
from bot.frame import render
from cogs.backgammon import coach
from cogs.backgammon.board import BackgammonBoard
from cogs.backgammon.engine import BackgammonEngine
from rules.backgammon import BACKGAMMON
from rules.base import SeededChance, play_chance, resolve_options
from tests.support.saved_games import saved_game

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
    engine = BackgammonEngine()
    await engine.start()
    board = BackgammonBoard(engine)
    drawing: list[float] = []
    hints: list[float] = []
    for state in positions():
        snap = saved_game("backgammon", state, ["Eva", "Petr"])
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
