"""/yahtzee: Generał (seed 003) and Kości (seed 001), five dice and thirteen boxes."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from bot.i18n import cmd
from cogs.common import game_choices
from cogs.yahtzee.board import YahtzeeBoard


class YahtzeeCog(
    commands.GroupCog, group_name=cmd("cmd.yahtzee"), group_description=cmd("cmd.yahtzee.desc")
):
    def __init__(self, bot) -> None:
        self.bot = bot
        bot.controller.register(YahtzeeBoard())

    @app_commands.command(name=cmd("cmd.play"), description=cmd("cmd.play.desc"))
    @app_commands.rename(
        game=cmd("cmd.opt.game"),
        turn_minutes=cmd("cmd.opt.turn_minutes"),
        hints=cmd("cmd.opt.hints"),
    )
    @app_commands.describe(
        game=cmd("cmd.opt.game.desc"),
        turn_minutes=cmd("cmd.opt.turn_minutes.desc"),
        hints=cmd("cmd.opt.hints.desc"),
    )
    @app_commands.choices(game=game_choices("yahtzee"))
    @app_commands.guild_only()
    async def play(
        self,
        interaction: discord.Interaction,
        game: str,
        turn_minutes: app_commands.Range[int, 1, 10_080] | None = None,
        hints: bool | None = None,
    ) -> None:
        # Not given: "auto" (on while one person plays alone).
        options = {"hints": None if hints is None else ("on" if hints else "off")}
        await self.bot.controller.open(interaction, game, options, turn_minutes)


async def setup(bot) -> None:
    await bot.add_cog(YahtzeeCog(bot))
