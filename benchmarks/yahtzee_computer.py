"""The optimal computer player of Generał and Kości: mean solo score over many games with a
fixed seed, and the time each decision takes (it must stay well under 50 ms).

Usage: python benchmarks/yahtzee_computer.py [--games 10000] [game id ...]
"""

from __future__ import annotations

import argparse
import statistics
import time
from typing import Any

from rules.base import ChanceSource, GameRules, SeededChance
from rules.simulate import play_out
from rules.yahtzee import GAMES
from rules.yahtzee.strategy import optimal_expectation

TARGETS = {"general": 252.0, "kosci": 268.0}


def timed_computer(seconds: list[float]):
    """The computer policy, recording how long each decision takes."""

    def policy(game: GameRules, state: Any, seat: int, source: ChanceSource) -> dict:
        started = time.perf_counter()
        action = game.computer_action(state, source)
        seconds.append(time.perf_counter() - started)
        return action

    return policy


def bench(game: Any, games: int) -> None:
    source = SeededChance(f"yahtzee-benchmark-{game.id}")
    seconds: list[float] = []
    policy = timed_computer(seconds)
    started = time.perf_counter()
    totals = [game.totals(play_out(game, 1, source, [policy])[0])[0] for _ in range(games)]
    elapsed = time.perf_counter() - started
    mean = statistics.fmean(totals)
    error = statistics.stdev(totals) / games**0.5
    ms = sorted(1000 * s for s in seconds)
    print(
        f"{game.id}: mean {mean:.2f} ± {error:.2f} over {games} games "
        f"(optimum {optimal_expectation(game.variant):.2f}, target {TARGETS[game.id]:.0f}: "
        f"{'met' if mean >= TARGETS[game.id] else 'MISSED'}), sd {statistics.stdev(totals):.1f}, "
        f"min {min(totals)}, max {max(totals)}"
    )
    print(
        f"  per decision: mean {statistics.fmean(ms):.2f} ms, "
        f"p99 {ms[int(0.99 * len(ms))]:.2f} ms, max {ms[-1]:.2f} ms "
        f"({len(ms)} decisions); whole run {elapsed:.0f} s"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=10_000)
    parser.add_argument("game_ids", nargs="*", default=[game.id for game in GAMES])
    args = parser.parse_args()
    by_id = {game.id: game for game in GAMES}
    for game_id in args.game_ids:
        bench(by_id[game_id], args.games)


if __name__ == "__main__":
    main()
