"""Standings beyond Elo: best score, a family's counters summed from `Result.detail["stats"]`,
the FIBS match rating, and leaderboards ranked by any of those figures."""

from __future__ import annotations

import json

import pytest
from sqlmodel import select

from bot import leaderboard, ratings
from bot.game import Place
from bot.leaderboard_view import figures
from bot.models import Standing
from bot.stats_view import record_words
from cogs.domino import FAMILY as DOMINO
from rules import registry
from rules.base import Result
from tests.conftest import ALICE, BOB, CHANNEL, GUILD, declared


def test_fibs_changes_grow_with_the_match_length():
    assert ratings.fibs_changes([1500, 1500], [1, 2], 1) == [2.0, -2.0]
    assert ratings.fibs_changes([1500, 1500], [2, 1], 9) == [-6.0, 6.0]
    # The favourite (1600) wins a 1-point match: 4 × (1 − 1/(1 + 10^(−100/2000))).
    gain = 4 * (1 - 1 / (1 + 10 ** (-100 / 2000)))
    assert ratings.fibs_changes([1600, 1500], [1, 2], 1) == pytest.approx([gain, -gain])
    assert ratings.fibs_changes([1500, 1500], [1, 1], 5) == [0.0, 0.0]


async def finish(service, monkeypatch, result: Result) -> None:
    """Play a game of Sequence between Alice and Bob that ends with `result`."""
    monkeypatch.setattr(registry.get("sequence"), "result", lambda state: result)
    snap = await service.create(Place(GUILD, CHANNEL), ALICE, "sequence")
    snap = await service.join(snap.game.id, BOB)
    await service.start(snap.game.id, ALICE)
    await service.resign(CHANNEL, ALICE)


async def standing(service, player) -> Standing:
    async with service.sessions() as db:
        return (await db.exec(select(Standing).where(Standing.user_id == player.id))).one()


async def test_counters_best_scores_and_match_ratings(service, monkeypatch):
    stats = [{"error": 30, "decisions": 10}, {"error": 10, "decisions": 10, "gammons": 1}]
    await finish(
        service,
        monkeypatch,
        Result((2, 1), (10, 40), {"stats": stats, "match_length": 9}),
    )
    await finish(service, monkeypatch, Result((1, 2), (50, 20), {"stats": [{}, {"gammons": 2}]}))

    alice, bob = await standing(service, ALICE), await standing(service, BOB)
    assert (alice.best, bob.best) == (50, 40)
    assert json.loads(bob.stats) == {
        "decisions": 10,
        "error": 10,
        "gammons": 3,
        "fibs_rating": 1506.0,
    }
    assert json.loads(alice.stats)["fibs_rating"] == 1494.0

    by_error = await leaderboard.ranks(service.sessions, GUILD, "sequence", "error")
    assert [row.user_id for row in by_error] == [BOB.id, ALICE.id]  # 1.0 beats 3.0
    by_best = await leaderboard.ranks(service.sessions, GUILD, "sequence", "best")
    assert [row.user_id for row in by_best] == [ALICE.id, BOB.id]
    assert by_best[0].figure("average") == 30 and by_best[1].figure("fibs") == 1506.0
    # A figure nobody has (no Yahtzee quality here) leaves the usual ranking by rating.
    by_quality = await leaderboard.ranks(service.sessions, GUILD, "sequence", "quality")
    assert [row.figure("quality") for row in by_quality] == [None, None]


async def put(service, *standings: Standing) -> None:
    async with service.sessions() as db:
        db.add_all(standings)
        await db.commit()


def row(user: int, game: str, **values) -> Standing:
    """A standing of 4 rated games, 2 won, average place 1.5, unless `values` say otherwise."""
    defaults = {"played": 4, "rated": 4, "wins": 2, "points": 100, "placing_sum": 6, "rating": 1500}
    return Standing(guild_id=GUILD, user_id=user, game=game, **{**defaults, **values})


async def test_ties_break_by_rating_then_average_placing_then_wins(service):
    await put(
        service,
        row(1, "sequence", best=90, rating=1490),
        row(2, "sequence", best=90, rating=1510, placing_sum=7),
        row(3, "sequence", best=90, rating=1510, placing_sum=5, wins=1),
        row(4, "sequence", best=90, rating=1510, placing_sum=5, wins=3),
        row(5, "sequence", best=95, rating=1400),
        # Played Sequence only alone: no rating, so below every rated row at equal best.
        row(6, "sequence", best=90, rating=1500, rated=0, placing_sum=4),
    )
    by_best = await leaderboard.ranks(service.sessions, GUILD, "sequence", "best")
    assert [r.user_id for r in by_best] == [5, 4, 3, 2, 1, 6]
    assert by_best[-1].rating is None
    # The usual ranking, by rating: the same tie-breaks below it; no rating comes last.
    by_rating = await leaderboard.ranks(service.sessions, GUILD, "sequence")
    assert [r.user_id for r in by_rating] == [4, 3, 2, 1, 5, 6]


async def test_the_all_games_leaderboard_ranks_by_wins_then_rating_placing_wins(service):
    await put(
        service,
        # 1 and 2 tie on 4 wins; 1's rating averages 1550 over his rated games only (his solo
        # dominoes and one-seat Yahtzee have none), 2's is 1520.
        row(1, "sequence", wins=4, rating=1600),
        row(1, "matador", wins=0, rating=1500),
        row(1, "solo", wins=0, rating=1500, rated=0, placing_sum=4),
        row(1, "general", wins=0, rating=1500, rated=0, placing_sum=4),
        row(2, "sequence", wins=4, rating=1520),
        # 3 and 4 tie on wins and rating: 4 placed better on average.
        row(3, "sequence", wins=1, rating=1480, placing_sum=8),
        row(4, "sequence", wins=1, rating=1480, placing_sum=7),
        # 5 never played against anyone: no rating, below 6 whose is low.
        row(5, "solo", wins=0, rating=1500, rated=0, placing_sum=4),
        row(6, "sequence", wins=0, rating=1300, placing_sum=8),
    )
    rows = await leaderboard.ranks(service.sessions, GUILD, None)
    assert [r.user_id for r in rows] == [1, 2, 4, 3, 6, 5]
    assert rows[0].rating == pytest.approx(1550) and rows[0].played == 16
    assert rows[-1].rating is None
    assert leaderboard.ranking(None, None) == "wins"


async def test_a_solo_game_has_no_rating_and_ranks_by_average_score(service):
    await put(
        service,
        row(1, "solo", wins=0, rated=0, points=60, placing_sum=8),
        row(2, "solo", wins=0, rated=0, points=80, placing_sum=7),
        row(3, "solo", wins=0, rated=0, points=60, placing_sum=5),
    )
    assert leaderboard.solo("solo") and not leaderboard.solo("general")
    assert leaderboard.ranking("solo", None) == leaderboard.ranking("solo", "rating") == "average"
    rows = await leaderboard.ranks(service.sessions, GUILD, "solo")
    assert [r.user_id for r in rows] == [2, 3, 1]  # 20 a game, then 15 placed 1.25 and 2.0
    assert all(r.rating is None for r in rows)
    asked_for_rating = await leaderboard.ranks(service.sessions, GUILD, "solo", "rating")
    assert asked_for_rating == rows


def test_a_solo_record_counts_the_tiles_placed_and_the_games_won():
    """Solo scores the tiles placed; a game is won with all 28 placed."""
    row = leaderboard.Row(1, 4, 0, 86, 4, None, 28, {"deals_won": 1})
    shown = [*record_words("solo", row, "en"), *figures(DOMINO.figures, row, "en")]
    assert " · ".join(shown) == "4 games, 86 tiles placed · average 21.5 · 1 game won"
    shown = [*record_words("solo", row, "cs"), *figures(DOMINO.figures, row, "cs")]
    assert " · ".join(shown) == "4 hry, 86 přiložených kostek · průměr 21,5 · 1 vyhraná hra"


async def test_practice_games_count_apart_and_move_no_rating(service, monkeypatch):
    service.families = declared("dice", practice=lambda snap: True)  # as a tutor's family
    stats = [{"error": 30, "decisions": 10, "performance": 7.5}, {"performance": 2.5}]
    await finish(service, monkeypatch, Result((2, 1), (10, 40), {"stats": stats}))
    alice, bob = await standing(service, ALICE), await standing(service, BOB)
    assert (alice.played, alice.rated, alice.rating) == (0, 0, ratings.START.shown)
    # Counters still add up; how well each played is kept with his result, never summed.
    assert json.loads(alice.stats) == {
        "error": 30,
        "decisions": 10,
        "practice_played": 1,
        "practice_wins": 0,
    }
    assert json.loads(bob.stats) == {"practice_played": 1, "practice_wins": 1}
    assert await leaderboard.ranks(service.sessions, GUILD, "sequence") == []
    assert await leaderboard.ranks(service.sessions, GUILD, None) == []
    practised = await leaderboard.practice(service.sessions, GUILD, None)
    assert practised == [leaderboard.Practice(BOB.id, 1, 1), leaderboard.Practice(ALICE.id, 1, 0)]
    assert await leaderboard.performance_history(service.sessions, GUILD, ALICE.id) == [
        ("sequence", 7.5, True)
    ]
    assert await leaderboard.rating_history(service.sessions, GUILD, ALICE.id) == []

    service.families = declared("dice", practice=lambda snap: False)  # a rated game after it
    await finish(service, monkeypatch, Result((1, 2), (50, 20), {"stats": [{}, {}]}))
    first, second = await leaderboard.ranks(service.sessions, GUILD, "sequence")
    assert (first.user_id, first.played, second.played) == (ALICE.id, 1, 1)
    assert first.rating > ratings.START.shown > second.rating
