"""The scorecard shared by both games: 13 boxes (six upper, seven lower), the upper bonus, the
bonus flags, and the one write rule the game engine and the optimal player both use.

A card is summarised for the optimal player as (mask of filled boxes, upper progress capped at
the bonus target, flags). `Variant.write` scores a box for one throw or, given an array of throw
indices, for many at once: it only uses arithmetic that works on numbers and numpy arrays alike.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cached_property
from typing import Any, NamedTuple

import numpy as np

from rules.yahtzee.dice import COUNTS, ROLLS

UPPER = ("ones", "twos", "threes", "fours", "fives", "sixes")
BOXES = 13  # six upper, seven lower
FIFTY = 1  # flag: the five-of-a-kind box holds 50 (extra fives pay a bonus)
ZERO = 2  # flag: a lower box holds 0 (the all-lower bonus is lost)

IS_FIVE = (COUNTS.max(axis=1) == 5).astype(np.int64)
LOWEST_FACE = np.array([roll[0] for roll in ROLLS])  # the face of a five of a kind


class Write(NamedTuple):
    """What writing a throw into a box pays (numbers, or arrays over rolls)."""

    score: Any  # the box's own value
    five_bonus: Any  # +100 (Generał) / +40 (Kości) for a further five of a kind
    throw_bonus: Any  # Kości: +10 / +5 for a figure written before the 3rd throw
    allowed: Any  # 0 where the joker rule forbids the box


@dataclass(frozen=True)
class Card:
    """One player's column: box values (None = open) and the bonuses paid with each write."""

    scores: tuple[int | None, ...] = (None,) * BOXES
    five_bonus: tuple[int, ...] = (0,) * BOXES
    throw_bonus: tuple[int, ...] = (0,) * BOXES

    def written(self, box: int, write: Write) -> Card:
        def put(values: tuple, value: int) -> tuple:
            return (*values[:box], int(value), *values[box + 1 :])

        return Card(
            scores=put(self.scores, write.score),
            five_bonus=put(self.five_bonus, write.five_bonus),
            throw_bonus=put(self.throw_bonus, write.throw_bonus),
        )

    @cached_property
    def mask(self) -> int:
        return sum(1 << box for box, score in enumerate(self.scores) if score is not None)

    @cached_property
    def filled(self) -> int:
        return sum(score is not None for score in self.scores)

    @cached_property
    def upper_sum(self) -> int:
        return sum(score or 0 for score in self.scores[: len(UPPER)])

    @cached_property
    def written_points(self) -> int:
        """Box values plus the bonuses paid at writing (not the end-of-card bonuses)."""
        return (
            sum(score or 0 for score in self.scores) + sum(self.five_bonus) + sum(self.throw_bonus)
        )


class Variant(ABC):
    """One game's boxes and scoring; subclasses give the lower boxes and the joker rule."""

    id: str
    lower: tuple[str, ...]
    five_box: str
    figures: frozenset[str] = frozenset()  # boxes earning the unused-throw bonus
    upper_target: int
    upper_bonus_points: int
    lower_bonus_points: int = 0  # for all lower boxes written non-zero
    extra_five_points: int
    unused_throw_points: tuple[int, ...] = (0, 0, 0, 0)  # by throw number (1-3)

    def __init__(self) -> None:
        self.boxes = UPPER + self.lower
        self.box_index = {box: index for index, box in enumerate(self.boxes)}
        self.five_index = self.box_index[self.five_box]
        self.lower_mask = sum(1 << self.box_index[box] for box in self.lower)
        self.figure_indices = frozenset(self.box_index[box] for box in self.figures)
        self.flag_count = 4 if self.lower_bonus_points else 2
        self.base = self._table(self.score)
        self.joker_scores = self._table(self.joker_score)

    def _table(self, rule: Any) -> np.ndarray:
        return np.array([[rule(box, tuple(counts)) for counts in COUNTS] for box in self.boxes])

    @abstractmethod
    def score(self, box: str, counts: tuple[int, ...]) -> int:
        """The box's value for a throw with these face counts (no joker)."""

    @abstractmethod
    def joker_score(self, box: str, counts: tuple[int, ...]) -> int:
        """The box's value for a five of a kind used as a joker."""

    @abstractmethod
    def joker(self, mask: int, flags: int, roll: Any) -> Any:
        """1 where the throw is a joker for a card with these filled boxes and flags."""

    def allowed(self, mask: int, box: int, joker: Any) -> Any:
        """1 where the box may take the throw (it is open)."""
        return 1

    def write(self, mask: int, flags: int, box: int, throw: int, roll: Any) -> Write:
        """Writing throw `roll` (index or array of indices) after throw number `throw`."""
        joker = self.joker(mask, flags, roll)
        base = self.base[box, roll]
        score = base + joker * (self.joker_scores[box, roll] - base)
        five_bonus = self.extra_five_points * IS_FIVE[roll] * (flags & FIFTY)
        throw_bonus = self.throw_bonus(box, throw, score)
        return Write(score, five_bonus, throw_bonus, self.allowed(mask, box, joker))

    def throw_bonus(self, box: int, throw: int, score: Any) -> Any:
        """The unused-throw bonus for a box written with `score` after throw `throw`."""
        if box not in self.figure_indices:
            return 0 * score
        return self.unused_throw_points[throw] * (score > 0)

    def flags_after(self, flags: int, box: int, score: Any) -> Any:
        """The flags once `score` is written into `box`."""
        flags = flags | FIFTY * ((box == self.five_index) & (score == 50))
        if self.lower_bonus_points and box >= len(UPPER):
            flags = flags | ZERO * (score == 0)
        return flags

    def flags_of(self, card: Card) -> int:
        flags = 0
        for box, score in enumerate(card.scores):
            if score is not None:
                flags = int(self.flags_after(flags, box, score))
        return flags

    def upper_bonus(self, upper_sum: int) -> int:
        return self.upper_bonus_points if upper_sum >= self.upper_target else 0

    def lower_bonus(self, mask: int, flags: int) -> int:
        complete = mask & self.lower_mask == self.lower_mask
        return self.lower_bonus_points if complete and not flags & ZERO else 0

    def summary(self, card: Card) -> tuple[int, int, int]:
        """(filled mask, upper progress capped at the target, flags) for the optimal player."""
        return card.mask, min(card.upper_sum, self.upper_target), self.flags_of(card)

    def total(self, card: Card) -> int:
        return (
            card.written_points
            + self.upper_bonus(card.upper_sum)
            + self.lower_bonus(card.mask, self.flags_of(card))
        )

    def card_view(self, card: Card) -> dict[str, Any]:
        """Everything a board shows of one column."""
        flags = self.flags_of(card)
        return {
            "boxes": dict(zip(self.boxes, card.scores, strict=True)),
            "five_bonus": dict(zip(self.boxes, card.five_bonus, strict=True)),
            "throw_bonus": dict(zip(self.boxes, card.throw_bonus, strict=True)),
            "upper_sum": card.upper_sum,
            "upper_target": self.upper_target,
            "upper_missing": max(0, self.upper_target - card.upper_sum),
            "upper_bonus": self.upper_bonus(card.upper_sum),
            "lower_bonus": self.lower_bonus(card.mask, flags),
            "lower_bonus_lost": bool(flags & ZERO),
            "total": self.total(card),
        }


def counts_sum(counts: Sequence[int]) -> int:
    return sum(face * count for face, count in enumerate(counts, start=1))


def upper_score(box: str, counts: Sequence[int]) -> int:
    face = UPPER.index(box) + 1
    return face * counts[face - 1]


def longest_run(counts: Sequence[int]) -> int:
    """The longest run of consecutive faces present."""
    best = run = 0
    for count in counts:
        run = run + 1 if count else 0
        best = max(best, run)
    return best
