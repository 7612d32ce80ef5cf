"""Named rules for Discord's documented limits that its OpenAPI schema cannot express.

A rule checks one kind of document (a message to create, a command, ...) and yields
(JSON pointer relative to that document, message) for every breach it finds.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

MESSAGE_CREATE, MESSAGE_EDIT = "message create", "message edit"
MESSAGE = (MESSAGE_CREATE, MESSAGE_EDIT)
COMMAND, COMMAND_LIST = "command", "command list"
AUTOCOMPLETE, EMOJI_UPLOAD = "autocomplete", "emoji upload"

Breaches = Iterator[tuple[str, str]]


@dataclass(frozen=True)
class Context:
    """What a rule needs to know beyond the document itself."""

    application_emoji_ids: frozenset[str] = frozenset()
    upload_sizes: tuple[int, ...] = ()  # bytes of each multipart files[n] part, in order


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
