"""The turn machine: throws, holds, writing, seats, resigning, results and JSON."""

import json

import pytest

from rules.base import FixedDice, IllegalAction, play_chance
from rules.yahtzee.game import HOLDS
from tests.rules.yahtzee.helpers import GAME, at_dice

ROLL = {"type": "roll"}
FULL_HOUSE_AFTER_FIRST_THROW = {
    "general": {"score": 25, "five_bonus": 0, "throw_bonus": 0},
    "kosci": {"score": 30, "five_bonus": 0, "throw_bonus": 10},
}


def rolled(game, state, dice, hold=None):
    """Roll (holding `hold`) and throw `dice` for the thrown positions."""
    state = game.apply(state, ROLL if hold is None else {"type": "roll", "hold": hold})
    state, _ = play_chance(game, state, FixedDice(dice))
    return state


def write(game, state, box):
    return game.apply(state, {"type": "write", "box": box})


@pytest.fixture(params=["general", "kosci"])
def game(request):
    return GAME[request.param]


def test_a_turn_starts_with_a_roll_of_all_five(game):
    state = game.new_game({}, 2)
    assert game.legal_actions(state) == [ROLL]
    state = game.apply(state, ROLL)
    assert game.to_move(state) is None
    assert game.chance_action(state, FixedDice([1, 2, 3, 4, 5])) == {
        "type": "throw",
        "dice": [1, 2, 3, 4, 5],
    }


def test_held_dice_keep_their_places(game):
    state = rolled(game, game.new_game({}, 1), [6, 2, 6, 3, 6])
    state = rolled(game, state, [5, 1], hold=[0, 2, 4])
    assert state.dice == (6, 5, 6, 1, 6)
    assert state.throws == 2


def test_after_three_throws_only_writes_remain(game):
    state = rolled(game, game.new_game({}, 1), [1, 2, 3, 4, 5])
    assert len(game.legal_actions(state)) == len(HOLDS) + 13
    state = rolled(game, state, [1, 1, 1, 1, 1], hold=[])
    state = rolled(game, state, [2, 2, 2, 2, 2], hold=[])
    actions = game.legal_actions(state)
    assert {action["type"] for action in actions} == {"write"}
    assert len(actions) == 13


def test_writing_passes_the_turn_and_counts_the_round(game):
    state = rolled(game, game.new_game({}, 2), [3, 3, 3, 1, 2])
    state = write(game, state, "threes")
    assert (state.seat, state.dice, state.throws) == (1, (), 0)
    assert game.view(state, None)["round"] == 1
    state = write(game, rolled(game, state, [1, 1, 2, 2, 2]), "twos")
    assert game.view(state, None)["round"] == 2
    assert game.totals(state) == [9, 6]


@pytest.mark.parametrize(
    ("throws", "action", "key"),
    [
        (0, {"type": "write", "box": "chance"}, "yahtzee.write_before_throw"),
        (0, {"type": "roll", "hold": [0]}, "yahtzee.hold_before_throw"),
        (1, {"type": "roll", "hold": [0, 1, 2, 3, 4]}, "yahtzee.hold_all"),
        (1, {"type": "roll", "hold": [0, 0]}, "yahtzee.bad_hold"),
        (1, {"type": "roll", "hold": [5]}, "yahtzee.bad_hold"),
        (1, {"type": "roll", "hold": "01"}, "yahtzee.bad_hold"),
        (3, {"type": "roll", "hold": [0]}, "yahtzee.no_throws_left"),
        (1, {"type": "write", "box": "yahtzee"}, "yahtzee.unknown_box"),
        (1, {"type": "write", "box": "ones"}, "yahtzee.box_filled"),
        (1, {"type": "throw", "dice": [1, 2, 3, 4, 5]}, "yahtzee.no_throw_pending"),
        (1, {"type": "pass"}, "yahtzee.unknown_action"),
    ],
)
def test_illegal_actions_raise_with_a_reason_and_change_nothing(game, throws, action, key):
    state = at_dice(game.id, (1, 2, 3, 4, 5) if throws else (), throws, {"ones": 1})
    before = game.to_json(state)
    with pytest.raises(IllegalAction) as error:
        game.apply(state, action)
    assert error.value.key == key
    assert error.value.reason.endswith(".")
    assert game.to_json(state) == before


@pytest.mark.parametrize("dice", [[1, 2, 3, 4], [1, 2, 3, 4, 7], [1, 2, 3, 4, "5"], None])
def test_a_bad_throw_is_refused(game, dice):
    state = game.apply(game.new_game({}, 1), ROLL)
    with pytest.raises(IllegalAction) as error:
        game.apply(state, {"type": "throw", "dice": dice})
    assert error.value.key == "yahtzee.bad_throw"


def test_no_player_action_while_dice_are_rolling(game):
    state = game.apply(game.new_game({}, 1), ROLL)
    assert game.legal_actions(state) == []
    with pytest.raises(IllegalAction) as error:
        game.apply(state, ROLL)
    assert error.value.key == "yahtzee.not_now"


def test_player_counts(game):
    assert (game.min_players, game.max_players, game.family) == (1, 8, "yahtzee")
    for players in (0, 9):
        with pytest.raises(IllegalAction):
            game.new_game({}, players)


def test_last_one_standing_wins(game):
    state = game.new_game({}, 3)
    state = game.resign(state, 1)
    assert not game.is_over(state)
    state = game.resign(state, 0)
    assert game.is_over(state)
    assert game.result(state).placings == (2, 2, 1)


def test_resigning_on_turn_passes_the_turn_and_skips_the_seat(game):
    state = rolled(game, game.new_game({}, 3), [1, 1, 1, 1, 1])
    state = game.resign(state, 0)
    assert (state.seat, state.dice, state.throws) == (1, (), 0)
    state = write(game, rolled(game, state, [1, 2, 3, 4, 5]), "chance")
    state = write(game, rolled(game, state, [1, 2, 3, 4, 5]), "chance")
    assert state.seat == 1
    with pytest.raises(IllegalAction):
        game.resign(state, 0)


def test_solo_resign_ends_the_game(game):
    state = game.resign(game.new_game({}, 1), 0)
    assert game.is_over(state)
    assert game.result(state).placings == (1,)  # last of one
    assert game.result(state).detail["resigned"] == (True,)


def test_placings_by_total_ties_share(game):
    state = game.new_game({}, 3)
    for dice in ([6, 6, 6, 6, 5], [6, 6, 6, 6, 5], [1, 1, 1, 1, 2]):
        state = write(game, rolled(game, state, dice), "chance")
    assert game.result(state).placings == (1, 1, 3)
    assert game.result(state).scores == (29.0, 29.0, 6.0)


def test_game_ends_after_13_rounds(game):
    state = game.new_game({}, 2)
    for box in game.variant.boxes:
        for _ in range(2):
            assert not game.is_over(state)
            state = write(game, rolled(game, state, [1, 2, 3, 4, 5]), box)
    assert game.is_over(state)
    assert game.to_move(state) is None
    assert game.legal_actions(state) == []
    assert all(None not in card.scores for card in state.cards)


def test_view_shows_what_every_open_box_would_score(game):
    state = at_dice(game.id, (2, 2, 2, 5, 5), 1, {"twos": 4, "fives": 10})
    view = game.view(state, 0)
    assert set(view["preview"]) == set(game.variant.boxes) - {"twos", "fives"}
    assert view["preview"]["full_house"] == FULL_HOUSE_AFTER_FIRST_THROW[game.id]
    assert view["preview"]["chance"]["score"] == 16
    card = view["cards"][0]
    assert card["upper_sum"] == 14
    assert card["upper_missing"] == game.variant.upper_target - 14
    assert card["total"] == 14
    assert view["to_move"] == 0 and view["throws_left"] == 2
    json.dumps(view)


def test_json_round_trip_mid_throw(game):
    state = rolled(game, game.new_game({}, 2), [6, 2, 6, 3, 6])
    state = game.apply(state, {"type": "roll", "hold": [0, 2]})
    data = json.loads(json.dumps(game.to_json(state)))
    assert game.from_json(data) == state
