"""Settings and start-up without a token."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from bot.settings import Settings

PROJECT_ROOT = Path(__file__).resolve().parents[2]


def test_empty_values_from_env_example_mean_unset(monkeypatch):
    monkeypatch.setenv("DISCORD_TOKEN", "")
    monkeypatch.setenv("DEV_GUILD_ID", "")
    settings = Settings(_env_file=None)
    assert settings.discord_token is None and settings.dev_guild_id is None
    assert settings.database_url == "sqlite+aiosqlite:///data/bot.db"


def test_the_token_never_shows_in_reprs(monkeypatch):
    monkeypatch.setenv("DISCORD_TOKEN", "secret-token-value")
    assert "secret-token-value" not in repr(Settings(_env_file=None))


def start_bot(folder) -> subprocess.CompletedProcess:
    """`python -m bot` in `folder` (its .env, if any), with no setting in the environment."""
    env = {"PATH": "/usr/bin:/bin", "HOME": str(folder)}
    return subprocess.run(
        [sys.executable, "-m", "bot"], cwd=folder, env=env, capture_output=True, text=True
    )


def test_starting_without_a_token_explains_and_exits_2(tmp_path):
    done = start_bot(tmp_path)
    assert done.returncode == 2
    assert done.stderr.count("\n") == 1 and "DISCORD_TOKEN" in done.stderr
    assert "Traceback" not in done.stderr


def env_example_with(tmp_path, **filled: str):
    """.env.example as shipped, with `filled` variables given values (e.g. the token)."""
    lines = (PROJECT_ROOT / ".env.example").read_text().splitlines()
    for name, value in filled.items():
        lines = [f"{name}={value}" if line.startswith(f"{name}=") else line for line in lines]
    path = tmp_path / ".env"
    path.write_text("\n".join(lines) + "\n")
    return path


def test_env_example_with_only_the_token_gives_every_default(tmp_path, monkeypatch):
    for name in Settings.model_fields:
        monkeypatch.delenv(name.upper(), raising=False)
    settings = Settings(_env_file=env_example_with(tmp_path, DISCORD_TOKEN="t0ken"))
    assert settings.discord_token.get_secret_value() == "t0ken"
    assert settings.shards == (1, [0])
    assert settings.dev_guild_id is None and settings.test_chance_seed is None


def test_every_setting_left_empty_means_its_default(tmp_path, monkeypatch):
    path = tmp_path / ".env"
    path.write_text("".join(f"{name.upper()}=\n" for name in Settings.model_fields))
    assert Settings(_env_file=path) == Settings(_env_file=None)


def test_shard_ids_are_read_with_or_without_spaces(monkeypatch):
    monkeypatch.setenv("SHARD_COUNT", "4")
    monkeypatch.setenv("SHARD_IDS", "2, 3")
    assert Settings(_env_file=None).shards == (4, [2, 3])


def test_a_bad_setting_is_one_line_naming_it_and_exit_2(tmp_path):
    env_example_with(
        tmp_path,
        DISCORD_TOKEN="t0ken",
        DATABASE_URL="postgresql+asyncpg://user:s3cret-password@host/db",
        TURN_TIMEOUT_MINUTES="ten",
    )
    done = start_bot(tmp_path)
    assert done.returncode == 2
    assert done.stderr.count("\n") == 1 and "TURN_TIMEOUT_MINUTES" in done.stderr
    assert "Traceback" not in done.stderr
    assert "s3cret" not in done.stderr and "t0ken" not in done.stderr


def test_shard_ids_without_a_count_are_explained(tmp_path):
    env_example_with(tmp_path, DISCORD_TOKEN="t0ken", SHARD_IDS="0,1")
    done = start_bot(tmp_path)
    assert done.returncode == 2 and "SHARD_COUNT" in done.stderr
    assert done.stderr.count("\n") == 1 and "Traceback" not in done.stderr
