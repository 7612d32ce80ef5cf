"""Leaderboard queries over the standings table (one row per member and game)."""

from __future__ import annotations

from dataclasses import dataclass

from sqlalchemy import func
from sqlmodel import col, select

from bot.models import Standing

TOP = 10
# Games ranked by the seed's own formula instead of the Elo rating.
AVERAGE_POINTS_PER_PLACE = ("figures",)


@dataclass(frozen=True)
class Row:
    user_id: int
    played: int
    wins: int
    points: float
    placing_sum: int
    rating: float

    @property
    def points_per_place(self) -> float:
        """Average points ÷ average placing (seed 000, Figures); the averages' counts cancel."""
        return self.points / self.placing_sum if self.placing_sum else 0.0


async def top(sessions, guild_id: int, game: str | None) -> list[Row]:
    """The server's top 10 for one game, or over all games when `game` is None."""
    async with sessions() as db:
        if game is not None:
            rows = (
                await db.exec(
                    select(Standing).where(Standing.guild_id == guild_id, Standing.game == game)
                )
            ).all()
            ranked = [
                Row(r.user_id, r.played, r.wins, r.points, r.placing_sum, r.rating) for r in rows
            ]
            if game in AVERAGE_POINTS_PER_PLACE:
                ranked.sort(key=lambda r: r.points_per_place, reverse=True)
            else:
                ranked.sort(key=lambda r: (r.rating, r.wins), reverse=True)
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


async def member(sessions, guild_id: int, user_id: int) -> list[Standing]:
    async with sessions() as db:
        return list(
            (
                await db.exec(
                    select(Standing)
                    .where(Standing.guild_id == guild_id, Standing.user_id == user_id)
                    .order_by(col(Standing.played).desc())
                )
            ).all()
        )
