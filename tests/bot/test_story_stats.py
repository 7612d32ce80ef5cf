"""Was it the dice, over many games (bot/story_stats.py), on both databases: each seat's
result keeps its game's story as the end board tells it, and /stats and a season's board say
a member's luck a game over his last rated games with its 95 % interval, and his decisions."""

from __future__ import annotations

import math
import statistics
from datetime import UTC, datetime, timedelta

import pytest
from sqlmodel import select

from bot import db, story_stats
from bot.game import Place
from bot.interval import mean_interval, t_quantile
from bot.models import Game, ResultRecord
from rules import registry
from rules.base import SeededChance
from rules.story import against_table
from tests.conftest import ALICE, BOB, CHANNEL, GUILD

START = datetime(2026, 10, 1, tzinfo=UTC)


def test_the_interval_is_student_s_for_few_games_and_the_normal_s_for_many():
    mean, half = mean_interval([1, 2, 3, 4])
    assert mean == 2.5 and half == pytest.approx(3.182 * statistics.stdev([1, 2, 3, 4]) / 2)
    assert t_quantile(1) == 12.706 and t_quantile(29) == 2.045 and t_quantile(49) == 1.96


async def play(service, game: str) -> object:
    """A game between Alice and Bob to its end, each playing as the simple computer would."""
    rules, chance = registry.get(game), SeededChance(f"{game}-story")
    snap = await service.create(Place(GUILD, CHANNEL), ALICE, game)
    snap = await service.join(snap.game.id, BOB)
    snap = await service.start(snap.game.id, ALICE)
    while snap.game.status == "active":
        player = ALICE if snap.seats[snap.to_move].user_id == ALICE.id else BOB
        action = rules.simple_computer_action(snap.state, chance)
        snap = await service.act(snap.game.id, snap.game.version, player, action)
    return snap


@pytest.mark.parametrize(("game", "decided"), [("ones_and_fives", True), ("sequence", False)])
async def test_each_result_keeps_the_luck_and_decisions_the_end_board_tells(service, game, decided):
    """The luck against the table (the two seats' sum to 0) and, where the players decide,
    what their decisions cost: the numbers of the end board's story (cogs/dice/story.py)."""
    from cogs.dice import story

    snap = await play(service, game)
    stories = story.work(snap)
    async with service.sessions() as session:
        results = (await session.exec(select(ResultRecord).order_by(ResultRecord.seat))).all()
    assert [r.seat for r in results] == [0, 1]
    assert [r.luck for r in results] == pytest.approx(
        [against_table(stories, seat) for seat in (0, 1)]
    )
    assert math.isclose(sum(r.luck for r in results), 0, abs_tol=1e-9)
    if decided:
        assert [r.cost for r in results] == pytest.approx([one.cost for one in stories])
        assert all(r.cost >= 0 for r in results)
    else:
        assert [r.cost for r in results] == [None, None]
    assert all(r.rating is not None for r in results)  # rated: /stats counts them


async def test_a_yahtzee_result_keeps_its_story_too(service):
    from cogs.yahtzee.board import YahtzeeBoard

    snap = await play(service, "kosci")
    stories = YahtzeeBoard().stories(snap)
    async with service.sessions() as session:
        results = (await session.exec(select(ResultRecord).order_by(ResultRecord.seat))).all()
    assert [(r.luck, r.cost) for r in results] == [
        pytest.approx((against_table(stories, seat), stories[seat].cost)) for seat in (0, 1)
    ]


async def put(engine, rows: list[tuple[str, float, float | None, bool, int]]) -> None:
    """Alice's results, a day apart in order: (game, luck, cost, rated, user)."""
    async with db.session_factory(engine)() as session:
        for number, (game, luck, cost, rated, user) in enumerate(rows, start=1):
            session.add(
                Game(
                    id=number,
                    guild_id=GUILD,
                    channel_id=CHANNEL,
                    family=registry.get(game).family,
                    game=game,
                    status="finished",
                    host_id=user,
                )
            )
            await session.flush()
            session.add(
                ResultRecord(
                    game_id=number,
                    seat=0,
                    guild_id=GUILD,
                    user_id=user,
                    game=game,
                    place=1,
                    score=0,
                    rating=1500 if rated else None,
                    luck=luck,
                    cost=cost,
                    created_at=START + timedelta(days=number),
                )
            )
        await session.commit()


async def test_the_last_fifty_rated_games_of_the_family_with_the_interval(engine):
    """60 games of two dice games, unrated ones and another member's between: the newest 50 of
    Alice's rated ones, their luck's mean and interval, the decisions' mean where she decided
    (Sequence has none)."""
    rows = []
    for n in range(60):
        game, cost = ("sequence", None) if n % 3 == 0 else ("ones_and_fives", float(n % 7))
        rows.append((game, float(n % 11) - 5, cost, True, ALICE.id))
        rows.append((game, 100.0, 100.0, False, ALICE.id))  # practice: not rated
        rows.append((game, -100.0, 1.0, True, BOB.id))
    await put(engine, rows)
    sessions = db.session_factory(engine)
    told = await story_stats.told(sessions, GUILD, ALICE.id, ["ones_and_fives", "sequence"])
    newest = [row for row in rows if row[3] and row[4] == ALICE.id][-50:]
    mean, half = mean_interval([row[1] for row in newest])
    costs = [row[2] for row in newest if row[2] is not None]
    assert told == story_stats.Told(50, mean, half, statistics.fmean(costs))
    # A season's: its span's games alone (the 3 rows of each of days 11..19: Alice's 3 rated).
    span = (START + timedelta(days=31), START + timedelta(days=58))
    season = await story_stats.told(sessions, GUILD, ALICE.id, ["sequence"], span)
    assert season is not None and season.games == 3 and season.cost is None
    # One game has no interval: nothing is said.
    one = (span[0], span[0] + timedelta(days=1))
    assert await story_stats.told(sessions, GUILD, ALICE.id, ["ones_and_fives"], one) is None
    assert await story_stats.told(sessions, GUILD, ALICE.id, ["figures"]) is None


def test_the_line_in_each_language():
    story = story_stats.Told(50, 12.4, 18.04, 7.6)
    assert story_stats.line(story, "dice", 0, "en") == (
        "🍀 Luck +12 ± 18 · 🎯 decisions −8 · points a game (the last 50 rated games)"
    )
    assert story_stats.line(story, "yahtzee", 1, "cs") == (
        "🍀 Štěstí +12,4 ± 18,0 · 🎯 rozhodnutí −7,6 · v bodech na hru"
        " (posledních 50 hodnocených her)"
    )
    luck_only = story_stats.Told(3, -0.123, 0.4, None)
    assert story_stats.line(luck_only, "backgammon", 2, "pl", season=True) == (
        "🍀 Szczęście −0,12 ± 0,40 · w wartości pozycji na grę (3 gry rankingowe w tym sezonie)"
    )
