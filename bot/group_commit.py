"""Group commit: the moves that arrive while one transaction is being written are written
together in the next one (as PostgreSQL's commit_delay and InnoDB's binlog group commit do).

A move alone is written at once, so a quiet bot waits for nothing; under load one transaction
carries many moves and its fixed cost (BEGIN, COMMIT, the trips to the database and through
SQLAlchemy) is shared. Each move is still checked on its own: its game's UPDATE only succeeds
at the version it was made from, and a move whose game moved on fails alone ("the board
changed"). A statement that fails (or, on SQLite, a batched UPDATE that finds a game moved on)
makes the batch's transaction roll back; each of its moves is then written in a transaction of
its own, so only the failing or stale one's caller sees the error — unless the database itself is
unavailable (bot/outages.py): then every move of the batch fails at once with that error, rather
than each alone in turn, each waiting for a connection that will not come, while the moves queued
behind them wait too. The next batch tries the database again.
A caller is answered only once its move is committed (or has failed).
"""

from __future__ import annotations

import asyncio
import logging
from collections import Counter
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

from sqlalchemy import bindparam, update
from sqlalchemy.ext.asyncio import AsyncConnection, AsyncEngine

from bot.batch_statements import SomeStale, by_columns, insert_records, versioned_updates
from bot.models import Game
from bot.outages import unavailable

log = logging.getLogger(__name__)
GAMES = Game.__table__


class StaleVersion(Exception):
    """The game was saved by someone else since the change was made from it."""


@dataclass
class Write:
    """One change of a game: its row's new values (from `version`; None: facts about its
    messages, saved whatever the version), its action-log rows, and what else it saves in the
    same transaction (a finished game's result)."""

    game_id: int
    version: int | None
    values: dict[str, Any]
    records: list[dict[str, Any]]
    also: Callable[[AsyncConnection], Awaitable[None]] | None = None
    done: asyncio.Future = field(default_factory=lambda: asyncio.get_running_loop().create_future())


async def versioned_update(
    connection: AsyncConnection, game_id: int, version: int, values: dict[str, Any]
) -> bool:
    """The optimistic write: the row changes only if it is still at `version`."""
    outcome = await connection.execute(
        update(GAMES).where(GAMES.c.id == game_id, GAMES.c.version == version).values(**values)
    )
    return outcome.rowcount == 1


class GroupCommitter:
    def __init__(self, engine: AsyncEngine) -> None:
        self.engine = engine
        self.batch_sizes: Counter[int] = Counter()  # moves per transaction, for the figures
        self._queue: list[Write] = []
        self._arrived = asyncio.Event()
        self._task: asyncio.Task | None = None
        self._closing = False

    async def write(self, write: Write) -> None:
        """Queue the change and return once it is committed; StaleVersion if its game moved
        on, or the error its own statements raised."""
        if self._task is None or self._task.done():
            self._closing = False
            self._task = asyncio.create_task(self._run(), name="group commit")
        self._queue.append(write)
        self._arrived.set()
        # Shielded: a caller that gives up (a shutdown) does not cancel a write under way.
        await asyncio.shield(write.done)

    async def close(self) -> None:
        """Write what is queued, then stop (the bot has drained its clicks)."""
        task, self._task = self._task, None
        if task is not None:
            self._closing = True
            self._arrived.set()
            await task

    async def _run(self) -> None:
        while True:
            if not self._queue:
                if self._closing:
                    return
                self._arrived.clear()
                await self._arrived.wait()
                continue
            batch, self._queue = self._queue, []
            await self._commit(batch)

    async def _commit(self, batch: list[Write]) -> None:
        try:
            stale = await self._transaction(batch)
        except Exception as error:
            if len(batch) == 1 or unavailable(error):
                for write in batch:
                    _settle(write, error)
                return
            if not isinstance(error, SomeStale):
                log.warning(
                    "a batch of %d writes failed (%r): writing each alone", len(batch), error
                )
            for write in batch:
                await self._commit([write])
            return
        self.batch_sizes[len(batch)] += 1
        for write in batch:
            _settle(write, StaleVersion() if write in stale else None)

    async def _transaction(self, batch: list[Write]) -> list[Write]:
        """Write the batch in one transaction; the writes whose game had moved on (nothing of
        theirs is written)."""
        changes = [write for write in batch if write.version is not None]
        notes = [write for write in batch if write.version is None]
        async with self.engine.begin() as connection:
            stale = await versioned_updates(connection, changes)
            for group in by_columns(notes):
                rows = [{"b_id": write.game_id, **write.values} for write in group]
                await connection.execute(update(GAMES).where(GAMES.c.id == bindparam("b_id")), rows)
            saved = [write for write in batch if write not in stale]
            await insert_records(connection, [row for write in saved for row in write.records])
            for write in saved:
                if write.also is not None:
                    await write.also(connection)
        return stale


def _settle(write: Write, error: BaseException | None) -> None:
    if write.done.done():
        return
    if error is None:
        write.done.set_result(None)
    else:
        write.done.set_exception(error)
