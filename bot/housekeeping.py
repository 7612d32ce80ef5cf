"""The housekeeping's round: the games whose next timed event is due (bot/timetable.py), and only
those, read through one index, claimed, and each event done by the module it belongs to — a
lobby closed, a paced computer's turn played, a turn's ping or reminder sent, a passed deadline
shown, a turn started afresh on its player's return from away, a thread archived, a daily
attempt closed at its day's end. A round costs what is due,
not what the database holds, and the first round after a restart is like any other.

A due game is claimed once across the bot's processes: its `due_at` is moved a lease ahead in
the same statement that selects it (on PostgreSQL with `FOR UPDATE SKIP LOCKED`, so that two
processes never claim the same one), and only the process whose shards hold its server claims
it (the turn pings, the board and the cache of its games are that process's). Once its events
are done, the game's next due time is saved; a process that dies meanwhile leaves the game due
again once the lease is over.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from datetime import datetime, timedelta

import discord
from sqlalchemy import literal_column, select, update
from sqlalchemy.ext.asyncio import AsyncEngine
from sqlalchemy.sql import ColumnElement

from bot import game_threads
from bot.controller import Controller
from bot.game import Snapshot
from bot.models import DUE, Game, utcnow
from bot.occasion import COMPUTER
from bot.sessions import GameService
from bot.timetable import ARCHIVE, DAY_END, DEADLINE, EXPIRE, PACE, PING, RETURN

log = logging.getLogger(__name__)

GAMES = Game.__table__
BATCH = 50  # games claimed at once
ROUND_SECONDS = 5.0  # a round claims more while it has worked less than this; the rest next round
LEASE = timedelta(minutes=5)  # a claimed game is due again after this if nobody finished it


def owned_by(shard_count: int, shard_ids: Iterable[int]) -> ColumnElement[bool] | None:
    """The games of this process's servers (Discord's formula: (server id >> 22) % shards);
    None when it has them all."""
    if shard_count == 1:
        return None
    return (GAMES.c.guild_id.op(">>")(literal_column("22")) % shard_count).in_(list(shard_ids))


async def claim_due(
    engine: AsyncEngine, now: datetime, owned: ColumnElement[bool] | None, batch: int = BATCH
) -> list[int]:
    """Up to `batch` games due by `now` (of this process's servers), soonest first, claimed:
    their due time moved a lease ahead."""
    due = select(GAMES.c.id).where(DUE, GAMES.c.due_at <= now)
    if owned is not None:
        due = due.where(owned)
    due = due.order_by(GAMES.c.due_at).limit(batch)
    async with engine.begin() as connection:
        if connection.dialect.name == "postgresql":
            due = due.with_for_update(skip_locked=True)
        claim = update(GAMES).where(GAMES.c.id.in_(due)).values(due_at=now + LEASE)
        return list((await connection.execute(claim.returning(GAMES.c.id))).scalars())


@dataclass
class RoundFigures:
    """What one round did (logged at DEBUG, read by benchmarks/history_scale.py)."""

    games: int = 0
    events: int = 0
    seconds: float = 0.0


class Housekeeping:
    def __init__(
        self,
        client: discord.Client,
        service: GameService,
        controller: Controller,
        owned: ColumnElement[bool] | None,
        lang_of: Callable[[int], str],
    ) -> None:
        """`owned`: which games are this process's (`owned_by`); `lang_of`: a server's
        language, for what is posted there."""
        self.client = client
        self.service = service
        self.controller = controller
        self.owned = owned
        self.lang_of = lang_of
        self._first = True
        self._handlers = {
            EXPIRE: self._expire,
            PACE: self._pace,
            PING: self._ping,
            DEADLINE: self._deadline,
            ARCHIVE: self._archive,
            DAY_END: self._expire,
            RETURN: self._return,
        }

    async def round(self) -> RoundFigures:
        """Claim the due games in batches, and do what is due in each."""
        figures, started = RoundFigures(), time.perf_counter()
        while time.perf_counter() - started < ROUND_SECONDS:
            now = utcnow()
            claimed = await claim_due(self.service.engine, now, self.owned)
            for game_id in claimed:
                figures.events += await self._do(game_id, now)
            figures.games += len(claimed)
            if len(claimed) < BATCH:
                break
        figures.seconds = time.perf_counter() - started
        # The first round after a start is said in the log (benchmarks/history_scale.py reads
        # it); the others when debugging.
        log.log(logging.INFO if self._first else logging.DEBUG, "housekeeping round: %s", figures)
        self._first = False
        return figures

    async def _do(self, game_id: int, now: datetime) -> int:
        """Each event of the game due by `now`, then its next due time saved; how many."""
        try:
            snap = await self.service.reload(game_id)
            service, lang = self.service, self.lang_of(snap.game.guild_id)
            due = service.timetable.due_now(snap, service.paced(snap.game.family), now)
            for event in due:
                await self._handlers[event](snap, lang)
                snap = await service.load(game_id)
            await service.note(game_id, {})  # its next event's time
            return len(due)
        except Exception:  # the game stays claimed: due again once the lease is over
            log.exception("housekeeping of game %s failed", game_id)
            return 0

    async def _expire(self, snap: Snapshot, lang: str) -> None:
        expired = await self.service.expire(snap.game.id)
        if expired is not None:
            await self.controller.messages.redraw(self.client, expired, lang)

    async def _pace(self, snap: Snapshot, lang: str) -> None:
        self.controller.computer_turns.follow(self.client, snap, lang)

    async def _ping(self, snap: Snapshot, lang: str) -> None:
        await self.controller.pings.update(self.client, snap.game.id, lang)

    async def _deadline(self, snap: Snapshot, lang: str) -> None:
        """The turn's deadline has passed: the board, redrawn, offers to play for the absent
        player (a board is otherwise redrawn only when someone acts); where its occasion says
        so (a tournament's game) the computer plays his turn, nobody having to ask."""
        if snap.occasion.missed_turn == COMPUTER:
            played = await self.service.timeout(snap.game.id)
            if played is not None:
                await self.controller.messages.redraw(self.client, played, lang)
            return
        await self.controller.messages.redraw(self.client, snap, lang)
        await self.service.note(snap.game.id, {"overdue_turn": snap.game.turn_started_at})

    async def _return(self, snap: Snapshot, lang: str) -> None:
        """The player to move is back: his turn starts afresh, and the board says so."""
        restarted = await self.service.restart_turn(snap.game.id)
        if restarted is not None:
            await self.controller.messages.redraw(self.client, restarted, lang)

    async def _archive(self, snap: Snapshot, lang: str) -> None:
        await game_threads.archive(self.client, self.service, snap)
