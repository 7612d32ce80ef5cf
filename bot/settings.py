"""Settings from the environment or `.env` (see .env.example for every setting)."""

from __future__ import annotations

from pathlib import Path

from pydantic import Field, SecretStr
from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_file=".env", env_file_encoding="utf-8", extra="ignore")

    discord_token: SecretStr | None = None
    database_url: str = "sqlite+aiosqlite:///data/bot.db"
    dev_guild_id: int | None = None
    log_level: str = "INFO"
    turn_timeout_minutes: int = Field(default=10, ge=1, le=7 * 24 * 60)
    lobby_timeout_minutes: int = Field(default=30, ge=1, le=7 * 24 * 60)

    def sqlite_path(self) -> Path | None:
        """The database file for a file-based SQLite URL (None for memory or other servers)."""
        prefix = "sqlite+aiosqlite:///"
        if not self.database_url.startswith(prefix):
            return None
        path = self.database_url.removeprefix(prefix)
        return None if path in ("", ":memory:") else Path(path)
