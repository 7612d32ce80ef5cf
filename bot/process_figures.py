"""What the bot process says of itself as it stops, in one log line: how many writes each group
commit carried (bot/group_commit.py) and how long the garbage collector paused the event loop.
The load benchmark (benchmarks/bot_load.py) reads that line; an operator reads it in the log."""

from __future__ import annotations

import gc
import time
from collections import Counter
from typing import Any

PROCESS_FIGURES = "process figures: "
BATCH_BUCKETS = ((1, 1), (2, 3), (4, 7), (8, 15), (16, 31), (32, None))


class GcPauses:
    """The collector's passes, the longest pause and the time spent of each generation, timed
    through `gc.callbacks` (a pass runs on the event loop's thread: its pause delays every
    click, and its time is the process's CPU)."""

    def __init__(self) -> None:
        self.passes = [0, 0, 0]
        self.longest_ms = [0.0, 0.0, 0.0]
        self.total_ms = [0.0, 0.0, 0.0]
        self._started = 0.0

    def install(self) -> None:
        gc.callbacks.append(self._on_pass)

    def _on_pass(self, phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            self._started = time.perf_counter()
            return
        generation = info["generation"]
        pause = (time.perf_counter() - self._started) * 1000
        self.passes[generation] += 1
        self.longest_ms[generation] = max(self.longest_ms[generation], pause)
        self.total_ms[generation] += pause

    def figures(self) -> dict[str, Any]:
        return {
            "passes by generation": self.passes,
            "longest pause ms by generation": [round(ms, 1) for ms in self.longest_ms],
            "total ms by generation": [round(ms) for ms in self.total_ms],
            # What a full pass walks (the start-up heap is frozen out of it).
            "objects tracked": len(gc.get_objects()),
        }


def batch_figures(sizes: Counter[int]) -> dict[str, Any]:
    """Transactions, the writes they carried (moves, and notes of a game's messages), and the
    share of transactions by the number of writes."""
    transactions = sum(sizes.values())
    writes = sum(size * count for size, count in sizes.items())
    if not transactions:
        return {"transactions": 0}
    shares = {}
    for low, high in BATCH_BUCKETS:
        top = high or max(sizes)
        within = sum(n for size, n in sizes.items() if low <= size <= top)
        label = str(low) if low == high else f"{low}+" if high is None else f"{low}-{high}"
        shares[label] = f"{100 * within / transactions:.1f} %"
    return {
        "transactions": transactions,
        "writes": writes,
        "writes per transaction": round(writes / transactions, 2),
        "largest": max(sizes),
        "share of transactions by writes": shares,
    }
