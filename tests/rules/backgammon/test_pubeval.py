"""pubeval: the published weights reproduce a reference implementation, and it plays sense."""

from __future__ import annotations

import math

import pytest

from rules.backgammon.board import starting_position
from rules.backgammon.notation import format_move
from rules.backgammon.pubeval import best_move, evaluate
from tests.rules.backgammon.helpers import position

# Scores from `gnubg_nn.pub_eval_score` (PyPI gnubg-nn 1.1.0a11) for positions of random games,
# each written as its 28 numbers (see board.py).
REFERENCE: list[tuple[str, float]] = [
    (" ".join(str(n) for n in starting_position()), 6.84055),
    ("4 8 3 -2 0 0 0 -1 -1 0 0 -1 0 -1 0 -1 -2 0 0 0 0 0 -1 -3 -2 0 0 0", -43.39503),
    ("0 0 6 4 0 1 2 0 0 1 0 0 0 0 0 1 0 0 0 0 0 0 0 0 -1 0 0 14", -13.80591),
    ("0 0 -1 -4 -2 -1 2 -3 1 0 2 -1 -1 1 0 1 0 0 1 0 0 1 1 -2 4 1 0 0", -1.43877),
    ("0 6 2 0 2 0 0 -1 1 0 -1 0 0 0 0 0 0 0 0 1 1 1 -1 -9 -3 1 0 0", -6.29550),
    ("0 -1 -1 2 0 0 4 2 0 0 0 1 -3 3 0 0 -1 -2 1 -2 0 -2 -1 -2 2 0 0 0", 8.71854),
    ("0 -2 4 0 -1 0 4 1 1 0 0 0 0 4 0 0 0 -2 0 -4 1 -1 -1 -3 -1 0 0 0", 3.25663),
]


@pytest.mark.parametrize(("final", "score"), REFERENCE)
def test_scores_match_the_reference_implementation(final: str, score: float) -> None:
    assert evaluate(tuple(int(n) for n in final.split())) == pytest.approx(score, abs=1e-4)


def test_a_finished_game_scores_best() -> None:
    assert evaluate(position({}, {20: 15})) == math.inf


def test_plays_the_classic_opening_moves() -> None:
    assert format_move(best_move(starting_position(), (3, 1))[1]) == "8/5 6/5"
    assert format_move(best_move(starting_position(), (6, 1))[1]) == "13/7 8/7"


def test_bears_off_when_it_can() -> None:
    assert format_move(best_move(position({2: 1, 1: 1}, {20: 15}), (6, 5))[1]) == "2/off 1/off"
