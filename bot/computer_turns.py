"""Computer seats at a human pace: in a family that paces them (dominoes), a computer's turn is
played one decision at a time, each after a pause and each shown on the board, so that every
tile it lays can be seen. One task per game plays them; a restart in between loses none (the
housekeeping's round plays the turns nobody is playing)."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable
from datetime import timedelta

import discord
from sqlmodel import select

from bot import outages
from bot.game import GameError, Snapshot
from bot.models import Game, utcnow
from bot.sessions import GameService

log = logging.getLogger(__name__)

Redraw = Callable[[discord.Client, Snapshot, str], Awaitable[None]]


class ComputerTurns:
    def __init__(self, service: GameService, redraw: Redraw, pace_seconds: float) -> None:
        """`redraw` shows a game's board after a computer's decision; `pace_seconds` is how
        long each decision takes."""
        self.service = service
        self.redraw = redraw
        self.pace_seconds = pace_seconds
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
                await asyncio.sleep(self.pace_seconds)
                snap = await self.service.computer_turn(snap.game.id, snap.game.version)
                if snap is not None:
                    await self.redraw(client, snap, lang)
        except GameError as error:  # another process saved the game first: it plays on
            log.info("computer turn of game %s not played: %s", snap.game.id, error.key)
        except Exception:  # the housekeeping's next round plays it (`resume`)
            outages.log_failure(log, "computer turn of game %s failed", snap.game.id)

    async def resume(
        self, client: discord.Client, owns: Callable[[int], bool], lang_of: Callable[[int], str]
    ) -> None:
        """The housekeeping's round: play the paced computer turns nobody is playing (their
        process was restarted)."""
        idle = 2 * self.pace_seconds  # a live task would have moved by now
        for family in self.service.families:
            if self.service.paced(family.name):
                for snap in await waiting_computers(self.service, family.name, owns, idle):
                    self.follow(client, snap, lang_of(snap.game.guild_id))


async def waiting_computers(
    service: GameService, family: str, owns: Callable[[int], bool], idle_seconds: float
) -> list[Snapshot]:
    """The active games of `family` (in guilds `owns` accepts), unchanged for `idle_seconds`,
    whose computer seat is to move: paced turns lost with a restarted process."""
    cutoff = utcnow() - timedelta(seconds=idle_seconds)
    async with service.sessions() as db:
        rows = (
            await db.exec(
                select(Game.id, Game.guild_id, Game.version).where(
                    Game.status == "active", Game.family == family, Game.updated_at < cutoff
                )
            )
        ).all()
    games = [await service.load(game_id, at_least=v) for game_id, guild, v in rows if owns(guild)]
    return [snap for snap in games if snap.computer_to_move]
