"""The game as a state machine: opening, cube, results, match play, stepwise UI, bad input."""

from __future__ import annotations

import dataclasses
import json
from typing import Any

import pytest

from rules.backgammon import BACKGAMMON, GAMES, State, flip, mover_position
from rules.base import IllegalAction, SeededChance, resolve_options
from tests.rules.backgammon.helpers import position

GAME = BACKGAMMON


def new(**options: Any) -> State:
    return GAME.new_game(resolve_options(GAME.options, options), 2)


def play(state: State, *actions: dict[str, Any]) -> State:
    for action in actions:
        state = GAME.apply(state, action)
    return state


def throw(a: int, b: int) -> dict[str, Any]:
    return {"type": "throw", "dice": [a, b]}


def near_win(state: State, seat: int) -> State:
    """`seat` to throw with one checker left on his 1-point; the other's 15 are on his own
    11-point (the winner's 14-point)."""
    mine = position({1: 1}, {14: 15})
    board = mine if seat == 0 else flip(mine)
    return dataclasses.replace(state, board=board, turn=seat, phase="roll", dice=())


def test_exports_one_game() -> None:
    assert [game.id for game in GAMES] == ["backgammon"]
    assert (GAME.family, GAME.min_players, GAME.max_players) == ("backgammon", 2, 2)
    assert {spec.name for spec in GAME.options} == {
        "opening",
        "auto_doubles",
        "scoring",
        "match_to",
        "hints",
        "coach",
        "level",
    }


def test_seed_opening_the_lower_die_starts_with_a_fresh_throw() -> None:
    state = new()
    assert GAME.to_move(state) is None and GAME.legal_actions(state) == []
    state = play(state, throw(5, 3))  # seat 0 threw higher: he chooses colour
    assert state.opening_winner == 0
    assert GAME.to_move(state) == 1
    assert GAME.legal_actions(state) == [
        {"type": "roll"},
        {"type": "double"},
        *({"type": "offer", "level": level} for level in (1, 2, 3)),
    ]
    state = play(state, {"type": "roll"}, throw(6, 1))
    assert state.dice == (6, 1) and GAME.to_move(state) == 1


def test_standard_opening_the_higher_moves_with_the_opening_dice() -> None:
    state = play(new(opening="standard"), throw(2, 6))
    assert state.opening_winner == 1 and GAME.to_move(state) == 1
    assert state.dice == (2, 6) and state.phase == "move"


def test_tied_opening_is_thrown_again() -> None:
    state = play(new(), throw(4, 4))
    assert state.phase == "opening" and state.cube == 1


def test_automatic_doubles_at_most_the_option() -> None:
    state = play(new(auto_doubles=2), throw(4, 4), throw(1, 1))
    assert state.cube == 4 and state.cube_owner is None
    state = play(state, throw(3, 3), throw(2, 1))
    assert state.cube == 4 and state.phase == "roll"


def test_no_automatic_doubles_in_a_match() -> None:
    with pytest.raises(IllegalAction) as refused:
        new(auto_doubles=2, match_to=5)
    assert refused.value.key == "backgammon.auto_doubles_match"


def test_a_whole_move_passes_the_turn() -> None:
    state = play(new(opening="standard"), throw(6, 1), {"type": "move", "move": "13/7 8/7"})
    assert state.last_turn == {"seat": 0, "dice": [6, 1], "move": "13/7 8/7"}
    assert GAME.to_move(state) == 1 and state.phase == "roll"
    assert mover_position(state)[18] == -2  # seat 0's 7-point is seat 1's 18-point


def test_double_take_and_only_the_owner_redoubles() -> None:
    state = play(new(), throw(5, 3), {"type": "double"})
    assert state.phase == "cube" and GAME.to_move(state) == 0
    assert GAME.legal_actions(state) == [{"type": "take"}, {"type": "drop"}]
    state = play(state, {"type": "take"})
    assert (state.cube, state.cube_owner, state.phase, state.turn) == (2, 0, "throw", 1)
    state = play(state, throw(6, 1), {"type": "move", "move": "13/7 8/7"})
    assert state.phase == "roll" and GAME.legal_actions(state)[1] == {"type": "double"}
    state = play(state, {"type": "double"}, {"type": "take"}, throw(3, 1))
    assert (state.cube, state.cube_owner) == (4, 1)
    state = play(state, {"type": "move", "move": "8/5 6/5"})
    assert state.phase == "roll"  # seat 1 owns the cube
    state = play(state, {"type": "roll"}, throw(6, 1), {"type": "move", "move": "13/7 8/7"})
    assert state.phase == "throw"  # seat 0 may not double: his dice are thrown at once
    with pytest.raises(IllegalAction):
        GAME.apply(dataclasses.replace(state, phase="roll"), {"type": "double"})


def test_a_declined_double_loses_the_stake_before_the_double() -> None:
    state = dataclasses.replace(play(new(), throw(5, 3)), cube=4, cube_owner=1)
    state = play(state, {"type": "double"}, {"type": "drop"})
    assert GAME.is_over(state)
    result = GAME.result(state)
    assert result.placings == (2, 1) and result.scores == (0.0, 4.0)
    assert state.games[-1]["kind"] == "drop"


def test_cube_stops_at_64() -> None:
    state = dataclasses.replace(play(new(), throw(5, 3)), cube=64, cube_owner=1)
    assert {"type": "double"} not in GAME.legal_actions(state)
    with pytest.raises(IllegalAction) as refused:
        GAME.apply(state, {"type": "double"})
    assert "64" in refused.value.reason


def test_game_won_with_gammon_times_the_cube() -> None:
    state = dataclasses.replace(near_win(play(new(), throw(5, 3)), 0), cube=2, cube_owner=0)
    state = play(state, {"type": "roll"}, throw(2, 1))
    assert GAME.is_over(state)
    assert state.games[-1] == {
        "winner": 0,
        "points": 4,
        "kind": "gammon",
        "cube": 2,
        "resigned": False,
    }
    assert GAME.result(state).scores == (4.0, 0.0)


def test_checker_scoring_times_the_cube() -> None:
    state = dataclasses.replace(near_win(play(new(scoring="checkers"), throw(5, 3)), 1), cube=2)
    state = play(state, {"type": "roll"}, throw(2, 1))
    # 15 losing checkers on the winner's 14-point: the loser's outer board, 2 each.
    assert GAME.result(state).scores == (0.0, 2 * 15 * 2)


def test_match_with_the_crawford_game_and_no_cube_in_it() -> None:
    state = play(new(match_to=3), throw(5, 3))
    state = near_win(state, 0)
    state = play(state, {"type": "roll"}, throw(2, 1))  # 1/off is forced: played at once
    assert state.score == (2, 0) and not GAME.is_over(state)  # a gammon
    assert state.last_turn == {"seat": 0, "dice": [2, 1], "move": "1/off", "forced": True}
    assert state.crawford and state.phase == "opening"
    state = play(state, throw(3, 5))  # seat 1 threw higher, seat 0 starts
    assert state.phase == "throw"  # no cube in the Crawford game: no roll/double question
    state = play(state, throw(6, 1), {"type": "move", "move": "13/7 8/7"})
    assert state.phase == "throw"
    state = play(state, throw(6, 1), {"type": "move", "move": "13/7 8/7"}, throw(6, 1))
    state = play(state, {"type": "offer", "level": 1}, {"type": "accept"})  # seat 0 gives up
    assert state.score == (2, 1) and not state.crawford
    state = play(state, throw(2, 1))  # seat 0 threw higher, seat 1 starts
    assert GAME.legal_actions(state)[:2] == [{"type": "roll"}, {"type": "double"}]


def test_match_ends_at_the_target() -> None:
    state = dataclasses.replace(play(new(match_to=3), throw(5, 3)), score=(2, 0), cube=2)
    state = play(state, {"type": "offer", "level": 1}, {"type": "accept"})  # seat 1 gives up
    assert GAME.is_over(state) and state.winner == 0
    assert GAME.result(state).placings == (1, 2)
    assert GAME.result(state).scores == (4.0, 0.0)


def test_resign_outright_scores_what_the_board_would() -> None:
    state = dataclasses.replace(near_win(play(new(), throw(5, 3)), 0), cube=8, cube_owner=1)
    state = GAME.resign(state, 1)  # none borne off, none in the winner's home: a gammon
    assert state.games[-1] == {
        "winner": 0,
        "points": 16,
        "kind": "gammon",
        "cube": 8,
        "resigned": True,
    }
    assert GAME.is_over(state)
    with pytest.raises(IllegalAction):
        GAME.resign(state, 0)


def test_resign_outright_with_checkers_scoring_counts_the_checkers() -> None:
    state = dataclasses.replace(near_win(play(new(scoring="checkers"), throw(5, 3)), 1), cube=2)
    state = GAME.resign(state, 0)
    assert state.games[-1]["points"] == 2 * 15 * 2 and state.games[-1]["kind"] == "checkers"


def test_resign_outright_at_the_start_is_a_backgammon() -> None:
    # The resigner's back checkers stand in the winner's home board (RULES.md: by definition).
    state = GAME.resign(play(new(), throw(5, 3)), 0)
    assert state.games[-1]["kind"] == "backgammon" and state.score == (0, 3)


def test_resign_outright_concedes_the_match() -> None:
    state = play(new(match_to=5), throw(5, 3))
    state = GAME.resign(play(state, {"type": "offer", "level": 1}, {"type": "accept"}), 1)
    assert GAME.is_over(state) and state.winner == 0 and state.score == (4, 0)
    assert GAME.result(state).placings == (1, 2)


def test_resignation_offer_refused_then_a_higher_one_accepted() -> None:
    state = dataclasses.replace(play(new(), throw(5, 3)), cube=2, cube_owner=1)
    assert {"type": "offer", "level": 3} in GAME.legal_actions(state)
    state = play(state, {"type": "offer", "level": 1})
    assert state.phase == "resign" and GAME.to_move(state) == 0
    assert GAME.legal_actions(state) == [{"type": "accept"}, {"type": "refuse"}]
    assert GAME.view(state, None)["resign"] == {"offer": 1, "refused": 0}
    state = play(state, {"type": "refuse"})
    assert state.phase == "roll" and GAME.to_move(state) == 1
    with pytest.raises(IllegalAction) as refused:
        play(state, {"type": "offer", "level": 1})
    assert refused.value.key == "backgammon.resign_refused"
    state = play(state, {"type": "offer", "level": 2}, {"type": "accept"})
    assert GAME.is_over(state) and state.score == (4, 0)
    assert state.games[-1]["kind"] == "gammon" and state.games[-1]["resigned"]


def test_resignation_offer_while_moving_keeps_the_steps() -> None:
    state = play(new(opening="standard"), throw(6, 1), {"type": "step", "from": 13, "to": 7})
    state = play(state, {"type": "offer", "level": 1}, {"type": "refuse"})
    assert state.phase == "move" and state.partial == ((13, 7, 6),)
    state = play(state, {"type": "step", "from": 8, "to": 7}, {"type": "confirm"})
    assert state.resign_refused == 0  # the next turn may offer anything again
    with pytest.raises(IllegalAction):
        play(state, {"type": "accept"})


@pytest.mark.parametrize("level", [0, 4, "1", True, [1]])
def test_bad_resignation_offers_are_refused(level: Any) -> None:
    with pytest.raises(IllegalAction) as refused:
        play(new(), throw(5, 3), {"type": "offer", "level": level})
    assert refused.value.key == "backgammon.bad_resign"


def test_stepwise_move_with_undo_and_confirm() -> None:
    state = play(new(opening="standard"), throw(6, 1))
    state = play(state, {"type": "step", "from": 13, "to": 7})
    assert state.partial == ((13, 7, 6),)
    view = GAME.view(state, 0)
    assert view["partial"] == "13/7" and view["can_undo"] and not view["can_confirm"]
    assert {"from": 8, "to": [7]} in view["movable"]
    assert GAME.legal_actions(state)[-1] == {"type": "undo"}
    with pytest.raises(IllegalAction):
        GAME.apply(state, {"type": "confirm"})
    state = play(state, {"type": "undo"}, {"type": "step", "from": 13, "to": 7})
    state = play(state, {"type": "step", "from": 8, "to": 7})
    assert {"type": "confirm"} in GAME.legal_actions(state)
    state = play(state, {"type": "confirm"})
    assert state.last_turn["move"] == "13/7 8/7" and state.partial == ()


def test_no_legal_move_passes_the_turn_at_once() -> None:
    closed = position({6: 14}, {19: 2, 20: 2, 21: 2, 22: 2, 23: 2, 24: 2}, bar=(1, 0))
    state = dataclasses.replace(play(new(), throw(5, 3)), board=closed, turn=0, phase="throw")
    state = play(state, throw(6, 6))
    assert state.turn == 1 and state.board == closed
    assert state.last_turn == {"seat": 0, "dice": [6, 6], "move": "", "forced": True}


def test_an_empty_move_is_accepted_where_nothing_can_move() -> None:
    closed = position({6: 14}, {19: 2, 20: 2, 21: 2, 22: 2, 23: 2, 24: 2}, bar=(1, 0))
    state = State(options=new().options, phase="move", board=closed, dice=(6, 6))
    assert GAME.legal_actions(state)[0] == {"type": "move", "move": ""}
    assert GAME.view(state, None)["can_confirm"]
    assert play(state, {"type": "confirm"}).turn == 1
    assert play(state, {"type": "move", "move": "pass"}).turn == 1


@pytest.mark.parametrize(
    "action",
    [
        "roll",
        {},
        {"type": "fly"},
        {"type": "move", "move": "24/18"},
        {"type": "take"},
        {"type": "throw", "dice": [0, 7]},
        {"type": "throw", "dice": [1]},
    ],
)
def test_bad_actions_are_refused_and_change_nothing(action: Any) -> None:
    state = play(new(), throw(5, 3))
    before = GAME.to_json(state)
    with pytest.raises(IllegalAction) as refused:
        GAME.apply(state, action)
    assert refused.value.key.startswith("backgammon.")
    assert GAME.to_json(state) == before


@pytest.mark.parametrize(
    "step", [{"from": 0, "to": 5}, {"from": "bar", "to": 20}, {"from": 13, "to": 12}, {}]
)
def test_bad_steps_are_refused(step: dict[str, Any]) -> None:
    state = play(new(opening="standard"), throw(6, 1))
    with pytest.raises(IllegalAction):
        GAME.apply(state, {"type": "step", **step})


def test_view_shows_what_a_board_needs() -> None:
    state = play(new(opening="standard", match_to=5), throw(6, 1))
    view = GAME.view(state, 1)
    json.dumps(view)
    assert view["pips"] == [167, 167]
    assert view["cube"] == {"value": 1, "owner": None, "offered": False, "may_double": False}
    assert view["match"]["to"] == 5 and view["match"]["score"] == [0, 0]
    assert not view["match"]["crawford"]
    assert "13/7 8/7" in view["moves"] and view["dice_left"] == [6, 1]
    assert view["points"][23] == 2 and view["points"][0] == -2


def test_json_round_trip() -> None:
    state = play(new(opening="standard"), throw(6, 1), {"type": "step", "from": 13, "to": 7})
    data = GAME.to_json(state)
    assert json.loads(json.dumps(data)) == data
    assert GAME.from_json(data) == state


def test_resign_while_a_double_is_offered_loses_the_stake_before_it() -> None:
    state = play(new(), throw(5, 3), {"type": "double"})
    assert GAME.view(state, None)["cube"]["offered"]
    state = GAME.resign(state, 0)  # the seat offered the double gives up instead
    assert state.games[-1]["points"] == 3 and state.games[-1]["cube"] == 1


def test_result_of_an_unfinished_match_ranks_by_score() -> None:
    state = play(new(match_to=5), throw(5, 3), {"type": "offer", "level": 1}, {"type": "accept"})
    result = GAME.result(state)
    assert not GAME.is_over(state)
    assert result.placings == (1, 2) and result.scores == (1.0, 0.0)


def test_computer_decides_for_the_seat_to_move() -> None:
    state = play(new(opening="standard"), throw(3, 1))
    assert GAME.computer_action(state, SeededChance(0)) == {"type": "move", "move": "8/5 6/5"}
    offered = play(new(), throw(5, 3), {"type": "double"})
    assert GAME.computer_action(offered, SeededChance(0)) == {"type": "take"}
    with pytest.raises(IllegalAction):
        GAME.computer_action(new(), SeededChance(0))
