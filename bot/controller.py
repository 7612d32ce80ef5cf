"""The one interaction flow shared by every family: a slash command or a click comes in, the
session service changes the game (or refuses with a GameError), and exactly one response goes
out — the edited board, or an ephemeral explanation in the user's language."""

from __future__ import annotations

import asyncio
import io
import json
import logging
from collections.abc import Callable, Coroutine
from contextlib import asynccontextmanager
from typing import Any, TypeVar

import discord

from bot import game_threads, records, texts
from bot.boards import Board, Private, UiOnly, outdated_hint, render
from bot.delivery import (
    SEND_FAILED,
    acknowledged,
    age,
    answer_gone,
    edit_message,
    game_channel,
    message_of,
    send_private,
    update_clicked,
    with_retries,
)
from bot.i18n import board_language, t, user_language
from bot.layout import Layout
from bot.live_privates import LIFETIME, LivePrivates, Origin
from bot.locks import KeyedLocks
from bot.pings import TurnPings
from bot.sessions import GameError, GameService, Player, Snapshot
from rules.base import TAKE_BACK, Action

log = logging.getLogger(__name__)

LOBBY_ACTIONS = ("join", "leave", "computer", "start", "cancel", "option")
PRIVATE_ACTIONS = ("hand", "hint")  # answered with a view only the clicking player sees
# Refusals of a click on a board that no longer shows the game: the board is brought up to date.
REFRESHING_REFUSALS = ("board.stale", "game.over", "lobby.closed")
ARRIVING_SECONDS = 0.5  # at shutdown, how long interactions already sent may take to arrive
ACKNOWLEDGE_AFTER = 2.0  # seconds after the user acted; Discord drops them unanswered at 3
COMPONENT = discord.InteractionType.component
T = TypeVar("T")
Attachment = tuple[discord.Embed, list[discord.File]]  # an answer with files


def player_of(interaction: discord.Interaction) -> Player:
    user = interaction.user
    return Player(user.id, user.display_name, user_language(interaction))


def from_private(interaction: discord.Interaction) -> bool:
    """Whether the click came from a private (ephemeral) view rather than the public board."""
    message = getattr(interaction, "message", None)
    return message is not None and message.flags.ephemeral


def new_message(layout: Layout) -> dict[str, Any]:
    """A message showing the layout (Components V2: discord.py flags it so)."""
    return {"view": layout.view(), "files": layout.files}


def edit_into(layout: Layout) -> dict[str, Any]:
    """An edit of a message into the layout. A board drawn before boards were Components V2
    loses its embed: Discord refuses embeds beside the V2 flag."""
    return {"view": layout.view(), "attachments": layout.files, "embed": None}


def is_admin(interaction: discord.Interaction) -> bool:
    permissions = getattr(interaction.user, "guild_permissions", None)
    return bool(permissions and permissions.manage_guild)


class Controller:
    def __init__(
        self,
        service: GameService,
        pace_seconds: float = 0.0,
        private_lifetime: float = LIFETIME,
        ping_after: float = 0.0,
    ) -> None:
        """`pace_seconds`: how long a paced computer seat takes per decision (0: no pacing,
        computers move within the move that gave them the turn). `private_lifetime`: seconds
        a shown private view is kept up to date. `ping_after`: seconds a turn waits before its
        player is pinged."""
        self.service = service
        self.pace_seconds = pace_seconds
        self.boards: dict[str, Board] = {}
        self._pacing: dict[int, asyncio.Task] = {}  # game id -> its computer seats' turns
        self.pings = TurnPings(service, ping_after)
        self.live = LivePrivates(private_lifetime)
        self.thread_lines = game_threads.ThreadLines()
        # One edit of a game's board at a time, so that an edit held up (a 429, network
        # jitter) cannot land after a later one.
        self._board_lock = KeyedLocks()
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
        Computer turns not yet played stay due: the next start plays them (`resume_computers`)."""
        self.accepting = False
        for task in list(self._pacing.values()):
            task.cancel()
        # Clicks sent before the signal may still be on their way from the gateway: they are
        # read and turned away (answered) rather than lost when the connection closes.
        await asyncio.sleep(ARRIVING_SECONDS)
        try:
            await asyncio.wait_for(self._idle.wait(), timeout)
        except TimeoutError:
            log.warning("%d interactions still in flight at shutdown", self._in_flight)

    def register(self, board: Board) -> None:
        self.boards[board.family] = board
        self.service.practice[board.family] = board.practice
        self.service.tutors[board.family] = board.judge
        if board.paced_computers and self.pace_seconds:
            self.service.paced.add(board.family)

    def _board_changed(self, client: discord.Client, snap: Snapshot, lang: str) -> None:
        """Once the board shows `snap` (its answer is out): what follows in the background,
        the computer seats' paced turns, the turn's ping and the players' private views."""
        self._pace(client, snap, lang)
        self.pings.follow(client, snap, lang)
        self.live.follow(self.boards[snap.game.family], snap)
        self.thread_lines.follow(client, snap, lang)

    # ------------------------------------------------------------------ computer seats
    def _pace(self, client: discord.Client, snap: Snapshot, lang: str) -> None:
        """Once a paced game's board shows a computer seat to move, play its turns (one task per
        game: every redraw asks, the first one plays)."""
        game_id = snap.game.id
        paced = snap.game.family in self.service.paced and snap.computer_to_move
        if paced and self.accepting and game_id not in self._pacing:
            task = asyncio.create_task(self._play_computers(client, snap, lang))
            self._pacing[game_id] = task
            task.add_done_callback(lambda _: self._pacing.pop(game_id, None))

    async def _play_computers(self, client: discord.Client, snap: Snapshot, lang: str) -> None:
        """Each decision after a pause, saved, then shown on the board, until a human (or
        nobody) is to move."""
        try:
            while snap is not None and snap.computer_to_move:
                await asyncio.sleep(self.pace_seconds)
                snap = await self.service.computer_turn(snap.game.id, snap.game.version)
                if snap is not None:
                    await self.redraw(client, snap, lang)
        except GameError as error:  # another process saved the game first: it plays on
            log.info("computer turn of game %s not played: %s", snap.game.id, error.key)
        except Exception:
            log.exception("computer turn of game %s failed", snap.game.id)

    async def resume_computers(
        self, client: discord.Client, owns: Callable[[int], bool], lang_of: Callable[[int], str]
    ) -> None:
        """Play the paced computer turns nobody is playing (their process was restarted)."""
        for family in self.service.paced:
            idle = 2 * self.pace_seconds  # a live pacing task would have moved by now
            for snap in await self.service.waiting_computers(family, owns, idle):
                self._pace(client, snap, lang_of(snap.game.guild_id))

    # ------------------------------------------------------------------ commands
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
            wanted = where or await self.service.server_where(interaction.guild_id)
            place = game_threads.place(interaction, wanted)
            new = (interaction, game_id, given, turn_minutes, computers)
            if place.thread:
                await self._in_time(interaction, self._open_in_thread(*new))
                return
            snap = await self._in_time(interaction, self._create(*new, interaction.channel_id))
            await self.post(interaction, snap)
            if place.note:
                await self._tell(interaction, place.note)

    async def _open_in_thread(
        self,
        interaction: discord.Interaction,
        game_id: str,
        options: dict[str, Any],
        turn_minutes: int | None,
        computers: int,
    ) -> None:
        """Answer the command with a line in the channel, open a thread on it and run the game
        there; that line then links to it. If Discord refuses the thread after all, the line
        becomes the game's board in the channel."""
        lang = board_language(interaction)
        name = texts.game_name(game_id, lang)
        host = interaction.user.display_name
        opening = Layout(t(lang, "thread.opening", game=name, host=texts.literal(host)))
        if interaction.response.is_done():  # acknowledged already: it came late
            line = await interaction.edit_original_response(**edit_into(opening))
        else:
            sent = await acknowledged(interaction.response.send_message(**new_message(opening)))
            line = await message_of(interaction, sent)
        try:
            thread = await line.create_thread(
                name=game_threads.thread_name(name, host),
                auto_archive_duration=game_threads.AUTO_ARCHIVE_MINUTES,
            )
        except discord.HTTPException as refusal:  # permissions changed since the command
            log.info("no thread for a game in channel %s: %s", interaction.channel_id, refusal)
            snap = await self._create(
                interaction, game_id, options, turn_minutes, computers, interaction.channel_id
            )
            await self._show_in(interaction, snap, lang)
            await self._tell(interaction, "thread.no_permission")
            return
        snap = await self._create(
            interaction, game_id, options, turn_minutes, computers, thread.id, in_thread=True
        )
        message = await self._post_in_channel(interaction.client, snap, lang)
        await self._remember_board(interaction.client, snap, message.id, lang)
        self._board_changed(interaction.client, snap, lang)
        await interaction.edit_original_response(**edit_into(game_threads.line(snap, lang)))

    async def _show_in(self, interaction: discord.Interaction, snap: Snapshot, lang: str) -> None:
        """Edit the command's answer into the game's board, remembered as its board."""
        board = self.boards[snap.game.family]
        await board.prepare(snap, self.service)
        message = await interaction.edit_original_response(**edit_into(render(board, snap, lang)))
        await self._remember_board(interaction.client, snap, message.id, lang)
        self._board_changed(interaction.client, snap, lang)

    async def _tell(self, interaction: discord.Interaction, key: str) -> None:
        """A one-line note for the user alone, after the answer."""
        text = t(user_language(interaction), key)
        try:
            await interaction.followup.send(text, ephemeral=True)
        except SEND_FAILED as failure:
            log.info("note %s not delivered: %s", key, failure)

    async def _create(
        self,
        interaction: discord.Interaction,
        game_id: str,
        options: dict[str, Any],
        turn_minutes: int | None,
        computers: int,
        channel_id: int,
        *,
        in_thread: bool = False,
    ) -> Snapshot:
        host = player_of(interaction)
        service = self.service
        snap = await service.create(
            interaction.guild_id,
            channel_id,
            host,
            game_id,
            options,
            turn_minutes,
            in_thread=in_thread,
        )
        for _ in range(computers):
            snap = await service.add_computer(snap.game.id, host)
        if not computers and snap.rules.max_players > 1:
            return snap
        # The command started the game (seated, or played alone): its id is the client seed of
        # the game's fair chance.
        return await service.start(snap.game.id, host, str(interaction.id))

    async def status(self, interaction: discord.Interaction) -> None:
        async with self._errors(interaction):
            channel = interaction.channel_id
            await self.post(
                interaction,
                await self._in_time(interaction, self.service.require_live_game(channel)),
            )

    async def resign(self, interaction: discord.Interaction) -> None:
        async with self._errors(interaction):
            change = self.service.resign(interaction.channel_id, player_of(interaction))
            await self.post(interaction, await self._in_time(interaction, change))

    async def act(self, interaction: discord.Interaction, action: Action) -> None:
        """A move typed as a command (e.g. `/backgammon move`): played on the channel's game as
        it is now, answered with the board as a new message."""
        async with self._errors(interaction):
            snap = await self.service.require_live_game(interaction.channel_id)
            change = self.service.act(
                snap.game.id, snap.game.version, player_of(interaction), action
            )
            await self.post(interaction, await self._in_time(interaction, change))

    async def cancel(self, interaction: discord.Interaction) -> None:
        async with self._errors(interaction):
            change = self.service.cancel(
                interaction.channel_id, player_of(interaction), is_admin(interaction)
            )
            await self.post(interaction, await self._in_time(interaction, change))

    async def answer(
        self, interaction: discord.Interaction, work: Coroutine[Any, Any, Attachment], **flags: Any
    ) -> None:
        """A command answered with an embed and files that `work` makes (a game's record, say),
        in the same flow as a move: refusals as ephemeral messages, acknowledged in time."""
        async with self._errors(interaction):
            embed, files = await self._in_time(interaction, work)
            await self._reply(interaction, embed=embed, files=files, **flags)

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
            text = records.verdict(snap, record, user_language(interaction))
            await self._reply(interaction, content=text, ephemeral=True)

    async def _record(
        self, interaction: discord.Interaction, game_id: int | None
    ) -> tuple[Snapshot, dict[str, Any]]:
        if interaction.guild_id is None:
            raise GameError("error.guild_only")
        snap = await self.service.find(interaction.guild_id, interaction.channel_id, game_id)
        return snap, records.build(snap, await self.service.history(snap.game.id))

    async def post(self, interaction: discord.Interaction, snap: Snapshot) -> None:
        """Send the board as a new message and remember it as the game's board; if the
        interaction can no longer be answered, post the board in the channel instead."""
        board = self.boards[snap.game.family]
        lang = board_language(interaction)
        try:
            message = await self._answer_with_board(interaction, board, snap, lang)
        except SEND_FAILED as failure:
            log.info("board of game %s not answered (%s): posted", snap.game.id, failure)
            message = await self._post_in_channel(interaction.client, snap, lang)
        await self._remember_board(interaction.client, snap, message.id, lang)
        self._board_changed(interaction.client, snap, lang)

    async def _remember_board(
        self, client: discord.Client, snap: Snapshot, message_id: int, lang: str
    ) -> None:
        """The game's board is this message from now on; a ping of the turn links to it."""
        posted_anew = snap.game.message_id is not None  # (read before it changes)
        await self.service.set_message(snap.game.id, message_id)
        if posted_anew:
            self.pings.board_moved(client, snap.game.id, lang)

    async def _answer_with_board(
        self, interaction: discord.Interaction, board: Board, snap: Snapshot, lang: str
    ) -> discord.abc.Snowflake:
        await self._prepared(interaction, board, snap)
        drawn = new_message(render(board, snap, lang))
        if interaction.response.is_done():
            return await interaction.followup.send(**drawn, wait=True)
        sent = await acknowledged(interaction.response.send_message(**drawn))
        return await message_of(interaction, sent)

    async def _post_in_channel(
        self, client: discord.Client, snap: Snapshot, lang: str
    ) -> discord.Message:
        """The board as a new message of the game's channel (not yet remembered as its board;
        not retried after a 5xx, which may have posted it)."""
        board = self.boards[snap.game.family]
        await board.prepare(snap, self.service)
        return await game_channel(client, snap.game).send(**new_message(render(board, snap, lang)))

    # ------------------------------------------------------------------ clicks
    async def click(
        self, interaction: discord.Interaction, game_id: int, version: int, action: str, arg: str
    ) -> None:
        async with self._errors(interaction, game_id):
            outcome = await self._in_time(
                interaction, self._decide(interaction, game_id, version, action, arg)
            )
            if isinstance(outcome, Private):
                await self._show_private(interaction, outcome)
            elif isinstance(outcome, Snapshot):  # a new game: its own board message
                await self.post(interaction, outcome)
            else:
                await self._show_change(interaction, *outcome)

    async def _show_change(self, interaction: discord.Interaction, snap: Snapshot, ui: str) -> None:
        """Answer a click with the game as saved; if the answer cannot go out any more, the
        change is saved all the same: show it on the board through the channel."""
        lang = board_language(interaction)
        try:
            if from_private(interaction):  # a move made from a hand: redraw it, then the board
                await self._show_hand(interaction, snap)
                await self.redraw(interaction.client, snap, lang)
            else:
                await self.show(interaction, snap, ui)
        except SEND_FAILED as failure:
            log.info("click on game %s saved, not answered (%s)", snap.game.id, failure)
            await self.redraw(interaction.client, snap, lang)

    async def _show_hand(self, interaction: discord.Interaction, snap: Snapshot) -> None:
        hand = await self._private_view(interaction, snap, player_of(interaction), "hand")
        if hand is None:
            await interaction.response.defer()
        else:
            await self._show_private(interaction, hand)

    async def _decide(
        self, interaction: discord.Interaction, game_id: int, version: int, action: str, arg: str
    ) -> tuple[Snapshot, str] | Snapshot | Private:
        """What a click changes: the saved game (with any UI-only selection) to draw on the
        clicked board, a new game to post, or a private view for the clicking player."""
        player = player_of(interaction)
        service = self.service
        if action == "rematch":
            return await service.rematch(game_id, player)
        if action in LOBBY_ACTIONS:
            return await self._lobby(interaction, game_id, action, player, arg), ""
        if action == "skip":
            return await service.skip(game_id, version, player), ""
        if action == TAKE_BACK:
            return await service.take_back(game_id, version, player), ""
        snap = await service.load(game_id, at_least=version)
        if action in PRIVATE_ACTIONS:
            return await self._private(interaction, snap, player, action)
        seat = service.check_turn(snap, version, player)
        move = self.boards[snap.game.family].interpret(snap, seat, action, arg)
        if isinstance(move, UiOnly):
            return snap, move.arg
        return await service.act(game_id, version, player, move), ""

    async def _lobby(
        self,
        interaction: discord.Interaction,
        game_id: int,
        action: str,
        player: Player,
        arg: str,
    ) -> Snapshot:
        service = self.service
        if action == "option":
            return await service.switch_option(game_id, player, arg)
        if action == "join":
            return await service.join(game_id, player)
        if action == "leave":
            return await service.leave(game_id, player)
        if action == "computer":
            return await service.add_computer(game_id, player)
        if action == "start":  # the click's id is the game's client seed (fair chance)
            return await service.start(game_id, player, str(interaction.id))
        snap = await service.load(game_id)
        return await service.cancel(snap.game.channel_id, player, is_admin(interaction))

    async def _private(
        self, interaction: discord.Interaction, snap: Snapshot, player: Player, topic: str
    ) -> Private:
        """A seat's hidden information, shown to that player alone (re-openable any time)."""
        view = await self._private_view(interaction, snap, player, topic)
        if view is None:
            raise GameError("rules.illegal")
        return view

    async def _private_view(
        self, interaction: discord.Interaction, snap: Snapshot, player: Player, topic: str
    ) -> Private | None:
        """Always the clicking player's own seat, whatever the click claims."""
        seat = snap.seat_of(player.id)
        if seat is None:
            raise GameError("turn.not_a_player")
        board = self.boards[snap.game.family]
        lang = user_language(interaction)
        view = await board.private(snap, seat, lang, topic)
        if view is not None:
            view.origin = Origin(snap.game.id, seat, topic, lang, snap.game.version)
        return view

    async def _show_private(self, interaction: discord.Interaction, private: Private) -> None:
        """Edit the private view clicked in, or send a new one only its player sees; that
        message is then kept up to date through this interaction."""
        if from_private(interaction):
            if interaction.response.is_done():
                await interaction.edit_original_response(**edit_into(private))
            else:
                await acknowledged(update_clicked(interaction, **edit_into(private)))
            message_id = interaction.message.id
        elif interaction.response.is_done():
            sent = await interaction.followup.send(
                **new_message(private), ephemeral=True, wait=True
            )
            message_id = sent.id
        else:
            message_id = await acknowledged(send_private(interaction, **new_message(private)))
            if message_id is None:  # sent already: asked for
                try:
                    message_id = (await interaction.original_response()).id
                except SEND_FAILED as failure:  # shown all the same, just not kept up to date
                    log.info("private view of %s not found: %s", interaction.id, failure)
                    return
        if private.origin is not None:
            self.live.remember(private.origin, interaction, message_id)

    async def redraw(self, client: discord.Client, snap: Snapshot, lang: str) -> None:
        """Edit the game's public board message after a change made elsewhere than on it (a
        move from a private hand, a computer's turn, a lobby closed for want of players, an
        answer that could not go out). A board deleted meanwhile is posted anew."""
        async with self._board_lock(snap.game.id):
            snap, _ = await self._newest(snap)
            if snap.game.message_id is None:
                return
            try:
                await with_retries(lambda: self._edit_board(client, snap, lang))
            except discord.NotFound:  # deleted by a moderator
                await self._repost(client, snap, lang)
            except SEND_FAILED as failure:
                log.info("could not update the board of game %s: %s", snap.game.id, failure)
        self._board_changed(client, snap, lang)

    async def _edit_board(self, client: discord.Client, snap: Snapshot, lang: str) -> None:
        board = self.boards[snap.game.family]
        await board.prepare(snap, self.service)
        drawn = edit_into(render(board, snap, lang))
        await edit_message(client, snap.game.channel_id, snap.game.message_id, **drawn)

    async def _repost(self, client: discord.Client, snap: Snapshot, lang: str) -> None:
        try:
            message = await self._post_in_channel(client, snap, lang)
        except SEND_FAILED as failure:  # no Send Messages, say: `/game status` then
            log.info("could not post the board of game %s again: %s", snap.game.id, failure)
            return
        await self._remember_board(client, snap, message.id, lang)

    async def _newest(self, snap: Snapshot, ui: str = "") -> tuple[Snapshot, str]:
        """The game as saved now, if saved since `snap` (whose selection then no longer holds):
        with the board's edits one at a time, an older state is never drawn over a newer one."""
        latest = await self.service.load(snap.game.id)
        if latest.game.version > snap.game.version:
            return latest, ""
        return snap, ui

    async def _in_time(self, interaction: discord.Interaction, work: Coroutine[Any, Any, T]) -> T:
        """Run the work; if it is not done in time for Discord's 3-second limit (counted from the
        user's action), acknowledge the interaction first (the answer then comes as an edit or a
        followup). One that reached the bot late is acknowledged before the work starts, so that
        one it can no longer answer changes nothing. While the bot shuts down, new work is
        refused instead."""
        if not self.accepting:
            work.close()  # never started
            raise GameError("error.restarting")
        return await self._acknowledging(interaction, work)

    async def _acknowledging(
        self, interaction: discord.Interaction, work: Coroutine[Any, Any, T]
    ) -> T:
        """The work's result; the interaction is acknowledged first if it reached the bot late,
        or meanwhile if the work is not done in time for Discord's 3 s (a timer, not a task
        watching the work: this wraps every click, twice)."""
        time_left = ACKNOWLEDGE_AFTER - age(interaction)
        # Late (it reached us late, or waited here): change nothing unless it can be answered.
        if time_left <= 0 and not interaction.response.is_done():
            try:
                await self._acknowledge(interaction)
            except BaseException:
                work.close()
                raise
        acknowledging: list[asyncio.Task] = []

        def out_of_time() -> None:
            if not interaction.response.is_done():
                acknowledging.append(asyncio.create_task(self._acknowledge_in_time(interaction)))

        timer = asyncio.get_running_loop().call_later(max(time_left, 0), out_of_time)
        try:
            return await work
        finally:
            timer.cancel()
            if acknowledging:  # the answer follows it, as an edit or a followup
                await acknowledging[0]

    async def _acknowledge_in_time(self, interaction: discord.Interaction) -> None:
        try:
            await self._acknowledge(interaction)
        except SEND_FAILED as failure:  # the answer fails too: board redrawn
            log.info("interaction %s not acknowledged in time: %s", interaction.id, failure)

    async def _prepared(
        self, interaction: discord.Interaction, board: Board, snap: Snapshot
    ) -> None:
        """The board's preparation for drawing (an engine's ranking or analysis, say), with the
        interaction acknowledged meanwhile if it takes longer than Discord waits: then the
        board comes as an edit or a followup."""
        await self._acknowledging(interaction, board.prepare(snap, self.service))

    @staticmethod
    async def _acknowledge(interaction: discord.Interaction) -> None:
        await interaction.response.defer(thinking=interaction.type != COMPONENT)

    @staticmethod
    async def _reply(interaction: discord.Interaction, **message: Any) -> None:
        if interaction.response.is_done():
            await interaction.followup.send(**message)
        else:
            await acknowledged(interaction.response.send_message(**message))

    async def show(self, interaction: discord.Interaction, snap: Snapshot, ui: str = "") -> None:
        """Edit the clicked message into the board as saved (plus a UI-only selection)."""
        board = self.boards[snap.game.family]
        lang = board_language(interaction)
        lock = self._board_lock(snap.game.id)
        if lock.locked():
            # Behind another edit of this board held up (a 429, say), the click is acknowledged
            # meanwhile, so that it never runs out of Discord's 3 s.
            await self._acknowledging(interaction, lock.acquire())
        else:
            await lock.acquire()  # free: taken at once, without a task to watch the clock
        try:
            snap, ui = await self._newest(snap, ui)
            await self._prepared(interaction, board, snap)
            drawn = edit_into(render(board, snap, lang, ui))
            if interaction.response.is_done():
                await interaction.edit_original_response(**drawn)
            else:
                await acknowledged(update_clicked(interaction, **drawn))
        finally:
            lock.release()
        self._board_changed(interaction.client, snap, lang)

    # ------------------------------------------------------------------ errors
    @asynccontextmanager
    async def _errors(self, interaction: discord.Interaction, game_id: int | None = None):
        """Refusals become ephemeral messages, anything unexpected an apology; either way the
        game is unchanged (the service saves nothing when it raises; answers failing after a
        save are dealt with where they are sent). An interaction that can no longer be answered
        is one line in the log. The interaction counts as in flight until its answer is out,
        so that a shutdown waits for it."""
        async with self.tracked():
            try:
                yield
            except GameError as error:
                await self._refuse(interaction, error, game_id)
            except Exception as failure:
                if answer_gone(failure):
                    log.info("interaction %s could not be answered: %s", interaction.id, failure)
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
        params = dict(error.params)
        if "move" in params:  # the notation as the player typed it
            params["move"] = texts.literal(params["move"])
        if "game" in params:  # a game id: say the game's name in the user's language
            params["game"] = texts.game_name(params["game"], lang)
        text = t(lang, error.key, error.reason, **params)
        try:
            if error.key in REFRESHING_REFUSALS and game_id is not None:
                # Bring the clicked board (or private view) up to date, then explain privately.
                snap = await self.service.load(game_id)
                if from_private(interaction):  # a hand, redrawn; a hint, out of date
                    player = player_of(interaction)
                    hand = await self._private_view(interaction, snap, player, "hand")
                    await self._show_private(interaction, hand or outdated_hint(lang))
                else:
                    await self.show(interaction, snap)
                await interaction.followup.send(text, ephemeral=True)
            else:
                await self._reply(interaction, content=text, ephemeral=True)
        except SEND_FAILED as failure:
            # Answered already: the same click reached another process too (a guild moving
            # between shards), and that one applied it.
            log.info("refusal %s not delivered: %s", error.key, failure)
