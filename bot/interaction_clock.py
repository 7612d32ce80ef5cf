"""Discord's 3-second clock: an interaction must be answered (or acknowledged, its answer then
coming as an edit or a followup) within 3 s of the user's action, or Discord shows "This
interaction failed" and drops the answer. `in_time` runs the work behind an answer against that
clock; everything the bot answers goes through it."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Coroutine
from typing import Any, TypeVar

import discord

from bot.delivery import SEND_FAILED, age

log = logging.getLogger(__name__)

ACKNOWLEDGE_AFTER = 2.0  # seconds after the user acted; Discord drops them unanswered at 3
COMPONENT = discord.InteractionType.component
T = TypeVar("T")


async def in_time(interaction: discord.Interaction, work: Coroutine[Any, Any, T]) -> T:
    """The work's result; the interaction is acknowledged first if it reached the bot late,
    or meanwhile if the work is not done in time for Discord's 3 s (a timer, not a task
    watching the work: this wraps every click, twice). One that reached the bot too late to
    be answered changes nothing: the work never starts."""
    time_left = ACKNOWLEDGE_AFTER - age(interaction)
    # Late (it reached us late, or waited here): change nothing unless it can be answered.
    if time_left <= 0 and not interaction.response.is_done():
        try:
            await acknowledge(interaction)
        except BaseException:
            work.close()
            raise
    acknowledging: list[asyncio.Task] = []

    def out_of_time() -> None:
        if not interaction.response.is_done():
            acknowledging.append(asyncio.create_task(_acknowledge_in_time(interaction)))

    timer = asyncio.get_running_loop().call_later(max(time_left, 0), out_of_time)
    try:
        return await work
    finally:
        timer.cancel()
        if acknowledging:  # the answer follows it, as an edit or a followup
            await acknowledging[0]


async def acknowledge(interaction: discord.Interaction) -> None:
    """A click's board is then edited silently; a command shows "thinking…" until answered."""
    await interaction.response.defer(thinking=interaction.type != COMPONENT)


async def _acknowledge_in_time(interaction: discord.Interaction) -> None:
    try:
        await acknowledge(interaction)
    except SEND_FAILED as failure:  # the answer fails too: board redrawn
        log.info("interaction %s not acknowledged in time: %s", interaction.id, failure)
