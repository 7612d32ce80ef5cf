"""Regenerate the shipped value tables: `python -m rules.yahtzee.build_tables [game id ...]`
(one to four minutes per game on one core)."""

from __future__ import annotations

import sys
import time
from collections.abc import Sequence

from rules.yahtzee.solver import build, save, table_path
from rules.yahtzee.variants import VARIANTS


def main(game_ids: Sequence[str]) -> None:
    for game_id in game_ids or VARIANTS:
        started = time.perf_counter()
        variant = VARIANTS[game_id]
        values = build(variant)
        save(variant, values)
        print(
            f"{game_id}: optimal expected score {values[0, 0, 0]:.4f}, "
            f"{time.perf_counter() - started:.0f} s -> {table_path(variant)}"
        )


if __name__ == "__main__":
    main(sys.argv[1:])
