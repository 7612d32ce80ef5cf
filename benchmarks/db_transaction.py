"""A move's cost in the database layer. First the smallest transaction that saves a move (the
game row's optimistic UPDATE and one action-log INSERT, SQLAlchemy Core on the bot's own engine:
aiosqlite's worker thread for SQLite, asyncpg for PostgreSQL), one after another; then the same
moves through the bot's group committer (bot/group_commit.py) from W games written at once,
whose moves share transactions. Prints wall and CPU time per move (CPU of every thread of this
process) and, for the committer, the moves per transaction.

    python benchmarks/db_transaction.py [--transactions 2000] [--writers 1 4 16 64]
                                        [--databases sqlite postgresql]
"""

from __future__ import annotations

import argparse
import asyncio
import shutil
import sys
import tempfile
import time
from pathlib import Path

from sqlalchemy import insert, update

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bot import db
from bot.group_commit import GroupCommitter, Write
from bot.models import ActionRecord, Game, utcnow
from tests.support.databases import benchmark_server, empty_postgres

GAMES, ACTIONS = Game.__table__, ActionRecord.__table__


async def new_game(engine, channel: int) -> int:
    game = Game(guild_id=1, channel_id=channel, family="dice", game="sequence", host_id=1)
    row = game.model_dump(exclude={"id"})  # the database numbers it
    async with engine.begin() as connection:
        return (await connection.execute(insert(GAMES).values(**row))).inserted_primary_key[0]


def move(game_id: int, version: int) -> Write:
    values = {"version": version + 1, "state": '{"turn": 1}', "updated_at": utcnow()}
    entry = {"game_id": game_id, "seq": version + 1, "seat": 0, "kind": "play", "draws": None}
    records = [{**entry, "action": '{"type": "roll"}', "created_at": utcnow()}]
    return Write(game_id, version, values, records)


async def grouped(url: str, transactions: int, writers: int) -> tuple[float, float, float]:
    """(wall ms, CPU ms) per move and moves per transaction, `writers` games at once."""
    engine = db.create_engine(url)
    await db.upgrade(engine)
    committer = GroupCommitter(engine)
    games = [await new_game(engine, channel) for channel in range(writers)]
    per_game = max(1, transactions // writers)

    async def play(game_id: int) -> None:
        for version in range(per_game):
            await committer.write(move(game_id, version))

    wall, cpu = time.perf_counter(), time.process_time()
    await asyncio.gather(*(play(game_id) for game_id in games))
    wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
    await committer.close()
    await engine.dispose()
    moves = per_game * writers
    batches = sum(committer.batch_sizes.values())
    return wall * 1000 / moves, cpu * 1000 / moves, moves / batches


async def measure(url: str, transactions: int) -> tuple[float, float]:
    engine = db.create_engine(url)
    await db.upgrade(engine)
    game_id = await new_game(engine, 1)
    wall, cpu = time.perf_counter(), time.process_time()
    for version in range(transactions):
        async with engine.begin() as connection:
            saved = await connection.execute(
                update(GAMES)
                .where(GAMES.c.id == game_id, GAMES.c.version == version)
                .values(version=version + 1, state='{"turn": 1}', updated_at=utcnow())
            )
            assert saved.rowcount == 1
            entry = {"game_id": game_id, "seq": version + 1, "seat": 0, "kind": "play"}
            await connection.execute(
                insert(ACTIONS), [{**entry, "action": '{"type": "roll"}', "created_at": utcnow()}]
            )
    wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
    await engine.dispose()
    return wall * 1000 / transactions, cpu * 1000 / transactions


async def main(arguments: argparse.Namespace) -> None:
    for database in arguments.databases:
        folder = Path(tempfile.mkdtemp(prefix="db-transaction-"))
        with benchmark_server(database, "db-transaction-pg-") as server_url:
            url = server_url or f"sqlite+aiosqlite:///{folder}/bot.db"
            wall, cpu = await measure(url, arguments.transactions)
            print(
                f"{database:<10} {arguments.transactions} move transactions: "
                f"{wall:.3f} ms wall, {cpu:.3f} ms CPU each"
            )
            for writers in arguments.writers:
                if database == "postgresql":
                    await empty_postgres(url)
                else:
                    url = f"sqlite+aiosqlite:///{folder}/grouped-{writers}.db"
                wall, cpu, size = await grouped(url, arguments.transactions, writers)
                print(
                    f"{'':<10} group commit, {writers:>2} games at once: {wall:.3f} ms wall, "
                    f"{cpu:.3f} ms CPU per move, {size:.1f} moves per transaction"
                )
        shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--transactions", type=int, default=2000)
    parser.add_argument("--writers", type=int, nargs="+", default=[1, 4, 16, 64])
    parser.add_argument("--databases", nargs="+", default=["sqlite", "postgresql"])
    asyncio.run(main(parser.parse_args()))
