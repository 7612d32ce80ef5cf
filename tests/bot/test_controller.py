"""The controller acknowledges an interaction whose work outlasts Discord's patience."""

from __future__ import annotations

import asyncio

import discord

from bot import controller
from bot.controller import Controller


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
    assert await Controller._in_time(interaction, asyncio.sleep(0, "board")) == "board"
    assert interaction.response.deferred == []


async def test_slow_work_is_acknowledged_first(monkeypatch):
    monkeypatch.setattr(controller, "ACKNOWLEDGE_AFTER", 0.01)
    click = Interaction(discord.InteractionType.component)
    command = Interaction(discord.InteractionType.application_command)
    assert await Controller._in_time(click, asyncio.sleep(0.05, "board")) == "board"
    assert await Controller._in_time(command, asyncio.sleep(0.05, "lobby")) == "lobby"
    assert click.response.deferred == [False]  # a silent update of the clicked board
    assert command.response.deferred == [True]  # "thinking…" until the board is posted
