"""Settings from the environment or `.env` (see .env.example for every setting)."""

from __future__ import annotations

from pydantic import Field, SecretStr, field_validator
from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_file=".env", env_file_encoding="utf-8", extra="ignore")

    discord_token: SecretStr | None = None
    database_url: str = "sqlite+aiosqlite:///data/bot.db"
    dev_guild_id: int | None = None
    log_level: str = "INFO"
    turn_timeout_minutes: int = Field(default=10, ge=1, le=7 * 24 * 60)
    lobby_timeout_minutes: int = Field(default=30, ge=1, le=7 * 24 * 60)
    # Tests only: reproducible dice and shuffles. Never set it for real players.
    test_chance_seed: int | None = None

    @field_validator("discord_token", "dev_guild_id", mode="before")
    @classmethod
    def _empty_is_unset(cls, value: object) -> object:
        """`DEV_GUILD_ID=` as in .env.example means "not set", not an invalid number."""
        return None if isinstance(value, str) and not value.strip() else value
