"""Commands every family shares: /game status|resign|cancel, /leaderboard, /stats, /rules."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from bot import leaderboard, texts
from bot.i18n import cmd, t, user_language
from cogs.common import game_choices


class GameCommands(
    commands.GroupCog, group_name=cmd("cmd.game"), group_description=cmd("cmd.game.desc")
):
    def __init__(self, bot) -> None:
        self.bot = bot

    @app_commands.command(name=cmd("cmd.status"), description=cmd("cmd.status.desc"))
    async def status(self, interaction: discord.Interaction) -> None:
        await self.bot.controller.status(interaction)

    @app_commands.command(name=cmd("cmd.resign"), description=cmd("cmd.resign.desc"))
    async def resign(self, interaction: discord.Interaction) -> None:
        await self.bot.controller.resign(interaction)

    @app_commands.command(name=cmd("cmd.cancel"), description=cmd("cmd.cancel.desc"))
    async def cancel(self, interaction: discord.Interaction) -> None:
        await self.bot.controller.cancel(interaction)


class ServerCommands(commands.Cog):
    def __init__(self, bot) -> None:
        self.bot = bot

    @app_commands.command(name=cmd("cmd.leaderboard"), description=cmd("cmd.leaderboard.desc"))
    @app_commands.rename(game=cmd("cmd.opt.game"))
    @app_commands.describe(game=cmd("cmd.opt.game.desc"))
    @app_commands.choices(game=game_choices())
    @app_commands.guild_only()
    async def leaderboard(self, interaction: discord.Interaction, game: str | None = None) -> None:
        lang = user_language(interaction)
        rows = await leaderboard.top(self.bot.service.sessions, interaction.guild_id, game)
        name = texts.game_name(game, lang) if game else t(lang, "leaderboard.all_games")
        embed = discord.Embed(title=t(lang, "leaderboard.title", game=name), colour=0xE8A317)
        lines = []
        for rank, row in enumerate(rows, 1):
            if game in leaderboard.AVERAGE_POINTS_PER_PLACE:
                lines.append(
                    t(
                        lang,
                        "leaderboard.figures_row",
                        rank=rank,
                        player=f"<@{row.user_id}>",
                        value=round(row.points_per_place, 1),
                        points=round(row.points / row.played, 1),
                        place=round(row.placing_sum / row.played, 2),
                        played=row.played,
                    )
                )
            else:
                lines.append(
                    t(
                        lang,
                        "leaderboard.row",
                        rank=rank,
                        player=f"<@{row.user_id}>",
                        rating=round(row.rating),
                        wins=row.wins,
                        played=row.played,
                        points=row.points,
                    )
                )
        embed.description = "\n".join(lines) or t(lang, "leaderboard.empty")
        await interaction.response.send_message(embed=embed)

    @app_commands.command(name=cmd("cmd.stats"), description=cmd("cmd.stats.desc"))
    @app_commands.rename(user=cmd("cmd.opt.user"))
    @app_commands.describe(user=cmd("cmd.opt.user.desc"))
    @app_commands.guild_only()
    async def stats(
        self, interaction: discord.Interaction, user: discord.User | None = None
    ) -> None:
        lang = user_language(interaction)
        who = user or interaction.user
        rows = await leaderboard.member(self.bot.service.sessions, interaction.guild_id, who.id)
        embed = discord.Embed(
            title=t(lang, "stats.title", player=who.display_name), colour=0x5865F2
        )
        for row in rows:
            embed.add_field(
                name=texts.game_name(row.game, lang),
                value=t(
                    lang,
                    "stats.row",
                    played=row.played,
                    wins=row.wins,
                    points=row.points,
                    rating=round(row.rating),
                ),
                inline=False,
            )
        if not rows:
            embed.description = t(lang, "stats.none", player=who.display_name)
        await interaction.response.send_message(embed=embed, ephemeral=True)

    @app_commands.command(name=cmd("cmd.rules"), description=cmd("cmd.rules.desc"))
    @app_commands.rename(game=cmd("cmd.opt.game"))
    @app_commands.describe(game=cmd("cmd.opt.game.desc"))
    @app_commands.choices(game=game_choices())
    async def rules(self, interaction: discord.Interaction, game: str) -> None:
        lang = user_language(interaction)
        embed = discord.Embed(
            title=texts.game_name(game, lang),
            description=texts.rules_text(game, lang),
            colour=0x5865F2,
        )
        embed.set_footer(text=texts.summary(game, lang))
        await interaction.response.send_message(embed=embed, ephemeral=True)


async def setup(bot) -> None:
    await bot.add_cog(GameCommands(bot))
    await bot.add_cog(ServerCommands(bot))
