"""The computer players of every family, as the session service asks for them: their decisions
and the end-of-game judgement of the log (`log_stats`).

A family that declares an engine (backgammon: GNU Backgammon) is played by that engine's
process (bot/engine_process.py), which gets a seed drawn from the computer's chance for
whatever it draws there (a noisy level's noise); when it fails, the rules'
`simple_computer_action` decides instead. The other families' computers are cheap pure Python,
and run right here. Without the family's engine (tests, scripts) every family runs here.
"""

from __future__ import annotations

import asyncio
from typing import Any

from bot.engine_process import EngineUnavailable
from bot.families import Families
from rules.base import Action, ChanceSource, GameRules

SEEDS = 2**63  # the engine process's chance for a decision: a seed below this


class ComputerPlayers:
    def __init__(self, families: Families | None = None) -> None:
        self.families = families or Families()

    async def action(self, rules: GameRules, state: Any, chance: ChanceSource) -> Action:
        """The computer's decision for the seat to move."""
        engine = self.families.engine(rules.family)
        if engine is None:
            return rules.computer_action(state, chance)
        try:
            return await engine.computer_action(rules, state, chance.randint(0, SEEDS - 1))
        except EngineUnavailable:
            return rules.simple_computer_action(state, chance)

    async def log_stats(
        self, game_id: int, rules: GameRules, options: dict[str, Any], players: int, log: list
    ) -> list[dict[str, float]]:
        """rules.log_stats of a finished game: in the family's engine process (its analysis
        kept for the board), else on a thread, as a long game's review takes a while."""
        engine = self.families.engine(rules.family)
        if engine is None:
            return await asyncio.to_thread(rules.log_stats, options, players, log)
        return await engine.log_stats(game_id, options, log)
