"""What a won game is worth: single, gammon, backgammon, and the seed's checker count."""

from __future__ import annotations

from rules.backgammon.scoring import game_value, next_crawford
from tests.rules.backgammon.helpers import position

# Final positions from the winner's side: he has borne off all 15.


def test_single_when_the_loser_has_borne_off() -> None:
    assert game_value(position({}, {20: 14}), "standard") == (1, "single")


def test_gammon_when_nothing_borne_off_and_out_of_the_winners_home() -> None:
    assert game_value(position({}, {20: 10, 9: 5}), "standard") == (2, "gammon")


def test_backgammon_with_a_checker_in_the_winners_home_board() -> None:
    assert game_value(position({}, {20: 14, 3: 1}), "standard") == (3, "backgammon")


def test_backgammon_with_a_checker_on_the_bar() -> None:
    assert game_value(position({}, {20: 14}, bar=(0, 1)), "standard") == (3, "backgammon")


def test_a_borne_off_checker_saves_the_backgammon() -> None:
    assert game_value(position({}, {20: 13, 3: 1}), "standard") == (1, "single")


def test_checker_count_of_the_seed() -> None:
    # bar 1 x4, winner's home 2 x4, winner's outer 1 x3, loser's outer 3 x2, loser's home 5 x1,
    # 3 borne off x0.
    final = position({}, {2: 2, 9: 1, 15: 3, 22: 5}, bar=(0, 1))
    assert game_value(final, "checkers") == (4 + 8 + 3 + 6 + 5, "checkers")


def test_crawford_game_follows_the_first_reach_of_match_point() -> None:
    assert next_crawford((4, 2), 5, crawford_done=False)
    assert not next_crawford((4, 2), 5, crawford_done=True)
    assert not next_crawford((3, 2), 5, crawford_done=False)
    assert not next_crawford((0, 0), 1, crawford_done=False)
