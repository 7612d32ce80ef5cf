"""The README's first start: `cp .env.example .env`, fill in the token, start the bot."""

from __future__ import annotations

from tests.support.bot_process import PROJECT_ROOT, BotProcess


async def test_env_example_with_only_the_token_starts_and_syncs(fake_discord, tmp_path):
    lines = (PROJECT_ROOT / ".env.example").read_text().splitlines()
    token = f"DISCORD_TOKEN={fake_discord.token}"
    (tmp_path / ".env").write_text(
        "\n".join(token if line.startswith("DISCORD_TOKEN=") else line for line in lines) + "\n"
    )
    bot = BotProcess(fake_discord, "bot.__main__", tmp_path, {}, settings_from_env_file=True)
    try:
        await bot.start()  # returns once it has identified and its commands are synced
        # No DEV_GUILD_ID in .env.example: the commands go out globally, as in production.
        assert "dice" in {command["name"] for command in fake_discord.store.global_commands}
        assert (tmp_path / "data" / "bot.db").exists()  # DATABASE_URL's default folder
        assert "Traceback" not in bot.log_path.read_text()
    finally:
        await bot.kill()
