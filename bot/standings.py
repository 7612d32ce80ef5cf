"""A finished game's mark on the server's leaderboards: its result rows (one per seat) and each
member's standing in the game (games, wins, points, best score, the family's counters, the
OpenSkill rating and, for a match, the FIBS match rating). Written in the transaction that
saves the game's last move (the session service's commit), so that a result is never counted
twice nor lost; read by bot/leaderboard.py."""

from __future__ import annotations

import json

from sqlalchemy.ext.asyncio import AsyncConnection
from sqlmodel.ext.asyncio.session import AsyncSession

from bot import ratings
from bot.game import Snapshot
from bot.models import ResultRecord, Standing
from rules.base import COST, LUCK, PERFORMANCE, Result

MATCH_RATING = "fibs_rating"  # the standing's stats key of the match rating


async def record(
    snap: Snapshot,
    result: Result,
    changes: dict[int, ratings.Change],
    connection: AsyncConnection,
) -> None:
    """Save the game's result and move its players' standings, in the commit's transaction;
    each rated seat's rating before and after the game into `changes` (for the end board)."""
    # Through the ORM: standings are read, then changed.
    async with AsyncSession(connection, expire_on_commit=False) as db:
        await _record(db, snap, result, changes)
        await db.flush()


async def _record(
    db: AsyncSession, snap: Snapshot, result: Result, changes: dict[int, ratings.Change]
) -> None:
    game = snap.game
    humans = [s for s in snap.seats if s.user_id is not None]
    standings = {}
    for seat in humans:
        row = await db.get(Standing, (game.guild_id, seat.user_id, game.game))
        standings[seat.seat] = row or Standing(
            guild_id=game.guild_id, user_id=seat.user_id, game=game.game
        )
    per_seat = [dict(seat) for seat in result.detail.get("stats") or [{} for _ in snap.seats]]
    # (kept with each result, never summed)
    performance = [seat.pop(PERFORMANCE, None) for seat in per_seat]
    luck = [seat.pop(LUCK, None) for seat in per_seat]
    cost = [seat.pop(COST, None) for seat in per_seat]
    practice = result.detail.get("practice", False)
    multiplayer = len(snap.seats) > 1
    skills = _skills_after(snap, standings, result) if multiplayer and not practice else {}
    match_changes = _match_rating_changes(snap, standings, result)
    for seat_number, row in standings.items():
        stats = json.loads(row.stats or "{}")
        for name, value in per_seat[seat_number].items():
            stats[name] = stats.get(name, 0) + value
        if practice:  # counted apart: the standing's games, wins and ratings stay
            won = multiplayer and result.placings[seat_number] == 1
            stats["practice_played"] = stats.get("practice_played", 0) + 1
            stats["practice_wins"] = stats.get("practice_wins", 0) + int(won)
            row.stats = json.dumps(stats, sort_keys=True)
            db.add(row)
            continue
        score = result.scores[seat_number]
        row.played += 1
        row.wins += int(multiplayer and result.placings[seat_number] == 1)
        row.points += score
        row.placing_sum += result.placings[seat_number]
        if multiplayer:
            skill, before = skills[seat_number], row.rating
            row.mu, row.sigma, row.rating = skill.mu, skill.sigma, skill.shown
            row.rated += 1
            provisional = ratings.provisional(row.rated)
            changes[seat_number] = ratings.Change(before, row.rating, provisional)
        row.best = score if row.best is None else max(row.best, score)
        if match_changes:
            rating = stats.get(MATCH_RATING, ratings.FIBS_START)
            stats[MATCH_RATING] = rating + match_changes[seat_number]
        row.stats = json.dumps(stats, sort_keys=True)
        db.add(row)
    for seat in snap.seats:
        rated = multiplayer and seat.seat in standings and not practice
        db.add(
            ResultRecord(
                game_id=game.id,
                seat=seat.seat,
                guild_id=game.guild_id,
                user_id=seat.user_id,
                game=game.game,
                place=result.placings[seat.seat],
                score=result.scores[seat.seat],
                rating=standings[seat.seat].rating if rated else None,
                performance=performance[seat.seat],
                luck=luck[seat.seat],
                cost=cost[seat.seat],
                practice=practice,
            )
        )


def _skills_after(
    snap: Snapshot, standings: dict[int, Standing], result: Result
) -> dict[int, ratings.Skill]:
    """Each member's skill after the game: one rating event of all its seats."""
    before = [
        ratings.Skill(standings[s.seat].mu, standings[s.seat].sigma)
        if s.seat in standings
        else ratings.COMPUTER
        for s in snap.seats
    ]
    fixed = [s.seat not in standings for s in snap.seats]
    after = ratings.rate(before, result.placings, fixed)
    return {seat: after[seat] for seat in standings}


def _match_rating_changes(
    snap: Snapshot, standings: dict[int, Standing], result: Result
) -> list[float] | None:
    """FIBS rating changes when the game was a match between two seats (else None)."""
    length = result.detail.get("match_length")
    if not length or len(snap.seats) != 2:
        return None
    current = [
        json.loads(standings[s.seat].stats or "{}").get(MATCH_RATING, ratings.FIBS_START)
        if s.seat in standings
        else ratings.FIBS_START
        for s in snap.seats
    ]
    return ratings.fibs_changes(current, result.placings, length)
