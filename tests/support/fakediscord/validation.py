"""Strictness: every REST request the bot sends is checked against Discord's OpenAPI schema
(openapi.py) and its documented limits (limits/); a breach is refused as Discord refuses it
(400, code 50035 "Invalid Form Body", errors nested by field) and recorded as a Violation."""

from __future__ import annotations

import json
import time
from collections import Counter
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from typing import Any

from aiohttp import web

from . import limits
from .forms import FormError
from .openapi import Operation, discord_spec
from .rest import API, Handler, discord_error, json_response, read_body

CALLBACK = "POST /interactions/{interaction_id}/{interaction_token}/callback"
MESSAGE_CREATES = {
    "POST /channels/{channel_id}/messages",
    "POST /webhooks/{webhook_id}/{webhook_token}",
}
MESSAGE_EDITS = {
    "PATCH /channels/{channel_id}/messages/{message_id}",
    "PATCH /webhooks/{webhook_id}/{webhook_token}/messages/{message_id}",
    "PATCH /webhooks/{webhook_id}/{webhook_token}/messages/@original",
}
COMMAND_OVERWRITES = {
    "PUT /applications/{application_id}/commands",
    "PUT /applications/{application_id}/guilds/{guild_id}/commands",
}
COMMAND_CREATES = {
    "POST /applications/{application_id}/commands",
    "POST /applications/{application_id}/guilds/{guild_id}/commands",
}
EMOJI_CREATE = "POST /applications/{application_id}/emojis"
# Callback types whose data is a message, an update of one, or autocomplete choices.
CALLBACK_DATA = {4: limits.MESSAGE_CREATE, 7: limits.MESSAGE_EDIT, 8: limits.AUTOCOMPLETE}
SCHEMA_CODES = {
    "maxLength": "BASE_TYPE_MAX_LENGTH",
    "maxItems": "BASE_TYPE_MAX_LENGTH",
    "minLength": "BASE_TYPE_MIN_LENGTH",
    "minItems": "BASE_TYPE_MIN_LENGTH",
    "required": "BASE_TYPE_REQUIRED",
    "enum": "BASE_TYPE_CHOICES",
}


@dataclass(frozen=True)
class Violation:
    """One breach in one request: where (route and JSON pointer), which rule, and why."""

    route: str  # method and path template, e.g. POST /channels/{channel_id}/messages
    pointer: str  # into the JSON body (payload_json for multipart), "" for the whole body
    rule: str  # a limit's name, or openapi.<keyword> / openapi.query.<keyword>
    code: str  # the code of Discord's answer
    message: str

    def __str__(self) -> str:
        return f"{self.route} {self.pointer or '/'}: {self.message} [{self.rule}]"


def form_errors(violations: Iterable[Violation]) -> dict:
    """Discord's `errors` object: nested by the pointer's parts, `_errors` at each leaf."""
    errors: dict = {}
    for violation in violations:
        node = errors
        for part in violation.pointer.split("/")[1:]:
            node = node.setdefault(part.replace("~1", "/").replace("~0", "~"), {})
        node.setdefault("_errors", []).append(
            {"code": violation.code, "message": violation.message}
        )
    return errors


def documents(route: str, body: Any) -> Iterator[tuple[str, str, Any]]:
    """(limits kind, pointer of the document in the body, document) that a request carries."""
    if route in MESSAGE_CREATES:
        yield limits.MESSAGE_CREATE, "", body
    elif route in MESSAGE_EDITS:
        yield limits.MESSAGE_EDIT, "", body
    elif route == CALLBACK and body.get("type") in CALLBACK_DATA and body.get("data"):
        yield CALLBACK_DATA[body["type"]], "/data", body["data"]
    elif route in COMMAND_OVERWRITES:
        yield limits.COMMAND_LIST, "", body or []
        for index, command in enumerate(body or ()):
            yield limits.COMMAND, f"/{index}", command
    elif route in COMMAND_CREATES:
        yield limits.COMMAND, "", body
    elif route == EMOJI_CREATE:
        yield limits.EMOJI_UPLOAD, "", body


class RequestValidation:
    """The checks, with what they found. `middleware` hooks them into the fake's aiohttp app.

    mode "record" (the default): violations are refused and recorded, and `check_violations`
    fails; "expect" (after `expect_violations()`): a test that provokes refusals on purpose.
    """

    def __init__(self, application_emoji_ids: Callable[[], Iterable[str]]) -> None:
        self.spec = discord_spec()
        self.violations: list[Violation] = []
        self.mode = "record"
        self.checked, self.seconds = 0, 0.0  # requests checked and the time it took
        self.by_route: Counter[str] = Counter()  # requests per route (the load benchmark's)
        self._emoji_ids = application_emoji_ids

    def check(
        self,
        method: str,
        path: str,
        body: Any,
        query: dict[str, str] | None = None,
        upload_sizes: tuple[int, ...] = (),
    ) -> list[Violation]:
        """Every violation of one request (path without the /api/v10 prefix)."""
        started = time.perf_counter()
        operation = self.spec.operation(method, path)
        found = [] if operation is None else self._violations(operation, body, query, upload_sizes)
        self.by_route[f"{method} {path}" if operation is None else operation.route] += 1
        self.checked += 1
        self.seconds += time.perf_counter() - started
        return found

    def _violations(
        self, operation: Operation, body: Any, query: dict | None, upload_sizes: tuple[int, ...]
    ) -> list[Violation]:
        route = operation.route
        found = [
            Violation(
                route, e.pointer, f"openapi.query.{e.keyword}", "BASE_TYPE_INVALID", e.message
            )
            for e in operation.query_errors(query or {})
        ]
        found += [
            Violation(
                route,
                e.pointer,
                f"openapi.{e.keyword}",
                SCHEMA_CODES.get(e.keyword, "BASE_TYPE_INVALID"),
                e.message,
            )
            for e in operation.body_errors(body)
        ]
        if found:  # the limits read documents of the shape the schema guarantees
            return found
        context = limits.Context(frozenset(map(str, self._emoji_ids())), upload_sizes)
        return [
            Violation(route, prefix + pointer, rule.name, rule.code, message)
            for kind, prefix, document in documents(route, body)
            for pointer, rule, message in limits.breaches(kind, document, context)
        ]

    @web.middleware
    async def middleware(self, request: web.Request, handler: Handler) -> web.StreamResponse:
        if not request.path.startswith(API + "/"):
            return await handler(request)
        try:
            body, uploads = await read_body(request)
        except json.JSONDecodeError:  # orjson's error is one too
            return discord_error(400, "The request body contains invalid JSON.", 50109)
        except FormError:
            return discord_error(400, "400: Bad Request")
        sizes = tuple(len(upload.data) for upload in uploads)
        path = request.path.removeprefix(API)
        violations = self.check(request.method, path, body, dict(request.query), sizes)
        if not violations:
            return await handler(request)
        self.violations += violations
        answer = {"code": 50035, "message": "Invalid Form Body", "errors": form_errors(violations)}
        return json_response(answer, status=400)

    def expect_violations(self) -> None:
        self.mode = "expect"

    def check_violations(self) -> None:
        """Raises AssertionError naming every violation, unless the test expects them."""
        if self.violations and self.mode == "record":
            listed = "\n  ".join(map(str, self.violations))
            raise AssertionError(
                f"the bot sent {len(self.violations)} request(s) real Discord refuses:\n  {listed}"
            )

    @property
    def mean_cost_ms(self) -> float:
        return 1000 * self.seconds / max(self.checked, 1)
