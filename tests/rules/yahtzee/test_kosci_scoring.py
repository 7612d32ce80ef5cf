"""Kości: one exact test per box, bonus and joker sentence of RULES.md."""

import pytest

from tests.rules.yahtzee.helpers import GAME, at_dice, gained, score, write

K = "kosci"
FIGURES_NON_ZERO = {
    "two_pairs": 20,
    "three_of_a_kind": 25,
    "four_of_a_kind": 35,
    "straight": 30,
    "full_house": 30,
}


@pytest.mark.parametrize(
    ("box", "dice", "points"),
    [
        ("ones", (1, 1, 3, 4, 1), 3),
        ("fours", (4, 4, 4, 2, 2), 12),
        ("sixes", (1, 2, 3, 4, 5), 0),
        ("two_pairs", (2, 2, 5, 5, 1), 20),
        ("two_pairs", (3, 3, 3, 5, 5), 20),
        ("two_pairs", (4, 4, 4, 4, 1), 0),
        ("two_pairs", (2, 2, 2, 1, 3), 0),
        ("two_pairs", (6, 6, 6, 6, 6), 0),
        ("three_of_a_kind", (2, 2, 2, 5, 6), 25),
        ("three_of_a_kind", (2, 2, 2, 2, 6), 25),
        ("three_of_a_kind", (2, 2, 5, 5, 6), 0),
        ("four_of_a_kind", (4, 4, 4, 4, 1), 35),
        ("four_of_a_kind", (4, 4, 4, 4, 4), 35),
        ("four_of_a_kind", (4, 4, 4, 1, 1), 0),
        ("straight", (1, 2, 3, 4, 5), 30),
        ("straight", (6, 4, 5, 3, 2), 30),
        ("straight", (1, 2, 3, 4, 6), 0),
        ("straight", (1, 2, 3, 4, 4), 0),
        ("full_house", (3, 3, 3, 5, 5), 30),
        ("full_house", (4, 4, 4, 4, 1), 0),
        ("full_house", (4, 4, 4, 4, 4), 0),
        ("five_of_a_kind", (1, 1, 1, 1, 1), 50),
        ("five_of_a_kind", (1, 1, 1, 1, 2), 0),
        ("chance", (1, 3, 5, 6, 6), 21),
    ],
)
def test_boxes(box, dice, points):
    assert score(K, dice, box) == points


def test_one_to_four_and_six_is_no_straight():
    assert score(K, (1, 2, 3, 4, 6), "straight") == 0


@pytest.mark.parametrize(("throws", "bonus"), [(1, 10), (2, 5), (3, 0)])
def test_unused_throw_bonus_for_a_figure(throws, bonus):
    card = write(K, (2, 2, 5, 5, 1), "two_pairs", throws=throws)
    assert card.throw_bonus[6] == bonus
    assert gained(K, (2, 2, 5, 5, 1), "two_pairs", throws=throws) == 20 + bonus


def test_seed_example_two_pairs_after_the_first_throw_is_20_plus_10():
    """The seed's "25+(2*5)" conflicts with its own table; RULES.md keeps 20 and +10."""
    assert gained(K, (3, 3, 6, 6, 1), "two_pairs", throws=1) == 30


@pytest.mark.parametrize(
    ("box", "dice"),
    [("chance", (6, 6, 6, 6, 5)), ("sixes", (6, 6, 6, 6, 5)), ("straight", (1, 1, 2, 3, 4))],
)
def test_no_unused_throw_bonus_for_chance_upper_or_zero(box, dice):
    assert write(K, dice, box, throws=1).throw_bonus == (0,) * 13


def test_upper_bonus_20_at_60():
    boxes = {"ones": 3, "twos": 6, "threes": 9, "fours": 12, "fives": 15}
    assert gained(K, (5, 5, 6, 6, 6), "sixes", boxes=boxes) == 18 + 20
    assert gained(K, (5, 5, 5, 6, 6), "sixes", boxes=boxes) == 12


def test_all_lower_boxes_non_zero_pays_30():
    boxes = {**FIGURES_NON_ZERO, "five_of_a_kind": 50}
    assert gained(K, (1, 1, 1, 2, 2), "chance", boxes=boxes) == 7 + 30


def test_a_zero_lower_box_loses_the_30():
    boxes = {**FIGURES_NON_ZERO, "five_of_a_kind": 0}
    assert gained(K, (1, 1, 1, 2, 2), "chance", boxes=boxes) == 7


def test_the_last_lower_box_written_zero_loses_the_30():
    boxes = {**FIGURES_NON_ZERO, "chance": 20}
    assert gained(K, (1, 1, 1, 2, 2), "five_of_a_kind") == 0
    assert gained(K, (1, 1, 1, 2, 2), "five_of_a_kind", boxes=boxes) == 0


@pytest.mark.parametrize(
    ("box", "points"),
    [
        ("straight", 30),
        ("full_house", 30),
        ("two_pairs", 20),
        ("three_of_a_kind", 25),
        ("four_of_a_kind", 35),
        ("chance", 20),
        ("fours", 20),
        ("ones", 0),
    ],
)
def test_further_five_of_a_kind_is_a_joker_with_40(box, points):
    boxes = {"five_of_a_kind": 50}
    assert score(K, (4,) * 5, box, boxes=boxes) == points
    assert gained(K, (4,) * 5, box, boxes=boxes) == points + 40


def test_joker_earns_the_unused_throw_bonus_in_a_figure_box():
    boxes = {"five_of_a_kind": 50}
    assert gained(K, (4,) * 5, "straight", throws=1, boxes=boxes) == 30 + 40 + 10
    assert gained(K, (4,) * 5, "fours", throws=2, boxes=boxes) == 20 + 40


def test_joker_works_while_the_matching_upper_box_is_open_or_filled():
    for boxes in ({"five_of_a_kind": 50}, {"five_of_a_kind": 50, "fours": 8}):
        state = at_dice(K, (4,) * 5, boxes=boxes)
        assert GAME[K].preview(state)["full_house"]["score"] == 30


def test_five_of_a_kind_box_written_zero_gives_no_joker_and_no_40():
    boxes = {"five_of_a_kind": 0}
    assert gained(K, (4,) * 5, "full_house", boxes=boxes) == 0
    assert gained(K, (4,) * 5, "straight", boxes=boxes) == 0
    assert gained(K, (4,) * 5, "fours", boxes=boxes) == 20


def test_every_further_five_of_a_kind_pays_40_again():
    game = GAME[K]
    state = at_dice(K, (2,) * 5, throws=3, boxes={"five_of_a_kind": 50})
    state = game.apply(state, {"type": "write", "box": "full_house"})
    state = state._replace(dice=(3,) * 5, throws=2)
    state = game.apply(state, {"type": "write", "box": "straight"})
    card = state.cards[0]
    assert sum(card.five_bonus) == 80
    assert game.totals(state) == [50 + 30 + 30 + 80 + 5]


def test_forty_is_paid_for_written_dice_not_thrown_ones():
    game = GAME[K]
    state = at_dice(K, (2,) * 5, throws=1, boxes={"five_of_a_kind": 50})
    state = game.apply(state, {"type": "roll", "hold": [0, 1, 2, 3]})
    state = game.apply(state, {"type": "throw", "dice": [5]})
    after = game.apply(state, {"type": "write", "box": "chance"})
    assert after.cards[0].five_bonus == (0,) * 13
