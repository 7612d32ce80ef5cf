"""What the tutor adds to a person's click: its judgement of the decision, asked of the engine
process as the session service asks it before saving the move (the round trip included), over
every decision of seeded computer games — each judged once as the computer played it (mostly
silent) and once as the worst legal move (mostly a blunder, which the tutor notes). Run:
    python -m benchmarks.backgammon_tutor
"""

from __future__ import annotations

import asyncio
import os
import time

from benchmarks import figures
from benchmarks.backgammon_board import positions
from cogs.backgammon import coach
from cogs.backgammon.engine import BackgammonEngine
from rules.backgammon import BACKGAMMON
from rules.backgammon.state import MOVE
from rules.base import SeededChance


async def measure() -> None:
    engine = BackgammonEngine()
    await engine.start()
    source = SeededChance(1)
    timings: dict[str, list[float]] = {"move": [], "cube": []}
    notes = 0
    for state in positions():
        choices = [BACKGAMMON.computer_action(state, source)]
        if state.phase == MOVE:
            choices.append({"type": "move", "move": (await engine.ranked_moves(state))[-1][0]})
        for action in choices:
            start = time.perf_counter()
            note = await coach.tutor_note(engine, state, action)
            timings["move" if state.phase == MOVE else "cube"].append(time.perf_counter() - start)
            notes += note is not None
    await engine.close()
    load = ", ".join(f"{value:.2f}" for value in os.getloadavg())
    print(f"machine load (1, 5, 15 min): {load}; {notes} decisions noted")
    for name, seconds in timings.items():
        print(figures.timings(f"tutor, {name} decisions", seconds))


if __name__ == "__main__":  # the engine's worker is spawned: it imports this module again
    asyncio.run(measure())
