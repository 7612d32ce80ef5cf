"""Pieces the cogs share: localised game choices."""

from __future__ import annotations

from discord import app_commands

from bot import texts
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
