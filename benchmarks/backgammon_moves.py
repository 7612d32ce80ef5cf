"""Positions per second of full-roll move enumeration (`search_moves`, uncached).

The mix is fixed and seeded: every turn of random games (so openings, hits, bar entries, primes,
doubles and bear-offs all appear in their natural proportions), each with the roll that was
thrown there. Timed in CPU time (best of 5), so other jobs on the machine don't skew it.
Run: python -m benchmarks.backgammon_moves
"""

from __future__ import annotations

import random
import time

from rules.backgammon.board import CHECKERS, OFF, Position, flip, starting_position
from rules.backgammon.moves import search_moves

GAMES = 60
SEED = 4
REPEATS = 5


def position_mix(games: int, seed: int) -> list[tuple[Position, tuple[int, int]]]:
    """(position, roll) for every turn of `games` random games."""
    rng = random.Random(seed)
    mix = []
    for _ in range(games):
        position = starting_position()
        while position[OFF] < CHECKERS:
            roll = (rng.randint(1, 6), rng.randint(1, 6))
            mix.append((position, roll))
            results = list(search_moves(position, roll))
            position = results[rng.randrange(len(results))]
            if position[OFF] < CHECKERS:
                position = flip(position)
    return mix


def main() -> None:
    mix = position_mix(GAMES, SEED)
    doubles = sum(1 for _, (a, b) in mix if a == b)
    bearing_off = sum(1 for position, _ in mix if not any(n > 0 for n in position[7:26]))
    print(f"{len(mix)} positions: {doubles} with doubles, {bearing_off} bearing off")
    best = 0.0
    for _ in range(REPEATS):
        start = time.process_time()
        for position, roll in mix:
            search_moves(position, roll)
        best = max(best, len(mix) / (time.process_time() - start))
    print(f"full-roll enumeration: {best:,.0f} positions/s (best of {REPEATS})")


if __name__ == "__main__":
    main()
