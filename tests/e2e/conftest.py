"""Fixtures: `fake_discord` (a started FakeDiscord) and `bot_process` (start the real bot).

The bot under test is the module named by the `bot_module` fixture (default: E2E_BOT_MODULE or
`bot.__main__`); override that fixture to run another bot, as test_fakediscord.py does.
"""

from __future__ import annotations

import os
from collections.abc import AsyncIterator, Awaitable, Callable
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from sqlalchemy.ext.asyncio import AsyncEngine

from bot import db
from tests.support.bot_process import BotProcess
from tests.support.calendar import moment_of
from tests.support.databases import empty_postgres
from tests.support.fakediscord import FakeDiscord


class BotClock:
    """The bot's clock (TEST_CLOCK_FILE, bot.models.utcnow): how far ahead of the real one, in
    a file it reads on every reading. It starts at the test's moment (the date matrix's, or
    TEST_DATE); a test moves it on to reach deadlines of days. What the test writes for the bot
    to read is dated by `now()`: this process's clock is the real one (the fake Discord's)."""

    def __init__(self, path: Path, at: datetime | None = None) -> None:
        self.path = path
        self.ahead = timedelta(0) if at is None else at - datetime.now(UTC)
        self.path.write_text(str(self.ahead.total_seconds()))

    def now(self) -> datetime:
        return datetime.now(UTC) + self.ahead

    def advance(self, by: timedelta) -> None:
        self.ahead += by
        self.path.write_text(str(self.ahead.total_seconds()))


@pytest.fixture
def clock(request, tmp_path: Path) -> BotClock:
    return BotClock(tmp_path / "clock", moment_of(request.node))


@pytest.fixture
async def fake_discord() -> AsyncIterator[FakeDiscord]:
    fake = FakeDiscord()
    await fake.start()
    yield fake
    await fake.stop()
    fake.check_violations()  # anything real Discord would have refused fails the test


@pytest.fixture
def bot_module() -> str:
    return os.environ.get("E2E_BOT_MODULE", "bot.__main__")


@pytest.fixture
async def bot_database(database_url: str) -> str:
    """The bot's DATABASE_URL: every end-to-end test runs on SQLite and on PostgreSQL."""
    if database_url.startswith("postgresql"):
        await empty_postgres(database_url)
    return database_url


@pytest.fixture
async def database(bot_database: str) -> AsyncIterator[AsyncEngine]:
    """The bot's database, which the tests read to check what the bot saved."""
    engine = db.create_engine(bot_database)
    yield engine
    await engine.dispose()


@pytest.fixture
async def bot_process(
    fake_discord: FakeDiscord, bot_module: str, bot_database: str, tmp_path: Path, clock: BotClock
) -> AsyncIterator[Callable[..., Awaitable[BotProcess]]]:
    """`bot = await bot_process(**extra_env)` starts the bot, on the test's `clock`, and waits
    until it is ready."""
    started: list[BotProcess] = []

    async def start(**env: str) -> BotProcess:
        env = {"DATABASE_URL": bot_database, "TEST_CLOCK_FILE": str(clock.path), **env}
        bot = BotProcess(fake_discord, bot_module, tmp_path, env)
        started.append(bot)
        await bot.start()
        return bot

    yield start
    for bot in started:
        if bot.running:
            await bot.kill()
