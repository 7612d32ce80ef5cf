"""The controller acknowledges an interaction whose work outlasts Discord's patience (counted
from the user's action), changes nothing for one it can no longer answer, lets the work in
flight finish when the bot shuts down, and answers a click while the database is unavailable
with a refusal (at once, or after acknowledging it if the database is slow to say so)."""

from __future__ import annotations

import asyncio
import logging

import discord
import pytest

from bot import interaction_clock
from bot.controller import Controller
from bot.game import GameError
from bot.i18n import t
from tests.bot.interactions import Interaction
from tests.conftest import BOB
from tests.support.outages import disk_full


async def test_quick_work_is_answered_directly():
    interaction = Interaction()
    assert await interaction_clock.in_time(interaction, asyncio.sleep(0, "board")) == "board"
    assert interaction.response.deferred == []


async def test_slow_work_is_acknowledged_first(monkeypatch):
    monkeypatch.setattr(interaction_clock, "ACKNOWLEDGE_AFTER", 0.01)
    click = Interaction()
    command = Interaction(kind=discord.InteractionType.application_command)
    assert await interaction_clock.in_time(click, asyncio.sleep(0.05, "board")) == "board"
    assert await interaction_clock.in_time(command, asyncio.sleep(0.05, "lobby")) == "lobby"
    assert click.response.deferred == [False]  # a silent update of the clicked board
    assert command.response.deferred == [True]  # "thinking…" until the board is posted


async def test_a_late_interaction_is_acknowledged_before_anything_changes():
    late = Interaction(age=2.5)
    assert await interaction_clock.in_time(late, asyncio.sleep(0, "board")) == "board"
    assert late.response.deferred == [False]


async def test_an_expired_interaction_changes_nothing():
    expired = Interaction(age=3.5)
    work = asyncio.sleep(0)
    with pytest.raises(discord.NotFound):
        await interaction_clock.in_time(expired, work)
    assert work.cr_frame is None  # never started: nothing saved


async def test_while_shutting_down_new_work_is_refused_and_running_work_awaited(service):
    shutting = Controller(service, {})
    running = asyncio.Event()

    async def in_flight() -> None:
        async with shutting.tracked():
            running.set()
            await asyncio.sleep(0.05)

    task = asyncio.create_task(in_flight())
    await running.wait()
    await shutting.drain(timeout=5)
    assert task.done()  # drained only once the work in flight had finished
    work = asyncio.sleep(0)
    with pytest.raises(GameError) as refused:
        await shutting.in_time(Interaction(), work)
    assert refused.value.key == "error.restarting"
    assert work.cr_frame is None  # closed, never started (no "never awaited" warning)


def database_away(service, after: float = 0.0) -> Controller:
    """A controller whose every click meets the database unavailable (after `after` s)."""
    controller = Controller(service, {})

    async def decide(click):
        await asyncio.sleep(after)
        raise disk_full()

    controller.clicks.decide = decide
    return controller


async def test_a_click_while_the_database_is_away_is_refused_in_a_line_of_the_log(service, caplog):
    click = Interaction(BOB)
    click.locale = discord.Locale.czech
    with caplog.at_level(logging.INFO, logger="bot.controller"):
        await database_away(service).click(click, 1, 3, "roll", "")
    [(kind, answer)] = click.response.calls
    assert kind == "send_message" and answer["ephemeral"]
    assert answer["content"] == t("cs", "error.database")
    [line] = caplog.records
    assert "the database is unavailable" in line.getMessage() and line.exc_info is None


async def test_a_click_the_database_is_slow_to_refuse_is_acknowledged_then_answered(
    service, monkeypatch
):
    """A connection that is not made at once (a server failing over) outlasts Discord's
    patience: the click is acknowledged in time, and the refusal follows."""
    monkeypatch.setattr(interaction_clock, "ACKNOWLEDGE_AFTER", 0.01)
    click = Interaction()
    await database_away(service, after=0.05).click(click, 1, 3, "roll", "")
    assert click.response.deferred == [False]
    [(kind, answer)] = click.sent
    assert kind == "followup" and answer["ephemeral"]
    assert answer["content"] == t("en", "error.database")
