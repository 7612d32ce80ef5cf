"""figures: throws and marks, writing, the end of the game and its placings."""

from __future__ import annotations

import pytest

from rules.base import IllegalAction
from rules.dice import FIGURES, open_figures, writable_figures
from rules.dice.state import OPEN
from tests.rules.dice.helpers import RULES, new, play

GAME = RULES["figures"]
ROLL = {"type": "roll"}
END = {"type": "end_turn"}


def keep(*indices: int) -> dict:
    return {"type": "roll", "keep": list(indices)}


def write(figure: str) -> dict:
    return {"type": "write", "figure": figure}


def test_a_turn_has_three_throws_and_kept_dice_come_first() -> None:
    state = new("figures", 2)
    assert state.throws_left == 3 and GAME.legal_actions(state) == [ROLL, END]
    state = play("figures", state, [(ROLL, [1, 4, 2, 4, 6, 4])])
    assert state.throws_left == 2 and writable_figures(state) == {"fours": 12}
    state = play("figures", state, [(keep(1, 3, 5), [4, 2, 3])])
    assert state.throw == (4, 4, 4, 4, 2, 3) and state.throws_left == 1
    assert writable_figures(state) == {"fours": 16, "poker": 16}
    state = play("figures", state, [(keep(0, 1, 2, 3), [6, 6])])
    assert state.throws_left == 0
    assert keep(0) not in GAME.legal_actions(state)
    with pytest.raises(IllegalAction) as refused:
        GAME.apply(state, keep(0))
    assert refused.value.key == "dice.figures.no_throws"
    state = GAME.apply(state, write("two_three"))
    assert state.figures[0][FIGURES.index("two_three")] == 24  # 4,4,4 + 6,6
    assert state.scores == (24, 0) and state.marks == (0, 0) and GAME.to_move(state) == 1


def test_unused_throws_become_marks_and_carry_over() -> None:
    state = play("figures", new("figures", 2), [(ROLL, [2, 2, 3, 3, 5, 5])])
    state = GAME.apply(state, write("pairs"))  # after the first throw: 2 marks
    assert state.marks == (2, 0) and state.event["marks"] == 2
    state = GAME.apply(state, END)  # seat 1 ends without throwing: 3 marks
    assert state.marks == (0, 3)  # seat 0's marks are now his throws
    assert state.throws_left == 5 and state.seat == 0
    state = play("figures", state, [(ROLL, [1, 2, 3, 4, 5, 6])])
    state = GAME.apply(state, END)  # 4 throws unused
    assert state.marks == (4, 0) and state.throws_left == 6  # seat 1: 3 + 3


def test_write_needs_an_open_formed_figure() -> None:
    state = play("figures", new("figures"), [(ROLL, [3, 3, 3, 1, 2, 6])])
    for bad in (write("fours"), write("nonsense"), {"type": "write"}):
        with pytest.raises(IllegalAction):
            GAME.apply(state, bad)
    assert GAME.legal_actions(state)[0] == write("threes")
    state = GAME.apply(state, write("threes"))
    state = play("figures", state, [(ROLL, [3, 3, 3, 1, 2, 6])])
    assert writable_figures(state) == {}  # threes is written
    assert "threes" not in open_figures(state, 0)
    with pytest.raises(IllegalAction) as refused:
        GAME.apply(state, write("threes"))
    assert refused.value.key == "dice.figures.not_formed"


def test_first_throw_is_all_six_and_one_die_must_be_thrown() -> None:
    state = new("figures")
    with pytest.raises(IllegalAction):
        GAME.apply(state, keep(0))
    with pytest.raises(IllegalAction):
        GAME.apply(state, write("ones"))  # nothing thrown yet
    state = play("figures", state, [(ROLL, [1, 2, 3, 4, 5, 5])])
    with pytest.raises(IllegalAction) as refused:
        GAME.apply(state, keep(0, 1, 2, 3, 4, 5))
    assert refused.value.key == "dice.figures.keep_all"
    state = play("figures", state, [(keep(), [6, 6, 6, 6, 6, 6])])  # throw all six again
    assert writable_figures(state)["general"] == 36


def almost_done(written_by_0: int, written_by_1: int):
    """Two players; seat 0 has `written_by_0` figures written (2 points each), seat 1 too."""
    rows = tuple(
        tuple(2 if i < count else OPEN for i in range(len(FIGURES)))
        for count in (written_by_0, written_by_1)
    )
    return new("figures", 3).evolve(
        figures=(*rows, rows[1]), scores=(2 * written_by_0, 2 * written_by_1, 2 * written_by_1)
    )


def test_the_game_ends_when_a_player_writes_all_14_and_he_places_first() -> None:
    state = almost_done(13, 13).evolve(seat=1)
    state = GAME.apply(state, END).evolve(throws_left=3)  # seat 1 waits
    state = play("figures", state, [(ROLL, [1, 2, 3, 4, 5, 6])])
    assert state.seat == 2
    state = GAME.apply(state, write("straight"))
    assert state.over and state.finisher == 2
    result = GAME.result(state)
    assert result.placings == (2, 2, 1)  # finisher first though his points are equal
    assert result.winners == (2,)


def test_others_are_placed_by_figures_written_then_points() -> None:
    state = almost_done(13, 12).evolve(scores=(5, 40, 40))
    result = GAME.result(state)
    assert result.placings == (1, 2, 2)  # 13 figures beat 12 whatever the points
    state = state.evolve(figures=(state.figures[1],) * 3, scores=(40, 40, 30))
    assert GAME.result(state).placings == (1, 1, 3)  # equal figures: more points first
