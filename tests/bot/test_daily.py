"""The daily challenge's bot side on both databases: the day created once with one secret, one
attempt per member and challenge a day (whichever server), the attempt played through the
session service on the day's chance and judged when it ends, the day's boards, streaks, the
day's end, and the attempt verified once its day is over. The family here is dominoes' solo
deal (one shuffle: its chance needs no rules hook) with a plain comparison, so that what is
tested is the bot; each family's own comparison is tested in tests/rules. Backgammon's attempt
(with GNU Backgammon's engine) is verified against the position its day's secret gives."""

from __future__ import annotations

import asyncio
from dataclasses import replace
from datetime import date, datetime, time, timedelta

import pytest
import time_machine

from bot import records
from bot.daily import challenges as daily
from bot.daily import posts as daily_posts
from bot.daily.challenges import DailyChallenges
from bot.daily.occasion import DailyAttempt, start_attempt
from bot.days import DailyClock
from bot.engine_process import EngineUnavailable
from bot.families import Families
from bot.game import GameError, Place
from bot.models import utcnow
from bot.occasion import Occasions
from bot.sessions import GameService
from bot.timetable import DAY_END
from rules import fairness, registry
from rules.base import SeededChance
from rules.daily import Challenge, Comparison, DailyRules
from tests.conftest import ALICE, BOB, CAROL, CHANNEL, GUILD, backgammon_with

OTHER_GUILD = GUILD + 1
PRAGUE = DailyClock().zone  # the challenge's zone (DAILY_TIMEZONE's default)


def _placed(rules, challenge, log, seed) -> Comparison:
    """The attempt's score beside a fixed "perfect" 28 (a test double of a family's
    comparison, which tests/rules holds to perfect play)."""
    state = rules.new_game(challenge.options, 1)
    for _, _, action in log:
        state = rules.apply(state, action)
    score = rules.result(state).scores[0]
    return Comparison(score, 28, (score / 28,), None)


def _families() -> Families:
    from cogs import domino

    rules = DailyRules(challenge=lambda day, seed: Challenge("solo"), compare=_placed)
    daily = replace(domino.FAMILY.daily, rules=rules)
    return Families([replace(domino.FAMILY, daily=daily)])


@pytest.fixture
def challenges(engine):
    return DailyChallenges(engine, _families(), DailyClock())


@pytest.fixture
async def service(engine, challenges):
    occasions = Occasions([DailyAttempt(challenges)])
    return GameService(engine, SeededChance(7), families=challenges.families, occasions=occasions)


async def play_out(service: GameService, snap, player):
    chance = SeededChance(3)
    while snap.game.status == "active":
        action = snap.rules.computer_action(snap.state, chance)
        snap = await service.act(snap.game.id, snap.game.version, player, action)
    return snap


async def test_the_day_is_created_once_with_one_secret(engine, moment):
    """Two processes asking for the day at once: one secret, one set of challenges."""
    families = _families()
    first, second = (DailyChallenges(engine, families, DailyClock()) for _ in range(2))
    one, other = await asyncio.gather(first.day(), second.day())
    assert one.secret == other.secret and one.challenges == other.challenges
    assert one.challenges == {"domino": Challenge("solo")}
    assert (await DailyChallenges(engine, families, DailyClock()).day()).secret == one.secret
    tomorrow = await first.day(one.day + timedelta(days=1))
    assert tomorrow.secret != one.secret


async def test_one_attempt_a_day_whichever_server(service, challenges):
    day = await challenges.day()
    snap = await start_attempt(service, GUILD, ALICE, day, "domino")
    assert snap.place.private and snap.game.status == "active" and snap.state is not None
    with pytest.raises(GameError) as refused:
        await start_attempt(service, OTHER_GUILD, ALICE, day, "domino")
    assert refused.value.key == "daily.played"
    await start_attempt(service, OTHER_GUILD, BOB, day, "domino")  # another member may
    # An attempt is no game of a place: the channel is free, /game mine does not list it.
    assert await service.live_game(CHANNEL) is None
    await service.create(Place(GUILD, CHANNEL), ALICE, "figures")
    assert [s.game.game for s in await service.games_of(GUILD, ALICE.id)] == ["figures"]


async def test_everyone_meets_the_same_deal(service, challenges):
    day = await challenges.day()
    deals = [
        (await start_attempt(service, guild, player, day, "domino")).recent[0].action
        for guild, player in ((GUILD, ALICE), (OTHER_GUILD, BOB), (GUILD, CAROL))
    ]
    assert deals[0] == deals[1] == deals[2]
    seed = fairness.challenge_seed(day.secret, "domino")
    expected = fairness.KeyedChance(seed).shuffle(registry.get("solo").deck())
    assert f'"tiles":{[list(tile) for tile in expected]}'.replace(" ", "") in deals[0]


async def test_an_attempt_is_judged_when_it_ends_and_counts_on_the_days_boards(service, challenges):
    day = await challenges.day()
    ended = []
    for guild, player in ((GUILD, ALICE), (OTHER_GUILD, BOB)):
        snap = await start_attempt(service, guild, player, day, "domino")
        ended.append(await play_out(service, snap, player))
    alice = ended[0]
    assert alice.game.status == "finished" and alice.facts.perfect == 28
    assert (await service.reload(alice.game.id)).facts == alice.facts  # as saved
    everyone = await challenges.board(day.day, "domino", None)
    assert sorted(row.name for row in everyone) == ["Alice", "Bob"]
    scores = [row.comparison.score for row in everyone]
    assert scores == sorted(scores, reverse=True)  # best first
    here = await challenges.board(day.day, "domino", GUILD)
    assert [row.name for row in here] == ["Alice"]
    assert await challenges.place_of(day.day, "domino", ALICE.id, GUILD) == (1, 1)
    place, count = await challenges.place_of(day.day, "domino", BOB.id, None)
    assert count == 2 and place == 1 + [r.name for r in everyone].index("Bob")
    attempts = await challenges.attempts(ALICE.id, day.day)
    assert attempts["domino"].finished and attempts["domino"].game_id == alice.game.id
    assert await challenges.streak(ALICE.id) == daily.Streak(1, 1)


async def test_streaks_count_days_in_a_row(engine, service, moment, challenges):
    """A day after the last: one more; the same day: unchanged; a gap: a new run, the best
    kept."""
    today = challenges.clock.today()
    snap = await start_attempt(service, GUILD, ALICE, await challenges.day(), "domino")
    comparison = Comparison(10, 28, (0.5,))
    for day, expected in (
        (today - timedelta(days=5), (1, 1)),
        (today - timedelta(days=4), (2, 2)),
        (today - timedelta(days=4), (2, 2)),
        (today - timedelta(days=3), (3, 3)),
        (today - timedelta(days=1), (1, 3)),
        (today, (2, 3)),
    ):
        game = replace(snap.game, daily_day=day.isoformat())
        async with engine.begin() as connection:
            await daily.finish_attempt(replace(snap, game=game), comparison, connection)
        streak = await challenges.streak(ALICE.id, day)  # as it stands that day
        assert (streak.current, streak.best) == expected
    later = today + timedelta(days=2)  # two days without one: the run is over
    assert (await challenges.streak(ALICE.id, later)).current == 0


async def test_an_attempt_unfinished_at_the_days_end_is_closed(service, moment, challenges):
    """The day is the zone's (whatever UTC's date is), from its midnight to the next, 23 or
    25 hours on the nights the clocks change; at that midnight its unfinished attempt closes."""
    day = await challenges.day()
    assert day.day == moment.astimezone(PRAGUE).date()
    clock = challenges.clock
    end = clock.end(day.day)
    assert end.astimezone(PRAGUE) == datetime.combine(day.day + timedelta(days=1), time(), PRAGUE)
    start = clock.start(day.day)
    shift = start.astimezone(PRAGUE).utcoffset() - end.astimezone(PRAGUE).utcoffset()
    assert end - start == timedelta(hours=24) + shift  # 23 h as summer time begins, 25 as it ends
    snap = await start_attempt(service, GUILD, ALICE, day, "domino")
    events = service.timetable.events(snap, paced=False)
    assert events == {DAY_END: end}
    assert snap.game.due_at == end
    assert await service.expire(snap.game.id) is None  # not yet
    with time_machine.travel(end, tick=True):  # midnight: no move any more, before it closes
        action = snap.rules.computer_action(snap.state, SeededChance(3))
        with pytest.raises(GameError) as refused:
            await service.act(snap.game.id, snap.game.version, ALICE, action)
        assert refused.value.key == "daily.day_over"
        assert (await service.reload(snap.game.id)).game.version == snap.game.version
        closed = await service.expire(snap.game.id)
    assert closed.game.status == "expired"
    assert service.timetable.events(closed, paced=False) == {}


async def test_an_attempt_is_verified_once_its_day_is_over(service, moment, challenges):
    day = await challenges.day()
    snap = await play_out(service, await start_attempt(service, GUILD, ALICE, day, "domino"), ALICE)
    log = await service.history(snap.game.id)
    sealed = records.build(snap, log, revealed=False)
    assert "day_secret" not in sealed["fair"] and sealed["fair"]["commitment"] == day.commitment
    assert not fairness.verify(sealed).ok
    revealed = records.build(snap, log, revealed=True)
    verdict = fairness.verify(revealed)
    assert verdict.ok and verdict.shuffles == 1, verdict.problems
    assert not challenges.revealed(day.day)
    end = challenges.clock.end(day.day)
    assert not challenges.revealed(day.day, end - timedelta(microseconds=1))
    with time_machine.travel(end, tick=False):  # midnight
        assert challenges.revealed(day.day)


@pytest.fixture
async def backgammon_attempt(engine, backgammon_engine):
    """Alice's attempt at a day's position, made by GNU Backgammon, with its move played, and
    its record once the day's secret is revealed."""
    pytest.importorskip("gnubg")
    challenges = DailyChallenges(engine, backgammon_with(backgammon_engine), DailyClock())
    occasions = Occasions([DailyAttempt(challenges)])
    families = challenges.families
    service = GameService(engine, SeededChance(7), families=families, occasions=occasions)
    day = await challenges.day()
    snap = await start_attempt(service, GUILD, ALICE, day, "backgammon")
    move = snap.rules.legal_actions(snap.state)[0]
    snap = await service.act(snap.game.id, snap.game.version, ALICE, move)
    return day, snap, records.build(snap, await service.history(snap.game.id), revealed=True)


async def test_a_backgammon_attempt_is_verified_against_the_position_its_secret_gives(
    backgammon_attempt,
):
    """/game verify has the engine find the position of the day anew from the revealed
    secret: it is the attempt's, and the day's as saved."""
    day, snap, record = backgammon_attempt
    assert record["options"]["position"] == day.challenges["backgammon"].options["position"]
    assert await records.verdict(snap, record, "en") == (
        "✔ The position and dice of the day match the day's secret: GNU Backgammon finds the"
        " same from it."
    )
    assert (await records.verdict(snap, record, "cs")).startswith("✔ Pozice a kostky dne")


async def test_a_backgammon_attempt_on_another_position_fails_its_verification(
    backgammon_attempt,
):
    _, snap, record = backgammon_attempt
    position = record["options"]["position"]
    position["dice"] = [die % 6 + 1 for die in position["dice"]]
    assert await records.verdict(snap, record, "en") == (
        "✘ The record does not match its commitment:\n"
        "- the position and dice are not those the day's secret gives"
    )


async def test_with_the_engine_down_the_position_is_said_unchecked(backgammon_attempt):
    _, snap, record = backgammon_attempt

    async def down(_engine, day, seed):
        raise EngineUnavailable("the engine's process is down")

    backgammon = snap.occasion.challenges.families["backgammon"]
    families = Families([replace(backgammon, daily=replace(backgammon.daily, make=down))])
    occasion = DailyAttempt(DailyChallenges(None, families, DailyClock()))
    verdict = await records.verdict(replace(snap, occasion=occasion), record, "en")
    assert verdict.splitlines() == [
        "✔ 0 throws and 0 shuffles match the commitment.",
        "The position and dice of the day cannot be checked now (GNU Backgammon's engine is"
        " unavailable): try /game verify again later.",
    ]


def test_a_day_runs_from_midnight_to_midnight_in_its_zone():
    clock = DailyClock("Europe/Prague")
    day = date(2026, 11, 27)
    assert clock.start(day).isoformat() == "2026-11-26T23:00:00+00:00"  # CET, UTC+1
    assert clock.end(day) == clock.start(date(2026, 11, 28))
    assert clock.today(clock.start(day)) == day
    assert clock.today(clock.start(day) - timedelta(seconds=1)) == day - timedelta(days=1)
    summer = date(2026, 7, 1)
    assert clock.start(summer).isoformat() == "2026-06-30T22:00:00+00:00"  # CEST, UTC+2


async def test_the_days_post_is_claimed_once_across_processes(service, moment, challenges):
    """Two processes' rounds at midnight: one claims the server's post; a day later it is due
    again; a server of another process's shards is never this one's."""
    sessions = service.sessions
    await daily_posts.set_channel(sessions, GUILD, CHANNEL)
    today = challenges.clock.today()
    first, second = await asyncio.gather(
        daily_posts.claim(service.engine, today, None),
        daily_posts.claim(service.engine, today, None),
    )
    assert sorted([first, second]) == [[], [(GUILD, CHANNEL)]]
    assert await daily_posts.claim(service.engine, today, None) == []
    tomorrow = today + timedelta(days=1)
    assert await daily_posts.claim(service.engine, tomorrow, None) == [(GUILD, CHANNEL)]
    others = daily_posts.owned_by(2, [1 - (GUILD >> 22) % 2])
    later = tomorrow + timedelta(days=1)
    assert await daily_posts.claim(service.engine, later, others) == []
    await daily_posts.set_channel(sessions, GUILD, None)  # posts off
    assert await daily_posts.claim(service.engine, later, None) == []


async def test_a_challenge_whose_engine_was_down_is_made_later_that_day(engine, moment):
    """The day made while the engine's process is down has no such challenge (the others go
    on); it is tried again once RETRY has passed, saved into the day, and every process
    then reads the whole day."""
    engine_up = False

    async def make(_engine, day, seed):
        if not engine_up:
            raise EngineUnavailable("the engine's process is down")
        return Challenge("solo", {"seed": seed.hex()[:8]})

    domino = _families()["domino"]
    families = Families([replace(domino, daily=replace(domino.daily, make=make))])
    first = DailyChallenges(engine, families, DailyClock())
    assert (await first.day()).challenges == {}
    engine_up = True
    assert (await first.day()).challenges == {}  # not before RETRY
    with time_machine.travel(utcnow() + daily.RETRY, tick=True):
        made = await first.day()
    assert set(made.challenges) == {"domino"}
    assert (await DailyChallenges(engine, families, DailyClock()).day()) == made


async def test_an_attempts_record_names_its_challenge_and_any_server_finds_it(service, challenges):
    """/game record and verify of an attempt: the challenge and the day's secret revealed at
    midnight (not a Start click's seed), found from any server by its number (the day's
    boards are everyone's); a casual game stays its own server's."""
    day = await challenges.day()
    snap = await play_out(service, await start_attempt(service, GUILD, ALICE, day, "domino"), ALICE)
    found = await service.find(OTHER_GUILD, CHANNEL + 1, snap.game.id)
    assert found.game.id == snap.game.id
    record = records.build(found, await service.history(snap.game.id), revealed=False)
    lines = records.summary(found, record, "en").description.splitlines()
    assert lines[-2:] == [
        f"The daily challenge of {day.day.isoformat()}: `domino` (its chance is the day's"
        " secret, by this key)",
        "The day's secret is revealed at midnight, when the day ends: then /game verify checks"
        " this attempt.",
    ]
    revealed = records.build(found, await service.history(snap.game.id), revealed=True)
    shown = records.summary(found, revealed, "en").description
    assert f"The day's secret: `{day.secret}`" in shown
    casual = await service.create(Place(GUILD, CHANNEL), BOB, "figures")
    with pytest.raises(GameError) as refused:
        await service.find(OTHER_GUILD, CHANNEL + 1, casual.game.id)
    assert refused.value.key == "game.not_found"
