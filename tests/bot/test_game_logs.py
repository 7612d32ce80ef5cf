"""Ended games' logs packed into one row each (bot/game_logs.py): every one of the 14 games
reads back exactly — its `/game record` byte for byte and its `/game verify` verdict the same —
before and after packing, on SQLite and PostgreSQL; a packed game loads, draws and plays again
(Play again) as before; and the packer works in batches, passing over live games."""

from __future__ import annotations

import json

import pytest
from alembic import command
from sqlalchemy import MetaData, func, insert, select, text
from sqlmodel import SQLModel

from bot import db, game_logs, records
from bot.computers import ComputerPlayers
from bot.game import Place
from bot.models import ActionRecord, Game, GameLog, utcnow
from bot.sessions import GameService
from rules import registry
from rules.base import SeededChance
from tests.conftest import ALICE, BOB, GUILD, backgammon_with, fresh_snowflake


@pytest.fixture
async def fair(engine, backgammon_engine):
    """The service as the bot runs it: fair chance, GNU Backgammon in its process (it judges
    a finished backgammon game: never in this process, on a thread of its own)."""
    families = backgammon_with(backgammon_engine)
    computers = ComputerPlayers(families)
    return GameService(engine, SeededChance(11), fair=True, families=families, computers=computers)


async def played(service, game_id: str, finish: bool = True):
    """A game of `game_id` between Alice and Bob (and computers where it needs more seats),
    decided by the computer's choices, to its end (or a few moves in)."""
    rules = registry.get(game_id)
    chance = SeededChance(game_id)
    snap = await service.create(Place(GUILD, fresh_snowflake()), ALICE, game_id)
    if rules.max_players > 1:
        snap = await service.join(snap.game.id, BOB)
    for _ in range(rules.min_players - len(snap.seats)):
        snap = await service.add_computer(snap.game.id, ALICE)
    if snap.game.status == "lobby":
        snap = await service.start(snap.game.id, ALICE, str(fresh_snowflake()))
    moves = 0
    while snap.game.status == "active" and (finish or moves < 3):
        player = ALICE if snap.seats[snap.to_move].user_id == ALICE.id else BOB
        action = rules.simple_computer_action(snap.state, chance)
        snap = await service.act(snap.game.id, snap.game.version, player, action)
        moves += 1
    return snap


async def record_of(service, game_id: int) -> tuple[bytes, str]:
    """The game's record as /game record writes it, and /game verify's answer."""
    service.forget(game_id)  # as a process that has not seen the game would read it
    snap = await service.load(game_id)
    record = records.build(snap, await service.history(game_id))
    written = json.dumps(record, ensure_ascii=False, indent=1).encode()
    return written, await records.verdict(snap, record, "en")


async def counts(engine) -> tuple[int, int]:
    async with engine.connect() as connection:
        actions = await connection.scalar(select(func.count()).select_from(ActionRecord))
        packed = await connection.scalar(select(func.count()).select_from(GameLog))
    return actions, packed


async def test_every_game_reads_back_exactly_once_packed(engine, fair):
    games = {game_id: (await played(fair, game_id)).game.id for game_id in registry.GAMES}
    live = await played(fair, "sequence", finish=False)
    before = {game_id: await record_of(fair, number) for game_id, number in games.items()}
    assert all(verdict.startswith("✔") for _, verdict in before.values()), before

    while await game_logs.pack_ended(engine, batch=5) == 5:  # in batches
        pass
    actions, packed = await counts(engine)
    assert packed == len(games)
    live_log = await fair.history(live.game.id)
    assert actions == len(live_log) > 0  # the live game keeps its rows

    for game_id, number in games.items():
        assert await record_of(fair, number) == before[game_id], game_id
        snap = await fair.load(number)
        assert snap.game.log_packed and snap.history == await fair.history(number)
    # A packed game is played again as any other.
    again = await fair.rematch(games["backgammon"], ALICE)
    assert again.game.status == "lobby"


def test_a_log_packs_and_unpacks_to_the_same_entries():
    start = utcnow()
    log = [
        game_logs.LoggedAction(
            7, 1, None, "chance", '{"type":"throw","dice":[1,2]}', "[[6,0]]", start
        ),
        game_logs.LoggedAction(7, 2, 0, "play", '{"type":"roll"}', None, start),
    ]
    assert game_logs.unpack(7, game_logs.pack(log)) == (log, None)
    assert game_logs.unpack(7, game_logs.pack(log, '{"seat":1}')) == (log, '{"seat":1}')
    assert game_logs.unpack(7, game_logs.pack([])) == ([], None)
    with pytest.raises(ValueError):  # a gap in the numbers would be lost
        game_logs.pack([log[1]])


async def test_a_finished_game_s_state_is_packed_with_its_log_a_cancelled_one_keeps_it(
    engine, fair
):
    finished = await played(fair, "forbidden")
    cancelled = await played(fair, "sequence", finish=False)
    cancelled = await fair.cancel(cancelled.game.channel_id, ALICE, is_admin=False)
    whole = await fair.history(finished.game.id)
    assert await game_logs.pack_ended(engine) == 2
    async with engine.connect() as connection:
        assert await game_logs.read(connection, finished.game.id) == (whole, finished.game.state)
        states = dict((await connection.execute(select(Game.id, Game.state))).all())
    assert states[finished.game.id] is None and states[cancelled.game.id] is not None
    # Both still found as past their lobby (/backgammon record asks so).
    for snap in (finished, cancelled):
        found = await fair.find(GUILD, snap.game.channel_id, None, snap.game.family)
        assert found.game.id == snap.game.id and found.state == snap.state


async def old_form(engine, tables: dict[str, list[dict]]) -> None:
    """An empty database at the schema before packing (0007), holding `tables`' rows (what of
    them that schema has)."""
    async with engine.begin() as connection:
        await connection.run_sync(SQLModel.metadata.drop_all)
        await connection.execute(text("DROP TABLE IF EXISTS alembic_version"))
    await db.migrate(engine, "0007")
    async with engine.begin() as connection:
        old = MetaData()
        await connection.run_sync(lambda sync: old.reflect(sync))
        for name, rows in tables.items():
            table = old.tables[name]
            kept = [{column.name: row[column.name] for column in table.c} for row in rows]
            if kept:
                await connection.execute(insert(table), kept)


async def test_the_migration_takes_a_database_of_games_in_the_old_form(engine, fair):
    """A database from before packing (ended games' logs as rows, their states in the games):
    migrated, its games due what they have due, its logs packed in the background, every record
    and verification as before."""
    ended = {game_id: (await played(fair, game_id)).game.id for game_id in ("sequence", "block")}
    live = await played(fair, "kosci", finish=False)
    before = {game_id: await record_of(fair, number) for game_id, number in ended.items()}
    names = ("games", "seats", "actions", "results", "standings")
    async with engine.connect() as connection:
        tables = {}
        for name in names:
            rows = await connection.execute(select(SQLModel.metadata.tables[name]))
            tables[name] = [dict(row._mapping) for row in rows]
    await old_form(engine, tables)
    await db.migrate(engine, "head")
    async with engine.connect() as connection:
        due = dict((await connection.execute(select(Game.id, Game.due_at))).all())
    assert due[live.game.id] is not None  # the first round works out what it has due
    assert all(due[number] is None for number in ended.values())
    assert await game_logs.pack_ended(engine) == len(ended)
    for game_id, number in ended.items():
        assert await record_of(fair, number) == before[game_id], game_id
    assert (await fair.reload(live.game.id)).state == live.state


async def test_a_database_with_packed_logs_is_not_downgraded(engine, fair):
    """Below 0008 there is nowhere for packed logs: the downgrade is refused and the games are
    as they were; with none packed, the database goes down and up again."""
    number = (await played(fair, "sequence")).game.id
    await game_logs.pack_ended(engine)
    before = await record_of(fair, number)
    # Down to 0008 first: a downgrade over several migrations is not one transaction on
    # SQLite (its DDL commits as it goes), so the refusal is tested on its own step.
    await db.migrate(engine, "0008", command.downgrade)
    with pytest.raises(RuntimeError, match="packed"):
        await db.migrate(engine, "0007", command.downgrade)
    await db.migrate(engine, "head")
    assert await record_of(fair, number) == before
    await db.migrate(engine, "0008", command.downgrade)
    async with engine.begin() as connection:
        await connection.execute(GameLog.__table__.delete())
    await db.migrate(engine, "0007", command.downgrade)
    await db.migrate(engine, "head")
