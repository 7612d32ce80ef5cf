"""Leaderboard queries over the standings table (one row per member and game), and the figures
each family ranks by: rating and wins everywhere, best and average score, the Yahtzee
decision quality, the backgammon error rate and FIBS match rating, from a standing's counters.

Every ranking breaks ties the same way: by rating, then average placing (lower first), then
wins. A rating exists only where it could move, in games of two or more seats: a game whose
rules seat one player (solo dominoes) has no rating at all, and a member who played a game only
alone has none in it; the all-games rating is the average over the games he has one in. A
rating from few games is provisional (bot/ratings.py), over all games from few games in all."""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, field

from sqlalchemy import case, func
from sqlmodel import col, select

from bot import ratings
from bot.models import ResultRecord, Standing
from rules import registry

TOP = 10


@dataclass(frozen=True)
class Row:
    user_id: int
    played: int
    wins: int
    points: float
    placing_sum: int
    rating: float | None  # None: no game of two or more seats (see the module's docstring)
    best: float | None = None
    stats: dict[str, float] = field(default_factory=dict)
    rated: int = 0  # games of two or more seats (practice aside)

    @classmethod
    def of(cls, standing: Standing) -> Row:
        return cls(
            standing.user_id,
            standing.played,
            standing.wins,
            standing.points,
            standing.placing_sum,
            standing.rating if standing.rated else None,
            standing.best,
            json.loads(standing.stats or "{}"),
            standing.rated,
        )

    @property
    def provisional(self) -> bool:
        """Whether the row's rating comes from too few games to be settled."""
        return self.rating is not None and ratings.provisional(self.rated)

    @property
    def points_per_place(self) -> float:
        """Average points ÷ average placing (seed 000, Figures); the averages' counts cancel."""
        return self.points / self.placing_sum if self.placing_sum else 0.0

    @property
    def average_place(self) -> float:
        return self.placing_sum / self.played if self.played else 0.0

    def figure(self, name: str) -> float | None:
        """The named figure (see FIGURES); None where this row has none."""
        return FIGURES[name](self)


def _per(numerator: str, denominator: str) -> Callable[[Row], float | None]:
    def average(row: Row) -> float | None:
        count = row.stats.get(denominator, 0) if denominator else row.played
        return row.stats[numerator] / count if numerator in row.stats and count else None

    return average


def _pr(row: Row) -> float | None:
    """Backgammon: XG's Performance Rating, equity lost per non-trivial decision × 500 (lower
    is better); the counters hold it × 1000."""
    per_decision = _per("pr_error", "pr_decisions")(row)
    return None if per_decision is None else per_decision / 2


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
    "pr": _pr,
    # Figures' own ranking (seed 000); not among the sorts a member may pick.
    "points_per_place": lambda row: row.points_per_place,
}
SORTS = ("rating", "wins", "points", "best", "average", "quality", "error", "fibs")
LOWER_IS_BETTER = ("error",)


def solo(game: str) -> bool:
    """A game one player plays alone: it has no rating."""
    return registry.get(game).max_players == 1


def ranking(game: str | None, sort: str | None) -> str:
    """The figure a leaderboard ranks by: the member's `sort`, else the game's usual one; over
    all games, wins. A solo game, which has no rating, ranks by its average score instead."""
    if game is None:
        return sort or "wins"
    if sort == "rating" and solo(game):
        return "average"
    if sort is not None:
        return sort
    if registry.get(game).ranks_by_points_per_place:
        return "points_per_place"
    return "average" if solo(game) else "rating"


def _rank_key(sort: str) -> Callable[[Row], tuple]:
    sign = -1 if sort in LOWER_IS_BETTER else 1

    def key(row: Row) -> tuple:
        value = row.figure(sort)
        # Rows without the figure (or the rating) go after those with it.
        return (
            value is not None,
            sign * (value or 0),
            row.rating is not None,
            row.rating or 0,
            -row.average_place,
            row.wins,
        )

    return key


def ranked(rows: list[Row], sort: str) -> list[Row]:
    """`rows` by `sort`, ties broken by rating, average placing, wins."""
    return sorted(rows, key=_rank_key(sort), reverse=True)


async def ranks(sessions, guild_id: int, game: str | None, sort: str | None = None) -> list[Row]:
    """The server's members ranked in one game, or over all games when `game` is None, by
    `ranking(game, sort)`: the top 10 first, and where anyone stands (some figures are counters
    in JSON, which no index orders, so all are read and ranked here; one read through the
    primary key). Members who only practised are on the practice line instead."""
    async with sessions() as db:
        if game is not None:
            standings = (
                await db.exec(
                    select(Standing).where(
                        Standing.guild_id == guild_id, Standing.game == game, Standing.played > 0
                    )
                )
            ).all()
            return ranked([Row.of(standing) for standing in standings], ranking(game, sort))
        totals = (
            await db.exec(
                select(
                    Standing.user_id,
                    func.sum(Standing.played),
                    func.sum(Standing.wins),
                    func.sum(Standing.points),
                    func.sum(Standing.placing_sum),
                    # NULL (skipped by AVG) where the member has no rating
                    func.avg(case((col(Standing.rated) > 0, Standing.rating))),
                    func.sum(Standing.rated),
                )
                .where(Standing.guild_id == guild_id)
                .group_by(col(Standing.user_id))
                .having(func.sum(Standing.played) > 0)
            )
        ).all()
        rows = [Row(*total[:6], rated=rated) for *total, rated in totals]
        return ranked(rows, ranking(None, sort))


@dataclass(frozen=True)
class Practice:
    """A member's practice games (a tutor or hints helped: unrated), on the practice line."""

    user_id: int
    played: int
    wins: int


async def practice(sessions, guild_id: int, game: str | None) -> list[Practice]:
    """The server's members who practised one game (or any, when `game` is None), most
    practice games first, the top 10."""
    query = select(Standing).where(Standing.guild_id == guild_id)
    if game is not None:
        query = query.where(Standing.game == game)
    async with sessions() as db:
        standings = (await db.exec(query)).all()
    totals: dict[int, list[int]] = {}
    for standing in standings:
        stats = json.loads(standing.stats or "{}")
        if stats.get("practice_played"):
            counts = totals.setdefault(standing.user_id, [0, 0])
            counts[0] += stats["practice_played"]
            counts[1] += stats.get("practice_wins", 0)
    members = [Practice(user, played, wins) for user, (played, wins) in totals.items()]
    return sorted(members, key=lambda member: (-member.played, -member.wins))[:TOP]


async def member(sessions, guild_id: int, user_id: int) -> list[tuple[str, Row]]:
    """(game, row) for every game the member has finished on the server, most played first
    (ordered here: a game each, found by his key)."""
    async with sessions() as db:
        standings = (
            await db.exec(
                select(Standing).where(Standing.guild_id == guild_id, Standing.user_id == user_id)
            )
        ).all()
    ordered = sorted(standings, key=lambda standing: -standing.played)
    return [(standing.game, Row.of(standing)) for standing in ordered]


async def performance_history(
    sessions, guild_id: int, user_id: int
) -> list[tuple[str, float, bool]]:
    """(game, how well the member played it, whether it was practice) for each of his games
    judged so (backgammon: XG's PR), oldest first."""
    return await _over_time(
        sessions, guild_id, user_id, ResultRecord.performance, ResultRecord.practice
    )


async def rating_history(sessions, guild_id: int, user_id: int) -> list[tuple[str, float]]:
    """(game, the member's rating after it) for each of his rated games, oldest first."""
    return await _over_time(sessions, guild_id, user_id, ResultRecord.rating)


async def _over_time(sessions, guild_id: int, user_id: int, figure, *more) -> list[tuple]:
    """(game, `figure`, *`more`) of each of the member's results that has the figure, oldest
    first."""
    async with sessions() as db:
        rows = (
            await db.exec(
                select(ResultRecord.game, figure, *more)
                .where(
                    ResultRecord.guild_id == guild_id,
                    ResultRecord.user_id == user_id,
                    col(figure).is_not(None),
                )
                .order_by(col(ResultRecord.created_at), col(ResultRecord.game_id))
            )
        ).all()
    return [tuple(row) for row in rows]
