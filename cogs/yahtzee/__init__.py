"""The Yahtzee family: Generał (seed 003) and Kości (seed 001), five dice and thirteen boxes,
played with /yahtzee."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from bot.families import DailyFamily, Family
from bot.i18n import cmd
from cogs.common import (
    PLAY_OPTIONS,
    game_choices,
    option_descriptions,
    option_names,
    play_choices,
    switch,
)
from cogs.yahtzee.board import YahtzeeBoard
from cogs.yahtzee.daily_text import decision_text
from rules import yahtzee
from rules.yahtzee.daily import DAILY

if TYPE_CHECKING:
    from bot.client import TableBot

NAME = "yahtzee"  # its games' family, its texts, its command group

# The options of /yahtzee play.
OPTIONS = ("game", "hints", *PLAY_OPTIONS)


class YahtzeeCog(
    commands.GroupCog, group_name=cmd("cmd.yahtzee"), group_description=cmd("cmd.yahtzee.desc")
):
    def __init__(self, bot: TableBot) -> None:
        self.bot = bot

    @app_commands.command(name=cmd("cmd.play"), description=cmd("cmd.play.desc"))
    @app_commands.rename(**option_names(NAME, *OPTIONS))
    @app_commands.describe(**option_descriptions(NAME, *OPTIONS))
    @play_choices(game=game_choices(NAME))
    @app_commands.guild_only()
    async def play(
        self,
        interaction: discord.Interaction,
        game: str,
        turn_minutes: int | None = None,
        where: str | None = None,
        hints: bool | None = None,
    ) -> None:
        options = {"hints": switch(hints)}  # not given: "auto", on while one person plays
        await self.bot.controller.open(interaction, game, options, turn_minutes, where=where)


FAMILY = Family(
    name=NAME,
    games=yahtzee.GAMES,
    board=lambda tools: YahtzeeBoard(),
    commands=YahtzeeCog,
    figures=("best", "average", "generals", "quality"),
    daily=DailyFamily(DAILY, decision_text),
    story_digits=1,
)
