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
from datetime import date, timedelta
from functools import partial
from typing import Any, TypeVar

import discord

from bot import (
    away,
    game_threads,
    interaction_clock,
    outages,
    records,
    texts,
)
from bot.board import Board, Private, outdated_hint
from bot.board_messages import BoardMessages, language_of
from bot.clicks import Changed, Click, Clicks, NewGame, is_admin, player_of
from bot.computer_turns import ComputerTurns
from bot.daily import view as daily_view
from bot.daily.challenges import DailyChallenges
from bot.daily.occasion import start_attempt
from bot.delivery import (
    SEND_FAILED,
    acknowledged,
    answer_gone,
    message_of,
    say_privately,
    update_clicked,
)
from bot.game import GameError, Place, Player, Snapshot
from bot.i18n import board_language, refusal, t, user_language
from bot.layout import Layout
from bot.live_privates import LIFETIME, LivePrivates, from_private
from bot.models import utcnow
from bot.pings import TurnPings
from bot.sessions import GameService
from bot.tournaments import service as tournaments
from bot.tournaments import view as tournament_view
from bot.tournaments.rounds import TournamentRounds
from bot.tournaments.service import TournamentService
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
        challenges: DailyChallenges | None = None,
    ) -> None:
        """`boards`: each family's, by name. `private_lifetime`: seconds a shown private view
        is kept up to date. `lang_of`: a server's language (what a tournament posts there).
        When pings and paced computers are due is the service's timetable."""
        self.service = service
        self.boards = boards
        self.challenges = challenges  # the daily challenge's days and attempts
        self.clicks = Clicks(service, boards, self._returned)
        self.pings = TurnPings(service, service.timetable)
        self.live = LivePrivates(boards, service.load, private_lifetime)
        self.thread_lines = game_threads.ThreadLines()
        self.messages = BoardMessages(service, boards, self.pings)
        self.computer_turns = ComputerTurns(service, self.messages.redraw)
        self.tournaments = TournamentService(service.engine)
        self.rounds = TournamentRounds(service, self.tournaments, self.messages, lang_of)
        # What follows a board change, in the background, in this order.
        self.messages.followers = (
            self.computer_turns.follow,
            self.pings.follow,
            self.live.follow,
            self.thread_lines.follow,
            self.rounds.follow,
        )
        self.lang_of = lang_of
        self._redrawing: set[asyncio.Task] = set()  # boards redrawn after a member's return
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

    async def _in_time(self, interaction: discord.Interaction, work: Coroutine[Any, Any, T]) -> T:
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
        async with self._errors(interaction):
            if interaction.guild_id is None:
                raise GameError("error.guild_only")
            given = {name: value for name, value in options.items() if value is not None}
            self.service.check_options(game_id, given)  # before a thread is opened for it
            sessions, guild_id = self.service.sessions, interaction.guild_id
            wanted = where or await self._in_time(
                interaction, game_threads.server_default(sessions, guild_id)
            )
            chosen = game_threads.where_to_open(interaction, wanted)
            opening = Opening(interaction, game_id, given, turn_minutes, computers)
            if chosen.thread:
                await self._in_time(interaction, self._open_in_thread(opening))
                return
            here = Place(interaction.guild_id, interaction.channel_id)
            snap = await self._in_time(interaction, self._create(opening, here))
            await self.messages.post(interaction, snap)
            if chosen.note:
                await self._tell(interaction, chosen.note)

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
            await self._tell(interaction, "thread.no_permission")
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

    async def _tell(self, interaction: discord.Interaction, key: str) -> None:
        """A one-line note for the user alone, after the answer."""
        text = t(user_language(interaction), key)
        try:
            await interaction.followup.send(text, ephemeral=True)
        except SEND_FAILED as failure:
            log.info("note %s not delivered: %s", key, failure)

    # ------------------------------------------------------------------ commands on a game
    async def status(self, interaction: discord.Interaction) -> None:
        async with self._errors(interaction):
            found = self.service.require_live_game(interaction.channel_id)
            await self.messages.post(interaction, await self._in_time(interaction, found))

    async def resign(self, interaction: discord.Interaction) -> None:
        async with self._errors(interaction):
            change = self.service.resign(interaction.channel_id, player_of(interaction))
            await self.messages.post(interaction, await self._in_time(interaction, change))

    async def act(self, interaction: discord.Interaction, action: Action) -> None:
        """A move typed as a command (e.g. `/backgammon move`): played on the channel's game as
        it is now, answered with the board as a new message."""
        async with self._errors(interaction):
            change = self._act(interaction.channel_id, player_of(interaction), action)
            await self.messages.post(interaction, await self._in_time(interaction, change))

    async def _act(self, channel_id: int, player: Player, action: Action) -> Snapshot:
        snap = await self.service.require_live_game(channel_id)
        return await self.service.act(snap.game.id, snap.game.version, player, action)

    async def cancel(self, interaction: discord.Interaction) -> None:
        async with self._errors(interaction):
            change = self.service.cancel(
                interaction.channel_id, player_of(interaction), is_admin(interaction)
            )
            await self.messages.post(interaction, await self._in_time(interaction, change))

    async def answer(
        self,
        interaction: discord.Interaction,
        work: Coroutine[Any, Any, Attachment | Layout],
        **flags: Any,
    ) -> None:
        """A command answered with what `work` makes — an embed and files (a game's record,
        say) or a layout (/stats) — in the same flow as a move: refusals as ephemeral messages,
        acknowledged in time."""
        async with self._errors(interaction):
            made = await self._in_time(interaction, work)
            if isinstance(made, Layout):
                message = made.message()
            else:
                message = {"embed": made[0], "files": made[1]}
            await self._reply(interaction, **message, **flags)

    async def record(self, interaction: discord.Interaction, game_id: int | None) -> None:
        """`/game record`: the game's record as a JSON file, with a summary in words."""
        await self.answer(interaction, self._record_file(interaction, game_id), ephemeral=True)

    async def _record_file(
        self, interaction: discord.Interaction, game_id: int | None
    ) -> Attachment:
        snap, record = await self._record(interaction, game_id)
        data = json.dumps(record, ensure_ascii=False, indent=1).encode()
        file = discord.File(io.BytesIO(data), filename=f"game-{snap.game.id}.json")
        return records.summary(snap, record, user_language(interaction)), [file]

    async def verify(self, interaction: discord.Interaction, game_id: int | None) -> None:
        """`/game verify`: every throw and shuffle of a finished game checked against its seed."""
        async with self._errors(interaction):
            snap, record = await self._in_time(interaction, self._record(interaction, game_id))
            verdict = records.verdict(snap, record, user_language(interaction))
            text = await self._in_time(interaction, verdict)  # (a daily position: the engine's)
            await self._reply(interaction, content=text, ephemeral=True)

    async def _record(
        self, interaction: discord.Interaction, game_id: int | None
    ) -> tuple[Snapshot, dict[str, Any]]:
        if interaction.guild_id is None:
            raise GameError("error.guild_only")
        snap = await self.service.find(interaction.guild_id, interaction.channel_id, game_id)
        history = await self.service.history(snap.game.id)
        return snap, records.build(snap, history)

    # ------------------------------------------------------------------ the daily challenge
    async def daily(self, interaction: discord.Interaction, challenge: str | None) -> None:
        """`/daily`: the day's challenges and where the member stands in each; with a
        challenge named, straight to his attempt at it (started if he has none yet)."""
        async with self._errors(interaction):
            if challenge is None:
                panel = await self._in_time(interaction, self._daily_panel(interaction))
                await self._reply(interaction, **panel.message(), ephemeral=True)
                return
            snap = await self._in_time(interaction, self._daily_attempt(interaction, challenge))
            await self.messages.post(interaction, snap)

    async def daily_click(self, interaction: discord.Interaction, action: str, arg: str) -> None:
        """A daily challenge's button (bot/daily/view.py): play a challenge (the panel
        becomes the attempt's board; from the day's post, a message of his own), its boards of
        the day, or a finished attempt shared."""
        async with self._errors(interaction):
            if action in (daily_view.PLAY, daily_view.OPEN):
                snap = await self._in_time(interaction, self._daily_attempt(interaction, arg))
                if action == daily_view.PLAY:  # the panel becomes the board
                    await self.messages.show(interaction, snap)
                else:  # the day's post stays: the board is a message of his own
                    await self.messages.post(interaction, snap)
            elif action == daily_view.BOARDS:
                shown = await self._in_time(interaction, self._daily_boards(interaction, arg))
                await self._reply(interaction, **shown.message(), ephemeral=True)
            else:
                card = await self._in_time(interaction, self._daily_share(interaction, int(arg)))
                await self._reply(interaction, **card.message())

    async def _daily_panel(self, interaction: discord.Interaction) -> Layout:
        daily, user = self.challenges, interaction.user.id
        day = await daily.day()
        attempts = await daily.attempts(user, day.day)
        streak = await daily.streak(user)
        ends = int(daily.clock.end(day.day).timestamp())
        return daily_view.panel(day, attempts, streak, user_language(interaction), ends)

    async def _daily_attempt(self, interaction: discord.Interaction, challenge: str) -> Snapshot:
        """The member's attempt at today's `challenge`: as it stands, or started now."""
        if interaction.guild_id is None:
            raise GameError("error.guild_only")
        daily, player = self.challenges, player_of(interaction)
        day = await self._today_with(challenge)
        attempt = (await daily.attempts(player.id, day.day)).get(challenge)
        if attempt is not None:
            return await self.service.load(attempt.game_id)
        return await start_attempt(self.service, interaction.guild_id, player, day, challenge)

    async def _today_with(self, challenge: str):  # -> bot.daily.Day
        """Today, which must have `challenge` (else a refusal: a button of another day's, or
        a family without its challenge that day)."""
        day = await self.challenges.day()
        if challenge not in day.challenges:
            raise GameError("daily.unknown")
        return day

    async def _daily_boards(self, interaction: discord.Interaction, challenge: str) -> Layout:
        daily, user, guild = self.challenges, interaction.user.id, interaction.guild_id
        day = await self._today_with(challenge)
        here = await daily.board(day.day, challenge, guild)
        everyone = await daily.board(day.day, challenge, None)
        places = (
            await daily.place_of(day.day, challenge, user, guild),
            await daily.place_of(day.day, challenge, user, None),
        )
        lang = user_language(interaction)
        return daily_view.boards(day, challenge, here, everyone, places, lang, user)

    async def _daily_share(self, interaction: discord.Interaction, game_id: int) -> Layout:
        """The card of the member's own finished attempt, for the channel (in the server's
        language: everyone there reads it)."""
        snap = await self.service.load(game_id)
        if snap.game.daily_day is None or snap.game.host_id != interaction.user.id:
            raise GameError("turn.not_a_player")
        if snap.daily is None:
            raise GameError("daily.unfinished")
        daily = self.challenges
        day = await daily.day(date.fromisoformat(snap.game.daily_day))
        streak = await daily.streak(interaction.user.id)
        name = snap.seats[0].name
        lang = board_language(interaction)
        return daily_view.share_card(day, snap.game.family, name, snap.daily, streak, lang)

    # ------------------------------------------------------------------ tournaments
    async def tournament_create(
        self, interaction: discord.Interaction, *, starts_in: int | None, **chosen: Any
    ) -> None:
        """`/tournament create`: its sign-up board, posted here (the command's answer)."""
        async with self._errors(interaction):
            if interaction.guild_id is None:
                raise GameError("error.guild_only")
            if isinstance(interaction.channel, discord.Thread):  # its games open threads here
                raise GameError("tournament.not_in_thread")
            lang = board_language(interaction)
            game = chosen["game"]
            options = tournaments.game_options(game, chosen.pop("match_to"))
            name = chosen.pop("name") or t(
                lang,
                "tournament.default_name",
                game=texts.board_name(game, lang),
                format=t(lang, f"tournament.format_{chosen['format_name']}"),
            )
            starts = None if starts_in is None else utcnow() + timedelta(minutes=starts_in)
            state = await self.tournaments.create(
                interaction.guild_id,
                interaction.channel_id,
                player_of(interaction),
                name,
                options=self.service.check_options(game, options),
                starts_at=starts,
                **chosen,
            )
            board = tournament_view.board(state, lang)
            sent = await acknowledged(interaction.response.send_message(**board.message()))
            message = await message_of(interaction, sent)
            await self.tournaments.set_message(state.id, message.id)

    async def tournament_click(
        self, interaction: discord.Interaction, action: str, tournament_id: int
    ) -> None:
        """A sign-up board's button (bot/tournaments/view.py)."""
        async with self._errors(interaction):
            player, service = player_of(interaction), self.tournaments
            if action == tournament_view.JOIN:
                state = await service.join(tournament_id, player)
            elif action == tournament_view.LEAVE:
                state = await service.remove(tournament_id, player, player.id, False)
            elif action == tournament_view.COMPUTER:
                state = await service.add_computer(tournament_id, player)
            elif action == tournament_view.START:
                state = await service.start(tournament_id, player)
            else:
                state = await service.cancel(tournament_id, player, is_admin(interaction))
            board = tournament_view.board(state, board_language(interaction))
            await update_clicked(interaction, **board.edit())
            if action == tournament_view.START:  # its first round opens now
                self.rounds.wake(interaction.client, tournament_id)

    async def tournament_status(self, interaction: discord.Interaction, number: int | None) -> None:
        async with self._errors(interaction):
            state = await self._tournament(interaction, number)
            board = tournament_view.board(state, user_language(interaction))
            await self._reply(interaction, **board.message(), ephemeral=True)

    async def tournament_remove(
        self, interaction: discord.Interaction, number: int | None, member: discord.abc.User
    ) -> None:
        """`/tournament leave` (the member himself) or `kick` (the host, a member): before the
        start his entry goes; once running he withdraws and his game in play is lost."""
        async with self._errors(interaction):
            state = await self._tournament(interaction, number)
            by = player_of(interaction)
            state = await self.tournaments.remove(state.id, by, member.id, is_admin(interaction))
            entrant = state.entrant_of(member.id)
            playing = [
                table
                for table in state.round_tables(state.row.round)
                if entrant is not None and entrant.number in table.entrants
                if not table.done and table.thread_id is not None and table.game_id is not None
            ]
            for table in playing:  # his game in play is lost
                leaver = Player(member.id, member.display_name, by.locale)
                snap = await self.service.resign(table.thread_id, leaver)
                await self.messages.redraw(interaction.client, snap, board_language(interaction))
            await self.rounds.show(interaction.client, state)
            text = t(
                user_language(interaction),
                "tournament.removed",
                name=texts.literal(member.display_name),
            )
            await self._reply(interaction, content=text, ephemeral=True)

    async def tournament_cancel(self, interaction: discord.Interaction, number: int | None) -> None:
        async with self._errors(interaction):
            state = await self._tournament(interaction, number)
            state, casual = await self.tournaments.cancel(
                state.id, player_of(interaction), is_admin(interaction)
            )
            for game_id in casual:  # its games in play go on as casual games
                self.service.forget(game_id)
                snap = await self.service.load(game_id)
                await self.messages.redraw(interaction.client, snap, board_language(interaction))
            await self.rounds.show(interaction.client, state)
            await self._reply(
                interaction,
                content=t(user_language(interaction), "tournament.cancelled"),
                ephemeral=True,
            )

    async def tournament_list(self, interaction: discord.Interaction) -> None:
        async with self._errors(interaction):
            rows = await self.tournaments.of_server(interaction.guild_id)
            layout = tournament_view.listing(rows, user_language(interaction))
            await self._reply(interaction, **layout.message(), ephemeral=True)

    async def tournament_record(self, interaction: discord.Interaction, number: int | None) -> None:
        """`/tournament record`: the tournament as JSON, with every game's number (each game
        verifiable with /game verify)."""
        async with self._errors(interaction):
            state = await self._tournament(interaction, number)
            data = json.dumps(tournament_view.record(state), indent=1).encode()
            file = discord.File(io.BytesIO(data), filename=f"tournament-{state.id}.json")
            await self._reply(interaction, file=file, ephemeral=True)

    async def _tournament(self, interaction: discord.Interaction, number: int | None):
        """The server's tournament `number` (None: its newest)."""
        if number is None:
            return await self.tournaments.latest(interaction.guild_id)
        state = await self.tournaments.load(number)
        if state.row.guild_id != interaction.guild_id:
            raise GameError("tournament.not_found")
        return state

    # ------------------------------------------------------------------ away
    async def away(self, interaction: discord.Interaction, days: int, reason: str | None) -> None:
        """`/game away`: the member is away for `days` (0: he is back), in all his games on
        every server; his boards (those of this process's servers) are redrawn to say so."""
        async with self._errors(interaction):
            user, now, lang = interaction.user.id, utcnow(), user_language(interaction)
            if days:
                until = now + days * away.DAY
                period = partial(away.declare, user_id=user, days=days, reason=reason, now=now)
                text = t(lang, "away.declared", at=str(int(until.timestamp())))
            else:
                until, reason, text = now, None, t(lang, "away.back")

                async def period(connection) -> bool:
                    if not await away.end(connection, user, now):
                        raise GameError("away.not_away")
                    return True

            marked = self.service.mark_away(user, until, reason, period)
            games = await self._in_time(interaction, marked)
            await self._reply(interaction, content=text, ephemeral=True)
            await self._redraw_marked(interaction.client, games)

    def _returned(self, client: discord.Client, games: dict[int, tuple[int, int]]) -> None:
        """A member came back by a click (bot/clicks.py): his other boards redrawn, in the
        background (the click's own is its answer)."""
        task = asyncio.create_task(self._redraw_marked(client, games))
        self._redrawing.add(task)  # a task nobody references may be collected mid-way
        task.add_done_callback(self._redrawing.discard)

    async def _redraw_marked(
        self, client: discord.Client, games: dict[int, tuple[int, int]]
    ) -> None:
        """The boards of a member's games just marked away or back, those of this process's
        servers (another process's are redrawn when next changed; their deadlines are right
        at once: the housekeeping reads the seats as saved)."""
        for game_id, (guild_id, _) in games.items():
            if client.get_guild(guild_id) is None:
                continue
            try:
                snap = await self.service.load(game_id)
                await self.messages.redraw(client, snap, self.lang_of(guild_id))
            except Exception:
                outages.log_failure(log, "board of game %s not redrawn", game_id)

    # ------------------------------------------------------------------ clicks
    async def click(
        self, interaction: discord.Interaction, game_id: int, version: int, action: str, arg: str
    ) -> None:
        async with self._errors(interaction, game_id):
            click = Click(interaction, game_id, version, action, arg)
            outcome = await self._in_time(interaction, self.clicks.decide(click))
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
    async def _errors(self, interaction: discord.Interaction, game_id: int | None = None):
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
            await self._reply(interaction, content=text, ephemeral=True)
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
                await self._reply(interaction, content=text, ephemeral=True)
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
    async def _reply(interaction: discord.Interaction, **message: Any) -> None:
        if interaction.response.is_done():
            await interaction.followup.send(**message)
        else:
            await acknowledged(interaction.response.send_message(**message))
