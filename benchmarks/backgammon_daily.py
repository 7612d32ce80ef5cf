"""The position of the day's cost in the engine process: finding it (gnubg against itself
from the seed) and ranking its moves at 2-ply, as CPU time of the process that does it (the
engine process, here this one), over many seeds; the comparison of an attempt with the
ranking (the bot's side, pure); and what the computer's plain 0-ply choice (Expert) and a
random legal move lose there against 2-ply's best (perfect play: 0), with 95 % intervals. Run:
    python -m benchmarks.backgammon_daily [seeds]
"""

from __future__ import annotations

import statistics
import sys
import time
from collections import Counter

from benchmarks import figures
from rules.backgammon import BACKGAMMON, engine, format_move
from rules.backgammon.daily import DAILY, position_challenge
from rules.backgammon.engine_requests import daily_position, warm_up
from rules.backgammon.levels import EXPERT

SEEDS = 100


def main(seeds: int) -> None:
    warm_up()  # the engine process is warm before its first request
    finding, comparing, sizes = [], [], Counter()
    expert, uniform = [], []
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
        state = BACKGAMMON.new_game(challenge.options, 1)
        quick = {"type": "move", "move": format_move(engine.ranked_moves(state, EXPERT)[0].move)}
        expert.append(DAILY.compare(BACKGAMMON, challenge, [(0, "play", quick)], b"").score)
        best = found["ranking"][0]["equity"]
        uniform.append(statistics.mean(best - entry["equity"] for entry in found["ranking"]))
    print(figures.timings("position of the day (CPU)", finding, "seeds"))
    print(figures.timings("compare", comparing, "attempts", digits=2))
    print("legal moves (tens):", dict(sorted(sizes.items())))
    for name, losses in (("Expert (0-ply)", expert), ("a random legal move", uniform)):
        mean = statistics.mean(losses)
        half = 1.96 * statistics.stdev(losses) / len(losses) ** 0.5
        share = sum(loss == 0 for loss in losses) / len(losses)
        print(f"{name}: mean loss {mean:.4f} ± {half:.4f}, the best move {share:.0%}")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else SEEDS)
