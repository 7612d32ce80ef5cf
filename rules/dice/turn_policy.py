"""The optimal solitaire turn of `ones_and_fives` and `six_dice`: maximise the expected score
of one turn, by dynamic programming over (turn total, dice left, must-confirm), the set-aside
choice of each throw optimised too. The baseline to compare with sets aside the highest-scoring
dice (ties: more dice) and banks as soon as it may.

`throw_value[k, n]` is the expected final turn score when about to throw `n` dice with a turn
total of `k * 50` (every score is a multiple of 50); `after_value[k, left]` is the value once
the dice are set aside: the better of banking (when allowed) and throwing on. `left` is 0..5
(0 = hot dice: throw all 6) or CONFIRM (six_dice: all six scored in one throw; must throw 6).
Totals only grow within a turn, so the tables fill from the top level down.

Cap: totals above CAP (20 000) are not tracked; a state beyond it counts as banked when
banking is allowed and as lost otherwise. The optimal turn banks long before (the optimum is
the same to 1e-8 with twice the cap; `benchmarks/dice_computer.py` shows it), so the cap only
bounds the work: ~0.1 s per table. A real turn beyond the cap is played as the boundary says:
the most points set aside, banked as soon as allowed.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from itertools import combinations_with_replacement
from math import factorial, prod

import numpy as np

from rules.dice.scoring import counts_of, set_aside_options, six_dice_set_aside

STEP = 50
CAP = 20_000
CONFIRM = 6  # `left` code of six_dice's forced confirmation throw


def dice_to_throw(left: int) -> int:
    return 6 if left in (0, CONFIRM) else left


def bank_allowed(game_id: str, total: int, left: int, bank_min: int) -> bool:
    """ones_and_fives: total >= bank_min with at most 2 dice left (0 = hot dice);
    six_dice: total >= bank_min with any dice left, never before a confirmation throw."""
    if total < bank_min:
        return False
    return left <= 2 if game_id == "ones_and_fives" else left != CONFIRM


def throw_choices(
    game_id: str, sorted_faces: tuple[int, ...]
) -> list[tuple[tuple[int, ...], int, int]]:
    """(dice set aside, points, left code) for every choice a throw offers (six_dice: one)."""
    n = len(sorted_faces)
    if game_id == "six_dice":
        kept, points = six_dice_set_aside(sorted_faces)
        if not points:
            return []
        left = CONFIRM if n == 6 and len(kept) == 6 else n - len(kept)
        return [(kept, points, left)]
    return [
        (kept, points, n - len(kept)) for kept, points in set_aside_options(game_id, sorted_faces)
    ]


@dataclass(frozen=True)
class TurnPolicy:
    game_id: str
    bank_min: int
    baseline: bool
    throw_value: np.ndarray  # [level, dice to throw]
    after_value: np.ndarray  # [level, left code]

    @property
    def expected_turn(self) -> float:
        return float(self.throw_value[0, 6])

    def _level(self, total: int) -> int:
        return min(total // STEP, len(self.after_value) - 1)

    def value(self, total: int, left: int, bank: bool) -> float:
        """The turn's expected final score once dice are set aside to `total` with `left`, on
        banking now (`bank`: it must be allowed) or throwing on and playing this policy."""
        if bank:
            return float(total)
        return float(self.throw_value[self._level(total), dice_to_throw(left)])

    def banks(self, total: int, left: int) -> bool:
        """After setting aside: bank rather than throw on?"""
        if not bank_allowed(self.game_id, total, left, self.bank_min):
            return False
        return self.baseline or bool(
            total >= self.throw_value[self._level(total), dice_to_throw(left)]
        )

    def best_choice(self, throw: tuple[int, ...], total: int) -> tuple[tuple[int, ...], bool]:
        """The dice to set aside from `throw` and whether to bank then (the throw must score)."""
        choices = throw_choices(self.game_id, tuple(sorted(throw)))
        kept, points, left = (
            choices[0]
            if self.baseline
            else max(choices, key=lambda c: self.after_value[self._level(total + c[1]), c[2]])
        )
        return kept, self.banks(total + points, left)


def _outcomes(game_id: str, n: int, baseline: bool) -> list[tuple[float, list[tuple[int, int]]]]:
    """Each scoring throw of n dice: probability and the undominated (level shift, left)
    choices (baseline: only the highest-scoring one, which `throw_choices` lists first)."""
    outcomes = []
    for faces in combinations_with_replacement(range(1, 7), n):
        best: dict[int, int] = {}
        choices = throw_choices(game_id, faces)
        for _, points, left in choices[:1] if baseline else choices:
            best[left] = max(best.get(left, 0), points // STEP)
        if best:
            ways = factorial(n) // prod(factorial(c) for c in counts_of(faces))
            outcomes.append((ways / 6**n, [(shift, left) for left, shift in best.items()]))
    return outcomes


@cache
def turn_policy(game_id: str, bank_min: int, baseline: bool = False, cap: int = CAP) -> TurnPolicy:
    """The optimal turn, or the baseline one (computed once per game and bank_min)."""
    top = cap // STEP
    tables = []
    for n in range(1, 7):
        outcomes = _outcomes(game_id, n, baseline)
        shifts = np.array([s for _, options in outcomes for s, _ in options])
        lefts = np.array([left for _, options in outcomes for _, left in options])
        sizes = [len(options) for _, options in outcomes]
        starts = np.concatenate(([0], np.cumsum(sizes)[:-1]))
        probs = np.array([p for p, _ in outcomes])
        tables.append((n, shifts, lefts, starts, probs))
    pad = max(int(t[1].max()) for t in tables)
    levels = np.arange(top + pad + 1)
    totals = levels * STEP
    bankable = np.array(
        [[bank_allowed(game_id, int(t), left, bank_min) for left in range(7)] for t in totals]
    )
    throw_value = np.zeros((len(levels), 7))
    after_value = np.where(bankable, totals[:, None], 0.0)  # beyond the cap
    for k in range(top, -1, -1):
        for n, shifts, lefts, starts, probs in tables:
            best = np.maximum.reduceat(after_value[k + shifts, lefts], starts)
            throw_value[k, n] = probs @ best
        throw_on = throw_value[k, [6, 1, 2, 3, 4, 5, 6]]
        bank = np.where(bankable[k], totals[k], -np.inf)
        after_value[k] = (
            np.where(bankable[k], bank, throw_on) if baseline else np.maximum(bank, throw_on)
        )
    return TurnPolicy(game_id, bank_min, baseline, throw_value, after_value)
