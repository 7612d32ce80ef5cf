"""Domino table pictures: draw (in their palette's indices) + PNG encode time for the largest
layouts.

A 28-tile snake (every tile of the double-six set in one line) during the hand (its ends and a
"+N" marker) and whole at the end, Sevastopol's four arms holding all 28 tiles, a train table of
5 trains with 60 tiles out, and a hand of 15 double-twelve tiles (every arm and train shows its
last tiles, during the hand and at the end alike). Prints p50/p99 in milliseconds after one
warm-up drawing (tiles are drawn once and kept).

    python benchmarks/domino_board.py [--runs 300]
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections.abc import Callable

from PIL import Image

from bot.images import png_file
from cogs.domino.table_image import cross_image, hand_image, line_image, trains_image
from rules.domino.tiles import full_set


def more(count: int) -> str:
    return f"+{count} tiles"


def snake(full: bool) -> Image.Image:
    return line_image([list(tile) for tile in full_set(6)], more, full=full)


def cross() -> Image.Image:
    tiles = [list(tile) for tile in full_set(6) if tile != (6, 6)]
    arms = [(f"Arm {index}", False, tiles[index::4], 3, "") for index in range(4)]
    return cross_image([6, 6], arms, more)


def trains() -> Image.Image:
    tiles = [list(tile) for tile in full_set(12) if tile != (12, 12)][:60]
    rows = [
        (f"Player {number}", number % 2 == 1, tiles[number::5], 7, "▼▲"[number % 2])
        for number in range(5)
    ]
    return trains_image(rows, more)


def hand() -> Image.Image:
    return hand_image([list(tile) for tile in full_set(12)][-15:], numerals=True)


def timed(draw: Callable[[], Image.Image], runs: int) -> tuple[float, float, tuple[int, int]]:
    image = draw()  # warm-up: the tile pictures are made once
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        png_file(draw(), "table.png", "a table")
        times.append((time.perf_counter() - start) * 1000)
    quantiles = statistics.quantiles(times, n=100)
    return quantiles[49], quantiles[98], image.size


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=300)
    runs = parser.parse_args().runs
    pictures = (
        ("28-tile snake", lambda: snake(False)),
        ("snake, whole", lambda: snake(True)),
        ("cross of 28", cross),
        ("5 trains, 60", trains),
        ("hand of 15", hand),
    )
    for name, draw in pictures:
        p50, p99, (width, height) = timed(draw, runs)
        print(f"{name:14} {width}x{height}px  p50 {p50:5.1f} ms  p99 {p99:5.1f} ms")


if __name__ == "__main__":
    main()
