"""Options of the table rather than of the game's rules: the bot's own switches (turn pings).
They live in the game's options beside the rules' ones, so that the lobby shows and switches
them like any other, but rules/ never sees them."""

from __future__ import annotations

import json
from typing import Any

from rules.base import GameRules, OptionSpec, resolve_options

TABLE_OPTIONS = (OptionSpec("ping", True),)  # a ping when the turn passes to another person
NAMES = tuple(spec.name for spec in TABLE_OPTIONS)


def specs(rules: GameRules) -> tuple[OptionSpec, ...]:
    """Every option a game of `rules` has: its rules' and the table's."""
    return (*rules.options, *TABLE_OPTIONS)


def resolve(rules: GameRules, given: dict[str, Any]) -> dict[str, Any]:
    """Defaults filled in and values validated, for the rules' options and the table's."""
    table = {name: value for name, value in given.items() if name in NAMES}
    return {
        **resolve_options(rules.options, for_rules(given)),
        **resolve_options(TABLE_OPTIONS, table),
    }


def for_rules(options: dict[str, Any]) -> dict[str, Any]:
    """A game's options as its rules take them."""
    return {name: value for name, value in options.items() if name not in NAMES}


def saved_for_rules(saved: str) -> dict[str, Any]:
    """The rules' options of a game as saved (its options column, JSON)."""
    return for_rules(json.loads(saved))


def switches(options: dict[str, Any]) -> tuple[str, ...]:
    """The table's switches a lobby offers (one opened before a switch existed lacks it)."""
    return tuple(name for name in NAMES if name in options)


def value(options: dict[str, Any], name: str) -> Any:
    """A table option's value (its default in a game from before it existed)."""
    return options.get(name, next(spec.default for spec in TABLE_OPTIONS if spec.name == name))
