"""The dice family: the five Czech dice games of seed 000, played with /dice."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from bot.families import DailyFamily, Family
from bot.i18n import cmd
from cogs.common import PLAY_OPTIONS, game_choices, option_descriptions, option_names, play_choices
from cogs.dice.board import DiceBoard
from cogs.dice.daily_text import decision_text
from rules import dice
from rules.dice.daily import DAILY

if TYPE_CHECKING:
    from bot.client import TableBot

NAME = "dice"  # its games' family, its texts, its command group

# The options of /dice play.
OPTIONS = ("game", "target", "bank_min", "three_ones_reset", *PLAY_OPTIONS)


class DiceCog(
    commands.GroupCog, group_name=cmd("cmd.dice"), group_description=cmd("cmd.dice.desc")
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
        target: app_commands.Range[int, 1, 1_000_000] | None = None,
        bank_min: app_commands.Range[int, 0, 100_000] | None = None,
        three_ones_reset: bool | None = None,
        turn_minutes: int | None = None,
        where: str | None = None,
    ) -> None:
        options = {"target": target, "bank_min": bank_min, "three_ones_reset": three_ones_reset}
        await self.bot.controller.open(interaction, game, options, turn_minutes, where=where)


FAMILY = Family(
    name=NAME,
    games=dice.GAMES,
    board=lambda tools: DiceBoard(),
    commands=DiceCog,
    daily=DailyFamily(DAILY, decision_text),
    story_digits=0,
)
