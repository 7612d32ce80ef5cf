"""The backgammon family: backgammon (Vrhcáby, seed 004) with the cube and matches, played with
/backgammon, with GNU Backgammon's engine (in a process of its own) as the computer and the
coach."""

from __future__ import annotations

import asyncio
import logging
from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from bot import interaction_clock, outages
from bot.controller import Attachment
from bot.delivery import age
from bot.families import DailyFamily, Family
from bot.game import GameError
from bot.i18n import board_language, cmd, user_language
from cogs.backgammon import coach, numbering
from cogs.backgammon.board import BackgammonBoard
from cogs.backgammon.daily import make_challenge
from cogs.backgammon.daily_text import decision_text
from cogs.backgammon.engine import BackgammonEngine
from cogs.common import PLAY_OPTIONS, option_descriptions, option_names, play_choices, switch
from rules import backgammon
from rules.backgammon import levels
from rules.backgammon.daily import DAILY
from rules.backgammon.state import MOVE, mover_position
from rules.base import IllegalAction

if TYPE_CHECKING:
    from bot.client import TableBot

NAME = "backgammon"  # its games' family, its texts, its command group

AUTOCOMPLETE_CHOICES = 25  # Discord's limit

log = logging.getLogger(__name__)


def _choices(option: str, *values: str) -> list[app_commands.Choice[str]]:
    return [
        app_commands.Choice(name=cmd(f"choice.backgammon.{option}.{value}"), value=value)
        for value in values
    ]


# The options of /backgammon play.
OPTIONS = (
    "opponent",
    "level",
    "match_to",
    "scoring",
    "opening",
    "auto_doubles",
    "hints",
    "coach",
    *PLAY_OPTIONS,
)


class BackgammonCog(
    commands.GroupCog,
    group_name=cmd("cmd.backgammon"),
    group_description=cmd("cmd.backgammon.desc"),
):
    def __init__(self, bot: TableBot) -> None:
        self.bot = bot
        self.engine: BackgammonEngine = bot.families.engine(NAME)

    @app_commands.command(name=cmd("cmd.play"), description=cmd("cmd.backgammon.play.desc"))
    @app_commands.rename(**option_names(NAME, *OPTIONS))
    @app_commands.describe(**option_descriptions(NAME, *OPTIONS))
    @play_choices(
        opponent=_choices("opponent", "player", "computer"),
        level=_choices("level", *levels.LEVELS),
        scoring=_choices("scoring", "standard", "checkers"),
        opening=_choices("opening", "seed", "standard"),
        coach=_choices("coach", "auto", "on", "off"),
    )
    @app_commands.guild_only()
    async def play(
        self,
        interaction: discord.Interaction,
        opponent: str | None = None,
        level: str | None = None,
        match_to: app_commands.Range[int, 1, 25] | None = None,
        scoring: str | None = None,
        opening: str | None = None,
        auto_doubles: app_commands.Range[int, 0, 6] | None = None,
        hints: bool | None = None,
        coach: str | None = None,
        turn_minutes: int | None = None,
        where: str | None = None,
    ) -> None:
        options = {
            "match_to": match_to,
            "scoring": scoring,
            "opening": opening,
            "auto_doubles": auto_doubles,
            "hints": switch(hints),
            "coach": coach,
            "level": level,
        }
        computers = int(opponent == "computer")  # else the lobby waits for a player (or the button)
        await self.bot.controller.open(
            interaction, backgammon.BACKGAMMON.id, options, turn_minutes, computers, where=where
        )

    @app_commands.command(
        name=cmd("cmd.backgammon.move"), description=cmd("cmd.backgammon.move.desc")
    )
    @app_commands.rename(notation=cmd("cmd.backgammon.opt.notation"))
    @app_commands.describe(notation=cmd("cmd.backgammon.opt.notation.desc"))
    @app_commands.guild_only()
    async def move(self, interaction: discord.Interaction, notation: str) -> None:
        """The whole move typed, in standard notation or as the board numbers the points."""
        try:
            notation = await self._in_standard(interaction, notation)
        except IllegalAction as error:  # neither way a legal move: refused as the board says
            async with self.bot.controller.errors(interaction):
                raise GameError(error.key, error.reason, **error.params) from None
            return
        await self.bot.controller.act(interaction, {"type": "move", "move": notation})

    async def _in_standard(self, interaction: discord.Interaction, notation: str) -> str:
        """The typed move in the rules' standard notation: the second seat may write it as the
        picture numbers the points, from the first seat's side (numbering.py). Read from the
        game as it is now; where it cannot be read in Discord's time (the database away, say),
        as typed: the move that follows meets the same and answers for it."""
        budget = interaction_clock.ACKNOWLEDGE_AFTER - age(interaction)
        try:
            async with asyncio.timeout(max(0.0, budget)):
                snap = await self.bot.service.live_game(interaction.channel_id)
        except Exception:  # TimeoutError included
            return notation
        if snap is None or snap.game.family != NAME or snap.game.status != "active":
            return notation
        state = snap.state
        if state.phase != MOVE or snap.seat_of(interaction.user.id) != state.turn:
            return notation
        # Raises IllegalAction where it is a legal move neither way (outside the timeout: it
        # is no failure to read the game).
        return numbering.typed(mover_position(state), state.dice, notation, state.turn)

    @move.autocomplete("notation")
    async def complete_move(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        """The legal moves of the player to move, numbered as the board's picture is: best
        first (with equities) where the coach may help, else in plain order, so the list is no
        hint in a game without hints. A list
        is a nicety that cannot be deferred: none when it cannot be made in Discord's time
        (the database away, say), with one log line."""
        budget = interaction_clock.ACKNOWLEDGE_AFTER - age(interaction)
        try:
            async with asyncio.timeout(max(0.0, budget)):
                return await self._moves_to_complete(interaction, current)
        except TimeoutError:
            log.info("moves to complete in channel %s: not in time", interaction.channel_id)
        except Exception:
            outages.log_failure(log, "moves to complete in channel %s", interaction.channel_id)
        return []

    async def _moves_to_complete(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        snap = await self.bot.service.live_game(interaction.channel_id)
        if snap is None or snap.game.family != NAME or snap.game.status != "active":
            return []
        state = snap.state
        if state.phase != MOVE or snap.seat_of(interaction.user.id) != state.turn:
            return []
        entries = await coach.move_choices(self.engine, snap, state)
        typed, lang = current.strip().lower(), user_language(interaction)
        choices = []
        for text, equity in entries:
            seen = numbering.shown(text, state.turn)
            if typed in seen:
                name = seen if equity is None else f"{seen}  {coach.value(equity, state, lang)}"
                choices.append(app_commands.Choice(name=name, value=seen))
        return choices[:AUTOCOMPLETE_CHOICES]

    @app_commands.command(
        name=cmd("cmd.backgammon.record"), description=cmd("cmd.backgammon.record.desc")
    )
    @app_commands.rename(game=cmd("cmd.backgammon.opt.game"))
    @app_commands.describe(game=cmd("cmd.backgammon.opt.game.desc"))
    @app_commands.guild_only()
    async def record(self, interaction: discord.Interaction, game: int | None = None) -> None:
        """The match as a .mat file (for gnubg, XG, Backgammon Galaxy) and JSON, with the
        coach's analysis of both players."""
        await self.bot.controller.answer(interaction, self._record(interaction, game))

    async def _record(self, interaction: discord.Interaction, game: int | None) -> Attachment:
        service = self.bot.service
        try:
            snap = await service.find(interaction.guild_id, interaction.channel_id, game, NAME)
        except GameError as error:
            raise GameError("backgammon.no_record") from error
        history = snap.history or await service.history(snap.game.id)
        played = await coach.analyse(self.engine, snap, history)
        return coach.record(snap, played, board_language(interaction))


FAMILY = Family(
    name=NAME,
    games=backgammon.GAMES,
    board=lambda tools: BackgammonBoard(tools.engine, tools.history),
    commands=BackgammonCog,
    figures=("fibs", "gammons", "backgammons", "error", "pr"),
    engine=BackgammonEngine,
    practice=coach.practice,
    tutor=coach.tutor,
    daily=DailyFamily(DAILY, decision_text, make=make_challenge),
    story_digits=2,
)
