"""Discord's everyday faults, injected on purpose: an aiohttp middleware that answers chosen
requests as Discord does when things go wrong, plus late interaction deliveries and gateway
reconnect requests.

    faults = fake.faults
    faults.rate_limit("PATCH", "/channels/*/messages/*", retry_after=0.5)   # 429, retried
    faults.server_error("POST", "/interactions/*/callback", status=503, count=2)
    faults.taken_then_failed("POST", "/interactions/*/callback")          # applied, then 502
    held = faults.taken_then_held("POST", "/channels/*/threads")          # applied, answer held
    await held.arrived.wait()                 # ...the bot killed now never learns of it,
    held.release()                            # then the answer goes (to nobody)
    faults.delay("POST", "/interactions/*/callback", seconds=1.0)          # network jitter
    faults.delete_first("PATCH", "/webhooks/*/*/messages/@original", message_id)
    faults.missing_permissions("POST", "/channels/*/messages")            # until cleared
    faults.edit_limit(message_id, count=5)    # 30046: its next 5 edits refused, as those of
                                              # an old message edited too often
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
from dataclasses import dataclass, field

from aiohttp import web

from .gateway import Gateway
from .rest import API, UPDATE_MESSAGE, Handler, discord_error, json_response, read_body
from .store import Store

Reaction = Callable[[web.Request, Handler], Awaitable[web.StreamResponse]]
Condition = Callable[[web.Request], Awaitable[bool]]
RATE_LIMIT_BUCKET = "fa17ed0b0cc5"
EDITS_REFUSED = 30046
EDITS_REFUSED_MESSAGE = (
    "Maximum number of edits to messages older than 1 hour reached. Try again later"
)
# Every way a message is edited: through its channel, through the webhook of an interaction
# (its original response by name too), and by a click's callback updating the message clicked.
EDITS = (
    ("PATCH", "/channels/*/messages/*"),
    ("PATCH", "/webhooks/*/*/messages/*"),
    ("POST", "/interactions/*/callback"),
)


@dataclass
class Held:
    """A request carried out whose answer waits (`taken_then_held`)."""

    arrived: asyncio.Event = field(default_factory=asyncio.Event)  # carried out, answer waiting
    released: asyncio.Event = field(default_factory=asyncio.Event)

    def release(self) -> None:
        """Let the answer go (to a bot killed meanwhile: nobody)."""
        self.released.set()


@dataclass
class Fault:
    method: str
    route: str
    remaining: int | None  # None: without end
    react: Reaction
    condition: Condition | None = None  # what else the request must be

    async def matches(self, request: web.Request) -> bool:
        path = request.path.removeprefix(API)
        if request.method != self.method or not fnmatch.fnmatchcase(path, self.route):
            return False
        return self.condition is None or await self.condition(request)


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
        """A 429 of the route's rate limit (`too_many_requests`), which discord.py waits out."""

        async def react(request: web.Request, handler: Handler) -> web.StreamResponse:
            return too_many_requests(retry_after, {"message": "You are being rate limited."})

        self._plan(method, route, count, react)

    def edit_limit(
        self, message_id: str, count: int | None = None, retry_after: float = 0.1
    ) -> None:
        """Discord's limit on the edits of a message older than an hour (JSON code 30046,
        "Maximum number of edits to messages older than 1 hour reached. Try again later"; the
        threshold is undocumented, a few edits in seconds per channel): the next `count` edits
        of the message are refused (None: every one). Discord answers it as a rate limit, a 429
        with `retry_after` that discord.py sleeps and retries, five tries in all, before it
        raises (1.7.3 and 2.x alike: "429 Too Many Requests (error code: 30046)" raised where
        the tries run out, aikaterna/aikaterna-cogs#302). Whether it counts a click's update
        of the message is not documented: here it does, the stricter."""
        left = count

        async def edits_it(request: web.Request) -> bool:
            nonlocal left
            if left == 0 or await self._edited(request) != message_id:
                return False
            if left is not None:
                left -= 1
            return True

        async def react(request: web.Request, handler: Handler) -> web.StreamResponse:
            body = {"message": EDITS_REFUSED_MESSAGE, "code": EDITS_REFUSED}
            return too_many_requests(retry_after, body)

        for method, route in EDITS:
            self._plan(method, route, None, react, edits_it)

    async def _edited(self, request: web.Request) -> str | None:
        """The id of the message the request edits (None: it edits none)."""
        info = request.match_info
        handle = self._store.interactions.get(info.get("token", ""))
        if request.method == "PATCH":
            message_id = info.get("message_id")
            if message_id == "@original":
                return None if handle is None else handle.original_id
            return message_id
        body, _ = await read_body(request)
        if body.get("type") != UPDATE_MESSAGE or handle is None:
            return None
        return handle.payload.get("message", {}).get("id")

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

    def taken_then_held(self, method: str, route: str, after: int = 0) -> Held:
        """The request is carried out, but its answer waits until `held.release()`: a test
        kills the bot in between (`held.arrived`), which then never learns what it made. The
        first `after` such requests are answered as usual."""
        held = Held()
        answered = 0

        async def react(request: web.Request, handler: Handler) -> web.StreamResponse:
            nonlocal answered
            answer = await handler(request)
            if answered < after:
                answered += 1
                return answer
            held.arrived.set()
            await held.released.wait()
            return answer

        self._plan(method, route, after + 1, react)
        return held

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

    def _plan(
        self,
        method: str,
        route: str,
        count: int | None,
        react: Reaction,
        condition: Condition | None = None,
    ) -> None:
        self._planned.append(Fault(method, route, count, react, condition))

    @web.middleware
    async def middleware(self, request: web.Request, handler: Handler) -> web.StreamResponse:
        fault = await self._fault_for(request)
        if fault is None:
            return await handler(request)
        if fault.remaining is not None:
            fault.remaining -= 1
            if not fault.remaining:
                self._planned.remove(fault)
        answer = await fault.react(request, handler)
        self.injected.append(f"{request.method} {request.path} -> {answer.status}")
        return answer

    async def _fault_for(self, request: web.Request) -> Fault | None:
        """The first planned fault the request meets."""
        for fault in self._planned:
            if await fault.matches(request):
                return fault
        return None

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


def too_many_requests(retry_after: float, body: dict) -> web.Response:
    """A 429 with `body`, and the `retry_after` and headers discord.py reads (it sleeps
    `retry_after`, then retries; without a `Via` header it would take the 429 for a Cloudflare
    ban)."""
    answer = json_response({**body, "retry_after": retry_after, "global": False}, status=429)
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
