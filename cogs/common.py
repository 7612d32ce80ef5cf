"""Pieces the cogs share: localised game choices and option names, the options every
`/… play` takes (how long a turn may last, where the game opens), and on/off switches."""

from __future__ import annotations

from discord import app_commands

from bot import game_threads, texts
from bot.i18n import cmd, option_key
from rules import registry


def game_choices(family: str | None = None) -> list[app_commands.Choice[str]]:
    """A choice per game (of one family, or all), its name translated by the catalog."""
    return [
        app_commands.Choice(
            name=app_commands.locale_str(texts.game_name(game.id, "en"), key=f"gamename:{game.id}"),
            value=game.id,
        )
        for game in registry.GAMES.values()
        if family is None or game.family == family
    ]


def option_names(family: str, *names: str) -> dict[str, app_commands.locale_str]:
    """`app_commands.rename(**option_names(...))`: each option's localized name."""
    return {name: cmd(option_key(family, name)) for name in names}


def option_descriptions(family: str, *names: str) -> dict[str, app_commands.locale_str]:
    """`app_commands.describe(**option_descriptions(...))`: each option's description."""
    return {name: cmd(option_key(family, name, ".desc")) for name in names}


def switch(value: bool | None) -> str | None:
    """A yes/no command option as an on/off game option (not given: the game's default)."""
    return None if value is None else "on" if value else "off"


# How long a turn may last, in minutes: from a quick game to one played over days.
TURN_MINUTES = (2, 10, 60, 24 * 60, 3 * 24 * 60, 7 * 24 * 60)
# The options every `/… play` has besides its family's own (names and descriptions shared).
PLAY_OPTIONS = ("turn_minutes", "where")


def where_choices() -> list[app_commands.Choice[str]]:
    """Here or in a thread of its own: where a game opens."""
    return [
        app_commands.Choice(name=cmd(f"choice.where.{place}"), value=place)
        for place in game_threads.WHERE
    ]


def play_choices(**choices: list[app_commands.Choice]):
    """`app_commands.choices` for a `/… play`: the family's own `choices` and those of the
    options every `/… play` takes."""
    turn_minutes = [
        app_commands.Choice(name=cmd(f"choice.turn.{minutes}"), value=minutes)
        for minutes in TURN_MINUTES
    ]
    return app_commands.choices(turn_minutes=turn_minutes, where=where_choices(), **choices)
