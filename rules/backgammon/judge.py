"""GNU Backgammon's judgement of one decision: the equity it gave up against the best choice,
gnubg's word for the error, and whether gnubg's error rate and XG's Performance Rating count
it. The analysis of a game (record.py) and the tutor, which judges a player's decision as he
makes it, both ask here, so that the board's tutor line and the end of the game agree.

Equity is gnubg's EMG: in a match, the match winning chances lost are scaled to the equity of a
money game at the cube (the engine's own `_normalised`), so that errors read alike in matches
and single games. Checker plays
are judged cubefully at 0-ply, like gnubg's quick analysis; cube decisions at 2-ply (World Class),
like gnubg's analysis, unless 0-ply finds the roll far from a double.

What counts as a decision:
- gnubg's error rate (mEMG per decision): every unforced move, and every cube decision except
  a right no double that was never close (doubling worse by more than CLOSE_CUBE).
- XG's PR, as Backgammon Galaxy shows it too (500 × the equity lost per decision): XG's help
  leaves out the "obvious" decisions, from both the sum and the count: a forced move, a move
  whose best and worst plays differ by less than TRIVIAL, and a no double when doubling
  would change nothing (an optional double) or is worse by OBVIOUS_NO_DOUBLE or more (an
  obvious no double, or too good to double). A double, a take and a pass always count. (XG's
  last case, a cube decision "very negative" before and after doubling when far behind in a
  match, is not told apart here: such a no double counts.)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from rules.backgammon import engine
from rules.backgammon.actions import apply_action
from rules.backgammon.board import Position, flip
from rules.backgammon.levels import EXPERT
from rules.backgammon.notation import format_move, parse_move
from rules.backgammon.state import CUBE, MOVE, ROLL, State

CLOSE_CUBE = 0.1  # gnubg: a right no double this far from doubling was no real decision
JUDGED_MOVES = 8  # judged deeper: the 8 best by 0-ply, and the move played
TRIVIAL = 0.001  # XG: choices this close (best and worst play; double or not): no decision
OBVIOUS_NO_DOUBLE = 0.2  # XG: no double this much better than doubling, no decision
# gnubg's words for an error by the equity it loses (its default thresholds), worst first.
SKILLS = (("very_bad", 0.12), ("bad", 0.06), ("doubtful", 0.03))


@dataclass(frozen=True)
class Judgement:
    """A decision of `seat`: `chosen` and `best` are moves in notation, or cube choices
    ("double", "roll" — no double —, "take", "drop"); `dice` the move's dice (none for the
    cube)."""

    seat: int
    chosen: str
    best: str
    loss: float  # equity given up (EMG), 0 for the best choice
    in_error_rate: bool  # a decision gnubg's error rate counts
    in_pr: bool  # a decision XG's PR counts
    dice: tuple[int, ...] = ()

    @property
    def skill(self) -> str | None:
        """gnubg's word for the error ("doubtful", "bad", "very_bad"), None below doubtful."""
        return next((word for word, bound in SKILLS if self.loss >= bound), None)


def judge(before: State, action: dict[str, Any]) -> Judgement | None:
    """The judgement of `action` taken in `before`; None when it is no decision to judge (a
    throw, a step, a resignation, a forced move) or without GNU Backgammon."""
    if not engine.available():
        return None
    kind = action.get("type")
    if before.phase == ROLL and kind in ("roll", "double"):
        return _cube(before, before.turn, kind)
    if before.phase == CUBE and kind in ("take", "drop"):
        return _cube(before, 1 - before.turn, kind)
    if before.phase == MOVE and kind in ("move", "confirm"):
        after = apply_action(before, action)
        if after.last_turn is before.last_turn:  # a confirm that did not finish the move
            return None
        return _move(before, after.last_turn["move"])
    return None


def move_loss(before: State, result: Position, plies: int = 0) -> float | None:
    """The equity the mover gives up by moving to `result` instead of the best move (None
    without GNU Backgammon, or when the roll left no choice): every move at 0-ply, as gnubg's
    quick analysis judges, or with `plies` the JUDGED_MOVES best by 0-ply and the one played
    at that depth (the strength benchmark's judge)."""
    found = _equities(before, result, plies)
    if found is None:
        return None
    _, values = found
    return engine._normalised(before, max(values.values()) - values[result])


def _equities(
    before: State, result: Position, plies: int
) -> tuple[list[engine.Ranked], dict[Position, float]] | None:
    """The moves ranked cubefully at 0-ply, and what the judged ones are worth (at `plies`)."""
    ranked = engine.ranked_moves(before, EXPERT)
    if len(ranked) < 2 or ranked[0].equity is None:
        return None
    if not plies:
        return ranked, {entry.result: entry.equity for entry in ranked}
    looked = {entry.result for entry in ranked[:JUDGED_MOVES]} | {result}
    return ranked, engine.equities(before, looked, plies)


def _move(before: State, played: str) -> Judgement | None:
    start = before.board if before.turn == 0 else flip(before.board)
    result, _ = parse_move(start, before.dice, played)
    found = _equities(before, result, 0)
    if found is None:
        return None
    ranked, values = found
    best = max(values, key=values.get)
    spread = engine._normalised(before, ranked[0].equity - ranked[-1].equity)
    return Judgement(
        seat=before.turn,
        chosen=played,
        best=format_move(next(entry.move for entry in ranked if entry.result == best)),
        loss=engine._normalised(before, values[best] - values[result]),
        in_error_rate=True,
        in_pr=spread >= TRIVIAL,
        dice=before.dice,
    )


def _cube(before: State, seat: int, choice: str) -> Judgement | None:
    """A cube decision: the player on roll's "double" or "roll", or the other's "take" or
    "drop" while a double is offered (his equities are the doubler's, negated)."""
    if choice == "roll" and _far_from_a_double(before):
        return None
    advice = engine.cube_advice(before)  # at World Class: 2-ply, as gnubg's analysis
    if advice.no_double is None:
        return None
    if choice in ("take", "drop"):
        options = {"take": -advice.double_take, "drop": -advice.double_pass}
    else:
        options = {"double": min(advice.double_take, advice.double_pass), "roll": advice.no_double}
    best = max(options, key=options.get)
    loss = engine._normalised(before, options[best] - options[choice])
    in_error_rate = in_pr = True
    if choice == "roll":
        # How much better than doubling not doubling is (negative: doubling was right).
        margin = engine._normalised(before, options["roll"] - options["double"])
        in_error_rate = loss > 0 or margin <= CLOSE_CUBE
        in_pr = abs(margin) >= TRIVIAL and margin < OBVIOUS_NO_DOUBLE
    if not (in_error_rate or in_pr):
        return None
    return Judgement(seat, choice, best, loss, in_error_rate, in_pr)


def _far_from_a_double(before: State) -> bool:
    """Whether 0-ply finds not doubling better than doubling by OBVIOUS_NO_DOUBLE or more: no
    real decision at 2-ply either (most rolls are such; 2-ply moves that margin by less), so
    the 2-ply look is spared."""
    quick = engine.cube_advice(before, EXPERT)
    if quick.no_double is None:
        return False
    doubled = min(quick.double_take, quick.double_pass)
    return engine._normalised(before, quick.no_double - doubled) >= OBVIOUS_NO_DOUBLE
