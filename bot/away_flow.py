"""/game away, at work: a member's absence declared or ended (bot/away.py saves it, with his
seats: `GameService.mark_away`), answered privately, and the boards of his games on this
process's servers redrawn to say so; the same redraw when a click of his brought him back
(bot/clicks.py)."""

from __future__ import annotations

import asyncio
import logging
from functools import partial
from typing import TYPE_CHECKING

import discord

from bot import away, outages
from bot.game import GameError
from bot.i18n import t, user_language
from bot.models import utcnow

if TYPE_CHECKING:
    from bot.controller import Controller

log = logging.getLogger(__name__)


class Absences:
    def __init__(self, controller: Controller) -> None:
        self.controller = controller
        self._redrawing: set[asyncio.Task] = set()  # boards redrawn after a member's return

    async def away(self, interaction: discord.Interaction, days: int, reason: str | None) -> None:
        """`/game away`: the member is away for `days` (0: he is back), in all his games on
        every server; his boards (those of this process's servers) are redrawn to say so."""
        async with self.controller.errors(interaction):
            user, now, lang = interaction.user.id, utcnow(), user_language(interaction)
            if days:
                until = now + days * away.DAY
                period = partial(away.declare, user_id=user, days=days, reason=reason, now=now)
                text = t(lang, "away.declared", at=str(int(until.timestamp())))
            else:
                until, reason, text = now, None, t(lang, "away.back")

                async def period(connection) -> bool:
                    if not await away.end(connection, user, now):
                        raise GameError("away.not_away")
                    return True

            marked = self.controller.service.mark_away(user, until, reason, period)
            games = await self.controller.in_time(interaction, marked)
            await self.controller.reply(interaction, content=text, ephemeral=True)
            await self._redraw_marked(interaction.client, games)

    def returned(self, client: discord.Client, games: dict[int, tuple[int, int]]) -> None:
        """A member came back by a click (bot/clicks.py): his other boards redrawn, in the
        background (the click's own is its answer)."""
        task = asyncio.create_task(self._redraw_marked(client, games))
        self._redrawing.add(task)  # a task nobody references may be collected mid-way
        task.add_done_callback(self._redrawing.discard)

    async def _redraw_marked(
        self, client: discord.Client, games: dict[int, tuple[int, int]]
    ) -> None:
        """The boards of a member's games just marked away or back, those of this process's
        servers (another process's are redrawn when next changed; their deadlines are right
        at once: the housekeeping reads the seats as saved)."""
        for game_id, (guild_id, _) in games.items():
            if client.get_guild(guild_id) is None:
                continue
            try:
                snap = await self.controller.service.load(game_id)
                await self.controller.messages.redraw(
                    client, snap, self.controller.lang_of(guild_id)
                )
            except Exception:
                outages.log_failure(log, "board of game %s not redrawn", game_id)
