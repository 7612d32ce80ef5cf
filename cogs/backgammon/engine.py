"""GNU Backgammon's engine for the backgammon family: the computer, the coach's hints and the
tutor's judgements, and each game's analysis, asked of its engine process (bot/engine_process.py,
answering from rules/backgammon/engine_requests.py).

Each game's analysis (log_stats at its end, the board's error rates, /backgammon record) is
kept here, so a finished game is analysed once, and a match's earlier games are never again.
"""

from __future__ import annotations

from collections import OrderedDict
from dataclasses import dataclass
from typing import Any

from bot.engine_process import EngineProcess, EngineUnavailable, Target, serve
from rules.backgammon import engine_requests
from rules.backgammon.computer import CubeAdvice
from rules.backgammon.game import BACKGAMMON
from rules.backgammon.judge import Judgement
from rules.backgammon.record import Record, finished_analyses, replay, stats
from rules.backgammon.state import State, single_move
from rules.base import Action, GameRules

# A move, a cube decision or a hint: milliseconds at 0-ply, a few hundred at most at 2-ply.
DECISION_SECONDS = 10.0
# An analysis's allowance: every logged action may be a decision to judge (milliseconds each).
ANALYSIS_SECONDS_PER_ACTION = 0.05
KEPT_RECORDS = 256  # games whose analysis is kept
# The position of the day: 0.13 s of CPU at the median, 0.7 s at most over 200 seeds
# (benchmarks/backgammon_daily.py); room for a machine many times slower.
DAILY_SECONDS = 30.0


@dataclass
class _Kept:
    length: int  # log entries the record covers
    record: Record


class BackgammonEngine(EngineProcess):
    def __init__(self, target: Target = serve) -> None:
        """`target` is the worker's main function (tests give one that misbehaves)."""
        super().__init__(engine_requests, target)
        self._records: OrderedDict[int, _Kept] = OrderedDict()

    async def computer_action(self, rules: GameRules, state: Any, seed: int) -> Action:
        """The computer's decision; `seed` feeds whatever it draws by chance."""
        return await self.call("computer_action", state, seed, timeout=DECISION_SECONDS)

    async def ranked_moves(self, state: State) -> list[tuple[str, float | None]]:
        """The mover's legal moves in notation, best first, with equities (None: pubeval)."""
        return await self.call("ranked_moves", state, timeout=DECISION_SECONDS)

    async def cube_advice(self, state: State) -> CubeAdvice:
        return await self.call("cube_advice", state, timeout=DECISION_SECONDS)

    async def judge(self, state: State, action: Action) -> Judgement | None:
        """GNU Backgammon's judgement of a decision about to be played (the tutor's)."""
        return await self.call("judge", state, action, timeout=DECISION_SECONDS)

    async def daily_position(self, seed: int) -> dict[str, Any]:
        """The position of the day found from `seed` and its moves ranked at 2-ply (JSON:
        engine_requests.daily_position)."""
        return await self.call("daily_position", seed, timeout=DAILY_SECONDS)

    async def analyse(self, game_id: int, options: dict[str, Any], log: list[tuple]) -> Record:
        """The record of a backgammon game's log (seat, kind, action), analysed by the engine
        (unanalysed if it is unavailable). The latest analysis of each game is kept: the same
        log again costs nothing, and a longer one only its games not finished before."""
        kept = self._records.get(game_id)
        if kept is not None and kept.length == len(log):
            self._records.move_to_end(game_id)
            return kept.record
        done = finished_analyses(kept.record) if kept is not None else []
        try:
            timeout = DECISION_SECONDS + ANALYSIS_SECONDS_PER_ACTION * len(log)
            record = await self.call("analyse", options, log, done, timeout=timeout)
        except EngineUnavailable:
            return replay(options, log, analyse=False)  # the moves, without the figures
        if kept is None or len(log) > kept.length:
            self._records[game_id] = _Kept(len(log), record)
            self._records.move_to_end(game_id)
            if len(self._records) > KEPT_RECORDS:
                self._records.popitem(last=False)
        return record

    async def log_stats(self, game_id: int, options: dict[str, Any], log: list[tuple]) -> list:
        """rules' log_stats of a finished game, from its (kept) analysis (a position's one
        decision counts nothing: the rules' own answer, without the engine)."""
        if single_move(options):
            return BACKGAMMON.log_stats(options, 1, log)
        return stats(await self.analyse(game_id, options, log))

    def known(self, game_id: int, games: int) -> Record | None:
        """The kept analysis of a game, if it covers exactly `games` finished games."""
        kept = self._records.get(game_id)
        if kept is None or len(finished_analyses(kept.record)) != games:
            return None
        return kept.record
