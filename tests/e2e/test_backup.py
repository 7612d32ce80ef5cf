"""Backups (README, Backups): `python -m bot backup PATH` copies the database while clicks are
being saved, and a bot restored from the copy has every move in it and finishes the games."""

from __future__ import annotations

import asyncio
import sqlite3
import sys
from contextlib import closing
from pathlib import Path

import pytest

from tests.support.boards import (
    answer,
    board_version,
    choose,
    click,
    header,
    mover,
    play_to_end,
)
from tests.support.bot_process import PROJECT_ROOT

CHANNELS = 3
# While the copy is taken each game goes on, a decision every THINK_SECONDS or so (the copy
# comes about a second after the command starts), at most MOST_DECISIONS of them: a Sequence
# game (about 40 throws) cannot end within 8, where reaching 100 takes four throws of 25.
THINK_SECONDS = 0.1
MOST_DECISIONS = 8


@pytest.fixture
def database_url(tmp_path) -> str:
    """SQLite only: the command copies an SQLite file (PostgreSQL is backed up with pg_dump)."""
    return f"sqlite+aiosqlite:///{tmp_path / 'bot.db'}"


async def open_sequence(fake, channel):
    alice, bob = fake.user("alice"), fake.user("bob")
    board = (await answer(fake.slash(alice, channel, "dice play", {"game": "sequence"}))).message
    board = await click(fake, bob, board, "join")
    return await click(fake, alice, board, "start")


async def keep_playing(fake, board, copied: asyncio.Event) -> None:
    """Decisions one after another until the backup is written."""
    for _ in range(MOST_DECISIONS):
        if copied.is_set():
            return
        board = await choose(fake, mover(fake, board), board)
        await asyncio.sleep(THINK_SECONDS)


async def back_up(database_url: str, path: Path) -> list[str]:
    """`python -m bot backup PATH` beside the running bot, as its owner would run it."""
    process = await asyncio.create_subprocess_exec(
        sys.executable,
        "-m",
        "bot",
        "backup",
        str(path),
        cwd=PROJECT_ROOT,
        env={
            "PATH": "/usr/bin:/bin",
            "PYTHONPATH": str(PROJECT_ROOT),
            "DATABASE_URL": database_url,
        },
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.PIPE,
    )
    out, err = await process.communicate()
    assert process.returncode == 0, err.decode()
    return out.decode().splitlines()


def saved(path: Path) -> dict[int, tuple[int, list[tuple]]]:
    """Each game's version and logged actions in the database file (read-only)."""
    uri = f"{path.as_uri()}?mode=ro"
    with closing(sqlite3.connect(uri, uri=True)) as database:
        games = database.execute("SELECT id, version FROM games").fetchall()
        log = database.execute(
            "SELECT game_id, seq, seat, kind, action, draws FROM actions ORDER BY game_id, seq"
        ).fetchall()
    return {game: (version, [a[1:] for a in log if a[0] == game]) for game, version in games}


async def test_a_backup_during_a_game_restores_into_a_bot_that_finishes_it(
    fake_discord, bot_process, tmp_path
):
    fake = fake_discord
    bot = await bot_process()
    channels = [await fake.add_channel(f"table-{n}") for n in range(CHANNELS)]
    boards = [await open_sequence(fake, channel) for channel in channels]

    def shown() -> list[int]:
        """The version of each board as the players see it now."""
        return [board_version(fake.message(board.id)) for board in boards]

    copied = asyncio.Event()
    playing = [asyncio.create_task(keep_playing(fake, board, copied)) for board in boards]
    before = shown()
    path = tmp_path / "backups" / "bot.db"
    [line] = await back_up(bot.env["DATABASE_URL"], path)
    during = shown()
    copied.set()
    await asyncio.gather(*playing)
    after = shown()
    assert line.startswith(f"Backed up {tmp_path / 'bot.db'} to {path}: ")
    assert line.endswith(f"{CHANNELS} games, integrity check ok.")

    backed_up = saved(path)
    games = sorted(backed_up)
    # Moves were saved while the command ran, and the copy holds the games as they were at
    # one moment between the first click and the last.
    assert sum(during) > sum(before)
    for game, first, last in zip(games, before, after, strict=True):
        assert first <= backed_up[game][0] <= last

    # The restore (README, Backups). A crashed bot leaves its WAL beside the database, holding
    # the moves after the copy: SQLite would lay it over the backup, so it goes first.
    await bot.kill()
    live = tmp_path / "bot.db"
    for side in ("-wal", "-shm"):
        Path(f"{live}{side}").unlink(missing_ok=True)
    live.write_bytes(path.read_bytes())
    await bot_process()  # a new bot on the restored file, against the same Discord

    alice = fake.user("alice")
    for game, channel in zip(games, channels, strict=True):
        board = (await answer(fake.slash(alice, channel, "game status"))).message
        assert board_version(board) == backed_up[game][0]  # the game as the backup had it
        board = await play_to_end(fake, board)
        assert "🏆" in header(board)
        verdict = (await answer(fake.slash(alice, channel, "game verify"))).message.content
        assert verdict.startswith("✔"), verdict  # every throw, before and after, is fair
    restored = saved(live)
    for game in games:
        version, log = backed_up[game]
        assert restored[game][1][: len(log)] == log  # every move the backup had
        assert restored[game][0] > version and len(restored[game][1]) > len(log)
