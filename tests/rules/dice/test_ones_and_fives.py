"""ones_and_fives: the seed's two worked turns and every rule sentence of RULES.md."""

from __future__ import annotations

import pytest

from rules.base import IllegalAction
from rules.dice import can_bank, selection_score
from tests.rules.dice.helpers import RULES, new, play

GAME = RULES["ones_and_fives"]
ROLL = {"type": "roll"}


def roll(*keep: int) -> dict:
    return {"type": "roll", "keep": list(keep)}


def bank(*keep: int) -> dict:
    return {"type": "bank", "keep": list(keep)}


def test_seed_player_1_ends_with_2350() -> None:
    state = play(
        "ones_and_fives",
        new("ones_and_fives", 2),
        [
            (ROLL, [1, 1, 6, 6, 3, 4]),
            (roll(0, 1), [2, 3, 4, 5]),  # 200, 4 dice left
            (roll(3), [2, 3, 5]),  # 250
            (roll(2), [1, 5]),  # 300, 2 dice left but under 400: no bank
        ],
    )
    assert (state.turn_total, state.dice_left) == (300, 2)
    assert selection_score(state, [0, 1]) == 150
    assert can_bank(state, [0, 1])  # 450 with 0 dice left after hot dice
    state = play("ones_and_fives", state, [(roll(0, 1), [2, 2, 4, 4, 4, 4])])
    assert (state.turn_total, state.dice_left) == (450, 6)
    assert selection_score(state, [0, 1, 2, 3, 4, 5]) == 1500
    state = play("ones_and_fives", state, [(roll(0, 1, 2, 3, 4, 5), [1, 3, 3, 3, 2, 2])])
    assert state.turn_total == 1950
    assert selection_score(state, [0, 1, 2, 3]) == 400
    state = play("ones_and_fives", state, [(bank(0, 1, 2, 3), None)])
    assert state.scores == (2350, 0)
    assert state.event == {
        "type": "bank",
        "seat": 0,
        "set_aside": [1, 1, 5, 5, 1, 5, 2, 2, 4, 4, 4, 4, 1, 3, 3, 3],
        "points": 2350,
        "score": 2350,
    }
    assert GAME.to_move(state) == 1


def test_seed_player_2_must_throw_with_three_dice_and_busts() -> None:
    state = new("ones_and_fives", 2).evolve(seat=1)
    state = play(
        "ones_and_fives",
        state,
        [
            (ROLL, [1, 1, 5, 5, 2, 4]),
            (roll(0, 1, 2, 3), [1, 1]),  # 300, 2 left
            (roll(0, 1), [1, 1, 1, 2, 3, 4]),  # 500 and hot dice: he throws on
        ],
    )
    assert selection_score(state, [0, 1, 2]) == 1000
    assert not can_bank(state, [0, 1, 2])  # 1 500 with 3 dice left
    assert {"type": "bank", "keep": [0, 1, 2]} not in GAME.legal_actions(state)
    with pytest.raises(IllegalAction) as refused:
        GAME.apply(state, bank(0, 1, 2))
    assert refused.value.key == "dice.ones_and_fives.no_bank"
    state = play("ones_and_fives", state, [(roll(0, 1, 2), [2, 3, 4])])
    assert state.scores == (0, 0)
    assert state.event == {
        "type": "bust",
        "seat": 1,
        "set_aside": [1, 1, 5, 5, 1, 1, 1, 1, 1],
        "dice": [2, 3, 4],
        "lost": 1500,
    }
    assert GAME.to_move(state) == 0 and state.turn_total == 0


def at_throw(throw: list[int], total: int = 0):
    """A state right after `throw`, with `total` points already set aside this turn."""
    state = new("ones_and_fives").evolve(turn_total=total, dice_left=len(throw))
    return play("ones_and_fives", state, [(ROLL, throw)])


def test_banking_needs_400_and_at_most_two_dice_left() -> None:
    state = at_throw([1, 5, 2, 3, 4, 6], total=300)
    assert can_bank(state, [0]) is False  # 400 but 5 dice left
    state = at_throw([1, 5, 2], total=300)
    assert can_bank(state, [0]) is True  # 400 with 2 left
    assert can_bank(state, [1]) is False  # 350
    state = at_throw([1, 5], total=250)
    assert can_bank(state, [0, 1]) is True  # 400 after hot dice (0 left)
    assert can_bank(state, [0]) is False  # 350 with 1 left


def test_keep_must_score_and_come_from_this_throw() -> None:
    state = at_throw([2, 2, 2, 2, 3, 5])
    assert selection_score(state, [0, 1, 2]) == 200
    assert selection_score(state, [0, 1, 2, 3]) is None  # 2,2,2,2 cannot be set aside
    assert selection_score(state, [4]) is None
    assert selection_score(state, []) is None
    assert selection_score(state, [0, 0, 1]) is None
    assert selection_score(state, [9]) is None
    for bad in (roll(), roll(0, 1, 2, 3), roll(4), {"type": "roll", "keep": [7]}, roll(0, 0)):
        with pytest.raises(IllegalAction):
            GAME.apply(state, bad)


def test_hot_dice_throw_all_six_again() -> None:
    state = at_throw([1, 5], total=100)
    state = GAME.apply(state, roll(0, 1))
    assert state.event["hot_dice"] is True
    assert state.pending == 6 and state.turn_total == 250


def test_legal_actions_collapse_equal_faces() -> None:
    state = at_throw([1, 1, 2, 3, 4, 6], total=300)
    assert GAME.legal_actions(state) == [roll(0, 1), roll(0)]  # no bank with 4 or 5 dice left
    state = at_throw([2, 1, 1], total=300)
    assert GAME.legal_actions(state) == [roll(1, 2), bank(1, 2), roll(1), bank(1)]


def test_first_action_is_a_plain_roll_and_bank_is_refused_before_any_throw() -> None:
    state = new("ones_and_fives")
    assert GAME.legal_actions(state) == [ROLL]
    with pytest.raises(IllegalAction):
        GAME.apply(state, bank())
    with pytest.raises(IllegalAction):
        GAME.apply(state, roll(0))


def test_reaching_the_target_wins_at_once() -> None:
    state = new("ones_and_fives", 3, target=1000).evolve(scores=(0, 900, 0), seat=1)
    state = play("ones_and_fives", state, [(ROLL, [1, 1, 1, 5, 5, 2])])
    state = GAME.apply(state, roll(0, 1, 2, 3, 4))
    state = play("ones_and_fives", state, [({"type": "throw", "dice": [5]}, None)])
    state = GAME.apply(state, bank(0))
    assert state.over and state.scores[1] == 900 + 1100 + 50
    result = GAME.result(state)
    assert result.placings == (2, 1, 2) and result.winners == (1,)
