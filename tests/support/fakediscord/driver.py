"""FakeDiscord: runs the server and lets tests act as users (slash commands, clicks, selects)."""

from __future__ import annotations

import asyncio
import secrets
import socket
from collections.abc import Callable
from typing import Any

from aiohttp import web, web_app

from .faults import Faults
from .gateway import Gateway, shard_of
from .models import (
    APPLICATION_ID,
    BOT_USER,
    GAMES_CHANNEL_ID,
    GUILD_ID,
    LOBBY_CHANNEL_ID,
    USERS,
    FakeUser,
    Snowflakes,
    channel_payload,
)
from .rest import RestApi
from .store import InteractionHandle, SentMessage, Store, walk_components
from .validation import RequestValidation, Violation

APPLICATION_COMMAND, MESSAGE_COMPONENT, AUTOCOMPLETE, MODAL_SUBMIT = 2, 3, 4, 5
MODAL = 9  # the callback type that opens a modal
ACTION_ROW, BUTTON, STRING_SELECT, TEXT_INPUT, LABEL = 1, 2, 3, 4, 18
SELECTS = {STRING_SELECT, 5, 6, 7, 8}  # string, user, role, mentionable, channel
SUBCOMMAND, SUBCOMMAND_GROUP, USER_OPTION, CHANNEL_OPTION = 1, 2, 6, 7
GUILD_CONTEXT = 0
USER_COMMAND = 2  # a command's type: a context menu on a user
ATTACHMENT_SIZE_LIMIT = 10 * 1024 * 1024


class FakeDiscord:
    """A loopback Discord for one bot: `await start()`, point the bot at `api_url`/`gateway_url`.

    `callback_deadline` mirrors Discord's 3 s limit: a later callback gets "Unknown interaction"
    and marks the handle `expired` (None disables the limit).
    """

    def __init__(self, *, token: str = "fake-discord-token", callback_deadline: float | None = 3.0):
        self.token = token
        self.callback_deadline = callback_deadline
        self.guild_id = GUILD_ID
        self.application_id = APPLICATION_ID
        self.bot_user = BOT_USER
        self.users = USERS
        self.channel = GAMES_CHANNEL_ID
        self.other_channel = LOBBY_CHANNEL_ID
        self._socket = socket.create_server(("127.0.0.1", 0))
        port = self._socket.getsockname()[1]
        self.base_url = f"http://127.0.0.1:{port}"
        self.api_url = f"{self.base_url}/api/v10"
        self.gateway_url = f"ws://127.0.0.1:{port}/gateway"
        self._ids = Snowflakes()
        self.store = Store(self._ids, f"{self.base_url}/attachments")
        guilds = self.store.guilds
        self.gateway = Gateway(
            token, self.gateway_url, lambda: [self.store.guild_payload(g) for g in guilds]
        )
        self.api = RestApi(self.store, self.gateway, self._ids, token)
        self.validation = RequestValidation(
            lambda: (emoji["id"] for emoji in self.store.application_emojis)
        )
        self.faults = Faults(self.store, self.gateway)
        self._runner: web.AppRunner | None = None

    async def start(self) -> None:
        # Requests are checked as Discord checks them before any fault is injected.
        middlewares = [self.api.authenticate, self.validation.middleware, self.faults.middleware]
        app = web.Application(middlewares=middlewares)
        app.router.add_get("/gateway", self.gateway.handle)
        self.api.add_routes(app)
        self._runner = web.AppRunner(app)
        await self._runner.setup()
        await web.SockSite(self._runner, self._socket).start()

    async def stop(self) -> None:
        await self.gateway.drop(code=1001)
        if self._runner is not None:
            await self._runner.cleanup()
        # aiohttp caches each route's handler wrapped in its app's middlewares, for the life of
        # the process: that cache would keep every stopped fake (its every message and upload)
        # alive, and the garbage collector walking them, through a whole test session.
        web_app._cached_build_middleware.cache_clear()

    async def add_channel(self, name: str, guild_id: str = GUILD_ID) -> str:
        """A new text channel in a guild; the bot hears of it by CHANNEL_CREATE."""
        channel_id = self._ids.next()
        self.store.channels[channel_id] = channel_payload(channel_id, name, guild_id=guild_id)
        if self.gateway.session_for(guild_id) is not None:
            await self.gateway.dispatch("CHANNEL_CREATE", self.store.channels[channel_id])
        return channel_id

    async def add_guild(self, name: str, shard: tuple[int, int] = (0, 1)) -> str:
        """A new guild whose id falls on `shard` ([id, count]); the bot, a member of every
        guild, hears of it by GUILD_CREATE if that shard is connected."""
        shard_id, shard_count = shard
        guild_id = self._ids.next()
        while shard_of(guild_id, shard_count) != shard_id:  # ids move on every millisecond
            guild_id = self._ids.next()
        self.store.guilds[guild_id] = name
        if self.gateway.session_for(guild_id) is not None:
            await self.gateway.dispatch("GUILD_CREATE", self.store.guild_payload(guild_id))
        return guild_id

    # what the bot has done

    @property
    def commands(self) -> dict[str, dict]:
        """The synced application commands a guild member sees, by name."""
        return self.store.all_commands()

    def messages(self, channel: str | None = None) -> list[SentMessage]:
        """The channel's visible messages, oldest first, with edits applied."""
        return self.store.channel_messages(channel or self.channel)

    def created(self, channel: str | None = None) -> list[tuple[str, dict]]:
        """(id, request body) of every message the bot created in the channel, oldest first,
        deleted ones too: what it asked for (allowed_mentions, say), beyond what shows."""
        channel = channel or self.channel
        return [(mid, body) for mid, cid, body in self.store.created if cid == channel]

    @property
    def requests(self) -> list[tuple[float, str, str, int]]:
        """(monotonic time, method, route, status) of every request the bot sent so far."""
        return list(self.store.requests)

    def message(self, message_id: str) -> SentMessage:
        return self.store.message(message_id)

    @property
    def interactions(self) -> list[InteractionHandle]:
        """Every interaction dispatched so far, oldest first (for latency statistics)."""
        return list(self.store.interactions.values())

    @property
    def threads(self) -> list[dict]:
        """Threads the bot created (channel objects; post to them by their id)."""
        return [c for c in self.store.channels.values() if c.get("parent_id")]

    @property
    def unhandled_requests(self) -> list[str]:
        """Requests the fake has no route for (a sign it lacks something the bot needs)."""
        return self.api.unhandled

    @property
    def violations(self) -> list[Violation]:
        """Requests refused for breaking Discord's schema or documented limits, in order."""
        return self.validation.violations

    def expect_violations(self) -> None:
        """This test provokes refusals on purpose: `check_violations` lets them pass."""
        self.validation.expect_violations()

    def check_violations(self) -> None:
        """AssertionError naming every violation (the `fake_discord` fixture's teardown)."""
        self.validation.check_violations()

    @property
    def application_emojis(self) -> list[dict]:
        """The application's emojis (uploaded by the bot; they outlive its restarts)."""
        return self.store.application_emojis

    async def delete_message(self, message_id: str) -> None:
        """A moderator deletes the message: Discord answers 10008 Unknown Message from now on."""
        await self.api._announce("MESSAGE_DELETE", self.store.delete_message(message_id))

    def deny_bot(self, channel_id: str, permissions: int) -> None:
        """Take permission bits (models.CREATE_PUBLIC_THREADS, say) from the bot in a channel
        and its threads: the interactions there say so in `app_permissions`, and Discord
        refuses what needs them (403 50013)."""
        self.store.bot_denied[channel_id] = self.store.bot_denied.get(channel_id, 0) | permissions

    def fail_emoji_uploads(self, fail: bool = True) -> None:
        """Refuse every emoji upload from now on (as Discord does without the permission)."""
        self.store.emoji_uploads_fail = fail

    def user(self, name: str) -> FakeUser:
        return next(u for u in self.users if u.name == name)

    def set_nickname(self, user: FakeUser, nick: str | None, guild_id: str | None = None) -> None:
        """Give the user a nickname on a guild (the test guild's by default; None takes it
        away): his membership there says so from now on (an interaction's `member.nick`, the
        guild's members), his `global_name` stays his everywhere. The bot hears no
        GUILD_MEMBER_UPDATE: it has no GUILD_MEMBERS intent."""
        nicks = self.store.nicknames.setdefault(guild_id or self.guild_id, {})
        if nick is None:
            nicks.pop(user.id, None)
        else:
            nicks[user.id] = nick

    # gateway control

    @property
    def connected(self) -> bool:
        return bool(self.gateway.shards)

    @property
    def connected_shards(self) -> set[int]:
        return set(self.gateway.shards)

    @property
    def identify_count(self) -> int:
        """How often a bot process has identified (a fresh session: each start, or after a
        refused resume)."""
        return self.gateway.identify_count

    async def wait_until(self, condition: Callable[[], object], timeout: float = 15.0) -> None:
        """Poll `condition` until it is true: for what the bot does after its last response."""
        async with asyncio.timeout(timeout):
            while not condition():
                await asyncio.sleep(0.01)

    async def drop_bot(self, *, resumable: bool = True) -> None:
        """Close the bot's gateway connection; discord.py reconnects and resumes (or, when not
        `resumable`, is told INVALID_SESSION and identifies again after its 5 s pause)."""
        await self.gateway.drop(resumable=resumable)

    # acting as users

    def slash(
        self,
        user: FakeUser,
        channel: str | None,
        command: str,
        options: dict[str, Any] | None = None,
    ) -> InteractionHandle:
        """Run `/command` ("dice play" = command, then subcommand group/subcommand names).

        Like click and select, it checks the input at once and sends the interaction in the
        background: `await fake.slash(...)` gives the callback, the handle gives the rest.
        """
        channel = channel or self.channel
        data = self._command_data(channel, command, options or {})
        return self._dispatch(APPLICATION_COMMAND, user, channel, data)

    def autocomplete(
        self,
        user: FakeUser,
        channel: str | None,
        command: str,
        options: dict[str, Any],
        focused: str,
    ) -> InteractionHandle:
        """Type into the option `focused` of `/command` (the others as given so far): the bot
        answers with choices, callback type 8, in `response.data["data"]["choices"]`."""
        channel = channel or self.channel
        data = self._command_data(channel, command, options)
        node = data
        while node.get("options") and node["options"][0]["type"] in (SUBCOMMAND, SUBCOMMAND_GROUP):
            node = node["options"][0]
        for option in node["options"]:
            if option["name"] == focused:
                option["focused"] = True
        return self._dispatch(AUTOCOMPLETE, user, channel, data)

    def user_command(
        self, user: FakeUser, channel: str | None, name: str, target: FakeUser
    ) -> InteractionHandle:
        """Right-click `target` → Apps → the user command `name` (a context menu, type 2)."""
        channel = channel or self.channel
        command = self.store.all_commands(self.store.channels[channel]["guild_id"]).get(name)
        if command is None or command["type"] != USER_COMMAND:
            raise LookupError(f"no user command {name!r} is synced")
        resolved: dict[str, dict] = {}
        data = {
            "id": command["id"],
            "name": name,
            "type": USER_COMMAND,
            "target_id": self._resolve_user(resolved, target, channel),
            "resolved": resolved,
        }
        if "guild_id" in command:
            data["guild_id"] = command["guild_id"]
        return self._dispatch(APPLICATION_COMMAND, user, channel, data)

    def _command_data(self, channel: str, command: str, options: dict[str, Any]) -> dict[str, Any]:
        """The interaction data of `/command` with `options`, as sent in `channel`'s guild."""
        names = command.split()
        commands = self.store.all_commands(self.store.channels[channel]["guild_id"])
        top = commands.get(names[0])
        if top is None:
            raise LookupError(f"/{names[0]} is not synced; commands: {sorted(commands)}")
        data: dict[str, Any] = {"id": top["id"], "name": top["name"], "type": top["type"]}
        if "guild_id" in top:
            data["guild_id"] = top["guild_id"]
        node, schema = data, top["options"]
        for name in names[1:]:
            sub = _find_option(schema, name, {SUBCOMMAND, SUBCOMMAND_GROUP}, command)
            child: dict[str, Any] = {"name": name, "type": sub["type"]}
            node["options"] = [child]
            node, schema = child, sub.get("options", [])
        resolved: dict[str, dict] = {}
        node["options"] = self._option_values(schema, options, resolved, command, channel)
        if resolved:
            data["resolved"] = resolved
        return data

    def click(
        self, user: FakeUser, message: SentMessage, custom_id: str, *, everywhere: bool = False
    ) -> InteractionHandle:
        """Press the button `custom_id` on `message` as the user saw it. `everywhere`: deliver
        the one interaction to every connected shard (a guild caught moving between shards)."""
        component = message.component(custom_id)
        if component["type"] != BUTTON:
            raise ValueError(f"{custom_id!r} is not a button")
        data = {"custom_id": custom_id, "component_type": component["type"]}
        return self._dispatch(
            MESSAGE_COMPONENT, user, message.channel_id, data, message, everywhere=everywhere
        )

    def select(
        self, user: FakeUser, message: SentMessage, custom_id: str, values: list[str]
    ) -> InteractionHandle:
        """Choose `values` in the select menu `custom_id` on `message` as the user saw it."""
        component = message.component(custom_id)
        if component["type"] not in SELECTS:
            raise ValueError(f"{custom_id!r} is not a select menu")
        if component["type"] == STRING_SELECT:
            offered = [option["value"] for option in component["options"]]
            if not set(values) <= set(offered):
                raise ValueError(f"{values} are not all among the options {offered}")
        data = {"custom_id": custom_id, "component_type": component["type"], "values": values}
        return self._dispatch(MESSAGE_COMPONENT, user, message.channel_id, data, message)

    def submit_modal(
        self, user: FakeUser, opened_by: InteractionHandle, values: dict[str, str | list[str]]
    ) -> InteractionHandle:
        """Fill in and submit the modal the bot answered `opened_by` with (callback type 9)."""
        callback = next((r for r in opened_by.responses if r.kind == "callback"), None)
        if callback is None or callback.type != MODAL:
            raise ValueError(f"interaction {opened_by.id} was not answered with a modal")
        form = callback.data["data"]
        fields = {c["custom_id"] for c in walk_components(form["components"]) if "custom_id" in c}
        if unknown := set(values) - fields:
            raise LookupError(f"the modal has no fields {sorted(unknown)}; it has {sorted(fields)}")
        data = {
            "custom_id": form["custom_id"],
            "components": [_submitted(c, values) for c in form["components"]],
        }
        message = opened_by.payload.get("message")
        return self._dispatch(
            MODAL_SUBMIT,
            user,
            opened_by.payload["channel_id"],
            data,
            None if message is None else SentMessage(message),
        )

    def _option_values(
        self,
        schema: list[dict],
        values: dict[str, Any],
        resolved: dict[str, dict],
        command: str,
        channel: str,
    ) -> list[dict]:
        options = []
        for name, value in values.items():
            spec = _find_option(schema, name, None, command)
            choices = [choice["value"] for choice in spec.get("choices", [])]
            if choices and value not in choices:
                raise ValueError(f"/{command} {name}: {value!r} is not one of {choices}")
            if spec["type"] == USER_OPTION:
                value = self._resolve_user(resolved, value, channel)
            elif spec["type"] == CHANNEL_OPTION:
                channel = self.store.channels[value]
                resolved.setdefault("channels", {})[value] = {**channel, "permissions": "0"}
            options.append({"name": name, "type": spec["type"], "value": value})
        missing = [o["name"] for o in schema if o.get("required") and o["name"] not in values]
        if missing:
            raise ValueError(f"/{command} needs the options {missing}")
        return options

    def _dispatch(
        self,
        interaction_type: int,
        user: FakeUser,
        channel_id: str,
        data: dict,
        message: SentMessage | None = None,
        *,
        everywhere: bool = False,
    ) -> InteractionHandle:
        guild_id = self.store.channels[channel_id]["guild_id"]
        payload: dict[str, Any] = {
            "id": self._ids.next(),
            "application_id": APPLICATION_ID,
            "type": interaction_type,
            "data": data,
            "guild_id": guild_id,
            "guild": {"id": guild_id, "locale": "en-US", "features": []},
            "channel_id": channel_id,
            "channel": {**self.store.channels[channel_id], "permissions": str(user.permissions)},
            "member": self.store.member_payload(guild_id, user, with_permissions=True),
            "token": secrets.token_hex(32),
            "version": 1,
            "locale": user.locale,
            "guild_locale": "en-US",
            "app_permissions": str(self.store.bot_permissions(channel_id)),
            "entitlements": [],
            "authorizing_integration_owners": {"0": guild_id},
            "context": GUILD_CONTEXT,
            "attachment_size_limit": ATTACHMENT_SIZE_LIMIT,
        }
        if message is not None:
            # Discord sends the message as it is now, whatever the user's client showed.
            current = (
                self.store.message(message.id) if self.store.has_message(message.id) else message
            )
            payload["message"] = current.payload
        send = self.gateway.broadcast if everywhere else self.gateway.dispatch
        handle = InteractionHandle(
            self.store,
            payload,
            send,
            callback_deadline=self.callback_deadline,
            delay=self.faults.delivery_delay(),
        )
        self.store.interactions[handle.token] = handle
        return handle

    def _resolve_user(self, resolved: dict[str, dict], user: FakeUser, channel: str) -> str:
        """Add the user and his membership of the channel's guild to an interaction's
        `resolved` data; his id."""
        resolved.setdefault("users", {})[user.id] = user.user_payload()
        guild_id = self.store.channels[channel]["guild_id"]
        member = self.store.member_payload(guild_id, user, with_permissions=True)
        members = resolved.setdefault("members", {})
        members[user.id] = {k: v for k, v in member.items() if k != "user"}
        return user.id


def _submitted(component: dict, values: dict[str, str | list[str]]) -> dict:
    """A modal component as Discord sends it back on submit, filled with the user's values."""
    kind = component["type"]
    if kind == ACTION_ROW:
        return {
            "type": kind,
            "components": [_submitted(c, values) for c in component["components"]],
        }
    if kind == LABEL:
        return {"type": kind, "component": _submitted(component["component"], values)}
    if "custom_id" not in component:
        return {"type": kind}
    custom_id = component["custom_id"]
    if kind == TEXT_INPUT:
        value = values.get(custom_id, component.get("value", ""))
        if not value and component.get("required", True):
            raise ValueError(f"the modal field {custom_id!r} is required")
        return {"type": kind, "custom_id": custom_id, "value": value}
    return {"type": kind, "custom_id": custom_id, "values": values.get(custom_id, [])}


def _find_option(schema: list[dict], name: str, types: set[int] | None, command: str) -> dict:
    for option in schema:
        if option["name"] == name and (types is None or option["type"] in types):
            return option
    raise LookupError(f"/{command} has no option {name!r}; it has {[o['name'] for o in schema]}")
