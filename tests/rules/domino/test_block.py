import pytest

from rules.base import IllegalAction

from .helpers import GAME, dealt, play, position, start

BLOCK = GAME["block"]

FOUR_HANDS = [
    ["0-1", "0-2", "0-3", "0-4", "0-5", "0-6", "0-0"],
    ["1-1", "1-2", "1-3", "1-4", "1-5", "1-6", "2-2"],
    ["2-3", "2-4", "2-5", "2-6", "3-3", "3-4", "3-5"],
    ["3-6", "4-4", "4-5", "4-6", "5-5", "5-6", "6-6"],
]


def test_four_players_are_two_teams_and_all_tiles_are_dealt():
    state = dealt("block", 4, FOUR_HANDS)
    assert BLOCK.sides(state) == [(0, 2), (1, 3)]
    assert [len(hand) for hand in state.hands] == [7, 7, 7, 7]
    assert state.out == () and state.stock == ()


def test_two_players_get_seven_each_and_fourteen_stay_out_of_play():
    state = dealt("block", 2, FOUR_HANDS[:2])
    assert [len(hand) for hand in state.hands] == [7, 7]
    assert len(state.out) == 14 and state.stock == ()
    assert BLOCK.view(state, None)["out_of_play"] == 14


def test_three_players_cannot_play_block():
    with pytest.raises(IllegalAction):
        start("block", 3)


def test_first_hand_six_six_holder_leads_with_it():
    state = dealt("block", 4, FOUR_HANDS)
    assert BLOCK.to_move(state) == 3
    assert BLOCK.legal_actions(state) == [{"type": "play", "tile": [6, 6]}]
    with pytest.raises(IllegalAction) as error:
        play(BLOCK, state, "5-5")
    assert error.value.key == "domino.must_lead"


def test_two_players_without_six_six_the_highest_double_leads():
    state = dealt("block", 2, [["0-1", "0-2", "0-3", "4-4", "0-5", "0-6", "0-0"], FOUR_HANDS[1]])
    assert state.turn == 0
    assert BLOCK.legal_actions(state) == [{"type": "play", "tile": [4, 4]}]


def test_two_players_without_doubles_the_heaviest_tile_leads():
    hands = [
        ["0-1", "0-2", "0-3", "0-4", "0-5", "0-6", "1-2"],
        ["1-3", "1-4", "1-5", "1-6", "2-3", "2-4", "3-6"],
    ]
    state = dealt("block", 2, hands)
    assert state.turn == 1
    assert BLOCK.legal_actions(state) == [{"type": "play", "tile": [3, 6]}]


def test_play_must_match_an_open_end():
    state = play(BLOCK, dealt("block", 4, FOUR_HANDS), "6-6")
    assert state.turn == 0  # to the left of seat 4 is seat 1
    with pytest.raises(IllegalAction) as error:
        play(BLOCK, state, "0-1")
    assert error.value.key == "domino.no_match"
    state = play(BLOCK, state, "0-6", "right")
    assert BLOCK.view(state, None)["line"] == [[6, 6], [6, 0]]
    assert BLOCK.view(state, None)["ends"] == {"left": 6, "right": 0}


def test_a_tile_fitting_both_ends_needs_the_end_named():
    state = position("block", [["3-5"], ["0-0"]], "3-5", [[], []])
    with pytest.raises(IllegalAction) as error:
        BLOCK.apply(state, {"type": "play", "tile": [5, 3]})
    assert error.value.key == "domino.choose_end"
    state = BLOCK.apply(state, {"type": "play", "tile": [5, 3], "end": "left"})
    assert state.arms[0] == ((3, 5),)


def test_unknown_end_and_tile_not_held_are_refused():
    state = position("block", [["3-6", "1-1"], ["0-0"]], "3-5", [[], []])
    with pytest.raises(IllegalAction) as error:
        play(BLOCK, state, "3-6", "middle")
    assert error.value.key == "domino.bad_end"
    with pytest.raises(IllegalAction) as error:
        play(BLOCK, state, "3-6", "right")
    assert error.value.key == "domino.no_match_end"
    with pytest.raises(IllegalAction) as error:
        play(BLOCK, state, "2-2", "right")
    assert error.value.key == "domino.not_in_hand"


def test_no_passing_while_able_to_play_and_no_drawing_in_block():
    state = position("block", [["3-6", "1-1"], ["0-0"]], "3-5", [[], []])
    for kind in ("pass", "draw"):
        with pytest.raises(IllegalAction) as error:
            BLOCK.apply(state, {"type": kind})
        assert error.value.key == "domino.must_play"
    stuck = position("block", [["3-6", "1-1"], ["0-0", "2-2"]], "3-5", [[], []], turn=1)
    assert BLOCK.legal_actions(stuck) == [{"type": "pass"}]
    with pytest.raises(IllegalAction) as error:
        BLOCK.apply(stuck, {"type": "draw"})
    assert error.value.key == "domino.stock_empty"
    assert BLOCK.apply(stuck, {"type": "pass"}).turn == 0


def test_going_out_team_pips_lower_sum_scores_the_other_sum():
    # Seat 1 goes out; his partner (seat 3) still counts: team 2+4 = 0 + 3, team 1+3 = 4 + 6.
    hands = [["0-4"], ["6-1"], ["3-3"], ["1-2"]]
    state = position("block", hands, "5-6", [[], []], turn=1)
    state = play(BLOCK, state, "6-1", "right")
    assert state.phase == "deal" and state.hand_no == 1
    assert state.scores == (0, 10, 0, 10)
    assert state.events[-1]["side_pips"] == (10, 3)


def test_seed_literal_sums_compared_even_when_a_team_went_out():
    # Seat 1 goes out but his partner holds 12; the other team's 3 is lower and wins 12.
    hands = [["0-1"], ["6-1"], ["0-2"], ["6-6"]]
    state = play(BLOCK, position("block", hands, "5-6", [[], []], turn=1), "6-1", "right")
    assert state.events[-1]["side_pips"] == (3, 12)
    assert state.scores == (12, 0, 12, 0)


def test_blocked_hand_ends_and_equal_sums_score_nothing():
    # After 2-0 on the right both ends are 0 and nobody holds a 0: blocked, 6 against 6.
    hands = [["2-0", "3-3"], ["1-5"], ["4-2"], ["5-1"]]
    state = position("block", hands, "0-2", [[], []])
    state = play(BLOCK, state, "2-0", "right")
    assert state.phase == "deal"
    assert state.events[-1]["side_pips"] == (12, 12)
    assert state.scores == (0, 0, 0, 0)


def test_blocked_two_player_hand_lower_pips_score_the_other():
    state = position("block", [["2-0", "1-1"], ["6-5"]], "0-2", [[], []])
    state = play(BLOCK, state, "2-0", "right")
    assert state.scores == (11, 0)


def test_later_hands_lead_passes_left_and_any_tile_leads():
    state = position("block", [["2-0", "1-1"], ["6-5"]], "0-2", [[], []], leader=1)
    state = play(BLOCK, state, "2-0", "right")
    state = dealt("block", 2, FOUR_HANDS[:2], state=state)
    assert state.leader == state.turn == 0  # seat 2 led; seat 1 is to his left
    assert len(BLOCK.legal_actions(state)) == 7


def test_game_to_target_points():
    state = position("block", [["2-0", "1-1"], ["6-5"]], "0-2", [[], []], scores=(90, 95))
    state = play(BLOCK, state, "2-0", "right")
    assert BLOCK.is_over(state)
    result = BLOCK.result(state)
    assert result.placings == (1, 2) and result.scores == (101, 95)


def test_team_game_placings_are_shared():
    state = position(
        "block", [["2-0"], ["6-5"], ["1-1"], ["4-4"]], "0-2", [[], []], scores=(99, 0, 99, 0)
    )
    state = play(BLOCK, state, "2-0", "right")
    assert BLOCK.result(state).placings == (1, 2, 1, 2)


def test_resign_in_a_team_game_the_other_team_wins():
    state = BLOCK.resign(dealt("block", 4, FOUR_HANDS), 2)
    assert BLOCK.is_over(state)
    assert BLOCK.result(state).placings == (2, 1, 2, 1)


def test_game_action_before_deal_and_after_end_refused():
    with pytest.raises(IllegalAction) as error:
        BLOCK.apply(start("block", 2), {"type": "pass"})
    assert error.value.key == "domino.not_dealt"
    with pytest.raises(IllegalAction) as error:
        BLOCK.apply(start("block", 2), {"type": "deal", "tiles": [[0, 0]] * 28})
    assert error.value.key == "domino.bad_deal"
