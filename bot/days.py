"""The bot's days: midnight to midnight in one time zone (DAILY_TIMEZONE, Europe/Prague by
default). The daily challenge's day and a season's span are counted in them."""

from __future__ import annotations

from datetime import UTC, date, datetime, time, timedelta
from zoneinfo import ZoneInfo

from bot.models import utcnow


class DailyClock:
    """The days of the challenge: midnight to midnight in its time zone."""

    def __init__(self, zone: str = "Europe/Prague") -> None:
        self.zone = ZoneInfo(zone)

    def today(self, now: datetime | None = None) -> date:
        return (now or utcnow()).astimezone(self.zone).date()

    def start(self, day: date) -> datetime:
        return datetime.combine(day, time(), self.zone).astimezone(UTC)

    def end(self, day: date) -> datetime:
        return self.start(day + timedelta(days=1))
