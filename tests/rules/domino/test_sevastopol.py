import pytest

from rules.base import IllegalAction

from .helpers import GAME, dealt, play, position

SEVASTOPOL = GAME["sevastopol"]
HANDS = [
    ["0-0", "0-1", "0-2", "0-3", "0-4", "0-5", "0-6"],
    ["1-1", "1-2", "1-3", "1-4", "1-5", "1-6", "2-2"],
    ["6-6", "2-3", "2-4", "2-5", "2-6", "3-3", "3-4"],
    ["3-5", "3-6", "4-4", "4-5", "4-6", "5-5", "5-6"],
]
ARMS = ["left", "right", "up", "down"]


def test_seven_each_and_the_six_six_holder_leads_it():
    state = dealt("sevastopol", 4, HANDS)
    assert [len(hand) for hand in state.hands] == [7] * 4
    assert state.turn == 2
    assert SEVASTOPOL.legal_actions(state) == [{"type": "play", "tile": [6, 6]}]
    state = play(SEVASTOPOL, state, "6-6")
    assert SEVASTOPOL.view(state, None)["ends"] == dict.fromkeys(ARMS, 6)
    assert state.turn == 3


def test_until_four_arms_are_started_only_sixes_onto_empty_arms():
    state = position(
        "sevastopol",
        [["0-3", "1-1"], ["3-2"], ["6-0"], ["1-0"]],
        "6-6",
        [["6-3"], [], [], []],
        turn=1,
    )
    # Seat 2 holds 3-2; the left end is 3, but arms are still empty: pass.
    assert SEVASTOPOL.legal_actions(state) == [{"type": "pass"}]
    state = SEVASTOPOL.apply(state, {"type": "pass"})
    moves = {a["end"] for a in SEVASTOPOL.legal_actions(state)}
    assert moves == {"right", "up", "down"}
    with pytest.raises(IllegalAction):
        play(SEVASTOPOL, state, "6-0", "left")


def test_with_four_arms_started_any_of_the_four_ends():
    state = position(
        "sevastopol",
        [["0-3", "2-2"], ["3-2"], ["5-1"], ["1-4"]],
        "6-6",
        [["6-3"], ["6-1"], ["6-4"], ["6-5"]],
    )
    assert {(tuple(a["tile"]), a["end"]) for a in SEVASTOPOL.legal_actions(state)} == {
        ((0, 3), "left")
    }
    state = SEVASTOPOL.apply(state, {"type": "play", "tile": [0, 3]})
    assert SEVASTOPOL.view(state, None)["ends"] == {"left": 0, "right": 1, "up": 4, "down": 5}


def test_first_out_wins_three_next_out_one_the_rest_lose_their_stake():
    full = [["6-3"], ["6-1"], ["6-4"], ["6-5"]]
    state = position(
        "sevastopol", [["3-0"], ["1-2", "0-0"], ["4-4", "5-5"], ["5-2", "1-1"]], "6-6", full
    )
    state = play(SEVASTOPOL, state, "3-0", "left")
    assert state.finished == (0,) and not SEVASTOPOL.is_over(state)
    assert SEVASTOPOL.view(state, None)["pot"] == 1
    state = play(SEVASTOPOL, state, "1-2", "right")
    assert state.turn == 2
    state = play(SEVASTOPOL, state, "4-4", "up")
    state = play(SEVASTOPOL, state, "5-2", "down")
    state = play(SEVASTOPOL, state, "0-0", "left")  # seat 2 goes out second
    assert SEVASTOPOL.is_over(state)
    result = SEVASTOPOL.result(state)
    assert result.scores == (2, 0, -1, -1)
    assert result.placings == (1, 2, 3, 3)


STARTED = [["6-3"], ["6-1"], ["6-4"], ["6-5"]]  # ends 3, 1, 4, 5


def test_everybody_stuck_lowest_pips_three_second_one():
    hands = [["5-0", "2-2"], ["2-5"], ["2-6"], ["5-5"]]
    state = play(SEVASTOPOL, position("sevastopol", hands, "6-6", STARTED), "5-0", "down")
    # Ends 3, 1, 4, 0 and nobody holds any of them: pips 4, 7, 8, 10.
    assert SEVASTOPOL.is_over(state)
    assert SEVASTOPOL.result(state).scores == (2, 0, -1, -1)
    assert state.events[-1]["tokens"] == (3, 1, 0, 0)


def test_one_out_and_three_stuck_lowest_of_the_three_wins_the_one():
    hands = [["5-0"], ["2-5"], ["2-6"], ["5-5"]]
    state = play(SEVASTOPOL, position("sevastopol", hands, "6-6", STARTED), "5-0", "down")
    assert SEVASTOPOL.is_over(state)
    assert SEVASTOPOL.result(state).scores == (2, 0, -1, -1)


@pytest.mark.parametrize(
    ("hands", "finished", "net"),
    [
        ([["2-2"], ["0-4"], ["2-5"], ["5-5"]], (), (1, 1, -1, -1)),
        ([["2-2"], ["2-5"], ["3-4"], ["5-5"]], (), (2, -0.5, -0.5, -1)),
        ([["2-2"], ["0-4"], ["1-3"], ["5-5"]], (), (1 / 3, 1 / 3, 1 / 3, -1)),
        ([[], ["2-5"], ["3-4"], ["5-5"]], (0,), (2, -0.5, -0.5, -1)),
    ],
)
def test_tied_places_share_their_prizes(hands, finished, net):
    state = position("sevastopol", hands, "6-6", STARTED, finished=finished)
    SEVASTOPOL.pay_out(state)
    assert state.scores == pytest.approx(net)
    assert sum(state.scores) == pytest.approx(0)


def test_resign_drops_out_loses_the_stake_and_the_others_play_on():
    state = play(SEVASTOPOL, dealt("sevastopol", 4, HANDS), "6-6")
    state = SEVASTOPOL.resign(state, 3)
    assert not SEVASTOPOL.is_over(state)
    assert state.turn == 0 and state.hands[3] == ()
    assert SEVASTOPOL.view(state, None)["tiles_in_hand"] == [7, 7, 6, 0]
