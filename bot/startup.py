"""Connecting to Discord at a start, each way it can fail said in one line: while Discord cannot
be reached (no network, an outage) the bot waits and tries again, more slowly each time; a
refused token ends the start, as no retry can mend it. Once connected, discord.py reconnects
by itself."""

from __future__ import annotations

import asyncio
import logging

import aiohttp
import discord
from discord.http import Route

log = logging.getLogger(__name__)

FIRST_RETRY_SECONDS, LONGEST_RETRY_SECONDS = 1.0, 60.0
PROBE_SECONDS = 10.0


class Refused(Exception):
    """Discord refused the token."""


class Lost(Exception):
    """Discord went away between answering and logging in."""


async def serve(bot: discord.Client, token: str) -> None:
    """Run `bot` until it is closed: what `Client.run` does, with the start's waiting."""
    async with bot:
        await until_discord_answers()
        try:
            await bot.login(token)
        except discord.LoginFailure:
            raise Refused(
                "Discord refused the token: check DISCORD_TOKEN in .env against the bot's "
                "token in the Discord Developer Portal (Bot, Reset Token)."
            ) from None
        except (aiohttp.ClientError, OSError, TimeoutError, discord.DiscordServerError) as error:
            raise Lost(f"Discord went away while the bot logged in ({reason(error)}).") from None
        await bot.connect(reconnect=True)


async def until_discord_answers() -> None:
    """Return once Discord's API answers at all (its public gateway address)."""
    delay = FIRST_RETRY_SECONDS
    timeout = aiohttp.ClientTimeout(total=PROBE_SECONDS)
    async with aiohttp.ClientSession(timeout=timeout) as session:
        while True:
            try:
                async with session.get(f"{Route.BASE}/gateway") as response:
                    if response.status < 500:
                        return
                    problem = f"HTTP {response.status}"
            except (aiohttp.ClientError, OSError, TimeoutError) as error:
                problem = reason(error)
            log.warning(
                "Discord cannot be reached (%s): check the network; trying again in %.0f s",
                problem,
                delay,
            )
            await asyncio.sleep(delay)
            delay = min(2 * delay, LONGEST_RETRY_SECONDS)


def reason(error: BaseException) -> str:
    """An exception in a few words (a timeout has no message of its own)."""
    return str(error) or type(error).__name__
