"""`python -m bot backup PATH` (bot/backup.py): a copy of the live SQLite database with every
committed row, none half-written, that the bot starts from; refusals that copy nothing."""

from __future__ import annotations

import sqlite3
import subprocess
import sys
from contextlib import closing
from pathlib import Path

import pytest

from bot import backup, db
from bot.game import Place
from bot.sessions import GameService
from rules.base import SeededChance
from tests.conftest import ALICE, BOB, GUILD

PROJECT_ROOT = Path(__file__).resolve().parents[2]
CHANNELS = (9101, 9102, 9103)


@pytest.fixture
async def live(tmp_path):
    """The bot's database as the running bot leaves it: three games, one of them being played,
    its last commits still in the WAL (the bot's pooled connection stays open)."""
    path = tmp_path / "bot.db"
    engine = db.create_engine(f"sqlite+aiosqlite:///{path}")
    await db.upgrade(engine)
    service = GameService(engine, SeededChance(7), turn_timeout_minutes=10)
    for channel in CHANNELS:
        snap = await service.create(Place(GUILD, channel), ALICE, "sequence")
    await service.join(snap.game.id, BOB)
    snap = await service.start(snap.game.id, ALICE)
    mover = ALICE if snap.to_move == 0 else BOB
    await service.act(snap.game.id, snap.game.version, mover, {"type": "roll"})
    yield path
    await service.close()
    await engine.dispose()


def rows(path: Path, query: str) -> list[tuple]:
    with closing(sqlite3.connect(path)) as database:
        return database.execute(query).fetchall()


async def test_a_copy_has_every_committed_row_and_none_being_written(live, tmp_path):
    assert Path(f"{live}-wal").stat().st_size > 0  # the latest commits are in the WAL alone
    with closing(sqlite3.connect(live, isolation_level=None)) as writer:
        writer.execute("BEGIN IMMEDIATE")  # another write under way, holding the write lock
        writer.execute("DELETE FROM actions")
        copied = backup.copy(live, tmp_path / "backup.db")  # not blocked by the writer
        writer.execute("ROLLBACK")
    assert copied.games == len(CHANNELS) and copied.size == copied.path.stat().st_size
    for query in (  # the tables a game is replayed from, row for row
        "SELECT * FROM games ORDER BY id",
        "SELECT * FROM seats ORDER BY game_id, seat",
        "SELECT * FROM actions ORDER BY game_id, seq",
    ):
        assert rows(copied.path, query) == rows(live, query)
    assert rows(copied.path, "SELECT count(*) FROM actions") != [(0,)]  # not the DELETE
    assert rows(copied.path, "PRAGMA journal_mode") == [("delete",)]  # one file, no side files


async def test_the_bot_starts_from_the_copy(live, tmp_path):
    copied = backup.copy(live, tmp_path / "backup.db")
    engine = db.create_engine(f"sqlite+aiosqlite:///{copied.path}")
    try:
        await db.upgrade(engine)  # as at every start
        service = GameService(engine, SeededChance(7), turn_timeout_minutes=10)
        snap = await service.live_game(CHANNELS[-1])
        mover = ALICE if snap.to_move == 0 else BOB
        moved = await service.act(snap.game.id, snap.game.version, mover, {"type": "roll"})
        assert moved.game.version == snap.game.version + 1
        await service.close()
    finally:
        await engine.dispose()


async def test_an_existing_file_is_replaced_only_with_force(live, tmp_path):
    target = tmp_path / "backup.db"
    target.write_text("last week's backup")
    with pytest.raises(backup.Refused, match="--force"):
        backup.copy(live, target)
    assert target.read_text() == "last week's backup"
    with pytest.raises(backup.Refused, match="itself"):
        backup.copy(live, live, force=True)
    assert backup.copy(live, target, force=True).games == len(CHANNELS)
    assert sorted(p.name for p in tmp_path.iterdir() if p.name.startswith("backup")) == [
        "backup.db"
    ]


async def test_a_copy_that_fails_leaves_nothing(tmp_path):
    source = tmp_path / "bot.db"
    with closing(sqlite3.connect(source)) as database:
        database.execute("CREATE TABLE games (id INTEGER PRIMARY KEY, state TEXT)")
        database.executemany("INSERT INTO games (state) VALUES (?)", [("x" * 200,)] * 500)
        database.commit()
    damaged = bytearray(source.read_bytes())
    damaged[5 * 4096 : 5 * 4096 + 100] = b"\xff" * 100  # a page of the table overwritten
    source.write_bytes(damaged)
    with pytest.raises(backup.Failed, match="malformed"):
        backup.copy(source, tmp_path / "copies" / "backup.db")
    assert list((tmp_path / "copies").iterdir()) == []  # no backup, no partial file


async def test_a_copy_that_fails_its_check_is_not_kept(live, tmp_path, monkeypatch):
    def copy_with_a_broken_index(source, partial):
        with closing(sqlite3.connect(partial, isolation_level=None)) as database:
            database.execute("CREATE TABLE games (id INTEGER PRIMARY KEY, host_id INTEGER)")
            database.execute("CREATE INDEX by_host ON games (host_id)")
            database.execute("INSERT INTO games (host_id) VALUES (20), (10)")
            database.execute("PRAGMA writable_schema = ON")  # the index now says another column
            database.execute(
                "UPDATE sqlite_schema SET sql = 'CREATE INDEX by_host ON games (id)'"
                " WHERE name = 'by_host'"
            )

    monkeypatch.setattr(backup, "_copy", copy_with_a_broken_index)
    with pytest.raises(backup.Failed, match="integrity check: row 1 missing from index"):
        backup.copy(live, tmp_path / "copies" / "backup.db")
    assert list((tmp_path / "copies").iterdir()) == []


@pytest.mark.parametrize(
    ("url", "says"),
    [
        ("postgresql+asyncpg://user:s3cret@host/db", "pg_dump"),
        ("sqlite+aiosqlite://", "no SQLite file"),
        ("sqlite+aiosqlite:///:memory:", "no SQLite file"),
        ("user:s3cret@host", "not a database URL"),
    ],
)
def test_only_an_sqlite_file_is_backed_up(url, says):
    with pytest.raises(backup.Refused, match=says) as refused:
        backup.sqlite_file(url)
    assert "s3cret" not in str(refused.value)


def test_a_relative_file_is_where_the_bot_keeps_it():
    assert backup.sqlite_file("sqlite+aiosqlite:///data/bot.db") == Path("data/bot.db")
    assert backup.sqlite_file("sqlite+aiosqlite:////srv/bot.db") == Path("/srv/bot.db")


def run_backup(folder: Path, database_url: str, *arguments: str) -> subprocess.CompletedProcess:
    """`python -m bot backup …` in `folder`, with no token: only DATABASE_URL is set."""
    env = {"PATH": "/usr/bin:/bin", "HOME": str(folder), "PYTHONPATH": str(PROJECT_ROOT)}
    return subprocess.run(
        [sys.executable, "-m", "bot", "backup", *arguments],
        cwd=folder,
        env={**env, "DATABASE_URL": database_url},
        capture_output=True,
        text=True,
    )


async def test_the_command_needs_no_token_and_says_what_it_wrote(live, tmp_path):
    done = run_backup(tmp_path, "sqlite+aiosqlite:///bot.db", "backups/monday.db")
    assert done.returncode == 0, done.stderr
    assert done.stdout.count("\n") == 1 and done.stderr == ""
    assert done.stdout.startswith("Backed up bot.db to backups/monday.db: ")
    assert f"{len(CHANNELS)} games, integrity check ok" in done.stdout
    again = run_backup(tmp_path, "sqlite+aiosqlite:///bot.db", "backups/monday.db")
    assert again.returncode == 2 and again.stderr.count("\n") == 1 and "--force" in again.stderr
    forced = run_backup(tmp_path, "sqlite+aiosqlite:///bot.db", "backups/monday.db", "--force")
    assert forced.returncode == 0, forced.stderr


def test_on_postgresql_the_command_says_pg_dump_and_exits_2(tmp_path):
    done = run_backup(tmp_path, "postgresql+asyncpg://user:s3cret@host/db", "backup.db")
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr.count("\n") == 1 and "pg_dump" in done.stderr
    assert "s3cret" not in done.stderr and "Traceback" not in done.stderr
    assert not (tmp_path / "backup.db").exists()
