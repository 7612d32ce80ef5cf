"""Computer seats at a human pace: in a family that paces them (dominoes), a computer's turn is
played one decision at a time, each after a pause and each shown on the board, so that every
tile it lays can be seen. One task per game plays them; a restart in between loses none: the
game says its computer's turn is due (bot/timetable.py), and the housekeeping's round plays
it."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable

import discord

from bot import outages
from bot.game import GameError, Snapshot
from bot.sessions import GameService

log = logging.getLogger(__name__)

Redraw = Callable[[discord.Client, Snapshot, str], Awaitable[None]]


class ComputerTurns:
    def __init__(self, service: GameService, redraw: Redraw) -> None:
        """`redraw` shows a game's board after a computer's decision (each takes the pace of
        the service's timetable)."""
        self.service = service
        self.redraw = redraw
        self.playing = True  # False while shutting down: no new turns are taken on
        self._tasks: dict[int, asyncio.Task] = {}  # game id -> its computer seats' turns

    def follow(self, client: discord.Client, snap: Snapshot, lang: str) -> None:
        """Once a paced game's board shows a computer seat to move, play its turns (one task per
        game: every redraw asks, the first one plays)."""
        game_id = snap.game.id
        paced = self.service.paced(snap.game.family) and snap.computer_to_move
        if paced and self.playing and game_id not in self._tasks:
            task = asyncio.create_task(self._play(client, snap, lang))
            self._tasks[game_id] = task
            task.add_done_callback(lambda _: self._tasks.pop(game_id, None))

    def stop(self) -> None:
        """At shutdown: turns not yet played stay due, for the next start (`resume`)."""
        self.playing = False
        for task in list(self._tasks.values()):
            task.cancel()

    async def _play(self, client: discord.Client, snap: Snapshot, lang: str) -> None:
        """Each decision after a pause, saved, then shown on the board, until a human (or
        nobody) is to move."""
        try:
            while snap is not None and snap.computer_to_move:
                await asyncio.sleep(self.service.timetable.timing.pace.total_seconds())
                snap = await self.service.computer_turn(snap.game.id, snap.game.version)
                if snap is not None:
                    await self.redraw(client, snap, lang)
        except GameError as error:  # another process saved the game first: it plays on
            log.info("computer turn of game %s not played: %s", snap.game.id, error.key)
        except Exception:  # due all the same: the housekeeping's round plays it
            outages.log_failure(log, "computer turn of game %s failed", snap.game.id)
