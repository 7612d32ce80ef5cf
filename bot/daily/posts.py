"""The day's post: at midnight each server that chose a channel for it (`/game settings
daily_channel:`) gets the new day's challenges there — with a button each that opens the
member's own board, the day's commitment, and yesterday's: its revealed secret and this
server's best of each challenge.

Run by the housekeeping loop (`TableBot.housekeeping`), which makes the day for it (else the
first /daily of the day does): a server's post is claimed by setting its
`daily_posted` to the day in the one statement that selects it, so that exactly one process
posts it (and only one whose shards hold the server), once, also after a restart. A post that
Discord refuses (the channel gone, no permission) is a line in the log: the day is claimed."""

from __future__ import annotations

import logging
from datetime import date, timedelta

import discord
from sqlalchemy import literal_column, or_, select, update
from sqlalchemy.ext.asyncio import AsyncEngine
from sqlalchemy.sql import ColumnElement

from bot.daily import view as daily_view
from bot.daily.challenges import DailyChallenges
from bot.delivery import SEND_FAILED, with_retries
from bot.models import ServerSettings

log = logging.getLogger(__name__)
SETTINGS = ServerSettings.__table__


def owned_by(shard_count: int, shard_ids: list[int]) -> ColumnElement[bool] | None:
    """The servers of this process's shards (as housekeeping.owned_by, for their settings)."""
    if shard_count == 1:
        return None
    shard = SETTINGS.c.guild_id.op(">>")(literal_column("22")) % shard_count
    return shard.in_(shard_ids)


def _due(day: date, owned: ColumnElement[bool] | None) -> list[ColumnElement[bool]]:
    """The servers (of this process's shards) whose channel has not had `day` posted yet."""
    due = [
        SETTINGS.c.daily_channel_id.is_not(None),
        or_(SETTINGS.c.daily_posted.is_(None), SETTINGS.c.daily_posted < day.isoformat()),
    ]
    return due if owned is None else [*due, owned]


async def due(engine: AsyncEngine, day: date, owned: ColumnElement[bool] | None) -> bool:
    """Whether any server is to have `day` posted."""
    async with engine.connect() as connection:
        found = await connection.execute(select(SETTINGS.c.guild_id).where(*_due(day, owned)))
        return found.first() is not None


async def claim(
    engine: AsyncEngine, day: date, owned: ColumnElement[bool] | None
) -> list[tuple[int, int]]:
    """(server, channel) of each server to post `day` in, claimed: its day set."""
    claimed = (
        update(SETTINGS)
        .where(*_due(day, owned))
        .values(daily_posted=day.isoformat())
        .returning(SETTINGS.c.guild_id, SETTINGS.c.daily_channel_id)
    )
    async with engine.begin() as connection:
        return [tuple(row) for row in await connection.execute(claimed)]


async def channel_of(sessions, guild_id: int) -> int | None:
    """The channel the server has the day posted in (None: nowhere)."""
    async with sessions() as db:
        row = await db.get(ServerSettings, guild_id)
    return None if row is None else row.daily_channel_id


async def set_channel(sessions, guild_id: int, channel_id: int | None) -> None:
    """`/game settings daily_channel:` (members with Manage Server): the day is posted there
    from now on — today's at once, if it was not posted there yet; None: nowhere."""
    async with sessions() as db:
        row = await db.get(ServerSettings, guild_id) or ServerSettings(guild_id=guild_id)
        if row.daily_channel_id != channel_id:
            row.daily_channel_id, row.daily_posted = channel_id, None
        db.add(row)
        await db.commit()


class DailyPosts:
    def __init__(
        self,
        client: discord.Client,
        daily: DailyChallenges,
        owned: ColumnElement[bool] | None,
        lang_of,
    ) -> None:
        """`lang_of`: a server's language (the post is everyone's there)."""
        self.client = client
        self.daily = daily
        self.owned = owned
        self.lang_of = lang_of

    async def round(self) -> int:
        """Post today's day where it is due; how many posts were sent. The day is made here
        only for a post (else by the first /daily of the day): a start costs no engine time."""
        today = self.daily.clock.today()
        if not await due(self.daily.engine, today, self.owned):
            return 0
        day = await self.daily.day(today)
        sent = 0
        for guild_id, channel_id in await claim(self.daily.engine, day.day, self.owned):
            try:
                await self._post(guild_id, channel_id, day)
                sent += 1
            except SEND_FAILED as failure:
                log.info("the day's post to server %s not sent: %s", guild_id, failure)
        return sent

    async def _post(self, guild_id: int, channel_id: int, day) -> None:
        lang = self.lang_of(guild_id)
        yesterday = await self.daily.saved_day(day.day - timedelta(days=1))
        winners = {}
        for challenge in yesterday.challenges if yesterday else ():
            rows = await self.daily.board(yesterday.day, challenge, guild_id, size=1)
            if rows:
                winners[challenge] = rows[0]
        ends = int(self.daily.clock.end(day.day).timestamp())
        layout = daily_view.day_post(day, yesterday, winners, lang, ends)
        channel = self.client.get_partial_messageable(channel_id, guild_id=guild_id)
        await with_retries(lambda: channel.send(**layout.message()))
