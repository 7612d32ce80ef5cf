"""/game away through the real bot and the fake Discord, on a clock of the bot's own: a casual
game's player to move is away; his overdue turn can no longer be played for him, his board
says he is away and why, and a click of his on it brings him back and counts."""

from __future__ import annotations

from datetime import timedelta

import pytest
from sqlalchemy import select

from bot.models import AwayPeriod
from tests.support.boards import answer, buttons, choose, click, mover, text

# On SQLite alone: its database side runs on both databases in tests/bot.
pytestmark = pytest.mark.sqlite_only


async def test_away_his_turn_waits_and_a_click_of_his_brings_him_back(
    fake_discord, bot_process, clock, database
):
    fake = fake_discord
    await bot_process(HOUSEKEEPING_SECONDS="1", TURN_TIMEOUT_MINUTES="1")
    alice, bob = fake.user("alice"), fake.user("bob")
    board = (await fake.slash(alice, None, "dice play", {"game": "sequence"})).message
    board = await click(fake, bob, board, "join")
    board = await click(fake, alice, board, "start")
    away, waiting = mover(fake, board), ({alice, bob} - {mover(fake, board)}).pop()

    def actions() -> set[str]:
        return {b.action for b in buttons(fake.message(board.id))}

    clock.advance(timedelta(minutes=2))  # his turn's deadline passes: playing for him offered
    await fake.wait_until(lambda: "skip" in actions())
    overdue = fake.message(board.id)

    said = await fake.slash(away, None, "game away", {"days": 3, "reason": "**exams**"})
    assert said.message.ephemeral and "🏖" in said.message.content
    await fake.wait_until(lambda: "🏖" in text(fake.message(board.id)))
    shown = fake.message(board.id)
    assert "(\\*\\*exams\\*\\*)" in text(shown) and "skip" not in actions()

    # The other player presses "play for the absent player" on the board as he saw it before:
    # nothing is played for the one away, and the board redrawn offers it no more.
    skip = next(b.custom_id for b in buttons(overdue) if b.action == "skip")
    await answer(fake.click(waiting, overdue, skip))
    assert mover(fake, fake.message(board.id)) == away and "skip" not in actions()

    # A click of his on his board: he is back (in all his games), and the click counts.
    played = await choose(fake, away, fake.message(board.id))
    assert "🏖" not in text(played) and "skip" not in actions()
    async with database.connect() as connection:
        [period] = (await connection.execute(select(AwayPeriod))).all()
    assert period.ended_at is not None and period.reason == "**exams**"
