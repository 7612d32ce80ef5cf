"""Game names and the /rules texts (bot/rules_text/<language>.json), read once; user text made
safe to show."""

from __future__ import annotations

import json
import re
import unicodedata
from collections.abc import Callable
from functools import cache, lru_cache
from pathlib import Path

import discord

FOLDER = Path(__file__).parent / "rules_text"
OPTION = re.compile(r"\{option:([a-z_]+)\}")
FSI, PDI = "\u2068", "\u2069"  # FIRST STRONG ISOLATE ... POP DIRECTIONAL ISOLATE
ISOLATES = {"\u2066", "\u2067", FSI}  # LRI, RLI, FSI: each opens an isolate a PDI closes
# What can turn the direction of the text around it: right-to-left letters, the embedding,
# override and isolate controls, and the marks.
DIRECTIONAL = {"R", "AL", "LRE", "RLE", "PDF", "LRO", "RLO", "LRI", "RLI", "FSI", "PDI"}
MARKS = {"\u200e", "\u200f", "\u061c"}  # LRM, RLM, ALM


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
    escaped, and mentions broken, so `**@everyone**` shows as written and pings nobody; and
    isolated, so that it cannot turn the rest of its line around."""
    return isolated(discord.utils.escape_mentions(discord.utils.escape_markdown(text)))


def linked(text: str, url: str) -> str:
    """A masked link: `text` (already shown literally) opening `url`, its brackets escaped so
    that a name's "]" cannot end the link early."""
    return "[" + text.replace("[", "\\[").replace("]", "\\]") + f"]({url})"


def isolated(text: str) -> str:
    """User text in a line of text, as a bidi isolate (FSI … PDI) if anything in it affects
    text direction, so that an unclosed right-to-left override in a name flips nothing after
    it. Left-to-right text is left as it is: isolating it would change nothing shown, and
    Discord shows the marks as stray characters in some clients. The text's own isolates are
    balanced (a PDI more than it opens would close ours early; one it leaves open, keep ours
    open), so the line goes on outside whatever the text holds. Never for a picture: Pillow
    would draw the marks as boxes."""
    if not any(c in MARKS or unicodedata.bidirectional(c) in DIRECTIONAL for c in text):
        return text
    opened = closed_early = 0
    for char in text:
        if char in ISOLATES:
            opened += 1
        elif char == PDI and opened:
            opened -= 1
        elif char == PDI:
            closed_early += 1
    return FSI * (1 + closed_early) + text + PDI * (1 + opened)
