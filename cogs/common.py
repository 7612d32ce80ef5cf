"""Pieces the cogs share: localised game choices and option names, and on/off switches."""

from __future__ import annotations

from discord import app_commands

from bot import texts
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
