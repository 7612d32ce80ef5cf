"""The daily challenge at work (a wing: bot/wing.py): /daily and its buttons
(`d:<action>:<arg>`, bot/daily/view.py), the member's attempts started and shown, the day's
boards and share card, and the day's post at midnight (bot/daily/posts.py) in each
housekeeping round. Its occasion, the attempt (bot/daily/occasion.py), is registered with the
session service when it is made."""

from __future__ import annotations

from datetime import date
from typing import TYPE_CHECKING

import discord

from bot.clicks import global_name, player_of
from bot.daily import view
from bot.daily.challenges import DailyChallenges, Day
from bot.daily.occasion import DailyAttempt, start_attempt
from bot.daily.posts import DailyPosts, owned_by
from bot.days import DailyClock
from bot.game import GameError, Snapshot
from bot.i18n import board_language, user_language
from bot.layout import Layout
from bot.wing import WingFlow

if TYPE_CHECKING:
    from bot.client import TableBot


class DailyFlow(WingFlow):
    prefix = view.PREFIX

    def __init__(self, client: TableBot) -> None:
        self.client, self.service, self.controller = client, client.service, client.controller
        clock = DailyClock(client.settings.daily_timezone)
        self.challenges = DailyChallenges(client.engine, client.families, clock)
        self.service.occasions.add(DailyAttempt(self.challenges))
        owned = owned_by(*client.settings.shards)
        self.posts = DailyPosts(client, self.challenges, owned, client.server_language)

    async def daily(self, interaction: discord.Interaction, challenge: str | None) -> None:
        """`/daily`: the day's challenges and where the member stands in each; with a
        challenge named, straight to his attempt at it (started if he has none yet)."""
        controller = self.controller
        async with controller.errors(interaction):
            if challenge is None:
                panel = await controller.in_time(interaction, self._panel(interaction))
                await controller.reply(interaction, **panel.message(), ephemeral=True)
                return
            snap = await controller.in_time(interaction, self._attempt(interaction, challenge))
            await controller.messages.post(interaction, snap)

    async def click(self, interaction: discord.Interaction) -> None:
        """A daily challenge's button: play a challenge (the panel becomes the attempt's board;
        from the day's post, a message of his own), its boards of the day, or a finished
        attempt shared."""
        clicked = view.daily_click(interaction)
        if clicked is None:
            return
        action, arg = clicked
        controller = self.controller
        async with controller.errors(interaction):
            if action in (view.PLAY, view.OPEN):
                snap = await controller.in_time(interaction, self._attempt(interaction, arg))
                if action == view.OPEN and snap.facts is not None:  # ▶️ on one played today
                    lang = user_language(interaction)
                    shown = view.played_already(snap.game, arg, snap.facts, lang)
                    await controller.reply(interaction, **shown.message(), ephemeral=True)
                elif action == view.PLAY:  # the panel becomes the board
                    await controller.messages.show(interaction, snap)
                else:  # the day's post stays: the board is a message of his own
                    await controller.messages.post(interaction, snap)
            elif action == view.BOARDS:
                shown = await controller.in_time(interaction, self._boards(interaction, arg))
                await controller.reply(interaction, **shown.message(), ephemeral=True)
            else:
                card = await controller.in_time(interaction, self._share(interaction, int(arg)))
                await controller.reply(interaction, **card.message())

    async def round(self) -> None:
        """The new day posted where servers want it (the day made for it, once: its key)."""
        if self.client.families.daily():
            await self.posts.round()

    async def _panel(self, interaction: discord.Interaction) -> Layout:
        daily, user = self.challenges, interaction.user.id
        day = await daily.day()
        attempts = await daily.attempts(user, day.day)
        streak = await daily.streak(user)
        ends = int(daily.clock.end(day.day).timestamp())
        return view.panel(day, attempts, streak, user_language(interaction), ends)

    async def _attempt(self, interaction: discord.Interaction, challenge: str) -> Snapshot:
        """The member's attempt at today's `challenge`: as it stands, or started now (one
        whose start a crash cut short is started now)."""
        if interaction.guild_id is None:
            raise GameError("error.guild_only")
        player = player_of(interaction)
        day = await self._today_with(challenge)
        attempt = (await self.challenges.attempts(player.id, day.day)).get(challenge)
        if attempt is None:
            guild, name = interaction.guild_id, global_name(interaction)
            return await start_attempt(self.service, guild, player, day, challenge, name)
        return await self.service.begin(attempt.game_id, challenge)

    async def _today_with(self, challenge: str) -> Day:
        """Today, which must have `challenge` (else a refusal: a button of another day's, or
        a family without its challenge that day)."""
        day = await self.challenges.day()
        if challenge not in day.challenges:
            raise GameError("daily.unknown")
        return day

    async def _boards(self, interaction: discord.Interaction, challenge: str) -> Layout:
        daily, user, guild = self.challenges, interaction.user.id, interaction.guild_id
        day = await self._today_with(challenge)
        here = await daily.board(day.day, challenge, guild)
        everyone = await daily.board(day.day, challenge, None)
        places = (
            await daily.place_of(day.day, challenge, user, guild),
            await daily.place_of(day.day, challenge, user, None),
        )
        lang = user_language(interaction)
        return view.boards(day, challenge, here, everyone, places, lang, user)

    async def _share(self, interaction: discord.Interaction, game_id: int) -> Layout:
        """The card of the member's own finished attempt, for the channel (in the server's
        language: everyone there reads it)."""
        snap = await self.service.load(game_id)
        if not isinstance(snap.occasion, DailyAttempt) or snap.game.host_id != interaction.user.id:
            raise GameError("turn.not_a_player")
        if snap.facts is None:
            raise GameError("daily.unfinished")
        day = await self.challenges.day(date.fromisoformat(snap.game.daily_day))
        streak = await self.challenges.streak(interaction.user.id)
        name = snap.seats[0].name
        lang = board_language(interaction)
        return view.share_card(day, snap.game.family, name, snap.facts, streak, lang)
