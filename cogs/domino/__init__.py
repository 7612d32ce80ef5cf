"""The domino family: the six domino games of seed 002, played with /domino."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from bot.families import DailyFamily, Family
from bot.i18n import cmd
from cogs.common import PLAY_OPTIONS, game_choices, option_descriptions, option_names, play_choices
from cogs.domino.board import DominoBoard
from cogs.domino.daily_text import decision_text
from rules import domino
from rules.domino.daily import DAILY

if TYPE_CHECKING:
    from bot.client import TableBot

NAME = "domino"  # its games' family, its texts, its command group

# The options of /domino play.
OPTIONS = ("game", "target", *PLAY_OPTIONS)


class DominoCog(
    commands.GroupCog, group_name=cmd("cmd.domino"), group_description=cmd("cmd.domino.desc")
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
        target: app_commands.Range[int, 0, 10_000] | None = None,
        turn_minutes: int | None = None,
        where: str | None = None,
    ) -> None:
        await self.bot.controller.open(
            interaction, game, {"target": target}, turn_minutes, where=where
        )


FAMILY = Family(
    name=NAME,
    games=domino.GAMES,
    board=lambda tools: DominoBoard(),
    commands=DominoCog,
    figures=("average", "deals_won"),
    paced=True,  # every tile a computer lays can be seen
    daily=DailyFamily(DAILY, decision_text),
)
