"""Discord's everyday faults, injected on purpose: an aiohttp middleware that answers chosen
requests as Discord does when things go wrong, plus late interaction deliveries and gateway
reconnect requests.

    faults = fake.faults
    faults.rate_limit("PATCH", "/channels/*/messages/*", retry_after=0.5)   # 429, retried
    faults.server_error("POST", "/interactions/*/callback", status=503, count=2)
    faults.taken_then_failed("POST", "/interactions/*/callback")          # applied, then 502
    faults.delay("POST", "/interactions/*/callback", seconds=1.0)          # network jitter
    faults.delete_first("PATCH", "/webhooks/*/*/messages/@original", message_id)
    faults.missing_permissions("POST", "/channels/*/messages")            # until cleared
    faults.late_delivery(3.5)                 # the next interaction reaches the bot 3.5 s late
    await fake.delete_message(message_id)     # a moderator deletes a message (10008 from now on)
    await faults.ask_to_reconnect()           # gateway op 7: the bot resumes
    faults.injected                           # ["PATCH /api/v10/... -> 429", ...] so far
    faults.clear()

Routes are glob patterns over the path after /api/v10 (`*` matches anything, slashes too);
`count` is how many matching requests get the fault (None: every one, until `clear()`).
"""

from __future__ import annotations

import asyncio
import fnmatch
from collections.abc import Awaitable, Callable
from dataclasses import dataclass

from aiohttp import web

from .gateway import Gateway
from .rest import API, Handler, discord_error, json_response
from .store import Store

Reaction = Callable[[web.Request, Handler], Awaitable[web.StreamResponse]]
RATE_LIMIT_BUCKET = "fa17ed0b0cc5"


@dataclass
class Fault:
    method: str
    route: str
    remaining: int | None  # None: without end
    react: Reaction

    def matches(self, request: web.Request) -> bool:
        path = request.path.removeprefix(API)
        return request.method == self.method and fnmatch.fnmatchcase(path, self.route)


class Faults:
    """The faults planned for the fake's next requests, first planned first served."""

    def __init__(self, store: Store, gateway: Gateway) -> None:
        self._store = store
        self._gateway = gateway
        self._planned: list[Fault] = []
        self._late: list[float] = []
        self.injected: list[str] = []

    def clear(self) -> None:
        self._planned.clear()
        self._late.clear()

    # REST faults

    def rate_limit(
        self, method: str, route: str, retry_after: float = 0.5, count: int | None = 1
    ) -> None:
        """429 with the body and headers discord.py reads (it sleeps `retry_after`, then retries;
        without a `Via` header it would take the 429 for a Cloudflare ban)."""

        async def react(request: web.Request, handler: Handler) -> web.StreamResponse:
            answer = json_response(
                {
                    "message": "You are being rate limited.",
                    "retry_after": retry_after,
                    "global": False,
                },
                status=429,
            )
            answer.headers.update(
                {
                    "Via": "1.1 google",
                    "Retry-After": str(max(1, round(retry_after))),
                    "X-RateLimit-Limit": "5",
                    "X-RateLimit-Remaining": "0",
                    "X-RateLimit-Reset-After": str(retry_after),
                    "X-RateLimit-Bucket": RATE_LIMIT_BUCKET,
                    "X-RateLimit-Scope": "user",
                }
            )
            return answer

        self._plan(method, route, count, react)

    def server_error(
        self, method: str, route: str, status: int = 503, count: int | None = 1
    ) -> None:
        """A 5xx before Discord did anything (discord.py retries 500/502/504 on its REST client,
        every 5xx on webhooks and interaction callbacks; 503 on REST is raised at once)."""

        async def react(request: web.Request, handler: Handler) -> web.StreamResponse:
            return discord_error(status, f"{status}: Server error")

        self._plan(method, route, count, react)

    def taken_then_failed(self, method: str, route: str, status: int = 502, count: int = 1) -> None:
        """The request is carried out, but its answer is lost in a 5xx (a gateway in front of
        Discord timed out): the client cannot tell, and retries."""

        async def react(request: web.Request, handler: Handler) -> web.StreamResponse:
            await handler(request)
            return discord_error(status, f"{status}: Bad Gateway")

        self._plan(method, route, count, react)

    def delay(self, method: str, route: str, seconds: float, count: int | None = 1) -> None:
        """Network jitter: the request reaches Discord `seconds` late, then is carried out."""

        async def react(request: web.Request, handler: Handler) -> web.StreamResponse:
            await asyncio.sleep(seconds)
            return await handler(request)

        self._plan(method, route, count, react)

    def delete_first(self, method: str, route: str, message_id: str, count: int = 1) -> None:
        """A moderator deletes the message just before this request reaches Discord."""

        async def react(request: web.Request, handler: Handler) -> web.StreamResponse:
            if self._store.has_message(message_id):
                self._store.delete_message(message_id)
            return await handler(request)

        self._plan(method, route, count, react)

    def missing_permissions(self, method: str, route: str, count: int | None = None) -> None:
        """403 50013: the bot lost the permission (Send Messages, say) in the channel."""

        async def react(request: web.Request, handler: Handler) -> web.StreamResponse:
            return discord_error(403, "Missing Permissions", 50013)

        self._plan(method, route, count, react)

    def _plan(self, method: str, route: str, count: int | None, react: Reaction) -> None:
        self._planned.append(Fault(method, route, count, react))

    @web.middleware
    async def middleware(self, request: web.Request, handler: Handler) -> web.StreamResponse:
        fault = next((f for f in self._planned if f.matches(request)), None)
        if fault is None:
            return await handler(request)
        if fault.remaining is not None:
            fault.remaining -= 1
            if not fault.remaining:
                self._planned.remove(fault)
        answer = await fault.react(request, handler)
        self.injected.append(f"{request.method} {request.path} -> {answer.status}")
        return answer

    # interaction deliveries and the gateway

    def late_delivery(self, seconds: float, count: int = 1) -> None:
        """The next `count` interactions reach the bot `seconds` after the user acted (Discord's
        3 s count from then: the interaction's id is stamped with that moment)."""
        self._late.extend([seconds] * count)

    def delivery_delay(self) -> float:
        """How late the interaction being dispatched now reaches the bot."""
        return self._late.pop(0) if self._late else 0.0

    async def ask_to_reconnect(self) -> None:
        """Gateway op 7 RECONNECT on every connection: the bot reconnects and resumes."""
        await self._gateway.ask_to_reconnect()
