"""The fake world (a guild, or several, their channels and members) and Discord-shaped JSON
builders."""

from __future__ import annotations

import itertools
import time
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

import orjson

DISCORD_EPOCH_MS = 1_420_070_400_000


def json_text(value: Any) -> str:
    """JSON as Discord sends it, compact UTF-8. By orjson: under load, the fake's own JSON
    writing and copying took a seventh of its time, beside the bot on the same cores."""
    return orjson.dumps(value).decode()


def json_copy(value: Any) -> Any:
    """A deep copy of JSON data (a stored message handed out), several times faster than
    copy.deepcopy."""
    return orjson.loads(orjson.dumps(value))


# Permission bits, as Discord numbers them.
VIEW_CHANNEL = 1 << 10
SEND_MESSAGES = 1 << 11
EMBED_LINKS = 1 << 14
ATTACH_FILES = 1 << 15
READ_MESSAGE_HISTORY = 1 << 16
USE_APPLICATION_COMMANDS = 1 << 31
MANAGE_GUILD = 1 << 5
MANAGE_THREADS = 1 << 34
CREATE_PUBLIC_THREADS = 1 << 35
SEND_MESSAGES_IN_THREADS = 1 << 38
MEMBER_PERMISSIONS = (
    VIEW_CHANNEL
    | SEND_MESSAGES
    | EMBED_LINKS
    | ATTACH_FILES
    | READ_MESSAGE_HISTORY
    | USE_APPLICATION_COMMANDS
)

# What the README's invite link grants the bot: a member's permissions and the threads'.
BOT_PERMISSIONS = (
    MEMBER_PERMISSIONS | MANAGE_THREADS | CREATE_PUBLIC_THREADS | SEND_MESSAGES_IN_THREADS
)

EPHEMERAL = 1 << 6
LOADING = 1 << 7

TEXT_CHANNEL = 0
PUBLIC_THREAD = 11


class Snowflakes:
    """Generates increasing snowflake ids (as strings) stamped with the current time."""

    def __init__(self) -> None:
        self._counter = itertools.count()

    def next(self) -> str:
        millis = int(time.time() * 1000) - DISCORD_EPOCH_MS
        return str((millis << 22) | (next(self._counter) & 0xFFF))


def iso_now() -> str:
    return datetime.now(UTC).isoformat()


@dataclass(frozen=True)
class FakeUser:
    """A guild member the tests act as (or the bot itself)."""

    id: str
    name: str
    locale: str = "en-US"
    manage_guild: bool = False
    bot: bool = False
    display_name: str | None = None  # the global (display) name, if not the username's title

    @property
    def permissions(self) -> int:
        return MEMBER_PERMISSIONS | (MANAGE_GUILD if self.manage_guild else 0)

    def user_payload(self) -> dict:
        return {
            "id": self.id,
            "username": self.name,
            "global_name": self.display_name or self.name.title(),
            "discriminator": "0",
            "avatar": None,
            "bot": self.bot,
            "public_flags": 0,
        }

    def member_payload(self, *, with_permissions: bool = False, nick: str | None = None) -> dict:
        """His membership of a guild, with his nickname there (None: he has none)."""
        member = {
            "user": self.user_payload(),
            "nick": nick,
            "roles": [],
            "joined_at": "2024-01-01T00:00:00+00:00",
            "deaf": False,
            "mute": False,
            "flags": 0,
            "pending": False,
        }
        if with_permissions:
            member["permissions"] = str(self.permissions)
        return member


APPLICATION_ID = "1100000000000000001"
GUILD_ID = "1100000000000000002"
GUILD_NAME = "Table Games Test Server"
GAMES_CHANNEL_ID = "1100000000000000003"
LOBBY_CHANNEL_ID = "1100000000000000004"

BOT_USER = FakeUser(id=APPLICATION_ID, name="tablegames", bot=True)
USERS: tuple[FakeUser, ...] = (
    FakeUser(id="1200000000000000001", name="alice", locale="en-US", manage_guild=True),
    FakeUser(id="1200000000000000002", name="bob", locale="cs"),
    FakeUser(id="1200000000000000003", name="cyril", locale="pl"),
    FakeUser(id="1200000000000000004", name="dana", locale="en-GB"),
    # A display name made to break out of markdown and ping everybody (safe-text tests).
    FakeUser(
        id="1200000000000000005",
        name="mallory",
        display_name="**@everyone** `x` <@&123456789012345678>",
    ),
)
TEXT_CHANNELS = {GAMES_CHANNEL_ID: "games", LOBBY_CHANNEL_ID: "lobby"}


def application_payload() -> dict:
    return {
        "id": APPLICATION_ID,
        "name": BOT_USER.name,
        "description": "Fake application for end-to-end tests",
        "icon": None,
        "bot_public": True,
        "bot_require_code_grant": False,
        "owner": USERS[0].user_payload(),
        "verify_key": "0" * 64,
        "flags": 0,
        "interactions_endpoint_url": None,
        "bot": BOT_USER.user_payload(),
    }


def channel_payload(
    channel_id: str,
    name: str,
    *,
    guild_id: str = GUILD_ID,
    parent_id: str | None = None,
    auto_archive_duration: int = 1440,
) -> dict:
    if parent_id is None:
        return {
            "id": channel_id,
            "type": TEXT_CHANNEL,
            "guild_id": guild_id,
            "name": name,
            "position": int(channel_id) % 1000,
            "permission_overwrites": [],
            "nsfw": False,
            "parent_id": None,
            "topic": None,
            "last_message_id": None,
            "rate_limit_per_user": 0,
        }
    return {
        "id": channel_id,
        "type": PUBLIC_THREAD,
        "guild_id": guild_id,
        "parent_id": parent_id,
        "owner_id": BOT_USER.id,
        "name": name,
        "message_count": 0,
        "member_count": 1,
        "rate_limit_per_user": 0,
        "thread_metadata": {
            "archived": False,
            "auto_archive_duration": auto_archive_duration,
            "archive_timestamp": iso_now(),
            "locked": False,
        },
    }


def guild_payload(
    guild_id: str, name: str, channels: list[dict], nicks: dict[str, str] | None = None
) -> dict:
    """The full GUILD_CREATE object of a fake guild (every user is a member of every guild,
    with his nickname there in `nicks`, by user id)."""
    everyone = {
        "id": guild_id,
        "name": "@everyone",
        "permissions": str(MEMBER_PERMISSIONS),
        "position": 0,
        "color": 0,
        "hoist": False,
        "managed": False,
        "mentionable": False,
        "flags": 0,
    }
    nicks = nicks or {}
    members = [user.member_payload(nick=nicks.get(user.id)) for user in (BOT_USER, *USERS)]
    return {
        "id": guild_id,
        "name": name,
        "icon": None,
        "owner_id": USERS[0].id,
        "unavailable": False,
        "large": False,
        "member_count": len(members),
        "preferred_locale": "en-US",
        "features": [],
        "roles": [everyone],
        "emojis": [],
        "stickers": [],
        "members": members,
        "channels": channels,
        "threads": [],
        "voice_states": [],
        "presences": [],
        "stage_instances": [],
        "guild_scheduled_events": [],
        "soundboard_sounds": [],
        "joined_at": "2024-01-01T00:00:00+00:00",
    }
