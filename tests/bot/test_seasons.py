"""Seasons on both databases: a season's bounds (a month or a quarter, midnight in the daily
challenge's zone), its board recomputed from its own rated results alone (the same ratings as
the standings give a history inside one season), its podiums, the close claimed once across
processes and restarts with its champions kept and posted, and the titles in /stats."""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, replace
from datetime import UTC, date, datetime, timedelta
from types import SimpleNamespace

import time_machine
from hypothesis import given
from hypothesis import strategies as st
from sqlmodel import select

from bot import db, leaderboard, ratings
from bot.daily import posts as daily_posts
from bot.daily.challenges import DailyChallenges
from bot.days import DailyClock
from bot.families import Families
from bot.game import Place
from bot.models import Game, ResultRecord, SeasonChampion, Standing, utcnow
from bot.seasons import posts as season_posts
from bot.seasons import season as seasons
from bot.seasons.season import MONTH, QUARTER, Season
from bot.stats_view import member_stats
from rules import registry
from rules.base import Result
from tests.conftest import ALICE, BOB, CAROL, CHANNEL, GUILD
from tests.support.boards import texts
from tests.support.phone import show

PRAGUE = DailyClock("Europe/Prague")
OCTOBER = Season(2026, 10)
A, B, C = ALICE.id, BOB.id, CAROL.id
OTHER_GUILD = GUILD + 1
MICROSECOND = timedelta(microseconds=1)


class OnDay(DailyClock):
    """The daily clock on a day of the test's choosing."""

    def __init__(self, day: date) -> None:
        super().__init__("Europe/Prague")
        self.day = day

    def today(self, now: datetime | None = None) -> date:
        return self.day


def test_a_season_is_a_month_or_a_quarter_from_midnight_in_the_daily_zone():
    start, end = OCTOBER.span(PRAGUE)
    assert start == datetime(2026, 9, 30, 22, tzinfo=UTC)  # 1 October, 0:00 CEST
    assert end == datetime(2026, 10, 31, 23, tzinfo=UTC)  # 1 November, 0:00 CET
    assert (OCTOBER.key, OCTOBER.previous.key, OCTOBER.next.key) == (
        "2026-10",
        "2026-09",
        "2026-11",
    )
    assert Season(2027, 1).previous == Season(2026, 12)
    fourth = Season.of(date(2026, 11, 27), QUARTER)
    assert (fourth.key, fourth.previous.key, fourth.next.key) == ("2026-Q4", "2026-Q3", "2027-Q1")
    assert fourth.span(PRAGUE) == (start, datetime(2026, 12, 31, 23, tzinfo=UTC))
    names = [OCTOBER.name(lang) for lang in ("en", "cs", "pl")]
    assert names == ["October 2026", "říjen 2026", "październik 2026"]
    assert [fourth.name(lang) for lang in ("en", "cs", "pl")] == [
        "4th quarter 2026",
        "4. čtvrtletí 2026",
        "IV kwartał 2026",
    ]


@given(st.dates(date(2000, 1, 1), date(2100, 12, 31)), st.sampled_from(seasons.LENGTHS))
def test_every_day_is_in_one_season_which_its_neighbours_border(day, length):
    season = Season.of(day, length)
    start, end = season.span(PRAGUE)
    assert start <= PRAGUE.start(day) < end
    assert season.next.span(PRAGUE)[0] == end and season.previous.span(PRAGUE)[1] == start
    assert season.next.previous == season and Season.parse(season.key) == season


@dataclass(frozen=True)
class Played:
    """A finished game as the bot saves it: its seats are (member, or None for a computer;
    place; score)."""

    id: int
    game: str
    when: datetime
    seats: tuple[tuple[int | None, int, float], ...]
    practice: bool = False
    guild: int = GUILD


async def put(engine, *games: Played) -> None:
    """The games' rows and their results, as the bot writes them."""
    async with db.session_factory(engine)() as session:
        for played in games:
            session.add(
                Game(
                    id=played.id,
                    guild_id=played.guild,
                    channel_id=CHANNEL,
                    family=registry.get(played.game).family,
                    game=played.game,
                    status="finished",
                    host_id=A,
                )
            )
            await session.flush()
            for seat, (user, place, score) in enumerate(played.seats):
                session.add(
                    ResultRecord(
                        game_id=played.id,
                        seat=seat,
                        guild_id=played.guild,
                        user_id=user,
                        game=played.game,
                        place=place,
                        score=score,
                        created_at=played.when,
                        practice=played.practice,
                    )
                )
        await session.commit()


START, END = OCTOBER.span(PRAGUE)
DAY = timedelta(days=1)
OCTOBER_GAMES = (
    Played(1, "sequence", START - MICROSECOND, ((A, 1, 50), (B, 2, 20))),  # September's last
    Played(2, "sequence", START, ((A, 1, 60), (B, 2, 30))),  # October's first moment
    Played(3, "sequence", START + 9 * DAY, ((B, 1, 70), (None, 2, 10))),
    Played(4, "sequence", START + 10 * DAY, ((A, 1, 90), (B, 2, 0)), practice=True),
    Played(5, "sequence", START + 11 * DAY, ((A, 1, 40), (C, 1, 40), (None, 3, 5))),
    Played(6, "sequence", END - MICROSECOND, ((C, 1, 80), (B, 2, 25))),  # October's last
    Played(7, "sequence", END, ((A, 1, 55), (B, 2, 35))),  # November's first
    Played(8, "sequence", START + 3 * DAY, ((A, 2, 5), (B, 1, 9)), guild=OTHER_GUILD),
    Played(9, "kosci", START + 3 * DAY, ((A, 2, 150), (C, 1, 200))),
    Played(10, "solo", START + 4 * DAY, ((A, 1, 28),)),  # played alone
    Played(11, "sequence", datetime(2026, 12, 5, tzinfo=UTC), ((C, 1, 30), (A, 2, 10))),
)


async def test_a_seasons_board_is_rated_on_the_seasons_rated_games_alone(engine):
    await put(engine, *OCTOBER_GAMES)
    sessions = db.session_factory(engine)
    board = await seasons.board(sessions, GUILD, "sequence", OCTOBER, PRAGUE)
    # Worked directly: games 2, 3, 5 and 6 in the order they ended, computers fixed.
    s = dict.fromkeys((A, B, C), ratings.START)
    s[A], s[B] = ratings.rate([s[A], s[B]], [1, 2], [False, False])
    s[B], _ = ratings.rate([s[B], ratings.COMPUTER], [1, 2], [False, True])
    s[A], s[C], _ = ratings.rate([s[A], s[C], ratings.COMPUTER], [1, 1, 3], [False, False, True])
    s[C], s[B] = ratings.rate([s[C], s[B]], [1, 2], [False, False])
    expected = [
        leaderboard.Row(A, 2, 2, 100, 2, s[A].shown, 60, rated=2),
        leaderboard.Row(B, 3, 1, 125, 5, s[B].shown, 70, rated=3),
        leaderboard.Row(C, 2, 2, 120, 2, s[C].shown, 80, rated=2),
    ]
    assert board.games == 4
    assert board.rows == leaderboard.ranked(expected, "rating")
    assert all(row.provisional for row in board.rows)  # as on the all-time board
    # The season's other figures rank too; a family's counters fall back to the rating.
    by_points = await seasons.board(sessions, GUILD, "sequence", OCTOBER, PRAGUE, "points")
    assert [row.user_id for row in by_points.rows] == [B, C, A]
    fibs = await seasons.board(sessions, GUILD, "sequence", OCTOBER, PRAGUE, "fibs")
    assert fibs.rows == board.rows
    # November has game 7 alone; the quarter games 2–7 and 11; a game played alone, nothing.
    november = await seasons.board(sessions, GUILD, "sequence", OCTOBER.next, PRAGUE)
    assert [(row.user_id, row.played) for row in november.rows] == [(A, 1), (B, 1)]
    quarter = Season(2026, 10, QUARTER)
    assert (await seasons.board(sessions, GUILD, "sequence", quarter, PRAGUE)).games == 6
    assert await seasons.board(sessions, GUILD, "solo", OCTOBER, PRAGUE) == seasons.Board()


async def finish(service, monkeypatch, players, placings, computer=False) -> None:
    """A game of Sequence among `players` (and a computer) that ends with `placings`."""
    seats = len(players) + computer
    result = Result(tuple(placings), tuple(10 * (seats - p) for p in placings), {})
    monkeypatch.setattr(registry.get("sequence"), "result", lambda state: result)
    snap = await service.create(Place(GUILD, CHANNEL), players[0], "sequence")
    for player in players[1:]:
        snap = await service.join(snap.game.id, player)
    if computer:
        await service.add_computer(snap.game.id, players[0])
    await service.start(snap.game.id, players[0])
    await service.resign(CHANNEL, players[0])


async def test_a_history_inside_one_season_rates_as_the_standings_do(service, monkeypatch, moment):
    """The standings rate each game as it ends; a season holding the whole history must give
    every member the same rating from the results alone."""
    outcomes = [
        ([ALICE, BOB], [1, 2], False),
        ([ALICE, BOB], [2, 1], False),
        ([BOB, CAROL], [1, 1], False),
        ([ALICE], [2, 1], True),
        ([CAROL, ALICE], [1, 2], False),
        ([BOB], [1, 2], True),
    ]
    for players, placings, computer in outcomes:
        await finish(service, monkeypatch, players, placings, computer)
    async with service.sessions() as session:
        standings = (await session.exec(select(Standing))).all()
    season = Season.of(PRAGUE.today(), MONTH)
    board = await seasons.board(service.sessions, GUILD, "sequence", season, PRAGUE)
    assert {(r.user_id, r.played, r.wins, round(r.rating, 9)) for r in board.rows} == {
        (s.user_id, s.rated, s.wins, round(s.rating, 9)) for s in standings
    }


def _row(user: int, rated: int, rating: float) -> leaderboard.Row:
    return leaderboard.Row(user, rated, 0, 0, rated, rating, rated=rated)


def test_a_podium_is_the_top_three_of_those_with_enough_games():
    rows = [
        _row(1, 2, 1700),
        _row(2, 3, 1650),
        _row(3, 9, 1600),
        _row(4, 3, 1550),
        _row(5, 4, 1500),
    ]
    assert [row.user_id for row in seasons.Board(rows, 12).podium()] == [2, 3, 4]


def games_won(first: int, count: int, winner: int, loser: int, when: datetime, game="sequence"):
    """`count` games in a row won by `winner`, numbered from `first`."""
    seats = ((winner, 1, 9), (loser, 2, 1))
    return [Played(first + n, game, when + n * timedelta(minutes=1), seats) for n in range(count)]


async def test_the_close_is_claimed_once_across_processes_and_restarts(engine, database_url):
    """Two processes' rounds at midnight on 1 November: one closes October (its champions
    kept once); after a restart nothing is due; a month later November is; a server of another
    process's shards is never this one's; a server that changes its settings closes no season
    already over."""
    sessions = db.session_factory(engine)
    await put(engine, *games_won(1, 3, C, A, START + timedelta(days=2)))
    await seasons.configure(sessions, GUILD, OnDay(date(2026, 10, 20)), channel_id=CHANNEL)
    assert await season_posts.due(engine, date(2026, 10, 31), None) == []
    first_of_november = date(2026, 11, 1)
    assert await season_posts.due(engine, first_of_november, None) == [(GUILD, CHANNEL, MONTH)]
    podiums = await seasons.podiums(sessions, GUILD, OCTOBER, PRAGUE)
    champions = seasons.champions(GUILD, OCTOBER, PRAGUE, podiums)
    other = db.create_engine(database_url)  # another process's
    try:
        claims = await asyncio.gather(
            *(
                season_posts.claim(each, GUILD, OCTOBER, first_of_november, None, champions)
                for each in (engine, other)
            )
        )
    finally:
        await other.dispose()
    assert sorted(claims) == [False, True]
    restarted = db.create_engine(database_url)
    try:
        assert await season_posts.due(restarted, first_of_november, None) == []
        again = await season_posts.claim(
            restarted, GUILD, OCTOBER, first_of_november, None, champions
        )
        assert not again
    finally:
        await restarted.dispose()
    async with sessions() as session:
        kept = (await session.exec(select(SeasonChampion))).all()
    assert sorted((c.season, c.game, c.place, c.user_id) for c in kept) == [
        ("2026-10", "sequence", 1, C),
        ("2026-10", "sequence", 2, A),
    ]
    assert kept[0].ends_at.replace(tzinfo=UTC) == END
    december = date(2026, 12, 1)
    others = daily_posts.owned_by(2, [1 - (GUILD >> 22) % 2])
    assert await season_posts.due(engine, december, others) == []
    assert await season_posts.due(engine, december, None) == [(GUILD, CHANNEL, MONTH)]
    # Quarters from now on: the third quarter is over, but was never this server's to close.
    await seasons.configure(sessions, GUILD, OnDay(december), length=QUARTER)
    assert await seasons.length_of(sessions, GUILD) == QUARTER
    assert await season_posts.due(engine, december, None) == []
    assert await season_posts.due(engine, date(2027, 1, 1), None) == [(GUILD, CHANNEL, QUARTER)]
    await seasons.configure(sessions, GUILD, OnDay(december), posts=False)
    assert await seasons.channel_of(sessions, GUILD) is None
    assert await season_posts.due(engine, date(2027, 1, 1), None) == []


class Channel:
    def __init__(self, sent: list) -> None:
        self.sent = sent

    async def send(self, **message):
        self.sent.append(message)


def season_posts_to(sent: list, engine, clock, lang: str) -> season_posts.SeasonPosts:
    """The seasons' round of a process on `clock`, its posts (in `lang`) kept in `sent`."""
    client = SimpleNamespace(get_partial_messageable=lambda channel, guild_id: Channel(sent))
    sessions = db.session_factory(engine)
    return season_posts.SeasonPosts(client, engine, sessions, clock, None, lambda guild: lang)


async def test_a_round_posts_the_champions_of_each_game_once_in_the_servers_language(engine):
    sessions = db.session_factory(engine)
    when = START + timedelta(days=5)
    await put(
        engine,
        *games_won(1, 3, C, A, when),
        *games_won(10, 4, B, A, when + timedelta(days=1)),
        *games_won(20, 5, A, C, when, game="kosci"),
        *games_won(30, 2, B, C, when, game="backgammon"),  # too few for a podium
    )
    await seasons.configure(sessions, GUILD, OnDay(date(2026, 10, 20)), channel_id=CHANNEL)
    sent: list[dict] = []
    posts = season_posts_to(sent, engine, OnDay(date(2026, 11, 1)), "pl")
    assert (await posts.round(), await posts.round()) == (1, 0)
    (message,) = sent
    shown = texts(message["view"].to_components())
    # Sequence's 7 games first (A played 7, B 4, C 3), then Kości's 5; backgammon has none.
    board = await seasons.board(sessions, GUILD, "sequence", OCTOBER, PRAGUE)
    assert [row.user_id for row in board.rows] == [B, C, A]  # 4 wins, 3 wins, 7 losses
    assert shown == [
        "## 🏆 Mistrzowie sezonu · październik 2026",
        f"**Sekwencja**\n🥇 <@{B}> · 🥈 <@{C}> · 🥉 <@{A}>\n**Kości**\n🥇 <@{A}> · 🥈 <@{C}>",
        "-# Kolejność według rankingu sezonu (tylko z jego gier); na podium trzeba"
        " rozegrać w jednej grze co najmniej 3 partie rankingowe. Zaczął się nowy sezon:"
        " pokaże go /ranking.",
    ]
    assert "allowed_mentions" not in message  # the bot's own: nobody pinged
    async with sessions() as session:
        kept = (await session.exec(select(SeasonChampion))).all()
    assert sorted((c.game, c.place, c.user_id) for c in kept) == [
        ("kosci", 1, A),
        ("kosci", 2, C),
        ("sequence", 1, B),
        ("sequence", 2, C),
        ("sequence", 3, A),
    ]


async def test_the_season_under_way_closes_at_its_end_once(engine, moment):
    """At a moment of the date matrix, a server of monthly seasons and one of quarters, each
    with games in its season under way (Prague's calendar, whatever UTC's date is): nothing
    closes before the season's end; the first round after it closes it once, its champions
    kept with its key and end; a quarter closes with its last month alone."""
    sessions, clock = db.session_factory(engine), DailyClock()
    month, quarter = (Season.of(clock.today(), length) for length in seasons.LENGTHS)
    for guild, season, first in ((GUILD, month, 1), (OTHER_GUILD, quarter, 10)):
        start = season.span(clock)[0]
        played = games_won(first, 3, C, A, start + (utcnow() - start) / 2)
        await put(engine, *(replace(game, guild=guild) for game in played))
        await seasons.configure(sessions, guild, clock, length=season.length, channel_id=CHANNEL)
    sent: list[dict] = []
    posts = season_posts_to(sent, engine, clock, "en")
    assert await posts.round() == 0
    ends = {GUILD: month.span(clock)[1], OTHER_GUILD: quarter.span(clock)[1]}
    for when in sorted(set(ends.values())):
        with time_machine.travel(when + timedelta(minutes=1), tick=True):
            assert (await posts.round(), await posts.round()) == (
                sum(end == when for end in ends.values()),
                0,
            )
    assert [texts(message["view"].to_components())[0] for message in sent] == [
        f"## 🏆 Season champions · {season.name('en')}"
        for season in sorted((month, quarter), key=lambda season: season.span(clock)[1])
    ]
    async with sessions() as session:
        kept = (await session.exec(select(SeasonChampion))).all()
    assert sorted((c.guild_id, c.season, c.place, c.user_id) for c in kept) == [
        (GUILD, month.key, 1, C),
        (GUILD, month.key, 2, A),
        (OTHER_GUILD, quarter.key, 1, C),
        (OTHER_GUILD, quarter.key, 2, A),
    ]
    assert {c.ends_at.replace(tzinfo=UTC) for c in kept if c.guild_id == GUILD} == {ends[GUILD]}


async def test_a_close_missed_across_several_season_ends_closes_each_once(engine):
    """The bot down from late August to 1 November: the first round closes August, September
    and October in turn, each posted once with its own champions; the next closes nothing."""
    sessions = db.session_factory(engine)
    august, september = Season(2026, 8), Season(2026, 9)
    for first, (season, winner) in enumerate(((august, B), (september, C), (OCTOBER, A))):
        start = season.span(PRAGUE)[0]
        loser = next(member for member in (A, B, C) if member != winner)
        await put(engine, *games_won(10 * first + 1, 3, winner, loser, start + 2 * DAY))
    await seasons.configure(sessions, GUILD, OnDay(date(2026, 8, 20)), channel_id=CHANNEL)
    sent: list[dict] = []
    posts = season_posts_to(sent, engine, OnDay(date(2026, 11, 1)), "en")
    assert (await posts.round(), await posts.round()) == (3, 0)
    assert [texts(message["view"].to_components())[0] for message in sent] == [
        f"## 🏆 Season champions · {season.name('en')}" for season in (august, september, OCTOBER)
    ]
    async with sessions() as session:
        kept = (await session.exec(select(SeasonChampion).where(SeasonChampion.place == 1))).all()
    assert sorted((c.season, c.user_id) for c in kept) == [
        ("2026-08", B),
        ("2026-09", C),
        ("2026-10", A),
    ]


async def titles_of(engine, user: int, *won: tuple[str, str, int]) -> None:
    """The member's podium places: (season, game, place)."""
    async with db.session_factory(engine)() as session:
        for season, game, place in won:
            ends = Season.parse(season).next.span(PRAGUE)[0]
            session.add(
                SeasonChampion(
                    guild_id=GUILD,
                    season=season,
                    game=game,
                    place=place,
                    user_id=user,
                    rating=1600,
                    ends_at=ends,
                )
            )
        await session.commit()


async def test_a_members_newest_titles_are_a_line_each(engine):
    await titles_of(
        engine,
        B,
        ("2026-07", "kosci", 1),
        ("2026-08", "sequence", 1),
        ("2026-09", "backgammon", 2),  # second: a runner-up's
        ("2026-10", "kosci", 1),
        ("2026-Q2", "general", 1),
    )
    titles = await seasons.titles(db.session_factory(engine), GUILD, B)
    assert seasons.title_lines(titles, "cs") == (
        "-# 🏆 Vítězství: Kości · říjen 2026\n-# 🥈 Druhé místo: Vrhcáby · září 2026\n"
        "-# 🏆 Vítězství: Sekvence · srpen 2026"
    )
    assert await seasons.titles(db.session_factory(engine), OTHER_GUILD, B) == []


async def test_stats_shows_the_titles_under_the_name_and_each_family_s_story(engine):
    """A member of three families with charts (as tests/e2e/test_stats.py's), three titles
    and his games' stories (bot/story_stats.py), on a phone."""
    from cogs import FAMILIES

    number = 1
    for game, count in {"sequence": 8, "kosci": 7, "backgammon": 5, "six_dice": 1}.items():
        for n in range(count):
            seats = ((B, 1 + n % 2, 100), (A, 2 - n % 2, 90))
            await put(engine, Played(number, game, START + number * DAY, seats))
            number += 1
    sessions = db.session_factory(engine)
    async with sessions() as session:
        results = (await session.exec(select(ResultRecord).where(ResultRecord.user_id == B))).all()
        standings: dict[str, Standing] = {}
        for result in results:  # his standings, his rating after each game (the chart) and
            result.rating = 1500 + result.game_id  # his games' stories (bot/story_stats.py)
            result.luck = (result.game_id % 5 - 2) * (0.1 if result.game == "backgammon" else 9)
            result.cost = None if result.game == "sequence" else result.game_id % 3
            row = standings.setdefault(
                result.game, Standing(guild_id=GUILD, user_id=B, game=result.game)
            )
            row.played += 1
            row.rated += 1
            row.wins += result.place == 1
            row.points += 100
            row.placing_sum += result.place
            row.best = 100
            session.add(result)
        session.add_all(standings.values())
        await session.commit()
    titles = (("2026-08", "sequence", 1), ("2026-09", "kosci", 1), ("2026-10", "kosci", 1))
    await titles_of(engine, B, *titles)
    families = Families(FAMILIES)
    daily = DailyChallenges(engine, families, PRAGUE)
    layout = await member_stats(sessions, families, daily, GUILD, B, "Bob", "cs")
    assert layout.header == (
        "## Bob na tomto serveru\n-# 🏆 Vítězství: Kości · říjen 2026"
        "\n-# 🏆 Vítězství: Kości · září 2026\n-# 🏆 Vítězství: Sekvence · srpen 2026"
    )
    assert layout.picture is not None and len(layout.blocks) == 3  # the charts, 3 families
    assert [block.splitlines()[-1] for block in layout.blocks] == [  # (Sekvence: luck alone)
        "-# 🍀 Štěstí −1 ± 9 · 🎯 rozhodnutí 0 · v bodech na hru (posledních 9 hodnocených her)",
        "-# 🍀 Štěstí 0,0 ± 14,4 · 🎯 rozhodnutí −0,9 · v bodech na hru"
        " (posledních 7 hodnocených her)",
        "-# 🍀 Štěstí 0,00 ± 0,20 · 🎯 rozhodnutí −1,20 · v hodnotě pozice na hru"
        " (posledních 5 hodnocených her)",
    ]
    # 640 px without the stories; each family's takes two small lines on a phone, which
    # scrolls this one (a message to read, not a board to play on).
    assert show(layout).height <= 740  # 736 px
