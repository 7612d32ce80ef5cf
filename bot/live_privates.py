"""A seat's private views (a domino hand, a hint): shown to that player alone, then kept up to
date: a seat's last private message (a domino hand) is edited when its game changes, so that the
player never has to ask for it again.

Only the interaction that showed an ephemeral message can edit it, through its webhook, and
Discord honours that token for 15 minutes from the interaction. So each (game, seat) remembers
the last message showing its private view and the interaction behind it; after a change of the
game the family's `Board.private_refresh` redraws the view and the message is edited — while
the token is young enough. Just before the token gets too old the message is edited one last
time, by `Board.private_retired` (a hand says that it no longer follows the game), and
forgotten: the board's button opens a fresh one. Edits of
different seats run side by side; one message's edits run in order, never an older state over
a newer one. An edit that fails is a line in the log, never the clicking player's problem."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable, Coroutine, Mapping
from dataclasses import dataclass, replace
from typing import Any

import discord

from bot import outages
from bot.board import Board, Origin, Private
from bot.delivery import (
    SEND_FAILED,
    acknowledged,
    edit_followup,
    seconds_since,
    send_private,
    update_clicked,
)
from bot.game import Snapshot
from bot.locks import KeyedLocks

log = logging.getLogger(__name__)

# Seconds a private view is kept up to date: Discord refuses its token after 15 minutes.
LIFETIME = 14 * 60.0


@dataclass
class _Shown:
    origin: Origin
    # What may edit the message: the webhook of the interaction that showed it (not the
    # interaction itself, whose parsed message and payload would sit in memory for 15 minutes),
    # and that interaction's id, which dates it.
    followup: discord.Webhook
    interaction_id: int
    message_id: int


class LivePrivates:
    def __init__(
        self,
        boards: Mapping[str, Board],
        load: Callable[[int], Awaitable[Snapshot]],
        lifetime: float = LIFETIME,
    ) -> None:
        """`boards`: each family's, which redraws its private views; `load`: a game as it is
        now, by id (for the last edit)."""
        self.boards = boards
        self.load = load
        self.lifetime = lifetime
        self._shown: dict[int, dict[int, _Shown]] = {}  # game id -> seat -> its message
        self._retiring: dict[tuple[int, int], asyncio.TimerHandle] = {}  # the last edits due
        self._locks = KeyedLocks()
        self._edits: set[asyncio.Task] = set()

    async def show(self, interaction: discord.Interaction, private: Private) -> None:
        """Edit the private view clicked in, or send a new one only its player sees; that
        message is then kept up to date through this interaction."""
        if from_private(interaction):
            if interaction.response.is_done():
                await interaction.edit_original_response(**private.edit())
            else:
                await acknowledged(update_clicked(interaction, **private.edit()))
            message_id = interaction.message.id
        elif interaction.response.is_done():
            sent = await interaction.followup.send(**private.message(), ephemeral=True, wait=True)
            message_id = sent.id
        else:
            message_id = await acknowledged(send_private(interaction, **private.message()))
            if message_id is None:  # sent already: asked for
                try:
                    message_id = (await interaction.original_response()).id
                except SEND_FAILED as failure:  # shown all the same, just not kept up to date
                    log.info("private view of %s not found: %s", interaction.id, failure)
                    return
        if private.origin is not None:
            self._keep(_Shown(private.origin, interaction.followup, interaction.id, message_id))

    def _keep(self, shown: _Shown) -> None:
        key = (shown.origin.game_id, shown.origin.seat)
        before = self._get(key)
        self._shown.setdefault(key[0], {})[key[1]] = shown
        if before is None or before.interaction_id != shown.interaction_id:  # a new token
            self._cancel_retirement(key)
            delay = max(0.0, self.lifetime - seconds_since(shown.interaction_id))
            loop = asyncio.get_running_loop()
            handle = loop.call_later(delay, self._retire_soon, key, shown.interaction_id)
            self._retiring[key] = handle

    def _get(self, key: tuple[int, int]) -> _Shown | None:
        return self._shown.get(key[0], {}).get(key[1])

    def _forget(self, key: tuple[int, int]) -> None:
        self._cancel_retirement(key)
        seats = self._shown.get(key[0], {})
        seats.pop(key[1], None)
        if not seats:
            self._shown.pop(key[0], None)

    def _cancel_retirement(self, key: tuple[int, int]) -> None:
        handle = self._retiring.pop(key, None)
        if handle is not None:
            handle.cancel()

    def _in_background(self, edit: Coroutine[Any, Any, None]) -> None:
        task = asyncio.create_task(edit)
        self._edits.add(task)
        task.add_done_callback(self._edits.discard)

    def follow(self, client: discord.Client, snap: Snapshot, lang: str) -> None:
        """After the game changed (its board shows `snap`): edit every seat's private view of
        it that is older, in the background."""
        for seat, shown in list(self._shown.get(snap.game.id, {}).items()):
            key = (snap.game.id, seat)
            if shown.origin.version >= snap.game.version:
                continue
            if seconds_since(shown.interaction_id) > self.lifetime:
                self._forget(key)
                continue
            self._in_background(self._refresh(snap, key))

    async def _refresh(self, snap: Snapshot, key: tuple[int, int]) -> None:
        board = self.boards[snap.game.family]
        async with self._locks(key):
            shown = self._get(key)
            if shown is None or shown.origin.version >= snap.game.version:
                return  # forgotten, or shown newer meanwhile
            origin = shown.origin
            try:
                view = await board.private_refresh(snap, origin.seat, origin.lang, origin.topic)
                if view is not None:
                    await edit_followup(
                        shown.followup, shown.message_id, view=view.view(), attachments=view.files
                    )
            except SEND_FAILED as failure:  # token expired, message dismissed, a 5xx
                log.info("private view of game %s seat %s not edited: %s", *key, failure)
                view = None
            except Exception:
                outages.log_failure(log, "private view of game %s seat %s failed", *key)
                view = None
            if view is None or not view.follows or snap.game.status != "active":
                self._forget(key)
            elif self._get(key) is shown:
                newer = replace(origin, version=snap.game.version)
                self._keep(replace(shown, origin=newer))

    def _retire_soon(self, key: tuple[int, int], interaction_id: int) -> None:
        self._retiring.pop(key, None)
        self._in_background(self._retire(key, interaction_id))

    async def _retire(self, key: tuple[int, int], interaction_id: int) -> None:
        """The last edit of a message whose token is about to be refused."""
        async with self._locks(key):
            current = self._get(key)
            if current is None or current.interaction_id != interaction_id:
                return  # forgotten, or shown again through a younger click
            self._forget(key)
            origin = current.origin
            try:
                snap = await self.load(origin.game_id)
                board = self.boards[snap.game.family]
                view = await board.private_retired(snap, origin.seat, origin.lang, origin.topic)
                if view is not None:
                    await edit_followup(
                        current.followup,
                        current.message_id,
                        view=view.view(),
                        attachments=view.files,
                    )
            except SEND_FAILED as failure:
                log.info("private view of game %s seat %s not retired: %s", *key, failure)
            except Exception:
                outages.log_failure(log, "private view of game %s seat %s not retired", *key)


def from_private(interaction: discord.Interaction, snap: Snapshot | None = None) -> bool:
    """Whether the click came from a private (ephemeral) view rather than the game's board
    (`snap`'s: at a member's private table, the board itself is his alone)."""
    message = getattr(interaction, "message", None)
    at_private_table = snap is not None and snap.place.private
    return message is not None and message.flags.ephemeral and not at_private_table
