import pytest

from rules.base import IllegalAction

from .helpers import GAME, dealt, play, position, tiles

SOLO = GAME["solo"]
DOUBLES = ["1-1", "2-2", "3-3", "4-4"]


def solo(hand, lead, arms, stock=()):
    return position("solo", [hand], lead, arms, stock=tuple(tiles(*stock)))


def test_five_face_up_and_any_one_is_the_base():
    state = dealt("solo", 1, [["0-0", "1-3", "2-5", "4-4", "6-6"]])
    assert SOLO.view(state, 0)["my_hand"] == ((0, 0), (1, 3), (2, 5), (4, 4), (6, 6))
    assert SOLO.view(state, None)["stock"] == 23
    assert len(SOLO.legal_actions(state)) == 5
    state = play(SOLO, state, "2-5")
    assert SOLO.view(state, None)["ends"] == {"left": 2, "right": 5}


def test_goes_on_placing_while_any_tile_fits_no_pass_no_draw():
    state = solo(["6-5", *DOUBLES], "6-6", [[], []], stock=["5-0", "0-1"])
    for kind in ("pass", "draw"):
        with pytest.raises(IllegalAction) as error:
            SOLO.apply(state, {"type": kind})
        assert error.value.key == "domino.must_play"


def test_refill_to_five_when_nothing_fits():
    state = solo(["6-5", *DOUBLES], "6-6", [[], []], stock=["5-0", "0-1"])
    state = play(SOLO, state, "6-5", "left")
    assert state.hands[0] == (*tiles(*DOUBLES), (0, 5))
    assert state.stock == ((0, 1),)
    assert state.events[-1] == {"type": "refill", "count": 1}
    assert not SOLO.is_over(state)


def test_lost_when_nothing_fits_after_a_refill():
    state = solo(["6-5", *DOUBLES], "6-6", [[], []], stock=["1-2", "0-1"])
    state = play(SOLO, state, "6-5", "left")
    assert SOLO.is_over(state)
    result = SOLO.result(state)
    assert result.placings == (2,) and result.winners == ()
    assert result.scores == (28 - 5 - 1,)


def test_refill_takes_what_the_stock_still_has():
    state = solo(["6-5", "5-0", "1-1"], "6-6", [[], []], stock=["0-3"])
    state = play(SOLO, state, "6-5", "left")
    state = play(SOLO, state, "5-0", "left")
    assert state.hands[0] == ((1, 1), (0, 3)) and state.stock == ()


def test_lost_when_nothing_fits_and_the_stock_is_empty():
    state = play(SOLO, solo(["6-5", "1-1"], "6-6", [[], []]), "6-5", "left")
    assert SOLO.is_over(state) and SOLO.result(state).winners == ()


def test_won_by_placing_all_28():
    state = play(SOLO, solo(["6-5"], "6-6", [[], []]), "6-5", "left")
    assert SOLO.is_over(state)
    result = SOLO.result(state)
    assert result.winners == (0,) and result.placings == (1,) and result.scores == (28,)


def test_resign_loses_the_deal():
    state = SOLO.resign(solo(["6-5"], "6-6", [[], []]), 0)
    assert SOLO.is_over(state) and SOLO.result(state).winners == ()
