import pytest

from rules.base import IllegalAction
from rules.domino.tiles import full_set

from .helpers import GAME, dealt, play, position, start, tiles

TRAIN = GAME["train"]


def train(hands, arms, stock=(), turn=0, **fields):
    """`arms`: central, then one private train per seat (tiles as they lie)."""
    fields.setdefault("open_trains", (False,) * len(hands))
    return position(
        "train",
        hands,
        "12-12",
        arms,
        turn=turn,
        stock=tuple(tiles(*stock)),
        roots=(12,) * len(arms),
        **fields,
    )


def test_engine_set_aside_fifteen_each_rest_is_the_boneyard():
    state = dealt("train", 3, [])
    assert len(TRAIN.deck()) == 90 and (12, 12) not in TRAIN.deck()
    assert set(TRAIN.deck()) | {(12, 12)} == set(full_set(12))
    assert [len(hand) for hand in state.hands] == [15, 15, 15]
    assert len(state.stock) == 45
    assert TRAIN.end_names(state) == ("central", "seat:0", "seat:1", "seat:2")
    assert state.turn == 0


@pytest.mark.parametrize(("players", "each", "boneyard"), [(2, 15, 60), (3, 15, 45), (4, 12, 42)])
def test_fifteen_each_twelve_with_four_players(players, each, boneyard):
    state = dealt("train", players, [])
    assert [len(hand) for hand in state.hands] == [each] * players
    assert len(state.stock) == boneyard


def test_first_tile_of_every_train_carries_a_twelve_and_descends():
    state = train([["12-5", "5-7", "11-11"], ["0-0"]], [[], [], []])
    assert {(tuple(a["tile"]), a["end"]) for a in TRAIN.legal_actions(state)} == {
        ((5, 12), "central"),
        ((5, 12), "seat:0"),
    }


def test_seed_example_after_12_6_6_8_8_8_fits_8_9_but_not_8_4():
    state = train([["8-9", "8-4"], ["0-0"]], [["12-6", "6-8", "8-8"], [], []])
    view = TRAIN.view(state, None)
    assert [car["direction"] for car in view["trains"]["central"]] == [
        "descending",
        "ascending",
        "descending",
    ]
    assert [a["tile"] for a in TRAIN.legal_actions(state)] == [[8, 9]]
    with pytest.raises(IllegalAction) as error:
        play(TRAIN, state, "8-4", "central")
    assert error.value.key == "domino.no_match"


def test_a_double_takes_the_direction_needed_and_keeps_it():
    state = train([["6-6", "6-4", "6-9"], ["0-0"]], [["12-6"], [], []])
    state = play(TRAIN, state, "6-6", "central")  # after a descent it ascends
    state.turn = 0
    assert [a["tile"] for a in TRAIN.legal_actions(state)] == [[4, 6]]


def test_private_trains_only_for_the_owner_unless_open():
    hands = [["0-0"], ["12-3", "1-1"]]
    state = train(hands, [["12-2"], [], []], turn=1)
    assert {a["end"] for a in TRAIN.legal_actions(state)} == {"seat:1"}
    with pytest.raises(IllegalAction):
        play(TRAIN, state, "12-3", "seat:0")
    state.open_trains = (True, False)
    assert {a["end"] for a in TRAIN.legal_actions(state)} == {"seat:0", "seat:1"}


def test_drawing_marks_open_and_ends_the_turn_even_if_the_tile_fits():
    state = train([["0-0"], ["1-1"]], [["12-2"], [], []], stock=["12-4", "3-3"])
    state = TRAIN.apply(state, {"type": "draw"})
    assert state.hands[0] == ((0, 0), (4, 12)) and state.turn == 1
    assert state.open_trains == (True, False)
    assert TRAIN.view(state, None)["open_trains"] == [True, False]


def test_playing_on_ones_own_train_removes_the_marker():
    state = train([["12-4", "0-0"], ["1-1"]], [[], [], []], open_trains=(True, False))
    assert play(TRAIN, state, "12-4", "central").open_trains == (True, False)
    state = play(TRAIN, state, "12-4", "seat:0")
    assert state.open_trains == (False, False)


def test_draw_only_without_a_play_and_pass_only_with_an_empty_boneyard():
    playable = train([["12-4"], ["1-1"]], [[], [], []], stock=["3-3"])
    with pytest.raises(IllegalAction) as error:
        TRAIN.apply(playable, {"type": "draw"})
    assert error.value.key == "domino.must_play"
    stuck = train([["0-0"], ["12-4"]], [["12-2"], [], []], stock=["3-3"])
    with pytest.raises(IllegalAction) as error:
        TRAIN.apply(stuck, {"type": "pass"})
    assert error.value.key == "domino.must_draw"
    stuck = train([["0-0"], ["12-4"]], [["12-2"], [], []])
    state = TRAIN.apply(stuck, {"type": "pass"})
    assert state.open_trains == (True, False) and state.turn == 1


def test_doubles_need_not_be_answered():
    state = train([["2-2", "0-0"], ["12-4", "1-1"]], [["12-2"], [], []])
    state = play(TRAIN, state, "2-2", "central")
    state = play(TRAIN, state, "12-4", "seat:1")
    assert state.turn == 0


def test_going_out_scores_all_opponents_pips():
    state = train([["12-4"], ["1-1"], ["5-6", "0-0"]], [[], [], [], []])
    state = play(TRAIN, state, "12-4", "central")
    assert TRAIN.is_over(state)  # target 0: one round
    assert TRAIN.result(state).scores == (13, 0, 0)
    assert TRAIN.result(state).placings == (1, 2, 2)


def test_blocked_round_lowest_pips_score_the_others():
    state = train([["2-3", "0-1"], ["5-5"], ["6-6"]], [["12-2"], [], [], []])
    state = play(TRAIN, state, "2-3", "central")
    # Tails 3 (needs a descent), 12, 12, 12; nobody holds a 12 or a tile below 3 with a 3.
    assert TRAIN.is_over(state)
    assert TRAIN.result(state).scores == (22, 0, 0)


def test_blocked_round_equal_lowest_is_drawn():
    state = train([["2-3", "0-2"], ["1-1"]], [["12-2"], [], []])
    state = play(TRAIN, state, "2-3", "central")
    assert TRAIN.is_over(state)
    assert TRAIN.result(state).scores == (0, 0)
    assert TRAIN.result(state).placings == (1, 1)


def test_not_blocked_while_a_pass_would_open_a_train_that_helps():
    # Seat 1's 5-8 fits only seat 0's closed train; seat 0 cannot play; boneyard empty.
    state = train([["0-0"], ["5-8"]], [["12-2"], ["12-5"], ["12-7"]])
    state = TRAIN.apply(state, {"type": "pass"})
    assert not TRAIN.is_over(state)
    assert [a["end"] for a in TRAIN.legal_actions(state)] == ["seat:0"]


def test_game_to_target_deals_new_rounds_and_the_start_rotates():
    state = train([["12-4"], ["1-1"]], [[], [], []], options={"target": 50})
    state = play(TRAIN, state, "12-4", "central")
    assert state.phase == "deal" and state.scores == (2, 0)
    state = dealt("train", 2, [], state=state)
    assert state.leader == state.turn == 1 and state.open_trains == (False, False)


def test_two_to_four_players():
    with pytest.raises(IllegalAction):
        start("train", 5)


def test_resign_drops_out_his_train_counts_as_open():
    state = dealt("train", 3, [])
    state = TRAIN.resign(state, 1)
    assert not TRAIN.is_over(state) and state.hands[1] == ()
    assert 2 in TRAIN.usable_ends(state, 0)
    state = TRAIN.resign(state, 0)
    assert TRAIN.is_over(state) and TRAIN.result(state).placings == (2, 2, 1)
