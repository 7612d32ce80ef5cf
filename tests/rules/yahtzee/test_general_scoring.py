"""Generał: one exact test per box, bonus and joker sentence of RULES.md."""

import pytest

from rules.base import IllegalAction
from tests.rules.yahtzee.helpers import GAME, at_dice, gained, score, write

G = "general"
ALL_LOWER_BUT_CHANCE = {
    "three_of_a_kind": 0,
    "four_of_a_kind": 0,
    "full_house": 0,
    "small_straight": 0,
    "large_straight": 0,
}


@pytest.mark.parametrize(
    ("box", "dice", "points"),
    [
        ("ones", (1, 1, 3, 4, 1), 3),
        ("twos", (2, 2, 3, 4, 5), 4),
        ("threes", (3, 3, 3, 4, 5), 9),
        ("fours", (4, 1, 1, 1, 1), 4),
        ("fives", (5, 5, 5, 5, 2), 20),
        ("sixes", (6, 6, 6, 6, 6), 30),
        ("sixes", (1, 2, 3, 4, 5), 0),
    ],
)
def test_upper_box_is_the_sum_of_its_face(box, dice, points):
    assert score(G, dice, box) == points


@pytest.mark.parametrize(
    ("box", "dice", "points"),
    [
        ("three_of_a_kind", (2, 2, 2, 5, 6), 17),
        ("three_of_a_kind", (6, 6, 6, 6, 1), 25),
        ("three_of_a_kind", (2, 2, 5, 5, 6), 0),
        ("four_of_a_kind", (4, 4, 4, 4, 1), 17),
        ("four_of_a_kind", (3, 3, 3, 3, 3), 15),
        ("four_of_a_kind", (4, 4, 4, 1, 1), 0),
        ("full_house", (3, 3, 3, 5, 5), 25),
        ("full_house", (4, 4, 4, 4, 1), 0),
        ("full_house", (5, 5, 5, 5, 5), 0),
        ("small_straight", (1, 2, 3, 4, 6), 30),
        ("small_straight", (5, 3, 4, 2, 5), 30),
        ("small_straight", (3, 4, 5, 6, 6), 30),
        ("small_straight", (1, 2, 3, 4, 5), 30),
        ("small_straight", (1, 2, 3, 5, 6), 0),
        ("large_straight", (2, 3, 4, 5, 6), 40),
        ("large_straight", (5, 4, 3, 2, 1), 40),
        ("large_straight", (1, 2, 3, 4, 6), 0),
        ("general", (6, 6, 6, 6, 6), 50),
        ("general", (6, 6, 6, 6, 5), 0),
        ("chance", (1, 3, 5, 6, 6), 21),
    ],
)
def test_lower_boxes(box, dice, points):
    assert score(G, dice, box) == points


def test_four_of_a_kind_is_not_a_full_house():
    assert score(G, (2, 2, 2, 2, 5), "full_house") == 0


def test_upper_bonus_35_at_63():
    boxes = {"ones": 3, "twos": 6, "threes": 9, "fours": 12, "fives": 15}
    assert gained(G, (6, 6, 6, 1, 2), "sixes", boxes=boxes) == 18 + 35
    assert gained(G, (6, 6, 1, 1, 2), "sixes", boxes=boxes) == 12


def test_upper_bonus_stays_off_at_62():
    boxes = {"ones": 2, "twos": 6, "threes": 9, "fours": 12, "fives": 15}
    assert gained(G, (6, 6, 6, 1, 2), "sixes", boxes=boxes) == 18


def test_extra_general_pays_100_when_the_general_box_holds_50():
    card = write(G, (5,) * 5, "fives", boxes={"general": 50})
    assert card.five_bonus[4] == 100
    assert gained(G, (5,) * 5, "fives", boxes={"general": 50}) == 25 + 100


def test_extra_general_pays_nothing_when_the_general_box_holds_0():
    assert gained(G, (5,) * 5, "fives", boxes={"general": 0}) == 25


def test_matching_upper_box_open_writes_normally():
    """No joker: the full house of a five of a kind is worth 0, any box may be chosen."""
    boxes = {"general": 50}
    state = at_dice(G, (3,) * 5, boxes=boxes)
    assert set(GAME[G].preview(state)) == set(GAME[G].variant.boxes) - {"general"}
    assert gained(G, (3,) * 5, "full_house", boxes=boxes) == 0 + 100
    assert gained(G, (3,) * 5, "three_of_a_kind", boxes=boxes) == 15 + 100
    assert gained(G, (3,) * 5, "sixes", boxes=boxes) == 0 + 100


@pytest.mark.parametrize(
    ("box", "points"),
    [
        ("full_house", 25),
        ("small_straight", 30),
        ("large_straight", 40),
        ("three_of_a_kind", 20),
        ("four_of_a_kind", 20),
        ("chance", 20),
    ],
)
@pytest.mark.parametrize("general", [50, 0])
def test_joker_fills_any_open_lower_box_at_full_value(box, points, general):
    boxes = {"general": general, "fours": 12}
    assert score(G, (4,) * 5, box, boxes=boxes) == points
    assert gained(G, (4,) * 5, box, boxes=boxes) == points + (100 if general else 0)


def test_joker_may_not_go_to_an_upper_box_while_a_lower_box_is_open():
    state = at_dice(G, (4,) * 5, boxes={"general": 50, "fours": 12})
    with pytest.raises(IllegalAction) as error:
        GAME[G].apply(state, {"type": "write", "box": "sixes"})
    assert error.value.key == "yahtzee.joker_lower_first"
    assert "sixes" not in GAME[G].preview(state)


def test_joker_with_every_lower_box_full_zeroes_an_upper_box():
    boxes = {**ALL_LOWER_BUT_CHANCE, "chance": 20, "general": 50, "fours": 12}
    state = at_dice(G, (4,) * 5, boxes=boxes)
    writable = {a["box"] for a in GAME[G].legal_actions(state) if a["type"] == "write"}
    assert writable == {"ones", "twos", "threes", "fives", "sixes"}
    assert score(G, (4,) * 5, "sixes", boxes=boxes) == 0
    assert gained(G, (4,) * 5, "sixes", boxes=boxes) == 100


def test_bonus_is_paid_for_written_dice_not_thrown_ones():
    game = GAME[G]
    state = at_dice(G, (2,) * 5, throws=1, boxes={"general": 50})
    state = game.apply(state, {"type": "roll", "hold": [0, 1, 2, 3]})
    state = game.apply(state, {"type": "throw", "dice": [5]})
    after = game.apply(state, {"type": "write", "box": "chance"})
    assert after.cards[0].five_bonus == (0,) * 13
    assert after.cards[0].scores[12] == 13


def test_every_further_general_pays_100_again():
    game = GAME[G]
    state = at_dice(G, (2,) * 5, boxes={"general": 50, "twos": 10})
    state = game.apply(state, {"type": "write", "box": "full_house"})
    state = state._replace(dice=(3,) * 5, throws=1)
    state = game.apply(state, {"type": "write", "box": "threes"})
    assert sum(state.cards[0].five_bonus) == 200
    assert game.totals(state) == [50 + 10 + 25 + 15 + 200]
