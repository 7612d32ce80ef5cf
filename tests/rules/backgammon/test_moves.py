"""Legal moves of a whole roll: the classic traps, exactly."""

from __future__ import annotations

from rules.backgammon.board import starting_position
from rules.backgammon.moves import legal_moves
from tests.rules.backgammon.helpers import notations, position

# The mover's other 14 checkers sit on his 1-point: they cannot move while one is outside.
STUCK = {1: 14}


def test_opening_roll_six_one() -> None:
    assert notations(starting_position(), (6, 1)) == {
        "13/7 8/7",
        "13/6",
        "13/7 6/5",
        "24/18 6/5",
        "24/18 8/7",
        "24/23 13/7",
        "24/23 24/18",
        "24/23 8/2",
        "8/2 6/5",
        "8/7 8/2",
    }


def test_both_dice_must_be_used_when_possible() -> None:
    # 6 first is blocked (18 is closed) but 5 then 6 plays both: 24/19 alone is not allowed.
    start = position({24: 1, **STUCK}, {18: 2})
    assert notations(start, (6, 5)) == {"24/13"}


def test_only_one_die_playable_must_be_the_larger() -> None:
    start = position({24: 1, **STUCK}, {13: 2})  # either die alone, never both
    assert notations(start, (6, 5)) == {"24/18"}


def test_smaller_die_when_the_larger_cannot_be_played() -> None:
    start = position({24: 1, **STUCK}, {18: 2, 13: 2})
    assert notations(start, (6, 5)) == {"24/19"}


def test_doubles_are_four_moves() -> None:
    assert "24/22(2) 13/11(2)" in notations(starting_position(), (2, 2))
    moves = legal_moves(starting_position(), (2, 2)).values()
    assert all(len(move) == 4 for move in moves)


def test_bar_entry_first_onto_a_nearly_closed_board() -> None:
    closed = {19: 2, 20: 2, 21: 2, 23: 2, 24: 2}  # only 22 is open
    two_on_bar = position({6: 13}, closed, bar=(2, 0))
    assert notations(two_on_bar, (3, 5)) == {"bar/22"}  # the 5 can't enter; nothing else moves
    assert notations(two_on_bar, (3, 3)) == {"bar/22(2) 6/3(2)"}
    assert notations(two_on_bar, (6, 6)) == {""}  # no entry: no move at all
    one_on_bar = position({6: 14}, closed, bar=(1, 0))
    assert notations(one_on_bar, (3, 1)) == {"bar/22 6/5"}  # 22/21 and bar/24 are closed


def test_entry_hits_a_blot() -> None:
    start = position({6: 14}, {22: 1, 19: 2}, bar=(1, 0))
    assert "bar/22* 6/5" in notations(start, (3, 1))


def test_bear_off_with_a_higher_die_from_the_highest_point() -> None:
    assert notations(position({4: 1, 3: 1}, {24: 15}), (6, 5)) == {"4/off 3/off"}
    assert notations(position({2: 2}, {24: 15}), (6, 6)) == {"2/off(2)"}


def test_higher_die_cannot_bear_off_below_an_occupied_point() -> None:
    # The 5 may not bear off the 2 while the 6-point is occupied: 6/1 first, or 6/2 then off
    # (written 6/off: the same position as 6/2 2/off).
    assert notations(position({6: 1, 2: 1}, {24: 15}), (5, 4)) == {"6/1 2/off", "6/off"}


def test_bear_off_is_never_forced() -> None:
    moves = notations(position({6: 1, 5: 1}, {24: 15}), (5, 1))
    assert moves == {"6/1 5/4", "6/off"}  # 6/1 5/4 bears nothing off


def test_no_bearing_off_with_a_checker_outside() -> None:
    start = position({7: 1, 2: 14}, {24: 15})
    # 2/off only once the 1 has brought the last checker home.
    assert notations(start, (2, 1)) == {"7/5 2/1", "7/4", "7/6 2/off"}


def test_hit_is_marked_and_results_are_distinct() -> None:
    start = position({8: 2, 6: 13}, {2: 1, 24: 14})
    moves = notations(start, (6, 4))
    assert "8/2* 6/2" in moves
    assert len(moves) == len(legal_moves(start, (6, 4)))  # one notation per distinct result
