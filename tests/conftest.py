"""Shared fixtures: a migrated SQLite database file and a session service over it."""

from __future__ import annotations

import pytest

from bot import db
from bot.sessions import GameService, Player
from rules.base import SeededChance

ALICE = Player(101, "Alice", "en")
BOB = Player(102, "Bob", "cs")
CAROL = Player(103, "Carol", "pl")
GUILD, CHANNEL = 9001, 9101


@pytest.fixture
async def engine(tmp_path):
    engine = db.create_engine(f"sqlite+aiosqlite:///{tmp_path / 'bot.db'}")
    await db.upgrade(engine)
    yield engine
    await engine.dispose()


@pytest.fixture
async def service(engine):
    return GameService(engine, SeededChance(7), turn_timeout_minutes=10)
