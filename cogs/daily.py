"""/daily: the day's challenges of every family that has one (bot/daily/challenges.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from bot.daily.flow import DailyFlow
from bot.i18n import cmd
from bot.wing import Wing

if TYPE_CHECKING:
    from bot.client import TableBot

NAME = "daily"
CHALLENGES = ("dice", "yahtzee", "domino", "backgammon")  # the families, as /daily offers them


class DailyCommands(commands.Cog):
    def __init__(self, bot: TableBot) -> None:
        self.bot = bot

    @app_commands.command(name=cmd("cmd.daily"), description=cmd("cmd.daily.desc"))
    @app_commands.rename(challenge=cmd("cmd.opt.challenge"))
    @app_commands.describe(challenge=cmd("cmd.opt.challenge.desc"))
    @app_commands.choices(
        challenge=[
            app_commands.Choice(name=cmd(f"family.{name}"), value=name) for name in CHALLENGES
        ]
    )
    @app_commands.guild_only()
    async def daily(self, interaction: discord.Interaction, challenge: str | None = None) -> None:
        await self.bot.wings[NAME].daily(interaction, challenge)


WING = Wing(name=NAME, make=DailyFlow, commands=DailyCommands)
