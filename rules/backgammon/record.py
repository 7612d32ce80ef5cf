"""A match's record rebuilt from its action log: every game's moves and cube actions, as the
Jellyfish .mat text that GNU Backgammon, eXtreme Gammon and the other programs import, as
JSON, and the coach's analysis (each player's equity loss per decision, with gnubg's rating,
and the luck of his rolls).

The log is what the session service keeps: (seat, kind, action) in order, where kind is
"chance", "play", "computer" or "skip" for actions applied through the rules, "resign" for an
outright resignation, a take back undoes the entries before it (rules.base.effective_log), and
anything else (a cancel, the tutor's notes) changes nothing.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from rules.backgammon import engine
from rules.backgammon.board import BAR, OFF, flip
from rules.backgammon.game import BACKGAMMON
from rules.backgammon.judge import Judgement, judge
from rules.backgammon.notation import parse_move
from rules.backgammon.state import THROW, State, single_move
from rules.base import COST, LUCK, PERFORMANCE, effective_log
from rules.story import PRICED

APPLIED = ("chance", "play", "computer", "skip")
MAT_COLUMN = 28  # the width of the first player's column in a .mat move line


COSTLIEST = 3  # the errors an analysis lists per player


@dataclass(frozen=True)
class Mistake:
    """One of a player's costliest decisions: in which game, and what was better."""

    game: int  # its number in the match, from 1
    judgement: Judgement


@dataclass
class Analysis:
    """Each player's equity given up and decisions taken (a game's, or the match's): as gnubg's
    error rate counts them, and as XG's PR does (judge.py says which decisions each counts);
    his costliest decisions; and the luck of his rolls."""

    loss: list[float] = field(default_factory=lambda: [0.0, 0.0])
    decisions: list[int] = field(default_factory=lambda: [0, 0])
    luck: list[float] = field(default_factory=lambda: [0.0, 0.0])  # equity the dice gave
    rolls: list[int] = field(default_factory=lambda: [0, 0])
    pr_loss: list[float] = field(default_factory=lambda: [0.0, 0.0])
    pr_decisions: list[int] = field(default_factory=lambda: [0, 0])
    costliest: list[list[Mistake]] = field(default_factory=lambda: [[], []])  # worst first
    # Each seat's priced log entries in order, as rules/story.py's SeatStory.steps (their index
    # in the log as it stands, "luck" or "cost", the value): a replay prices its steps by them.
    steps: list[list[tuple[int, str, float]]] = field(default_factory=lambda: [[], []])
    better: list[dict[int, str]] = field(default_factory=lambda: [{}, {}])  # and what was best

    def error_rate(self, seat: int) -> float | None:
        """Equity lost per decision × 1000 (gnubg's mEMG per decision)."""
        if not self.decisions[seat]:
            return None
        return 1000 * self.loss[seat] / self.decisions[seat]

    def pr(self, seat: int) -> float | None:
        """XG's Performance Rating: equity lost per non-trivial decision × 500."""
        if not self.pr_decisions[seat]:
            return None
        return 500 * self.pr_loss[seat] / self.pr_decisions[seat]

    def charge(self, judgement: Judgement, game: int, at: int) -> None:
        """Count a decision of game number `game` (the log's entry `at`) where its measures
        count it."""
        seat = judgement.seat
        self.steps[seat].append((at, "cost", judgement.loss))
        if judgement.loss >= PRICED and judgement.best != judgement.chosen:
            self.better[seat][at] = judgement.best
        if judgement.in_error_rate:
            self.loss[seat] += judgement.loss
            self.decisions[seat] += 1
        if judgement.in_pr:
            self.pr_loss[seat] += judgement.loss
            self.pr_decisions[seat] += 1
        if judgement.loss > 0:
            self._keep_costliest(seat, [Mistake(game, judgement)])

    def roll(self, seat: int, luck: float, at: int) -> None:
        self.luck[seat] += luck
        self.rolls[seat] += 1
        self.steps[seat].append((at, "luck", luck))

    def charge_all(self, seat: int, other: Analysis) -> None:
        """Add a seat's figures from another analysis (of an earlier game)."""
        self.loss[seat] += other.loss[seat]
        self.decisions[seat] += other.decisions[seat]
        self.luck[seat] += other.luck[seat]
        self.rolls[seat] += other.rolls[seat]
        self.pr_loss[seat] += other.pr_loss[seat]
        self.pr_decisions[seat] += other.pr_decisions[seat]
        self._keep_costliest(seat, other.costliest[seat])
        self.steps[seat] = sorted([*other.steps[seat], *self.steps[seat]])
        self.better[seat] = {**other.better[seat], **self.better[seat]}

    def _keep_costliest(self, seat: int, mistakes: list[Mistake]) -> None:
        kept = sorted([*self.costliest[seat], *mistakes], key=lambda m: -m.judgement.loss)
        self.costliest[seat] = kept[:COSTLIEST]


@dataclass
class GameRecord:
    score: tuple[int, int]
    crawford: bool
    actions: list[dict[str, Any]] = field(default_factory=list)
    result: dict[str, Any] | None = None
    analysis: Analysis = field(default_factory=Analysis)


@dataclass
class Record:
    options: dict[str, Any]
    games: list[GameRecord]
    analysis: Analysis = field(default_factory=Analysis)
    analysed: bool = False  # False without GNU Backgammon: no figures at all


def replay(
    options: dict[str, Any],
    log: Iterable[tuple[int | None, str, dict]],
    done: Sequence[Analysis] = (),
    *,
    analyse: bool = True,
) -> Record:
    """The record of the match the log plays, analysed if `analyse` and GNU Backgammon is
    available. The match's first games keep the analyses `done` (an earlier record's
    `finished_analyses`): analysing is the slow part, so each game is analysed once."""
    state = BACKGAMMON.new_game(options, 1 if single_move(options) else 2)
    analysed = analyse and engine.available()
    record = Record(dict(options), [GameRecord((0, 0), False)], analysed=analysed)
    for index, (seat, kind, action) in enumerate(effective_log(log)):
        if kind not in (*APPLIED, "resign"):
            continue
        before = state
        game = record.games[-1]
        if kind == "resign":
            game.actions.append({"seat": seat, "type": "resign"})
        elif len(record.games) > len(done):
            _analyse(record, game, before, action, index)
        state = play(state, seat, kind, action)
        if kind != "resign":
            _note(game, before, state, action)
        if len(state.games) > len(before.games):
            game.result = dict(state.games[-1])
            if not BACKGAMMON.is_over(state):
                record.games.append(GameRecord(state.score, state.crawford))
    if record.games[-1].result is None and not record.games[-1].actions:
        record.games.pop()  # the next game had not started
    for game, analysis in zip(record.games, done, strict=False):
        game.analysis = analysis
        for seat in (0, 1):
            record.analysis.charge_all(seat, analysis)
    return record


def play(state: State, seat: int | None, kind: str, action: dict) -> State:
    """The state after one entry of an effective log (one that changes nothing leaves it)."""
    if kind == "resign":
        return BACKGAMMON.resign(state, seat)
    return BACKGAMMON.apply(state, action) if kind in APPLIED else state


def finished_analyses(record: Record) -> list[Analysis]:
    """The analyses of the record's finished games, for a later `replay` of the same match."""
    return [game.analysis for game in record.games if game.result is not None]


def stats(record: Record) -> list[dict[str, float]]:
    """Each seat's equity given up (× 1000) and decisions, as gnubg's error rate and XG's PR
    count them, for the leaderboard, his luck and equity given up (LUCK, COST: his result
    keeps them) and his PR of this game or match (empty dicts when the
    record was not analysed)."""
    if not record.analysed:
        return [{}, {}]
    analysis = record.analysis
    figures = []
    for seat in (0, 1):
        counters = {
            LUCK: analysis.luck[seat] - analysis.luck[1 - seat],  # his rolls' less the other's
            COST: analysis.loss[seat],
            "error": 1000 * analysis.loss[seat],
            "decisions": analysis.decisions[seat],
            "pr_error": 1000 * analysis.pr_loss[seat],
            "pr_decisions": analysis.pr_decisions[seat],
        }
        pr = analysis.pr(seat)
        figures.append(counters if pr is None else {**counters, PERFORMANCE: pr})
    return figures


def _note(game: GameRecord, before: State, after: State, action: dict) -> None:
    """What the action did, as the record lists it."""
    kind = action["type"]
    if kind == "double":
        game.actions.append({"seat": before.turn, "type": "double", "cube": 2 * before.cube})
    elif kind in ("take", "drop", "offer", "accept", "refuse"):
        seat = before.turn if kind == "offer" else 1 - before.turn
        entry = {"seat": seat, "type": kind}
        if kind == "offer":
            entry["level"] = action["level"]
        game.actions.append(entry)
    if after.last_turn is not before.last_turn:  # a move was played (maybe forced)
        last = after.last_turn
        seat = last["seat"]
        start = before.board if seat == 0 else flip(before.board)
        _, steps = parse_move(start, last["dice"], last["move"])
        game.actions.append(
            {
                "seat": seat,
                "type": "move",
                "dice": last["dice"],
                "move": last["move"],
                "steps": [[step[0], step[1]] for step in steps],
            }
        )


def _analyse(record: Record, game: GameRecord, before: State, action: dict, at: int) -> None:
    """Charge the deciding player with the equity his decision (the log's entry `at`) gave
    up, and credit the thrower with his roll's luck."""
    if not record.analysed:
        return
    if before.phase == THROW and action["type"] == "throw":
        luck = engine.roll_luck(before, tuple(action["dice"]))
        if luck is not None:
            record.analysis.roll(before.turn, luck, at)
            game.analysis.roll(before.turn, luck, at)
        return
    judgement = judge(before, action)
    if judgement is not None:
        number = len(record.games)
        record.analysis.charge(judgement, number, at)
        game.analysis.charge(judgement, number, at)


# --- the .mat text ----------------------------------------------------------------------------


def to_mat(record: Record, names: tuple[str, str]) -> str:
    """The Jellyfish match text: a header, then each game's numbered lines with the first
    player's actions on the left and the second's on the right."""
    match_to = record.options["match_to"]
    lines = [
        f'; [Player 1 "{names[0]}"]',
        f'; [Player 2 "{names[1]}"]',
        "",
        f" {0 if match_to == 1 else match_to} point match",
        "",
    ]
    for number, game in enumerate(record.games, 1):
        lines.append(f" Game {number}")
        left = f"{names[0]} : {game.score[0]}"
        lines.append(f" {left:<31}{names[1]} : {game.score[1]}")
        rows: list[list[str]] = []
        for entry in game.actions:
            text = _mat_text(entry)
            if text is None:
                continue
            if entry["seat"] == 0 or not rows or rows[-1][1]:
                rows.append(["", ""])  # the first player's action always opens a line
            rows[-1][entry["seat"]] = text
        for index, (first, second) in enumerate(rows, 1):
            lines.append(f"{index:3d}) {first:<{MAT_COLUMN}}{second}".rstrip())
        if game.result is not None:
            points = game.result["points"]
            wins = f"Wins {points} point{'' if points == 1 else 's'}"
            indent = 6 if game.result["winner"] == 0 else 6 + MAT_COLUMN
            lines.append(" " * indent + wins)
        lines.append("")
    return "\n".join(lines) + "\n"


def _mat_text(entry: dict[str, Any]) -> str | None:
    kind = entry["type"]
    if kind == "move":
        dice = "".join(str(die) for die in entry["dice"])
        steps = " ".join(f"{_mat_point(start)}/{_mat_point(end)}" for start, end in entry["steps"])
        return f"{dice}: {steps}".rstrip()
    if kind == "double":
        return f" Doubles => {entry['cube']}"
    if kind == "take":
        return " Takes"
    if kind == "drop":
        return " Drops"
    return None  # resignation offers: the game's "Wins" line says how it ended


def _mat_point(point: int) -> int:
    return 25 if point == BAR else 0 if point == OFF else point


def to_json(record: Record, names: tuple[str, str]) -> dict[str, Any]:
    return {
        "players": list(names),
        "options": record.options,
        "games": [
            {
                "score": list(game.score),
                "crawford": game.crawford,
                "actions": game.actions,
                "result": game.result,
            }
            for game in record.games
        ],
        "analysis": [
            {
                "decisions": record.analysis.decisions[seat],
                "equity_lost": round(record.analysis.loss[seat], 4),
                "error_rate": record.analysis.error_rate(seat),
                "pr": record.analysis.pr(seat),
                "pr_decisions": record.analysis.pr_decisions[seat],
                "rating": rating(record.analysis, seat),
                "luck": round(record.analysis.luck[seat], 4),
            }
            for seat in (0, 1)
        ],
    }


# GNU Backgammon's ratings by error rate (mEMG per decision), from "Awful!" (0) to
# "Supernatural" (7): the upper bound of each, best first.
RATING_BOUNDS = (2, 5, 8, 12, 18, 26, 35)


# gnubg's words for the luck per roll, from "very unlucky" (0) to "very lucky" (4): its bounds.
UNLUCKY, LUCKY = 0.03, 0.06


def luck_rating(luck_per_roll: float) -> int:
    """gnubg's word for a player's luck per roll (its getLuckRating): 0 (very unlucky) .. 4."""
    if luck_per_roll < -LUCKY:
        return 0
    if luck_per_roll < -UNLUCKY:
        return 1
    if luck_per_roll > LUCKY:
        return 4
    return 3 if luck_per_roll > UNLUCKY else 2


def rating(analysis: Analysis, seat: int) -> int | None:
    """gnubg's rating (0 awful .. 7 supernatural) of a player's error rate."""
    rate = analysis.error_rate(seat)
    if rate is None:
        return None
    return next((7 - index for index, bound in enumerate(RATING_BOUNDS) if rate < bound), 0)
