"""Settings from the environment or `.env` (see .env.example for every setting)."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from pydantic import Field, SecretStr, ValidationError, field_validator, model_validator
from pydantic_settings import BaseSettings, NoDecode, SettingsConfigDict


class Settings(BaseSettings):
    # An empty value (`SHARD_IDS=` as .env.example ships it) means "not set": the default.
    model_config = SettingsConfigDict(
        env_file=".env", env_file_encoding="utf-8", extra="ignore", env_ignore_empty=True
    )

    discord_token: SecretStr | None = None
    database_url: str = "sqlite+aiosqlite:///data/bot.db"
    dev_guild_id: int | None = None
    log_level: str = "INFO"
    turn_timeout_minutes: int = Field(default=10, ge=1, le=7 * 24 * 60)
    lobby_timeout_minutes: int = Field(default=30, ge=1, le=7 * 24 * 60)
    # Seconds a computer seat of a paced family (dominoes) takes per decision; 0: at once.
    computer_pace_seconds: float = Field(default=1.5, ge=0, le=30)
    # Seconds a shown private view (a domino hand) is kept up to date by editing it; Discord
    # lets an interaction's message be edited for 15 minutes. Tests shorten it.
    private_live_seconds: float = Field(default=14 * 60, gt=0, le=14 * 60)
    # Seconds a turn waits before its player is pinged: one who decides sooner is at the table
    # and gets no notification (0: at once).
    ping_after_seconds: float = Field(default=20, ge=0, le=600)
    # The daily challenge's days start at midnight in this time zone (an IANA name).
    daily_timezone: str = "Europe/Prague"
    # Sharding: this process runs shards SHARD_IDS (e.g. "0,1") of SHARD_COUNT; all the
    # processes share one PostgreSQL DATABASE_URL. Unset: one process, every guild.
    shard_count: int | None = Field(default=None, ge=1)
    shard_ids: Annotated[list[int] | None, NoDecode] = None
    # How often the housekeeping runs (closes abandoned lobbies, sends half-deadline
    # reminders and the turn pings a restart lost); tests shorten it.
    housekeeping_seconds: float = Field(default=60, ge=1, le=3600)
    # Tests only: reproducible dice and shuffles. Never set it for real players.
    test_chance_seed: int | None = None
    # Tests only: every SQL statement the bot runs after its migrations is written to this file
    # (the query-plan guard explains them).
    sql_capture_file: Path | None = None

    @field_validator("shard_ids", mode="before")
    @classmethod
    def _comma_separated(cls, value: object) -> object:
        """ "0,1" or "0, 1"; the items are checked as integers by the field's type."""
        return [part.strip() for part in value.split(",")] if isinstance(value, str) else value

    @field_validator("daily_timezone")
    @classmethod
    def _known_zone(cls, value: str) -> str:
        try:
            ZoneInfo(value)
        except (ZoneInfoNotFoundError, ValueError):
            raise ValueError("an IANA time zone name, e.g. Europe/Prague") from None
        return value

    @model_validator(mode="after")
    def _shards_within_count(self) -> Settings:
        if self.shard_ids is not None:
            count = self.shard_count
            if (
                count is None
                or not self.shard_ids
                or not all(0 <= i < count for i in self.shard_ids)
            ):
                raise ValueError("SHARD_IDS needs SHARD_COUNT and ids from 0 to SHARD_COUNT - 1")
        return self

    @property
    def shards(self) -> tuple[int, list[int]]:
        """(shard count, this process's shard ids): (1, [0]) when not sharded."""
        count = self.shard_count or 1
        return count, self.shard_ids or list(range(count))


def problem(error: ValidationError) -> str:
    """One line naming each invalid variable and what it expects (never the value given: it
    may be a secret, like a database password)."""
    parts = []
    for item in error.errors():
        variable = str(item["loc"][0]).upper() if item["loc"] else ""
        message = item["msg"].removeprefix("Value error, ")
        parts.append(f"{variable}: {message}" if variable else message)
    return "Invalid setting: " + "; ".join(parts) + " (see .env.example)."
