"""Storage: the migration builds exactly the models' schema; SQLite runs in WAL mode; a
PostgreSQL server that restarts or stops answering costs the clicks meanwhile, never the ones
after."""

from __future__ import annotations

import asyncio
import importlib
from datetime import UTC, datetime

import pytest
from alembic import command
from alembic.autogenerate import compare_metadata
from alembic.migration import MigrationContext
from sqlalchemy import text
from sqlmodel import SQLModel

import bot.models
from bot import db
from bot.outages import unavailable
from tests.conftest import empty_postgres


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


async def test_the_rating_history_is_replayed_from_earlier_results(database_url):
    """Migration 0004 gives results recorded before it the rating each player had after the
    game, and counts each member's rated (two or more seats) games."""
    if database_url.startswith("postgresql"):
        await empty_postgres(database_url)
    engine = db.create_engine(database_url)

    def upgrade_to_0003(connection):
        config = db.alembic_config()
        config.attributes["connection"] = connection
        command.upgrade(config, "0003")

    async with engine.begin() as connection:
        await connection.run_sync(upgrade_to_0003)
        game = {"guild_id": 1, "channel_id": 2, "family": "dice", "host_id": 3}
        for number, name in ((1, "sequence"), (2, "sequence"), (3, "solo")):
            await connection.execute(
                text(
                    "INSERT INTO games (id, guild_id, channel_id, family, game, options, status,"
                    " host_id, version, turn_timeout_minutes, turn_started_at, created_at,"
                    " updated_at) VALUES (:id, :guild_id, :channel_id, :family, :game, '{}',"
                    " 'over', :host_id, 0, 10, :at, :at, :at)"
                ),
                {**game, "id": number, "game": name, "at": datetime(2026, 1, number, tzinfo=UTC)},
            )
        # Game 2 finished first; Alice (7) beat Bob (8), then lost to him; game 3 was solo.
        for game_id, seat, user, name, place, day in (
            (2, 0, 7, "sequence", 1, 1),
            (2, 1, 8, "sequence", 2, 1),
            (1, 0, 7, "sequence", 2, 2),
            (1, 1, 8, "sequence", 1, 2),
            (3, 0, 7, "solo", 1, 3),
        ):
            await connection.execute(
                text(
                    "INSERT INTO results (game_id, seat, guild_id, user_id, game, place, score,"
                    " created_at) VALUES (:g, :s, 1, :u, :n, :p, 0, :at)"
                ),
                {
                    "g": game_id,
                    "s": seat,
                    "u": user,
                    "n": name,
                    "p": place,
                    "at": datetime(2026, 2, day, tzinfo=UTC),
                },
            )
        for user, name in ((7, "sequence"), (8, "sequence"), (7, "solo")):
            await connection.execute(
                text(
                    "INSERT INTO standings (guild_id, user_id, game, played, wins, points,"
                    " placing_sum, rating, stats) VALUES (1, :u, :n, 1, 0, 0, 1, 1500, '{}')"
                ),
                {"u": user, "n": name},
            )
    await db.migrate(engine, "0004")  # (0011 rates them anew: tests/bot/test_ratings_migration.py)
    async with engine.connect() as connection:
        ratings = (
            await connection.execute(
                text("SELECT game_id, user_id, rating FROM results ORDER BY game_id, seat")
            )
        ).all()
        rated = (await connection.execute(text("SELECT user_id, game, rated FROM standings"))).all()
    await engine.dispose()
    elo = importlib.import_module("bot.migrations.versions.0004_rating_history").elo_changes
    first = elo([1500, 1500], [1, 2])[0]
    second = elo([1500 - first, 1500 + first], [1, 2])[0]
    assert ratings == [
        (1, 7, pytest.approx(1500 + first - second)),
        (1, 8, pytest.approx(1500 - first + second)),
        (2, 7, pytest.approx(1500 + first)),
        (2, 8, pytest.approx(1500 - first)),
        (3, 7, None),
    ]
    assert sorted(rated) == [(7, "sequence", 2), (7, "solo", 0), (8, "sequence", 2)]


async def one(engine) -> int:
    async with engine.connect() as connection:
        return (await connection.execute(text("SELECT 1"))).scalar_one()


async def test_after_a_postgresql_restart_the_pool_serves_at_once(postgres_url, postgres_downtime):
    """The connections pooled before the restart are dead: each is found so before use
    (pre-ping) and replaced, rather than failing the first clicks after."""
    engine = db.create_engine(postgres_url)
    try:
        await asyncio.gather(one(engine), one(engine))  # two connections pooled
        await postgres_downtime.begin()
        with pytest.raises(Exception) as down:
            await one(engine)
        assert unavailable(down.value)
        await postgres_downtime.end()
        assert await asyncio.gather(one(engine), one(engine)) == [1, 1]
    finally:
        await engine.dispose()


async def test_a_postgresql_statement_that_outlives_its_time_gives_its_connection_up(
    postgres_url,
):
    """A statement still running after `statement_seconds` (its server may be gone without a
    word) fails as an outage; its connection is dropped, and the next statement gets another."""
    engine = db.create_engine(postgres_url, statement_seconds=0.2)
    try:
        with pytest.raises(Exception) as slow:
            async with engine.connect() as connection:
                await connection.execute(text("SELECT pg_sleep(2)"))
        assert unavailable(slow.value) and slow.value.connection_invalidated
        assert await one(engine) == 1
    finally:
        await engine.dispose()
