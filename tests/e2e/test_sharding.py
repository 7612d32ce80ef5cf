"""Two bot processes, shards 0 and 1 of 2, on one PostgreSQL database: each plays its own
guilds' games, a crash of one leaves the other's games untouched, the restarted process
resumes its games with their old buttons, and one click delivered to both is applied once; a
tournament is stepped by its server's shard alone."""

from __future__ import annotations

import pytest
from sqlalchemy import text

from bot import db
from tests.conftest import empty_postgres
from tests.support.boards import (
    answer,
    button,
    choose,
    click,
    is_over,
    mover,
    play_through,
    tournament_sign_up,
)
from tests.support.bot_process import BotProcess


@pytest.fixture
async def shared_database(postgres_url):
    await empty_postgres(postgres_url)
    return postgres_url


async def start_shard(fake, clock, tmp_path, database_url, shard: int, **extra: str) -> BotProcess:
    env = {
        "DATABASE_URL": database_url,
        "TEST_CLOCK_FILE": str(clock.path),
        "SHARD_COUNT": "2",
        "SHARD_IDS": str(shard),
        "DEV_GUILD_ID": "",  # global commands, synced by shard 0's process alone
        **extra,
    }
    bot = BotProcess(fake, "bot.__main__", tmp_path / f"shard{shard}", env)
    bot.log_path.parent.mkdir(exist_ok=True)
    await bot.start()
    return bot


async def open_sequence(fake, channel):
    alice, bob = fake.user("alice"), fake.user("bob")
    board = (await answer(fake.slash(alice, channel, "dice play", {"game": "sequence"}))).message
    board = await click(fake, bob, board, "join")
    return await click(fake, alice, board, "start")


async def logged_moves(database_url: str) -> dict[int, int]:
    """Decisions (not chance) logged per game."""
    engine = db.create_engine(database_url)
    async with engine.connect() as connection:
        rows = await connection.execute(
            text("SELECT game_id, count(*) FROM actions WHERE kind = 'play' GROUP BY game_id")
        )
        counts = dict(rows.all())
    await engine.dispose()
    return counts


def game_of(board) -> int:
    return int(button(board, "roll").custom_id.split(":")[1])


async def test_two_shard_processes_share_one_database(
    fake_discord, clock, tmp_path, shared_database
):
    fake = fake_discord
    other_guild = await fake.add_guild("Shard zero", shard=(0, 2))  # GUILD_ID is on shard 1
    zero_channel = await fake.add_channel("games", other_guild)
    shard0 = await start_shard(fake, clock, tmp_path, shared_database, 0)
    shard1 = await start_shard(fake, clock, tmp_path, shared_database, 1)
    assert fake.connected_shards == {0, 1}
    assert fake.store.command_syncs == 1  # shard 0's process synced; shard 1's did not

    boards = {
        0: await open_sequence(fake, zero_channel),
        1: await open_sequence(fake, fake.channel),
    }
    clicks = {0: 0, 1: 0}
    for _ in range(3):
        for shard, board in boards.items():
            boards[shard] = await choose(fake, mover(fake, board), board)
            clicks[shard] += 1

    await shard1.kill()  # a crash: shard 0's games go on untouched
    for _ in range(4):
        boards[0] = await choose(fake, mover(fake, boards[0]), boards[0])
        clicks[0] += 1
    await shard1.start()  # shard 1's game resumes with its old buttons
    for _ in range(4):
        boards[1] = await choose(fake, mover(fake, boards[1]), boards[1])
        clicks[1] += 1
    moves = await logged_moves(shared_database)
    assert [moves[game_of(boards[s])] for s in (0, 1)] == [clicks[0], clicks[1]]

    # A guild caught moving between shards: both processes get the same click at once.
    board = boards[1]
    assert not is_over(board)
    roll = button(board, "roll").custom_id
    handle = fake.click(mover(fake, board), board, roll, everywhere=True)
    await answer(handle)
    await fake.wait_until(lambda: len(handle.responses) >= 1)
    moves_after = await logged_moves(shared_database)
    assert moves_after[game_of(board)] == clicks[1] + 1  # applied exactly once
    for bot in (shard0, shard1):
        assert await bot.stop() == 0
        assert "Traceback" not in bot.log_path.read_text()


async def test_a_tournament_on_two_shard_processes(fake_discord, clock, tmp_path, shared_database):
    """Both processes run their housekeeping; the tournament is its server's shard's alone:
    each round's games open once, and it plays to its champion."""
    fake = fake_discord
    bots = [
        await start_shard(fake, clock, tmp_path, shared_database, shard, HOUSEKEEPING_SECONDS="1")
        for shard in (0, 1)
    ]
    options = {"game": "sequence", "format": "knockout"}
    board = await tournament_sign_up(fake, options, [], computers=3)
    await play_through(fake, board, timeout=60)
    names = [thread["name"].split(" · ")[1] for thread in fake.threads]
    assert sorted(names) == ["R1", "R1", "R2"]  # each table's thread opened once
    for bot in bots:
        assert await bot.stop() == 0
        assert "Traceback" not in bot.log_path.read_text()
