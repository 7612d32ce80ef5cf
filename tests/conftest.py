"""Shared fixtures: a migrated database and a session service over it.

The database is a fresh SQLite file; with TEST_DATABASE_URL set (e.g. a PostgreSQL
`postgresql+asyncpg://…` URL) the same tests run against that server, emptied first."""

from __future__ import annotations

import os

import pytest
from sqlalchemy import text
from sqlmodel import SQLModel

import bot.models  # noqa: F401  (the tables to drop)
from bot import db
from bot.sessions import GameService, Player
from rules.base import SeededChance

ALICE = Player(101, "Alice", "en")
BOB = Player(102, "Bob", "cs")
CAROL = Player(103, "Carol", "pl")
GUILD, CHANNEL = 9001, 9101


@pytest.fixture
async def engine(tmp_path):
    url = os.environ.get("TEST_DATABASE_URL") or f"sqlite+aiosqlite:///{tmp_path / 'bot.db'}"
    engine = db.create_engine(url)
    if "TEST_DATABASE_URL" in os.environ:
        async with engine.begin() as connection:
            await connection.run_sync(SQLModel.metadata.drop_all)
            await connection.execute(text("DROP TABLE IF EXISTS alembic_version"))
    await db.upgrade(engine)
    yield engine
    await engine.dispose()


@pytest.fixture
async def service(engine):
    return GameService(engine, SeededChance(7), turn_timeout_minutes=10)
