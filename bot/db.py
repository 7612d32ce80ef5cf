"""The async engine, schema migrations and sessions.

SQLite gets WAL (readers never block the writer), a busy timeout (another process writing waits
instead of failing) and one pooled connection; the same code runs on PostgreSQL through asyncpg
by DATABASE_URL alone.

PostgreSQL goes away now and then (a restart for maintenance, a failover) and comes back; the bot
rides it out without a restart (bot/outages.py says how each part answers meanwhile). Here:
- every pooled connection is checked before use (pre-ping): one the server closed while it sat in
  the pool is replaced, and the first click after a restart works;
- nothing waits long for a server that does not answer: a connection must be made within
  CONNECT_SECONDS (asyncpg waits 60 s), a statement done within STATEMENT_SECONDS (asyncpg has
  no limit; a connection whose server vanished without closing it would hold the group committer,
  and every game's moves behind it, for the minutes TCP takes to give up), a pooled connection
  come free within POOL_SECONDS;
- asyncpg's reports of a server it cannot reach or that stopped answering (the socket's OSError,
  a TimeoutError) become the DB-API's OperationalError, as PEP 249 names them and other drivers
  raise them, so that `outages.unavailable` knows every way the database can be gone.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from alembic import command
from alembic.config import Config
from alembic.runtime.migration import MigrationContext
from sqlalchemy import event, exc
from sqlalchemy.engine import Dialect, ExceptionContext
from sqlalchemy.ext.asyncio import AsyncEngine, async_sessionmaker, create_async_engine
from sqlmodel.ext.asyncio.session import AsyncSession

from bot.models import Setting

MIGRATIONS = Path(__file__).parent / "migrations"
# A healthy server accepts a connection in milliseconds (a waking serverless one in a second or
# so): one that has not within 2 s is down as far as a click is concerned, whose answer is due
# at 3 s (it is acknowledged at 2 s: the refusal follows). A statement of the bot takes
# milliseconds; 10 s bounds one whose server stopped answering. A click waits at most 5 s for a
# pooled connection (all of them busy: a server slow to answer them).
CONNECT_SECONDS = 2.0
STATEMENT_SECONDS = 10.0
POOL_SECONDS = 5.0


def create_engine(url: str, statement_seconds: float | None = STATEMENT_SECONDS) -> AsyncEngine:
    """`statement_seconds`: how long a PostgreSQL statement may take (None: unlimited, for the
    migrations, which may rewrite a big table)."""
    if url.startswith("sqlite"):
        path = url.split(":///", 1)[-1]
        if path and path != ":memory:":
            Path(path).parent.mkdir(parents=True, exist_ok=True)
        # One connection: SQLite has one writer at a time, and writers that wait inside SQLite
        # sleep in its busy handler (tens of ms each); queueing in the pool instead is cheap.
        engine = create_async_engine(
            url,
            connect_args={"timeout": 30},
            pool_size=1,
            max_overflow=0,
            pool_timeout=60,
            # No rollback when a connection goes back to the pool: sessions end their
            # transactions themselves, and reads open none (pysqlite begins one before writes
            # only). It saves a trip to aiosqlite's thread on every click.
            pool_reset_on_return=None,
        )
        event.listen(engine.sync_engine, "connect", _sqlite_pragmas)
        return engine
    engine = create_async_engine(
        url,
        pool_pre_ping=True,
        pool_timeout=POOL_SECONDS,
        connect_args={"timeout": CONNECT_SECONDS, "command_timeout": statement_seconds},
    )
    event.listen(engine.sync_engine, "do_connect", _connect)
    event.listen(engine.sync_engine, "handle_error", _timed_out)
    _ping_in_time(engine.sync_engine.dialect)
    return engine


def _sqlite_pragmas(dbapi_connection, _record) -> None:
    cursor = dbapi_connection.cursor()
    cursor.execute("PRAGMA journal_mode=WAL")
    cursor.execute("PRAGMA busy_timeout=30000")
    cursor.execute("PRAGMA synchronous=NORMAL")
    cursor.execute("PRAGMA foreign_keys=ON")
    cursor.close()


def _connect(dialect: Dialect, _record, cargs: tuple, cparams: dict[str, Any]) -> Any:
    """asyncpg raises a server it cannot reach (refused, no socket, no answer in time) as the
    socket's OSError or a TimeoutError: said as the DB-API's OperationalError."""
    try:
        return dialect.connect(*cargs, **cparams)
    except (OSError, TimeoutError) as error:
        message = f"cannot connect to the database: {error!r}"
        raise dialect.loaded_dbapi.OperationalError(message, error) from error


def _timed_out(context: ExceptionContext) -> exc.OperationalError | None:
    """A statement that outlived `command_timeout` (asyncpg raises a bare TimeoutError): an
    OperationalError, and its connection dropped — its server may be gone without a word."""
    error = context.original_exception
    if not isinstance(error, TimeoutError):
        return None
    context.is_disconnect = True
    return exc.OperationalError(
        context.statement, context.parameters, error, connection_invalidated=True
    )


def _ping_in_time(dialect: Dialect) -> None:
    """A pooled connection's pre-ping that got no answer in time ends in asyncpg's bare
    TimeoutError, which the pool does not take for a dead connection (it knows the DB-API's
    errors only, and would pass it on to the click): a failed ping, so that the pool replaces
    the connection (and every other one as old) with a new one."""
    ping = dialect.do_ping

    def do_ping(dbapi_connection: Any) -> bool:
        try:
            return ping(dbapi_connection)
        except TimeoutError:
            return False

    dialect.do_ping = do_ping


def alembic_config() -> Config:
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    return config


async def upgrade(engine: AsyncEngine) -> None:
    """Bring the schema to the newest migration (run at every start)."""
    await migrate(engine, "head")


async def migrate(engine: AsyncEngine, revision: str, step=command.upgrade) -> None:
    """Bring the schema up (or, `step` command.downgrade, down) to `revision`; on PostgreSQL
    through an engine of its own, whose statements may take as long as they need."""

    def run(connection) -> bool:
        """Whether a migration ran."""
        config = alembic_config()
        config.attributes["connection"] = connection
        before = MigrationContext.configure(connection).get_current_revision()
        step(config, revision)
        return MigrationContext.configure(connection).get_current_revision() != before

    if engine.dialect.name == "sqlite":
        async with engine.connect() as connection:
            # A batch migration copies a table and drops the old one, which the foreign keys
            # of the tables that refer to it would refuse: they are checked once it is done
            # instead, and only after a migration ran: the check reads the whole database,
            # which every start would pay. SQLite takes the pragma outside a transaction only.
            await connection.exec_driver_sql("PRAGMA foreign_keys=OFF")
            broken = []
            try:
                migrated = await connection.run_sync(run)
                await connection.commit()
                if migrated:
                    check = await connection.exec_driver_sql("PRAGMA foreign_key_check")
                    broken = check.all()
            finally:
                await connection.rollback()  # (a failed migration's) so that the pragma takes
                await connection.exec_driver_sql("PRAGMA foreign_keys=ON")
        if broken:
            raise RuntimeError(f"the migration left rows whose references are gone: {broken[:5]}")
        return
    url = engine.url.render_as_string(hide_password=False)
    migrating = create_engine(url, statement_seconds=None)
    try:
        async with migrating.begin() as connection:
            await connection.run_sync(run)
    finally:
        await migrating.dispose()


def session_factory(engine: AsyncEngine) -> async_sessionmaker[AsyncSession]:
    return async_sessionmaker(engine, class_=AsyncSession, expire_on_commit=False)


async def get_setting(sessions: async_sessionmaker[AsyncSession], key: str) -> str | None:
    async with sessions() as session:
        row = await session.get(Setting, key)
        return row.value if row else None


async def put_setting(sessions: async_sessionmaker[AsyncSession], key: str, value: str) -> None:
    async with sessions() as session:
        await session.merge(Setting(key=key, value=value))
        await session.commit()


def capture_statements(engine: AsyncEngine, path: Path) -> None:
    """Tests only (SQL_CAPTURE_FILE): add every distinct SQL statement the engine runs from now
    on to `path`, one per line (its text, with the driver's placeholders), for the query-plan
    guard (tests/e2e/test_query_plans.py)."""
    seen: set[str] = set()

    def record(connection, cursor, statement: str, *_: Any) -> None:
        if statement not in seen:
            seen.add(statement)
            with path.open("a", encoding="utf-8") as file:
                file.write(json.dumps(statement) + "\n")

    event.listen(engine.sync_engine, "before_cursor_execute", record)
