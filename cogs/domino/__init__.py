"""/domino: the six domino games of seed 002."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from bot.i18n import cmd
from cogs.common import PLAY_OPTIONS, game_choices, option_descriptions, option_names, play_choices
from cogs.domino.board import DominoBoard

# The options of /domino play.
OPTIONS = ("game", "target", *PLAY_OPTIONS)


class DominoCog(
    commands.GroupCog, group_name=cmd("cmd.domino"), group_description=cmd("cmd.domino.desc")
):
    def __init__(self, bot) -> None:
        self.bot = bot
        bot.controller.register(DominoBoard())

    @app_commands.command(name=cmd("cmd.play"), description=cmd("cmd.play.desc"))
    @app_commands.rename(**option_names("domino", *OPTIONS))
    @app_commands.describe(**option_descriptions("domino", *OPTIONS))
    @play_choices(game=game_choices("domino"))
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


async def setup(bot) -> None:
    await bot.add_cog(DominoCog(bot))
