"""The /stats picture: draw + 64-colour PNG encode time, for a member with 20 games in 3
families and one with 500 games in 8 games of all 4 families. Prints p50/p99 in milliseconds
after one warm-up drawing (fonts and the palette are made once).

    python benchmarks/stats_picture.py [--runs 300]
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from PIL import Image

from bot.leaderboard import Row
from bot.stats_picture import MemberStats, stats_file
from rules import registry


def member(games: dict[str, int]) -> MemberStats:
    """Standings, a rating history and the backgammon games' PRs (a third of them practice) of
    `games` (game -> games played), randomly interleaved."""
    rng = random.Random(1)
    order = [game for game, count in games.items() for _ in range(count)]
    rng.shuffle(order)
    ratings = dict.fromkeys(games, 1500.0)
    history, performance = [], []
    for game in order:
        if registry.get(game).max_players > 1:
            ratings[game] += rng.uniform(-16, 16)
            history.append((game, ratings[game]))
        if game == "backgammon":
            performance.append((game, rng.uniform(2, 25), rng.random() < 1 / 3))
    figures = {"yahtzee": {"quality": 93.0}, "backgammon": {"error": 50.0, "decisions": 10}}
    rows = [
        (
            game,
            Row(
                1,
                count,
                count // 3,
                40.0 * count,
                2 * count,
                ratings[game],
                250.0,
                {
                    name: value * count
                    for name, value in figures.get(registry.get(game).family, {}).items()
                },
            ),
        )
        for game, count in sorted(games.items(), key=lambda item: -item[1])
    ]
    return MemberStats(rows, history, performance)


MEMBERS = {
    "20 games, 3 families": member({"sequence": 8, "kosci": 7, "backgammon": 5}),
    "500 games, 4 families": member(
        {
            "sequence": 120,
            "six_dice": 60,
            "general": 90,
            "kosci": 40,
            "block": 70,
            "solo": 30,
            "train": 40,
            "backgammon": 50,
        }
    ),
}


def timed(stats: MemberStats, runs: int) -> tuple[list[float], list[float], str]:
    """Wall and CPU times in ms (CPU time leaves out the waits of a machine shared with others)."""
    stats_file(stats, "cs")  # warm-up
    walls, cpus = [], []
    for _ in range(runs):
        wall, cpu = time.perf_counter(), time.process_time()
        file = stats_file(stats, "cs")
        cpus.append((time.process_time() - cpu) * 1000)
        walls.append((time.perf_counter() - wall) * 1000)
    picture = Image.open(file.fp)
    size = f"{picture.width}×{picture.height} px, {len(file.fp.getvalue()) / 1024:.0f} KiB"
    return walls, cpus, size


def p50_p99(times: list[float]) -> str:
    quantiles = statistics.quantiles(times, n=100)
    return f"p50 {quantiles[49]:5.1f} ms, p99 {quantiles[98]:5.1f} ms"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=300)
    runs = parser.parse_args().runs
    for name, stats in MEMBERS.items():
        walls, cpus, size = timed(stats, runs)
        print(f"{name}: wall {p50_p99(walls)}; CPU {p50_p99(cpus)} ({size})")


if __name__ == "__main__":
    main()
