"""The async engine, schema migrations and sessions.

SQLite gets WAL (readers never block the writer), a busy timeout (another process writing waits
instead of failing) and one pooled connection; the same code runs on PostgreSQL through asyncpg
by DATABASE_URL alone.
"""

from __future__ import annotations

from pathlib import Path

from alembic import command
from alembic.config import Config
from sqlalchemy import event
from sqlalchemy.ext.asyncio import AsyncEngine, async_sessionmaker, create_async_engine
from sqlmodel.ext.asyncio.session import AsyncSession

from bot.models import Setting

MIGRATIONS = Path(__file__).parent / "migrations"


def create_engine(url: str) -> AsyncEngine:
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
    return create_async_engine(url, pool_pre_ping=True)


def _sqlite_pragmas(dbapi_connection, _record) -> None:
    cursor = dbapi_connection.cursor()
    cursor.execute("PRAGMA journal_mode=WAL")
    cursor.execute("PRAGMA busy_timeout=30000")
    cursor.execute("PRAGMA synchronous=NORMAL")
    cursor.execute("PRAGMA foreign_keys=ON")
    cursor.close()


def alembic_config() -> Config:
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    return config


async def upgrade(engine: AsyncEngine) -> None:
    """Bring the schema to the newest migration (run at every start)."""

    def run(connection) -> None:
        config = alembic_config()
        config.attributes["connection"] = connection
        command.upgrade(config, "head")

    async with engine.begin() as connection:
        await connection.run_sync(run)


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
