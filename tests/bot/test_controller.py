"""The controller acknowledges an interaction whose work outlasts Discord's patience (counted
from the user's action), changes nothing for one it can no longer answer, and lets the work in
flight finish when the bot shuts down."""

from __future__ import annotations

import asyncio
from types import SimpleNamespace

import discord
import pytest

from bot import controller
from bot.controller import Controller
from bot.sessions import GameError
from tests.conftest import fresh_snowflake


class Response:
    def __init__(self, expired: bool) -> None:
        self.deferred: list[bool] = []
        self.expired = expired

    def is_done(self) -> bool:
        return bool(self.deferred)

    async def defer(self, thinking: bool = False) -> None:
        if self.expired:
            raise discord.NotFound(SimpleNamespace(status=404, reason="Not Found"), UNKNOWN)
        self.deferred.append(thinking)


UNKNOWN = {"code": 10062, "message": "Unknown interaction"}


class Interaction:
    def __init__(self, kind: discord.InteractionType, age: float = 0.0) -> None:
        self.id = fresh_snowflake() - (int(age * 1000) << 22)  # the user acted `age` s ago
        self.type = kind
        self.response = Response(expired=age > 3)


async def test_quick_work_is_answered_directly():
    interaction = Interaction(discord.InteractionType.component)
    assert await Controller(None)._in_time(interaction, asyncio.sleep(0, "board")) == "board"
    assert interaction.response.deferred == []


async def test_slow_work_is_acknowledged_first(monkeypatch):
    monkeypatch.setattr(controller, "ACKNOWLEDGE_AFTER", 0.01)
    click = Interaction(discord.InteractionType.component)
    command = Interaction(discord.InteractionType.application_command)
    assert await Controller(None)._in_time(click, asyncio.sleep(0.05, "board")) == "board"
    assert await Controller(None)._in_time(command, asyncio.sleep(0.05, "lobby")) == "lobby"
    assert click.response.deferred == [False]  # a silent update of the clicked board
    assert command.response.deferred == [True]  # "thinking…" until the board is posted


async def test_a_late_interaction_is_acknowledged_before_anything_changes():
    late = Interaction(discord.InteractionType.component, age=2.5)
    assert await Controller(None)._in_time(late, asyncio.sleep(0, "board")) == "board"
    assert late.response.deferred == [False]


async def test_an_expired_interaction_changes_nothing():
    expired = Interaction(discord.InteractionType.component, age=3.5)
    work = asyncio.sleep(0)
    with pytest.raises(discord.NotFound):
        await Controller(None)._in_time(expired, work)
    assert work.cr_frame is None  # never started: nothing saved


async def test_while_shutting_down_new_work_is_refused_and_running_work_awaited():
    shutting = Controller(None)
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
        await shutting._in_time(Interaction(discord.InteractionType.component), work)
    assert refused.value.key == "error.restarting"
    assert work.cr_frame is None  # closed, never started (no "never awaited" warning)
