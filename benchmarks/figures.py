"""What the benchmarks print their timings with."""

from __future__ import annotations


def percentile(values: list[float], share: float) -> float:
    """The value `share` of the way up the sorted values (0.99: the p99)."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def timings(name: str, seconds: list[float], unit: str = "", digits: int = 1) -> str:
    """One line: how many `unit`, the p50, p99 and longest of them, in milliseconds."""
    ms = [s * 1000 for s in seconds]
    p50, p99, longest = (
        f"{value:.{digits}f}" for value in (percentile(ms, 0.5), percentile(ms, 0.99), max(ms))
    )
    count = f"{len(ms)} {unit}".strip()
    return f"{name}: {count}, p50 {p50} ms, p99 {p99} ms, max {longest} ms"
