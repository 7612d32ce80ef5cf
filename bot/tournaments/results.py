"""A tournament game's end, in the transaction of its last move: its table's outcome saved and
its tournament made due at once (bot/tournaments/rounds.py then advances it: the next table,
the next round, the final standings). How its log tells missed turns and forfeits:
bot/missed_turns.py."""

from __future__ import annotations

import json
from collections.abc import Awaitable, Callable

from sqlalchemy import update
from sqlalchemy.ext.asyncio import AsyncConnection

from bot.game import Snapshot
from bot.models import Tournament, TournamentTable, utcnow
from rules.base import Result

TABLES, TOURNAMENTS = TournamentTable.__table__, Tournament.__table__


async def record(
    end: Callable[[AsyncConnection], Awaitable[None]],
    snap: Snapshot,
    result: Result,
    forfeited: set[int],
    adjudicated: bool,
    connection: AsyncConnection,
) -> None:
    """The game's usual end (`end`: its standings), then its table's outcome, by seat (the
    table's entrants are seated in order), and its tournament due now."""
    await end(connection)  # (its standings)
    await connection.execute(
        update(TABLES)
        .where(TABLES.c.game_id == snap.game.id)
        .values(
            placings=json.dumps(list(result.placings)),
            scores=json.dumps([float(score) for score in result.scores]),
            forfeited=json.dumps(sorted(forfeited)),
            adjudicated=adjudicated,
        )
    )
    await connection.execute(
        update(TOURNAMENTS)
        .where(TOURNAMENTS.c.id == snap.game.tournament_id)
        .values(due_at=utcnow())
    )
