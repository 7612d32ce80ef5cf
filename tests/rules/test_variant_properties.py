"""What each game does, pinned: the boards ask these properties of the rules, never the game id
(python-chess and scalachess describe their variants the same way)."""

from __future__ import annotations

import pytest

from rules.dice.engine import DiceGame
from rules.domino.game import DominoRules
from rules.registry import GAMES

# Every variant property of a family, declared (off) on the family's base class (a family
# without variants has none).
FAMILY_PROPERTIES = {
    "dice": ("selects_dice", "banks", "writes_figures", "forbids_faces", "single_turn"),
    "domino": (
        "solitaire",
        "has_stock",
        "forms_teams",
        "scores_ends",
        "ends_make_seven",
        "loser_pips",
        "pays_tokens",
        "lays_cross",
        "has_trains",
    ),
}
BASES = {"dice": DiceGame, "domino": DominoRules}
EIGHT = (1, 2, 3, 4, 5, 6, 7, 8)

# game id: (player counts, the family's properties that hold, domino score unit)
EXPECTED = {
    "ones_and_fives": (EIGHT, {"selects_dice", "banks"}, None),
    "six_dice": (EIGHT, {"banks"}, None),
    "figures": (EIGHT, {"selects_dice", "writes_figures"}, None),
    "sequence": (EIGHT, set(), None),
    "forbidden": (EIGHT, {"forbids_faces", "single_turn"}, None),
    "general": (EIGHT, set(), None),
    "kosci": (EIGHT, set(), None),
    "block": ((2, 4), {"forms_teams"}, "points"),
    "matador": ((2,), {"has_stock", "ends_make_seven", "loser_pips"}, "points"),
    "fours": ((2, 3), {"scores_ends"}, "sticks"),
    "sevastopol": ((4,), {"pays_tokens", "lays_cross"}, "tokens"),
    "solo": ((1,), {"solitaire", "has_stock"}, "placed"),
    "train": ((2, 3, 4), {"has_stock", "has_trains"}, "points"),
    "backgammon": ((2,), set(), None),
}


def test_the_table_covers_every_game():
    assert set(EXPECTED) == set(GAMES)


@pytest.mark.parametrize("game_id", sorted(EXPECTED))
def test_each_game_s_properties(game_id):
    game = GAMES[game_id]
    counts, holding, unit = EXPECTED[game_id]
    assert game.player_counts() == counts
    names = FAMILY_PROPERTIES.get(game.family, ())
    values = {name: getattr(game, name) for name in names}
    assert all(type(value) is bool for value in values.values()), values
    assert {name for name, value in values.items() if value} == holding
    if game.family == "domino":
        assert game.score_unit == unit


@pytest.mark.parametrize("family", sorted(BASES))
def test_the_family_base_class_declares_every_property_off(family):
    base = BASES[family]
    assert all(getattr(base, name) is False for name in FAMILY_PROPERTIES[family])
    if family == "domino":
        assert base.score_unit == "points"


def test_no_game_of_another_family_has_them():
    """A family's properties belong to it: the boards of the others do not ask them."""
    for game in GAMES.values():
        others = {
            name
            for family, names in FAMILY_PROPERTIES.items()
            if family != game.family
            for name in names
        }
        assert not [name for name in others if hasattr(game, name)], game.id


def test_only_figures_ranks_by_points_per_place():
    ranked = {game_id for game_id, game in GAMES.items() if game.ranks_by_points_per_place}
    assert ranked == {"figures"}  # seed 000: average points ÷ average placing
