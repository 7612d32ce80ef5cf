"""Settings and start-up without a token."""

from __future__ import annotations

import subprocess
import sys

from bot.settings import Settings


def test_empty_values_from_env_example_mean_unset(monkeypatch):
    monkeypatch.setenv("DISCORD_TOKEN", "")
    monkeypatch.setenv("DEV_GUILD_ID", "")
    settings = Settings(_env_file=None)
    assert settings.discord_token is None and settings.dev_guild_id is None
    assert settings.database_url == "sqlite+aiosqlite:///data/bot.db"


def test_the_token_never_shows_in_reprs(monkeypatch):
    monkeypatch.setenv("DISCORD_TOKEN", "secret-token-value")
    assert "secret-token-value" not in repr(Settings(_env_file=None))


def test_starting_without_a_token_explains_and_exits_2(tmp_path):
    env = {"PATH": "/usr/bin:/bin", "HOME": str(tmp_path)}
    done = subprocess.run(
        [sys.executable, "-m", "bot"], cwd=tmp_path, env=env, capture_output=True, text=True
    )
    assert done.returncode == 2
    assert done.stderr.count("\n") == 1 and "DISCORD_TOKEN" in done.stderr
    assert "Traceback" not in done.stderr
