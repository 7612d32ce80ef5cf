"""The controller acknowledges an interaction whose work outlasts Discord's patience, and
lets the work in flight finish when the bot shuts down."""

from __future__ import annotations

import asyncio

import discord
import pytest

from bot import controller
from bot.controller import Controller
from bot.sessions import GameError


class Response:
    def __init__(self) -> None:
        self.deferred: list[bool] = []

    def is_done(self) -> bool:
        return bool(self.deferred)

    async def defer(self, thinking: bool = False) -> None:
        self.deferred.append(thinking)


class Interaction:
    def __init__(self, kind: discord.InteractionType) -> None:
        self.type = kind
        self.response = Response()


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
