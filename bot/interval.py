"""A mean of few samples with its 95 % interval (Student's t): a member's luck over his last
games (/stats), a benchmark's ratio over its runs."""

from __future__ import annotations

import math
import statistics
from collections.abc import Sequence

# Student's t for a two-sided 95 % interval, by degrees of freedom (from 30 on, the normal's).
_T95 = (12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228, 2.201, 2.179)
_T95 += (2.160, 2.145, 2.131, 2.120, 2.110, 2.101, 2.093, 2.086, 2.080, 2.074, 2.069, 2.064)
_T95 += (2.060, 2.056, 2.052, 2.048, 2.045)


def t_quantile(degrees: int) -> float:
    """The factor of a 95 % interval's half-width over the standard error, for few samples."""
    return _T95[degrees - 1] if degrees <= len(_T95) else 1.96


def mean_interval(values: Sequence[float]) -> tuple[float, float]:
    """The mean of two or more values and the half-width of its 95 % interval."""
    half = t_quantile(len(values) - 1) * statistics.stdev(values) / math.sqrt(len(values))
    return statistics.fmean(values), half
