import pytest

from .helpers import GAME, dealt, play, position

FOURS = GAME["fours"]


def test_dealt_as_block_seven_each_rest_out_of_play():
    state = dealt("fours", 3, [])
    assert [len(hand) for hand in state.hands] == [7, 7, 7]
    assert len(state.out) == 7 and state.stock == ()


def test_first_lead_by_the_common_rule():
    hands = [
        ["0-1", "0-2", "0-3", "4-4", "0-5", "0-6", "0-0"],
        ["1-1", "1-2", "1-3", "1-4", "1-5", "1-6", "2-2"],
    ]
    state = dealt("fours", 2, hands)
    # No 6-6, 5-5 dealt: the highest double 4-4 leads.
    assert FOURS.legal_actions(state) == [{"type": "play", "tile": [4, 4]}]


@pytest.mark.parametrize(
    ("lead", "sticks"),
    [("6-6", 3), ("2-2", 1), ("4-4", 2), ("1-3", 1), ("5-3", 2), ("0-0", 0), ("2-3", 0)],
)
def test_after_the_lead_its_two_halves_are_the_ends(lead, sticks):
    state = position("fours", [[lead, "1-1"], ["0-1"]], lead, [[], []])
    state.lead, state.roots, state.arms = None, (), ()
    state.hand_no = 1  # any tile may lead after the first hand
    state = play(FOURS, state, lead)
    assert state.scores[0] == sticks


def test_ends_adding_to_eight_take_two_sticks():
    state = position("fours", [["5-3", "1-1"], ["0-1"]], "3-6", [["3-3"], []])
    state = play(FOURS, state, "5-3", "left")  # ends 5 and 6: 11, nothing
    assert state.scores == (0, 0)
    state = position("fours", [["2-5", "1-1"], ["0-1"]], "3-6", [[], ["6-2"]])
    state = play(FOURS, state, "2-5", "right")  # ends 3 and 5: 8
    assert state.scores == (2, 0)
    assert {"type": "sticks", "seat": 0, "sticks": 2} in state.events


def test_a_double_at_an_end_counts_its_face_once():
    state = position("fours", [["5-5", "1-1"], ["0-1"]], "3-5", [[], []])
    state = play(FOURS, state, "5-5", "right")  # ends 3 and 5 (not 3 + 10)
    assert state.scores == (2, 0)


def test_twelve_takes_three_sticks():
    state = position("fours", [["3-6", "1-1"], ["0-1"]], "5-6", [["5-3"], []])
    state = play(FOURS, state, "3-6", "left")
    assert state.scores == (3, 0)


def test_first_to_twenty_sticks_wins_at_once():
    state = position("fours", [["3-6", "1-1"], ["0-1"]], "5-6", [["5-3"], []], scores=(18, 19))
    state = play(FOURS, state, "3-6", "left")
    assert FOURS.is_over(state)
    assert FOURS.result(state).placings == (1, 2) and FOURS.result(state).scores == (21, 19)


def test_hands_are_redealt_and_pips_ignored():
    state = position("fours", [["2-0", "6-6"], ["5-5"]], "0-2", [[], []], scores=(3, 0))
    state = play(FOURS, state, "2-0", "right")  # blocked: nobody holds a 0
    assert state.phase == "deal" and state.hand_no == 1 and state.scores == (3, 0)
    state = position("fours", [["2-1"], ["5-5"]], "0-2", [[], []])
    state = play(FOURS, state, "2-1", "right")  # out of tiles
    assert state.phase == "deal" and state.scores == (0, 0)


def test_three_player_resign_drops_out_and_the_others_play_on():
    hands = [
        ["0-0", "0-1", "0-2", "0-3", "0-4", "0-5", "0-6"],
        ["1-1", "1-2", "1-3", "1-4", "1-5", "1-6", "2-2"],
        ["6-6", "2-3", "2-4", "2-5", "2-6", "3-3", "3-4"],
    ]
    state = dealt("fours", 3, hands)
    state = FOURS.resign(state, 1)
    assert not FOURS.is_over(state) and state.hands[1] == () and len(state.out) == 14
    assert state.turn == 2
    state = play(FOURS, state, "6-6")
    assert state.turn == 0  # seat 2 is skipped
    state = FOURS.resign(state, 0)
    assert FOURS.is_over(state)
    assert FOURS.result(state).placings == (2, 2, 1)
