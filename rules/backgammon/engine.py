"""The computer's judgement: GNU Backgammon's neural nets (the `gnubg` package) when it can be
imported, else pubeval for the checker play and computer.py's rules of thumb for the cube. gnubg
is imported lazily, once, so rules/ imports without it. Given the dice (and a noisy level's
seed) a game replays exactly.

gnubg's module is bound to the thread that first used it (a call from another thread crashes
the process): the bot calls these functions only in its engine process
(bot/engine_process.py, answering from rules/backgammon/engine_requests.py).

Each decision is made at a level (levels.py, gnubg's player presets). Checker play: every legal
move at 0-ply (with a noisy level's noise), and at World Class the best few again at 2-ply
(gnubg's "normal" move filter, its pruning nets). A move is worth, cubefully, the opposite of
what the opponent then on roll expects with the cube as it stands, taking his best cube action
(gnubg's cubeful evaluation at the leaves). Deeper, gnubg's own search carries the cube through
the plies, which its Python module does not expose: the 2-ply winning chances go through the
same model.
Cube decisions from gnubg's cubeless winning chances (2-ply at World Class): in a single game
(money play) Janowski's model, live and dead cube mixed by the cube efficiency, as gnubg's own
0-ply cubeful evaluation does; in a match the same model on the scale of match winning chances
from gnubg's match equity table.
"""

from __future__ import annotations

import dataclasses
import hashlib
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from statistics import NormalDist
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
from rules.backgammon.levels import EXPERT, WORLD_CLASS, Level
from rules.backgammon.moves import Move, legal_moves
from rules.backgammon.scoring import game_value
from rules.backgammon.state import MOVE, State, may_double, mover_position

CONTACT_CUBE_EFFICIENCY = 0.68
# gnubg's "normal" move filter at 2-ply: of the moves ranked at 0-ply, up to 8 of those
# within 0.16 of the best are looked at deeper.
FILTER_MOVES = 8
FILTER_WITHIN = 0.16
# gnubg's position classes up to this one (the two-sided bear-off database) are exact: no noise.
EXACT_CLASSES = 5
# gnubg scales a level's noise on the gammon chances by a quarter, on the backgammons by 1/100.
NOISE_SCALE = (1.0, 0.25, 0.01, 0.25, 0.01)
NOISE_SEEDS = 2**63  # a decision's noise seed is below this
_NORMAL = NormalDist()
CUBELESS = dataclasses.replace(EXPERT, name="cubeless", cubeful=False)  # the luck of a roll


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
    """Cubeless, deterministic, no noise (a level's own is added here); deeper plies on gnubg's
    pruning nets."""
    return _gnubg().evalcontext(0, plies, 1, int(plies > 0), 0.0)


# The cube does not enter a cubeless evaluation: one money cube serves every position.
_MONEY = {"cube": 1, "cubeowner": -1, "move": 0, "matchto": 0, "score": (0, 0), "crawford": 0}

Odds = tuple[float, float, float, float, float]  # win, win gammon, win bg, lose gammon, lose bg


@dataclass(frozen=True)
class Noise:
    """A noisy level's noise in one decision: each winning chance of an evaluated position
    moves by a normal deviate times `size` (gnubg's scale per output), then stays within
    0..1 and consistent. The deviate is a hash of the decision's seed, the position and the
    output: one position gets the same noise throughout the decision (as gnubg's
    deterministic noise, which hashes the position alone), another seed other noise."""

    size: float
    seed: int

    def __call__(self, board: tuple[tuple[int, ...], ...], odds: Odds) -> Odds:
        key = self.seed.to_bytes(8, "big") + bytes(board[0]) + bytes(board[1])
        digest = hashlib.blake2b(key, digest_size=8 * len(odds)).digest()
        uniforms = [
            (int.from_bytes(digest[start : start + 8], "big") + 0.5) / 2**64
            for start in range(0, len(digest), 8)
        ]
        win, win_gammon, win_backgammon, lose_gammon, lose_backgammon = (
            min(max(chance + scale * self.size * _NORMAL.inv_cdf(uniform), 0.0), 1.0)
            for chance, scale, uniform in zip(odds, NOISE_SCALE, uniforms, strict=True)
        )
        if sum(board[0]) < CHECKERS:  # the opponent has borne off: no gammon for the roller
            win_gammon = win_backgammon = 0.0
        if sum(board[1]) < CHECKERS:
            lose_gammon = lose_backgammon = 0.0
        win_gammon = min(win_gammon, win)
        lose_gammon = min(lose_gammon, 1 - win)
        return (
            win,
            win_gammon,
            min(win_backgammon, win_gammon),
            lose_gammon,
            min(lose_backgammon, lose_gammon),
        )


def _evaluate(board: tuple[tuple[int, ...], ...], plies: int, noise: Noise | None) -> Odds:
    """The winning chances of the player on roll in gnubg's `board`, at `plies`, with a noisy
    level's noise (gnubg adds none where its bear-off database is exact)."""
    gnubg = _gnubg()
    odds = tuple(gnubg.evaluate(board, _MONEY, _cubeless(plies))[:5])
    if noise is not None and gnubg.classify(board) > EXACT_CLASSES:
        return noise(board, odds)
    return odds


@dataclass(frozen=True)
class Ranked:
    """A legal move, its resulting position and its equity for the mover (None: pubeval)."""

    result: Position
    move: Move
    equity: float | None


def ranked_moves(
    state: State, level: Level = WORLD_CLASS, noise: Noise | None = None
) -> list[Ranked]:
    """The mover's legal moves, best first, as `level` sees them: every move at 0-ply (with
    `noise`); at a level with plies, the best few (gnubg's move filter) again at its depth,
    ranked first, then the rest as they were."""
    position = mover_position(state)
    legal = legal_moves(position, state.dice)
    if _gnubg() is None:
        # sorted() keeps equals in order, so the first is pubeval.best_move's choice
        return [
            Ranked(result, move, None)
            for result, move in sorted(
                legal.items(), key=lambda item: pubeval.evaluate(item[0]), reverse=True
            )
        ]
    # Each result evaluated for the opponent on roll, as gnubg's own move search does (its
    # findbestmoves drops the bear-offs from the moves it returns, so we search ourselves).
    worth = _worth(state, level.cubeful)
    ranked = [
        Ranked(result, move, worth(result, _odds_after(result, 0, noise)))
        for result, move in legal.items()
    ]
    ranked.sort(key=lambda entry: entry.equity, reverse=True)
    if not level.plies:
        return ranked
    best = ranked[0].equity
    candidates = [
        entry
        for entry in ranked[:FILTER_MOVES]
        if _normalised(state, best - entry.equity) <= FILTER_WITHIN
    ]
    if len(candidates) < 2:  # the filter has chosen
        return ranked
    deeper = [
        dataclasses.replace(
            entry, equity=worth(entry.result, _odds_after(entry.result, level.plies))
        )
        for entry in candidates
    ]
    deeper.sort(key=lambda entry: entry.equity, reverse=True)
    return deeper + ranked[len(deeper) :]


def best_move(state: State, level: Level = WORLD_CLASS, noise: Noise | None = None) -> Move:
    """The computer's move at `level`."""
    return ranked_moves(state, level, noise)[0].move


@dataclass(frozen=True)
class Computer:
    """The computer at a level (and, at a noisy one, the decision's noise): the decisions
    game.py asks of it, as of the fallback computer module."""

    level: Level = WORLD_CLASS
    noise: Noise | None = None

    def best_move(self, state: State) -> Move:
        return best_move(state, self.level, self.noise)

    def cube_advice(self, state: State) -> CubeAdvice:
        return cube_advice(state, self.level, self.noise)

    def accepts_resignation(self, state: State) -> bool:
        return accepts_resignation(state, self.level, self.noise)


def equities(state: State, results: set[Position], plies: int) -> dict[Position, float]:
    """What each of the mover's `results` is worth to him at `plies`, cubefully (the judge's
    look at the best moves, deeper than the 0-ply ranking)."""
    worth = _worth(state, cubeful=True)
    return {result: worth(result, _odds_after(result, plies)) for result in results}


def roll_luck(state: State, dice: tuple[int, int]) -> float | None:
    """How much the roll `dice` gained the player about to throw in `state`: his equity after
    the best move with it, less his equity before the throw (cubeless 0-ply; None without
    gnubg)."""
    odds = probabilities(state, 0)
    if odds is None:
        return None
    rolled = dataclasses.replace(state, phase=MOVE, dice=dice, partial=())
    after = ranked_moves(rolled, CUBELESS)[0].equity
    return _normalised(state, after - _utility(state, odds))


def _normalised(state: State, loss: float) -> float:
    """A loss in match winning chances as equity of a single game at the cube (gnubg's EMG),
    so errors in matches and single games read alike."""
    if state.options["match_to"] == 1:
        return loss
    spread = _match_chance(state, state.cube) - _match_chance(state, -state.cube)
    return 2 * loss / spread if spread > 0 else 0.0


def probabilities(state: State, plies: int, noise: Noise | None = None) -> tuple[float, ...] | None:
    """(win, win gammon, win backgammon, lose gammon, lose backgammon, cubeless equity) of the
    player on roll (the mover, or the doubler while a double is offered) at `plies`; None
    without gnubg."""
    if _gnubg() is None:
        return None
    odds = _evaluate(_board(mover_position(state)), plies, noise)
    win, win_gammon, win_backgammon, lose_gammon, lose_backgammon = odds
    return *odds, 2 * win - 1 + win_gammon - lose_gammon + win_backgammon - lose_backgammon


def _odds_after(result: Position, plies: int, noise: Noise | None = None) -> Odds:
    """The mover's winning chances once he has moved to `result` and the opponent is on
    roll."""
    if result[OFF] == CHECKERS:
        points, _ = game_value(result, "standard")
        return 1.0, float(points >= 2), float(points == 3), 0.0, 0.0
    win, win_gammon, win_backgammon, lose_gammon, lose_backgammon = _evaluate(
        _board(flip(result)), plies, noise
    )
    return 1 - win, lose_gammon, lose_backgammon, win_gammon, win_backgammon


def _worth(state: State, cubeful: bool) -> Callable[[Position, Odds], float]:
    """What a move's result, with the mover's winning chances after it, is worth to him:
    cubeless (money equity, or match winning chances in a match), or cubefully what the
    opponent then on roll does not expect with the cube as it stands, taking his best cube
    action (gnubg's cubeful evaluation). The Crawford game's cube is dead: cubeless."""
    if not cubeful or state.crawford:
        return lambda result, odds: _utility(state, odds)
    them = dataclasses.replace(state, turn=1 - state.turn)
    may = may_double(them, them.turn)
    match = state.options["match_to"] > 1

    def cubeful_worth(result: Position, odds: Odds) -> float:
        win, win_gammon, win_backgammon, lose_gammon, lose_backgammon = odds
        theirs = (1 - win, lose_gammon, lose_backgammon, win_gammon, win_backgammon)
        no_double, double_take, double_pass = _cube_equities(them, flip(result), theirs)
        expected = max(no_double, min(double_take, double_pass)) if may else no_double
        return 1 - expected if match else -expected

    return cubeful_worth


def _utility(state: State, odds: Odds) -> float:
    """What the odds are worth to the mover: cubeless equity in a single game, match winning
    chances in a match."""
    if state.options["match_to"] == 1:
        win, win_gammon, win_backgammon, lose_gammon, lose_backgammon = odds[:5]
        return 2 * win - 1 + win_gammon - lose_gammon + win_backgammon - lose_backgammon
    return sum(p * _match_chance(state, points * state.cube) for p, points in _outcomes(odds))


def _outcomes(odds: Odds) -> tuple[tuple[float, int], ...]:
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


def cube_advice(state: State, level: Level = WORLD_CLASS, noise: Noise | None = None) -> CubeAdvice:
    """Should the player on roll double, and should the other take? (At `level`'s depth.)"""
    odds = probabilities(state, level.plies, noise)
    if odds is None:
        return computer.cube_advice(state)
    no_double, double_take, double_pass = _cube_equities(state, mover_position(state), odds[:5])
    return CubeAdvice(
        double=min(double_take, double_pass) > no_double,
        take=double_take <= double_pass,
        no_double=no_double,
        double_take=double_take,
        double_pass=double_pass,
        match=state.options["match_to"] > 1,
    )


def accepts_resignation(
    state: State, level: Level = WORLD_CLASS, noise: Noise | None = None
) -> bool:
    """Whether the seat offered a resignation should accept it: the offer is worth at least
    what it expects from playing on (without gnubg: what the board would score now)."""
    odds = probabilities(state, level.plies, noise)
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


def _cube_equities(state: State, position: Position, odds: Odds) -> tuple[float, float, float]:
    """No double, double/take and double/pass for the player on roll in `state`, who stands
    in `position` with these winning chances: cubeful equities per current cube in a single
    game, match winning chances in a match."""
    if state.options["match_to"] > 1:
        return _match_equities(state, position, odds)
    return _money_equities(state, position, odds)


def _access(state: State) -> str:
    """The cube as the player on roll sees it (see _cubeful)."""
    if state.cube_owner is None:
        return "centred"
    return "owned" if state.cube_owner == state.turn else "unavailable"


def _money_equities(state: State, position: Position, odds: Odds) -> tuple[float, float, float]:
    """Cubeful equities (per current cube) of no double, double/take, double/pass."""
    win, win_gammon, win_backgammon, lose_gammon, lose_backgammon = odds
    wins = 1.0 + (win_gammon + win_backgammon) / win if win > 0 else 1.0
    losses = 1.0 + (lose_gammon + lose_backgammon) / (1 - win) if win < 1 else 1.0
    efficiency = _efficiency(position)
    no_double = _cubeful(win, wins, losses, efficiency, _access(state))
    return no_double, 2 * _cubeful(win, wins, losses, efficiency, "unavailable"), 1.0


def _match_equities(state: State, position: Position, odds: Odds) -> tuple[float, float, float]:
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

    no_double = chances(state.cube, _access(state))
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
