"""What all five games share: metadata, options, resigning, results, the view, bad input."""

from __future__ import annotations

import json

import pytest

from rules.base import IllegalAction, Result, resolve_options
from rules.dice import GAMES
from tests.rules.dice.helpers import RULES, new, play

ROLL = {"type": "roll"}


def test_games_and_their_options() -> None:
    assert [game.id for game in GAMES] == [
        "ones_and_fives",
        "six_dice",
        "figures",
        "sequence",
        "forbidden",
    ]
    for game in GAMES:
        assert (game.family, game.min_players, game.max_players) == ("dice", 1, 8)
    defaults = {game.id: resolve_options(game.options, None) for game in GAMES}
    assert defaults["ones_and_fives"] == {"target": 10_000, "bank_min": 400, "turns": 0}
    assert defaults["six_dice"] == {"target": 10_000, "bank_min": 350, "turns": 0}
    assert defaults["sequence"] == {"three_ones_reset": False, "turns": 0}
    assert defaults["figures"] == {"turns": 0}
    assert defaults["forbidden"] == {}


@pytest.mark.parametrize("options", [{"target": 10}, {"bank_min": "x"}, {"colour": 1}])
def test_bad_options_are_refused(options: dict) -> None:
    with pytest.raises(IllegalAction):
        resolve_options(RULES["ones_and_fives"].options, options)


@pytest.mark.parametrize("players", [0, 9])
def test_player_count(players: int) -> None:
    with pytest.raises(IllegalAction):
        RULES["sequence"].new_game({"three_ones_reset": False}, players)


@pytest.mark.parametrize(
    "action",
    [
        {"type": "throw", "dice": [1, 2, 3, 4, 5, 6]},  # no throw is awaited
        {"type": "fly"},
        {},
        "roll",
    ],
)
def test_unknown_or_untimely_actions_are_refused(action: object) -> None:
    with pytest.raises(IllegalAction):
        RULES["ones_and_fives"].apply(new("ones_and_fives"), action)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    "dice", [[1, 2, 3], [1, 2, 3, 4, 5, 7], [0, 1, 2, 3, 4, 5], [True, 1, 1, 1, 1, 1], None]
)
def test_a_throw_must_fit_what_is_awaited(dice: object) -> None:
    game = RULES["six_dice"]
    state = game.apply(new("six_dice"), ROLL)
    assert game.to_move(state) is None and game.legal_actions(state) == []
    with pytest.raises(IllegalAction):
        game.apply(state, {"type": "throw", "dice": dice})
    with pytest.raises(IllegalAction):
        game.apply(state, ROLL)


def test_resigning_seat_to_move_passes_the_turn() -> None:
    game = RULES["ones_and_fives"]
    state = play(
        "ones_and_fives", new("ones_and_fives", 3).evolve(seat=1), [(ROLL, [2, 3, 1, 4, 6, 6])]
    )
    state = game.resign(state, 1)
    assert game.to_move(state) == 2 and state.throw == () and state.turn_total == 0
    assert state.event == {"type": "resign", "seat": 1}
    state = game.resign(state, 0)  # not to move: seat 2 plays on, then alone wins
    assert state.over and game.result(state).placings == (2, 3, 1)  # later resigner above
    with pytest.raises(IllegalAction):
        game.resign(state, 2)


def test_resigned_seats_are_skipped_and_placed_last() -> None:
    game = RULES["sequence"]
    state = game.resign(new("sequence", 3).evolve(scores=(10, 20, 30)), 1)
    state = play("sequence", state, [(ROLL, [6, 6, 6, 6, 6, 6])])
    assert state.seat == 2
    assert game.result(state).placings == (2, 3, 1)
    with pytest.raises(IllegalAction):
        game.resign(state, 1)


def test_resigning_in_forbidden_can_end_the_game() -> None:
    game = RULES["forbidden"]
    state = new("forbidden", 2).evolve(forbidden=(1, 2), pending=0, turns=(1, 0), seat=1)
    state = game.resign(state, 1)
    assert state.over and game.result(state).placings == (1, 2)


def test_solo_games_place_first_and_resigning_ends_them() -> None:
    game = RULES["sequence"]
    state = play("sequence", new("sequence").evolve(scores=(90,)), [(ROLL, [1, 2, 3, 5, 5, 5])])
    assert state.over and game.result(state) == Result((1,), (100.0,))
    game = RULES["figures"]
    state = game.resign(new("figures"), 0)
    assert state.over and game.result(state).placings == (1,)


def test_view_is_the_uniform_json_board() -> None:
    game = RULES["figures"]
    state = play("figures", new("figures", 2), [(ROLL, [2, 2, 3, 3, 5, 5])])
    view = game.view(state, None)
    assert json.loads(json.dumps(view)) == view
    assert view["scores"] == [0, 0] and view["throw"] == [2, 2, 3, 3, 5, 5]
    assert view["throws_left"] == 2 and view["writable"] == {"pairs": 20}
    assert view["figures"][0]["pairs"] is None and view["marks"] == [0, 0]
    assert view["to_move"] == 0 and view["winners"] == [] and view["bank_allowed"] is False
    state = game.apply(state, {"type": "write", "figure": "pairs"})
    assert game.view(state, 1)["figures"][0]["pairs"] == 20
    forbidden = RULES["forbidden"]
    state = forbidden.apply(new("forbidden"), {"type": "throw", "dice": [3, 1]})
    assert forbidden.view(state, None)["forbidden"] == [1, 3]


def test_the_game_over_refuses_everything() -> None:
    game = RULES["sequence"]
    state = play("sequence", new("sequence").evolve(scores=(95,)), [(ROLL, [1, 2, 3, 4, 5, 6])])
    assert state.over and game.to_move(state) is None and game.legal_actions(state) == []
    assert game.chance_action(state, None) is None  # type: ignore[arg-type]
    assert game.view(state, None)["winners"] == [0]
    with pytest.raises(IllegalAction) as refused:
        game.apply(state, ROLL)
    assert refused.value.key == "dice.game_over"
