import json

import pytest

from rules.base import IllegalAction
from rules.domino import GAMES, moves_by_tile

from .helpers import GAME, dealt, position, tiles

BLOCK, FOURS, MATADOR = GAME["block"], GAME["fours"], GAME["matador"]


def test_every_game_id_of_the_rules_is_exported_once():
    assert [game.id for game in GAMES] == [
        "block",
        "matador",
        "fours",
        "sevastopol",
        "solo",
        "train",
    ]
    assert {game.family for game in GAMES} == {"domino"}
    assert [(game.min_players, game.max_players) for game in GAMES] == [
        (2, 4),
        (2, 2),
        (2, 3),
        (4, 4),
        (1, 1),
        (2, 4),
    ]


def test_public_board_shows_counts_not_hands():
    state = dealt("block", 4, [])
    board = BLOCK.view(state, None)
    assert "my_hand" not in board and board["tiles_in_hand"] == [7, 7, 7, 7]
    assert board["turn"] == state.turn and board["hand_number"] == 1
    assert board["sides"] == [[0, 2], [1, 3]]
    json.dumps(board)


def test_a_seat_sees_its_own_hand_and_moves_only_on_its_turn():
    state = dealt("block", 2, [["6-6", "0-1", "0-2", "0-3", "0-4", "0-5", "0-6"]])
    mine = BLOCK.view(state, 0)
    assert mine["my_hand"][0] == (6, 6) and len(mine["my_hand"]) == 7
    assert mine["my_moves"] == [
        {"tile": [6, 6], "actions": [{"type": "play", "tile": [6, 6]}], "gains": [0]}
    ]
    theirs = BLOCK.view(state, 1)
    assert theirs["my_moves"] == [] and (6, 6) not in theirs["my_hand"]


def test_line_reads_left_to_right_as_the_tiles_lie():
    state = position("block", [["0-0"], ["1-1"]], "3-5", [["3-2", "2-4"], ["5-6"]])
    assert BLOCK.view(state, None)["line"] == [[4, 2], [2, 3], [3, 5], [5, 6]]
    assert BLOCK.view(state, None)["ends"] == {"left": 4, "right": 6}


def test_moves_group_the_ends_of_one_tile():
    state = position("block", [["3-5", "1-1"], ["0-0"]], "3-5", [[], []])
    assert moves_by_tile(BLOCK, state, 0) == [
        {
            "tile": [3, 5],
            "actions": [
                {"type": "play", "tile": [3, 5], "end": "left", "near": 3},
                {"type": "play", "tile": [3, 5], "end": "right", "near": 5},
            ],
            "gains": [0, 0],
        }
    ]


def test_fours_shows_sticks_and_what_a_play_would_take():
    state = position("fours", [["2-5", "1-1"], ["0-1"]], "3-6", [[], ["6-2"]], scores=(4, 1))
    board = FOURS.view(state, 0)
    assert board["sticks"] == [4, 1]
    assert {(tuple(m["tile"]), tuple(m["gains"])) for m in board["my_moves"]} == {((2, 5), (2,))}


def test_a_draw_is_shown_by_count_never_by_tile():
    state = position(
        "matador", [["2-2"], ["1-1"]], "3-6", [[], []], stock=tuple(tiles("0-2", "4-0"))
    )
    state = MATADOR.apply(state, {"type": "draw"})
    board = MATADOR.view(state, 1)
    assert board["events"] == ({"type": "draw", "seat": 0, "count": 2},)
    assert board["tiles_in_hand"] == [3, 1] and board["stock"] == 0


def test_resign_twice_or_after_the_end_is_refused():
    state = BLOCK.resign(dealt("block", 2, []), 0)
    with pytest.raises(IllegalAction) as error:
        BLOCK.resign(state, 1)
    assert error.value.key == "domino.game_over"
    with pytest.raises(IllegalAction) as error:
        BLOCK.apply(state, {"type": "pass"})
    assert error.value.key == "domino.game_over"
    with pytest.raises(IllegalAction) as error:
        GAME["train"].resign(dealt("train", 3, []), 7)
    assert error.value.key == "domino.not_playing"


@pytest.mark.parametrize(
    "action",
    [None, {}, {"type": "jump"}, {"type": "play"}, {"type": "play", "tile": [1, 1], "near": "x"}],
)
def test_malformed_actions_are_refused_and_the_state_kept(action):
    state = position("block", [["1-1", "3-1"], ["0-0"]], "1-5", [[], []])
    before = BLOCK.to_json(state)
    with pytest.raises(IllegalAction):
        BLOCK.apply(state, action)
    assert BLOCK.to_json(state) == before


def test_the_history_keeps_the_events_of_several_actions_and_a_hand_end():
    state = position("block", [["1-1", "3-1"], ["0-0"]], "1-5", [[], []])
    state = BLOCK.apply(state, {"type": "play", "tile": [1, 1], "end": "left"})
    state = BLOCK.apply(state, {"type": "pass"})
    state = BLOCK.apply(state, {"type": "play", "tile": [3, 1], "end": "left"})
    history = BLOCK.view(state, None)["history"]
    assert [event["type"] for event in history] == ["play", "pass", "play", "hand_end"]
    assert history[-1]["out"] == 0 and history[-1]["points"] == 0
    assert len(BLOCK.view(state, None)["events"]) == 2  # the last action alone


def test_a_new_deal_keeps_only_the_last_hand_s_end():
    state = position("block", [["1-1"], ["0-0"]], "1-5", [[], []], hand_no=1)
    state = BLOCK.apply(state, {"type": "play", "tile": [1, 1], "end": "left"})
    shuffle = [list(tile) for tile in BLOCK.deck()]
    state = BLOCK.apply(state, {"type": "deal", "tiles": shuffle})
    history = BLOCK.view(state, None)["history"]
    assert [event["type"] for event in history] == ["hand_end", "deal"]


def test_a_hand_end_carries_its_finished_table_through_the_next_deal_and_json():
    state = position("block", [["1-1"], ["0-0"]], "1-5", [[], ["5-6"]], hand_no=1)
    state = BLOCK.apply(state, {"type": "play", "tile": [1, 1], "end": "left"})
    finished = state.history[-1]["finished_table"]
    assert finished["lead"] == (1, 5) and finished["arms"] == (((1, 1),), ((5, 6),))
    shuffle = [list(tile) for tile in BLOCK.deck()]
    state = BLOCK.apply(state, {"type": "deal", "tiles": shuffle})
    state = BLOCK.from_json(json.loads(json.dumps(BLOCK.to_json(state))))
    assert state.lead is None and state.history[0]["finished_table"] == finished
    past = BLOCK.finished_view(state)
    assert past["line"] == [[1, 1], [1, 5], [5, 6]]
    assert past["ends"] == {"left": 1, "right": 6}


def test_there_is_no_finished_table_before_a_hand_has_ended_or_in_an_older_save():
    state = dealt("block", 2, [["6-6"], ["0-0"]])
    assert BLOCK.finished_view(state) is None
    state.history = ({"type": "hand_end", "out": 0, "pips": (0, 0)}, *state.history)
    assert BLOCK.finished_view(state) is None


def test_the_train_s_finished_view_shows_its_trains_after_the_next_deal():
    train = GAME["train"]
    hands, arms = [["12-11"], ["0-0", "5-5"]], [[], [], []]
    state = position("train", hands, "12-12", arms, options={"target": 50}, roots=(12,) * 3)
    state.open_trains = (False, False)
    state = train.apply(state, {"type": "play", "tile": [12, 11], "end": "seat:0"})
    assert state.phase == "deal"
    shuffle = [list(tile) for tile in train.deck()]
    state = train.apply(state, {"type": "deal", "tiles": shuffle})
    trains = train.finished_view(state)["trains"]
    assert trains["seat:0"] == [{"tile": [12, 11], "direction": "descending"}]
    assert train.view(state, None)["trains"]["seat:0"] == []
