"""REST routes under /api/v10: login, commands, interaction callbacks, webhooks, channels."""

from __future__ import annotations

import re
import time
from collections.abc import Awaitable, Callable

import orjson
from aiohttp import hdrs, web

from .forms import FormError, content_type, form_parts
from .gateway import Gateway
from .models import (
    APPLICATION_ID,
    BOT_USER,
    CREATE_PUBLIC_THREADS,
    EPHEMERAL,
    LOADING,
    MANAGE_THREADS,
    SEND_MESSAGES,
    SEND_MESSAGES_IN_THREADS,
    TEXT_CHANNEL,
    USERS,
    Snowflakes,
    application_payload,
    channel_payload,
    iso_now,
    json_text,
)
from .store import BotResponse, InteractionHandle, Store, Upload

API = "/api/v10"
CHANNEL_MESSAGE, DEFERRED_CHANNEL_MESSAGE = 4, 5
DEFERRED_UPDATE_MESSAGE, UPDATE_MESSAGE = 6, 7
MESSAGE_UPDATE_TYPES = {DEFERRED_UPDATE_MESSAGE, UPDATE_MESSAGE}

Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]
BODY = web.RequestKey("body", tuple)
FILE_PART = re.compile(r"files\[(\d+)\]")  # the n-th upload of a message


def json_response(data: object, status: int = 200) -> web.Response:
    # Exactly "application/json": discord.py only decodes bodies with that content type.
    body = json_text(data).encode()
    return web.Response(body=body, status=status, content_type="application/json")


def discord_error(status: int, message: str, code: int = 0) -> web.Response:
    return json_response({"message": message, "code": code}, status=status)


def missing_permissions() -> web.Response:
    return discord_error(403, "Missing Permissions", 50013)


def thread_archived() -> web.Response:
    return discord_error(400, "Thread is archived", 50083)


async def read_body(request: web.Request) -> tuple[dict, list[Upload]]:
    """A JSON body, or a multipart body's payload_json plus its files[n] parts in order; parsed
    once per request (the validation middleware reads it before the handler)."""
    if BODY not in request:
        request[BODY] = await _parse_body(request)
    return request[BODY]


async def _parse_body(request: web.Request) -> tuple[dict, list[Upload]]:
    """Raises FormError (a malformed header or form) or orjson.JSONDecodeError."""
    media_type, parameters = content_type(request.headers.get(hdrs.CONTENT_TYPE, ""))
    if media_type == "multipart/form-data":
        if "boundary" not in parameters:
            raise FormError("multipart/form-data without a boundary")
        body: dict = {}
        uploads: dict[int, Upload] = {}
        for part in form_parts(await request.read(), parameters["boundary"]):
            if part.name == "payload_json":
                body = orjson.loads(part.data)
            elif match := FILE_PART.fullmatch(part.name):
                content = part.content_type or "application/octet-stream"
                uploads[int(match[1])] = Upload(part.filename or "file", content, part.data)
            elif part.name.startswith("files"):  # a file part Discord could not place
                raise FormError(f"not a file part's name: {part.name!r}")
        return body, [uploads[i] for i in sorted(uploads)]
    if request.can_read_body:
        return orjson.loads(await request.read()), []
    return {}, []


class RestApi:
    """Route handlers over the shared Store; message changes are echoed on the gateway."""

    def __init__(self, store: Store, gateway: Gateway, snowflakes: Snowflakes, token: str) -> None:
        self.store = store
        self.gateway = gateway
        self.unhandled: list[str] = []
        self._ids = snowflakes
        self._token = token

    def add_routes(self, app: web.Application) -> None:
        routes: list[tuple[str, str, Handler]] = [
            ("GET", "/gateway", self.get_gateway),
            ("GET", "/gateway/bot", self.get_gateway),
            ("GET", "/users/@me", self.get_me),
            ("GET", "/users/{user_id}", self.get_user),
            ("GET", "/oauth2/applications/@me", self.get_application),
            ("GET", "/applications/@me", self.get_application),
            ("GET", "/applications/{app_id}/commands", self.get_commands),
            ("PUT", "/applications/{app_id}/commands", self.put_commands),
            ("GET", "/applications/{app_id}/guilds/{guild_id}/commands", self.get_commands),
            ("PUT", "/applications/{app_id}/guilds/{guild_id}/commands", self.put_commands),
            ("GET", "/applications/{app_id}/emojis", self.get_emojis),
            ("POST", "/applications/{app_id}/emojis", self.post_emoji),
            ("POST", "/interactions/{interaction_id}/{token}/callback", self.post_callback),
            ("POST", "/webhooks/{app_id}/{token}", self.post_followup),
            ("GET", "/webhooks/{app_id}/{token}/messages/{message_id}", self.get_webhook_message),
            (
                "PATCH",
                "/webhooks/{app_id}/{token}/messages/{message_id}",
                self.patch_webhook_message,
            ),
            (
                "DELETE",
                "/webhooks/{app_id}/{token}/messages/{message_id}",
                self.delete_webhook_message,
            ),
            ("GET", "/guilds/{guild_id}", self.get_guild),
            ("GET", "/guilds/{guild_id}/members/{user_id}", self.get_member),
            ("GET", "/channels/{channel_id}", self.get_channel),
            ("PATCH", "/channels/{channel_id}", self.patch_channel),
            ("GET", "/channels/{channel_id}/messages", self.get_channel_messages),
            ("POST", "/channels/{channel_id}/messages", self.post_channel_message),
            ("GET", "/channels/{channel_id}/messages/{message_id}", self.get_channel_message),
            ("PATCH", "/channels/{channel_id}/messages/{message_id}", self.patch_channel_message),
            ("DELETE", "/channels/{channel_id}/messages/{message_id}", self.delete_channel_message),
            ("POST", "/channels/{channel_id}/typing", self.post_typing),
            ("POST", "/channels/{channel_id}/messages/{message_id}/threads", self.post_thread),
            ("POST", "/channels/{channel_id}/threads", self.post_thread),
        ]
        for method, path, handler in routes:
            app.router.add_route(method, API + path, handler)
        app.router.add_get("/attachments/{attachment_id}/{filename}", self.get_attachment)
        app.router.add_route("*", "/{tail:.*}", self.not_found)

    @web.middleware
    async def authenticate(self, request: web.Request, handler: Handler) -> web.StreamResponse:
        """Bot routes need `Authorization: Bot <token>`; webhook routes carry a token in the URL."""
        public = ("/webhooks/", "/interactions/", "/attachments/", "/gateway")
        needs_auth = request.path.startswith(API) and not request.path.startswith(
            tuple(API + prefix for prefix in public)
        )
        if needs_auth and request.headers.get(hdrs.AUTHORIZATION) != f"Bot {self._token}":
            return discord_error(401, "401: Unauthorized")
        response = await handler(request)
        route = request.match_info.route.resource
        path = route.canonical if route is not None else request.path
        self.store.requests.append((time.monotonic(), request.method, path, response.status))
        return response

    async def not_found(self, request: web.Request) -> web.Response:
        self.unhandled.append(f"{request.method} {request.path}")
        return discord_error(404, "404: Not Found")

    # login and identity

    async def get_gateway(self, request: web.Request) -> web.Response:
        limit = {"total": 1000, "remaining": 999, "reset_after": 0, "max_concurrency": 1}
        return json_response({"url": self.gateway.url, "shards": 1, "session_start_limit": limit})

    async def get_me(self, request: web.Request) -> web.Response:
        return json_response({**BOT_USER.user_payload(), "verified": True, "flags": 0})

    async def get_user(self, request: web.Request) -> web.Response:
        for user in (BOT_USER, *USERS):
            if user.id == request.match_info["user_id"]:
                return json_response(user.user_payload())
        return discord_error(404, "Unknown User", 10013)

    async def get_application(self, request: web.Request) -> web.Response:
        return json_response(application_payload())

    async def get_guild(self, request: web.Request) -> web.Response:
        if request.match_info["guild_id"] not in self.store.guilds:
            return discord_error(404, "Unknown Guild", 10004)
        return json_response(self.store.guild_payload(request.match_info["guild_id"]))

    async def get_member(self, request: web.Request) -> web.Response:
        for user in (BOT_USER, *USERS):
            if user.id == request.match_info["user_id"]:
                guild_id = request.match_info["guild_id"]
                return json_response(self.store.member_payload(guild_id, user))
        return discord_error(404, "Unknown Member", 10007)

    # application commands

    async def get_commands(self, request: web.Request) -> web.Response:
        guild_id = request.match_info.get("guild_id")
        if guild_id is None:
            return json_response(self.store.global_commands)
        return json_response(self.store.guild_commands.get(guild_id, []))

    async def put_commands(self, request: web.Request) -> web.Response:
        if request.match_info["app_id"] != APPLICATION_ID:
            return discord_error(403, "Missing Access", 50001)
        commands, _ = await read_body(request)
        synced = self.store.overwrite_commands(request.match_info.get("guild_id"), commands)
        return json_response(synced)

    # application emojis

    async def get_emojis(self, request: web.Request) -> web.Response:
        return json_response({"items": self.store.application_emojis})

    async def post_emoji(self, request: web.Request) -> web.Response:
        if self.store.emoji_uploads_fail:
            return discord_error(403, "Missing Permissions", 50013)
        body, _ = await read_body(request)
        name = body["name"]  # name and image were validated (validation.py)
        if any(emoji["name"] == name for emoji in self.store.application_emojis):
            return discord_error(400, "Emoji name already taken", 50035)
        emoji = {
            "id": self._ids.next(),
            "name": name,
            "roles": [],
            "require_colons": True,
            "managed": False,
            "animated": False,
            "available": True,
            "user": BOT_USER.user_payload(),
        }
        self.store.application_emojis.append(emoji)
        return json_response(emoji, status=201)

    # interactions

    async def post_callback(self, request: web.Request) -> web.Response:
        arrived = time.monotonic()
        handle = self.store.interactions.get(request.match_info["token"])
        if handle is None or handle.id != request.match_info["interaction_id"]:
            return discord_error(404, "Unknown interaction", 10062)
        if handle.callback_at is not None:
            return discord_error(400, "Interaction has already been acknowledged.", 40060)
        if handle.past_deadline(arrived):
            handle.expired = True
            return discord_error(404, "Unknown interaction", 10062)
        body, uploads = await read_body(request)
        callback_type, data = body["type"], body.get("data") or {}
        if callback_type in MESSAGE_UPDATE_TYPES and "message" not in handle.payload:
            return discord_error(400, "Interaction has no message to update.", 50035)
        if callback_type in MESSAGE_UPDATE_TYPES and not self.store.has_message(
            handle.payload["message"]["id"]
        ):
            return discord_error(404, "Unknown Message", 10008)
        handle.callback_at = arrived
        message = await self._apply_callback(handle, callback_type, data, uploads)
        handle.record(
            BotResponse(
                "callback",
                arrived,
                body,
                type=callback_type,
                message=None if message is None else self.store.message(message["id"]),
            )
        )
        # As Discord: the callback's outcome only when asked for (discord.py always asks).
        if request.query.get("with_response", "").lower() not in ("true", "1"):
            return web.Response(status=204)
        interaction = {
            "id": handle.id,
            "type": handle.payload["type"],
            "response_message_id": handle.original_id,
            "response_message_loading": callback_type == DEFERRED_CHANNEL_MESSAGE,
            "response_message_ephemeral": bool(message and message["flags"] & EPHEMERAL),
        }
        answer: dict = {"interaction": interaction}
        if message is not None:
            answer["resource"] = {"type": callback_type, "message": message}
        return json_response(answer)

    async def _apply_callback(
        self, handle: InteractionHandle, callback_type: int, data: dict, uploads: list[Upload]
    ) -> dict | None:
        """Carry out one callback type; returns the message it created or changed, if any."""
        channel_id = handle.payload["channel_id"]
        clicked = handle.payload.get("message", {}).get("id")
        if callback_type == CHANNEL_MESSAGE:
            message = self.store.create_message(channel_id, data, uploads, interaction=handle)
        elif callback_type == DEFERRED_CHANNEL_MESSAGE:
            thinking = {"flags": LOADING | (data.get("flags", 0) & EPHEMERAL)}
            message = self.store.create_message(channel_id, thinking, [], interaction=handle)
        elif callback_type == UPDATE_MESSAGE:
            message = self.store.edit_message(clicked, data, uploads)
        else:  # 6 defers an update of the clicked message; 8 and 9 carry no message
            handle.original_id = clicked
            return None
        handle.original_id = message["id"]
        await self._announce(
            "MESSAGE_UPDATE" if callback_type == UPDATE_MESSAGE else "MESSAGE_CREATE", message
        )
        return message

    def _webhook_handle(self, request: web.Request) -> InteractionHandle | None:
        handle = self.store.interactions.get(request.match_info["token"])
        if handle is None or handle.callback_at is None:
            return None
        return handle

    def _webhook_message_id(self, request: web.Request, handle: InteractionHandle) -> str | None:
        message_id = request.match_info["message_id"]
        if message_id == "@original":
            message_id = handle.original_id
        return message_id if message_id and self.store.has_message(message_id) else None

    async def post_followup(self, request: web.Request) -> web.Response:
        handle = self._webhook_handle(request)
        if handle is None:
            return discord_error(404, "Unknown Webhook", 10015)
        body, uploads = await read_body(request)
        message = self.store.create_message(
            handle.payload["channel_id"], body, uploads, interaction=handle
        )
        handle.record(
            BotResponse(
                "followup", time.monotonic(), body, message=self.store.message(message["id"])
            )
        )
        await self._announce("MESSAGE_CREATE", message)
        if request.query.get("wait") in ("1", "true"):
            return json_response(message)
        return web.Response(status=204)

    async def get_webhook_message(self, request: web.Request) -> web.Response:
        handle = self._webhook_handle(request)
        message_id = handle and self._webhook_message_id(request, handle)
        if not message_id:
            return discord_error(404, "Unknown Message", 10008)
        return json_response(self.store.message(message_id).payload)

    async def patch_webhook_message(self, request: web.Request) -> web.Response:
        handle = self._webhook_handle(request)
        message_id = handle and self._webhook_message_id(request, handle)
        if not message_id:
            return discord_error(404, "Unknown Message", 10008)
        if self.store.archived(self.store.message(message_id).channel_id):
            return thread_archived()
        body, uploads = await read_body(request)
        message = self.store.edit_message(message_id, body, uploads)
        handle.record(
            BotResponse("edit", time.monotonic(), body, message=self.store.message(message_id))
        )
        await self._announce("MESSAGE_UPDATE", message)
        return json_response(message)

    async def delete_webhook_message(self, request: web.Request) -> web.Response:
        handle = self._webhook_handle(request)
        message_id = handle and self._webhook_message_id(request, handle)
        if not message_id:
            return discord_error(404, "Unknown Message", 10008)
        message = self.store.delete_message(message_id)
        handle.record(BotResponse("delete", time.monotonic(), {"id": message_id}))
        await self._announce("MESSAGE_DELETE", message)
        return web.Response(status=204)

    # channels and messages

    async def get_channel(self, request: web.Request) -> web.Response:
        channel = self.store.channels.get(request.match_info["channel_id"])
        if channel is None:
            return discord_error(404, "Unknown Channel", 10003)
        return json_response(channel)

    async def get_channel_messages(self, request: web.Request) -> web.Response:
        messages = self.store.channel_messages(request.match_info["channel_id"])
        limit = int(request.query.get("limit", 50))
        return json_response([m.payload for m in reversed(messages)][:limit])

    async def patch_channel(self, request: web.Request) -> web.Response:
        """Modify a thread (the bot changes no other channel): unarchiving alone needs Send
        Messages in Threads, anything else Manage Threads, and an archived thread takes no
        change but being unarchived."""
        channel_id = request.match_info["channel_id"]
        if channel_id not in self.store.channels:
            return discord_error(404, "Unknown Channel", 10003)
        if not self.store.is_thread(channel_id):
            return missing_permissions()  # Manage Channels, which the invite does not grant
        body, _ = await read_body(request)
        unarchive_only = body == {"archived": False}
        needed = SEND_MESSAGES_IN_THREADS if unarchive_only else MANAGE_THREADS
        if not self.store.bot_permissions(channel_id) & needed:
            return missing_permissions()
        if self.store.archived(channel_id) and body.get("archived") is not False:
            return thread_archived()
        thread = self.store.channels[channel_id]
        metadata = thread["thread_metadata"]
        for field in ("archived", "locked", "auto_archive_duration"):
            if field in body:
                metadata[field] = body[field]
        if "archived" in body:
            metadata["archive_timestamp"] = iso_now()
        if "name" in body:
            thread["name"] = body["name"]
        await self._announce("THREAD_UPDATE", thread)
        return json_response(thread)

    async def post_channel_message(self, request: web.Request) -> web.Response:
        channel_id = request.match_info["channel_id"]
        if channel_id not in self.store.channels:
            return discord_error(404, "Unknown Channel", 10003)
        in_thread = self.store.is_thread(channel_id)
        needed = SEND_MESSAGES_IN_THREADS if in_thread else SEND_MESSAGES
        if not self.store.bot_permissions(channel_id) & needed:
            return missing_permissions()
        if self.store.archived(channel_id):  # a message unarchives a thread (unless locked)
            metadata = self.store.channels[channel_id]["thread_metadata"]
            if metadata["locked"]:
                return thread_archived()
            metadata["archived"] = False
            await self._announce("THREAD_UPDATE", self.store.channels[channel_id])
        body, uploads = await read_body(request)
        # With `enforce_nonce`, a nonce used in the past minutes answers with its message, and
        # creates none.
        nonce = str(body["nonce"]) if body.get("enforce_nonce") and body.get("nonce") else None
        if nonce is not None and (earlier := self.store.message_of_nonce(nonce)) is not None:
            return json_response(earlier)
        message = self.store.create_message(channel_id, body, uploads)
        if nonce is not None:
            self.store.remember_nonce(nonce, message["id"])
        await self._announce("MESSAGE_CREATE", message)
        return json_response(message)

    def _channel_message_id(self, request: web.Request) -> str | None:
        message_id = request.match_info["message_id"]
        if not self.store.has_message(message_id):
            return None
        message = self.store.message(message_id)
        return message_id if message.channel_id == request.match_info["channel_id"] else None

    async def get_channel_message(self, request: web.Request) -> web.Response:
        message_id = self._channel_message_id(request)
        if message_id is None:
            return discord_error(404, "Unknown Message", 10008)
        return json_response(self.store.message(message_id).payload)

    async def patch_channel_message(self, request: web.Request) -> web.Response:
        message_id = self._channel_message_id(request)
        if message_id is None:
            return discord_error(404, "Unknown Message", 10008)
        if self.store.archived(request.match_info["channel_id"]):
            return thread_archived()
        body, uploads = await read_body(request)
        message = self.store.edit_message(message_id, body, uploads)
        await self._announce("MESSAGE_UPDATE", message)
        return json_response(message)

    async def delete_channel_message(self, request: web.Request) -> web.Response:
        message_id = self._channel_message_id(request)
        if message_id is None:
            return discord_error(404, "Unknown Message", 10008)
        await self._announce("MESSAGE_DELETE", self.store.delete_message(message_id))
        return web.Response(status=204)

    async def post_typing(self, request: web.Request) -> web.Response:
        return web.Response(status=204)

    async def post_thread(self, request: web.Request) -> web.Response:
        """A public thread in a text channel; started from a message it takes that message's
        id, as on Discord (one thread a message). Needs Create Public Threads."""
        parent_id = request.match_info["channel_id"]
        if parent_id not in self.store.channels:
            return discord_error(404, "Unknown Channel", 10003)
        if self.store.channels[parent_id]["type"] != TEXT_CHANNEL:
            return discord_error(400, "Cannot execute action on this channel type", 50024)
        if not self.store.bot_permissions(parent_id) & CREATE_PUBLIC_THREADS:
            return missing_permissions()
        starter = request.match_info.get("message_id")
        if starter is not None and self._channel_message_id(request) is None:
            return discord_error(404, "Unknown Message", 10008)
        if starter in self.store.channels:
            return discord_error(400, "A thread has already been created for this message", 160004)
        body, _ = await read_body(request)
        thread_id = starter or self._ids.next()
        guild_id = self.store.channels[parent_id]["guild_id"]
        thread = channel_payload(
            thread_id,
            body.get("name", "thread"),
            guild_id=guild_id,
            parent_id=parent_id,
            auto_archive_duration=body.get("auto_archive_duration", 1440),
        )
        self.store.channels[thread_id] = thread
        await self._announce("THREAD_CREATE", {**thread, "newly_created": True})
        return json_response(thread, status=201)

    async def get_attachment(self, request: web.Request) -> web.Response:
        data = self.store.attachment_bytes.get(request.match_info["attachment_id"])
        if data is None:
            return discord_error(404, "Unknown Attachment")
        return web.Response(body=data)

    async def _announce(self, event: str, message: dict) -> None:
        """Echo a change of a message or a thread on the gateway, as Discord does (not for
        ephemeral messages)."""
        if message.get("flags", 0) & EPHEMERAL:
            return
        guild_id = message.get("guild_id") or self.store.channels[message["channel_id"]]["guild_id"]
        if self.gateway.session_for(guild_id) is None:
            return
        if event == "MESSAGE_DELETE":
            message = {"id": message["id"], "channel_id": message["channel_id"]}
        await self.gateway.dispatch(event, {**message, "guild_id": guild_id})
