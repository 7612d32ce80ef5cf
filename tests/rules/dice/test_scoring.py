"""Every scoring combination of RULES.md's dice games, with its examples."""

from __future__ import annotations

import pytest

from rules.dice import figures_formed, score_dice, sequence_points, six_dice_set_aside


@pytest.mark.parametrize(
    ("faces", "points"),
    [
        ([1], 100),
        ([5], 50),
        ([1, 5], 150),
        ([1, 1, 1], 1000),
        ([2, 2, 2], 200),
        ([3, 3, 3], 300),
        ([4, 4, 4], 400),
        ([5, 5, 5], 500),
        ([6, 6, 6], 600),
        ([1, 2, 3, 4, 5, 6], 3000),
        ([2, 2, 3, 3, 6, 6], 1500),
        ([2, 2, 4, 4, 4, 4], 1500),  # four of a kind + a pair are three pairs (seed, player 1)
        ([3, 3, 3, 3, 3, 3], 1500),  # six of a kind: three pairs beat two triples (600)
        ([1, 1, 1, 1], 1100),  # a triple + a single
        ([1, 1, 1, 1, 1], 1200),
        ([1, 1, 1, 1, 1, 1], 2000),  # two triples beat three pairs
        ([5, 5, 5, 5, 5, 5], 1500),  # three pairs beat two triples (1 000)
        ([5, 5, 5, 5], 550),
        ([1, 3, 3, 3], 400),  # seed, player 1's last throw
        ([2, 2, 2, 3, 3, 3], 500),
        ([1, 1, 5, 5], 300),  # seed, player 2's first throw
    ],
)
def test_ones_and_fives_sets(faces: list[int], points: int) -> None:
    assert score_dice("ones_and_fives", faces) == points


@pytest.mark.parametrize(
    "faces", [[], [2], [2, 2], [2, 2, 2, 2], [1, 1, 1, 2], [1, 2, 3, 4, 5], [2, 2, 3, 3]]
)
def test_ones_and_fives_refused_sets(faces: list[int]) -> None:
    assert score_dice("ones_and_fives", faces) is None


@pytest.mark.parametrize(
    ("faces", "points"),
    [
        ([1], 100),
        ([5], 50),
        ([1, 1, 1], 1000),
        ([1, 1, 1, 1], 2000),
        ([1, 1, 1, 1, 1], 4000),
        ([1, 1, 1, 1, 1, 1], 8000),
        ([2, 2, 2], 200),
        ([2, 2, 2, 2], 400),
        ([2, 2, 2, 2, 2], 800),
        ([2, 2, 2, 2, 2, 2], 1600),
        ([3, 3, 3, 3], 600),
        ([4, 4, 4, 4, 4], 1600),
        ([5, 5, 5, 5, 5, 5], 4000),
        ([6, 6, 6, 6, 6], 2400),
        ([6, 6, 6, 6, 6, 6], 4800),
        ([1, 2, 3, 4, 5, 6], 1500),
        ([2, 2, 3, 3, 4, 4], 1000),
        ([5, 5, 5, 5, 2, 2], 1000),
        ([2, 2, 2, 2, 5, 5], 1000),  # three pairs (1 000) beat 2222 + 55 (500)
    ],
)
def test_six_dice_sets(faces: list[int], points: int) -> None:
    assert score_dice("six_dice", faces) == points


@pytest.mark.parametrize(
    ("throw", "kept", "points"),
    [
        ((2, 2, 5, 5, 5, 5), (2, 2, 5, 5, 5, 5), 1000),  # tie with 5555 → more dice
        ((1, 1, 1, 1, 6, 6), (1, 1, 1, 1), 2000),  # 1111 beats three pairs
        ((1, 2, 3, 4, 5, 6), (1, 2, 3, 4, 5, 6), 1500),
        ((1, 2, 2, 3, 4, 5), (1, 5), 150),  # every scoring die is set aside
        ((2, 3, 3, 4, 6, 6), (), 0),  # a bust
        ((3, 3, 3, 5), (3, 3, 3, 5), 350),
    ],
)
def test_six_dice_automatic_set_aside(throw: tuple, kept: tuple, points: int) -> None:
    assert six_dice_set_aside(tuple(sorted(throw))) == (tuple(sorted(kept)), points)


@pytest.mark.parametrize(
    ("faces", "formed"),
    [
        ([4, 4, 4, 2, 5, 3], {"fours": 12}),  # the seed's 444 253
        ([4, 4, 4, 4, 2, 2], {"fours": 16, "poker": 16, "two_three": 16}),  # not Pairs
        ([4, 4, 4, 4, 4, 2], {"fours": 20, "poker": 16}),  # five 4s are Poker for 16
        ([2, 2, 3, 3, 6, 6], {"pairs": 22}),
        ([2, 2, 2, 6, 6, 6], {"twos": 6, "sixes": 18, "triples": 24, "two_three": 22}),
        ([5, 5, 5, 4, 4, 3], {"fives": 15, "pyramid": 26, "two_three": 23}),
        ([4, 4, 4, 5, 5, 3], {"fours": 12, "two_three": 22}),  # 444556 is no pyramid
        ([1, 1, 1, 1, 1, 6], {"ones": 5, "poker": 4, "hiroshima": 11}),
        ([3, 3, 3, 3, 3, 3], {"threes": 18, "poker": 12, "general": 18}),
        ([6, 5, 4, 3, 2, 1], {"straight": 21}),
        ([1, 2, 2, 3, 4, 6], {}),
    ],
)
def test_figures_formed(faces: list[int], formed: dict[str, int]) -> None:
    assert figures_formed(faces) == formed


@pytest.mark.parametrize(
    ("faces", "points"),
    [
        ([1, 2, 6, 6, 6, 6], 5),
        ([3, 2, 1, 6, 6, 6], 10),
        ([1, 2, 3, 4, 1, 1], 15),
        ([5, 4, 3, 2, 1, 1], 20),
        ([1, 2, 3, 4, 5, 6], 25),
        ([1, 3, 4, 5, 6, 6], 0),
        ([2, 3, 4, 5, 6, 6], 0),
    ],
)
def test_sequence_points(faces: list[int], points: int) -> None:
    assert sequence_points(faces) == points
