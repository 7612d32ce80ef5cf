"""Migration 0011 rates every result anew with OpenSkill: on a database of several servers,
games of 1 to 8 seats, computers and practice games, finished in another order than their ids,
it gives exactly the skills, ratings and leaderboard order that the live code gave playing
them game by game."""

from __future__ import annotations

import random

from alembic import command
from sqlalchemy import text

from bot import db, leaderboard
from bot.game import Player
from tests.bot.test_ratings import played, record

SERVERS = (9001, 9002)
PEOPLE = [Player(300 + n, f"M{n}", "en") for n in range(6)]
# (game, people, computers, practice)
TABLES = [
    ("sequence", 2, 0, False),
    ("general", 5, 0, False),
    ("kosci", 3, 1, False),
    ("sequence", 1, 2, False),
    ("sequence", 2, 0, True),
    ("solo", 1, 0, False),
    ("general", 1, 0, False),
    ("backgammon", 2, 0, False),
    ("general", 6, 2, False),
]


async def saved(engine) -> tuple[list, list]:
    async with engine.connect() as connection:
        standings = await connection.execute(
            text(
                "SELECT guild_id, user_id, game, mu, sigma, rating, rated FROM standings"
                " ORDER BY guild_id, user_id, game"
            )
        )
        results = await connection.execute(
            text("SELECT game_id, seat, rating FROM results ORDER BY game_id, seat")
        )
        return [tuple(row) for row in standings], [tuple(row) for row in results]


async def test_the_migration_rates_as_the_live_code_did(service):
    rng = random.Random(11)
    games = []
    for server in SERVERS:
        for _ in range(3):
            for game, people, computers, practice in TABLES:
                snap = await played(service, game, rng.sample(PEOPLE, people), computers, server)
                games.append((snap, practice))
    rng.shuffle(games)  # games end in another order than they began
    for snap, practice in games:
        placings = [rng.randint(1, len(snap.seats)) for _ in snap.seats]
        await record(service, snap, placings, **({"practice": True} if practice else {}))
    live = await saved(service.engine)
    orders = {
        (server, game): await leaderboard.ranks(service.sessions, server, game)
        for server in SERVERS
        for game in ("sequence", "general", "kosci", "backgammon")
    }

    await db.migrate(service.engine, "0010", step=command.downgrade)
    async with service.engine.begin() as connection:  # the Elo ratings it had then
        await connection.execute(text("UPDATE results SET rating = 1234 WHERE rating IS NOT NULL"))
        await connection.execute(text("UPDATE standings SET rating = 1111"))
    await db.upgrade(service.engine)

    migrated = await saved(service.engine)
    assert migrated == live
    assert sum(rating is not None for *_, rating in live[1]) > 50  # (rated results, to compare)
    for (server, game), rows in orders.items():
        assert await leaderboard.ranks(service.sessions, server, game) == rows
