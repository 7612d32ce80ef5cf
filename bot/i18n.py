"""Translations: every user-visible string is a Project Fluent message in
`bot/locales/<language>/*.ftl` (en, cs, pl), looked up by key in the interaction's language.

Keys are written with dots in the code (`dice.event.bank`); the Fluent message id is the same
with hyphens (`dice-event-bank`), because Fluent ids may not contain dots. Plurals and number
formatting are Fluent's (CLDR rules: 1 bod, 2 body, 5 bodů; 10 000 in cs/pl, 10,000 in en).
A message missing in a language falls back to English and is logged once.
"""

from __future__ import annotations

import logging
from functools import cache, lru_cache
from pathlib import Path

import discord
from babel.numbers import format_decimal
from discord import app_commands
from fluent.runtime import FluentBundle, FluentResource
from fluent.syntax.ast import Junk

from bot import texts

LANGUAGES = ("en", "cs", "pl")
FOLDER = Path(__file__).parent / "locales"
log = logging.getLogger(__name__)


def _load(lang: str) -> FluentBundle:
    # No Unicode isolation marks: Discord shows them as stray characters in some clients.
    bundle = FluentBundle([lang], use_isolating=False)
    for path in sorted((FOLDER / lang).glob("*.ftl")):
        resource = FluentResource(path.read_text(encoding="utf-8"))
        # The parser keeps going past a syntax error (as "junk"): refuse such a file outright.
        junk = [entry.content for entry in resource.body if isinstance(entry, Junk)]
        errors = bundle.add_resource(resource)
        if junk or errors:
            raise ValueError(f"{path}: {junk or errors}")
    return bundle


BUNDLES: dict[str, FluentBundle] = {lang: _load(lang) for lang in LANGUAGES}


def language(locale: str | discord.Locale | None) -> str:
    """'cs', 'pl' or 'en' for a Discord locale such as 'en-US'."""
    code = str(locale.value if isinstance(locale, discord.Locale) else locale or "en")
    code = code.split("-")[0].lower()
    return code if code in LANGUAGES else "en"


def message_id(key: str) -> str:
    return key.replace(".", "-")


def has(key: str, lang: str = "en") -> bool:
    return BUNDLES[lang].has_message(message_id(key))


@cache
def _missing(lang: str, key: str) -> None:
    """Log a missing translation once per language and key."""
    log.warning("no %s translation of %s; using English", lang, key)


_FLUENT_TYPES = frozenset((str, int, float))  # exactly: a bool (an int) must become text


def _argument(value: object) -> object:
    """Fluent takes strings and numbers; anything else is shown as text."""
    if isinstance(value, bool) or not isinstance(value, int | float | str):
        return str(value)
    return value


def t(locale: str | discord.Locale | None, key: str, default: str = "", **params: object) -> str:
    """The message `key` in the locale's language, with `params` filled in.

    `default` (e.g. an English rule reason from rules/) is used when no language has the key.
    Numbers are formatted by the message's language; pass identifiers (ids, timestamps) as str.
    """
    # On every click, tens of times: the language as the boards pass it needs no parsing, and
    # arguments that are already text or numbers need no converting.
    lang = locale if locale in LANGUAGES else language(locale)
    args = tuple(params.items())
    for _, value in args:
        if type(value) not in _FLUENT_TYPES:
            args = tuple((name, _argument(value)) for name, value in args)
            break
    return _format(lang, key, default, args)


@lru_cache(maxsize=16384)
def _format(lang: str, key: str, default: str, args: tuple[tuple[str, object], ...]) -> str:
    """Kept: a board says the same things on every click, and Fluent is slow to resolve."""
    mid = message_id(key)
    for candidate in (lang, "en"):
        bundle = BUNDLES[candidate]
        if bundle.has_message(mid):
            if candidate != lang:
                _missing(lang, key)
            text, errors = bundle.format_pattern(bundle.get_message(mid).value, dict(args))
            if errors:
                log.warning("%s %s: %s", candidate, key, errors)
            return text
    return default or key


def number(value: float, locale: str | discord.Locale | None) -> str:
    """A number as the language writes it (10 000 in cs/pl, 10,000 in en; at most 2 decimals)."""
    return t(locale, "number", value=round(value, 2))


def numbered_game(game_id: str, number: int, lang: str) -> str:
    """A game by its name and number, as pings and lists name it ("Kości (polské kostky)
    č. 12")."""
    return f"{texts.game_name(game_id, lang)} {t(lang, 'board.game_number', id=str(number))}"


def refusal(lang: str, key: str, reason: str = "", **params: object) -> str:
    """A refusal's message (a rules' IllegalAction, a GameError) in `lang`, with its
    parameters as that language says them."""
    return t(lang, key, reason, **refusal_params(lang, params))


def refusal_params(lang: str, params: dict[str, object]) -> dict[str, object]:
    """The notation as the player typed it, a game id as the game's name, the player counts
    a game is played by as "2 or 4"."""
    said = dict(params)
    if "move" in said:
        said["move"] = texts.literal(str(said["move"]))
    if "game" in said:
        said["game"] = texts.game_name(str(said["game"]), lang)
    if "counts" in said:
        *most, last = (number(count, lang) for count in said["counts"])
        said["counts"] = (
            t(lang, "game.player_counts", most=", ".join(most), last=last) if most else last
        )
    return said


def decimal(
    value: float, locale: str | discord.Locale | None, digits: int, plus: bool = False
) -> str:
    """A number with `digits` decimals as the language writes it (1.30 in en, 1,30 in cs/pl),
    with a real minus sign (−1.30, as a hyphen reads as a dash) and, where `plus`, a plus sign
    on a positive one. Rounded first: never "−0.00"."""
    rounded = round(value, digits)
    lang = locale if locale in LANGUAGES else language(locale)
    pattern = "#,##0." + "0" * digits if digits else "#,##0"
    text = format_decimal(abs(rounded), format=pattern, locale=lang)
    if rounded < 0:
        return "\u2212" + text
    return "+" + text if plus and rounded > 0 else text


def user_language(interaction: discord.Interaction) -> str:
    """Ephemeral replies speak the clicking user's language."""
    return language(interaction.locale)


def board_language(interaction: discord.Interaction) -> str:
    """Public boards speak the server's language."""
    return language(interaction.guild_locale or interaction.locale)


class CatalogTranslator(app_commands.Translator):
    """Command names and descriptions: `locale_str(english, key=...)` looked up in Fluent."""

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
        return t(lang, key) if has(key, lang) else None


def option_key(family: str, name: str, suffix: str = "") -> str:
    """The message of a game option's name (or, with suffix ".desc", its description): the
    family's own (`cmd.backgammon.opt.scoring`) where it has one, else the shared one."""
    own = f"cmd.{family}.opt.{name}{suffix}"
    return own if has(own) else f"cmd.opt.{name}{suffix}"


def cmd(key: str) -> app_commands.locale_str:
    """A translatable command string whose English text is the English message."""
    return app_commands.locale_str(t("en", key), key=key)
