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


# Student's t for a two-sided 95 % interval, by degrees of freedom (from 30 on, the normal's).
_T95 = (12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228, 2.201, 2.179)
_T95 += (2.160, 2.145, 2.131, 2.120, 2.110, 2.101, 2.093, 2.086, 2.080, 2.074, 2.069, 2.064)
_T95 += (2.060, 2.056, 2.052, 2.048, 2.045)


def t_quantile(degrees: int) -> float:
    """The factor of a 95 % interval's half-width over the standard error, for few samples."""
    return _T95[degrees - 1] if degrees <= len(_T95) else 1.96
