"""Members away (/game away, bot/away.py) on both databases: the 14 days in any 30 (worked
examples and the rule checked window by window), a declaration reaching his live games on
every server, his deadlines paused in a casual game (nobody may play for him) and in a
tournament's (the computer does not play his turn), pings held back, his return by time and by
a click restarting his turn's clock, and the board's line."""

from __future__ import annotations

from dataclasses import replace
from datetime import UTC, datetime, timedelta
from functools import partial
from types import SimpleNamespace

import discord
import pytest
from hypothesis import given
from hypothesis import strategies as st
from sqlalchemy import insert, select, update

from bot import away
from bot.controller import Controller
from bot.frame import render
from bot.game import GameError, Place
from bot.housekeeping import Housekeeping
from bot.i18n import t
from bot.models import AwayPeriod, Seat, utcnow
from bot.pings import TurnPings
from bot.timetable import DEADLINE, PING, RETURN, recipient
from tests.bot.interactions import Interaction
from tests.bot.test_controller_flows import (
    PictureBoard,
    _answers_through_the_response,  # noqa: F401
)
from tests.bot.test_pings import Channel, Client
from tests.bot.test_sessions import backdate, refused, started
from tests.bot.test_tournaments import _created, _table
from tests.conftest import ALICE, BOB, CHANNEL, GUILD
from tests.support.saved_games import saved_game, text

DAY, MINUTE = timedelta(days=1), timedelta(minutes=1)
NOW = datetime(2026, 11, 27, 12, tzinfo=UTC)


# ---------------------------------------------------------------- the 14 days in any 30
def test_a_fresh_member_has_14_days():
    assert away.days_left([], NOW) == 14
    assert away.allowed([], NOW, 14) and not away.allowed([], NOW, 15)


def test_ten_days_away_until_five_days_ago_leave_four_and_five_in_eleven_days():
    spans = [(NOW - 15 * DAY, NOW - 5 * DAY)]
    assert not away.allowed(spans, NOW, 5)
    # Four days from now: the 30 days before his return hold the ten, and four make 14.
    assert away.days_left(spans, NOW) == 4
    # Five days: once the window before the return holds nine of the ten, from now + 11 days
    # (the window is then now - 14 days to now + 16 days).
    assert away.possible_from(spans, NOW, 5) == NOW + 11 * DAY
    assert away.allowed(spans, NOW + 11 * DAY, 5)
    assert not away.allowed(spans, NOW + 11 * DAY - timedelta(minutes=1), 5)


def most_in_a_window(spans: list[tuple[datetime, datetime]]) -> timedelta:
    """The most absence any 30-day window holds, found by brute force: the overlap changes
    slope only where a window's edge meets a period's, so those windows are enough."""
    edges = {edge for span in spans for edge in span}
    starts = edges | {edge - away.WINDOW for edge in edges}
    return max(
        sum(
            (
                min(end, start + away.WINDOW) - max(begin, start)
                for begin, end in spans
                if end > start and begin < start + away.WINDOW
            ),
            timedelta(),
        )
        for start in starts
    )


@st.composite
def histories(draw) -> list[tuple[datetime, datetime]]:
    """Past periods, one after another, within the 14 days in any 30."""
    spans: list[tuple[datetime, datetime]] = []
    end = NOW - draw(st.integers(0, 40)) * timedelta(hours=6)
    for _ in range(draw(st.integers(0, 4))):
        length = draw(st.integers(1, 56)) * timedelta(hours=6)
        span = (end - length, end)
        if most_in_a_window([*spans, span]) <= away.MAX_DAYS * DAY:
            spans.append(span)
        end = span[0] - draw(st.integers(0, 40)) * timedelta(hours=6)
    return spans


@given(histories(), st.integers(1, 14))
def test_a_period_is_allowed_exactly_when_no_30_days_hold_more_than_14(spans, days):
    new = (NOW, NOW + days * DAY)
    within = most_in_a_window([*spans, new]) <= away.MAX_DAYS * DAY
    assert away.allowed(spans, NOW, days) == within
    assert away.allowed(spans, NOW, away.days_left(spans, NOW))
    start = away.possible_from(spans, NOW, days)
    assert start >= NOW and away.allowed(spans, start, days)
    if start > NOW:
        assert not away.allowed(spans, start - timedelta(minutes=1), days)


# ---------------------------------------------------------------- the service
async def declare(service, player, days, reason=None, now=None):
    now = now or utcnow()
    period = partial(away.declare, user_id=player.id, days=days, reason=reason, now=now)
    return await service.mark_away(player.id, now + days * DAY, reason, period)


async def test_declaring_reaches_his_live_games_on_every_server(service, moment):
    here = await started(service)
    elsewhere = await service.create(Place(GUILD + 1, CHANNEL + 1), BOB, "sequence")
    elsewhere = await service.join(elsewhere.game.id, ALICE)  # a lobby on another server
    games = await declare(service, ALICE, 3, "hiking")
    assert games == {
        here.game.id: (GUILD, here.game.version + 1),
        elsewhere.game.id: (GUILD + 1, elsewhere.game.version + 1),
    }
    for game_id in games:
        snap = await service.load(game_id)
        seat = snap.seats[snap.seat_of(ALICE.id)]
        assert seat.away_reason == "hiking"
        assert seat.away_until - utcnow() > 3 * DAY - timedelta(minutes=1)
        assert snap.seats[snap.seat_of(BOB.id)].away_until is None
        assert snap.game.due_at <= utcnow()  # its housekeeping works its next event out


async def test_more_than_14_days_in_30_are_refused_with_the_days_left_and_when(service, moment):
    now = utcnow()
    async with service.engine.begin() as connection:
        row = {"user_id": ALICE.id, "starts_at": now - 15 * DAY, "ends_at": now - 5 * DAY}
        await connection.execute(insert(AwayPeriod), row)
    with pytest.raises(GameError) as refusal:
        await declare(service, ALICE, 5, now=now)
    assert refusal.value.key == "away.too_long" and refusal.value.params == {
        "days": 5,
        "left": 4,
        "at": str(int((now + 11 * DAY).timestamp())),
    }
    await declare(service, ALICE, 4, now=now)
    # Away again: the new period takes the place of the current one, which counts until now.
    later = now + DAY
    with refused("away.too_long"):
        await declare(service, ALICE, 4, now=later)
    await declare(service, ALICE, 3, now=later)
    async with service.engine.connect() as connection:
        periods = (await connection.execute(select(AwayPeriod).order_by(AwayPeriod.id))).all()
    assert [(p.ends_at - p.starts_at, p.ended_at) for p in periods[1:]] == [
        (4 * DAY, later),
        (3 * DAY, None),
    ]


async def test_a_casual_game_waits_for_him_and_nobody_may_play_for_him(service):
    snap = await started(service)  # Alice to move
    await backdate(service, snap.game.id, turn_started_at=timedelta(minutes=11))  # overdue
    games = await declare(service, ALICE, 2)
    snap = await service.load(snap.game.id)
    returns = snap.seats[0].away_until
    assert snap.turn_paused_until == returns and snap.deadline() == returns + 10 * MINUTE
    assert service.timetable.events(snap, paced=False) == {RETURN: returns}
    with pytest.raises(GameError) as refusal:
        await service.skip(snap.game.id, games[snap.game.id][1], BOB)
    assert refusal.value.key == "skip.away" and refusal.value.params == {
        "player": "Alice",
        "at": str(int(returns.timestamp())),
    }


async def test_a_tournament_game_does_not_play_his_turn(service, engine):
    from bot.tournaments.service import TournamentService

    tournaments = TournamentService(engine)
    state = await tournaments.join((await _created(tournaments, turn_minutes=10)).id, BOB)
    snap = await _table(service, tournaments, state, [ALICE, BOB])
    absent = snap.seats[snap.to_move]
    await declare(service, SimpleNamespace(id=absent.user_id), 2)
    await backdate(service, snap.game.id, turn_started_at=timedelta(minutes=11))
    snap = await service.load(snap.game.id)
    assert DEADLINE not in service.timetable.events(snap, paced=False)
    assert await service.timeout(snap.game.id) is None
    assert (await service.load(snap.game.id)).recent == snap.recent  # nothing played


async def test_a_table_opened_while_he_is_away_knows_it(service, engine):
    from bot.tournaments.service import TournamentService

    await declare(service, BOB, 2, "exams")
    tournaments = TournamentService(engine)
    state = await tournaments.join((await _created(tournaments)).id, BOB)
    snap = await _table(service, tournaments, state, [ALICE, BOB])
    assert [seat.away_reason for seat in snap.seats] == [None, "exams"]


async def test_nobody_pings_him_while_he_is_away(service):
    snap = await started(service)  # Alice to move: at half the deadline she would be reminded
    await service.set_message(snap.game.id, 777)
    await declare(service, ALICE, 1)
    snap = await service.load(snap.game.id)
    assert recipient(snap, "turn") is None and recipient(snap, "reminder") is None
    assert PING not in service.timetable.events(snap, paced=False)
    channel = Channel()
    pings = TurnPings(service, service.timetable)
    await pings.update(Client(channel), snap.game.id, "en", now=utcnow() + 6 * MINUTE)
    assert channel.sent == []


async def test_back_by_time_his_turn_starts_afresh_from_his_return(service, moment):
    snap = await started(service)
    await declare(service, ALICE, 1)
    assert await service.restart_turn(snap.game.id) is None  # not back yet
    returned = utcnow() - 5 * MINUTE
    async with service.engine.begin() as connection:  # time passes: his return is past
        seats = update(Seat).where(Seat.game_id == snap.game.id, Seat.user_id == ALICE.id)
        await connection.execute(seats.values(away_until=returned))
    await backdate(service, snap.game.id, turn_started_at=timedelta(days=1))
    snap = await service.load(snap.game.id)
    assert service.timetable.due_now(snap, paced=False, now=utcnow()) == [RETURN]
    controller = Controller(service, {"dice": PictureBoard()})
    housekeeping = Housekeeping(SimpleNamespace(), service, controller, None, lambda _: "en")
    assert (await housekeeping.round()).events == 1  # (due now: his seats were marked)
    snap = await service.load(snap.game.id)
    assert snap.game.turn_started_at == returned and snap.turn_paused_until is None
    assert snap.deadline() == returned + 10 * MINUTE
    assert PING in service.timetable.events(snap, paced=False)  # his turn is pinged again
    assert await service.restart_turn(snap.game.id) is None  # once


async def test_a_click_of_his_brings_him_back_everywhere_then_counts(service, moment):
    controller = Controller(service, {"dice": PictureBoard()})
    snap = await started(service)  # Alice to move
    other = await service.create(Place(GUILD + 1, CHANNEL + 1), ALICE, "sequence")
    await declare(service, ALICE, 3)
    snap = await service.load(snap.game.id)  # his board, redrawn at the new version
    click = Interaction(ALICE)
    click.client = SimpleNamespace(get_guild=lambda guild_id: None)
    await controller.click(click, snap.game.id, snap.game.version, "roll", "")
    [(kind, _)] = click.response.calls
    assert kind == "edit_message"  # the roll was played, not refused
    played = await service.load(snap.game.id)
    assert played.game.version == snap.game.version + 2  # his return, then the roll
    assert played.deadline() > utcnow() + 9 * MINUTE  # his turn's time counted from now
    for game_id in (snap.game.id, other.game.id):
        seat = (await service.load(game_id)).seats[0]
        assert utcnow() - MINUTE < seat.away_until <= utcnow()
    async with service.engine.connect() as connection:
        [period] = (await connection.execute(select(AwayPeriod))).all()
    assert period.ended_at is not None
    # A second click racing the first finds him back already: nothing more is saved.
    back = partial(away.end, user_id=ALICE.id, now=utcnow())
    assert await service.mark_away(ALICE.id, utcnow(), None, back) == {}


async def test_back_when_not_away_ends_no_period(service):
    async def period(connection):
        assert not await away.end(connection, ALICE.id, utcnow())

    assert await service.mark_away(ALICE.id, utcnow(), None, period) == {}  # no live game


async def test_the_command_declares_ends_and_refuses_in_words(service):
    controller = Controller(service, {"dice": PictureBoard()})

    async def command(days: int) -> str:
        said = Interaction(ALICE, kind=discord.InteractionType.application_command)
        said.client = SimpleNamespace(get_guild=lambda guild_id: None)
        await controller.absences.away(said, days, None)
        [(kind, options)] = said.response.calls
        assert kind == "send_message" and options["ephemeral"]
        return options["content"]

    assert (await command(2)).startswith("🏖 You are away until <t:")
    assert await command(0) == t("en", "away.back")
    assert await command(0) == t("en", "away.not_away")


def test_the_refusal_says_the_days_left_and_from_when():
    at = {"days": 5, "at": "1800000000"}
    assert t("en", "away.too_long", left=4, **at) == (
        "You can be away at most 14 days in any 30. You have 4 days left now; 5 days from "
        "<t:1800000000:f>."
    )
    assert t("cs", "away.too_long", left=2, **at).endswith(
        "Teď ti zbývají 2 dny; od <t:1800000000:f> budeš mít 5 dní."
    )
    assert "nie został ci ani jeden dzień; od <t:1800000000:f> będziesz mieć 5 dni." in t(
        "pl", "away.too_long", left=0, **at
    )


# ---------------------------------------------------------------- the board
def away_game(game_id: str, until, reason):
    """A game of Eva and Petr (users 100, 101), Eva to move, Petr away."""
    snap = saved_game(game_id, None, ["Eva", "Petr"], turn_started_at=utcnow())
    petr = replace(snap.seats[1], away_until=until, away_reason=reason)
    return replace(snap, seats=[snap.seats[0], petr], state=snap.rules.new_game({}, 2))


def test_the_board_says_who_is_away_until_when_and_why_as_typed():
    from cogs.dice.board import DiceBoard
    from cogs.yahtzee.board import YahtzeeBoard

    until = utcnow() + 2 * DAY
    at = int(until.timestamp())
    snap = away_game("sequence", until, "**exams** @everyone")
    shown = text(render(DiceBoard(), snap, "en"))
    assert f"<@101> — **0** 🏖 away until <t:{at}:f> (\\*\\*exams\\*\\* @\u200beveryone)" in shown
    assert "<@100> — **0**\n" in shown
    # A board whose picture lists the players says it on a line of its own.
    shown = text(render(YahtzeeBoard(), away_game("kosci", until, None), "cs"))
    assert f"<@101> 🏖 na dovolené do <t:{at}:f>" in shown.splitlines()
    back = away_game("sequence", utcnow() - MINUTE, None)  # back: nothing said
    assert "🏖" not in text(render(DiceBoard(), back, "en"))
