"""The gateway websocket: HELLO, IDENTIFY -> READY + GUILD_CREATE, heartbeats, dispatches.

Sharded as Discord shards: a connection identifies as shard [id, count] and hears only of the
guilds whose `(guild_id >> 22) % count` is its id."""

from __future__ import annotations

import json
import secrets
from collections.abc import Callable

from aiohttp import WSCloseCode, WSMsgType, web

from .models import APPLICATION_ID, BOT_USER, USERS, json_text

DISPATCH, HEARTBEAT, IDENTIFY, RESUME, RECONNECT, REQUEST_MEMBERS = 0, 1, 2, 6, 7, 8
GUILD_MESSAGES_INTENT = 1 << 9
INVALID_SESSION, HELLO, HEARTBEAT_ACK = 9, 10, 11
AUTHENTICATION_FAILED = 4004
HEARTBEAT_INTERVAL_MS = 41_250


def shard_of(guild_id: str, shard_count: int) -> int:
    return (int(guild_id) >> 22) % shard_count


class GatewaySession:
    """One identified websocket connection of the bot: one shard."""

    def __init__(self, ws: web.WebSocketResponse, intents: int, shard: tuple[int, int]) -> None:
        self.ws = ws
        self.intents = intents
        self.shard_id, self.shard_count = shard
        self.session_id = secrets.token_hex(16)
        self.sequence = 0

    async def dispatch(self, event: str, data: dict) -> None:
        self.sequence += 1
        frame = {"op": DISPATCH, "t": event, "s": self.sequence, "d": data}
        await self.ws.send_str(json_text(frame))


class Gateway:
    """Serves the bot's websockets, one per shard. A RESUME of a known session is answered
    RESUMED (nothing is replayed: dispatching while a shard is away is refused), an unknown one
    INVALID_SESSION. `guilds()` gives the GUILD_CREATE payloads of every guild there is."""

    def __init__(self, token: str, url: str, guilds: Callable[[], list[dict]]) -> None:
        self._token = token
        self.url = url
        self._guilds = guilds
        self.shards: dict[int, GatewaySession] = {}  # connected sessions by shard id
        self.identify_count = 0
        self.resume_count = 0
        self._sessions: dict[str, GatewaySession] = {}

    async def handle(self, request: web.Request) -> web.WebSocketResponse:
        ws = web.WebSocketResponse()
        await ws.prepare(request)
        await ws.send_json({"op": HELLO, "d": {"heartbeat_interval": HEARTBEAT_INTERVAL_MS}})
        try:
            async for message in ws:
                if message.type is WSMsgType.TEXT:
                    await self._on_frame(ws, json.loads(message.data))
        finally:
            for shard_id, session in list(self.shards.items()):
                if session.ws is ws:
                    del self.shards[shard_id]
        return ws

    async def _on_frame(self, ws: web.WebSocketResponse, frame: dict) -> None:
        op, data = frame["op"], frame.get("d")
        if op == HEARTBEAT:
            await ws.send_json({"op": HEARTBEAT_ACK})
        elif op in (IDENTIFY, RESUME) and data.get("token") != self._token:
            await ws.close(code=AUTHENTICATION_FAILED, message=b"Authentication failed.")
        elif op == IDENTIFY:
            await self._identify(ws, data.get("intents", 0), tuple(data.get("shard") or (0, 1)))
        elif op == RESUME:
            await self._resume(ws, data["session_id"])
        elif op == REQUEST_MEMBERS:
            session = next((s for s in self.shards.values() if s.ws is ws), None)
            if session is not None:
                await session.dispatch("GUILD_MEMBERS_CHUNK", _members_chunk(data))

    async def _identify(self, ws: web.WebSocketResponse, intents: int, shard: tuple) -> None:
        session = GatewaySession(ws, intents, shard)
        guilds = [
            g for g in self._guilds() if shard_of(g["id"], session.shard_count) == session.shard_id
        ]
        await session.dispatch(
            "READY",
            {
                "v": 10,
                "user": {**BOT_USER.user_payload(), "verified": True, "mfa_enabled": False},
                "guilds": [{"id": g["id"], "unavailable": True} for g in guilds],
                "session_id": session.session_id,
                "resume_gateway_url": self.url,
                "application": {"id": APPLICATION_ID, "flags": 0},
                "private_channels": [],
                "relationships": [],
                "shard": list(shard),
            },
        )
        for guild in guilds:
            await session.dispatch("GUILD_CREATE", guild)
        await self._replace_session(session)
        self._sessions[session.session_id] = session
        self.identify_count += 1

    async def _resume(self, ws: web.WebSocketResponse, session_id: str) -> None:
        session = self._sessions.get(session_id)
        if session is None:
            await ws.send_json({"op": INVALID_SESSION, "d": False})
            return
        session.ws = ws
        await session.dispatch("RESUMED", {})
        await self._replace_session(session)
        self.resume_count += 1

    async def _replace_session(self, session: GatewaySession) -> None:
        old = self.shards.get(session.shard_id)
        self.shards[session.shard_id] = session
        if old is not None and old.ws is not session.ws:
            await old.ws.close(code=WSCloseCode.GOING_AWAY)

    def session_for(self, guild_id: str) -> GatewaySession | None:
        """The connected shard that hears of the guild, if any."""
        return next(
            (s for s in self.shards.values() if shard_of(guild_id, s.shard_count) == s.shard_id),
            None,
        )

    async def dispatch(self, event: str, data: dict) -> None:
        """Send a guild's event to the shard that hears of that guild."""
        guild_id = data["id"] if event.startswith("GUILD_CREATE") else data["guild_id"]
        session = self.session_for(guild_id)
        if session is None:
            raise RuntimeError(f"cannot dispatch {event}: the guild's shard is not connected")
        if event.startswith("MESSAGE_") and not session.intents & GUILD_MESSAGES_INTENT:
            return  # Discord sends message events only to bots that asked for them
        await session.dispatch(event, data)

    async def broadcast(self, event: str, data: dict) -> None:
        """Send an event to every connected shard (which Discord never does: for race tests)."""
        for session in list(self.shards.values()):
            await session.dispatch(event, data)

    async def ask_to_reconnect(self) -> None:
        """Op 7 RECONNECT, as Discord sends before moving a connection: the bot closes the
        socket and resumes."""
        for session in list(self.shards.values()):
            await session.ws.send_json({"op": RECONNECT, "d": None})

    async def drop(self, *, resumable: bool = True, code: int = 4000) -> None:
        """Close the bot's connections (4000 = unknown error, so discord.py reconnects).

        Unless `resumable`, the sessions are forgotten and the bot must identify afresh.
        """
        sessions, self.shards = list(self.shards.values()), {}
        for session in sessions:
            if not resumable:
                self._sessions.pop(session.session_id, None)
            await session.ws.close(code=code)


def _members_chunk(request: dict) -> dict:
    query = request.get("query", "")
    wanted = {str(i) for i in request.get("user_ids") or []}
    members = [
        user.member_payload()
        for user in (BOT_USER, *USERS)
        if (user.id in wanted) or (not wanted and user.name.startswith(query))
    ]
    chunk = {
        "guild_id": request["guild_id"],
        "members": members,
        "chunk_index": 0,
        "chunk_count": 1,
    }
    if "nonce" in request:
        chunk["nonce"] = request["nonce"]
    return chunk
