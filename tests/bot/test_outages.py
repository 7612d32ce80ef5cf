"""Which errors say the database is unavailable (bot/outages.py), as the drivers raise them: a
full disk, PostgreSQL unreachable or silent, the pool exhausted — and which say the bot asked
something wrong, and keep their traceback."""

from __future__ import annotations

import asyncio
import logging
import time

import pytest
from sqlalchemy import text
from sqlalchemy.ext.asyncio import create_async_engine

from bot import db
from bot.outages import describe, log_failure, unavailable
from tests.support.outages import PageLimit, disk_full


async def raised(engine, statement: str, params: dict | None = None) -> Exception:
    """What running `statement` in a transaction of its own raises."""
    with pytest.raises(Exception) as caught:
        async with engine.begin() as connection:
            await connection.execute(text(statement), params or {})
    return caught.value


@pytest.fixture
async def sqlite(tmp_path):
    engine = db.create_engine(f"sqlite+aiosqlite:///{tmp_path / 'notes.db'}")
    async with engine.begin() as connection:
        await connection.execute(text("CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT)"))
    yield engine
    await engine.dispose()


async def test_a_full_disk_is_an_outage_a_wrong_statement_is_not(sqlite):
    await PageLimit(sqlite).begin()
    full = await raised(sqlite, "INSERT INTO notes (body) VALUES (:body)", {"body": "x" * 9000})
    assert unavailable(full)
    assert describe(full) == "OperationalError: database or disk is full"  # one line
    assert not unavailable(await raised(sqlite, "SELECT * FROM nowhere"))  # SQLite's too
    assert not unavailable(await raised(sqlite, "INSERT INTO notes (id) VALUES (1), (1)"))
    assert not unavailable(RuntimeError("a bug")) and not unavailable(None)


async def test_a_postgresql_server_gone_or_silent_is_an_outage_within_its_time(monkeypatch):
    monkeypatch.setattr(db, "CONNECT_SECONDS", 0.3)
    gone = db.create_engine("postgresql+asyncpg://postgres@/postgres?host=/nonexistent")
    # A server that takes the connection and never says a word (a host failing over).
    silent = await asyncio.start_server(lambda reader, writer: None, "127.0.0.1", 0)
    port = silent.sockets[0].getsockname()[1]
    hung = db.create_engine(f"postgresql+asyncpg://postgres@127.0.0.1:{port}/postgres")
    try:
        assert unavailable(await raised(gone, "SELECT 1"))
        started = time.monotonic()
        assert unavailable(await raised(hung, "SELECT 1"))
        assert time.monotonic() - started < 1.0
    finally:
        silent.close()
        await gone.dispose()
        await hung.dispose()


async def test_no_pooled_connection_in_time_is_an_outage(tmp_path):
    url = f"sqlite+aiosqlite:///{tmp_path / 'notes.db'}"
    engine = create_async_engine(url, pool_size=1, max_overflow=0, pool_timeout=0.1)
    try:
        async with engine.connect():  # its one connection, held
            waited = await raised(engine, "SELECT 1")
    finally:
        await engine.dispose()
    assert unavailable(waited)


def test_the_log_says_an_outage_in_a_line_and_a_bug_with_its_traceback(caplog):
    log = logging.getLogger("tests.outages")
    with caplog.at_level(logging.WARNING, logger="tests.outages"):
        for error in (disk_full(), KeyError("seat")):
            try:
                raise error
            except Exception:
                log_failure(log, "turn ping of game %s failed", 7)
    outage, bug = caplog.records
    assert outage.getMessage() == (
        "turn ping of game 7 failed: the database is unavailable "
        "(OperationalError: database or disk is full)"
    )
    assert outage.exc_info is None and outage.levelno == logging.WARNING
    assert bug.getMessage() == "turn ping of game 7 failed" and bug.exc_info is not None
