"""The daily challenge: every day, every member of every server plays the same chance in each
family's challenge (its game of the day), at his private table, once; afterwards he sees what
perfect play would have made of exactly his dice.

- The day (`DailyDay`) starts at midnight in DAILY_TIMEZONE. Its secret is drawn by the one
  process whose INSERT creates the day's row (its key is the day); its commitment,
  sha256(secret), is shown all day, and the secret is revealed once the day is over, when
  `/game verify` checks any attempt of it (rules/fairness.py: chance by key).
- Its challenges are worked out from the day and its secret alone (a family's rules, or its
  engine: backgammon's position), so whoever saves them first saves what any other would. One
  whose engine was down when the day was made is tried again (at most every RETRY) while the
  day lasts, and added to the day once made.
- An attempt is a game (`games.daily_day`) of one seat, at no channel: its board is the
  member's own (ephemeral) message. The attempt's row (`DailyAttempt`, keyed by day,
  challenge and member) is created with it, in one transaction: one attempt a day, whichever
  server it is played on. Its end is judged against perfect play on the same chance (off the
  event loop) and saved with the last move; daily results never touch ratings.
- An attempt left unfinished when its day ends is closed then (bot/timetable.py: DAY_END).
"""

from __future__ import annotations

import asyncio
import json
import logging
from dataclasses import asdict, dataclass
from datetime import date, datetime, timedelta
from typing import Any

from sqlalchemy import func, insert, select, update
from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncConnection, AsyncEngine

from bot.days import DailyClock
from bot.engine_process import EngineError, EngineUnavailable
from bot.families import Families
from bot.game import GameError, Snapshot
from bot.models import DailyAttempt, DailyDay, DailyStreak, utcnow
from rules import fairness
from rules.base import Action
from rules.daily import Challenge, Comparison, Decision

log = logging.getLogger(__name__)
DAYS, ATTEMPTS, STREAKS = DailyDay.__table__, DailyAttempt.__table__, DailyStreak.__table__
BOARD_SIZE = 10  # rows of a day's board
RETRY = timedelta(minutes=1)  # a challenge whose engine was down is tried again after this


@dataclass(frozen=True)
class Day:
    day: date
    secret: str
    challenges: dict[str, Challenge]

    @property
    def commitment(self) -> str:
        return fairness.commitment(self.secret)


@dataclass(frozen=True)
class Attempt:
    """A member's attempt at a day's challenge, as saved."""

    challenge: str
    game_id: int
    finished_at: datetime | None
    comparison: Comparison | None

    @property
    def finished(self) -> bool:
        return self.finished_at is not None


@dataclass(frozen=True)
class BoardRow:
    place: int
    user_id: int
    name: str
    comparison: Comparison


@dataclass(frozen=True)
class Streak:
    current: int
    best: int


class DailyChallenges:
    """The days, the attempts and the day's boards."""

    def __init__(self, engine: AsyncEngine, families: Families, clock: DailyClock) -> None:
        self.engine = engine
        self.families = families
        self.clock = clock
        self._days: dict[date, Day] = {}  # days with all their challenges, as saved
        self._retry: dict[date, tuple[Day, datetime]] = {}  # days missing one, and when to try

    # ------------------------------------------------------------------ the day
    async def day(self, day: date | None = None) -> Day:
        """The day (today by default) with its challenges: created by whoever asks first; a
        challenge missing from today's (its engine was down) is tried again every RETRY."""
        today = self.clock.today()
        day = day or today
        known = self._days.get(day)
        if known is not None:
            return known
        waiting = self._retry.get(day)
        if waiting is not None and utcnow() < waiting[1]:
            return waiting[0]
        async with self.engine.begin() as connection:
            row = await _day_row(connection, day)
            if row is None:
                try:
                    async with connection.begin_nested():
                        secret = fairness.new_server_seed()
                        await connection.execute(
                            insert(DAYS).values(day=day.isoformat(), secret=secret)
                        )
                except IntegrityError:  # another process created it first: its secret holds
                    pass
                row = await _day_row(connection, day)
        secret, saved = row
        if saved is None or day == today:  # a past day stays as it was saved
            saved = await self._fill(day, secret, saved)
        made = _saved_day(day, secret, saved)
        complete = all(name in made.challenges for name in self.families.daily())
        if complete or day != today:
            self._days[day] = made
            self._retry.pop(day, None)
        else:
            self._retry[day] = (made, utcnow() + RETRY)
        return made

    async def _fill(self, day: date, secret: str, saved: str | None) -> str:
        """The day's challenges as saved once those it lacks are made (whoever saves first
        saves what any other would: made from the day and its secret alone)."""
        have = {} if saved is None else _saved_day(day, secret, saved).challenges
        missing = [name for name in self.families.daily() if name not in have]
        if not missing:
            return saved
        found = {**have, **await self._make(day, secret, missing)}
        made = {name: found[name] for name in [*self.families.daily(), *have] if name in found}
        if saved is not None and len(made) == len(have):
            return saved  # still missing: tried again after RETRY
        text = json.dumps({name: asdict(c) for name, c in made.items()})
        unchanged = DAYS.c.challenges.is_(None) if saved is None else DAYS.c.challenges == saved
        async with self.engine.begin() as connection:
            await connection.execute(
                update(DAYS).where(DAYS.c.day == day.isoformat(), unchanged).values(challenges=text)
            )
            return (await _day_row(connection, day))[1]

    async def saved_day(self, day: date) -> Day | None:
        """The day as saved, if it was ever made (a past day is never made anew)."""
        known = self._days.get(day)
        if known is not None:
            return known
        async with self.engine.connect() as connection:
            row = await _day_row(connection, day)
        if row is None or row[1] is None:
            return None
        return _saved_day(day, *row)

    async def _make(self, day: date, secret: str, names: list[str]) -> dict[str, Challenge]:
        """The challenges of the day of the families `names`. One that needs its engine, and
        finds it failing (GNU Backgammon's process down), is left out for now: the others go
        on."""
        made = {}
        for name, daily in self.families.daily().items():
            if name not in names:
                continue
            seed = fairness.challenge_seed(secret, name)
            if daily.make is None:
                made[name] = daily.rules.challenge(day, seed)
                continue
            try:
                made[name] = await daily.make(self.families.engine(name), day, seed)
            except (EngineError, EngineUnavailable) as failure:
                log.warning("no %s challenge on %s: %s", name, day, failure)
        return made

    def revealed(self, day: date, now: datetime | None = None) -> bool:
        return (now or utcnow()) >= self.clock.end(day)

    # ------------------------------------------------------------------ attempts
    async def attempts(self, user_id: int, day: date) -> dict[str, Attempt]:
        """The member's attempts of the day, by challenge."""
        query = select(ATTEMPTS).where(
            ATTEMPTS.c.user_id == user_id, ATTEMPTS.c.day == day.isoformat()
        )
        async with self.engine.connect() as connection:
            rows = (await connection.execute(query)).all()
        return {row.challenge: _attempt(row) for row in rows}

    async def attempt_of(self, snap: Snapshot) -> Attempt | None:
        """The attempt a daily game is (None for a game of a place)."""
        game = snap.game
        if game.daily_day is None:
            return None
        key = (
            ATTEMPTS.c.day == game.daily_day,
            ATTEMPTS.c.challenge == game.family,
            ATTEMPTS.c.user_id == game.host_id,
        )
        async with self.engine.connect() as connection:
            row = (await connection.execute(select(ATTEMPTS).where(*key))).first()
        return None if row is None else _attempt(row)

    async def judge(self, snap: Snapshot, log: list[tuple[int | None, str, Action]]) -> Comparison:
        """The ended attempt beside perfect play on its chance (on a thread: a replay of the
        family's perfect player takes up to a hundred milliseconds)."""
        day = await self.day(date.fromisoformat(snap.game.daily_day))
        challenge = day.challenges[snap.game.family]
        daily = self.families.daily()[snap.game.family]
        seed = fairness.challenge_seed(day.secret, snap.game.family)
        return await asyncio.to_thread(daily.rules.compare, snap.rules, challenge, log, seed)

    # ------------------------------------------------------------------ the day's boards
    async def board(
        self, day: date, challenge: str, guild_id: int | None, size: int = BOARD_SIZE
    ) -> list[BoardRow]:
        """The best finished attempts of the day (a server's, or everyone's with None), each
        member named as that server names him (everyone's board: as every server knows him,
        never by one server's nickname)."""
        query = select(ATTEMPTS).where(
            ATTEMPTS.c.day == day.isoformat(),
            ATTEMPTS.c.challenge == challenge,
            ATTEMPTS.c.rank_key.is_not(None),
        )
        if guild_id is not None:
            query = query.where(ATTEMPTS.c.guild_id == guild_id)
        query = query.order_by(ATTEMPTS.c.rank_key, ATTEMPTS.c.finished_at).limit(size)
        async with self.engine.connect() as connection:
            rows = (await connection.execute(query)).all()
        return [
            BoardRow(
                place,
                row.user_id,
                row.name if guild_id is not None else row.global_name,
                comparison_from(row.comparison),
            )
            for place, row in enumerate(rows, 1)
        ]

    async def place_of(
        self, day: date, challenge: str, user_id: int, guild_id: int | None
    ) -> tuple[int, int] | None:
        """The member's place on the day's board (a server's, or everyone's) and how many
        finished it; None if he has not finished the challenge."""
        day_text = day.isoformat()
        async with self.engine.connect() as connection:
            mine = (
                await connection.execute(
                    select(ATTEMPTS.c.rank_key, ATTEMPTS.c.finished_at).where(
                        ATTEMPTS.c.day == day_text,
                        ATTEMPTS.c.challenge == challenge,
                        ATTEMPTS.c.user_id == user_id,
                    )
                )
            ).first()
            if mine is None or mine.rank_key is None:
                return None
            finished = [
                ATTEMPTS.c.day == day_text,
                ATTEMPTS.c.challenge == challenge,
                ATTEMPTS.c.rank_key.is_not(None),
            ]
            if guild_id is not None:
                finished.append(ATTEMPTS.c.guild_id == guild_id)
            ahead = (ATTEMPTS.c.rank_key < mine.rank_key) | (
                (ATTEMPTS.c.rank_key == mine.rank_key) & (ATTEMPTS.c.finished_at < mine.finished_at)
            )
            counts = select(func.count().filter(ahead), func.count()).where(*finished)
            before, total = (await connection.execute(counts)).one()
        return before + 1, total

    async def streak(self, user_id: int, today: date | None = None) -> Streak:
        """The member's days in a row with a finished challenge (still running if his last
        was today or yesterday), and his best run."""
        today = today or self.clock.today()
        async with self.engine.connect() as connection:
            row = (
                await connection.execute(select(STREAKS).where(STREAKS.c.user_id == user_id))
            ).first()
        if row is None:
            return Streak(0, 0)
        running = date.fromisoformat(row.last_day) >= today - timedelta(days=1)
        return Streak(row.current if running else 0, row.best)

    async def last_days(self, user_id: int, days: int = 30) -> dict[date, list[int]]:
        """The member's finished attempts of the last `days` days: each day's percentages."""
        since = (self.clock.today() - timedelta(days=days - 1)).isoformat()
        query = (
            select(ATTEMPTS.c.day, ATTEMPTS.c.comparison)
            .where(ATTEMPTS.c.user_id == user_id, ATTEMPTS.c.day >= since)
            .order_by(ATTEMPTS.c.day)
        )
        async with self.engine.connect() as connection:
            rows = (await connection.execute(query)).all()
        out: dict[date, list[int]] = {}
        for day, text in rows:
            if text is not None:
                out.setdefault(date.fromisoformat(day), []).append(comparison_from(text).percent)
        return out


async def _day_row(connection: AsyncConnection, day: date) -> tuple[str, str | None] | None:
    query = select(DAYS.c.secret, DAYS.c.challenges).where(DAYS.c.day == day.isoformat())
    row = (await connection.execute(query)).first()
    return None if row is None else (row.secret, row.challenges)


def _saved_day(day: date, secret: str, challenges: str) -> Day:
    """The day as its row keeps it (its challenges as JSON)."""
    made = {name: Challenge(**value) for name, value in json.loads(challenges).items()}
    return Day(day, secret, made)


def _attempt(row: Any) -> Attempt:
    comparison = None if row.comparison is None else comparison_from(row.comparison)
    return Attempt(row.challenge, row.game_id, row.finished_at, comparison)


def comparison_text(comparison: Comparison) -> str:
    return json.dumps(asdict(comparison))


def comparison_from(text: str) -> Comparison:
    data = json.loads(text)
    costliest = data.pop("costliest")
    return Comparison(
        **{**data, "steps": tuple(data["steps"])},
        costliest=None if costliest is None else Decision(**costliest),
    )


def rank_key(comparison: Comparison) -> float:
    return -comparison.score if comparison.higher_is_better else comparison.score


async def create_attempt(
    connection: AsyncConnection,
    game_id: int,
    day: str,
    challenge: str,
    guild_id: int,
    user_id: int,
    name: str,
    global_name: str | None = None,
) -> None:
    """The attempt's row, in the transaction creating its game: refused (the member has one
    of this challenge today) by the key, whichever server or process he plays it on. `name`
    is his on this server (a nickname, maybe), `global_name` his everywhere (`name` if not
    known)."""
    row = dict(
        day=day,
        challenge=challenge,
        user_id=user_id,
        guild_id=guild_id,
        game_id=game_id,
        name=name,
        global_name=global_name or name,
    )
    try:
        async with connection.begin_nested():
            await connection.execute(insert(ATTEMPTS).values(**row))
    except IntegrityError:
        raise GameError("daily.played") from None


async def finish_attempt(
    snap: Snapshot, comparison: Comparison, connection: AsyncConnection
) -> None:
    """The ended attempt's comparison and the member's streak, in the transaction saving its
    last move."""
    game, now = snap.game, utcnow()
    key = (
        ATTEMPTS.c.day == game.daily_day,
        ATTEMPTS.c.challenge == game.family,
        ATTEMPTS.c.user_id == game.host_id,
    )
    values = dict(
        rank_key=rank_key(comparison), finished_at=now, comparison=comparison_text(comparison)
    )
    await connection.execute(update(ATTEMPTS).where(*key).values(**values))
    day = date.fromisoformat(game.daily_day)
    row = (
        await connection.execute(select(STREAKS).where(STREAKS.c.user_id == game.host_id))
    ).first()
    if row is None:
        await connection.execute(
            insert(STREAKS).values(user_id=game.host_id, current=1, best=1, last_day=str(day))
        )
        return
    last = date.fromisoformat(row.last_day)
    if last >= day:  # another challenge of the same day (or a late one of the day before)
        return
    current = row.current + 1 if last == day - timedelta(days=1) else 1
    await connection.execute(
        update(STREAKS)
        .where(STREAKS.c.user_id == game.host_id)
        .values(current=current, best=max(row.best, current), last_day=str(day))
    )
