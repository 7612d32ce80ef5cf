import pytest

from rules.base import IllegalAction, SeededChance

from .helpers import GAME, dealt, play, position, start, tiles

MATADOR = GAME["matador"]


def matador_position(hands, lead, arms, stock=(), turn=0):
    return position("matador", hands, lead, arms, turn=turn, stock=tuple(tiles(*stock)))


def test_three_removed_unseen_bank_of_25_each_draws_three():
    state = dealt(
        "matador",
        2,
        [["1-1", "1-2", "1-3"], ["2-2", "2-3", "2-4"]],
        first=["0-0", "0-1", "0-2"],
        leader=1,
    )
    assert set(state.out) == {(0, 0), (0, 1), (0, 2)}
    assert [len(hand) for hand in state.hands] == [3, 3]
    assert len(state.stock) == 25 - 6
    assert state.turn == 1
    assert len(MATADOR.legal_actions(state)) == 3  # any tile leads


def test_the_starting_player_comes_with_the_deal():
    action = MATADOR.chance_action(start("matador", 2), SeededChance(3))
    assert action["leader"] in (0, 1) and len(action["tiles"]) == 28
    with pytest.raises(IllegalAction):
        MATADOR.apply(start("matador", 2), {**action, "leader": 2})


def test_seed_example_touching_halves_add_up_to_seven():
    # Lead 3|6: the right end (6) takes only a 1, the left end (3) only a 4.
    state = matador_position([["0-0"], ["1-5", "4-2", "6-6"]], "3-6", [[], []], turn=1)
    moves = {(tuple(a["tile"]), a["end"]) for a in MATADOR.legal_actions(state)}
    assert moves == {((1, 5), "right"), ((2, 4), "left")}
    state = play(MATADOR, state, "1-5", "right")
    assert MATADOR.view(state, None)["ends"] == {"left": 3, "right": 5}


def test_open_zero_takes_nothing_ordinary():
    state = matador_position([["0-5", "6-2"], ["1-1"]], "0-0", [[], []], stock=["3-3"])
    assert MATADOR.legal_actions(state) == [{"type": "draw"}]


def test_matadors_only_without_an_ordinary_play():
    state = matador_position([["1-2", "5-2"], ["1-1"]], "3-6", [[], []])
    assert [a["tile"] for a in MATADOR.legal_actions(state)] == [[1, 2]]
    with pytest.raises(IllegalAction):
        play(MATADOR, state, "5-2", "left")


def test_matador_either_half_against_any_end_then_ordinary_rules():
    state = matador_position([["5-2", "3-3"], ["1-1", "5-0", "2-0"]], "3-6", [[], []])
    moves = {(a["end"], a["near"]) for a in MATADOR.legal_actions(state)}
    assert moves == {("left", 2), ("left", 5), ("right", 2), ("right", 5)}
    with pytest.raises(IllegalAction) as error:
        play(MATADOR, state, "5-2", "right")
    assert error.value.key == "domino.choose_end"
    state = play(MATADOR, state, "5-2", "right", near=5)
    assert MATADOR.view(state, None)["ends"]["right"] == 2
    assert [(a["tile"], a["end"]) for a in MATADOR.legal_actions(state)] == [([0, 5], "right")]


def test_matador_fitting_ordinarily_is_an_ordinary_play():
    # 6-1 with its 1 against the open 6 is ordinary, so the 5-2 may not be used as a matador.
    state = matador_position([["6-1", "5-2"], ["1-1"]], "3-6", [[], []])
    assert MATADOR.legal_actions(state) == [
        {"type": "play", "tile": [1, 6], "end": "right", "near": 1}
    ]


def test_holder_of_a_playable_matador_must_play_it_rather_than_draw():
    state = matador_position([["4-3", "2-2"], ["1-1"]], "3-6", [[], []], stock=["0-1"])
    with pytest.raises(IllegalAction) as error:
        MATADOR.apply(state, {"type": "draw"})
    assert error.value.key == "domino.must_play"


def test_no_play_draws_until_playable():
    state = matador_position(
        [["2-2"], ["1-1"]], "3-6", [[], []], stock=["0-2", "5-5", "4-0", "1-0"]
    )
    state = MATADOR.apply(state, {"type": "draw"})
    assert state.hands[0] == ((2, 2), (0, 2), (5, 5), (0, 4))
    assert state.stock == ((0, 1),)
    assert state.turn == 0 and state.events == ({"type": "draw", "seat": 0, "count": 3},)


def test_bank_empty_without_a_play_passes():
    state = matador_position([["2-2"], ["1-1", "4-5"]], "3-6", [[], []], stock=["0-2"])
    state = MATADOR.apply(state, {"type": "draw"})
    assert state.stock == () and MATADOR.legal_actions(state) == [{"type": "pass"}]
    with pytest.raises(IllegalAction) as error:
        MATADOR.apply(state, {"type": "draw"})
    assert error.value.key == "domino.stock_empty"
    assert MATADOR.apply(state, {"type": "pass"}).turn == 1


def test_pass_refused_while_the_bank_has_tiles():
    state = matador_position([["2-2"], ["1-1"]], "3-6", [[], []], stock=["0-2"])
    with pytest.raises(IllegalAction) as error:
        MATADOR.apply(state, {"type": "pass"})
    assert error.value.key == "domino.must_draw"


def test_last_tile_with_tiles_in_the_bank_draws_one_and_the_turn_ends():
    state = matador_position([["1-5"], ["1-1"]], "3-6", [[], []], stock=["0-2", "5-5"])
    state = play(MATADOR, state, "1-5", "right")
    assert state.hands[0] == ((0, 2),) and state.turn == 1 and not MATADOR.is_over(state)


def test_emptying_the_hand_with_the_bank_empty_wins_the_loser_pips():
    state = matador_position([["1-5"], ["1-1", "6-6"]], "3-6", [[], []])
    state = play(MATADOR, state, "1-5", "right")
    assert MATADOR.is_over(state)
    result = MATADOR.result(state)
    assert result.placings == (1, 2) and result.scores == (14, 0)


def test_neither_can_play_lower_pips_win():
    state = matador_position([["1-5", "6-6"], ["3-3", "5-5"]], "3-6", [[], []])
    state = play(MATADOR, state, "1-5", "right")  # ends 3 and 5: nobody holds a 4 or a 2
    assert MATADOR.is_over(state)
    assert MATADOR.result(state).scores == (16, 0)


def test_neither_can_play_equal_pips_drawn():
    state = matador_position([["1-5", "3-3"], ["0-6"]], "3-6", [[], []])
    state = play(MATADOR, state, "1-5", "right")
    assert MATADOR.is_over(state)
    assert MATADOR.result(state).placings == (1, 1)
    assert MATADOR.result(state).scores == (0, 0)


def test_resign_the_other_player_wins():
    state = matador_position([["1-5"], ["1-1"]], "3-6", [[], []])
    assert MATADOR.result(MATADOR.resign(state, 0)).placings == (2, 1)
