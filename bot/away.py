"""Members away (`/game away days:<1–14> [reason]`): a member's turn deadlines in all his live
games — casual and tournament, on every server: his absence is his, not a server's — wait
until he returns, at the time he gave, by `/game away days:0`, or as soon as he presses any of
his boards. At most MAX_DAYS away in any WINDOW.

His periods are rows of `away_periods` (the truth, whichever process reads them); his live
games know of the current one from his seats (`away_until`, `away_reason`, written by
`GameService.mark_away` in the transaction that saves the period), so that the timetable stays
a function of the saved game and a click's path reads nothing more (bot/game.py:
`Snapshot.turn_paused_until`).

The rule "at most 14 days in any 30": his periods all lie before the new one, which starts
now. Of the 30-day windows that meet the new period, the one ending with his return holds the
most of his absence (moving it earlier takes as much of the new period out as it can bring
of the old ones in), so a period of `days` may start now if the absence of the 30 days before
its end plus `days` is at most 14 days.
"""

from __future__ import annotations

from collections.abc import Iterable
from datetime import datetime, timedelta

from sqlalchemy import insert, select, update
from sqlalchemy.ext.asyncio import AsyncConnection

from bot.game import GameError
from bot.models import AwayPeriod

MAX_DAYS = 14
REASON_LENGTH = 100  # characters of his reason, shown on his boards
WINDOW = timedelta(days=30)
DAY = timedelta(days=1)
PERIODS = AwayPeriod.__table__

Span = tuple[datetime, datetime]  # from when, until when he was (or is) away


def absence_since(spans: Iterable[Span], since: datetime) -> timedelta:
    """How long he was away from `since` on."""
    return sum((end - max(start, since) for start, end in spans if end > since), timedelta())


def allowed(spans: list[Span], now: datetime, days: int) -> bool:
    """Whether a period of `days` starting `now` keeps him within MAX_DAYS in any WINDOW."""
    return absence_since(spans, now + days * DAY - WINDOW) + days * DAY <= MAX_DAYS * DAY


def days_left(spans: list[Span], now: datetime) -> int:
    """The longest period, in whole days, he may declare now."""
    return max((days for days in range(MAX_DAYS + 1) if allowed(spans, now, days)), default=0)


def possible_from(spans: list[Span], now: datetime, days: int) -> datetime:
    """The earliest time from which he may be away `days`: once the WINDOW before that
    period's end holds at most MAX_DAYS - days of his past periods."""
    budget = (MAX_DAYS - days) * DAY
    for start, end in sorted(spans, key=lambda span: span[1], reverse=True):
        if end - start > budget:  # only its last `budget` may lie within that window
            return max(now, end - budget + WINDOW - days * DAY)
        budget -= end - start
    return now


async def _spans(connection: AsyncConnection, user_id: int, now: datetime) -> list[Span]:
    """His periods of the last WINDOW, each until it ended (the current one: until now)."""
    query = select(PERIODS.c.starts_at, PERIODS.c.ends_at, PERIODS.c.ended_at).where(
        PERIODS.c.user_id == user_id, PERIODS.c.ends_at > now - WINDOW
    )
    rows = (await connection.execute(query)).all()
    return [(start, min(ended or end, end, now)) for start, end, ended in rows]


async def declare(
    connection: AsyncConnection, user_id: int, days: int, reason: str | None, now: datetime
) -> datetime:
    """His new period of `days` from `now` (in place of a current one); his return. Refused
    (nothing saved) beyond MAX_DAYS in any WINDOW: how many days he has now, and from when he
    could have the days asked for."""
    spans = await _spans(connection, user_id, now)
    if not allowed(spans, now, days):
        raise GameError(
            "away.too_long",
            days=days,
            left=days_left(spans, now),
            at=str(int(possible_from(spans, now, days).timestamp())),
        )
    await end(connection, user_id, now)
    until = now + days * DAY
    row = {"user_id": user_id, "starts_at": now, "ends_at": until, "reason": reason}
    await connection.execute(insert(PERIODS).values(**row))
    return until


async def end(connection: AsyncConnection, user_id: int, now: datetime) -> bool:
    """His current period ends now (he is back); False: he was not away."""
    current = update(PERIODS).where(
        PERIODS.c.user_id == user_id, PERIODS.c.ends_at > now, PERIODS.c.ended_at.is_(None)
    )
    return (await connection.execute(current.values(ended_at=now))).rowcount > 0


async def current(
    connection: AsyncConnection, user_ids: list[int], now: datetime
) -> dict[int, tuple[datetime, str | None]]:
    """Who of `user_ids` is away now: his return and his reason."""
    if not user_ids:
        return {}
    query = select(PERIODS.c.user_id, PERIODS.c.ends_at, PERIODS.c.reason).where(
        PERIODS.c.user_id.in_(user_ids),
        PERIODS.c.ends_at > now,
        PERIODS.c.ended_at.is_(None),
    )
    return {user: (until, reason) for user, until, reason in await connection.execute(query)}


async def absence_between(
    connection: AsyncConnection, user_ids: list[int], start: datetime, end: datetime
) -> dict[int, timedelta]:
    """How long each of `user_ids` was away between `start` and `end` (a tournament round's
    time extends by it)."""
    if not user_ids:
        return {}
    query = select(
        PERIODS.c.user_id, PERIODS.c.starts_at, PERIODS.c.ends_at, PERIODS.c.ended_at
    ).where(PERIODS.c.user_id.in_(user_ids), PERIODS.c.ends_at > start)
    spans: dict[int, list[Span]] = {}
    for user, starts, ends, ended in await connection.execute(query):
        spans.setdefault(user, []).append((starts, min(ended or ends, ends, end)))
    return {
        user: sum((b - max(a, start) for a, b in his if b > max(a, start)), timedelta())
        for user, his in spans.items()
    }
