"""The catalog: every message in every language with the same placeholders; every key the
code and the rules packages use exists; command names are valid Discord names."""

from __future__ import annotations

import re
import string
from pathlib import Path

import discord
import pytest

from bot.catalog import MESSAGES
from bot.i18n import LANGUAGES, CatalogTranslator, language, t

ROOT = Path(__file__).resolve().parents[2]
NAME = re.compile(r"^[-_\w]{1,32}$")


def fields(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


@pytest.mark.parametrize("key", sorted(MESSAGES))
def test_every_language_has_the_message_with_the_same_fields(key):
    entry = MESSAGES[key]
    assert set(entry) == set(LANGUAGES)
    assert all(entry.values())
    assert {lang: fields(text) for lang, text in entry.items()} == {
        lang: fields(entry["en"]) for lang in LANGUAGES
    }


def test_command_names_are_valid_discord_names():
    for key, entry in MESSAGES.items():
        if key.startswith("cmd.") and not key.endswith(".desc"):
            for text in entry.values():
                assert NAME.match(text) and text == text.lower(), (key, text)


def used_keys() -> set[str]:
    """Catalog keys written literally in bot/, cogs/ and rules/ (t, GameError, IllegalAction)."""
    pattern = re.compile(r"""["']((?:[a-z_]+\.)+[a-z_]+)["']""")
    keys = set()
    for folder in ("bot", "cogs", "rules"):
        for path in (ROOT / folder).rglob("*.py"):
            for match in pattern.finditer(path.read_text(encoding="utf-8")):
                prefix = match[1].split(".")[0]
                if prefix in PREFIXES:
                    keys.add(match[1])
    return keys


PREFIXES = {key.split(".")[0] for key in MESSAGES} - {"cmd"}


def test_every_key_the_code_uses_is_in_the_catalog():
    assert sorted(used_keys() - set(MESSAGES)) == []


# Keys built at run time from a rules event type or a figure id.
DYNAMIC = ("dice.event.", "figure.")


def test_every_message_in_the_catalog_is_used():
    sources = "\n".join(
        path.read_text(encoding="utf-8")
        for folder in ("bot", "cogs", "rules")
        for path in (ROOT / folder).rglob("*.py")
        if path.name != "catalog.py"
    )
    quoted = {match[1] for match in re.finditer(r"""["']([a-z_.]+)["']""", sources)}
    unused = [key for key in MESSAGES if key not in quoted and not key.startswith(DYNAMIC)]
    assert unused == []


def test_languages_and_fallbacks():
    assert language("en-US") == "en" and language("cs") == "cs" and language("de") == "en"
    assert t("pl", "turn.not_yours", player="Ala") == "To nie twoja kolej: gra Ala."
    assert t("cs", "missing.key", "English reason") == "English reason"


async def test_the_translator_names_games_and_commands():
    translator = CatalogTranslator()
    game = discord.app_commands.locale_str("Sequence", key="gamename:sequence")
    assert await translator.translate(game, discord.Locale.czech, None) == "Sekvence"
    command = discord.app_commands.locale_str("dice", key="cmd.dice")
    assert await translator.translate(command, discord.Locale.polish, None) == "kostki"
    assert await translator.translate(command, discord.Locale.american_english, None) is None
