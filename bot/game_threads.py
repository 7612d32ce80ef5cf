"""A thread per game (`/… play where:thread`, or the server's default): where a game may open
one, the thread itself, and its archiving an hour after the last game in it ended.

A game in a thread is an ordinary game whose channel is the thread: its board, its pings and
its next games (Play again) are there, and a busy channel keeps only one line per game."""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass
from datetime import timedelta

import aiohttp
import discord

from bot.models import utcnow
from bot.sessions import GameService

log = logging.getLogger(__name__)

HERE, THREAD = "here", "thread"
WHERE = (HERE, THREAD)
ARCHIVE_AFTER = timedelta(hours=1)  # after the last game in the thread ended
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
class Place:
    """Where a new game opens: in a thread of its own, or here (then `note`, a catalog key,
    says why not in a thread when one was asked for)."""

    thread: bool
    note: str | None = None


def place(interaction: discord.Interaction, wanted: str) -> Place:
    """Where a game asked for `wanted` ("here" or "thread") can open. In a thread already, it
    opens there (a thread holds no threads): that is what was wanted."""
    if wanted != THREAD:
        return Place(thread=False)
    channel_type = getattr(interaction.channel, "type", None)
    if channel_type in IN_A_THREAD:
        return Place(thread=False)
    if channel_type not in THREADED_CHANNELS:
        return Place(thread=False, note="thread.not_here")
    can = interaction.app_permissions
    if not (can.create_public_threads and can.send_messages_in_threads):
        return Place(thread=False, note="thread.no_permission")
    return Place(thread=True)


def thread_name(game_name: str, host: str) -> str:
    """ "Backgammon · Bob": the game and who opened it (plain text: a thread name renders no
    markdown and pings nobody)."""
    return f"{game_name} · {host}"[:THREAD_NAME_LENGTH]


async def archive_finished(
    client: discord.Client, service: GameService, owns: Callable[[int], bool]
) -> None:
    """The housekeeping's round: archive the threads whose last game ended an hour ago. A
    refusal (no Manage Threads, the thread deleted or archived meanwhile) is final; a 5xx or a
    lost connection is tried again in the next round."""
    for channel_id in await service.threads_to_archive(owns, utcnow() - ARCHIVE_AFTER):
        try:
            await client.http.edit_channel(channel_id, archived=True)
        except (discord.DiscordServerError, aiohttp.ClientError) as failure:
            log.info("thread %s not archived this time: %s", channel_id, failure)
            continue
        except discord.HTTPException as refusal:
            log.info("thread %s not archived: %s", channel_id, refusal)
        await service.thread_archived(channel_id)
