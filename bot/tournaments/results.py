"""A tournament game's end, in the transaction of its last move: its table's outcome saved and
its tournament made due at once (bot/tournaments/rounds.py then advances it: the next table,
the next round, the final standings). Also how a tournament game logs what nobody played, in
the log's own kinds (every replay of a family reads them already): the computer's moves for a
player whose turn deadline passed are a `skip`, as when another player asks for it; the
forfeit of one who missed FORFEIT_AFTER turns in a row is a `resign` marked `forfeit`; the
moves of a game the computer finished when the round's time was up are the `computer`'s."""

from __future__ import annotations

import json
from collections.abc import Awaitable, Callable, Iterable

from sqlalchemy import update
from sqlalchemy.ext.asyncio import AsyncConnection

from bot.game import Snapshot
from bot.models import LoggedAction, Tournament, TournamentTable, utcnow
from rules.base import Result

MISSED = "skip"  # the kind of the computer's moves for an absent player
FORFEIT = {"type": "resign", "forfeit": True}  # the action of a forfeit (kind "resign")
FORFEIT_AFTER = 3  # missed turns in a row
TABLES, TOURNAMENTS = TournamentTable.__table__, Tournament.__table__


def missed_turns(log: Iterable[LoggedAction], seat: int) -> int:
    """The turns in a row, up to now, that `seat` let pass (the computer played them: a run
    of MISSED entries is one turn); any decision of his own starts the count again."""
    missed, previous = 0, None
    for entry in log:
        if entry.kind == "chance":
            continue
        mine = entry.seat == seat
        if mine and entry.kind == MISSED:
            missed += previous != (seat, MISSED)
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


def is_forfeit(kind: str, action: dict) -> bool:
    return kind == "resign" and bool(action.get("forfeit"))
