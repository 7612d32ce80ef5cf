"""Global command sync happens only when the command tree changed since the last start."""

from __future__ import annotations


async def test_global_commands_sync_once_then_only_on_change(fake_discord, bot_process):
    bot = await bot_process(DEV_GUILD_ID="")
    assert "dice" in {command["name"] for command in fake_discord.store.global_commands}
    assert fake_discord.store.command_syncs == 1
    await bot.restart()
    assert fake_discord.store.command_syncs == 1  # same commands: no second sync
