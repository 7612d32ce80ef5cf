"""A replay's cost (bot/replay), per game of the 14 at its most seats up to four, on one
computer-played game each: the steps of the whole game worked out once (`steps_of`, on a
worker thread in the bot, with the family's story) and each step drawn as a click draws it
(`view.draw` with its picture encoded, then the components serialised), every step of the game
in turn, twice. Prints the steps, the time to work them out, and the draw's p50/p99 in ms over
the second pass, with the slowest draw of the first (what a process pays once for the first
step of a kind), on one core with nothing else running.

    python -m benchmarks.replay_steps [--games block train]
"""

from __future__ import annotations

import argparse
import statistics
import time

from bot.replay.steps import steps_of
from bot.replay.view import draw
from rules import registry
from tests.support.phone_games import drawing_board
from tests.support.saved_games import finished_game

NAMES = ["Ann", "Bob", "Cyril", "Dana"]


def measure(game_id: str) -> tuple[int, int, float, float, float, float]:
    rules = registry.get(game_id)
    seats = min(rules.max_players, len(NAMES))
    snap, options = finished_game(game_id, NAMES[:seats])
    board = drawing_board(rules.family)
    board.warm_up()
    start = time.perf_counter()
    steps = steps_of(rules, options, seats, snap.history, board.stories(snap))
    worked = (time.perf_counter() - start) * 1000

    def pass_over() -> list[float]:
        times = []
        for index in range(len(steps)):
            start = time.perf_counter()
            draw(board, snap, steps, index, "en").view().to_components()
            times.append((time.perf_counter() - start) * 1000)
        return times

    cold = max(pass_over())  # the first of a kind pays its lazy set-up once a process
    times = pass_over()
    p99 = statistics.quantiles(times, n=100)[98] if len(times) > 1 else times[0]
    return seats, len(steps), worked, statistics.median(times), p99, cold


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", nargs="*", default=sorted(registry.GAMES))
    args = parser.parse_args()
    print(
        f"{'game':<16}{'seats':>6}{'steps':>7}{'steps_of ms':>13}{'draw p50':>10}{'p99':>8}"
        f"{'first pass max':>16}"
    )
    for game_id in args.games:
        seats, count, worked, p50, p99, cold = measure(game_id)
        print(
            f"{game_id:<16}{seats:>6}{count:>7}{worked:>13.1f}{p50:>10.2f}{p99:>8.2f}{cold:>16.1f}"
        )


if __name__ == "__main__":
    main()
