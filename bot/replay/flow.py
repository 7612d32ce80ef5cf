"""Replays at work (a wing without storage or timed jobs): `/game replay` and the ⏪ of an end
board open a finished game's viewer privately; its buttons (r:<game>:<step>:<what>) step it,
each click drawing the step its custom_id names, so a viewer works after a restart."""

from __future__ import annotations

import asyncio
import re
from collections import OrderedDict
from dataclasses import replace
from typing import TYPE_CHECKING

import discord

from bot import table_options
from bot.delivery import acknowledged, update_clicked
from bot.game import GameError, Snapshot
from bot.i18n import t, user_language
from bot.layout import Layout
from bot.models import LIVE_STATUSES
from bot.replay import view
from bot.replay.steps import Step, steps_of
from bot.ui import REPLAY
from bot.wing import WingFlow

if TYPE_CHECKING:
    from bot.client import TableBot

CLICK = re.compile(rf"^{REPLAY}:(?P<game>\d+):(?P<step>\d+):(?P<what>[a-z]+)$")
KEPT = 32  # games whose steps are kept (a viewer's clicks read nothing again)


class ReplayFlow(WingFlow):
    prefix = REPLAY

    def __init__(self, client: TableBot) -> None:
        self.client, self.service, self.controller = client, client.service, client.controller
        self._kept: OrderedDict[int, tuple[Snapshot, list[Step]]] = OrderedDict()

    async def open(self, interaction: discord.Interaction, game_id: int | None) -> None:
        """`/game replay`: the game's first step, to the member alone."""
        async with self.controller.errors(interaction):
            layout = await self.controller.in_time(interaction, self._draw(interaction, game_id, 0))
            await self.controller.reply(interaction, **layout.message(), ephemeral=True)

    async def click(self, interaction: discord.Interaction) -> None:
        data = interaction.data or {}
        match = CLICK.match(data.get("custom_id", ""))
        if match is None:
            return
        game_id, what = int(match["game"]), match["what"]
        step = int((data.get("values") or [match["step"]])[0])
        if what == "pick":  # a game chosen from a list (a tournament round's): its start
            game_id, step = step, 0
        async with self.controller.errors(interaction):
            drawing = self._draw(interaction, game_id, step, controls=what != "show")
            layout = await self.controller.in_time(interaction, drawing)
            if what in ("open", "pick"):  # from an end board or a list: a viewer of its own
                await self.controller.reply(interaction, **layout.message(), ephemeral=True)
            elif what == "show":  # a still for the channel, said by whom
                shown = t(
                    user_language(interaction), "replay.shown", member=interaction.user.mention
                )
                layout.header = f"{shown}\n{layout.header}"
                await self.controller.reply(interaction, **layout.message())
            elif interaction.response.is_done():
                await interaction.edit_original_response(**layout.edit())
            else:
                await acknowledged(update_clicked(interaction, **layout.edit()))

    async def _draw(
        self,
        interaction: discord.Interaction,
        game_id: int | None,
        step: int,
        controls: bool = True,
    ) -> Layout:
        if interaction.guild_id is None:
            raise GameError("error.guild_only")
        snap, steps = await self._steps(interaction.guild_id, interaction.channel_id, game_id)
        board = self.controller.boards[snap.game.family]
        step = min(step, len(steps) - 1)
        # Drawn on the event loop as a game click's board is (Pillow from one thread only).
        return view.draw(board, snap, steps, step, user_language(interaction), controls)

    async def _steps(
        self, guild_id: int, channel_id: int, game_id: int | None
    ) -> tuple[Snapshot, list[Step]]:
        if game_id in self._kept:
            snap, steps = self._kept[game_id]
            if snap.game.guild_id == guild_id or snap.occasion.anywhere:
                self._kept.move_to_end(game_id)
                return snap, steps
        snap = await self.service.find(guild_id, channel_id, game_id)
        number = str(snap.game.id)
        if snap.game.status in LIVE_STATUSES:
            raise GameError("replay.live", number=number)
        if snap.state is None:
            raise GameError("replay.not_started", number=number)
        if not snap.occasion.revealed(snap):  # a daily attempt while its day runs
            raise GameError("replay.not_yet", number=number)
        snap = replace(snap, history=await self.service.history(snap.game.id))
        board = self.controller.boards[snap.game.family]
        await board.prepare(snap)  # its story, on a worker thread
        options, players = table_options.saved_for_rules(snap.game.options), len(snap.seats)
        steps = await asyncio.to_thread(
            steps_of, snap.rules, options, players, snap.history, board.stories(snap)
        )
        self._kept[snap.game.id] = snap, steps
        if len(self._kept) > KEPT:
            self._kept.popitem(last=False)
        return snap, steps
