"""Named rules for Discord's documented limits that its OpenAPI schema cannot express.

A rule checks one kind of document (a message to create, a command, ...) and yields
(JSON pointer relative to that document, message) for every breach it finds.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

MESSAGE_CREATE, MESSAGE_EDIT = "message create", "message edit"
MESSAGE = (MESSAGE_CREATE, MESSAGE_EDIT)
COMMAND, COMMAND_LIST = "command", "command list"
AUTOCOMPLETE, EMOJI_UPLOAD = "autocomplete", "emoji upload"

Breaches = Iterator[tuple[str, str]]


@dataclass(frozen=True)
class Context:
    """What a rule needs to know beyond the document itself, for one request."""

    application_emoji_ids: frozenset[str] = frozenset()
    upload_sizes: tuple[int, ...] = ()  # bytes of each multipart files[n] part, in order
    # A message's components are walked once for all the rules that look at them; the message
    # is kept beside its walk, so its id cannot be another's while the context lives.
    _walks: dict[int, tuple[dict, list[tuple[dict, str]]]] = field(
        default_factory=dict, compare=False, repr=False
    )

    def components(self, message: dict) -> list[tuple[dict, str]]:
        """Every component of the message with its pointer (walk_components)."""
        walk = self._walks.get(id(message))
        if walk is None or walk[0] is not message:
            walk = self._walks[id(message)] = (
                message,
                list(walk_components(message.get("components"), "/components")),
            )
        return walk[1]


@dataclass(frozen=True)
class Rule:
    name: str
    code: str  # the error code Discord answers with (or ours, in Discord's style)
    check: Callable[[Any, Context], Breaches]


RULES: dict[str, list[Rule]] = {}


def rule(name: str, code: str, *kinds: str) -> Callable[[Callable], Callable]:
    """Registers the decorated check under `name` for documents of `kinds`."""

    def register(check: Callable[[Any, Context], Breaches]) -> Callable:
        for kind in kinds:
            RULES.setdefault(kind, []).append(Rule(name, code, check))
        return check

    return register


def walk_components(components: list, pointer: str) -> Iterator[tuple[dict, str]]:
    """Every component with its pointer, depth first, through rows, containers, sections."""
    for index, component in enumerate(components or ()):
        here = f"{pointer}/{index}"
        yield component, here
        yield from walk_components(component.get("components"), f"{here}/components")
        if isinstance(component.get("accessory"), dict):
            yield component["accessory"], f"{here}/accessory"


def text_length(*texts: str | None) -> int:
    return sum(len(text) for text in texts if text)
