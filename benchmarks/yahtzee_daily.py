"""The Yahtzee daily challenge's comparison with perfect play: its time per attempt, and
perfect play's mean beside the players' (95 % intervals), over attempts on distinct seeds by
the computer player (the optimal one: it is perfect play) and by an erring one (the optimal
player with a random legal action at 10 % of its decisions).

    python benchmarks/yahtzee_daily.py [attempts]      (default 200 per game and player)

Target (issue 37): compare ≤ 100 ms p99.
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from datetime import date
from functools import partial

from rules.fairness import challenge_seed
from rules.yahtzee import GAMES
from rules.yahtzee.daily import DAILY
from rules.yahtzee.strategy import best_action
from tests.support.daily_attempts import attempt

ERROR_RATE = 0.1
DAYS = (date(2026, 1, 1), date(2026, 1, 2))  # one of each game


def erring(rules, rnd: random.Random):
    best = partial(best_action, rules.variant)
    return lambda state: (
        rnd.choice(rules.legal_actions(state)) if rnd.random() < ERROR_RATE else best(state)
    )


def interval(values: list[float]) -> str:
    mean = statistics.fmean(values)
    half = 1.96 * statistics.stdev(values) / len(values) ** 0.5
    return f"{mean:6.1f} ± {half:4.1f}"


def players(rules) -> dict[str, object]:
    """Each player's way of deciding, made afresh for attempt n."""
    return {
        "computer": lambda n: partial(best_action, rules.variant),
        "erring": lambda n: erring(rules, random.Random(n)),
    }


def measure(rules, player: str, attempts: int) -> None:
    day = next(day for day in DAYS if DAILY.challenge(day, b"").game == rules.id)
    times, scores, perfects = [], [], []
    for n in range(attempts):
        seed = challenge_seed(f"{n:064x}", rules.id)
        challenge = DAILY.challenge(day, seed)
        _, log = attempt(rules, challenge.options, seed, players(rules)[player](n))
        started = time.perf_counter()
        result = DAILY.compare(rules, challenge, log, seed)
        times.append(1000 * (time.perf_counter() - started))
        scores.append(result.score)
        perfects.append(result.perfect)
    cuts = statistics.quantiles(times, n=100)
    gaps = [p - s for p, s in zip(perfects, scores, strict=True)]
    print(
        f"{rules.id:8} {player:8} n={attempts}  compare p50 {cuts[49]:5.1f} ms"
        f"  p99 {cuts[98]:5.1f} ms  max {max(times):5.1f} ms"
    )
    print(f"{'':18} perfect {interval(perfects)}  player {interval(scores)}", end="")
    print(f"  perfect − player {interval(gaps)}")


def main(attempts: int) -> None:
    for rules in GAMES:
        for player in players(rules):
            measure(rules, player, attempts)


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 200)
