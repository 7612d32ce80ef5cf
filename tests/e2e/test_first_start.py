"""The README's first start: `cp .env.example .env`, fill in the token, start the bot."""

from __future__ import annotations

import asyncio
import socket
import time
from pathlib import Path

from tests.support.bot_process import PROJECT_ROOT, BotProcess


def first_start(fake_discord, workdir: Path, token: str, **env: str) -> BotProcess:
    """The bot as a new user starts it: `.env.example` copied to `.env`, the token filled in."""
    lines = (PROJECT_ROOT / ".env.example").read_text().splitlines()
    line = f"DISCORD_TOKEN={token}"
    (workdir / ".env").write_text(
        "\n".join(line if old.startswith("DISCORD_TOKEN=") else old for old in lines) + "\n"
    )
    return BotProcess(fake_discord, "bot.__main__", workdir, env, settings_from_env_file=True)


def said_plainly(log: str) -> bool:
    """No traceback, and not discord.py's warnings that voice is not supported (no voice here)."""
    return "Traceback" not in log and "voice will NOT be supported" not in log


async def test_env_example_with_only_the_token_starts_and_syncs(fake_discord, tmp_path):
    bot = first_start(fake_discord, tmp_path, fake_discord.token)
    try:
        await bot.start()  # returns once it has identified and its commands are synced
        # No DEV_GUILD_ID in .env.example: the commands go out globally, as in production.
        assert "dice" in {command["name"] for command in fake_discord.store.global_commands}
        assert (tmp_path / "data" / "bot.db").exists()  # DATABASE_URL's default folder
        assert said_plainly(bot.log_path.read_text())
    finally:
        await bot.kill()


async def test_a_refused_token_is_said_in_one_line(fake_discord, tmp_path):
    bot = first_start(fake_discord, tmp_path, "not-the-bot-s-token")
    await bot.spawn()
    assert await bot.exit_code(timeout=20) == 2  # no retry can mend it
    log = bot.log_path.read_text()
    assert "Discord refused the token: check DISCORD_TOKEN in .env" in log
    assert said_plainly(log)


async def test_while_discord_fails_the_start_waits_and_tries_again(fake_discord, tmp_path):
    fake_discord.faults.server_error("GET", "/gateway", status=503, count=2)
    bot = first_start(fake_discord, tmp_path, fake_discord.token)
    try:
        started = time.monotonic()
        await bot.start()
        assert time.monotonic() - started > 3  # after 1 s, then 2 s
        log = bot.log_path.read_text()
        retries = [line for line in log.splitlines() if "Discord cannot be reached" in line]
        assert len(retries) == 2 and "(HTTP 503)" in retries[0], log
        assert "trying again in 1 s" in retries[0] and "trying again in 2 s" in retries[1]
        assert said_plainly(log)
    finally:
        await bot.kill()


async def test_without_a_network_the_start_waits_and_says_why(fake_discord, tmp_path):
    with socket.create_server(("127.0.0.1", 0)) as closed:
        nowhere = f"http://127.0.0.1:{closed.getsockname()[1]}"  # nothing listens there now
    bot = first_start(fake_discord, tmp_path, fake_discord.token, FAKE_DISCORD_URL=nowhere)
    try:
        await bot.spawn()
        await wait_for_line(bot, "Discord cannot be reached", count=2, timeout=10)
        assert bot.running
        log = bot.log_path.read_text()
        assert "check the network" in log and said_plainly(log)
    finally:
        await bot.kill()


async def wait_for_line(bot: BotProcess, text: str, count: int, timeout: float) -> None:
    deadline = time.monotonic() + timeout
    while bot.log_path.read_text().count(text) < count:
        assert time.monotonic() < deadline, bot.log_tail()
        await asyncio.sleep(0.1)
