"""A thread per game (`/… play where:thread`, or the server's default): where a game may open
one, the thread itself, the line in the channel that links to it, and its archiving an hour
after the last game in it ended.

A game in a thread is an ordinary game whose channel is the thread: its board, its pings and
its next games (Play again) are there, and a busy channel keeps only one line per thread. The
line says what the thread holds: a game being played there, or over (`ThreadLines`)."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from dataclasses import dataclass

import aiohttp
import discord
from sqlalchemy import func
from sqlmodel import select

from bot import texts
from bot.delivery import SEND_FAILED, edit_message
from bot.game import Snapshot
from bot.i18n import numbered_game, t
from bot.layout import Layout
from bot.locks import KeyedLocks
from bot.models import LIVE_STATUSES, Game, ServerSettings
from bot.sessions import GameService

log = logging.getLogger(__name__)

HERE, THREAD = "here", "thread"
WHERE = (HERE, THREAD)
# Threads archive themselves after this long without a message; a turn may last 7 days, and
# the reminder at half of it keeps a slow game's thread open. The bot archives it sooner.
AUTO_ARCHIVE_MINUTES = 7 * 24 * 60
THREAD_NAME_LENGTH = 100  # Discord's limit
THREADED_CHANNELS = (discord.ChannelType.text, discord.ChannelType.news)
IN_A_THREAD = (
    discord.ChannelType.public_thread,
    discord.ChannelType.private_thread,
    discord.ChannelType.news_thread,
)


@dataclass(frozen=True)
class Where:
    """Where a new game opens: in a thread of its own, or here (then `note`, a catalog key,
    says why not in a thread when one was asked for)."""

    thread: bool
    note: str | None = None


def where_to_open(interaction: discord.Interaction, wanted: str) -> Where:
    """Where a game asked for `wanted` ("here" or "thread") can open. In a thread already, it
    opens there (a thread holds no threads): that is what was wanted."""
    if wanted != THREAD:
        return Where(thread=False)
    channel_type = getattr(interaction.channel, "type", None)
    if channel_type in IN_A_THREAD:
        return Where(thread=False)
    if channel_type not in THREADED_CHANNELS:
        return Where(thread=False, note="thread.not_here")
    can = interaction.app_permissions
    if not (can.create_public_threads and can.send_messages_in_threads):
        return Where(thread=False, note="thread.no_permission")
    return Where(thread=True)


async def server_default(sessions: Callable, guild_id: int) -> str:
    """Where the server's games open unless a command says: "here" or "thread"."""
    async with sessions() as db:
        row = await db.get(ServerSettings, guild_id)
    return HERE if row is None else row.where


async def set_server_default(sessions: Callable, guild_id: int, where: str) -> None:
    """`/game settings where:` (members with Manage Server)."""
    async with sessions() as db:
        row = await db.get(ServerSettings, guild_id)
        if row is None:
            db.add(ServerSettings(guild_id=guild_id, where=where))
        else:
            row.where = where
        await db.commit()


def thread_name(game_name: str, host: str) -> str:
    """ "Backgammon · Bob": the game and who opened it (plain text: a thread name renders no
    markdown and pings nobody; the name isolated all the same)."""
    return f"{game_name} · {texts.isolated(host)}"[:THREAD_NAME_LENGTH]


async def archive(client: discord.Client, service: GameService, snap: Snapshot) -> None:
    """The housekeeping's, an hour after a game ended in a thread: archive the thread, if that
    game is the last one there (else the later one carries the archiving). A refusal (no Manage
    Threads, the thread deleted or archived meanwhile) is final; after a 5xx or a lost
    connection the game is still due: the next round tries again."""
    thread = snap.game.channel_id
    async with service.engine.connect() as connection:
        latest = await connection.scalar(select(func.max(Game.id)).where(Game.channel_id == thread))
    if latest != snap.game.id:  # a later game there archives it once it ends
        await service.note(snap.game.id, {"thread_archived": True})
        return
    try:
        await client.http.edit_channel(thread, archived=True)
    except (discord.DiscordServerError, aiohttp.ClientError) as failure:
        log.info("thread %s not archived this time: %s", thread, failure)
        return
    except discord.HTTPException as refusal:
        log.info("thread %s not archived: %s", thread, refusal)
    await service.thread_archived(thread)


def line(snap: Snapshot, lang: str) -> Layout:
    """The channel's line for the thread's game: being played there (join there), or over."""
    game = snap.game
    name = numbered_game(game.game, game.id, lang)
    key = "thread.opened" if game.status in LIVE_STATUSES else "thread.ended"
    return Layout(t(lang, key, game=name, thread=snap.place.mention))


class ThreadLines:
    """Keeps each thread's line in the channel up to date: once the thread's game has ended
    it says so, and once a game started there by Play again is under way, it names that one.
    A thread's line is the message the thread was opened on, which has the thread's id. Its
    edits run one at a time, each drawing the newest news, so an older one never lands last."""

    def __init__(self) -> None:
        # thread id -> (the game the line names, whether it says that game is over)
        self._shown: dict[int, tuple[int, bool]] = {}
        self._newest: dict[int, tuple[Snapshot, str]] = {}  # thread id -> what to draw next
        self._locks = KeyedLocks()
        self._edits: set[asyncio.Task] = set()

    def follow(self, client: discord.Client, snap: Snapshot, lang: str) -> None:
        """After a game's board changed: edit its thread's line, in the background, if what
        it says no longer holds. On every click, so nothing is asked of Discord otherwise."""
        game = snap.game
        if not game.in_thread or game.status == "lobby":  # a lobby of Play again: not yet
            return
        if not snap.occasion.thread_line:  # (a tournament's: the round's line keeps score)
            return
        said = (game.id, game.status not in LIVE_STATUSES)
        before = self._shown.get(game.channel_id)
        if said == before:
            return
        if before is not None and before[0] != game.id and said[1]:
            return  # a game of Play again that ended in its lobby: the line stays as it was
        self._shown[game.channel_id] = said
        if before is None and not said[1]:
            return  # as opened (or, after a restart, as it was left): it says so already
        self._newest[game.channel_id] = (snap, lang)
        task = asyncio.create_task(self._edit(client, game.channel_id))
        self._edits.add(task)
        task.add_done_callback(self._edits.discard)

    async def _edit(self, client: discord.Client, thread_id: int) -> None:
        async with self._locks(thread_id):
            news = self._newest.pop(thread_id, None)
            if news is None:  # drawn by the edit before this one
                return
            try:
                thread = client.get_channel(thread_id)
                parent_id = getattr(thread, "parent_id", None)
                if parent_id is None:  # not in the client's cache: asked for
                    parent_id = int((await client.http.get_channel(thread_id))["parent_id"])
                await edit_message(client, parent_id, thread_id, view=line(*news).view())
            except SEND_FAILED as failure:  # the line or the channel deleted: it stays so
                log.info("line of thread %s not edited: %s", thread_id, failure)
            except Exception:
                log.exception("line of thread %s failed", thread_id)
