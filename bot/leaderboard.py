"""Leaderboard queries over the standings table (one row per member and game), and the figures
each family ranks by: Elo rating and wins everywhere, best and average score, the Yahtzee
decision quality, the backgammon error rate and FIBS match rating, from a standing's counters."""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, field

from sqlalchemy import func
from sqlmodel import col, select

from bot.models import Standing
from rules import registry

TOP = 10
# Games ranked by the seed's own formula instead of the Elo rating.
AVERAGE_POINTS_PER_PLACE = ("figures",)
# The figures a family's leaderboard rows show besides rating, wins and points.
FAMILY_FIGURES = {
    "yahtzee": ("best", "average", "generals", "quality"),
    "domino": ("average", "deals_won"),
    "backgammon": ("fibs", "gammons", "backgammons", "error"),
}


@dataclass(frozen=True)
class Row:
    user_id: int
    played: int
    wins: int
    points: float
    placing_sum: int
    rating: float
    best: float | None = None
    stats: dict[str, float] = field(default_factory=dict)

    @classmethod
    def of(cls, standing: Standing) -> Row:
        return cls(
            standing.user_id,
            standing.played,
            standing.wins,
            standing.points,
            standing.placing_sum,
            standing.rating,
            standing.best,
            json.loads(standing.stats or "{}"),
        )

    @property
    def points_per_place(self) -> float:
        """Average points ÷ average placing (seed 000, Figures); the averages' counts cancel."""
        return self.points / self.placing_sum if self.placing_sum else 0.0

    def figure(self, name: str) -> float | None:
        """The named figure (see FIGURES); None where this row has none."""
        return FIGURES[name](self)


def _per(numerator: str, denominator: str) -> Callable[[Row], float | None]:
    def average(row: Row) -> float | None:
        count = row.stats.get(denominator, 0) if denominator else row.played
        return row.stats[numerator] / count if numerator in row.stats and count else None

    return average


FIGURES: dict[str, Callable[[Row], float | None]] = {
    "rating": lambda row: row.rating,
    "wins": lambda row: row.wins,
    "points": lambda row: row.points,
    "best": lambda row: row.best,
    "average": lambda row: row.points / row.played if row.played else None,
    "generals": lambda row: row.stats.get("generals"),
    "deals_won": lambda row: row.stats.get("deals_won"),  # solo domino
    # Yahtzee: the share of the optimal expectation a player's decisions kept, % per game.
    "quality": _per("quality", ""),
    "fibs": lambda row: row.stats.get("fibs_rating"),
    "gammons": lambda row: row.stats.get("gammons"),
    "backgammons": lambda row: row.stats.get("backgammons"),
    # Backgammon: equity lost per decision × 1000 (lower is better).
    "error": _per("error", "decisions"),
}
SORTS = ("rating", "wins", "points", "best", "average", "quality", "error", "fibs")
LOWER_IS_BETTER = ("error",)


def figures_shown(game: str) -> tuple[str, ...]:
    return FAMILY_FIGURES.get(registry.get(game).family, ())


def _rank_key(sort: str) -> Callable[[Row], tuple]:
    sign = -1 if sort in LOWER_IS_BETTER else 1

    def key(row: Row) -> tuple:
        value = row.figure(sort)
        # Rows without the figure go last; ties are broken by rating, then wins.
        return (value is not None, sign * (value or 0), row.rating, row.wins)

    return key


async def top(sessions, guild_id: int, game: str | None, sort: str | None = None) -> list[Row]:
    """The server's top 10 for one game (by `sort`, default its usual ranking), or over all
    games when `game` is None."""
    async with sessions() as db:
        if game is not None:
            rows = (
                await db.exec(
                    select(Standing).where(Standing.guild_id == guild_id, Standing.game == game)
                )
            ).all()
            ranked = [Row.of(r) for r in rows]
            if sort is None and game in AVERAGE_POINTS_PER_PLACE:
                ranked.sort(key=lambda r: r.points_per_place, reverse=True)
            else:
                ranked.sort(key=_rank_key(sort or "rating"), reverse=True)
            return ranked[:TOP]
        totals = (
            await db.exec(
                select(
                    Standing.user_id,
                    func.sum(Standing.played),
                    func.sum(Standing.wins),
                    func.sum(Standing.points),
                    func.sum(Standing.placing_sum),
                    func.avg(Standing.rating),
                )
                .where(Standing.guild_id == guild_id)
                .group_by(col(Standing.user_id))
                .order_by(func.sum(Standing.wins).desc(), func.sum(Standing.played).desc())
                .limit(TOP)
            )
        ).all()
        return [Row(*row) for row in totals]


async def member(sessions, guild_id: int, user_id: int) -> list[tuple[str, Row]]:
    """(game, row) for every game the member has finished on the server, most played first."""
    async with sessions() as db:
        standings = (
            await db.exec(
                select(Standing)
                .where(Standing.guild_id == guild_id, Standing.user_id == user_id)
                .order_by(col(Standing.played).desc())
            )
        ).all()
    return [(standing.game, Row.of(standing)) for standing in standings]
