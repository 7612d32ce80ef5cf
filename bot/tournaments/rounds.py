"""A tournament plays itself into place: its start at the time set, each round's tables paired
by its format, every game opened in a thread of its own (its players pinged once there, with
the tournament's turn time), the next round as soon as the last game of one ends, the
adjudication of the games still running when a round's time is up, and the final standings.

A step is run by whoever finds the tournament due: the housekeeping loop's round (its start
time, a round's end, a restart's leftovers), or the process where a game of it just ended (the
game's last move made the tournament due in its own transaction: bot/tournaments/results.py).
Either claims it first — its due time moved a lease ahead — so one process steps it at a time,
and a step that dies leaves it due again when the lease is over, or when its process starts
again (`take_over`). Each step does what the saved tournament calls for, so doing it twice
changes nothing: what it posts is posted once (a nonce), and a table's thread is started from
the table's line, whose id it takes, saved before the thread is asked for."""

from __future__ import annotations

import asyncio
import json
import logging
from collections.abc import Callable
from datetime import datetime, timedelta

import discord
from sqlalchemy.ext.asyncio import AsyncConnection
from sqlalchemy.sql import ColumnElement

from bot.board_messages import BoardMessages
from bot.delivery import SEND_FAILED, edit_message, with_retries
from bot.game import Place, Player, Snapshot
from bot.layout import Layout
from bot.locks import KeyedLocks
from bot.models import utcnow
from bot.sessions import GameService
from bot.tournaments import view as tournament_view
from bot.tournaments.occasion import open_table
from bot.tournaments.service import (
    LEASE,
    RUNNING,
    SIGNUP,
    TableState,
    TournamentService,
    TournamentState,
)

log = logging.getLogger(__name__)
RETRY = timedelta(minutes=1)  # a table Discord would not open a thread for is tried again then
# A round's tables open a few at once, then one every PACE seconds: a table is four requests
# (its line, its thread, its board, the ping), and Discord allows a bot 50 a second in all,
# its members' clicks included. 64 tables: about 25 s, at 10 requests a second.
BURST, PACE = 6, 0.4
THREAD_ARCHIVE_MINUTES = 10080  # a week: a tournament's game may last days
THREAD_EXISTS = 160004  # "A thread has already been created for this message"


class TournamentRounds:
    def __init__(
        self,
        service: GameService,
        tournaments: TournamentService,
        messages: BoardMessages,
        lang_of: Callable[[int], str],
    ) -> None:
        self.service = service
        self.tournaments = tournaments
        self.messages = messages
        self.lang_of = lang_of
        self._stepping = KeyedLocks()
        self._tasks: set[asyncio.Task] = set()

    # ------------------------------------------------------------------ who steps
    def follow(self, client: discord.Client, snap: Snapshot, lang: str) -> None:
        """A board follower: a tournament's game that ended made its tournament due."""
        if snap.game.tournament_id is not None and snap.game.status == "finished":
            self.wake(client, snap.game.tournament_id)

    def wake(self, client: discord.Client, tournament_id: int) -> None:
        """Step the tournament in the background, if it is due (its start pressed, a game of
        it ended)."""
        task = asyncio.create_task(self.step_if_due(client, tournament_id))
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def take_over(self, owned: ColumnElement[bool] | None) -> None:
        """At start, before the first round: the steps this process's last run claimed and
        died in are due now, not when their lease is over."""
        if taken := await self.tournaments.take_over(utcnow(), owned):
            log.info("%s tournaments' steps cut off by the last run: due now", taken)

    async def round(self, client: discord.Client, owned: ColumnElement[bool] | None) -> int:
        """The housekeeping's part: every tournament due (of this process's servers)."""
        now = utcnow()
        claimed = await self.tournaments.claim_due(now, owned)
        for tournament_id in claimed:
            await self._step(client, tournament_id, now + LEASE)
        return len(claimed)

    async def step_if_due(self, client: discord.Client, tournament_id: int) -> None:
        lease = await self.tournaments.claim(tournament_id, utcnow())
        if lease is not None:
            await self._step(client, tournament_id, lease)

    async def _step(self, client: discord.Client, tournament_id: int, lease: datetime) -> None:
        async with self._stepping(tournament_id):
            try:
                due = await self._advance(client, tournament_id)
            except Exception:  # claimed still: due again once the lease is over
                log.exception("tournament %s: its step failed", tournament_id)
                return
            await self.tournaments.release(tournament_id, lease, due)

    # ------------------------------------------------------------------ a step
    async def _advance(self, client: discord.Client, tournament_id: int) -> datetime | None:
        """Everything the tournament calls for now; when it is next due."""
        state = await self.tournaments.load(tournament_id)
        if state.row.status == SIGNUP:
            if state.row.starts_at is None or utcnow() < state.row.starts_at:
                return state.row.starts_at
            state = await self.tournaments.start(tournament_id, None)
        retry = None
        while state.row.status == RUNNING:
            if state.row.round == 0 or state.round_done():
                if state.row.round:
                    await self._show_round(client, state)
                if state.row.round >= state.total_rounds:
                    await self.tournaments.finish(state)
                    state = await self.tournaments.load(tournament_id)
                    break
                state = await self._next_round(client, state)
                continue
            if not await self._open_tables(client, state):
                retry = utcnow() + RETRY
            state = await self.tournaments.load(tournament_id)
            ends = state.row.round_ends_at
            if not state.round_done() and ends is not None and utcnow() >= ends:
                waits = await self.tournaments.away_extension(state)
                if waits and await self.tournaments.extend_round(state, waits):
                    state = await self.tournaments.load(tournament_id)
                if utcnow() >= state.row.round_ends_at:
                    await self._adjudicate(client, state)
                state = await self.tournaments.load(tournament_id)
            if not state.round_done():
                await self._show_round(client, state)
                break
        await self.show(client, state)
        if state.row.status != RUNNING:
            return None
        return min(filter(None, (retry, state.row.round_ends_at)), default=None)

    async def _next_round(self, client: discord.Client, state: TournamentState) -> TournamentState:
        number = state.row.round + 1
        # A Swiss round of 64 takes a tenth of a second to pair: off the event loop.
        tables = await asyncio.to_thread(
            state.format.pair, number, state.seeds(), state.played(), state.settings
        )
        if not await self.tournaments.begin_round(state, number, tables):
            raise RuntimeError("the tournament changed during its step")
        await self._show_round(client, await self.tournaments.load(state.id))
        return await self.tournaments.load(state.id)

    async def _open_tables(self, client: discord.Client, state: TournamentState) -> bool:
        """The round's games not opened yet, each in a thread of its own (or whose board a
        step cut off did not post); False if Discord refused one (tried again later)."""
        opened_all = True
        unposted = await self.tournaments.games_without_board(state)
        to_open = [
            table
            for table in state.round_tables(state.row.round)
            if not table.bye and (table.game_id is None or table.game_id in unposted)
        ]
        for index, table in enumerate(to_open):
            if index >= BURST:
                await asyncio.sleep(PACE)
            try:
                await self._open(client, state, table)
            except SEND_FAILED as failure:
                log.info("tournament %s: a table not opened: %s", state.id, failure)
                opened_all = False
        return opened_all

    async def _open(
        self, client: discord.Client, state: TournamentState, table: TableState
    ) -> None:
        lang = self.lang_of(state.row.guild_id)
        thread_id = table.thread_id
        if thread_id is None:
            thread_id = await self._line(client, state, table, lang)
        if table.game_id is None:
            await self._thread(client, state, table, thread_id, lang)
            snap = await self._game(state, table, thread_id)
        else:
            snap = await self.service.load(table.game_id)
        # The board and the ping before the board is saved, each with its nonce: a step cut off
        # before saving it posts both again, and Discord answers with those it made.
        board = f"b{snap.game.id}"
        message = await self.messages.post_in_place(client, snap, lang, nonce=board)
        people = [
            discord.Object(user)
            for number in table.entrants
            if (user := state.entrants[number].user_id) is not None
        ]
        if people:  # the table's members alone may be pinged, as a turn's ping does
            thread = client.get_partial_messageable(thread_id, guild_id=state.row.guild_id)
            link = snap.place.link(message.id)
            text = tournament_view.table_ping(state, table, link, lang)
            mentions = discord.AllowedMentions(everyone=False, users=people, roles=False)
            await thread.send(text, allowed_mentions=mentions, nonce=f"p{snap.game.id}")
        await self.messages.remember(client, snap, message.id, lang)
        self.messages.changed(client, await self.service.load(snap.game.id), lang)

    async def _line(
        self, client: discord.Client, state: TournamentState, table: TableState, lang: str
    ) -> int:
        """The table's line in the channel, saved as its thread before the thread is asked
        for: a thread started from a message takes the message's id, so a step cut off at any
        point after finds the table's thread by it. Its nonce: a line a step posted but did
        not save is not posted again (Discord answers with it)."""
        channel = client.get_partial_messageable(state.row.channel_id, guild_id=state.row.guild_id)
        text = tournament_view.table_line(state, table, lang)
        nonce = f"t{state.id}.{table.round}.{table.number}"
        line = await with_retries(lambda: channel.send(text, nonce=nonce))
        await self.tournaments.attach_thread(state, table, line.id)
        return line.id

    async def _thread(
        self,
        client: discord.Client,
        state: TournamentState,
        table: TableState,
        line_id: int,
        lang: str,
    ) -> None:
        """The table's thread, started from its line: there already if a step cut off had
        asked for it (one thread a message: Discord refuses a second)."""
        try:
            await with_retries(
                lambda: client.http.start_thread_with_message(
                    state.row.channel_id,
                    line_id,
                    name=tournament_view.thread_name(state, table, lang),
                    auto_archive_duration=THREAD_ARCHIVE_MINUTES,
                )
            )
        except discord.HTTPException as refusal:
            if refusal.code != THREAD_EXISTS:
                raise

    async def _game(self, state: TournamentState, table: TableState, thread_id: int) -> Snapshot:
        """The table's game, opened in its thread with its entrants seated in order."""
        players = [
            state.entrants[number].name  # a computer's
            if state.entrants[number].user_id is None
            else Player(
                state.entrants[number].user_id,
                state.entrants[number].name,
                state.entrants[number].locale or "en",
            )
            for number in table.entrants
        ]

        async def created(connection: AsyncConnection, game_id: int) -> None:
            await self.tournaments.attach_game(connection, state, table, game_id)

        return await open_table(
            self.service,
            Place(state.row.guild_id, thread_id, thread=True),
            players,
            state.row.game,
            json.loads(state.row.options),
            state.row.turn_minutes,
            state.id,
            state.row.host_id,
            created,
        )

    async def _adjudicate(self, client: discord.Client, state: TournamentState) -> None:
        """The round's time is up: the computer finishes every game still running."""
        lang = self.lang_of(state.row.guild_id)
        for table in state.round_tables(state.row.round):
            if table.done or table.game_id is None:
                continue
            snap = await self.service.adjudicate(table.game_id)
            if snap is not None:
                await self.messages.redraw(client, snap, lang)

    # ------------------------------------------------------------------ what is shown
    async def show(self, client: discord.Client, state: TournamentState) -> None:
        """The tournament's board (its sign-up, bracket or standings) redrawn."""
        lang = self.lang_of(state.row.guild_id)
        await self._edit(client, state, state.row.message_id, tournament_view.board(state, lang))

    async def _show_round(self, client: discord.Client, state: TournamentState) -> None:
        """The current round's line in the channel, with its scores so far: posted (by the
        next step if a step was cut off before; its nonce: not twice), then edited."""
        lang = self.lang_of(state.row.guild_id)
        line = tournament_view.round_line(state, state.row.round, lang)
        if state.row.round_message_id is not None:
            await self._edit(client, state, state.row.round_message_id, line)
            return
        channel = client.get_partial_messageable(state.row.channel_id, guild_id=state.row.guild_id)
        nonce = f"r{state.id}.{state.row.round}"
        try:
            posted = await with_retries(lambda: channel.send(**line.message(), nonce=nonce))
            await self.tournaments.set_round_message(state.id, posted.id)
        except SEND_FAILED as failure:
            log.info("tournament %s: its round's line not posted: %s", state.id, failure)

    async def _edit(
        self, client: discord.Client, state: TournamentState, message_id: int | None, layout: Layout
    ) -> None:
        """A message of the tournament's in its channel, edited (a failure: a line in the log,
        the next step draws it again)."""
        if message_id is None:
            return
        channel_id = state.row.channel_id
        try:
            await with_retries(
                lambda: edit_message(client, channel_id, message_id, **layout.edit())
            )
        except SEND_FAILED as failure:
            log.info("tournament %s: message %s not updated: %s", state.id, message_id, failure)
