"""An ended game's action log, packed: one compressed row of `game_logs` in place of its rows of
`actions` (a game's log is about 14 KB as rows with their index, about 1.5 KB packed), with a
finished game's final state (about 0.9 KB as text, 0.3 KB packed), so that a year of history
costs a few kilobytes a game.

A live game keeps its durable append-only log, a row per action; once it has ended, its log
never changes, and the packer (`pack_ended`, run in the background in small batches) replaces
the rows by one row holding them all, exactly: reading a packed log gives the very entries its
rows gave (`/game record`, `/game verify`, the .mat export and the reviews read it as before),
and a packed finished game loads with its state as before.
The packed form is zlib-compressed JSON: [1, the state, the first entry's time, [[seat, kind,
action, draws, microseconds after the first entry], …]] (sequence numbers run from 1; the state,
an action and its draws are kept as the JSON text they were saved as).
"""

from __future__ import annotations

import json
import zlib
from datetime import datetime, timedelta
from typing import NamedTuple

from sqlalchemy import case, delete, insert, select, update
from sqlalchemy.ext.asyncio import AsyncConnection, AsyncEngine

from bot.models import ACTION_COLUMNS, ENDED, UNPACKED, ActionRecord, Game, GameLog, LoggedAction

FORMAT = 1
BATCH = 20  # games packed per transaction: a SQLite writer holds the database meanwhile
ACTIONS, GAMES, LOGS = ActionRecord.__table__, Game.__table__, GameLog.__table__
MICROSECONDS = timedelta(microseconds=1)


class Ended(NamedTuple):
    """What an ended game's log holds: its entries, oldest first, and (once packed, for a
    finished game) its final state, as saved."""

    log: list[LoggedAction]
    state: str | None = None


def pack(log: list[LoggedAction], state: str | None = None) -> bytes:
    """A whole log, oldest first (and a finished game's state), in its packed form."""
    if any(entry.seq != number for number, entry in enumerate(log, 1)):
        raise ValueError(f"game {log[0].game_id}: its log's numbers have gaps")
    first = log[0].created_at if log else None
    entries = [
        [seat, kind, action, draws, (created_at - first) // MICROSECONDS]
        for _, _, seat, kind, action, draws, created_at in log
    ]
    text = json.dumps([FORMAT, state, first and first.isoformat(), entries], separators=(",", ":"))
    return zlib.compress(text.encode(), 9)


def unpack(game_id: int, packed: bytes) -> Ended:
    """What a packed row holds, the log as its rows read."""
    version, state, first, entries = json.loads(zlib.decompress(packed))
    if version != FORMAT:
        raise ValueError(f"game {game_id}: a packed log of format {version}")
    start = datetime.fromisoformat(first) if first else None
    log = [
        LoggedAction(game_id, seq, seat, kind, action, draws, start + micros * MICROSECONDS)
        for seq, (seat, kind, action, draws, micros) in enumerate(entries, 1)
    ]
    return Ended(log, state)


async def read(connection: AsyncConnection, game_id: int) -> Ended:
    """A game's whole log, oldest first: its rows while it has them, else its packed row (with
    its state, for a finished game). The rows are asked first: a game packed between the two
    reads is then found packed."""
    query = select(*ACTION_COLUMNS).where(ACTIONS.c.game_id == game_id).order_by(ACTIONS.c.seq)
    rows = (await connection.execute(query)).all()
    if rows:
        return Ended([LoggedAction(*row) for row in rows])
    packed = await connection.scalar(select(LOGS.c.packed).where(LOGS.c.game_id == game_id))
    return Ended([]) if packed is None else unpack(game_id, packed)


async def pack_ended(engine: AsyncEngine, batch: int = BATCH) -> int:
    """Pack the logs (and, of finished games, the states) of up to `batch` ended games, in one
    transaction; how many were packed. On PostgreSQL, games another process is packing are
    passed over."""
    async with engine.begin() as connection:
        query = (
            select(GAMES.c.id, GAMES.c.status, GAMES.c.state)
            .where(UNPACKED, ENDED)
            .order_by(GAMES.c.id)
            .limit(batch)
        )
        if connection.dialect.name == "postgresql":
            query = query.with_for_update(skip_locked=True)
        games = (await connection.execute(query)).all()
        if not games:
            return 0
        game_ids = [game.id for game in games]
        rows = (
            await connection.execute(
                select(*ACTION_COLUMNS)
                .where(ACTIONS.c.game_id.in_(game_ids))
                .order_by(ACTIONS.c.game_id, ACTIONS.c.seq)
            )
        ).all()
        logs: dict[int, list[LoggedAction]] = {game_id: [] for game_id in game_ids}
        for row in rows:
            logs[row.game_id].append(LoggedAction(*row))
        # A finished game's state goes with its log (one that ended otherwise keeps its own:
        # "past its lobby" is whether it has one, bot/sessions.py `find`).
        packed = [
            {"game_id": game.id, "packed": pack(logs[game.id], _packed_state(game))}
            for game in games
        ]
        await connection.execute(insert(LOGS), packed)
        await connection.execute(delete(ACTIONS).where(ACTIONS.c.game_id.in_(game_ids)))
        finished = GAMES.c.status == "finished"
        await connection.execute(
            update(GAMES)
            .where(GAMES.c.id.in_(game_ids))
            .values(log_packed=True, state=case((finished, None), else_=GAMES.c.state))
        )
    return len(game_ids)


def _packed_state(game) -> str | None:
    return game.state if game.status == "finished" else None
