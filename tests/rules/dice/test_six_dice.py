"""six_dice: automatic set-aside, banking from 350 with any dice, the forced confirmation."""

from __future__ import annotations

import pytest

from rules.base import IllegalAction
from rules.dice import can_bank
from tests.rules.dice.helpers import RULES, new, play

GAME = RULES["six_dice"]
ROLL = {"type": "roll"}
BANK = {"type": "bank"}


def test_scoring_dice_are_set_aside_automatically() -> None:
    state = play("six_dice", new("six_dice"), [(ROLL, [1, 5, 2, 3, 3, 4])])
    assert (state.turn_total, state.dice_left, state.set_aside) == (150, 4, (1, 5))
    assert GAME.legal_actions(state) == [ROLL]  # 150 < 350
    with pytest.raises(IllegalAction) as refused:
        GAME.apply(state, BANK)
    assert refused.value.key == "dice.six_dice.no_bank"
    state = play("six_dice", state, [(ROLL, [3, 3, 3, 6])])
    assert (state.turn_total, state.dice_left) == (450, 1)
    assert can_bank(state) and GAME.legal_actions(state) == [ROLL, BANK]
    state = GAME.apply(state, BANK)
    assert state.scores == (450,) and state.event["type"] == "bank"


def test_bank_with_any_number_of_dice_left() -> None:
    state = play("six_dice", new("six_dice"), [(ROLL, [4, 4, 4, 2, 3, 6])])
    assert (state.turn_total, state.dice_left) == (400, 3)
    assert can_bank(state)


def test_keep_is_refused() -> None:
    state = play("six_dice", new("six_dice"), [(ROLL, [4, 4, 4, 2, 3, 6])])
    with pytest.raises(IllegalAction) as refused:
        GAME.apply(state, {"type": "roll", "keep": [0]})
    assert refused.value.key == "dice.six_dice.no_selection"


def test_six_scoring_dice_must_be_confirmed() -> None:
    state = play("six_dice", new("six_dice"), [(ROLL, [5, 5, 5, 5, 2, 2])])
    assert (state.turn_total, state.dice_left, state.must_confirm) == (1000, 0, True)
    assert state.event["must_confirm"] is True
    assert not can_bank(state) and GAME.legal_actions(state) == [ROLL]
    with pytest.raises(IllegalAction) as refused:
        GAME.apply(state, BANK)
    assert refused.value.key == "dice.six_dice.no_bank"
    confirmed = play("six_dice", state, [(ROLL, [1, 2, 3, 3, 4, 6])])
    assert (confirmed.turn_total, confirmed.dice_left) == (1100, 5)
    assert can_bank(confirmed)


def test_a_bust_on_the_confirmation_loses_the_turn() -> None:
    state = play(
        "six_dice", new("six_dice", 2), [(ROLL, [1, 2, 3, 4, 5, 6]), (ROLL, [2, 2, 3, 3, 4, 6])]
    )
    assert state.scores == (0, 0) and state.event["lost"] == 1500
    assert GAME.to_move(state) == 1


def test_hot_dice_from_fewer_than_six_may_bank_or_throw_six() -> None:
    state = play("six_dice", new("six_dice"), [(ROLL, [1, 1, 1, 2, 3, 4]), (ROLL, [1, 5, 3])])
    assert (state.turn_total, state.dice_left) == (1150, 1)
    state = play("six_dice", state, [(ROLL, [5])])
    assert state.dice_left == 0 and not state.must_confirm and can_bank(state)
    state = GAME.apply(state, ROLL)
    assert state.pending == 6
