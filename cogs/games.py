"""Commands every family shares: /game status|resign|cancel|away…, /leaderboard, /stats, /rules."""

from __future__ import annotations

import inspect
from collections.abc import Awaitable
from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from bot import away, leaderboard, leaderboard_view
from bot.clicks import is_admin
from bot.controller import Attachment
from bot.i18n import cmd, t, user_language
from bot.my_games import my_games
from bot.rules_view import DAILY, rules_embed
from bot.seasons import season as seasons
from bot.seasons import view as season_view
from bot.server_settings_view import Changes, settings
from bot.stats_view import member_stats
from cogs.common import game_choices, where_choices

if TYPE_CHECKING:
    from bot.client import TableBot

# How often each member may ask for a command that costs the bot real work: /stats and its
# menu (a picture, 10–27 ms of CPU), /leaderboard (a ranking read), /game record and /game
# verify (a game's whole log read; verify replays it). Composing a slash command by hand takes
# seconds, and each answer is read before the next: nobody asking in earnest comes near 5 in
# 30 s, while a script asking 20 times a second gets 5 answers in 30 s and a short refusal for
# the rest. Per member, whatever the server: the work is the bot's wherever it is asked for.
COOLDOWN_USES, COOLDOWN_SECONDS = 5, 30.0


def costly():
    """A costly command's cooldown: a count of its own per member."""
    return app_commands.checks.cooldown(COOLDOWN_USES, COOLDOWN_SECONDS)


STATS_COOLDOWN = costly()  # /stats and the Game stats menu: one count for both


class GameCommands(
    commands.GroupCog, group_name=cmd("cmd.game"), group_description=cmd("cmd.game.desc")
):
    def __init__(self, bot: TableBot) -> None:
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

    @app_commands.command(name=cmd("cmd.record"), description=cmd("cmd.record.desc"))
    @app_commands.rename(game=cmd("cmd.opt.game_number"))
    @app_commands.describe(game=cmd("cmd.opt.game_number.desc"))
    @app_commands.guild_only()
    @costly()
    async def record(
        self, interaction: discord.Interaction, game: app_commands.Range[int, 1] | None = None
    ) -> None:
        await self.bot.controller.record(interaction, game)

    @app_commands.command(name=cmd("cmd.replay"), description=cmd("cmd.replay.desc"))
    @app_commands.rename(game=cmd("cmd.opt.game_number"))
    @app_commands.describe(game=cmd("cmd.opt.game_number.desc"))
    @app_commands.guild_only()
    @costly()
    async def replay(
        self, interaction: discord.Interaction, game: app_commands.Range[int, 1] | None = None
    ) -> None:
        await self.bot.wings["replay"].open(interaction, game)

    @app_commands.command(name=cmd("cmd.verify"), description=cmd("cmd.verify.desc"))
    @app_commands.rename(game=cmd("cmd.opt.game_number"))
    @app_commands.describe(game=cmd("cmd.opt.game_number.desc"))
    @app_commands.guild_only()
    @costly()
    async def verify(
        self, interaction: discord.Interaction, game: app_commands.Range[int, 1] | None = None
    ) -> None:
        await self.bot.controller.verify(interaction, game)

    @app_commands.command(name=cmd("cmd.notify"), description=cmd("cmd.notify.desc"))
    @app_commands.rename(pings=cmd("cmd.opt.pings"))
    @app_commands.describe(pings=cmd("cmd.opt.pings.desc"))
    @app_commands.choices(
        pings=[
            app_commands.Choice(name=cmd("cmd.notify.on"), value="on"),
            app_commands.Choice(name=cmd("cmd.notify.off"), value="off"),
        ]
    )
    @app_commands.guild_only()
    async def notify(self, interaction: discord.Interaction, pings: str) -> None:
        work = self._notify(interaction, pings == "on")
        await self.bot.controller.answer(interaction, work, ephemeral=True)

    @app_commands.command(name=cmd("cmd.away"), description=cmd("cmd.away.desc"))
    @app_commands.rename(days=cmd("cmd.opt.days"), reason=cmd("cmd.opt.reason"))
    @app_commands.describe(days=cmd("cmd.opt.days.desc"), reason=cmd("cmd.opt.reason.desc"))
    async def away(
        self,
        interaction: discord.Interaction,
        days: app_commands.Range[int, 0, away.MAX_DAYS],
        reason: app_commands.Range[str, 1, away.REASON_LENGTH] | None = None,
    ) -> None:
        """Away for `days` (0: back now): his turns' deadlines in all his games wait."""
        await self.bot.controller.absences.away(interaction, days, reason)

    @app_commands.command(name=cmd("cmd.mine"), description=cmd("cmd.mine.desc"))
    @app_commands.guild_only()
    async def mine(self, interaction: discord.Interaction) -> None:
        lang, user = user_language(interaction), interaction.user.id
        work = my_games(self.bot.service, interaction.guild_id, user, lang)
        await self.bot.controller.answer(interaction, _embed(work), ephemeral=True)

    @app_commands.command(name=cmd("cmd.settings"), description=cmd("cmd.settings.desc"))
    @app_commands.rename(
        where=cmd("cmd.opt.default_where"),
        daily_channel=cmd("cmd.opt.daily_channel"),
        daily_posts=cmd("cmd.opt.daily_posts"),
        season=cmd("cmd.opt.season_length"),
        season_channel=cmd("cmd.opt.season_channel"),
        season_posts=cmd("cmd.opt.season_posts"),
    )
    @app_commands.describe(
        where=cmd("cmd.opt.default_where.desc"),
        daily_channel=cmd("cmd.opt.daily_channel.desc"),
        daily_posts=cmd("cmd.opt.daily_posts.desc"),
        season=cmd("cmd.opt.season_length.desc"),
        season_channel=cmd("cmd.opt.season_channel.desc"),
        season_posts=cmd("cmd.opt.season_posts.desc"),
    )
    @app_commands.choices(
        where=where_choices(),
        season=[
            app_commands.Choice(name=cmd(f"choice.season_length.{length}"), value=length)
            for length in seasons.LENGTHS
        ],
    )
    @app_commands.guild_only()
    async def settings(
        self,
        interaction: discord.Interaction,
        where: str | None = None,
        daily_channel: discord.TextChannel | None = None,
        daily_posts: bool | None = None,
        season: str | None = None,
        season_channel: discord.TextChannel | None = None,
        season_posts: bool | None = None,
    ) -> None:
        """Without an option: the server's settings; with one (Manage Server): changed."""
        changes = Changes(
            where,
            daily_channel and daily_channel.id,
            daily_posts,
            season,
            season_channel and season_channel.id,
            season_posts,
        )
        sessions, clock = self.bot.service.sessions, self.bot.wings["seasons"].clock
        lang, admin = user_language(interaction), is_admin(interaction)
        work = settings(sessions, clock, interaction.guild_id, changes, admin, lang)
        await self.bot.controller.answer(interaction, _embed(work), ephemeral=True)

    async def _notify(self, interaction: discord.Interaction, wanted: bool) -> Attachment:
        opt_outs = self.bot.controller.pings.opt_outs
        await opt_outs.want(interaction.guild_id, interaction.user.id, wanted)
        text = t(user_language(interaction), "notify.on" if wanted else "notify.off")
        return discord.Embed(description=text, colour=0x5865F2), []


class ServerCommands(commands.Cog):
    def __init__(self, bot: TableBot) -> None:
        self.bot = bot
        # Right-click a member → Apps → Game stats: /stats for him. (A context menu cannot be
        # declared in a cog's body; it is added to the tree here and removed on unload.)
        self.stats_menu = app_commands.ContextMenu(name=cmd("menu.stats"), callback=self.stats_of)
        bot.tree.add_command(self.stats_menu)

    async def cog_unload(self) -> None:
        self.bot.tree.remove_command(self.stats_menu.name, type=self.stats_menu.type)

    @app_commands.command(name=cmd("cmd.leaderboard"), description=cmd("cmd.leaderboard.desc"))
    @app_commands.rename(
        game=cmd("cmd.opt.game"), sort=cmd("cmd.opt.sort"), season=cmd("cmd.opt.season")
    )
    @app_commands.describe(
        game=cmd("cmd.opt.game.desc"),
        sort=cmd("cmd.opt.sort.desc"),
        season=cmd("cmd.opt.season.desc"),
    )
    @app_commands.choices(
        game=game_choices(),
        sort=[
            app_commands.Choice(name=cmd(f"sort.{name}"), value=name) for name in leaderboard.SORTS
        ],
        season=[
            app_commands.Choice(name=cmd(f"choice.season.{season}"), value=season)
            for season in (seasons.CURRENT, seasons.PREVIOUS, seasons.ALL_TIME)
        ],
    )
    @app_commands.guild_only()
    @costly()
    async def leaderboard(
        self,
        interaction: discord.Interaction,
        game: str | None = None,
        sort: str | None = None,
        season: str = seasons.ALL_TIME,
    ) -> None:
        sessions, families = self.bot.service.sessions, self.bot.families
        guild, me, lang = interaction.guild_id, interaction.user.id, user_language(interaction)
        if season == seasons.ALL_TIME:
            work = leaderboard_view.ranking(sessions, families, guild, game, sort, me, lang)
        else:
            clock, previous = self.bot.wings["seasons"].clock, season == seasons.PREVIOUS
            work = season_view.board(
                sessions, families, clock, guild, game, sort, previous, me, lang
            )
        await self.bot.controller.answer(interaction, _embed(work))

    @app_commands.command(name=cmd("cmd.stats"), description=cmd("cmd.stats.desc"))
    @app_commands.rename(user=cmd("cmd.opt.user"))
    @app_commands.describe(user=cmd("cmd.opt.user.desc"))
    @app_commands.guild_only()
    @STATS_COOLDOWN
    async def stats(
        self, interaction: discord.Interaction, user: discord.User | None = None
    ) -> None:
        await self.stats_of(interaction, user or interaction.user)

    @app_commands.guild_only()
    @STATS_COOLDOWN
    async def stats_of(self, interaction: discord.Interaction, member: discord.Member) -> None:
        work = member_stats(
            self.bot.service.sessions,
            self.bot.families,
            self.bot.wings["daily"].challenges,
            interaction.guild_id,
            member.id,
            member.display_name,
            user_language(interaction),
        )
        await self.bot.controller.answer(interaction, work, ephemeral=True)

    @app_commands.command(name=cmd("cmd.rules"), description=cmd("cmd.rules.desc"))
    @app_commands.rename(game=cmd("cmd.opt.game"))
    @app_commands.describe(game=cmd("cmd.opt.game.desc"))
    @app_commands.choices(
        game=[*game_choices(), app_commands.Choice(name=cmd("rules.daily_choice"), value=DAILY)]
    )
    async def rules(self, interaction: discord.Interaction, game: str) -> None:
        embed = rules_embed(game, user_language(interaction))
        await self.bot.controller.answer(interaction, _embed(embed), ephemeral=True)


async def _embed(work: Awaitable[discord.Embed] | discord.Embed) -> Attachment:
    """A command's answer that is one embed (made now, or by `work`), as `Controller.answer`
    takes it."""
    return (await work if inspect.isawaitable(work) else work), []
