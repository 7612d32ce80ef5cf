"""A tournament game's end, in the transaction of its last move: its table's outcome saved and
its tournament made due at once (bot/tournament_rounds.py then advances it: the next table,
the next round, the final standings). Also what a tournament game logs when nobody played:
the computer's moves for a player whose turn deadline passed (TIMEOUT), the forfeit of one who
missed FORFEIT_AFTER turns in a row, and a game the computer finished when the round's time
was up (ADJUDICATE)."""

from __future__ import annotations

import json
from collections.abc import Awaitable, Callable, Iterable

from sqlalchemy import update
from sqlalchemy.ext.asyncio import AsyncConnection

from bot.game import Snapshot
from bot.models import LoggedAction, Tournament, TournamentTable, utcnow
from rules.base import Result

TIMEOUT, FORFEIT, ADJUDICATE = "timeout", "forfeit", "adjudicate"
FORFEIT_AFTER = 3  # missed turns in a row
TABLES, TOURNAMENTS = TournamentTable.__table__, Tournament.__table__


def missed_turns(log: Iterable[LoggedAction], seat: int) -> int:
    """The turns in a row, up to now, that `seat` let pass (the computer played them: a run
    of TIMEOUT entries is one turn); any decision of his own starts the count again."""
    missed, previous = 0, None
    for entry in log:
        if entry.kind == "chance":
            continue
        mine = entry.seat == seat
        if mine and entry.kind == TIMEOUT:
            missed += previous != (seat, TIMEOUT)
        elif mine:
            missed = 0
        previous = (entry.seat, entry.kind)
    return missed


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
    await end(connection)
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
