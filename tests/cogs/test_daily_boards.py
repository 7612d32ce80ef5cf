"""The daily challenge's messages fit a phone (≤ 650 px at 390 px wide, picture text ≥ 12 px as
shown: tests/support/phone.py), in en/cs/pl: every board of whole attempts at each day's game
of the dice, Yahtzee and domino challenges (backgammon's position is drawn in
tests/cogs/test_backgammon_daily.py), its end beside perfect play, the panel, the day's
boards, the share card and the day's post."""

from __future__ import annotations

from datetime import date, datetime, time, timedelta

import pytest
import time_machine

from bot import db
from bot.daily import view as daily_view
from bot.daily.challenges import DailyChallenges
from bot.daily.occasion import DailyAttempt, start_attempt
from bot.days import DailyClock
from bot.families import Families
from bot.frame import render
from bot.game import Player
from bot.occasion import Occasions
from bot.sessions import GameService
from cogs import dice, domino, yahtzee
from rules.base import SeededChance
from tests.support.phone import show

LANGUAGES = ("en", "cs", "pl")
LIMIT, SMALLEST = 650, 12.0
FIRST = date(2026, 11, 27)
DAYS = [FIRST + timedelta(days=n) for n in range(5)]  # each dice game, both Yahtzee games
ERRING = 8  # one decision in this many a random legal one: a comparison with things to say


def fits(layout, what: str) -> None:
    shown = show(layout)
    assert shown.height <= LIMIT, (what, shown.height)
    smallest = shown.smallest_text
    assert smallest is None or smallest >= SMALLEST, (what, smallest)


@pytest.fixture
async def daily(tmp_path):
    engine = db.create_engine(f"sqlite+aiosqlite:///{tmp_path / 'daily.db'}")
    await db.upgrade(engine)
    families = Families([dice.FAMILY, yahtzee.FAMILY, domino.FAMILY])
    challenges = DailyChallenges(engine, families, DailyClock())
    occasions = Occasions([DailyAttempt(challenges)])
    service = GameService(engine, SeededChance(1), families=families, occasions=occasions)
    yield service, families.boards(service.history), challenges
    await engine.dispose()


async def attempt(service, boards, day, challenge: str, player: Player) -> None:
    """An attempt to its end, each board as it is drawn held to the phone."""
    snap = await start_attempt(service, 1, player, day, challenge)
    board, chance = boards[snap.game.family], SeededChance(player.id)
    while True:
        for lang in LANGUAGES:
            await board.prepare(snap)
            fits(render(board, snap, lang), (snap.game.game, snap.game.status, lang))
        if snap.game.status != "active":
            return
        legal = snap.rules.legal_actions(snap.state)
        erring = chance.randint(1, ERRING) == 1
        action = legal[chance.randint(0, len(legal) - 1)] if erring else None
        action = action or snap.rules.computer_action(snap.state, chance)
        snap = await service.act(snap.game.id, snap.game.version, player, action)


async def test_every_daily_message_fits_a_phone(daily):
    service, boards, challenges = daily
    for number, today in enumerate(DAYS):
        day = await challenges.day(today)
        player = Player(100 + number, "Alžběta Nováková")
        noon = datetime.combine(today, time(12), challenges.clock.zone)
        with time_machine.travel(noon, tick=True):  # played on its day (its moves end at midnight)
            for challenge in ("dice", "yahtzee", "domino") if number < 2 else ("dice",):
                await attempt(service, boards, day, challenge, player)
        attempts = await challenges.attempts(player.id, day.day)
        streak = await challenges.streak(player.id, day.day)
        for lang in LANGUAGES:
            fits(daily_view.panel(day, attempts, streak, lang, 1_764_284_400), ("panel", lang))
            for challenge, tried in attempts.items():
                snap = await service.load(tried.game_id)
                rows = await challenges.board(day.day, challenge, 1)
                places = ((1, 1), (1, 1))
                fits(daily_view.boards(day, challenge, rows, rows, places, lang), "boards")
                card = daily_view.share_card(day, challenge, "Alžběta", snap.facts, streak, lang)
                fits(card, ("share", challenge, lang))
                # Whoever sees it in the channel may play it too (his own board).
                assert [item.custom_id for item in card.controls] == [f"d:open:{challenge}"]
            winners = {c: (await challenges.board(day.day, c, 1))[0] for c in attempts}
            post = daily_view.day_post(day, day, winners, lang, 1_764_284_400)
            fits(post, ("post", lang))
