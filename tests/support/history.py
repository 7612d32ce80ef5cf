"""A database with a history: real games the session service played (a pool of each of the 14
games, to their end and a few moves in), replicated with new ids into as many finished and live
games as asked — over servers, members and channels, their times spread over a year, finished
games' logs packed as the bot packs them, live games' deadlines spread over the coming days —
with the results and standings their results make, and each server's past seasons' podiums.
For the query-plan guard (tests/e2e/test_query_plans.py) and benchmarks/history_scale.py.

Its times are counted back from a `now` it is given (the bot's: an end-to-end test's bot runs on
a clock of its own), and its past days and seasons are the bot's calendar's (bot.daily.DailyClock,
bot.seasons.Season), never a number of days."""

from __future__ import annotations

import random
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

from sqlalchemy import delete, func, insert, select, text

from bot import db, game_logs
from bot.computers import ComputerPlayers
from bot.days import DailyClock
from bot.families import Families
from bot.game import Place, Player
from bot.models import (
    ActionRecord,
    DailyAttempt,
    DailyDay,
    DailyStreak,
    Game,
    GameLog,
    ResultRecord,
    SeasonChampion,
    Seat,
    Standing,
    Tournament,
    TournamentEntrant,
    TournamentTable,
    utcnow,
)
from bot.seasons.season import MONTH, Season
from bot.sessions import GameService
from rules import registry
from rules.base import SeededChance

GAMES, SEATS, ACTIONS = Game.__table__, Seat.__table__, ActionRecord.__table__
RESULTS, STANDINGS, LOGS = ResultRecord.__table__, Standing.__table__, GameLog.__table__
POOL_PLAYERS = [Player(900 + n, f"Pool {n}", "en") for n in range(2)]
POOL_GUILD = 1
TABLES = {"games": GAMES, "seats": SEATS, "results": RESULTS, "logs": LOGS, "actions": ACTIONS}
CHUNK = 2_000  # games inserted per transaction
YEAR = timedelta(days=365)


@dataclass(frozen=True)
class History:
    """What to seed: `finished` and `live` games of `guilds` (each with its channels and
    members), ids from `first_id` on."""

    guilds: list[int]
    channels: dict[int, list[int]]  # guild -> its channels (a live game has one of its own)
    members: dict[int, list[int]]  # guild -> its members' user ids
    finished: int
    live: int
    pool: int = 2  # games the service plays of each of the 14, for each kind
    seed: int = 1
    # A member who plays a share of his server's games (his /stats is the one measured).
    regular: tuple[int, int, float] | None = None  # (server, member, share)


async def play_pool(engine, families: Families, games_each: int) -> tuple[list[int], list[int]]:
    """Games of every kind the service plays itself, as the bot does (fair chance, computers'
    choices for the people): `games_each` of each to its end, and as many a few moves in. Their
    ids: (finished, live)."""
    service = GameService(
        engine, SeededChance(1), fair=True, families=families, computers=ComputerPlayers(families)
    )
    finished, live = [], []
    channel = 1
    for number in range(games_each):
        for rules in registry.GAMES.values():
            for ends in (True, False):
                snap = await _play(service, rules, Place(POOL_GUILD, channel), ends, number)
                channel += 1
                (finished if snap.game.status == "finished" else live).append(snap.game.id)
    await service.close()
    return finished, live


async def _play(service: GameService, rules: Any, place: Place, ends: bool, number: int):
    chance = SeededChance(f"{rules.id}-{number}-{ends}")
    host = POOL_PLAYERS[0]
    snap = await service.create(place, host, rules.id)
    if rules.max_players > 1:
        snap = await service.join(snap.game.id, POOL_PLAYERS[1])
    for _ in range(rules.min_players - len(snap.seats)):
        snap = await service.add_computer(snap.game.id, host)
    if snap.game.status == "lobby":
        snap = await service.start(snap.game.id, host, f"{place.channel_id}")
    moves = 0
    while snap.game.status == "active" and (ends or moves < 3):
        player = next(p for p in POOL_PLAYERS if p.id == snap.seats[snap.to_move].user_id)
        action = rules.simple_computer_action(snap.state, chance)
        snap = await service.act(snap.game.id, snap.game.version, player, action)
        moves += 1
    return snap


async def seed(
    url: str, history: History, families: Families, now: datetime | None = None
) -> dict[str, Any]:
    """Seed the database at `url` (migrated) with `history` up to `now` (default: this
    process's); what was seeded."""
    now = now or utcnow()
    # Batches of thousands of rows: not bound by the 10 s the bot allows its own statements.
    engine = db.create_engine(url, statement_seconds=None)
    try:
        await db.upgrade(engine)
        finished, live = await play_pool(engine, families, history.pool)
        while await game_logs.pack_ended(engine, batch=100):
            pass
        pool = await _read_pool(engine, finished + live)
        first = 1 + await _max_id(engine)
        rng = random.Random(history.seed)
        await _replicate(engine, history, pool, finished, live, first, rng, now)
        await _standings(engine)
        await _daily(engine, history, first, rng, now)
        await _tournaments(engine, history, first, rng, now)
        await _insert_rows(engine, SeasonChampion, season_champions(history, rng, now))
        await _analyse(engine)
        return {"first_id": first, "finished": history.finished, "live": history.live}
    finally:
        await engine.dispose()


async def _max_id(engine) -> int:
    async with engine.connect() as connection:
        return await connection.scalar(select(func.max(GAMES.c.id))) or 0


async def _read_pool(engine, game_ids: list[int]) -> dict[int, dict[str, Any]]:
    """Each pool game's rows: the game, its seats, its results, its log (packed or rows)."""
    pool: dict[int, dict[str, Any]] = {}
    async with engine.connect() as connection:
        for game_id in game_ids:
            game = (await connection.execute(select(GAMES).where(GAMES.c.id == game_id))).one()
            seats = await connection.execute(select(SEATS).where(SEATS.c.game_id == game_id))
            results = await connection.execute(select(RESULTS).where(RESULTS.c.game_id == game_id))
            log, state = await game_logs.read(connection, game_id)
            pool[game_id] = {
                "game": dict(game._mapping),
                "seats": [dict(row._mapping) for row in seats],
                "results": [dict(row._mapping) for row in results],
                "log": log,
                "packed": game_logs.pack(log, state),
            }
    return pool


async def _replicate(engine, history, pool, finished, live, first, rng, now) -> None:
    """The copies, inserted a chunk at a time."""
    rows: dict[str, list[dict]] = {name: [] for name in TABLES}
    live_channels = [
        (guild, channel) for guild in history.guilds for channel in history.channels[guild]
    ]
    rng.shuffle(live_channels)
    game_id = first
    for number in range(history.finished + history.live):
        alive = number >= history.finished
        template = pool[rng.choice(live if alive else finished)]
        if alive:
            guild, channel = live_channels[number - history.finished]
            start = now - timedelta(minutes=rng.uniform(1, 600))
        else:
            guild = rng.choice(history.guilds)
            channel = rng.choice(history.channels[guild])
            start = now - rng.uniform(0.01, 1) * YEAR
        people = _players(rng, history, guild)
        _copy(rows, template, game_id, guild, channel, people, start, alive, rng, now)
        game_id += 1
        if len(rows["games"]) >= CHUNK:
            await _insert(engine, rows)
    await _insert(engine, rows)


def _players(rng: random.Random, history: History, guild: int) -> list[int]:
    """The two people of a game of the server: two of its members, the regular one in his
    share of them."""
    people = rng.sample(history.members[guild], 2)
    if history.regular is not None:
        server, member, share = history.regular
        if guild == server and member not in people and rng.random() < share:
            people[0] = member
    return people


def _copy(rows, template, game_id, guild, channel, people, start, alive, rng, now) -> None:
    game = dict(template["game"])
    shift = start - game["created_at"]
    users = {POOL_PLAYERS[0].id: people[0], POOL_PLAYERS[1].id: people[1]}
    game.update(
        id=game_id,
        guild_id=guild,
        channel_id=channel,
        host_id=people[0],
        message_id=None,
        created_at=game["created_at"] + shift,
        updated_at=game["updated_at"] + shift,
        turn_started_at=game["turn_started_at"] + shift,
        ping_message_id=None,
        ping_turn=None,
        ping_reminded=False,
    )
    if alive:  # its deadline in the coming days (a turn of days); something due then
        game.update(
            turn_timeout_minutes=rng.choice((1440, 4320)),
            due_at=now + timedelta(hours=rng.uniform(1, 72)),
        )
    rows["games"].append(game)
    for seat in template["seats"]:
        rows["seats"].append({**seat, "game_id": game_id, "user_id": users.get(seat["user_id"])})
    for result in template["results"]:
        rows["results"].append(
            {
                **result,
                "game_id": game_id,
                "guild_id": guild,
                "user_id": users.get(result["user_id"]),
                "created_at": result["created_at"] + shift,
            }
        )
    # A packed log is its template's, times and all (packing each copy anew would take
    # minutes for a year); a live game's rows are its own.
    if game["log_packed"]:
        rows["logs"].append({"game_id": game_id, "packed": template["packed"]})
    else:
        log = [entry._replace(game_id=game_id) for entry in template["log"]]
        rows["actions"].extend(entry._asdict() for entry in log)


async def _insert(engine, rows: dict[str, list[dict]]) -> None:
    async with engine.begin() as connection:
        for name, table in TABLES.items():
            if rows[name]:
                await connection.execute(insert(table), rows[name])
            rows[name].clear()


async def _standings(engine) -> None:
    """Each member's standing in each game on each server, from his results."""
    async with engine.begin() as connection:
        await connection.execute(delete(STANDINGS))
        await connection.execute(
            text(
                "INSERT INTO standings (guild_id, user_id, game, played, wins, points,"
                " placing_sum, rating, rated, best, stats)"
                " SELECT guild_id, user_id, game, count(*),"
                " sum(CASE WHEN place = 1 THEN 1 ELSE 0 END), sum(score), sum(place),"
                " 1500 + 10 * (count(*) % 17), count(*), max(score), '{}'"
                " FROM results WHERE user_id IS NOT NULL GROUP BY guild_id, user_id, game"
            )
        )


DAILY_DAYS, DAILY_SHARE = 60, 0.05  # the days of daily attempts, and who played each


def daily_days(now: datetime) -> list[str]:
    """The challenge's past days: the DAILY_DAYS before today (the challenge's day), newest
    first."""
    today = DailyClock().today(now)
    return [(today - timedelta(days=n)).isoformat() for n in range(1, DAILY_DAYS + 1)]


async def _daily(engine, history: History, first: int, rng: random.Random, now) -> None:
    """The daily challenge's past: its days, each member's attempts at a share of its
    challenges (each naming one of the games seeded: an attempt's game is one) and streaks."""
    days = daily_days(now)
    challenges = ("dice", "yahtzee", "domino", "backgammon")
    attempts, streaks = [], {}
    for guild, members in history.members.items():
        for member in members:
            for day in days:
                for challenge in challenges:
                    if rng.random() >= DAILY_SHARE:
                        continue
                    score = rng.randint(0, 400)
                    comparison = (
                        f'{{"score": {score}, "perfect": 300, "steps": [1.0], "costliest": null,'
                        ' "higher_is_better": true, "exact": true}'
                    )
                    attempts.append(
                        {
                            "day": day,
                            "challenge": challenge,
                            "user_id": member,
                            "guild_id": guild,
                            "game_id": first + rng.randrange(history.finished),
                            "name": f"Member {member}",
                            "global_name": f"Member {member}",
                            "rank_key": -score,
                            "finished_at": now,
                            "comparison": comparison,
                        }
                    )
                    streaks[member] = {"user_id": member, "current": 1, "best": 3, "last_day": day}
    await _insert_rows(engine, DailyDay, [{"day": day, "secret": "00" * 32} for day in days])
    await _insert_rows(engine, DailyAttempt, attempts)
    await _insert_rows(engine, DailyStreak, list(streaks.values()))


TOURNAMENTS_EACH, TOURNAMENT_FIELD = 20, 8  # each server's past tournaments: knockouts of 8


async def _tournaments(engine, history: History, first: int, rng: random.Random, now) -> None:
    """Each server's past tournaments: their entrants and tables, each table's game one of the
    games seeded (a game is one table's)."""
    games = iter(rng.sample(range(first, first + history.finished), history.finished))
    tournaments, entrants, tables = [], [], []
    for guild, members in history.members.items():
        for _ in range(TOURNAMENTS_EACH):
            number = len(tournaments) + 1
            tournaments.append(
                {
                    "id": number,
                    "guild_id": guild,
                    "channel_id": history.channels[guild][0],
                    "host_id": members[0],
                    "name": f"Cup {number}",
                    "game": "sequence",
                    "format": "knockout",
                    "options": "{}",
                    "seats": 2,
                    "final_table": False,
                    "turn_minutes": 60,
                    "status": "finished",
                    "round": 3,
                    "version": 10,
                    "created_at": now,
                    "updated_at": now,
                }
            )
            field = rng.sample(members, TOURNAMENT_FIELD)
            entrants += [
                {
                    "tournament_id": number,
                    "number": n,
                    "user_id": member,
                    "name": f"Member {member}",
                    "rating": 1500.0,
                }
                for n, member in enumerate(field)
            ]
            for table, pair in enumerate(((0, 1), (2, 3), (4, 5), (6, 7))):  # its first round
                tables.append(
                    {
                        "tournament_id": number,
                        "round": 1,
                        "number": table,
                        "entrants": f"[{pair[0]}, {pair[1]}]",
                        "game_id": next(games),
                        "placings": "[1, 2]",
                        "scores": "[100.0, 50.0]",
                        "forfeited": "[]",
                        "adjudicated": False,
                    }
                )
    await _insert_rows(engine, Tournament, tournaments)
    await _insert_rows(engine, TournamentEntrant, entrants)
    await _insert_rows(engine, TournamentTable, tables)


SEASONS_PAST, SEASON_GAMES = 24, ("sequence", "kosci", "general", "block", "backgammon")


def past_seasons(now: datetime) -> list[Season]:
    """The SEASONS_PAST months before the one `now` is in (the bot's calendar), newest first."""
    season = Season.of(DailyClock().today(now), MONTH)
    seasons = []
    for _ in range(SEASONS_PAST):
        season = season.previous
        seasons.append(season)
    return seasons


def season_champions(history: History, rng: random.Random, now: datetime) -> list[dict]:
    """Each server's podiums of its past two years' months, in five games, each ending when
    the bot's season ends."""
    clock, champions = DailyClock(), []
    for guild, members in history.members.items():
        for season in past_seasons(now):
            ends = season.span(clock)[1]
            for game in SEASON_GAMES:
                podium = rng.sample(members, 3)
                champions += [
                    {
                        "guild_id": guild,
                        "season": season.key,
                        "game": game,
                        "place": place,
                        "user_id": member,
                        "rating": 1600.0 - 20 * place,
                        "ends_at": ends,
                    }
                    for place, member in enumerate(podium, 1)
                ]
    return champions


async def _insert_rows(engine, model, rows: list[dict]) -> None:
    async with engine.begin() as connection:
        for start in range(0, len(rows), CHUNK):
            await connection.execute(insert(model.__table__), rows[start : start + CHUNK])


async def _analyse(engine) -> None:
    """The planners' statistics, as a database in use has them; on PostgreSQL, the games' id
    sequence past the ids given (the bot's next game takes the next one), and the tables
    vacuumed as autovacuum keeps a database in use (else it would start on the new rows
    while they are measured)."""
    async with engine.connect() as connection:
        if engine.dialect.name == "postgresql":
            connection = await connection.execution_options(isolation_level="AUTOCOMMIT")
            for table in ("games", "tournaments"):  # (given ids: the next is the bot's)
                await connection.execute(
                    text(
                        f"SELECT setval(pg_get_serial_sequence('{table}', 'id'), max(id))"
                        f" FROM {table}"
                    )
                )
            await connection.execute(text("VACUUM ANALYZE"))
        else:
            await connection.execute(text("ANALYZE"))
            await connection.commit()
