"""The position of the day's cost in the engine process: finding it (gnubg against itself
from the seed) and ranking its moves at 2-ply, as CPU time of the process that does it (the
engine process, here this one), over many seeds; and the comparison of an attempt with the
ranking (the bot's side, pure). Run:
    python -m benchmarks.backgammon_daily [seeds]
"""

from __future__ import annotations

import sys
import time
from collections import Counter

from benchmarks import figures
from rules.backgammon import BACKGAMMON
from rules.backgammon.daily import DAILY, position_challenge
from rules.backgammon.engine_requests import daily_position, warm_up

SEEDS = 100


def main(seeds: int) -> None:
    warm_up()  # the engine process is warm before its first request
    finding, comparing, sizes = [], [], Counter()
    for seed in range(seeds):
        start = time.process_time()
        found = daily_position(seed)
        finding.append(time.process_time() - start)
        challenge = position_challenge(found)
        sizes[min(len(found["ranking"]) // 10 * 10, 50)] += 1
        for entry in found["ranking"][:: max(1, len(found["ranking"]) // 4)]:
            start = time.perf_counter()
            DAILY.compare(BACKGAMMON, challenge, [(0, "play", entry["action"])], b"")
            comparing.append(time.perf_counter() - start)
    print(figures.timings("position of the day (CPU)", finding, "seeds"))
    print(figures.timings("compare", comparing, "attempts", digits=2))
    print("legal moves (tens):", dict(sorted(sizes.items())))


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else SEEDS)
