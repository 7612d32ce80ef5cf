"""Run a bot's `main()` against the fake Discord: `python -m tests.support.run_bot`.

FAKE_DISCORD_URL (e.g. http://127.0.0.1:8123) says where the fake listens; BOT_MODULE names the
module whose `main()` starts the bot (default `bot.__main__`). The bot itself is not modified:
only discord.py's REST base and gateway address are redirected before it starts.
"""

from __future__ import annotations

import importlib
import os

import discord.gateway
import discord.http
import yarl


def point_discord_py_at(base_url: str) -> None:
    discord.http.Route.BASE = f"{base_url}/api/v10"
    gateway = yarl.URL(base_url).with_scheme("ws") / "gateway"
    discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = gateway


def main() -> None:
    point_discord_py_at(os.environ["FAKE_DISCORD_URL"])
    importlib.import_module(os.environ.get("BOT_MODULE", "bot.__main__")).main()


if __name__ == "__main__":
    main()
