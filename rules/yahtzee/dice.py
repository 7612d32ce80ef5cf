"""Five-dice combinatorics shared by the rules and the optimal player.

A throw is known by its sorted faces (252 of them), a hold by the sorted faces kept (462, sizes
0 to 5, smallest first). `TRANSITION[k, r]` is the chance that keeping `KEEPS[k]` and throwing
the rest ends in `ROLLS[r]`.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from itertools import combinations, combinations_with_replacement
from math import factorial

import numpy as np

DICE = 5
THROWS_PER_TURN = 3
FACES = (1, 2, 3, 4, 5, 6)

ROLLS: tuple[tuple[int, ...], ...] = tuple(combinations_with_replacement(FACES, DICE))
KEEPS: tuple[tuple[int, ...], ...] = tuple(
    keep for size in range(DICE + 1) for keep in combinations_with_replacement(FACES, size)
)
ROLL_INDEX = {roll: index for index, roll in enumerate(ROLLS)}
KEEP_INDEX = {keep: index for index, keep in enumerate(KEEPS)}

# COUNTS[r, f - 1]: how many dice of throw r show face f.
COUNTS = np.array([[roll.count(face) for face in FACES] for roll in ROLLS], dtype=np.int64)


def _chance(thrown: Sequence[int]) -> float:
    """Probability of throwing exactly this multiset of faces."""
    ways = factorial(len(thrown))
    for count in Counter(thrown).values():
        ways //= factorial(count)
    return ways / 6 ** len(thrown)


def _transition() -> np.ndarray:
    matrix = np.zeros((len(KEEPS), len(ROLLS)))
    for k, keep in enumerate(KEEPS):
        for thrown in combinations_with_replacement(FACES, DICE - len(keep)):
            matrix[k, ROLL_INDEX[tuple(sorted(keep + thrown))]] += _chance(thrown)
    return matrix


def _children() -> np.ndarray:
    """For each hold, the holds with one die fewer (one per distinct face, padded by repeating
    the first); the empty hold lists itself."""
    children = np.zeros((len(KEEPS), len(FACES)), dtype=np.int64)
    for k, keep in enumerate(KEEPS):
        smaller = [KEEP_INDEX[keep[:i] + keep[i + 1 :]] for i in range(len(keep))]
        distinct = list(dict.fromkeys(smaller)) or [k]
        children[k] = distinct + [distinct[0]] * (len(FACES) - len(distinct))
    return children


TRANSITION = _transition()
KEEP_CHILDREN = _children()
KEEP_SIZES = np.array([len(keep) for keep in KEEPS])
# The hold index of each throw when all five dice are kept.
ROLL_AS_KEEP = np.array([KEEP_INDEX[roll] for roll in ROLLS])


def roll_index(dice: Sequence[int]) -> int:
    return ROLL_INDEX[tuple(sorted(dice))]


def keep_index(dice: Sequence[int], hold: Sequence[int]) -> int:
    """The hold index of the dice at positions `hold`."""
    return KEEP_INDEX[tuple(sorted(dice[i] for i in hold))]


def hold_positions(dice: Sequence[int], keep: Sequence[int]) -> list[int]:
    """Positions of `dice` that keep exactly the faces `keep` (the first matching dice)."""
    wanted = Counter(keep)
    positions = []
    for position, face in enumerate(dice):
        if wanted[face] > 0:
            wanted[face] -= 1
            positions.append(position)
    return positions


def _proper_keeps() -> tuple[np.ndarray, ...]:
    """For each throw, the distinct holds short of all five dice."""
    return tuple(
        np.array(
            sorted({KEEP_INDEX[sub] for size in range(DICE) for sub in combinations(roll, size)})
        )
        for roll in ROLLS
    )


PROPER_KEEPS = _proper_keeps()
