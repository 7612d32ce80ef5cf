"""Storage: the migration builds exactly the models' schema; SQLite runs in WAL mode."""

from __future__ import annotations

import pytest
from alembic.autogenerate import compare_metadata
from alembic.migration import MigrationContext
from sqlalchemy import text
from sqlmodel import SQLModel

import bot.models
from bot import db


async def test_the_migration_matches_the_models(engine):
    def differences(connection):
        context = MigrationContext.configure(connection)
        return compare_metadata(context, SQLModel.metadata)

    async with engine.connect() as connection:
        diff = await connection.run_sync(differences)
    assert diff == []


async def test_sqlite_uses_wal_and_a_busy_timeout(engine):
    if engine.dialect.name != "sqlite":
        pytest.skip("SQLite settings (this run is against TEST_DATABASE_URL)")
    async with engine.connect() as connection:
        assert (await connection.execute(text("PRAGMA journal_mode"))).scalar() == "wal"
        assert (await connection.execute(text("PRAGMA busy_timeout"))).scalar() == 30000


async def test_upgrade_is_idempotent_and_snowflakes_fit(engine):
    await db.upgrade(engine)  # a restart runs it again
    sessions = db.session_factory(engine)
    snowflake = 1_234_567_890_123_456_789
    async with sessions() as session:
        session.add(bot.models.Standing(guild_id=snowflake, user_id=snowflake, game="sequence"))
        await session.commit()
    async with sessions() as session:
        row = await session.get(bot.models.Standing, (snowflake, snowflake, "sequence"))
    assert row.user_id == snowflake


async def test_settings_are_kept(engine):
    sessions = db.session_factory(engine)
    assert await db.get_setting(sessions, "commands_hash") is None
    await db.put_setting(sessions, "commands_hash", "abc")
    await db.put_setting(sessions, "commands_hash", "def")
    assert await db.get_setting(sessions, "commands_hash") == "def"
