"""GNU Backgammon's judgement of one decision (the tutor's and the analysis's), and the
Performance Rating of a small match checked by hand."""

from __future__ import annotations

import pytest

from rules.backgammon import BACKGAMMON as GAME
from rules.backgammon.judge import Judgement, judge
from rules.backgammon.record import Analysis, replay
from rules.backgammon.state import State
from rules.base import resolve_options
from tests.rules.backgammon.helpers import position

pytest.importorskip("gnubg")

OPTIONS = resolve_options(GAME.options, {"opening": "standard"})
OPENING_31 = State(options=OPTIONS, phase="move", dice=(3, 1))


def move(text: str) -> dict:
    return {"type": "move", "move": text}


def test_a_known_blunder_is_very_bad_and_the_best_move_passes_in_silence():
    blunder = judge(OPENING_31, move("8/7 8/5"))  # two blots instead of the 5-point
    assert blunder.skill == "very_bad" and blunder.loss >= 0.12
    assert (blunder.seat, blunder.chosen, blunder.best, blunder.dice) == (
        0,
        "8/7 8/5",
        "8/5 6/5",
        (3, 1),
    )
    best = judge(OPENING_31, move("8/5 6/5"))
    assert best.loss == 0 and best.skill is None and best.in_pr and best.in_error_rate
    stepped = OPENING_31
    for start, end in ((8, 7), (8, 5)):  # the same blunder built step by step, then confirmed
        stepped = GAME.apply(stepped, {"type": "step", "from": start, "to": end})
    assert judge(stepped, {"type": "confirm"}) == blunder


def test_gnubgs_words_follow_its_thresholds():
    words = [
        Judgement(0, "a", "b", loss, True, True).skill
        for loss in (0.0, 0.029, 0.03, 0.059, 0.06, 0.119, 0.12, 0.5)
    ]
    assert words == [None, None, "doubtful", "doubtful", "bad", "bad", "very_bad", "very_bad"]


def test_cube_decisions_and_what_is_no_decision_at_all():
    start = State(options=OPTIONS, phase="roll")
    double = judge(start, {"type": "double"})
    assert (double.chosen, double.best, double.skill) == ("double", "roll", "very_bad")
    assert judge(start, {"type": "roll"}) is None  # an obvious no double: nobody counts it
    assert judge(OPENING_31, {"type": "step", "from": 8, "to": 5}) is None
    assert judge(OPENING_31, {"type": "offer", "level": 1}) is None
    # On the bar against a closed board: no legal move, so no choice to judge.
    closed = position({13: 5, 8: 4, 6: 5}, {point: 2 for point in range(19, 25)}, (1, 0))
    stuck = State(options=OPTIONS, phase="move", dice=(6, 6), board=closed)
    assert judge(stuck, move("")) is None


# A single game, each decision's loss worked out by gnubg (moves cubeful at 0-ply, the cube at
# 2-ply), the counts by hand:
# seat 0: 8/7 8/5 0.5338, (his no double after 6-5 is obvious: no decision), bar/22 0.1977,
#         a pass 0.5567 — 3 decisions for both measures;
# seat 1: a no double 0 (XG counts it: doubling was within 0.2; gnubg does not: not within
#         0.1), 24/18* 13/8 0.0065, a double 0.0407 — 3 decisions for the PR, 2 for gnubg.
SMALL_MATCH = [
    (None, "chance", {"type": "throw", "dice": [3, 1]}),
    (0, "play", move("8/7 8/5")),
    (1, "play", {"type": "roll"}),
    (None, "chance", {"type": "throw", "dice": [6, 5]}),
    (1, "play", move("24/18* 13/8")),
    (0, "play", {"type": "roll"}),
    (None, "chance", {"type": "throw", "dice": [2, 1]}),
    (0, "play", move("bar/22")),
    (1, "play", {"type": "double"}),
    (0, "play", {"type": "drop"}),
]


def test_the_performance_rating_of_a_small_match_checked_by_hand():
    record = replay(OPTIONS, SMALL_MATCH)
    analysis = record.analysis
    assert record.games[0].result["kind"] == "drop"
    assert analysis.pr_decisions == [3, 3] and analysis.decisions == [3, 2]
    assert analysis.pr(0) == pytest.approx(500 * (0.5338 + 0.1977 + 0.5567) / 3, abs=0.05)
    assert analysis.pr(1) == pytest.approx(500 * (0 + 0.0065 + 0.0407) / 3, abs=0.05)
    assert analysis.error_rate(1) == pytest.approx(1000 * (0.0065 + 0.0407) / 2, abs=0.1)
    worst = [(m.judgement.chosen, m.judgement.best) for m in analysis.costliest[0]]
    assert worst == [("drop", "take"), ("8/7 8/5", "8/5 6/5"), ("bar/22", "bar/23 6/5")]


def test_pr_arithmetic_leaves_out_what_xg_calls_obvious():
    analysis, game_two = Analysis(), Analysis()
    decisions = [  # loss, counted by gnubg, counted by XG
        (0.080, True, True),
        (0.000, True, True),
        (0.0005, True, False),  # best and worst play within 0.001
        (0.100, True, True),  # a take
        (0.000, False, True),  # a no double gnubg finds not close
    ]
    for at, (loss, in_error_rate, in_pr) in enumerate(decisions):
        analysis.charge(Judgement(0, "x", "y", loss, in_error_rate, in_pr), 1, at)
    assert analysis.pr(0) == pytest.approx(500 * 0.18 / 4)  # 22.5
    assert analysis.error_rate(0) == pytest.approx(1000 * 0.1805 / 4)  # 45.125
    game_two.charge(Judgement(0, "z", "y", 0.2, True, True), 2, 9)
    analysis.charge_all(0, game_two)  # the match: both games
    assert analysis.pr(0) == pytest.approx(500 * 0.38 / 5)  # 38.0
    assert [m.game for m in analysis.costliest[0]] == [2, 1, 1]
    assert [step[0] for step in analysis.steps[0]] == [0, 1, 2, 3, 4, 9]  # a replay's, in order
    assert analysis.pr(1) is None
