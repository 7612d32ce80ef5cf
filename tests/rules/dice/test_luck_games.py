"""sequence and forbidden."""

from __future__ import annotations

import pytest

from rules.base import FixedDice
from tests.rules.dice.helpers import RULES, new, play

ROLL = {"type": "roll"}


def test_sequence_scores_the_run_from_one_and_passes_the_turn() -> None:
    state = play("sequence", new("sequence", 2), [(ROLL, [1, 2, 3, 6, 6, 1])])
    assert state.scores == (10, 0) and state.seat == 1
    assert state.event == {
        "type": "score",
        "seat": 0,
        "dice": [1, 2, 3, 6, 6, 1],
        "points": 10,
        "reset": False,
        "score": 10,
    }


def test_sequence_first_to_100_wins_at_once() -> None:
    start = new("sequence", 3).evolve(scores=(50, 80, 99), seat=1)
    state = play("sequence", start, [(ROLL, [1, 2, 3, 4, 4, 4])])
    assert not state.over and state.scores[1] == 95 and state.seat == 2
    state = play("sequence", start, [(ROLL, [1, 2, 3, 4, 5, 4])])
    assert state.over and state.scores[1] == 100
    assert RULES["sequence"].result(state).placings == (3, 1, 2)


@pytest.mark.parametrize(("reset", "score"), [(False, 45), (True, 0)])
def test_three_ones_reset_option(reset: bool, score: int) -> None:
    state = new("sequence", 1, three_ones_reset=reset).evolve(scores=(40,))
    state = play("sequence", state, [(ROLL, [1, 1, 1, 2, 4, 4])])
    assert state.scores == (score,) and state.event["reset"] is reset


def test_two_ones_do_not_reset() -> None:
    state = new("sequence", 1, three_ones_reset=True).evolve(scores=(40,))
    state = play("sequence", state, [(ROLL, [1, 1, 2, 3, 4, 4])])
    assert state.scores == (55,)


def test_forbidden_faces_are_drawn_until_they_differ() -> None:
    game = RULES["forbidden"]
    state = new("forbidden", 2)
    assert game.to_move(state) is None and state.pending == 2
    source = FixedDice([4, 4], [6, 6], [6, 2])
    # Equal faces are thrown again, each throw a chance action of its own: the log holds every
    # throw whose numbers /game verify checks.
    for throw in ([4, 4], [6, 6]):
        action = game.chance_action(state, source)
        assert action == {"type": "throw", "dice": throw}
        state = game.apply(state, action)
        assert state.pending == 2 and not state.forbidden and game.to_move(state) is None
    state = game.apply(state, game.chance_action(state, source))
    assert state.forbidden == (2, 6) and game.to_move(state) == 0


def test_forbidden_turn_removes_forbidden_dice_until_none_is_left() -> None:
    state = RULES["forbidden"].apply(new("forbidden", 2), {"type": "throw", "dice": [2, 6]})
    state = play(
        "forbidden",
        state,
        [
            (ROLL, [1, 2, 3, 6, 5, 5]),  # 2 and 6 removed: 1+3+5+5 = 14, 4 dice left
            (ROLL, [6, 4, 2, 2]),  # 4, 1 die left
            (ROLL, [3]),  # 3, 1 left
            (ROLL, [6]),  # none left: turn over
        ],
    )
    assert state.scores == (21, 0) and state.seat == 1 and state.dice_left == 6
    state = play("forbidden", state, [(ROLL, [2, 2, 2, 6, 6, 2])])
    assert state.over and state.scores == (21, 0)
    assert RULES["forbidden"].result(state).placings == (1, 2)


def test_forbidden_ties_share_the_win() -> None:
    state = new("forbidden", 2).evolve(forbidden=(1, 2), pending=0, scores=(9, 0), turns=(1, 0))
    state = play("forbidden", state.evolve(seat=1), [(ROLL, [4, 5, 1, 1, 1, 1]), (ROLL, [1, 2])])
    assert state.over and RULES["forbidden"].result(state).placings == (1, 1)
