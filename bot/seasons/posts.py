"""A season's close: when a server's season ends (`/game settings season_channel:`), its
champions — each game's podium of the season (bot/seasons/season.py) — are kept and posted there.

Run by the housekeeping loop (`TableBot.housekeeping`), apart from the daily round. A server's
close is claimed as the day's post is (bot/daily/posts.py): by setting its `season_posted` to
the season in the one statement that selects it, only for this process's shards — in the
transaction that keeps the champions, so that they are kept exactly when the close is claimed:
once, across processes and restarts. The podiums are worked out before the claim (a read; a
process that loses the claim has only read). A post that Discord refuses (the channel gone, no
permission) is a line in the log: the season is closed, its champions kept. A season in which
nobody played enough to stand on a podium is closed without a post. A process that was down
across several season ends closes each in turn (the last CATCH_UP of them), once."""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from datetime import date

import discord
from sqlalchemy import and_, insert, or_, select, update
from sqlalchemy.ext.asyncio import AsyncEngine
from sqlalchemy.sql import ColumnElement

from bot import leaderboard
from bot.daily.posts import SETTINGS
from bot.days import DailyClock
from bot.delivery import SEND_FAILED, with_retries
from bot.i18n import t
from bot.layout import Layout, subtext
from bot.models import SeasonChampion
from bot.seasons import season as seasons
from bot.seasons.season import Season

log = logging.getLogger(__name__)
GOLD = 0xE8A317  # the leaderboard's colour
CATCH_UP = 12  # the most seasons a server's close catches up on (a year of months)


def _due(today: date, owned: ColumnElement[bool] | None) -> list[ColumnElement[bool]]:
    """The servers (of this process's shards) with a channel whose last season is not closed:
    for each length, the season before the one `today` is in."""
    posted = SETTINGS.c.season_posted
    unclosed = [
        and_(
            SETTINGS.c.season_length == length,
            or_(posted.is_(None), posted != Season.of(today, length).previous.key),
        )
        for length in seasons.LENGTHS
    ]
    due = [SETTINGS.c.season_channel_id.is_not(None), or_(*unclosed)]
    return due if owned is None else [*due, owned]


async def due(
    engine: AsyncEngine, today: date, owned: ColumnElement[bool] | None
) -> list[tuple[int, int, str]]:
    """(server, channel, season length) of each server whose last season is to be closed."""
    columns = SETTINGS.c.guild_id, SETTINGS.c.season_channel_id, SETTINGS.c.season_length
    async with engine.connect() as connection:
        found = await connection.execute(select(*columns).where(*_due(today, owned)))
        return [tuple(row) for row in found]


async def claim(
    engine: AsyncEngine,
    guild_id: int,
    season: Season,
    today: date,
    owned: ColumnElement[bool] | None,
    champions: Sequence[SeasonChampion],
) -> bool:
    """Close the server's `season` (one that ended before `today`'s began, after the last it
    closed), keeping `champions`: whether this call closed it (False: another process did, or
    it is not due)."""
    settings = SETTINGS.c
    claimed = (
        update(SETTINGS)
        .where(
            settings.guild_id == guild_id,
            settings.season_length == season.length,
            or_(settings.season_posted.is_(None), settings.season_posted < season.key),
            *_due(today, owned),
        )
        .values(season_posted=season.key)
        .returning(settings.guild_id)
    )
    async with engine.begin() as connection:
        if (await connection.execute(claimed)).first() is None:
            return False
        if champions:
            rows = [champion.model_dump() for champion in champions]
            await connection.execute(insert(SeasonChampion), rows)
        return True


def post(season: Season, podiums: dict[str, Sequence[leaderboard.Row]], lang: str) -> Layout:
    """The champions' post: the season's name, a line per game with its podium (mentions, which
    the bot's allowed mentions keep from pinging anyone)."""
    lines = [seasons.podium_lines(game, rows, lang) for game, rows in podiums.items()]
    note = t(lang, "season.champions_note", games=seasons.CHAMPION_GAMES)
    return Layout(
        f"## {t(lang, 'season.champions_title', season=season.name(lang))}",
        GOLD,
        blocks=["\n".join(lines), subtext(note)],
    )


class SeasonPosts:
    def __init__(
        self,
        client: discord.Client,
        engine: AsyncEngine,
        sessions: Callable,
        clock: DailyClock,
        owned: ColumnElement[bool] | None,
        lang_of: Callable[[int], str],
    ) -> None:
        """`lang_of`: a server's language (the post is everyone's there)."""
        self.client = client
        self.engine = engine
        self.sessions = sessions
        self.clock = clock
        self.owned = owned
        self.lang_of = lang_of

    async def round(self) -> int:
        """Close the seasons that ended on this process's servers; how many posts were sent."""
        today = self.clock.today()
        sent = 0
        for guild_id, channel_id, length in await due(self.engine, today, self.owned):
            for season in await self._unclosed(guild_id, today, length):
                podiums = await seasons.podiums(self.sessions, guild_id, season, self.clock)
                champions = seasons.champions(guild_id, season, self.clock, podiums)
                closed = await claim(self.engine, guild_id, season, today, self.owned, champions)
                if not closed:  # another process is closing them
                    break
                if podiums and await self._post(guild_id, channel_id, season, podiums):
                    sent += 1
        return sent

    async def _unclosed(self, guild_id: int, today: date, length: str) -> list[Season]:
        """The server's seasons that ended and are not closed, oldest first: those after the
        last it closed, up to the one before `today`'s (at most CATCH_UP)."""
        async with self.engine.connect() as connection:
            posted = await connection.scalar(
                select(SETTINGS.c.season_posted).where(SETTINGS.c.guild_id == guild_id)
            )
        season = Season.of(today, length).previous
        missed = [season]
        while len(missed) < CATCH_UP and posted is not None and season.previous.key > posted:
            season = season.previous
            missed.append(season)
        return missed[::-1]

    async def _post(self, guild_id: int, channel_id: int, season: Season, podiums) -> bool:
        """Post the season's champions; whether Discord took the post (else a line in the log:
        the season is closed all the same)."""
        layout = post(season, podiums, self.lang_of(guild_id))
        channel = self.client.get_partial_messageable(channel_id, guild_id=guild_id)
        try:
            await with_retries(lambda: channel.send(**layout.message()))
        except SEND_FAILED as failure:
            log.info("the season's champions not posted to server %s: %s", guild_id, failure)
            return False
        return True
