"""The gateway websocket: HELLO, IDENTIFY -> READY + GUILD_CREATE, heartbeats, dispatches."""

from __future__ import annotations

import json
import secrets

from aiohttp import WSCloseCode, WSMsgType, web

from .models import APPLICATION_ID, BOT_USER, GUILD_ID, USERS, guild_payload

DISPATCH, HEARTBEAT, IDENTIFY, RESUME, REQUEST_MEMBERS = 0, 1, 2, 6, 8
GUILD_MESSAGES_INTENT = 1 << 9
INVALID_SESSION, HELLO, HEARTBEAT_ACK = 9, 10, 11
AUTHENTICATION_FAILED = 4004
HEARTBEAT_INTERVAL_MS = 41_250


class GatewaySession:
    """One identified websocket connection of the bot."""

    def __init__(self, ws: web.WebSocketResponse, intents: int) -> None:
        self.ws = ws
        self.intents = intents
        self.session_id = secrets.token_hex(16)
        self.sequence = 0

    async def dispatch(self, event: str, data: dict) -> None:
        self.sequence += 1
        await self.ws.send_json({"op": DISPATCH, "t": event, "s": self.sequence, "d": data})


class Gateway:
    """Serves the bot's websocket. A RESUME of a known session is answered RESUMED (nothing is
    replayed: dispatching while the bot is away is refused), an unknown one INVALID_SESSION."""

    def __init__(self, token: str, url: str) -> None:
        self._token = token
        self.url = url
        self.session: GatewaySession | None = None
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
            if self.session is not None and self.session.ws is ws:
                self.session = None
        return ws

    async def _on_frame(self, ws: web.WebSocketResponse, frame: dict) -> None:
        op, data = frame["op"], frame.get("d")
        if op == HEARTBEAT:
            await ws.send_json({"op": HEARTBEAT_ACK})
        elif op in (IDENTIFY, RESUME) and data.get("token") != self._token:
            await ws.close(code=AUTHENTICATION_FAILED, message=b"Authentication failed.")
        elif op == IDENTIFY:
            await self._identify(ws, data.get("intents", 0))
        elif op == RESUME:
            await self._resume(ws, data["session_id"])
        elif op == REQUEST_MEMBERS and self.session is not None:
            await self.session.dispatch("GUILD_MEMBERS_CHUNK", _members_chunk(data))

    async def _identify(self, ws: web.WebSocketResponse, intents: int) -> None:
        session = GatewaySession(ws, intents)
        await session.dispatch(
            "READY",
            {
                "v": 10,
                "user": {**BOT_USER.user_payload(), "verified": True, "mfa_enabled": False},
                "guilds": [{"id": GUILD_ID, "unavailable": True}],
                "session_id": session.session_id,
                "resume_gateway_url": self.url,
                "application": {"id": APPLICATION_ID, "flags": 0},
                "private_channels": [],
                "relationships": [],
            },
        )
        await session.dispatch("GUILD_CREATE", guild_payload())
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
        old = self.session
        self.session = session
        if old is not None and old.ws is not session.ws:
            await old.ws.close(code=WSCloseCode.GOING_AWAY)

    async def dispatch(self, event: str, data: dict) -> None:
        if self.session is None:
            raise RuntimeError(f"cannot dispatch {event}: the bot is not connected to the gateway")
        if event.startswith("MESSAGE_") and not self.session.intents & GUILD_MESSAGES_INTENT:
            return  # Discord sends message events only to bots that asked for them
        await self.session.dispatch(event, data)

    async def drop(self, *, resumable: bool = True, code: int = 4000) -> None:
        """Close the bot's connection (4000 = unknown error, so discord.py reconnects).

        Unless `resumable`, the session is forgotten and the bot must identify afresh.
        """
        session, self.session = self.session, None
        if session is not None:
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
    chunk = {"guild_id": GUILD_ID, "members": members, "chunk_index": 0, "chunk_count": 1}
    if "nonce" in request:
        chunk["nonce"] = request["nonce"]
    return chunk
