"""Dominoes' daily challenge over many keyed deals: the computer player's attempt on each,
compared with perfect play on the same deal (`rules.domino.daily.compare`, timed), how big the
exact search was, and both players' mean tiles placed and share of deals won (95 % intervals).

    python -m benchmarks.daily_domino [--deals 2000]
"""

from __future__ import annotations

import argparse
import hashlib
import statistics
import time

from benchmarks import figures
from rules.daily import play_out, resolve
from rules.domino.daily import DAILY
from rules.domino.solo_solver import SoloSolver, placed
from rules.fairness import KeyedChance
from rules.registry import GAMES

RULES = GAMES["solo"]


def computer_attempt(seed: bytes) -> list:
    """The computer player's attempt on the deal of `seed`, logged as the bot logs one."""
    state, chances = resolve(RULES, RULES.new_game({}, 1), KeyedChance(seed))
    log = [(None, "chance", action) for action in chances]
    while not RULES.is_over(state):
        action = RULES.computer_action(state, None)
        log.append((0, "play", action))
        state = RULES.apply(state, action)
    return log


def interval(name: str, values: list[float]) -> str:
    mean = statistics.mean(values)
    margin = 1.96 * statistics.stdev(values) / len(values) ** 0.5
    return f"{name}: {mean:.3f} (95 % interval {mean - margin:.3f}–{mean + margin:.3f})"


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--deals", type=int, default=2000)
    deals = parser.parse_args().deals
    comparing, solving, positions = [], [], []
    perfect, computer, gap = [], [], []
    for number in range(deals):
        seed = hashlib.sha256(f"daily domino {number}".encode()).digest()
        challenge = DAILY.challenge(None, seed)
        log = computer_attempt(seed)
        start = time.perf_counter()
        comparison = DAILY.compare(RULES, challenge, log, seed)
        comparing.append(time.perf_counter() - start)
        solver = SoloSolver(RULES)
        start = time.perf_counter()
        best = placed(play_out(RULES, challenge.options, seed, solver.best_action))
        solving.append(time.perf_counter() - start)
        positions.append(solver.searched)
        assert best == comparison.perfect >= comparison.score
        perfect.append(comparison.perfect)
        computer.append(comparison.score)
        gap.append(comparison.perfect - comparison.score)
    print(figures.timings("compare (replay + analysis)", comparing, "deals", 2))
    print(figures.timings("perfect play's replay alone", solving, "deals", 2))
    middle = figures.percentile(positions, 0.5)
    print(f"positions searched per deal: p50 {middle}, max {max(positions)}")
    print("every deal solved exactly (the search has no bound)")
    print(interval("perfect play, tiles placed", perfect))
    print(interval("computer player, tiles placed", computer))
    print(interval("perfect minus computer", gap))
    print(interval("perfect play, deals won", [float(value == 28) for value in perfect]))
    print(interval("computer player, deals won", [float(value == 28) for value in computer]))


if __name__ == "__main__":
    main()
