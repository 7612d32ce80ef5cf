"""Was it the dice, over many games: a member's luck and decisions a game over his last rated
games of a family (/stats) or over a season (/leaderboard season:), from the stories his
results keep (results.luck and .cost, rules/story.py), the luck with its 95 % interval."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime
from statistics import fmean

from sqlalchemy import select, union_all
from sqlmodel import col

from bot.i18n import decimal, t
from bot.interval import mean_interval
from bot.models import ResultRecord

LAST = 50  # the rated games /stats sums up, a family's
LEAST = 2  # the fewest games whose luck has an interval


@dataclass(frozen=True)
class Told:
    """A member's story a game over some rated games: his luck (against the tables') with the
    half-width of its 95 % interval, and what his decisions gave up (None: no game he
    decided in)."""

    games: int
    luck: float
    half: float
    cost: float | None


async def told(
    sessions,
    guild_id: int,
    user_id: int,
    games: Iterable[str],
    span: tuple[datetime, datetime] | None = None,
) -> Told | None:
    """The member's story over his last LAST rated games of `games` (within `span`, when
    given); None below LEAST such games. Each game's newest LAST, by the index
    stories_of_member."""
    newest = [_newest(guild_id, user_id, game, span).subquery() for game in games]
    if not newest:
        return None
    statement = union_all(*(select(each) for each in newest))
    async with sessions() as db:
        rows = (await db.exec(statement)).all()
    rows = sorted(rows, key=lambda row: (row.created_at, row.game_id))[-LAST:]
    if len(rows) < LEAST:
        return None
    luck, half = mean_interval([row.luck for row in rows])
    costs = [row.cost for row in rows if row.cost is not None]
    return Told(len(rows), luck, half, fmean(costs) if costs else None)


def _newest(guild_id: int, user_id: int, game: str, span: tuple[datetime, datetime] | None):
    query = select(
        ResultRecord.created_at, ResultRecord.game_id, ResultRecord.luck, ResultRecord.cost
    ).where(
        ResultRecord.guild_id == guild_id,
        ResultRecord.user_id == user_id,
        ResultRecord.game == game,
        col(ResultRecord.luck).is_not(None),
        col(ResultRecord.rating).is_not(None),
    )
    if span is not None:
        query = query.where(ResultRecord.created_at >= span[0], ResultRecord.created_at < span[1])
    return query.order_by(col(ResultRecord.created_at).desc()).limit(LAST)


def line(story: Told, family: str, digits: int, lang: str, season: bool = False) -> str:
    """🍀 the luck a game ± its interval · 🎯 the decisions a game, over how many games (his
    last, or the season's), in the family's unit (`digits` decimals)."""
    games = t(lang, "stats.story_season" if season else "stats.story_last", games=story.games)
    said = {"family": family, "games": games}
    said["luck"] = decimal(story.luck, lang, digits, plus=True)
    said["half"] = decimal(story.half, lang, digits)
    if story.cost is None:
        return t(lang, "stats.story_luck", **said)
    return t(lang, "stats.story", cost=decimal(-story.cost, lang, digits), **said)
