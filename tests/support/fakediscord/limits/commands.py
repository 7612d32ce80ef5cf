"""Limits of application commands (bulk overwrite, create), autocomplete answers, emoji uploads.

https://discord.com/developers/docs/interactions/application-commands
"""

from __future__ import annotations

import base64
from collections.abc import Iterator

import regex

from .rulebook import (
    AUTOCOMPLETE,
    COMMAND,
    COMMAND_LIST,
    EMOJI_UPLOAD,
    Breaches,
    Context,
    rule,
    text_length,
)

# https://discord.com/developers/docs/interactions/application-commands#application-command-object-application-command-naming
NAME = regex.compile(r"^[-_'\p{L}\p{N}\p{sc=Deva}\p{sc=Thai}]{1,32}$")
# https://discord.com/developers/docs/reference#locales
LOCALES = frozenset(
    [
        "id",
        "da",
        "de",
        "en-GB",
        "en-US",
        "es-ES",
        "es-419",
        "fr",
        "hr",
        "it",
        "lt",
        "hu",
        "nl",
        "no",
        "pl",
        "pt-BR",
        "ro",
        "fi",
        "sv-SE",
        "vi",
        "tr",
        "cs",
        "el",
        "bg",
        "ru",
        "uk",
        "hi",
        "th",
        "zh-CN",
        "ja",
        "zh-TW",
        "ko",
    ]
)
CHAT_INPUT, SUBCOMMAND, SUBCOMMAND_GROUP = 1, 1, 2
COMMAND_TEXT_LIMIT, CHOICE_VALUE_LIMIT, EMOJI_SIZE_LIMIT = 8000, 100, 256 * 1024


def _nodes(command: dict, pointer: str = "") -> Iterator[tuple[dict, str]]:
    """The command and every option, subcommand and group in it, with pointers."""
    yield command, pointer
    for index, option in enumerate(command.get("options") or ()):
        yield from _nodes(option, f"{pointer}/options/{index}")


def _chat_input(command: dict) -> bool:
    return command.get("type", CHAT_INPUT) == CHAT_INPUT


@rule("command_name", "APPLICATION_COMMAND_INVALID_NAME", COMMAND)
def names(command: dict, context: Context) -> Breaches:
    # Chat input command and option names (and their localizations) match the naming regex
    # and "must use the lowercase variant of any letters when available".
    # https://discord.com/developers/docs/interactions/application-commands#application-command-object-application-command-naming
    if not _chat_input(command):
        return
    for node, pointer in _nodes(command):
        candidates = [("/name", node.get("name") or "")] + [
            (f"/name_localizations/{locale}", text)
            for locale, text in (node.get("name_localizations") or {}).items()
        ]
        for where, name in candidates:
            if not NAME.match(name) or name != name.lower():
                yield pointer + where, f"Invalid command name {name!r}"


@rule("command_description", "BASE_TYPE_BAD_LENGTH", COMMAND)
def descriptions(command: dict, context: Context) -> Breaches:
    # Chat input commands need a description of 1-100 characters (the schema allows none).
    # https://discord.com/developers/docs/interactions/application-commands#application-command-object-application-command-structure
    if _chat_input(command) and not 1 <= len(command.get("description") or "") <= 100:
        yield "/description", "Must be between 1 and 100 in length."


@rule("command_locales", "LOCALE_INVALID", COMMAND)
def locales(command: dict, context: Context) -> Breaches:
    # Localization dictionaries are keyed by Discord's locales.
    # https://discord.com/developers/docs/interactions/application-commands#localization
    for node, pointer in _nodes(command):
        holders = [(node, pointer)] + [
            (choice, f"{pointer}/choices/{index}")
            for index, choice in enumerate(node.get("choices") or ())
        ]
        for holder, where in holders:
            for key in ("name_localizations", "description_localizations"):
                for locale in holder.get(key) or {}:
                    if locale not in LOCALES:
                        yield f"{where}/{key}/{locale}", f"Invalid locale {locale!r}"


@rule("required_options_first", "APPLICATION_COMMAND_OPTIONS_REQUIRED_INVALID", COMMAND)
def required_first(command: dict, context: Context) -> Breaches:
    # "Required options must be listed before optional options".
    # https://discord.com/developers/docs/interactions/application-commands#application-command-object-application-command-option-structure
    for node, pointer in _nodes(command):
        optional_seen = False
        for index, option in enumerate(node.get("options") or ()):
            if option.get("type") in (SUBCOMMAND, SUBCOMMAND_GROUP):
                continue
            if option.get("required") and optional_seen:
                yield f"{pointer}/options/{index}/required", "Required options must come first"
            optional_seen = optional_seen or not option.get("required")


@rule("command_total_length", "APPLICATION_COMMAND_TOO_LARGE", COMMAND)
def total_length(command: dict, context: Context) -> Breaches:
    # "the combined sum of characters for name, description, and value properties" of a
    # command, its options and choices: at most 8000, in every locale.
    # https://discord.com/developers/docs/interactions/application-commands#application-command-object-application-command-option-structure
    holders = [
        holder for node, _ in _nodes(command) for holder in (node, *(node.get("choices") or ()))
    ]
    used = {
        locale
        for holder in holders
        for key in ("name_localizations", "description_localizations")
        for locale in holder.get(key) or {}
    }
    for locale in (None, *sorted(used)):
        total = sum(
            text_length(
                _localized(holder, "name", locale),
                _localized(holder, "description", locale),
                str(holder["value"]) if "value" in holder else None,
            )
            for holder in holders
        )
        if total > COMMAND_TEXT_LIMIT:
            yield "", f"Command is {total} characters long in {locale or 'the default locale'}"


def _localized(holder: dict, key: str, locale: str | None) -> str | None:
    translations = holder.get(f"{key}_localizations") or {}
    return translations.get(locale) or holder.get(key)


@rule("choice_value_length", "BASE_TYPE_MAX_LENGTH", COMMAND, AUTOCOMPLETE)
def choice_values(document: dict, context: Context) -> Breaches:
    # A string choice's value is "up to 100 characters" (the schema allows 6000).
    # https://discord.com/developers/docs/interactions/application-commands#application-command-object-application-command-option-choice-structure
    for node, pointer in _nodes(document):
        for index, choice in enumerate(node.get("choices") or ()):
            value = choice.get("value")
            if isinstance(value, str) and len(value) > CHOICE_VALUE_LIMIT:
                yield f"{pointer}/choices/{index}/value", "Must be 100 or fewer in length."


@rule("command_names_unique", "APPLICATION_COMMANDS_DUPLICATE_NAME", COMMAND_LIST)
def unique_names(commands: list, context: Context) -> Breaches:
    # A name is used by one command of each type only.
    # https://discord.com/developers/docs/interactions/application-commands#registering-a-command
    seen: set[tuple[int, str]] = set()
    for index, command in enumerate(commands or ()):
        key = (command.get("type", CHAT_INPUT), command.get("name"))
        if key in seen:
            yield f"/{index}/name", f"Application command names must be unique: {key[1]!r}"
        seen.add(key)


@rule("emoji_name", "BASE_TYPE_INVALID", EMOJI_UPLOAD)
def emoji_name(upload: dict, context: Context) -> Breaches:
    # "Emoji names must be at least 2 characters long and can only contain alphanumeric
    # characters and underscores." https://discord.com/developers/docs/resources/emoji#emoji-object
    name = upload.get("name") or ""
    if not regex.fullmatch(r"[A-Za-z0-9_]{2,32}", name):
        yield "/name", f"Invalid emoji name {name!r}"


@rule("emoji_image", "BINARY_TYPE_MAX_SIZE", EMOJI_UPLOAD)
def emoji_image(upload: dict, context: Context) -> Breaches:
    # A data URI image of at most 256 KiB. https://discord.com/developers/docs/resources/emoji#create-application-emoji
    header, _, data = (upload.get("image") or "").partition(";base64,")
    if not header.startswith("data:image/") or not data:
        yield "/image", "Must be a data URI image (data:image/...;base64,...)"
    elif len(base64.b64decode(data)) > EMOJI_SIZE_LIMIT:
        yield "/image", f"File cannot be larger than {EMOJI_SIZE_LIMIT // 1024} kb."
