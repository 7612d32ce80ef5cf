"""Backgammon's challenge of the day, made with the engine: the position of the day is found
by GNU Backgammon in the engine process (never on the event loop), then turned into the day's
Challenge by the rules (rules/backgammon/daily.py)."""

from __future__ import annotations

from datetime import date

from cogs.backgammon.engine import BackgammonEngine
from rules.backgammon.daily import engine_seed, position_challenge
from rules.daily import Challenge


async def make_challenge(engine: BackgammonEngine, day: date, seed: bytes) -> Challenge:
    """The day's challenge from the challenge's seed (the day itself adds nothing: the seed is
    the day's). Raises EngineUnavailable when the engine process fails, EngineError when it
    runs without GNU Backgammon (the position cannot be found then)."""
    return position_challenge(await engine.daily_position(engine_seed(seed)))
