"""/tournament create|status|leave|kick|cancel|list|record: a server's own tournaments
(bot/tournaments/service.py, bot/tournaments/rounds.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from bot.i18n import cmd
from bot.tournaments.flow import TournamentsFlow
from bot.wing import Wing
from cogs.common import TURN_MINUTES, game_choices
from cogs.games import costly
from rules.tournament import FORMATS

if TYPE_CHECKING:
    from bot.client import TableBot

NAME = "tournaments"
Number = app_commands.Range[int, 1]  # a tournament's number (not given: the server's newest)


def _minutes() -> list[app_commands.Choice[int]]:
    return [
        app_commands.Choice(name=cmd(f"choice.turn.{minutes}"), value=minutes)
        for minutes in TURN_MINUTES
    ]


def _number(command):
    """The optional tournament number every command but create and list takes."""
    command = app_commands.rename(number=cmd("cmd.opt.tournament"))(command)
    return app_commands.describe(number=cmd("cmd.opt.tournament.desc"))(command)


class TournamentCommands(
    commands.GroupCog,
    group_name=cmd("cmd.tournament"),
    group_description=cmd("cmd.tournament.desc"),
):
    def __init__(self, bot: TableBot) -> None:
        self.bot = bot

    @app_commands.command(
        name=cmd("cmd.tournament.create"), description=cmd("cmd.tournament.create.desc")
    )
    @app_commands.rename(
        game=cmd("cmd.opt.game"),
        format=cmd("cmd.opt.format"),
        name=cmd("cmd.opt.name"),
        rounds=cmd("cmd.opt.rounds"),
        match_to=cmd("cmd.opt.match_to"),
        seats=cmd("cmd.opt.seats"),
        final_table=cmd("cmd.opt.final_table"),
        turn_time=cmd("cmd.opt.turn_minutes"),
        round_time=cmd("cmd.opt.round_time"),
        starts=cmd("cmd.opt.starts"),
        away_days=cmd("cmd.opt.away_days"),
    )
    @app_commands.describe(
        game=cmd("cmd.opt.game.desc"),
        format=cmd("cmd.opt.format.desc"),
        name=cmd("cmd.opt.name.desc"),
        rounds=cmd("cmd.opt.rounds.desc"),
        match_to=cmd("cmd.opt.match_to.desc"),
        seats=cmd("cmd.opt.seats.desc"),
        final_table=cmd("cmd.opt.final_table.desc"),
        turn_time=cmd("cmd.opt.tournament_turn.desc"),
        round_time=cmd("cmd.opt.round_time.desc"),
        starts=cmd("cmd.opt.starts.desc"),
        away_days=cmd("cmd.opt.away_days.desc"),
    )
    @app_commands.choices(
        game=game_choices(),
        format=[
            app_commands.Choice(name=cmd(f"choice.format.{name}"), value=name) for name in FORMATS
        ],
        turn_time=_minutes(),
        round_time=_minutes(),
        starts=_minutes(),
    )
    @app_commands.guild_only()
    async def create(
        self,
        interaction: discord.Interaction,
        game: str,
        format: str,
        name: app_commands.Range[str, 1, 60] | None = None,
        rounds: app_commands.Range[int, 1, 20] | None = None,
        match_to: app_commands.Range[int, 1, 25] | None = None,
        seats: app_commands.Range[int, 2, 8] | None = None,
        final_table: bool = False,
        turn_time: int = 60,
        round_time: int | None = None,
        starts: int | None = None,
        away_days: app_commands.Range[int, 0, 14] = 3,
    ) -> None:
        await self.bot.wings[NAME].create(
            interaction,
            game=game,
            format_name=format,
            name=name,
            rounds=rounds,
            match_to=match_to,
            seats=seats,
            final_table=final_table,
            turn_minutes=turn_time,
            round_minutes=round_time,
            starts_in=starts,
            away_cap_days=away_days,
        )

    @app_commands.command(name=cmd("cmd.status"), description=cmd("cmd.tournament.status.desc"))
    @app_commands.guild_only()
    @_number
    async def status(self, interaction: discord.Interaction, number: Number | None = None) -> None:
        await self.bot.wings[NAME].status(interaction, number)

    @app_commands.command(
        name=cmd("cmd.tournament.leave"), description=cmd("cmd.tournament.leave.desc")
    )
    @app_commands.guild_only()
    @_number
    async def leave(self, interaction: discord.Interaction, number: Number | None = None) -> None:
        await self.bot.wings[NAME].remove(interaction, number, interaction.user)

    @app_commands.command(
        name=cmd("cmd.tournament.kick"), description=cmd("cmd.tournament.kick.desc")
    )
    @app_commands.rename(member=cmd("cmd.opt.member"))
    @app_commands.describe(member=cmd("cmd.opt.member.desc"))
    @app_commands.guild_only()
    @_number
    async def kick(
        self,
        interaction: discord.Interaction,
        member: discord.Member,
        number: Number | None = None,
    ) -> None:
        await self.bot.wings[NAME].remove(interaction, number, member)

    @app_commands.command(name=cmd("cmd.cancel"), description=cmd("cmd.tournament.cancel.desc"))
    @app_commands.guild_only()
    @_number
    async def cancel(self, interaction: discord.Interaction, number: Number | None = None) -> None:
        await self.bot.wings[NAME].cancel(interaction, number)

    @app_commands.command(
        name=cmd("cmd.tournament.list"), description=cmd("cmd.tournament.list.desc")
    )
    @app_commands.guild_only()
    async def listing(self, interaction: discord.Interaction) -> None:
        await self.bot.wings[NAME].listing(interaction)

    @app_commands.command(name=cmd("cmd.record"), description=cmd("cmd.tournament.record.desc"))
    @app_commands.guild_only()
    @costly()
    @_number
    async def record(self, interaction: discord.Interaction, number: Number | None = None) -> None:
        await self.bot.wings[NAME].record(interaction, number)


WING = Wing(name=NAME, make=TournamentsFlow, commands=TournamentCommands)
