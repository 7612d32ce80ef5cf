"""Group commit (bot/group_commit.py) on SQLite and PostgreSQL: moves of many games in one
transaction, each checked on its own — a stale or failing game never fails the others; a
database gone away fails a batch whole, and the next one is written once it is back."""

from __future__ import annotations

import asyncio
import json

import pytest
from sqlalchemy import select
from sqlalchemy.exc import IntegrityError

from bot.game import Place
from bot.group_commit import StaleVersion, Write
from bot.models import ActionRecord, Game, utcnow
from bot.outages import unavailable
from tests.conftest import ALICE, BOB, GUILD, fresh_snowflake
from tests.support.outages import PageLimit

PLAYERS = {ALICE.id: ALICE, BOB.id: BOB}


async def game_in_new_channel(service, rolled: bool = True):
    """A started game of Sequence in a channel of its own, its first throw made."""
    snap = await service.create(Place(GUILD, fresh_snowflake()), ALICE, "sequence")
    snap = await service.join(snap.game.id, BOB)
    snap = await service.start(snap.game.id, ALICE)
    if not rolled:
        return snap
    return await service.act(snap.game.id, snap.game.version, mover(snap), {"type": "roll"})


def change(snap, seq_offset: int = 1, marker: str = "x") -> Write:
    """A change of the game from its current version, logging one entry after its last."""
    game = snap.game
    seq = snap.recent[-1].seq + seq_offset
    record = {
        "game_id": game.id,
        "seq": seq,
        "seat": 0,
        "kind": "play",
        "action": json.dumps({"type": marker}),
        "draws": None,
        "created_at": utcnow(),
    }
    values = {"version": game.version + 1, "updated_at": utcnow()}
    return Write(game.id, game.version, values, [record])


async def stored(service, game_id: int) -> tuple[int, list[str]]:
    """The game's stored version and its log's action types."""
    async with service.engine.connect() as connection:
        version = (
            await connection.execute(select(Game.version).where(Game.id == game_id))
        ).scalar_one()
        actions = (
            await connection.execute(
                select(ActionRecord.action)
                .where(ActionRecord.game_id == game_id)
                .order_by(ActionRecord.seq)
            )
        ).scalars()
        return version, [json.loads(action)["type"] for action in actions]


async def test_moves_of_many_games_share_a_transaction(service):
    games = [await game_in_new_channel(service, rolled=False) for _ in range(6)]
    service.committer.batch_sizes.clear()
    # Six players click at once: the first move is written alone, the rest while it is.
    await asyncio.gather(
        *(
            service.act(snap.game.id, snap.game.version, mover(snap), {"type": "roll"})
            for snap in games
        )
    )
    sizes = service.committer.batch_sizes
    assert sum(size * n for size, n in sizes.items()) == 6
    assert max(sizes) > 1, sizes  # at least two moves shared a transaction
    for snap in games:
        version, actions = await stored(service, snap.game.id)
        assert version == snap.game.version + 1 and "roll" in actions


async def test_two_changes_of_one_game_in_a_batch_save_the_first_only(service):
    snap = await game_in_new_channel(service)
    first, second = change(snap, marker="first"), change(snap, marker="second")
    # Queued together: one batch (on SQLite its batched UPDATE finds one game moved on, and
    # the two are written again one by one).
    outcomes = await asyncio.gather(
        service.committer.write(first), service.committer.write(second), return_exceptions=True
    )
    assert outcomes[0] is None and isinstance(outcomes[1], StaleVersion)
    version, actions = await stored(service, snap.game.id)
    assert version == snap.game.version + 1
    assert actions.count("first") == 1 and "second" not in actions


async def test_a_failing_statement_fails_only_its_own_game(service):
    games = [await game_in_new_channel(service) for _ in range(3)]
    # The middle game's log row collides with one it already has (the same seq).
    writes = [change(games[0]), change(games[1], seq_offset=0), change(games[2])]
    outcomes = await asyncio.gather(
        *(service.committer.write(write) for write in writes), return_exceptions=True
    )
    assert outcomes[0] is None and outcomes[2] is None
    assert isinstance(outcomes[1], IntegrityError)
    for snap, saved in zip(games, (True, False, True), strict=True):
        version, actions = await stored(service, snap.game.id)
        assert version == snap.game.version + int(saved)
        assert actions.count("x") == int(saved)


async def test_a_lone_move_is_written_at_once(service):
    snap = await game_in_new_channel(service)
    service.committer.batch_sizes.clear()
    await service.act(snap.game.id, snap.game.version, mover(snap), {"type": "roll"})
    assert dict(service.committer.batch_sizes) == {1: 1}  # nothing waited for company
    version, actions = await stored(service, snap.game.id)
    assert version == snap.game.version + 1 and actions.count("roll") == 2


@pytest.mark.parametrize("failing", [True, False])
async def test_a_batch_never_leaves_a_caller_waiting(service, failing):
    snap = await game_in_new_channel(service)
    write = change(snap, seq_offset=0 if failing else 1)
    task = asyncio.create_task(service.committer.write(write))
    done, _ = await asyncio.wait([task], timeout=10)
    assert done, "the caller was never answered"
    assert (task.exception() is not None) == failing


def mover(snap):
    return PLAYERS[snap.seats[snap.to_move].user_id]


async def test_closing_writes_what_is_queued_first(service):
    snap = await game_in_new_channel(service)
    last = change(snap, marker="last")
    waiting = asyncio.create_task(service.committer.write(last))
    await asyncio.sleep(0)  # queued
    await service.committer.close()
    assert last.done.done()  # written before close returned
    await waiting
    version, actions = await stored(service, snap.game.id)
    assert version == snap.game.version + 1 and actions[-1] == "last"


@pytest.fixture
def database_away(request, engine):
    """How the service's database goes away: PostgreSQL's server stopped; SQLite's disk full
    (the database may grow no more: the UPDATE of a game's row in place goes through, the new
    pages of its log rows do not)."""
    if engine.dialect.name == "postgresql":
        return request.getfixturevalue("postgres_downtime")
    return PageLimit(engine)


async def test_a_batch_fails_whole_and_at_once_while_the_database_is_away(service, database_away):
    """Every caller of the batch is answered with the one error of its one transaction, rather
    than each move being tried alone in turn while the moves behind wait; nothing of any move
    is saved (a game's UPDATE, its log rows: one transaction); once the database is back the
    committer writes again."""
    games = [await game_in_new_channel(service) for _ in range(3)]
    before = [await stored(service, snap.game.id) for snap in games]
    await database_away.begin()
    try:
        # Log rows larger than a page: SQLite needs new pages for them.
        writes = [change(snap, marker="x" * 5000) for snap in games]
        outcomes = await asyncio.gather(
            *(service.committer.write(write) for write in writes), return_exceptions=True
        )
    finally:
        await database_away.end()
    assert unavailable(outcomes[0]) and all(outcome is outcomes[0] for outcome in outcomes)
    assert [await stored(service, snap.game.id) for snap in games] == before
    await asyncio.gather(*(service.committer.write(change(snap)) for snap in games))
    for snap, (version, actions) in zip(games, before, strict=True):
        assert await stored(service, snap.game.id) == (version + 1, [*actions, "x"])
