"""What the fake remembers: messages (with edits and uploaded bytes), commands, interactions."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable, Callable, Generator, Iterator
from dataclasses import dataclass, field
from typing import Any

from .models import (
    APPLICATION_ID,
    BOT_PERMISSIONS,
    BOT_USER,
    EPHEMERAL,
    GUILD_ID,
    GUILD_NAME,
    LOADING,
    PUBLIC_THREAD,
    TEXT_CHANNELS,
    FakeUser,
    Snowflakes,
    channel_payload,
    guild_payload,
    iso_now,
    json_copy,
)

CHAT_INPUT_COMMAND_MESSAGE = 20
DEFAULT_MESSAGE = 0
# Create Message with `enforce_nonce`: a nonce is "checked for uniqueness in the past few
# minutes" (Discord does not say how many): two here, no more.
NONCE_SECONDS = 120.0


@dataclass(frozen=True)
class Upload:
    """One multipart file part (`files[n]`) as the client sent it."""

    filename: str
    content_type: str
    data: bytes


def walk_components(components: list[dict]) -> Iterator[dict]:
    """Every component, depth first, through action rows, sections and accessories."""
    for component in components:
        yield component
        yield from walk_components(component.get("components", []))
        if "accessory" in component:
            yield from walk_components([component["accessory"]])


@dataclass(frozen=True)
class SentMessage:
    """A message as the fake holds it: the Discord JSON plus the bytes of its attachments."""

    payload: dict
    files: dict[str, bytes] = field(default_factory=dict)

    @property
    def id(self) -> str:
        return self.payload["id"]

    @property
    def channel_id(self) -> str:
        return self.payload["channel_id"]

    @property
    def content(self) -> str:
        return self.payload["content"]

    @property
    def embeds(self) -> list[dict]:
        return self.payload["embeds"]

    @property
    def components(self) -> list[dict]:
        return self.payload["components"]

    @property
    def attachments(self) -> list[dict]:
        return self.payload["attachments"]

    @property
    def flags(self) -> int:
        return self.payload["flags"]

    @property
    def ephemeral(self) -> bool:
        return bool(self.flags & EPHEMERAL)

    @property
    def loading(self) -> bool:
        return bool(self.flags & LOADING)

    @property
    def custom_ids(self) -> list[str]:
        return [c["custom_id"] for c in walk_components(self.components) if "custom_id" in c]

    def component(self, custom_id: str) -> dict:
        for component in walk_components(self.components):
            if component.get("custom_id") == custom_id:
                return component
        raise LookupError(
            f"message {self.id} has no component {custom_id!r}; it has {self.custom_ids}"
        )


@dataclass(frozen=True)
class BotResponse:
    """One thing the bot did in answer to an interaction.

    kind: "callback" (the interaction response), "followup" (webhook message), "edit" (a webhook
    message edit, @original included) or "delete". `type` is the callback type (4, 5, 6, 7, 8, 9)
    for callbacks. `message` is the message right after this step; `data` the raw request body.
    """

    kind: str
    at: float
    data: dict
    type: int | None = None
    message: SentMessage | None = None


class InteractionHandle:
    """An interaction the fake dispatches, and everything the bot answered to it.

    `await handle` is `await handle.callback()`. Creating the handle sends the interaction in a
    background task; every wait re-raises its failure (e.g. the bot is not connected).
    """

    def __init__(
        self,
        store: Store,
        payload: dict,
        send: Callable[[str, dict], Awaitable[None]],
        *,
        callback_deadline: float | None,
        delay: float = 0.0,
    ) -> None:
        self.payload = payload
        self.dispatched_at = time.monotonic()
        self.callback_at: float | None = None
        self.expired = False
        self.responses: list[BotResponse] = []
        self.original_id: str | None = None
        self._store = store
        self._deadline = callback_deadline
        self._changed = asyncio.Event()
        self._sent = asyncio.create_task(self._send(send, delay))

    async def _send(self, send: Callable[[str, dict], Awaitable[None]], delay: float) -> None:
        """Discord's 3 s count from the user's action, however late it reaches the bot."""
        self.dispatched_at = time.monotonic()
        await asyncio.sleep(delay)
        await send("INTERACTION_CREATE", self.payload)

    def __await__(self) -> Generator[Any, None, BotResponse]:
        return self.callback().__await__()

    @property
    def id(self) -> str:
        return self.payload["id"]

    @property
    def token(self) -> str:
        return self.payload["token"]

    @property
    def latency(self) -> float | None:
        """Seconds from dispatching the interaction to receiving the bot's callback."""
        return None if self.callback_at is None else self.callback_at - self.dispatched_at

    @property
    def original(self) -> SentMessage | None:
        """The response message as it is now (after edits), unless there is none (any more)."""
        if self.original_id is None or not self._store.has_message(self.original_id):
            return None
        return self._store.message(self.original_id)

    def past_deadline(self, now: float) -> bool:
        return self._deadline is not None and now - self.dispatched_at > self._deadline

    def record(self, response: BotResponse) -> None:
        self.responses.append(response)
        self._changed.set()

    async def callback(self, timeout: float = 5.0) -> BotResponse:
        return await self._nth("callback", 0, timeout)

    async def followup(self, index: int = 0, timeout: float = 5.0) -> BotResponse:
        return await self._nth("followup", index, timeout)

    async def edit(self, index: int = 0, timeout: float = 5.0) -> BotResponse:
        return await self._nth("edit", index, timeout)

    async def settle(self, quiet: float = 0.3, timeout: float = 5.0) -> list[BotResponse]:
        """Wait for the callback, then until the bot has been silent for `quiet` seconds."""
        await self.callback(timeout)
        seen = -1
        while seen != len(self.responses):
            seen = len(self.responses)
            self._changed.clear()
            try:
                await asyncio.wait_for(self._changed.wait(), quiet)
            except TimeoutError:
                break
        return list(self.responses)

    async def _nth(self, kind: str, index: int, timeout: float) -> BotResponse:
        await self._sent
        try:
            async with asyncio.timeout(timeout):
                while True:
                    matches = [r for r in self.responses if r.kind == kind]
                    if len(matches) > index:
                        return matches[index]
                    self._changed.clear()
                    await self._changed.wait()
        except TimeoutError:
            raise TimeoutError(
                f"no {kind} #{index} for interaction {self.id} within {timeout}s "
                f"(expired={self.expired}); responses so far: {self.responses}"
            ) from None


class Store:
    """Channels, their messages, uploaded bytes, synced commands and dispatched interactions."""

    def __init__(self, snowflakes: Snowflakes, attachment_base_url: str) -> None:
        self._ids = snowflakes
        self._attachment_base_url = attachment_base_url
        self._messages: dict[str, dict] = {}
        self._channel_order: dict[str, list[str]] = {}
        self.guilds = {GUILD_ID: GUILD_NAME}  # id -> name
        self.nicknames: dict[str, dict[str, str]] = {}  # guild id -> user id -> his nickname
        self.channels = {cid: channel_payload(cid, name) for cid, name in TEXT_CHANNELS.items()}
        self.attachment_bytes: dict[str, bytes] = {}
        self.global_commands: list[dict] = []
        self.guild_commands: dict[str, list[dict]] = {}
        self.command_syncs = 0
        self.application_emojis: list[dict] = []
        self.emoji_uploads_fail = False  # answer every upload "Missing Permissions"
        self.bot_denied: dict[str, int] = {}  # channel id -> permission bits taken from the bot
        self.interactions: dict[str, InteractionHandle] = {}
        # (message id, channel id, request body) of every message created, deleted ones too.
        self.created: list[tuple[str, str, dict]] = []
        # (monotonic time, method, route, status) of every request the bot sent (benchmarks).
        self.requests: list[tuple[float, str, str, int]] = []
        self._nonces: dict[str, tuple[str, float]] = {}  # nonce -> (message id, monotonic time)

    def guild_payload(self, guild_id: str) -> dict:
        channels = [c for c in self.channels.values() if c["guild_id"] == guild_id]
        return guild_payload(
            guild_id, self.guilds[guild_id], channels, self.nicknames.get(guild_id)
        )

    def member_payload(
        self, guild_id: str, user: FakeUser, *, with_permissions: bool = False
    ) -> dict:
        """The user as a member of the guild, with his nickname there."""
        nick = self.nicknames.get(guild_id, {}).get(user.id)
        return user.member_payload(with_permissions=with_permissions, nick=nick)

    # channels

    def is_thread(self, channel_id: str) -> bool:
        return self.channels[channel_id]["type"] == PUBLIC_THREAD

    def bot_permissions(self, channel_id: str) -> int:
        """The bot's permissions in a channel (in a thread, its parent's): the invite's, less
        what a test took away there."""
        channel = self.channels[channel_id]
        home = channel["parent_id"] if self.is_thread(channel_id) else channel_id
        return BOT_PERMISSIONS & ~self.bot_denied.get(home, 0)

    def archived(self, channel_id: str) -> bool:
        metadata = self.channels.get(channel_id, {}).get("thread_metadata")
        return bool(metadata and metadata["archived"])

    # messages

    def message(self, message_id: str) -> SentMessage:
        payload = json_copy(self._messages[message_id])
        files = {
            a["filename"]: self.attachment_bytes[a["id"]]
            for a in payload["attachments"]
            if a["id"] in self.attachment_bytes
        }
        return SentMessage(payload, files)

    def has_message(self, message_id: str) -> bool:
        return message_id in self._messages

    def channel_messages(self, channel_id: str) -> list[SentMessage]:
        return [self.message(mid) for mid in self._channel_order.get(channel_id, [])]

    def create_message(
        self,
        channel_id: str,
        body: dict,
        uploads: list[Upload],
        *,
        interaction: InteractionHandle | None = None,
    ) -> dict:
        message_id = self._ids.next()
        is_command_response = interaction is not None and interaction.payload["type"] == 2
        payload = {
            "id": message_id,
            "channel_id": channel_id,
            "guild_id": self.channels[channel_id]["guild_id"],
            "type": CHAT_INPUT_COMMAND_MESSAGE if is_command_response else DEFAULT_MESSAGE,
            "author": BOT_USER.user_payload(),
            "content": body.get("content") or "",
            "embeds": body.get("embeds") or [],
            "components": body.get("components") or [],
            "attachments": self._attachments(body, uploads, current=[]),
            "flags": body.get("flags") or 0,
            "timestamp": iso_now(),
            "edited_timestamp": None,
            "tts": bool(body.get("tts")),
            "mention_everyone": False,
            "mentions": [],
            "mention_roles": [],
            "pinned": False,
        }
        if interaction is not None:
            payload["application_id"] = APPLICATION_ID
            payload["webhook_id"] = APPLICATION_ID
        self._messages[message_id] = payload
        self.created.append((message_id, channel_id, body))
        if not payload["flags"] & EPHEMERAL:
            self._channel_order.setdefault(channel_id, []).append(message_id)
        return json_copy(payload)

    def message_of_nonce(self, nonce: str) -> dict | None:
        """The bot's message created with this nonce (and `enforce_nonce`) in the last
        NONCE_SECONDS, if it is still there."""
        message_id, at = self._nonces.get(nonce, ("", 0.0))
        if time.monotonic() - at > NONCE_SECONDS or message_id not in self._messages:
            return None
        return json_copy(self._messages[message_id])

    def remember_nonce(self, nonce: str, message_id: str) -> None:
        self._nonces[nonce] = (message_id, time.monotonic())

    def edit_message(self, message_id: str, body: dict, uploads: list[Upload]) -> dict:
        payload = self._messages[message_id]
        for key in ("content", "embeds", "components"):
            if key in body:
                payload[key] = body[key] or ("" if key == "content" else [])
        payload["attachments"] = self._attachments(body, uploads, current=payload["attachments"])
        # An edit finishes a deferred "thinking" message but never changes who may see it.
        requested = body.get("flags", payload["flags"]) or 0
        payload["flags"] = (requested & ~(LOADING | EPHEMERAL)) | (payload["flags"] & EPHEMERAL)
        payload["edited_timestamp"] = iso_now()
        return json_copy(payload)

    def delete_message(self, message_id: str) -> dict:
        payload = self._messages.pop(message_id)
        order = self._channel_order.get(payload["channel_id"], [])
        if message_id in order:
            order.remove(message_id)
        return payload

    def _attachments(self, body: dict, uploads: list[Upload], *, current: list[dict]) -> list[dict]:
        """Resolve `attachments`: existing ids are kept, small integer ids name `files[n]`."""
        if "attachments" not in body:
            return current + [self._store_upload(upload) for upload in uploads]
        kept = {a["id"]: a for a in current}
        result = []
        for item in body["attachments"]:
            item_id = str(item["id"])
            if item_id in kept:
                result.append(kept[item_id])
            else:
                result.append(self._store_upload(uploads[int(item_id)], item.get("description")))
        return result

    def _store_upload(self, upload: Upload, description: str | None = None) -> dict:
        attachment_id = self._ids.next()
        self.attachment_bytes[attachment_id] = upload.data
        url = f"{self._attachment_base_url}/{attachment_id}/{upload.filename}"
        attachment = {
            "id": attachment_id,
            "filename": upload.filename,
            "size": len(upload.data),
            "url": url,
            "proxy_url": url,
            "content_type": upload.content_type,
        }
        if description is not None:
            attachment["description"] = description
        return attachment

    # application commands

    def overwrite_commands(self, guild_id: str | None, commands: list[dict]) -> list[dict]:
        """Bulk overwrite, keeping the ids of commands that already existed by (name, type)."""
        old = self.global_commands if guild_id is None else self.guild_commands.get(guild_id, [])
        old_ids = {(c["name"], c["type"]): c["id"] for c in old}
        synced = []
        for command in commands:
            command_type = command.get("type", 1)
            synced.append(
                {
                    "options": [],
                    # Discord answers with an empty description for user and message commands.
                    "description": "",
                    "default_member_permissions": None,
                    "nsfw": False,
                    **command,
                    "id": old_ids.get((command["name"], command_type)) or self._ids.next(),
                    "type": command_type,
                    "application_id": APPLICATION_ID,
                    "version": self._ids.next(),
                    **({"guild_id": guild_id} if guild_id is not None else {}),
                }
            )
        if guild_id is None:
            self.global_commands = synced
        else:
            self.guild_commands[guild_id] = synced
        self.command_syncs += 1
        return json_copy(synced)

    def all_commands(self, guild_id: str = GUILD_ID) -> dict[str, dict]:
        """Commands a member of the guild can run, by name (guild ones shadow global ones)."""
        visible = [*self.global_commands, *self.guild_commands.get(guild_id, [])]
        return {c["name"]: json_copy(c) for c in visible}
