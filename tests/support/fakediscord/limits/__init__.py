"""Discord's documented limits beyond its OpenAPI schema, as small named rules per document kind
(see rulebook.py): message content, embeds and files (messages.py), components (components.py),
commands, autocomplete choices and emoji uploads (commands.py)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from . import commands, components, messages  # noqa: F401  (they register their rules)
from .rulebook import (
    AUTOCOMPLETE,
    COMMAND,
    COMMAND_LIST,
    EMOJI_UPLOAD,
    MESSAGE_CREATE,
    MESSAGE_EDIT,
    RULES,
    Context,
    Rule,
)

__all__ = [
    "AUTOCOMPLETE",
    "COMMAND",
    "COMMAND_LIST",
    "EMOJI_UPLOAD",
    "MESSAGE_CREATE",
    "MESSAGE_EDIT",
    "Context",
    "Rule",
    "breaches",
]


def breaches(kind: str, document: Any, context: Context) -> Iterator[tuple[str, Rule, str]]:
    """(pointer relative to the document, rule, message) for every limit it breaks."""
    for limit in RULES.get(kind, ()):
        for pointer, message in limit.check(document, context):
            yield pointer, limit, message
