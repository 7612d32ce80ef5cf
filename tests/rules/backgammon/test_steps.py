"""The stepwise UI: offered steps, dead ends avoided, undo by dropping a step, completion."""

from __future__ import annotations

import random

import pytest

from rules.backgammon.board import starting_position
from rules.backgammon.moves import legal_moves
from rules.backgammon.steps import is_complete, replay, step_options, take_step
from rules.base import IllegalAction
from tests.rules.backgammon.helpers import position

START = starting_position()


def test_first_steps_of_an_opening_six_one() -> None:
    assert {option[:2] for option in step_options(START, (6, 1), [])} == {
        (24, 23), (8, 7), (6, 5), (24, 18), (13, 7), (8, 2)
    }  # fmt: skip


def test_a_step_then_completion() -> None:
    first = take_step(START, (6, 1), [], 13, 7)
    assert first == (13, 7, 6)
    assert not is_complete(START, (6, 1), [first])
    assert {option[:2] for option in step_options(START, (6, 1), [first])} == {
        (24, 23), (8, 7), (7, 6), (6, 5)
    }  # fmt: skip
    second = take_step(START, (6, 1), [first], 8, 7)
    assert is_complete(START, (6, 1), [first, second])
    result, move = replay(START, [first, second])
    assert legal_moves(START, (6, 1))[result] == move
    assert step_options(START, (6, 1), [first, second]) == []


def test_steps_that_lead_to_a_dead_end_are_not_offered() -> None:
    # 24/18 first would leave the 5 unplayable (13 closed) while 24/19/13... is blocked too:
    # only one die can be played, so only the 6 is offered.
    start = position({24: 1, 1: 14}, {13: 2})
    assert step_options(start, (6, 5), []) == [(24, 18, 6)]
    with pytest.raises(IllegalAction) as refused:
        take_step(start, (6, 5), [], 24, 19)
    assert refused.value.key == "backgammon.illegal_step"


def test_the_higher_rule_is_not_bypassed_step_by_step() -> None:
    start = position({24: 1, 1: 14}, {18: 2})  # 5 then 6 plays both: 24/19 first only
    assert step_options(start, (6, 5), []) == [(24, 19, 5)]


def test_bear_off_uses_the_smallest_die_that_works() -> None:
    start = position({2: 1, 1: 1}, {24: 15})
    assert take_step(start, (6, 5), [], 2, 0) == (2, 0, 5)


def test_no_move_is_complete_at_once() -> None:
    closed = position({6: 14}, {19: 2, 20: 2, 21: 2, 22: 2, 23: 2, 24: 2}, bar=(1, 0))
    assert step_options(closed, (6, 6), []) == []
    assert is_complete(closed, (6, 6), [])


@pytest.mark.parametrize("seed", range(30))
def test_random_clicking_always_reaches_a_legal_move(seed: int) -> None:
    rng = random.Random(seed)
    start = position({24: 2, 13: 4, 8: 3, 6: 4, 2: 2}, {1: 2, 5: 1, 12: 5, 17: 3, 19: 4})
    dice = (rng.randint(1, 6), rng.randint(1, 6))
    partial: list = []
    while options := step_options(start, dice, partial):
        partial.append(rng.choice(options))
    assert is_complete(start, dice, partial)
    assert replay(start, partial)[0] in legal_moves(start, dice)
