"""The query-plan guard: a read costs what it shows, not what the database holds. The real bot
runs against a database with a history (tests/support/history.py: thousands of finished games,
live ones in their channels) while members play, ask for leaderboards (of all time and of a
season), stats, records and verifications, and the housekeeping does what is due (a season's
close among it); every SQL statement it runs is captured
(SQL_CAPTURE_FILE), then explained against that database — SQLite's EXPLAIN QUERY PLAN,
PostgreSQL's generic plan (for any values) — and none may scan a whole table of games, seats,
actions, logs, results or standings, nor sort them in a temporary tree.

A new query the bot runs is in this test by being run in its flows: one that scans fails it,
with the statement and its plan."""

from __future__ import annotations

import asyncio
import itertools
import json
import random
import re
from datetime import datetime, timedelta

import pytest
from sqlalchemy import insert, text, update

from bot.days import DailyClock
from bot.families import Families
from bot.models import Game, ServerSettings
from bot.seasons.season import MONTH, Season
from cogs import FAMILIES
from tests.support.boards import (
    answer,
    button,
    click,
    daily_attempt,
    daily_ids,
    domino_turn,
    mover,
    play_through,
    play_to_end,
    tournament_sign_up,
)
from tests.support.history import (
    DAILY_DAYS,
    SEASON_GAMES,
    SEASONS_PAST,
    History,
    daily_days,
    past_seasons,
    season_champions,
    seed,
)

GUARDED = (
    "games",
    "seats",
    "actions",
    "game_logs",
    "results",
    "standings",
    # (not daily_days: a row a day, a few pages in ten years, which a planner rightly reads
    # whole rather than through its key)
    "daily_attempts",
    "daily_streaks",
    "tournaments",
    "tournament_entrants",
    "tournament_tables",
    "season_champions",
    # (not away_periods: the history has none, and a planner reads an empty table whole; its
    # reads go by member through its index, away_periods_of_member)
)
SCAN = re.compile(r"^SCAN (\w+)")
PARAMETER = re.compile(r"\$(\d+)")
NOT_PLANNED = ("INSERT", "PRAGMA", "BEGIN", "COMMIT", "ROLLBACK", "SAVEPOINT", "RELEASE")
# A busy year's shape, smaller: 20 servers of a hundred members, each with its history.
GUILDS, MEMBERS, FINISHED, LIVE = 20, 100, 4_000, 20
SORTED_ROWS = 1_000  # a PostgreSQL sort of more rows than a command shows


@pytest.fixture
async def history(fake_discord, bot_database, clock):
    """The bot's database, seeded: the fake's server with its members and channels, and two
    other servers."""
    fake = fake_discord
    guild = int(fake.guild_id)
    channels = [int(await fake.add_channel(f"table-{n}")) for n in range(LIVE)]
    members = [int(user.id) for user in fake.users] + list(range(10, 10 + MEMBERS))
    others = [1_000 * n for n in range(1, GUILDS)]
    history = History(
        guilds=[guild, *others],
        channels={guild: channels, **{g: [g + n for n in range(LIVE)] for g in others}},
        members={guild: members, **{g: [g + n for n in range(MEMBERS)] for g in others}},
        finished=FINISHED,
        live=LIVE * GUILDS,
        pool=1,
    )
    families = Families(FAMILIES)
    try:
        seeded = await seed(bot_database, history, families, clock.now())
    finally:
        await families.close()
    return seeded


def test_the_historys_past_is_the_bots_calendar(moment):
    """The seed's past at a moment of the date matrix: the 24 months before the one under way
    (Prague's calendar, whatever UTC's date is), each once, each the one before the next,
    ending when the bot's season ends, so no two podiums share a key; and the 60 days before
    the challenge's today, each once."""
    now, clock = moment, DailyClock()
    today = clock.today(now)
    months = past_seasons(now)
    assert months[0] == Season.of(today, MONTH).previous
    assert len({season.key for season in months}) == len(months) == SEASONS_PAST
    assert all(newer.previous == older for newer, older in itertools.pairwise(months))
    small = History([1, 2], {1: [1], 2: [2]}, {1: [10, 11, 12], 2: [20, 21, 22]}, 0, 0)
    rows = season_champions(small, random.Random(1), now)
    keys = {(row["guild_id"], row["season"], row["game"], row["place"]) for row in rows}
    assert len(keys) == len(rows) == 2 * SEASONS_PAST * len(SEASON_GAMES) * 3
    assert {row["ends_at"] for row in rows} == {season.span(clock)[1] for season in months}
    days = daily_days(now)
    assert days[0] == (today - timedelta(days=1)).isoformat()
    assert len(set(days)) == len(days) == DAILY_DAYS


async def due_now(database, guild: int, count: int, now: datetime) -> None:
    """Some of the server's live games have something due at the bot's `now` (the
    housekeeping then does it)."""
    async with database.begin() as connection:
        live = await connection.execute(
            text("SELECT id FROM games WHERE guild_id = :g AND status = 'active' LIMIT :n"),
            {"g": guild, "n": count},
        )
        ids = [row[0] for row in live]
        await connection.execute(
            update(Game).where(Game.id.in_(ids)).values(due_at=now - timedelta(minutes=1))
        )


async def flows(fake, history) -> None:
    """What members do on a server with a history, a command or a click of each kind."""
    alice, bob = fake.user("alice"), fake.user("bob")
    old_game = history["first_id"] + 7  # a finished game of months ago
    board = (await answer(fake.slash(alice, None, "dice play", {"game": "sequence"}))).message
    board = await click(fake, bob, board, "join")
    board = await play_to_end(fake, await click(fake, alice, board, "start"))
    again = (await answer(fake.click(alice, board, button(board, "rematch").custom_id))).message
    await click(fake, alice, again, "cancel")
    for command, options in (
        ("leaderboard", {}),
        ("leaderboard", {"game": "sequence"}),
        ("leaderboard", {"game": "general", "sort": "best"}),
        ("leaderboard", {"game": "sequence", "season": "current"}),
        ("leaderboard", {"game": "kosci", "season": "previous", "sort": "wins"}),
        ("leaderboard", {"season": "previous"}),  # each game's podium
        ("stats", {}),
        ("game mine", {}),
        ("game record", {}),
        ("game record", {"game": old_game}),
        ("game verify", {"game": old_game}),
        ("game settings", {}),
        ("game notify", {"pings": "off"}),
        ("game away", {"days": 2}),  # his seats in his live games, among all his seats
        ("game away", {"days": 0}),
    ):
        await answer(fake.slash(alice, None, command, options))
    quiet = await fake.add_channel("quiet")
    await answer(fake.slash(alice, quiet, "game record", {}))  # no game here ever
    board = (await answer(fake.slash(bob, quiet, "domino play", {"game": "block"}))).message
    board = await click(fake, bob, board, "computer")
    board = await click(fake, bob, board, "start")
    if mover(fake, board) == bob:
        await domino_turn(fake, board)
    await answer(fake.slash(bob, quiet, "game status", {}))
    await answer(fake.slash(bob, quiet, "game resign", {}))
    await answer(fake.slash(bob, quiet, "backgammon play", {"opponent": "computer"}))
    await answer(fake.slash(bob, quiet, "game cancel", {}))
    await answer(fake.slash(bob, quiet, "backgammon record", {}))
    await answer(fake.slash(bob, None, "dice play", {"game": "sequence", "where": "thread"}))
    await daily_flows(fake)
    await tournament_flows(fake)


async def tournament_flows(fake) -> None:
    """A knockout of four (Alice and three computers) from its sign-up to its champion,
    Alice playing her games in their threads; then /tournament status, list and record."""
    alice = fake.user("alice")
    options = {"game": "sequence", "format": "knockout"}
    board = await tournament_sign_up(fake, options, [], computers=3)
    await play_through(fake, board, timeout=60)
    for command in ("tournament status", "tournament list", "tournament record"):
        await answer(fake.slash(alice, None, command, {}))


async def daily_flows(fake) -> None:
    """The daily challenge: the panel, an attempt to its end, the day's boards, the share."""
    alice = fake.user("alice")
    board = await daily_attempt(fake, alice, "domino")
    await answer(fake.click(alice, board, "d:boards:domino"))
    share = next(i for i in daily_ids(board) if i.startswith("d:share:"))
    await answer(fake.click(alice, board, share))
    await answer(fake.slash(alice, None, "daily", {}))
    await answer(fake.slash(alice, None, "game verify", {"game": int(share.split(":")[2])}))


def sqlite_problems(plan: list[tuple], partial: set[str]) -> list[str]:
    """A scan of a guarded table, but of a partial index (which holds only the rows its
    condition, the query's, selects: the work to do, such as the ended games still to pack),
    and any temporary sort."""
    details = [str(row[-1]) for row in plan]
    scans = [
        detail
        for detail in details
        if (found := SCAN.match(detail))
        and found[1] in GUARDED
        and not any(detail.endswith(f"USING INDEX {index}") for index in partial)
    ]
    sorts = [detail for detail in details if "TEMP B-TREE" in detail]
    return scans + sorts


def postgres_problems(node: dict) -> list[str]:
    """A scan of a whole guarded table, and a sort of more rows than a command shows (the
    planner sorts a few rows found by an index rather than read them in its order, as SQLite
    does)."""
    problems = []
    if node["Node Type"] == "Seq Scan" and node.get("Relation Name") in GUARDED:
        problems.append(f"Seq Scan on {node['Relation Name']}")
    sorting = node["Node Type"] in ("Sort", "Incremental Sort")
    if sorting and node["Plan Rows"] > SORTED_ROWS:
        problems.append(f"Sort of {node['Plan Rows']} rows by {node.get('Sort Key')}")
    for child in node.get("Plans", ()):
        problems += postgres_problems(child)
    return problems


async def explain(database, statement: str) -> list[str]:
    """What is wrong with the statement's plan on the seeded database (nothing: [])."""
    async with database.connect() as connection:
        driver = await connection.get_raw_connection()
        if database.dialect.name == "sqlite":
            sqlite = driver.driver_connection
            partial = await sqlite.execute_fetchall(
                "SELECT name FROM sqlite_master WHERE type = 'index' AND sql LIKE '% WHERE %'"
            )
            cursor = await sqlite.execute(
                f"EXPLAIN QUERY PLAN {statement}", (None,) * statement.count("?")
            )
            return sqlite_problems(await cursor.fetchall(), {name for (name,) in partial})
        # The plan for any values (a plan for NULLs would be folded away): the statement
        # prepared, its generic plan forced.
        postgres = driver.driver_connection
        parameters = max(map(int, PARAMETER.findall(statement)), default=0)
        await postgres.execute("SET plan_cache_mode = force_generic_plan")
        await postgres.execute(f"PREPARE guarded AS {statement}")
        try:
            arguments = ", ".join(["NULL"] * parameters)
            execute = f"EXECUTE guarded({arguments})" if parameters else "EXECUTE guarded"
            plan = await postgres.fetchval(f"EXPLAIN (FORMAT JSON) {execute}")
        finally:
            await postgres.execute("DEALLOCATE guarded")
        plan = json.loads(plan) if isinstance(plan, str) else plan  # (the dialect decodes json)
        return postgres_problems(plan[0]["Plan"])


async def season_over(database, guild: int, channel: int, now: datetime) -> None:
    """The server's last two seasons are to be closed at the first housekeeping round (the bot
    was down at the end of both): their podiums read, their champions kept
    (bot/seasons/posts.py)."""
    closed = Season.of(DailyClock().today(now), MONTH).previous.previous.previous
    async with database.begin() as connection:
        await connection.execute(
            insert(ServerSettings).values(
                guild_id=guild, season_channel_id=channel, season_posted=closed.key
            )
        )


async def test_no_statement_scans_or_sorts_the_history(
    fake_discord, bot_process, database, history, clock, tmp_path
):
    captured = tmp_path / "statements.jsonl"
    await due_now(database, int(fake_discord.guild_id), 5, clock.now())
    await season_over(database, int(fake_discord.guild_id), int(fake_discord.channel), clock.now())
    bot = await bot_process(HOUSEKEEPING_SECONDS="1", SQL_CAPTURE_FILE=str(captured))
    await flows(fake_discord, history)
    await asyncio.sleep(2.5)  # housekeeping rounds, each second
    await bot.stop()
    statements = [json.loads(line) for line in captured.read_text().splitlines()]
    planned = [s for s in statements if not s.lstrip().upper().startswith(NOT_PLANNED)]
    assert len(planned) >= 25  # the flows ran: reads of every kind
    problems = {s: found for s in planned if (found := await explain(database, s))}
    assert problems == {}, json.dumps(problems, indent=1)
