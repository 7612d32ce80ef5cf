"""Standard notation in and out."""

from __future__ import annotations

import pytest

from rules.backgammon.board import starting_position
from rules.backgammon.moves import legal_moves
from rules.backgammon.notation import format_move, parse_move
from rules.base import IllegalAction
from tests.rules.backgammon.helpers import notations, position


def test_format_joins_a_checker_and_counts_repeats() -> None:
    assert format_move(((24, 18, False), (13, 11, False))) == "24/18 13/11"
    assert format_move(((25, 22, False),)) == "bar/22"
    assert format_move(((6, 0, False),)) == "6/off"
    assert format_move(((8, 2, True),)) == "8/2*"
    assert format_move(((13, 7, False), (13, 7, False))) == "13/7(2)"
    assert format_move(((24, 21, True), (21, 18, False))) == "24/21*/18"
    assert format_move(((24, 21, False), (21, 18, False))) == "24/18"
    assert format_move(()) == ""


def test_intermediate_hit_is_written() -> None:
    start = position({24: 1, 6: 14}, {21: 1, 1: 14})
    assert "24/21*/18 6/3(2)" in notations(start, (3, 3))
    # 3 first hits on the way, 6 first passes the blot by.
    assert notations(start, (6, 3)) == {"24/21*/15", "24/15", "24/18 6/3"}


@pytest.mark.parametrize(
    "text", ["13/7 8/7", "8/7 13/7", "13/8/7 8/7", "13/7, 8/7", "13/7 8/7*", "13/12/7 8/7"]
)
def test_parse_accepts_any_writing_of_the_same_move(text: str) -> None:
    result, move = parse_move(starting_position(), (6, 1), text)
    assert format_move(move) == "13/7 8/7"
    assert result in legal_moves(starting_position(), (6, 1))


def test_parse_counts_and_bar() -> None:
    _, move = parse_move(starting_position(), (6, 6), "24/18(2) 13/7(2)")
    assert format_move(move) == "24/18(2) 13/7(2)"
    start = position({6: 14}, {22: 1, 19: 2}, bar=(1, 0))
    _, move = parse_move(start, (3, 1), "bar/22* 6/5")
    assert format_move(move) == "bar/22* 6/5"
    _, move = parse_move(start, (3, 1), "BAR/22 6/5")
    assert format_move(move) == "bar/22* 6/5"


def test_parse_no_move() -> None:
    closed = position({6: 14}, {19: 2, 20: 2, 21: 2, 22: 2, 23: 2, 24: 2}, bar=(1, 0))
    assert parse_move(closed, (6, 6), "") == (closed, ())
    assert parse_move(closed, (6, 6), "pass") == (closed, ())


@pytest.mark.parametrize(
    ("text", "why"),
    [
        ("24/18", "dice"),
        ("", "dice"),
        ("24/17", "move"),
        ("13/7 13/6", "move"),
        ("6/off 6/off", "bear_off"),
    ],
)
def test_parse_refuses_illegal_moves_and_says_why(text: str, why: str) -> None:
    with pytest.raises(IllegalAction) as refused:
        parse_move(starting_position(), (6, 1), text)
    assert refused.value.key == f"backgammon.illegal_{why}"
    assert "6-1" in refused.value.reason


def test_checkers_on_the_bar_enter_first() -> None:
    start = position({24: 1, 6: 5, 8: 3, 13: 5}, {19: 5, 17: 3, 12: 5, 1: 2}, bar=(1, 0))
    with pytest.raises(IllegalAction) as refused:
        parse_move(start, (3, 1), "8/5 6/5")
    assert refused.value.key == "backgammon.illegal_bar_first"


@pytest.mark.parametrize("text", ["hello", "24-18", "26/20", "off/3", "3/bar", "12/6 x", "7/1"])
def test_parse_refuses_unreadable_text(text: str) -> None:
    with pytest.raises(IllegalAction) as refused:
        parse_move(starting_position(), (6, 1), text)
    assert refused.value.key == "backgammon.bad_notation"
