"""`python -m bot backup PATH`: a consistent copy of the bot's SQLite database, taken while the
bot runs.

Why it is safe while the bot writes: the copy is SQLite's `VACUUM INTO`, one read transaction
on a read-only connection. The bot's database is in WAL mode (bot/db.py), where a reader sees
the last committed state — the database file and the committed part of the WAL — and neither
blocks the writer nor is blocked by it: clicks go on being saved during the copy, and none is
in it half-saved. All a long copy holds back is the checkpoint: the WAL grows for as long as
the copy reads, and the first checkpoint after it folds it back.

Why not the online backup API (sqlite3's `Connection.backup`): in one step it is the same one
read transaction; in steps (`pages=`, `sleep`) it lets go of its snapshot between them, and a
write by another connection — the bot saves every click — restarts it from the first page, so
a big database on a busy bot might never be copied. `VACUUM INTO` also writes a compact file
(no free pages, indexes rebuilt) as one self-contained file, with no WAL beside it; the bot
turns it back to WAL when it opens it.

The copy is written to a temporary file beside PATH, flushed to disk (SQLite does not sync a
`VACUUM INTO` file), checked with `PRAGMA integrity_check`, and only then renamed to PATH:
PATH is never a half-written or unchecked backup.
"""

from __future__ import annotations

import os
import sqlite3
import tempfile
from contextlib import closing
from pathlib import Path
from typing import NamedTuple

from sqlalchemy.engine import make_url
from sqlalchemy.exc import ArgumentError


class Refused(Exception):
    """Nothing was copied: the request cannot be done as asked (exit status 2)."""


class Failed(Exception):
    """The copy was tried and failed; nothing was left at PATH (exit status 1)."""


class Backup(NamedTuple):
    source: Path
    path: Path
    size: int  # bytes
    games: int

    def __str__(self) -> str:
        return (
            f"Backed up {self.source} to {self.path}: {self.size / 2**20:.1f} MiB, "
            f"{self.games} games, integrity check ok."
        )


def sqlite_file(database_url: str) -> Path:
    """The SQLite file DATABASE_URL names; refuses any other database (PostgreSQL has pg_dump)."""
    try:
        url = make_url(database_url)
    except ArgumentError:  # its message would show the URL, password and all
        raise Refused("DATABASE_URL is not a database URL (see .env.example).") from None
    if url.get_backend_name() != "sqlite":
        raise Refused(
            f"DATABASE_URL is {url.get_backend_name()}, not SQLite: back it up with pg_dump "
            "(see README, Backups)."
        )
    if not url.database or url.database == ":memory:":
        raise Refused("DATABASE_URL names no SQLite file: there is nothing to back up.")
    return Path(url.database)


def copy(source: Path, target: Path, *, force: bool = False) -> Backup:
    """Copy the database `source` to `target` (replacing it only with `force`) and check it."""
    if not source.is_file():
        raise Refused(f"{source} does not exist: is DATABASE_URL the bot's database?")
    if target.is_dir():
        raise Refused(f"{target} is a folder: give the backup a file name.")
    if target.exists() and target.samefile(source):
        raise Refused(f"{target} is the bot's database itself.")
    if target.exists() and not force:
        raise Refused(f"{target} exists: choose another name, or --force to replace it.")
    target.parent.mkdir(parents=True, exist_ok=True)
    handle, name = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".partial", dir=target.parent)
    partial = Path(name)
    try:
        os.close(handle)  # VACUUM INTO writes into an empty file; this one only reserves a name
        _copy(source, partial)
        games = _check(partial)
        with partial.open("rb") as written:
            os.fsync(written.fileno())
        partial.replace(target)
    except (sqlite3.Error, OSError) as error:
        partial.unlink(missing_ok=True)
        raise Failed(f"The backup failed, nothing was written to {target}: {error}.") from None
    return Backup(source, target, target.stat().st_size, games)


def _copy(source: Path, partial: Path) -> None:
    # Read-only (the backup cannot change the bot's database), and never creating a database
    # that is not there; the busy timeout is the bot's.
    uri = f"{source.resolve().as_uri()}?mode=ro"
    with closing(sqlite3.connect(uri, uri=True, timeout=30, isolation_level=None)) as database:
        database.execute("VACUUM INTO ?", (str(partial),))


def _check(partial: Path) -> int:
    """The copy's number of games, once SQLite found it whole."""
    with closing(sqlite3.connect(partial, isolation_level=None)) as database:
        problems = [row[0] for row in database.execute("PRAGMA integrity_check")]
        if problems != ["ok"]:
            raise sqlite3.DatabaseError(f"the copy failed its integrity check: {problems[0]}")
        return database.execute("SELECT count(*) FROM games").fetchone()[0]
