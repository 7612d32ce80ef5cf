"""Game names and the /rules texts (bot/rules_text/<language>.json), read once; user text made
safe to show."""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from functools import cache, lru_cache
from pathlib import Path

import discord

FOLDER = Path(__file__).parent / "rules_text"
OPTION = re.compile(r"\{option:([a-z_]+)\}")


@cache
def _texts(lang: str) -> dict[str, dict[str, str]]:
    """A language's texts ({} for a language we have none in: English stands in)."""
    path = FOLDER / f"{lang}.json"
    return json.loads(path.read_text(encoding="utf-8")) if path.exists() else {}


def _entry(game_id: str, lang: str) -> dict[str, str]:
    return _texts(lang).get(game_id) or _texts("en")[game_id]


def game_name(game_id: str, lang: str) -> str:
    return _entry(game_id, lang)["name"]


def board_name(game_id: str, lang: str) -> str:
    """The name on a board's title: the game's name without the words that explain it
    ("Kości", not "Kości (polské kostky)"), so that the title fits one line of a phone."""
    entry = _entry(game_id, lang)
    return entry.get("board", entry["name"])


def summary(game_id: str, lang: str) -> str:
    return _entry(game_id, lang)["summary"]


def rules_text(game_id: str, lang: str, option_name: Callable[[str], str]) -> str:
    """The game's rules; each `{option:NAME}` becomes `option_name(NAME)`, the option as the
    reader's own language names it in the command (so the text never says `match_to` to a
    reader whose command says `zápas_do`)."""
    return OPTION.sub(lambda found: f"`{option_name(found[1])}`", _entry(game_id, lang)["text"])


@lru_cache(maxsize=4096)  # the same names, on every board
def literal(text: str) -> str:
    """User text (a display name) shown exactly as typed in a message: Discord's markdown
    escaped, and mentions broken, so `**@everyone**` shows as written and pings nobody."""
    return discord.utils.escape_mentions(discord.utils.escape_markdown(text))
