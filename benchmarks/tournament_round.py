"""Opening a tournament round of 64 pairings: the real bot against the fake Discord on
loopback. A knockout of 128 members (Alice signs up by the command, the other 127 are written
into the sign-up as members of the server would be), started by Alice; the round opens 64
threads, a game and its board in each, and one message pinging both players there.

Prints how long the round took to open (from the Start click to the last ping), the bot's
requests to Discord by route and the most it sent in any second (a spread, not a burst: the
tables open one after another, each waiting for Discord's answers; discord.py honours
Discord's rate-limit headers, which the fake does not send), and any 429 seen.

    python -m benchmarks.tournament_round [--database postgresql]

Target (issue 36): 64 pairings open within a minute, with no storm of 429s.
"""

from __future__ import annotations

import argparse
import asyncio
import collections
import tempfile
import time
from pathlib import Path

from sqlalchemy import insert, text

from bot import db
from bot.models import TournamentEntrant
from tests.support.boards import answer
from tests.support.bot_process import BotProcess
from tests.support.databases import private_postgres
from tests.support.fakediscord import FakeDiscord

PAIRINGS = 64


async def run(database_url: str, workdir: Path) -> None:
    fake = FakeDiscord()
    await fake.start()
    bot = BotProcess(fake, "bot.__main__", workdir, {"DATABASE_URL": database_url})
    await bot.start()
    try:
        alice = fake.user("alice")
        options = {"game": "sequence", "format": "knockout", "turn_time": 1440}
        board = (await answer(fake.slash(alice, None, "tournament create", options))).message
        tournament = int(
            next(c for c in board.custom_ids if c.startswith("t:start:")).split(":")[2]
        )
        engine = db.create_engine(database_url)
        async with engine.begin() as connection:
            await connection.execute(
                insert(TournamentEntrant.__table__),
                [
                    {
                        "tournament_id": tournament,
                        "number": number,
                        "user_id": 1_300_000_000_000_000_000 + number,
                        "name": f"Member {number}",
                        "rating": 1500.0 + number,
                    }
                    for number in range(1, 2 * PAIRINGS)
                ],
            )
        before = len(fake.requests)
        started = time.perf_counter()
        await answer(fake.click(alice, board, f"t:start:{tournament}"))
        async with asyncio.timeout(600):
            while (
                sum("your round" in m.content for t in fake.threads for m in fake.messages(t["id"]))
                < PAIRINGS
            ):
                await asyncio.sleep(0.05)
        seconds = time.perf_counter() - started
        async with engine.connect() as connection:
            games = await connection.scalar(
                text("SELECT count(*) FROM tournament_tables WHERE game_id IS NOT NULL")
            )
        await engine.dispose()
        requests = fake.requests[before:]
        routes = collections.Counter(f"{method} {route}" for _, method, route, _ in requests)
        print(
            f"{engine.dialect.name}: {PAIRINGS} pairings opened in {seconds:.1f} s: "
            f"{len(fake.threads)} threads, {games} games"
        )
        print(f"  requests sent: {len(requests)}")
        for route, count in routes.most_common():
            print(f"    {count:5d}  {route}")
        first = requests[0][0]
        per_second = collections.Counter(int(at - first) for at, _, _, _ in requests)
        print(f"  the most in one second: {max(per_second.values())}")
        print(f"  429s: {sum(status == 429 for _, _, _, status in requests)}")
    finally:
        await bot.stop()
        await fake.stop()


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--database", choices=("sqlite", "postgresql"), default="sqlite")
    chosen = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        workdir = Path(folder)
        if chosen.database == "sqlite":
            await run(f"sqlite+aiosqlite:///{workdir / 'bot.db'}", workdir)
            return
        with private_postgres("tablegames-postgres-") as server:
            await run(server.url, workdir)


if __name__ == "__main__":
    asyncio.run(main())
