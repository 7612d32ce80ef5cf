"""Standings beyond Elo: best score, a family's counters summed from `Result.detail["stats"]`,
the FIBS match rating, and leaderboards ranked by any of those figures."""

from __future__ import annotations

import json

import pytest
from sqlmodel import select

from bot import leaderboard, ratings
from bot.models import Standing
from rules import registry
from rules.base import Result
from tests.conftest import ALICE, BOB, CHANNEL, GUILD


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
    snap = await service.create(GUILD, CHANNEL, ALICE, "sequence")
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

    by_error = await leaderboard.top(service.sessions, GUILD, "sequence", "error")
    assert [row.user_id for row in by_error] == [BOB.id, ALICE.id]  # 1.0 beats 3.0
    by_best = await leaderboard.top(service.sessions, GUILD, "sequence", "best")
    assert [row.user_id for row in by_best] == [ALICE.id, BOB.id]
    assert by_best[0].figure("average") == 30 and by_best[1].figure("fibs") == 1506.0
    # A figure nobody has (no Yahtzee quality here) leaves the usual ranking by rating.
    by_quality = await leaderboard.top(service.sessions, GUILD, "sequence", "quality")
    assert [row.figure("quality") for row in by_quality] == [None, None]
