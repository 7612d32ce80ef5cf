"""Translations: every user-visible string comes from `bot.catalog`, by key, in the
interaction's language (en, cs, pl; anything else falls back to English)."""

from __future__ import annotations

import discord
from discord import app_commands

from bot import texts
from bot.catalog import MESSAGES

LANGUAGES = ("en", "cs", "pl")


def language(locale: str | discord.Locale | None) -> str:
    """'cs', 'pl' or 'en' for a Discord locale such as 'en-US'."""
    code = str(locale.value if isinstance(locale, discord.Locale) else locale or "en")
    code = code.split("-")[0].lower()
    return code if code in LANGUAGES else "en"


def t(locale: str | discord.Locale | None, key: str, default: str = "", **params: object) -> str:
    """The message `key` in the locale's language, formatted with `params`.

    `default` (e.g. an English rule reason from rules/) is used when the catalog lacks the key.
    """
    entry = MESSAGES.get(key)
    if entry is None:
        text = default or key
    else:
        text = entry.get(language(locale)) or entry["en"]
    try:
        return text.format(**params)
    except (KeyError, IndexError, ValueError):
        return text


def user_language(interaction: discord.Interaction) -> str:
    """Ephemeral replies speak the clicking user's language."""
    return language(interaction.locale)


def board_language(interaction: discord.Interaction) -> str:
    """Public boards speak the server's language."""
    return language(interaction.guild_locale or interaction.locale)


class CatalogTranslator(app_commands.Translator):
    """Command names and descriptions: `locale_str(english, key=...)` looked up in the catalog."""

    async def translate(
        self,
        string: app_commands.locale_str,
        locale: discord.Locale,
        context: app_commands.TranslationContextTypes,
    ) -> str | None:
        key = string.extras.get("key")
        lang = language(locale)
        if key is None or lang == "en":
            return None
        if key.startswith("gamename:"):
            return texts.game_name(key.removeprefix("gamename:"), lang)
        return MESSAGES[key].get(lang) if key in MESSAGES else None


def cmd(key: str) -> app_commands.locale_str:
    """A translatable command string whose English text is the catalog's."""
    return app_commands.locale_str(MESSAGES[key]["en"], key=key)
