"""/game settings: a server's settings in words — where its games open, the channel of the
daily challenge's post, its seasons' length and the channel of their close — and, given any
(by a Manage Server member), changed first."""

from __future__ import annotations

from dataclasses import dataclass

import discord

from bot import game_threads
from bot.daily import posts as daily_posts
from bot.days import DailyClock
from bot.game import GameError
from bot.i18n import t
from bot.seasons import season as seasons


@dataclass(frozen=True)
class Changes:
    """The settings asked for (None: left as they are)."""

    where: str | None = None
    daily_channel: int | None = None
    daily_posts: bool | None = None
    season: str | None = None
    season_channel: int | None = None
    season_posts: bool | None = None

    @property
    def any(self) -> bool:
        return self != Changes()


async def settings(
    sessions, clock: DailyClock, guild_id: int, changes: Changes, may_change: bool, lang: str
) -> discord.Embed:
    lines = []
    if changes.any:
        if not may_change:
            raise GameError("settings.manage_server")
        await _change(sessions, clock, guild_id, changes)
        lines.append(t(lang, "settings.saved"))
    default = await game_threads.server_default(sessions, guild_id)
    lines.append(t(lang, "settings.where", where=default))
    posted = await daily_posts.channel_of(sessions, guild_id)
    if posted is None:
        lines.append(t(lang, "settings.daily_off"))
    else:
        lines.append(t(lang, "settings.daily_channel", channel=f"<#{posted}>"))
    length = await seasons.length_of(sessions, guild_id)
    crowned = await seasons.channel_of(sessions, guild_id)
    if crowned is None:
        lines.append(t(lang, "settings.season_off", length=length))
    else:
        lines.append(t(lang, "settings.season", length=length, channel=f"<#{crowned}>"))
    embed = discord.Embed(title=t(lang, "settings.title"), colour=0x5865F2)
    embed.description = "\n".join(lines)
    return embed


async def _change(sessions, clock: DailyClock, guild_id: int, changes: Changes) -> None:
    if changes.where is not None:
        await game_threads.set_server_default(sessions, guild_id, changes.where)
    if changes.daily_channel is not None or changes.daily_posts is False:
        posting = changes.daily_posts is not False
        channel = changes.daily_channel if posting else None
        await daily_posts.set_channel(sessions, guild_id, channel)
    season = (changes.season, changes.season_channel, changes.season_posts)
    if season != (None, None, None):
        await seasons.configure(sessions, guild_id, clock, *season)
