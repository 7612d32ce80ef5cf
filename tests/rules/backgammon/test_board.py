"""Positions: building, flipping, pip counts."""

from __future__ import annotations

import pytest

from rules.backgammon.board import flip, is_race, make_position, pip_count, starting_position
from rules.base import IllegalAction
from tests.rules.backgammon.helpers import position


def test_starting_position() -> None:
    start = starting_position()
    assert start[24] == 2 and start[13] == 5 and start[8] == 3 and start[6] == 5
    assert start[1] == -2 and start[12] == -5 and start[17] == -3 and start[19] == -5
    assert pip_count(start) == (167, 167)
    assert flip(start) == start


def test_make_position_from_counts() -> None:
    built = make_position([0] * 5 + [15] + [0] * 17 + [-13], bar=(0, 2), off=(0, 0))
    assert built[6] == 15 and built[24] == -13 and built[26] == 2
    assert pip_count(built) == (90, 2 * 25 + 13 * 1)


@pytest.mark.parametrize(
    ("points", "bar", "off"),
    [([1] * 24, (0, 0), (0, 0)), ([15] + [0] * 23, (0, 0), (0, 14)), ([0] * 23, (0, 0), (15, 15))],
)
def test_make_position_refuses_wrong_counts(points: list[int], bar: tuple, off: tuple) -> None:
    with pytest.raises(IllegalAction):
        make_position(points, bar, off)


def test_flip_swaps_sides() -> None:
    start = position({24: 1, 6: 10}, {3: 2, 20: 5}, bar=(4, 1))
    flipped = flip(start)
    assert flipped[1] == -1 and flipped[22] == 2 and flipped[5] == 5 and flipped[19] == -10
    assert flipped[25] == 1 and flipped[26] == 4
    assert flipped[0] == start[27] and flipped[27] == start[0]
    assert flip(flipped) == start
    assert pip_count(flipped) == pip_count(start)[::-1]


def test_race_detection() -> None:
    assert not is_race(starting_position())
    assert is_race(position({6: 15}, {7: 15}))
    assert not is_race(position({8: 15}, {7: 15}))
    assert not is_race(position({6: 14}, {7: 15}, bar=(1, 0)))
