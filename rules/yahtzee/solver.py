"""The exact solitaire solution: expected final points from every start of a turn.

`values[mask, upper, flags]` is the expected number of points still to come (box values, bonuses
paid at writing, and the end-of-card bonuses) for a card with the boxes of `mask` filled, upper
progress `upper` (capped at the bonus target) and the bonus `flags`, when the optimal player
starts a turn. It is computed by backward induction from the full card (one to four minutes
per game on one core) and shipped as package data, so neither CI nor the bot ever waits for
it. Regenerate with `python -m rules.yahtzee.build_tables` after any scoring change (a test
checks the shipped tables against a fresh computation of the last rounds).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path

import numpy as np

from rules.yahtzee.dice import (
    KEEP_CHILDREN,
    KEEP_SIZES,
    ROLL_AS_KEEP,
    ROLLS,
    THROWS_PER_TURN,
    TRANSITION,
)
from rules.yahtzee.scorecard import BOXES, FIFTY, UPPER, ZERO, Variant

FULL = (1 << BOXES) - 1
THROWS = tuple(range(1, THROWS_PER_TURN + 1))
ALL_ROLLS = np.arange(len(ROLLS))
TABLE_DIR = Path(__file__).parent
COLUMNS_PER_BATCH = 8192  # (card, upper progress) pairs solved together
# The holds of one to four dice, by size (a hold's children are one size smaller).
HOLD_LEVELS = [slice(*np.searchsorted(KEEP_SIZES, [size, size + 1])) for size in range(1, 5)]


def table_path(variant: Variant) -> Path:
    return TABLE_DIR / f"values_{variant.id}.npz"


def write_values(
    variant: Variant,
    values: np.ndarray,
    mask: int,
    flags: int,
    throws: Sequence[int],
    uppers: np.ndarray,
    rolls: np.ndarray = ALL_ROLLS,
) -> np.ndarray:
    """Points now plus the expected rest, for writing each roll into each box after each of
    `throws`, for each upper progress: shape (throws, boxes, rolls, uppers); -inf where the box
    is filled or the joker rule forbids it."""
    result = np.full((len(throws), BOXES, len(rolls), len(uppers)), -np.inf)
    for box in range(BOXES):
        if mask >> box & 1:
            continue
        write = variant.write(mask, flags, box, THROWS[-1], rolls)
        next_flags = variant.flags_after(flags, box, write.score)
        next_upper = uppers[None, :] + (write.score[:, None] if box < len(UPPER) else 0)
        next_upper = np.minimum(next_upper, variant.upper_target)
        rest = values[mask | 1 << box][next_upper, next_flags[:, None]]
        allowed = np.broadcast_to(write.allowed, rolls.shape)[:, None] > 0
        for t, throw in enumerate(throws):
            gain = write.score + write.five_bonus + variant.throw_bonus(box, throw, write.score)
            result[t, box] = np.where(allowed, rest + gain[:, None], -np.inf)
    return result


def best_holds(keep_values: np.ndarray) -> np.ndarray:
    """For every roll, the value of its best hold short of all five dice: shape (rolls, ...)."""
    best = keep_values.copy()
    for level in HOLD_LEVELS:
        for slot in range(KEEP_CHILDREN.shape[1]):
            np.maximum(best[level], best[KEEP_CHILDREN[level, slot]], out=best[level])
    rolls = KEEP_CHILDREN[ROLL_AS_KEEP]
    return np.max(best[rolls], axis=1)


@dataclass(frozen=True)
class Turn:
    """One turn solved for a batch of columns (card states)."""

    keep_values: tuple[np.ndarray, np.ndarray]  # value of each hold before the 2nd, 3rd throw
    start: np.ndarray  # value before the first throw


def solve_turn(best_writes: np.ndarray) -> Turn:
    """`best_writes[t, roll, column]`: the best write after throw t + 1. Works backwards
    through the three throws of a turn."""
    value = best_writes[2]
    keep_values: list[np.ndarray] = []
    for throw in (1, 0):
        keeps = TRANSITION @ value
        keep_values.insert(0, keeps)
        value = np.maximum(best_writes[throw], best_holds(keeps))
    return Turn((keep_values[0], keep_values[1]), TRANSITION[0] @ value)


def flag_choices(variant: Variant, mask: int) -> list[int]:
    """The flags a card with these filled boxes can have."""
    fifty = [0, FIFTY] if mask >> variant.five_index & 1 else [0]
    zero = [0, ZERO] if variant.lower_bonus_points and mask & variant.lower_mask else [0]
    return [a | b for a in fifty for b in zero]


def end_values(variant: Variant) -> np.ndarray:
    """A table with only the full card's end bonuses filled in."""
    uppers = variant.upper_target + 1
    values = np.zeros((FULL + 1, uppers, variant.flag_count))
    for upper in range(uppers):
        for flags in range(variant.flag_count):
            values[FULL, upper, flags] = variant.upper_bonus(upper) + variant.lower_bonus(
                FULL, flags
            )
    return values


def solve(variant: Variant, values: np.ndarray, masks: Sequence[int]) -> None:
    """Fill `values` for these masks (all with the same number of filled boxes, every card with
    one box more already solved)."""
    uppers = np.arange(values.shape[1])
    cards = [(mask, flags) for mask in masks for flags in flag_choices(variant, mask)]
    per_batch = max(1, COLUMNS_PER_BATCH // len(uppers))
    for start in range(0, len(cards), per_batch):
        batch = cards[start : start + per_batch]
        writes = [
            write_values(variant, values, mask, flags, THROWS, uppers).max(axis=1)
            for mask, flags in batch
        ]
        turn = solve_turn(np.concatenate(writes, axis=2))
        for i, (mask, flags) in enumerate(batch):
            values[mask, :, flags] = turn.start[i * len(uppers) : (i + 1) * len(uppers)]


def masks_with(filled: int) -> list[int]:
    return [mask for mask in range(FULL + 1) if mask.bit_count() == filled]


def build(variant: Variant, down_to: int = 0) -> np.ndarray:
    """The value table, solved for every card with at least `down_to` filled boxes."""
    values = end_values(variant)
    for filled in range(BOXES - 1, down_to - 1, -1):
        solve(variant, values, masks_with(filled))
    return values


def save(variant: Variant, values: np.ndarray) -> None:
    """Store compressed float32, rounded to 1/1024 point: binary fractions compress well, and
    the rounding is far below any decision's margin."""
    rounded = np.round(values * 1024) / 1024
    np.savez_compressed(table_path(variant), values=rounded.astype(np.float32))


@cache
def load(variant: Variant) -> np.ndarray:
    with np.load(table_path(variant)) as stored:
        return stored["values"].astype(np.float64)
