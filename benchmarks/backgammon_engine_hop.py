"""A computer decision through the engine process (bot/engine_process.py, with backgammon's
requests: cogs/backgammon/engine.py) against the same decision in this process: p50 / p99 over
the positions of real games, and the hop's own cost.

The positions are every decision of `games` single games (match to 5 every other game, so
that match equities are used too) in which the computer (pubeval, fast) plays both seats; each
is then decided by GNU Backgammon's engine in process and through the service, in turns. The
issue's target: p99 ≤ 50 ms through the hop. Run:
    python -m benchmarks.backgammon_engine_hop [games]
"""

from __future__ import annotations

import asyncio
import pickle
import sys
import time
from typing import Any

from benchmarks import figures
from cogs.backgammon.engine import BackgammonEngine
from rules.backgammon import BACKGAMMON
from rules.base import Action, ChanceSource, GameRules, SeededChance
from rules.simulate import play_out

GAMES = 60


def positions(games: int) -> list[Any]:
    """Every state in which a computer would decide, from `games` games."""
    seen: list[Any] = []

    def simple(game: GameRules, state: Any, seat: int, source: ChanceSource) -> Action:
        seen.append(state)
        return game.simple_computer_action(state, source)

    for number in range(games):
        options = {"match_to": 5 if number % 2 else 1}
        play_out(BACKGAMMON, 2, SeededChance(f"hop-{number}"), [simple, simple], options)
    return seen


async def measure(states: list[Any]) -> tuple[list[float], list[float]]:
    """Seconds per decision in process and through the service, position by position."""
    service = BackgammonEngine()
    await service.start()
    chance = SeededChance(0)
    local, hop = [], []
    try:
        for state in states:
            start = time.perf_counter()
            here = BACKGAMMON.computer_action(state, chance)
            local.append(time.perf_counter() - start)
            start = time.perf_counter()
            there = await service.computer_action(BACKGAMMON, state, 0)
            hop.append(time.perf_counter() - start)
            assert here == there, (here, there)  # deterministic: the same decision
    finally:
        await service.close()
    return local, hop


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else GAMES
    states = positions(games)
    size = sum(len(pickle.dumps(("backgammon", state))) for state in states) / len(states)
    local, hop = asyncio.run(measure(states))
    extra = [there - here for here, there in zip(local, hop, strict=True)]
    print(f"{len(states)} decisions from {games} games; a request pickles to {size:.0f} bytes")
    timings = (("in process", local), ("through the engine process", hop), ("the hop", extra))
    for name, seconds in timings:
        print(figures.timings(f"  {name}", seconds, "decisions", digits=2))


if __name__ == "__main__":
    main()
