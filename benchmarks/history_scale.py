"""A year of history: the real bot against the fake Discord, the same commands measured side by
side on an empty database, on one holding just what they show — one server's games, its member
with 500 games among them — and on one holding a busy year around it: as many servers again,
each with its history (tests/support/history.py: real games the session service played,
replicated with new ids; finished games packed as the bot packs them, live games in their own
channels with deadlines over the coming days). A read should cost what it shows, not what the
database holds:

    python -m benchmarks.history_scale [--games 200000] [--live 2000] [--guilds 20]
                                       [--members 100] [--calls 50] [--clicks 300]
                                       [--databases sqlite postgresql]

Printed per database: each command's p50 / p99 (ms, the interaction dispatched → its answer
received, `--calls` calls one after another — each by a member of its own where a command has
a per-member cooldown — after a first call whose time is printed apart:
the first in a process pays for what is done once, such as the /stats picture's palette), a
fresh game's click p99 (of `--clicks` clicks: a p99 of 50 would be their slowest), the
housekeeping's first round after a start (from the bot's log) and an idle round (its claim of
what is due, with nothing due), bytes per finished game (SQLite: the file; PostgreSQL:
pg_total_relation_size of every table), start-up time (the median of three starts) and RSS
after start; then each figure's ratio of a year to one server (the same answers: what the
history around them costs) and to empty (where /stats and /leaderboard show nothing, /game
verify finds no game), and the issue's targets on the first (commands and an idle round ≤ 2 ×,
the first round ≤ 3 ×, a click ≤ 1.5 ×, ≤ 4 KB a game, start-up and RSS ≤ 1.3 ×).
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import itertools
import os
import re
import shutil
import statistics
import sys
import tempfile
import time
from collections.abc import Iterator
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
from tests.support.databases import benchmark_server, empty_postgres
from tests.support.fakediscord import FakeDiscord, FakeUser
from tests.support.history import History, seed

FIRST_ROUND = re.compile(r"housekeeping round: RoundFigures\(games=(\d+), .*seconds=([\d.]+)\)")
KIB = 1024
STARTS = 3  # start-up time: the median of as many starts (one is a noisy figure)


@dataclass
class Run:
    """One database's figures."""

    commands: dict[str, list[float]] = field(default_factory=dict)  # ms per call
    first_calls: dict[str, float] = field(default_factory=dict)  # ms, each command's first
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
        "/stats (500 games)": (None, "stats", {"user": alice}),
        "/game mine": (None, "game mine", {}),
        "/game verify of an old game": (None, "game verify", {"game": old_game}),
        "/game record, a quiet channel": (quiet, "game record", {}),
    }
    askers = newcomers()
    for name, (channel, command, options) in commands.items():
        # Alice's own games for /game mine; each call of a command with a per-member cooldown
        # (cogs/games.py) by a member of its own, else the calls after the first few would
        # time its refusals.
        def asker(command: str = command) -> FakeUser:
            return alice if command == "game mine" else next(askers)

        run.first_calls[name] = await timed(fake, fake.slash(asker(), channel, command, options))
        run.commands[name] = [
            await timed(fake, fake.slash(asker(), channel, command, options))
            for _ in range(arguments.calls)
        ]


def newcomers() -> Iterator[FakeUser]:
    """Members of the server who have played nothing, one after another."""
    for number in itertools.count():
        yield FakeUser(id=str(1_300_000_000_000_000_000 + number), name=f"member-{number}")


async def measure_clicks(fake, arguments, run: Run) -> None:
    """A fresh game's clicks: Sequence between Alice and Bob, each rolling in turn."""
    alice, bob = fake.user("alice"), fake.user("bob")
    table = await fake.add_channel("fresh")
    board = (await answer(fake.slash(alice, table, "dice play", {"game": "sequence"}))).message
    board = await click(fake, bob, board, "join")
    board = await click(fake, alice, board, "start")
    for _ in range(arguments.clicks):
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


async def one_run(database: str, server_url: str | None, arguments, seeded: str) -> Run:
    """One bot's figures on a database `seeded` "empty", with "one server" or "a year"."""
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
    if seeded != "empty":
        await seeded_history(fake, url, arguments, year=seeded == "a year")
        await settled(url)
    # What seeding left in this process (the fake Discord's) swept now and set aside, so that
    # no pass of the collector over it pauses the fake while it times the bot.
    gc.collect()
    gc.freeze()
    old_game = 100  # a finished game of months ago
    env = {"DATABASE_URL": url, "HOUSEKEEPING_SECONDS": "5", "LOG_LEVEL": "INFO"}
    bot = BotProcess(fake, "bot.__main__", workdir, env)
    starts = []
    for _ in range(STARTS):
        if bot.running:
            await bot.stop()
        started = time.perf_counter()
        await bot.start(timeout=300)
        starts.append(time.perf_counter() - started)
        await asyncio.sleep(2)  # its first housekeeping round (the first start's is reported)
    run.startup_s = statistics.median(starts)
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


async def settled(url: str) -> None:
    """The seeded pages written out now (a checkpoint, then the system's buffers), not in the
    background while the commands are measured: a database in use for a year has them on
    disk."""
    engine = db.create_engine(url)
    try:
        async with engine.connect() as connection:
            if engine.dialect.name == "postgresql":
                await connection.execute(text("CHECKPOINT"))
            else:
                await connection.execute(text("PRAGMA wal_checkpoint(TRUNCATE)"))
    finally:
        await engine.dispose()
    os.sync()  # and the system's own writing of them over


def ms(values: list[float]) -> str:
    return f"{percentile(values, 0.5):7.1f} {percentile(values, 0.99):7.1f}"


def report(runs: dict[str, Run]) -> None:
    """Each figure of each run and the ratios of a year's to one server's and to empty's (of
    p99s where there are many calls); the targets are on the first."""
    server, year = runs["one server"], runs["a year"]
    header = "".join(f"{name:>16}" for name in runs)
    print(f"  {'measure':<30}{header}   ratio to: server empty")
    print(f"  {'':<30}" + f"{'p50 p99':>16}" * len(runs))

    def row(name: str, figures: list[float], cells: str, note: str = "") -> float:
        """Prints a row of figures (the last is a year's) with its ratios; the first ratio."""
        to_server = figures[2] / max(figures[1], 0.001)
        to_empty = figures[2] / max(figures[0], 0.001)
        print(f"  {name:<30}{cells}   {to_server:9.2f} {to_empty:5.2f}{note}")
        return to_server

    def sampled(name: str, samples: list[list[float]], note: str = "") -> float:
        p99s = [percentile(values, 0.99) for values in samples]
        return row(name, p99s, "".join(f"{ms(values):>16}" for values in samples), note)

    def first_calls(name: str) -> str:
        return "  first " + "/".join(f"{r.first_calls[name]:.0f}" for r in runs.values())

    def single(name: str, figures: list[float], form: str, note: str = "") -> float:
        return row(name, figures, "".join(f"{figure:>16{form}}" for figure in figures), note)

    ratios = [
        sampled(name, [r.commands[name] for r in runs.values()], first_calls(name))
        for name in year.commands
    ]
    click = sampled("a fresh game click", [r.click for r in runs.values()])
    idle = sampled("housekeeping round, idle", [r.idle_round_ms for r in runs.values()])
    due = "/".join(str(r.first_round_games) for r in runs.values())
    first_figures = [r.first_round_ms for r in runs.values()]
    first = single("housekeeping round, first ms", first_figures, ".1f", f"  ({due} games due)")
    startup = single("start-up s", [r.startup_s for r in runs.values()], ".2f")
    rss = single("RSS after start MiB", [r.rss_mib for r in runs.values()], ".0f")
    size = year.bytes_per_game or 0
    print(
        f"  {'bytes per finished game':<30}{server.bytes_per_game or 0:>32.0f}{size:>16.0f}"
        f"   ({size / KIB:.2f} KB a year)"
    )
    checks = [
        ("every command p99 ≤ 2 ×", max(ratios) <= 2),
        ("an idle round ≤ 2 ×", idle <= 2),
        ("the first round ≤ 3 ×", first <= 3 or year.first_round_ms < 100),
        ("a click p99 ≤ 1.5 ×", click <= 1.5),
        ("≤ 4 KB per finished game", size <= 4 * KIB),
        ("start-up and RSS ≤ 1.3 ×", startup <= 1.3 and rss <= 1.3),
    ]
    for what, met in checks:
        print(f"  target {what} (a year to one server): {'met' if met else 'NOT met'}")


async def main(arguments: argparse.Namespace) -> None:
    for database in arguments.databases:
        print(
            f"{database}: {arguments.games} finished games, {arguments.live} live, "
            f"{arguments.guilds} servers of {arguments.members} members, {arguments.calls} calls, "
            f"{arguments.clicks} clicks (load: {os.getloadavg()[0]:.1f})"
        )
        with benchmark_server(database, "history-scale-pg-") as url:
            runs = {
                seeded: await one_run(database, url, arguments, seeded)
                for seeded in ("empty", "one server", "a year")
            }
        report(runs)


def arguments_of(argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=200_000, help="finished games")
    parser.add_argument("--live", type=int, default=2_000, help="live games")
    parser.add_argument("--guilds", type=int, default=20)
    parser.add_argument("--members", type=int, default=100, help="members per server")
    parser.add_argument("--calls", type=int, default=50, help="calls of each command")
    parser.add_argument("--clicks", type=int, default=300, help="a fresh game's clicks")
    parser.add_argument("--databases", nargs="+", default=["sqlite", "postgresql"])
    return parser.parse_args(argv)


if __name__ == "__main__":
    asyncio.run(main(arguments_of()))
