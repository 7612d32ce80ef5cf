"""The one interaction flow shared by every family: a slash command or a click comes in, the
session service changes the game (or refuses with a GameError), and exactly one response goes
out — the board (bot/board_messages.py), a private view (bot/live_privates.py), or an ephemeral
explanation in the user's language — within Discord's 3 s (bot/interaction_clock.py). What a
click means is bot/clicks.py's table."""

from __future__ import annotations

import asyncio
import io
import json
import logging
import math
from collections.abc import Callable, Coroutine, Mapping
from contextlib import asynccontextmanager
from dataclasses import dataclass
from typing import Any, TypeVar

import discord

from bot import (
    game_threads,
    interaction_clock,
    outages,
    records,
    texts,
)
from bot.away_flow import Absences
from bot.board import Board, Private, outdated_hint
from bot.board_messages import BoardMessages, language_of
from bot.clicks import Changed, Click, Clicks, NewGame, is_admin, player_of
from bot.computer_turns import ComputerTurns
from bot.delivery import (
    SEND_FAILED,
    acknowledged,
    answer_gone,
    message_of,
    say_privately,
)
from bot.game import GameError, Place, Player, Snapshot
from bot.i18n import board_language, refusal, t, user_language
from bot.layout import Layout
from bot.live_privates import LIFETIME, LivePrivates, from_private
from bot.pings import TurnPings
from bot.sessions import GameService
from rules.base import Action

log = logging.getLogger(__name__)

# Refusals of a click on a board that no longer shows the game: the board is brought up to date.
REFRESHING_REFUSALS = ("board.stale", "game.over", "lobby.closed")
ARRIVING_SECONDS = 0.5  # at shutdown, how long interactions already sent may take to arrive
T = TypeVar("T")
Attachment = tuple[discord.Embed, list[discord.File]]  # an answer with files


@dataclass(frozen=True)
class Opening:
    """A game asked for by a `/… play` command: its game, the options given, how long a turn
    may last (None: the bot's default) and how many computer seats to add at once."""

    interaction: discord.Interaction
    game_id: str
    options: dict[str, Any]
    turn_minutes: int | None
    computers: int


class Controller:
    def __init__(
        self,
        service: GameService,
        boards: Mapping[str, Board],
        private_lifetime: float = LIFETIME,
        lang_of: Callable[[int], str] = lambda guild_id: "en",
    ) -> None:
        """`boards`: each family's, by name. `private_lifetime`: seconds a shown private view
        is kept up to date. `lang_of`: a server's language (what a tournament posts there).
        When pings and paced computers are due is the service's timetable."""
        self.service = service
        self.boards = boards
        self.absences = Absences(self)  # /game away, and a member back by a click
        self.clicks = Clicks(service, boards, self.absences.returned)
        self.pings = TurnPings(service, service.timetable)
        self.live = LivePrivates(boards, service.load, private_lifetime)
        self.thread_lines = game_threads.ThreadLines()
        self.messages = BoardMessages(service, boards, self.pings)
        self.computer_turns = ComputerTurns(service, self.messages.redraw)
        # What follows a board change, in the background, in this order.
        self.messages.followers = (
            self.computer_turns.follow,
            self.pings.follow,
            self.live.follow,
            self.thread_lines.follow,
        )  # and the wings' (bot/client.py)
        self.lang_of = lang_of
        self.accepting = True  # False while shutting down: new interactions are turned away
        self._in_flight = 0
        self._idle = asyncio.Event()
        self._idle.set()

    @asynccontextmanager
    async def tracked(self):
        """Count an interaction as in flight until its answer has gone out."""
        self._in_flight += 1
        self._idle.clear()
        try:
            yield
        finally:
            self._in_flight -= 1
            if not self._in_flight:
                self._idle.set()

    async def drain(self, timeout: float) -> None:
        """Turn new interactions away and wait (at most `timeout` s) for those in flight.
        Computer turns not yet played stay due: the next start plays them."""
        self.accepting = False
        self.computer_turns.stop()
        # Clicks sent before the signal may still be on their way from the gateway: they are
        # read and turned away (answered) rather than lost when the connection closes.
        await asyncio.sleep(ARRIVING_SECONDS)
        try:
            await asyncio.wait_for(self._idle.wait(), timeout)
        except TimeoutError:
            log.warning("%d interactions still in flight at shutdown", self._in_flight)

    async def in_time(self, interaction: discord.Interaction, work: Coroutine[Any, Any, T]) -> T:
        """The work, against Discord's 3 s (bot/interaction_clock.py); while the bot shuts
        down, new work is refused instead."""
        if not self.accepting:
            work.close()  # never started
            raise GameError("error.restarting")
        return await interaction_clock.in_time(interaction, work)

    # ------------------------------------------------------------------ opening a game
    async def open(
        self,
        interaction: discord.Interaction,
        game_id: str,
        options: dict[str, Any],
        turn_minutes: int | None = None,
        computers: int = 0,
        where: str | None = None,
    ) -> None:
        """`/<family> play`: create the lobby and post it as the game's board message, here or
        (`where`, else the server's default) in a thread of its own; with `computers`, seat
        that many computer players and start the game at once (a game for one player starts
        at once too)."""
        async with self.errors(interaction):
            if interaction.guild_id is None:
                raise GameError("error.guild_only")
            given = {name: value for name, value in options.items() if value is not None}
            self.service.check_options(game_id, given)  # before a thread is opened for it
            sessions, guild_id = self.service.sessions, interaction.guild_id
            wanted = where or await self.in_time(
                interaction, game_threads.server_default(sessions, guild_id)
            )
            chosen = game_threads.where_to_open(interaction, wanted)
            opening = Opening(interaction, game_id, given, turn_minutes, computers)
            if chosen.thread:
                await self.in_time(interaction, self._open_in_thread(opening))
                return
            here = Place(interaction.guild_id, interaction.channel_id)
            snap = await self.in_time(interaction, self._create(opening, here))
            await self.messages.post(interaction, snap)
            if chosen.note:
                await self.tell(interaction, chosen.note)

    async def _open_in_thread(self, opening: Opening) -> None:
        """Answer the command with a line in the channel, open a thread on it and run the game
        there; that line then links to it. If Discord refuses the thread after all, the line
        becomes the game's board in the channel."""
        interaction = opening.interaction
        lang = board_language(interaction)
        name = texts.game_name(opening.game_id, lang)
        host = interaction.user.display_name
        said = Layout(t(lang, "thread.opening", game=name, host=texts.literal(host)))
        if interaction.response.is_done():  # acknowledged already: it came late
            line = await interaction.edit_original_response(**said.edit())
        else:
            sent = await acknowledged(interaction.response.send_message(**said.message()))
            line = await message_of(interaction, sent)
        try:
            thread = await line.create_thread(
                name=game_threads.thread_name(name, host),
                auto_archive_duration=game_threads.AUTO_ARCHIVE_MINUTES,
            )
        except discord.HTTPException as refusal:  # permissions changed since the command
            log.info("no thread for a game in channel %s: %s", interaction.channel_id, refusal)
            here = Place(interaction.guild_id, interaction.channel_id)
            await self.messages.show_in_answer(interaction, await self._create(opening, here))
            await self.tell(interaction, "thread.no_permission")
            return
        snap = await self._create(opening, Place(interaction.guild_id, thread.id, thread=True))
        message = await self.messages.post_in_place(interaction.client, snap, lang)
        await self.messages.remember(interaction.client, snap, message.id, lang)
        self.messages.changed(interaction.client, snap, lang)
        await interaction.edit_original_response(**game_threads.line(snap, lang).edit())

    async def _create(self, opening: Opening, place: Place) -> Snapshot:
        host, service = player_of(opening.interaction), self.service
        snap = await service.create(
            place, host, opening.game_id, opening.options, opening.turn_minutes
        )
        for _ in range(opening.computers):
            snap = await service.add_computer(snap.game.id, host)
        if not opening.computers and snap.rules.max_players > 1:
            return snap
        # The command started the game (seated, or played alone): its id is the client seed of
        # the game's fair chance.
        return await service.start(snap.game.id, host, str(opening.interaction.id))

    async def tell(self, interaction: discord.Interaction, key: str) -> None:
        """A one-line note for the user alone, after the answer."""
        text = t(user_language(interaction), key)
        try:
            await interaction.followup.send(text, ephemeral=True)
        except SEND_FAILED as failure:
            log.info("note %s not delivered: %s", key, failure)

    # ------------------------------------------------------------------ commands on a game
    async def status(self, interaction: discord.Interaction) -> None:
        async with self.errors(interaction):
            found = self.service.require_live_game(interaction.channel_id)
            await self.messages.post(interaction, await self.in_time(interaction, found))

    async def resign(self, interaction: discord.Interaction) -> None:
        async with self.errors(interaction):
            change = self.service.resign(interaction.channel_id, player_of(interaction))
            await self.messages.post(interaction, await self.in_time(interaction, change))

    async def act(self, interaction: discord.Interaction, action: Action) -> None:
        """A move typed as a command (e.g. `/backgammon move`): played on the channel's game as
        it is now, answered with the board as a new message."""
        async with self.errors(interaction):
            change = self._act(interaction.channel_id, player_of(interaction), action)
            await self.messages.post(interaction, await self.in_time(interaction, change))

    async def _act(self, channel_id: int, player: Player, action: Action) -> Snapshot:
        snap = await self.service.require_live_game(channel_id)
        return await self.service.act(snap.game.id, snap.game.version, player, action)

    async def cancel(self, interaction: discord.Interaction) -> None:
        async with self.errors(interaction):
            change = self.service.cancel(
                interaction.channel_id, player_of(interaction), is_admin(interaction)
            )
            await self.messages.post(interaction, await self.in_time(interaction, change))

    async def answer(
        self,
        interaction: discord.Interaction,
        work: Coroutine[Any, Any, Attachment | Layout],
        **flags: Any,
    ) -> None:
        """A command answered with what `work` makes — an embed and files (a game's record,
        say) or a layout (/stats) — in the same flow as a move: refusals as ephemeral messages,
        acknowledged in time."""
        async with self.errors(interaction):
            made = await self.in_time(interaction, work)
            if isinstance(made, Layout):
                message = made.message()
            else:
                message = {"embed": made[0], "files": made[1]}
            await self.reply(interaction, **message, **flags)

    async def record(self, interaction: discord.Interaction, game_id: int | None) -> None:
        """`/game record`: the game's record as a JSON file, with a summary in words."""
        await self.answer(interaction, self._record_file(interaction, game_id), ephemeral=True)

    async def _record_file(
        self, interaction: discord.Interaction, game_id: int | None
    ) -> Attachment:
        snap, record = await self._record(interaction, game_id)
        if snap.game.status == "finished":  # its review, as its end board tells it
            board = self.boards[snap.game.family]
            await board.prepare(snap)
            analysis = board.analysis(snap)
            if analysis is not None:
                record["analysis"] = analysis
        data = json.dumps(record, ensure_ascii=False, indent=1).encode()
        file = discord.File(io.BytesIO(data), filename=f"game-{snap.game.id}.json")
        return records.summary(snap, record, user_language(interaction)), [file]

    async def verify(self, interaction: discord.Interaction, game_id: int | None) -> None:
        """`/game verify`: every throw and shuffle of a finished game checked against its seed."""
        async with self.errors(interaction):
            snap, record = await self.in_time(interaction, self._record(interaction, game_id))
            verdict = records.verdict(snap, record, user_language(interaction))
            text = await self.in_time(interaction, verdict)  # (a daily position: the engine's)
            await self.reply(interaction, content=text, ephemeral=True)

    async def _record(
        self, interaction: discord.Interaction, game_id: int | None
    ) -> tuple[Snapshot, dict[str, Any]]:
        if interaction.guild_id is None:
            raise GameError("error.guild_only")
        snap = await self.service.find(interaction.guild_id, interaction.channel_id, game_id)
        history = await self.service.history(snap.game.id)
        return snap, records.build(snap, history)

    # ------------------------------------------------------------------ clicks
    async def click(
        self, interaction: discord.Interaction, game_id: int, version: int, action: str, arg: str
    ) -> None:
        async with self.errors(interaction, game_id):
            click = Click(interaction, game_id, version, action, arg)
            outcome = await self.in_time(interaction, self.clicks.decide(click))
            if isinstance(outcome, Private):
                await self.live.show(interaction, outcome)
            elif isinstance(outcome, NewGame):  # its own board message
                await self.messages.post(interaction, outcome.snap)
            else:
                await self._show_change(interaction, outcome)

    async def _show_change(self, interaction: discord.Interaction, change: Changed) -> None:
        """Answer a click with the game as saved; if the answer cannot go out any more, the
        change is saved all the same: show it on the board through its place."""
        snap = change.snap
        lang = language_of(interaction, snap)
        try:
            if from_private(
                interaction, snap
            ):  # a move made from a hand: redraw it, then the board
                await self._show_hand(interaction, snap)
                await self.messages.redraw(interaction.client, snap, lang)
            else:
                await self.messages.show(interaction, snap, change.ui)
        except SEND_FAILED as failure:
            log.info("click on game %s saved, not answered (%s)", snap.game.id, failure)
            await self.messages.redraw(interaction.client, snap, lang)

    async def _show_hand(self, interaction: discord.Interaction, snap: Snapshot) -> None:
        player = player_of(interaction)
        hand = await self.clicks.private_view(snap, player, "hand", player.locale)
        if hand is None:
            await interaction.response.defer()
        else:
            await self.live.show(interaction, hand)

    # ------------------------------------------------------------------ errors
    @asynccontextmanager
    async def errors(self, interaction: discord.Interaction, game_id: int | None = None):
        """Refusals become ephemeral messages, anything unexpected an apology; either way the
        game is unchanged (the service saves nothing when it raises; answers failing after a
        save are dealt with where they are sent). The database being unavailable (a PostgreSQL
        restart, a full disk: bot/outages.py) is a refusal too, one line in the log. An
        interaction that can no longer be answered is one line in the log. The interaction
        counts as in flight until its answer is out, so that a shutdown waits for it."""
        async with self.tracked():
            try:
                yield
            except GameError as error:
                await self._refuse(interaction, error, game_id)
            except Exception as failure:
                if answer_gone(failure):
                    log.info("interaction %s could not be answered: %s", interaction.id, failure)
                    return
                if outages.unavailable(failure):
                    log.warning(
                        "interaction %s refused: the database is unavailable (%s)",
                        interaction.id,
                        outages.describe(failure),
                    )
                    await self._refuse(interaction, GameError(outages.REFUSAL), None)
                    return
                log.exception("interaction failed")
                await self._apologise(interaction)

    async def _apologise(self, interaction: discord.Interaction) -> None:
        text = t(user_language(interaction), "error.unexpected")
        try:
            await self.reply(interaction, content=text, ephemeral=True)
        except SEND_FAILED as failure:
            log.info("apology for interaction %s not delivered: %s", interaction.id, failure)

    async def _refuse(
        self, interaction: discord.Interaction, error: GameError, game_id: int | None
    ) -> None:
        lang = user_language(interaction)
        text = refusal(lang, error.key, error.reason, **error.params)
        try:
            if error.key in REFRESHING_REFUSALS and game_id is not None:
                # Bring the clicked board (or private view) up to date, then explain privately.
                snap = await self.service.load(game_id)
                if from_private(interaction, snap):  # a hand, redrawn; a hint, out of date
                    player = player_of(interaction)
                    hand = await self.clicks.private_view(snap, player, "hand", lang)
                    await self.live.show(interaction, hand or outdated_hint(lang))
                    if hand is not None and error.key == "game.over":
                        return  # the hand redrawn says so itself, as every other hand does
                else:
                    await self.messages.show(interaction, snap)
                await interaction.followup.send(text, ephemeral=True)
            else:
                await self.reply(interaction, content=text, ephemeral=True)
        except SEND_FAILED as failure:
            # Answered already: the same click reached another process too (a guild moving
            # between shards), and that one applied it.
            log.info("refusal %s not delivered: %s", error.key, failure)

    async def too_soon(self, interaction: discord.Interaction, retry_after: float) -> None:
        """A costly command asked for again before its cooldown let it (cogs/games.py): when
        it may be asked for again, to the member alone."""
        async with self.tracked():
            seconds = math.ceil(retry_after)
            text = t(user_language(interaction), "error.too_soon", seconds=seconds)
            try:  # as cheap as it gets: a flood of them is what the cooldown is for
                await acknowledged(say_privately(interaction, text))
            except SEND_FAILED as failure:
                log.info("cooldown of interaction %s not told: %s", interaction.id, failure)

    @staticmethod
    async def reply(interaction: discord.Interaction, **message: Any) -> None:
        if interaction.response.is_done():
            await interaction.followup.send(**message)
        else:
            await acknowledged(interaction.response.send_message(**message))
