"""Seasons at work (a wing: bot/wing.py): their calendar in the bot's days (bot/days.py), and
the close of each season that ended, in each housekeeping round (bot/seasons/posts.py). Their
boards are asked for through /leaderboard season: and /game settings (cogs/games.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.daily.posts import owned_by
from bot.days import DailyClock
from bot.seasons.posts import SeasonPosts
from bot.wing import WingFlow

if TYPE_CHECKING:
    from bot.client import TableBot


class SeasonsFlow(WingFlow):
    def __init__(self, client: TableBot) -> None:
        self.clock = DailyClock(client.settings.daily_timezone)
        sessions, owned = client.service.sessions, owned_by(*client.settings.shards)
        self.posts = SeasonPosts(
            client, client.engine, sessions, self.clock, owned, client.server_language
        )

    async def round(self) -> None:
        """The seasons that ended, each closed once (the latest CATCH_UP after a long stop)."""
        await self.posts.round()
