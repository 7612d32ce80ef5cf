"""The computer's judgement: GNU Backgammon's neural nets (the `gnubg` package, 0-ply) when it
can be imported, else pubeval for the checker play and computer.py's rules of thumb for the
cube. gnubg is imported lazily, once, so rules/ imports without it, and both engines are
deterministic: given the dice, a game replays exactly.

gnubg's module is bound to the thread that first used it (a call from another thread crashes
the process): the bot calls these functions only in its engine process (bot/engine_worker.py).

Checker play: every legal move at 0-ply, the best few again at 1-ply (gnubg's move filter).
Cube decisions from gnubg's cubeless 0-ply probabilities: in a single game (money play)
Janowski's model, live and dead cube mixed by the cube efficiency, as gnubg's own 0-ply cubeful
evaluation does; in a match the same model on the scale of match winning chances from gnubg's
match equity table.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from functools import cache
from types import ModuleType
from typing import Any

from rules.backgammon import computer, pubeval
from rules.backgammon.board import (
    BAR,
    CHECKERS,
    OFF,
    OPPONENT_BAR,
    Position,
    flip,
    is_race,
    pip_count,
)
from rules.backgammon.computer import CubeAdvice
from rules.backgammon.moves import Move, legal_moves
from rules.backgammon.scoring import game_value
from rules.backgammon.state import MOVE, State, mover_position

CONTACT_CUBE_EFFICIENCY = 0.68
# The move filter: the best moves at 0-ply, if this close to the best, are looked at 1-ply.
DEEPER_MOVES = 5
DEEPER_WITHIN = 0.16


@cache
def _gnubg() -> ModuleType | None:
    try:
        import gnubg
    except ImportError:
        return None
    return gnubg


def available() -> bool:
    """Whether GNU Backgammon's engine is in use (else the pubeval fallback)."""
    return _gnubg() is not None


@cache
def _cubeless(plies: int) -> Any:
    """Cubeless, deterministic, no noise; deeper plies on gnubg's pruning nets."""
    return _gnubg().evalcontext(0, plies, 1, int(plies > 0), 0.0)


# The cube does not enter a cubeless evaluation: one money cube serves every position.
_MONEY = {"cube": 1, "cubeowner": -1, "move": 0, "matchto": 0, "score": (0, 0), "crawford": 0}


@dataclass(frozen=True)
class Ranked:
    """A legal move, its resulting position and its equity for the mover (None: pubeval)."""

    result: Position
    move: Move
    equity: float | None


def ranked_moves(state: State, deeper: bool = True) -> list[Ranked]:
    """The mover's legal moves, best first (`deeper`: the best few looked at 1-ply)."""
    position = mover_position(state)
    legal = legal_moves(position, state.dice)
    gnubg = _gnubg()
    if gnubg is None:
        # sorted() keeps equals in order, so the first is pubeval.best_move's choice
        return [
            Ranked(result, move, None)
            for result, move in sorted(
                legal.items(), key=lambda item: pubeval.evaluate(item[0]), reverse=True
            )
        ]
    # Each result evaluated for the opponent on roll, as gnubg's own move search does (its
    # findbestmoves drops the bear-offs from the moves it returns, so we search ourselves):
    # every move at 0-ply, then the best few again one ply deeper (gnubg's move filter).
    ranked = [
        Ranked(result, move, _utility(state, _odds_after(result, _cubeless(0))))
        for result, move in legal.items()
    ]
    ranked.sort(key=lambda entry: entry.equity, reverse=True)
    if not deeper:
        return ranked
    best = ranked[0].equity
    deeper = [
        dataclasses.replace(entry, equity=_utility(state, _odds_after(entry.result, _cubeless(1))))
        for entry in ranked[:DEEPER_MOVES]
        if best - entry.equity <= DEEPER_WITHIN
    ]
    deeper.sort(key=lambda entry: entry.equity, reverse=True)
    return deeper + ranked[len(deeper) :]


def best_move(state: State) -> Move:
    """The computer's move (gnubg's best, looked at 1-ply)."""
    return ranked_moves(state)[0].move


def roll_luck(state: State, dice: tuple[int, int]) -> float | None:
    """How much the roll `dice` gained the player about to throw in `state`: his equity after
    the best move with it, less his equity before the throw (0-ply; None without gnubg)."""
    odds = probabilities(state)
    if odds is None:
        return None
    rolled = dataclasses.replace(state, phase=MOVE, dice=dice, partial=())
    after = ranked_moves(rolled, deeper=False)[0].equity
    return _normalised(state, after - _utility(state, odds))


def _normalised(state: State, loss: float) -> float:
    """A loss in match winning chances as equity of a single game at the cube (gnubg's EMG),
    so errors in matches and single games read alike."""
    if state.options["match_to"] == 1:
        return loss
    spread = _match_chance(state, state.cube) - _match_chance(state, -state.cube)
    return 2 * loss / spread if spread > 0 else 0.0


def probabilities(state: State) -> tuple[float, ...] | None:
    """(win, win gammon, win backgammon, lose gammon, lose backgammon, cubeless equity) of the
    player on roll (the mover, or the doubler while a double is offered); None without gnubg."""
    gnubg = _gnubg()
    if gnubg is None:
        return None
    return tuple(gnubg.evaluate(_board(mover_position(state)), _MONEY, _cubeless(0)))


def _odds_after(result: Position, context: Any) -> tuple[float, ...]:
    """The mover's (win, win gammon, win backgammon, lose gammon, lose backgammon) once he has
    moved to `result` and the opponent is on roll."""
    if result[OFF] == CHECKERS:
        points, _ = game_value(result, "standard")
        return 1.0, float(points >= 2), float(points == 3), 0.0, 0.0
    board = _board(flip(result))
    win, win_gammon, win_backgammon, lose_gammon, lose_backgammon, _ = _gnubg().evaluate(
        board, _MONEY, context
    )
    return 1 - win, lose_gammon, lose_backgammon, win_gammon, win_backgammon


def _utility(state: State, odds: tuple[float, ...]) -> float:
    """What the odds are worth to the mover: cubeless equity in a single game, match winning
    chances in a match."""
    if state.options["match_to"] == 1:
        win, win_gammon, win_backgammon, lose_gammon, lose_backgammon = odds[:5]
        return 2 * win - 1 + win_gammon - lose_gammon + win_backgammon - lose_backgammon
    return sum(p * _match_chance(state, points * state.cube) for p, points in _outcomes(odds))


def _outcomes(odds: tuple[float, ...]) -> tuple[tuple[float, int], ...]:
    """(probability, points won per cube) of each way the game can end."""
    win, win_gammon, win_backgammon, lose_gammon, lose_backgammon = odds[:5]
    return (
        (win - win_gammon, 1),
        (win_gammon - win_backgammon, 2),
        (win_backgammon, 3),
        (1 - win - lose_gammon, -1),
        (lose_gammon - lose_backgammon, -2),
        (lose_backgammon, -3),
    )


def cube_advice(state: State) -> CubeAdvice:
    """Should the player on roll double, and should the other take?"""
    odds = probabilities(state)
    position = mover_position(state)
    if odds is None:
        return computer.cube_advice(state)
    if state.options["match_to"] > 1:
        no_double, double_take, double_pass = _match_equities(state, position, odds)
    else:
        no_double, double_take, double_pass = _money_equities(state, position, odds)
    return CubeAdvice(
        double=min(double_take, double_pass) > no_double,
        take=double_take <= double_pass,
        no_double=no_double,
        double_take=double_take,
        double_pass=double_pass,
        match=state.options["match_to"] > 1,
    )


def accepts_resignation(state: State) -> bool:
    """Whether the seat offered a resignation should accept it: the offer is worth at least
    what it expects from playing on (without gnubg: what the board would score now)."""
    odds = probabilities(state)
    if odds is None:
        return computer.accepts_resignation(state)
    return state.resign_offer >= -odds[5]


# --- gnubg's view of the game -----------------------------------------------------------------


def _board(position: Position) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """gnubg's board: (opponent, player on roll), each 24 points from its own side + its bar."""
    mover = (*(max(position[point], 0) for point in range(1, 25)), position[BAR])
    other = (*(max(-position[25 - point], 0) for point in range(1, 25)), position[OPPONENT_BAR])
    return other, mover


def _efficiency(position: Position) -> float:
    """The share of the cube's full (live) value it keeps: gnubg's figures, growing with the
    pip count in a race."""
    if is_race(position):
        return min(max(0.55 + 0.00125 * pip_count(position)[0], 0.6), 0.7)
    return CONTACT_CUBE_EFFICIENCY


def _cubeful(win: float, wins: float, losses: float, efficiency: float, access: str) -> float:
    """Janowski's cubeful equity (per cube) of the player on roll who wins with probability
    `win`, `wins` points on average when he wins and `losses` when he loses; `access` says who
    may double: "centred", "owned" (he does) or "unavailable" (the opponent owns the cube)."""
    take_point = (losses - 0.5) / (wins + losses + 0.5)
    cash_point = (losses + 1.0) / (wins + losses + 0.5)
    if access == "unavailable" or (access == "centred" and win <= take_point):
        if win <= take_point:  # the opponent cashes when we reach our take point
            live = -losses + (losses - 1) * win / take_point
        else:
            live = -1 + (wins + 1) * (win - take_point) / (1 - take_point)
    elif win >= cash_point:  # we cash at our cash point
        live = 1 + (wins - 1) * (win - cash_point) / (1 - cash_point)
    elif access == "owned":
        live = -losses + (1 + losses) * win / cash_point
    else:
        live = -1 + 2 * (win - take_point) / (cash_point - take_point)
    dead = win * wins - (1 - win) * losses
    return dead * (1 - efficiency) + live * efficiency


def _money_equities(
    state: State, position: Position, odds: tuple[float, ...]
) -> tuple[float, float, float]:
    """Cubeful equities (per current cube) of no double, double/take, double/pass."""
    win, win_gammon, win_backgammon, lose_gammon, lose_backgammon, _ = odds
    wins = 1.0 + (win_gammon + win_backgammon) / win if win > 0 else 1.0
    losses = 1.0 + (lose_gammon + lose_backgammon) / (1 - win) if win < 1 else 1.0
    efficiency = _efficiency(position)
    access = "centred" if state.cube_owner is None else "owned"
    no_double = _cubeful(win, wins, losses, efficiency, access)
    return no_double, 2 * _cubeful(win, wins, losses, efficiency, "unavailable"), 1.0


def _match_equities(
    state: State, position: Position, odds: tuple[float, ...]
) -> tuple[float, float, float]:
    """Match winning chances of no double, double/take and double/pass: Janowski's model on
    each cube's own scale, where winning a single game at that cube is +1 and losing one -1,
    and the outcomes are worth what gnubg's match equity table says."""
    efficiency = _efficiency(position)

    def chances(cube: int, access: str) -> float:
        high, low = _match_chance(state, cube), _match_chance(state, -cube)
        if high == low:
            return high
        totals = {True: [0.0, 0.0], False: [0.0, 0.0]}  # won?: [probability, scaled value]
        for probability, points in _outcomes(odds):
            value = 2 * (_match_chance(state, points * cube) - low) / (high - low) - 1
            totals[points > 0][0] += probability
            totals[points > 0][1] += probability * value
        win = totals[True][0]
        wins = totals[True][1] / win if win > 0 else 1.0
        losses = -totals[False][1] / (1 - win) if win < 1 else 1.0
        equity = _cubeful(win, wins, losses, efficiency, access)
        return low + (equity + 1) / 2 * (high - low)

    access = "centred" if state.cube_owner is None else "owned"
    no_double = chances(state.cube, access)
    return no_double, chances(2 * state.cube, "unavailable"), _match_chance(state, state.cube)


def _match_chance(state: State, points: int) -> float:
    """The player on roll's match winning chance once he has won (points > 0) or lost this
    game, from gnubg's match equity table."""
    match_to = state.options["match_to"]
    mine = match_to - state.score[state.turn] - max(points, 0)
    theirs = match_to - state.score[1 - state.turn] - max(-points, 0)
    if mine <= 0 or theirs <= 0:
        return float(mine <= 0)
    before, post_crawford, _ = _met(match_to)
    if 1 in (mine, theirs) and (state.crawford or state.crawford_done):
        # The Crawford game is behind us: the post-Crawford table holds the trailer's chances.
        if mine == theirs:
            return 0.5
        return post_crawford[mine - 1] if theirs == 1 else 1 - post_crawford[theirs - 1]
    return before[mine - 1][theirs - 1]


@cache
def _met(match_to: int) -> Any:
    return _gnubg().met(match_to)
