"""Each game's public board: one message, posted as a command's answer (or in its place when
that answer cannot go out), edited in place after every change — by the click's answer, or
through its place's channel after a change made elsewhere (a private hand, a computer's turn) —
and posted anew when a moderator deleted it or Discord takes no more edits of it (an old
message edited often: the old one then says where the game went). One edit of a game's board
at a time, each drawing the game as saved then, so that an edit held up (a 429, network
jitter) never lands after a later one. Once a board shows a change, what follows it (the
computer's paced turns, the turn's ping, the players' private views, the thread's line) is
told, in the background."""

from __future__ import annotations

import logging
from collections.abc import Callable, Mapping, Sequence

import discord

from bot import interaction_clock
from bot.board import Board
from bot.delivery import (
    SEND_FAILED,
    acknowledged,
    edit_message,
    edits_refused,
    game_channel,
    message_of,
    update_clicked,
    with_retries,
)
from bot.frame import render
from bot.game import Snapshot
from bot.i18n import board_language, t, user_language
from bot.layout import Layout
from bot.locks import KeyedLocks
from bot.pings import TurnPings
from bot.sessions import GameService

log = logging.getLogger(__name__)

# What follows a board change, in the background: (client, the game as shown, its language).
Follower = Callable[[discord.Client, Snapshot, str], None]


def language_of(interaction: discord.Interaction, snap: Snapshot) -> str:
    """What a game's board speaks: its server's language, or at a member's private table
    (a daily attempt) his own."""
    return user_language(interaction) if snap.place.private else board_language(interaction)


class BoardMessages:
    def __init__(
        self,
        service: GameService,
        boards: Mapping[str, Board],
        pings: TurnPings,
        followers: Sequence[Follower] = (),
    ) -> None:
        self.service = service
        self.boards = boards
        self.pings = pings
        self.followers = followers
        self._lock = KeyedLocks()  # one edit of a game's board at a time

    def changed(self, client: discord.Client, snap: Snapshot, lang: str) -> None:
        """Once the board shows `snap` (its answer is out): tell what follows it."""
        for follow in self.followers:
            follow(client, snap, lang)

    async def post(self, interaction: discord.Interaction, snap: Snapshot) -> None:
        """Send the board as a new message answering the interaction and remember it as the
        game's board; if the interaction can no longer be answered, post it in its place."""
        lang = language_of(interaction, snap)
        await self._answer_anew(interaction, snap, lang)
        self.changed(interaction.client, snap, lang)

    async def _answer_anew(
        self, interaction: discord.Interaction, snap: Snapshot, lang: str, ui: str = ""
    ) -> int:
        """`post`'s new message, remembered as the game's board: its id."""
        try:
            message = await self._answer_with_board(interaction, snap, lang, ui)
        except SEND_FAILED as failure:
            if snap.place.private:  # no channel to post it in: /daily shows it again
                raise
            log.info("board of game %s not answered (%s): posted", snap.game.id, failure)
            message = await self.post_in_place(interaction.client, snap, lang)
        await self.remember(interaction.client, snap, message.id, lang)
        return message.id

    async def show(self, interaction: discord.Interaction, snap: Snapshot, ui: str = "") -> None:
        """Edit the clicked message into the board as saved (plus a UI-only selection)."""
        lang = language_of(interaction, snap)
        lock = self._lock(snap.game.id)
        if lock.locked():
            # Behind another edit of this board held up (a 429, say), the click is acknowledged
            # meanwhile, so that it never runs out of Discord's 3 s.
            await interaction_clock.in_time(interaction, lock.acquire())
        else:
            await lock.acquire()  # free: taken at once, without a task to watch the clock
        moved = None  # (the clicked board, the board posted in its place)
        try:
            snap, ui = await self._newest(snap, ui)
            await self._prepared(interaction, snap)
            drawn = self.draw(snap, lang, ui).edit()
            try:
                if interaction.response.is_done():
                    await interaction.edit_original_response(**drawn)
                else:
                    await acknowledged(update_clicked(interaction, **drawn))
            except discord.HTTPException as refusal:
                if not edits_refused(refusal):
                    raise
                # The clicked board takes no more edits: the click is answered by a new one.
                log.info("board of game %s takes no more edits: posted anew", snap.game.id)
                clicked = interaction.message.id
                moved = clicked, await self._answer_anew(interaction, snap, lang, ui)
        finally:
            lock.release()
        self.changed(interaction.client, snap, lang)
        if moved is not None:
            await self._retire(interaction.client, snap, *moved, lang)

    async def show_in_answer(self, interaction: discord.Interaction, snap: Snapshot) -> None:
        """Edit the interaction's answer into the game's board, remembered as its board."""
        lang = language_of(interaction, snap)
        await self.boards[snap.game.family].prepare(snap)
        message = await interaction.edit_original_response(**self.draw(snap, lang).edit())
        await self.remember(interaction.client, snap, message.id, lang)
        self.changed(interaction.client, snap, lang)

    async def redraw(self, client: discord.Client, snap: Snapshot, lang: str) -> None:
        """Edit the game's public board message after a change made elsewhere than on it (a
        move from a private hand, a computer's turn, a lobby closed for want of players, an
        answer that could not go out). A board deleted meanwhile, or refused further edits,
        is posted anew."""
        moved = None  # (the board that took no more edits, the board posted in its place)
        async with self._lock(snap.game.id):
            snap, _ = await self._newest(snap)
            if snap.game.message_id is None or snap.place.private:
                return
            try:
                await with_retries(lambda: self._edit(client, snap, lang))
            except discord.NotFound:  # deleted by a moderator
                await self._repost(client, snap, lang)
            except SEND_FAILED as failure:
                if edits_refused(failure):
                    log.info("board of game %s takes no more edits: posted anew", snap.game.id)
                    moved = snap.game.message_id, await self._repost(client, snap, lang)
                else:
                    log.info("could not update the board of game %s: %s", snap.game.id, failure)
        self.changed(client, snap, lang)
        if moved is not None and moved[1] is not None:
            await self._retire(client, snap, *moved, lang)

    async def post_in_place(
        self, client: discord.Client, snap: Snapshot, lang: str, nonce: str | None = None
    ) -> discord.Message:
        """The board as a new message of the game's place (not yet remembered as its board;
        not retried after a 5xx, which may have posted it). With a `nonce`, posted once: the
        same nonce again within Discord's minutes answers with the message it made."""
        await self.boards[snap.game.family].prepare(snap)
        drawn = self.draw(snap, lang).message()
        return await game_channel(client, snap.place).send(**drawn, nonce=nonce)

    async def remember(
        self, client: discord.Client, snap: Snapshot, message_id: int, lang: str
    ) -> None:
        """The game's board is this message from now on; a ping of the turn links to it."""
        posted_anew = snap.game.message_id is not None  # (read before it changes)
        await self.service.set_message(snap.game.id, message_id)
        if posted_anew:
            self.pings.board_moved(client, snap.game.id, lang)

    def draw(self, snap: Snapshot, lang: str, ui: str = "") -> Layout:
        return render(self.boards[snap.game.family], snap, lang, ui)

    async def _answer_with_board(
        self, interaction: discord.Interaction, snap: Snapshot, lang: str, ui: str = ""
    ) -> discord.abc.Snowflake:
        await self._prepared(interaction, snap)
        drawn = self.draw(snap, lang, ui).message()
        if snap.place.private:  # a member's own table: his board is his alone
            drawn["ephemeral"] = True
        if interaction.response.is_done():
            return await interaction.followup.send(**drawn, wait=True)
        sent = await acknowledged(interaction.response.send_message(**drawn))
        return await message_of(interaction, sent)

    async def _prepared(self, interaction: discord.Interaction, snap: Snapshot) -> None:
        """The board's preparation for drawing (an engine's ranking or analysis, say), with the
        interaction acknowledged meanwhile if it takes longer than Discord waits: then the
        board comes as an edit or a followup."""
        board = self.boards[snap.game.family]
        await interaction_clock.in_time(interaction, board.prepare(snap))

    async def _edit(self, client: discord.Client, snap: Snapshot, lang: str) -> None:
        await self.boards[snap.game.family].prepare(snap)
        drawn = self.draw(snap, lang).edit()
        await edit_message(client, snap.game.channel_id, snap.game.message_id, **drawn)

    async def _repost(self, client: discord.Client, snap: Snapshot, lang: str) -> int | None:
        """The board posted anew and remembered: its id (None: it could not be posted)."""
        try:
            message = await self.post_in_place(client, snap, lang)
        except SEND_FAILED as failure:  # no Send Messages, say: `/game status` then
            log.info("could not post the board of game %s again: %s", snap.game.id, failure)
            return None
        await self.remember(client, snap, message.id, lang)
        return message.id

    async def _retire(
        self, client: discord.Client, snap: Snapshot, old_id: int, new_id: int, lang: str
    ) -> None:
        """The board that took no more edits, once the game goes on in `new_id`: edited into a
        line saying where (Discord's limit is a rate: discord.py waits out its 429s, and an
        edit or two later it takes one again), else deleted — a board left with its buttons
        would be played on, and nobody would see the moves."""
        notice = Layout(t(lang, "board.moved", link=snap.place.link(new_id)))
        channel_id = snap.game.channel_id
        try:
            await with_retries(lambda: edit_message(client, channel_id, old_id, **notice.edit()))
            return
        except discord.NotFound:  # deleted meanwhile
            return
        except SEND_FAILED as failure:
            log.info("board %s of game %s not edited (%s): deleted", old_id, snap.game.id, failure)
        old = game_channel(client, snap.place).get_partial_message(old_id)
        try:
            await with_retries(old.delete)
        except SEND_FAILED as failure:
            log.info("board %s of game %s not deleted: %s", old_id, snap.game.id, failure)

    async def _newest(self, snap: Snapshot, ui: str = "") -> tuple[Snapshot, str]:
        """The game as saved now, if saved since `snap` (whose selection then no longer holds):
        with the board's edits one at a time, an older state is never drawn over a newer one."""
        latest = await self.service.load(snap.game.id)
        if latest.game.version > snap.game.version:
            return latest, ""
        return snap, ui
