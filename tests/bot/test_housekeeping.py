"""The housekeeping's claims (bot/housekeeping.py): among many live games only those due are
read and claimed (through their index), each once even when two processes claim at the same
moment, only by the process whose shards hold its server, and due again once a claim's lease
is over."""

from __future__ import annotations

import asyncio
from datetime import timedelta

from sqlalchemy import insert, select, text

from bot import db
from bot.housekeeping import LEASE, claim_due, owned_by
from bot.models import Game, utcnow

GAMES = Game.__table__
LIVE_GAMES = 2_000


async def seed(engine, due: int, later: int, guilds=(1,)) -> list[int]:
    """`due` games due a minute ago and `later` due in the coming days, spread over `guilds`;
    the ids of the due ones."""
    now = utcnow()
    rows = [
        {
            "guild_id": guilds[n % len(guilds)],
            "channel_id": 10_000 + n,
            "family": "dice",
            "game": "sequence",
            "options": "{}",
            "status": "active",
            "host_id": 1,
            "version": 1,
            "turn_timeout_minutes": 10,
            "chance_counter": 0,
            "turn_started_at": now,
            "ping_reminded": False,
            "in_thread": False,
            "thread_archived": False,
            "log_packed": False,
            "due_at": now - timedelta(minutes=1) + timedelta(seconds=n)
            if n < due
            else now + timedelta(hours=n),
            "created_at": now,
            "updated_at": now,
        }
        for n in range(due + later)
    ]
    async with engine.begin() as connection:
        await connection.execute(insert(GAMES), rows)
        ids = (await connection.execute(select(GAMES.c.id).order_by(GAMES.c.id))).scalars()
        return list(ids)[:due]


async def test_of_many_live_games_only_the_due_ones_are_claimed_through_their_index(engine):
    due = await seed(engine, due=12, later=LIVE_GAMES - 12)
    claimed = await claim_due(engine, utcnow(), None, batch=5)
    assert sorted(claimed) == due[:5]  # the soonest due
    assert sorted(claimed + await claim_due(engine, utcnow(), None, batch=50)) == due
    assert await claim_due(engine, utcnow(), None) == []  # claimed: not due again at once
    assert sorted(await claim_due(engine, utcnow() + LEASE, None)) == due  # the lease over
    if engine.dialect.name == "sqlite":
        query = "EXPLAIN QUERY PLAN SELECT id FROM games WHERE due_at IS NOT NULL AND due_at <= :n"
        async with engine.connect() as connection:
            plan = (await connection.execute(text(query), {"n": utcnow()})).all()
        assert "games_due" in str(plan)


async def test_two_processes_claiming_at_once_claim_each_game_once(engine, database_url):
    due = await seed(engine, due=120, later=10)
    other = db.create_engine(database_url)  # a second process's connection pool
    try:
        rounds = await asyncio.gather(
            *(claim_due(pool, utcnow(), None, batch=7) for pool in (engine, other) * 12)
        )
    finally:
        await other.dispose()
    claimed = [game_id for batch in rounds for game_id in batch]
    assert len(claimed) == len(set(claimed))  # never twice
    assert set(claimed) <= set(due)


async def test_a_process_claims_only_the_games_of_its_shards(engine):
    # Server ids whose shard, of 2, is 0 and 1 (Discord's formula: (id >> 22) % shards).
    zero, one = 0 << 22, 1 << 22
    await seed(engine, due=10, later=0, guilds=(zero, one))
    mine = await claim_due(engine, utcnow(), owned_by(2, [1]))
    async with engine.connect() as connection:
        guilds = await connection.execute(select(GAMES.c.guild_id).where(GAMES.c.id.in_(mine)))
        assert set(guilds.scalars()) == {one} and len(mine) == 5
    assert owned_by(1, [0]) is None  # one process: every server is its own
