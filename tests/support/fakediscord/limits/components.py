"""Limits of message components, legacy (action rows) and Components V2.

https://discord.com/developers/docs/components/reference
"""

from __future__ import annotations

import emoji

from .rulebook import MESSAGE, MESSAGE_CREATE, Breaches, Context, rule

IS_COMPONENTS_V2 = 1 << 15
ACTION_ROW, BUTTON, STRING_SELECT, TEXT_DISPLAY = 1, 2, 3, 10
SELECTS = {STRING_SELECT, 5, 6, 7, 8}  # string, user, role, mentionable, channel
V2_ONLY = {
    9,
    10,
    11,
    12,
    13,
    14,
    17,
}  # section, text, thumbnail, gallery, file, separator, container
LINK, PREMIUM = 5, 6  # button styles without a custom_id
LEGACY_ROWS, V2_COMPONENTS, V2_TEXT = 5, 40, 4000


def is_v2(message: dict) -> bool:
    return bool((message.get("flags") or 0) & IS_COMPONENTS_V2)


@rule("components_v2_flag", "COMPONENT_LAYOUT_REQUIRES_COMPONENTS_V2", MESSAGE_CREATE)
def v2_flag(message: dict, context: Context) -> Breaches:
    # Layout and content components exist only in messages flagged IS_COMPONENTS_V2.
    # https://discord.com/developers/docs/components/reference#component-object-component-types
    if not is_v2(message):
        for index, component in enumerate(message.get("components") or ()):
            if component.get("type") in V2_ONLY:
                yield f"/components/{index}/type", "This component needs the IS_COMPONENTS_V2 flag"


@rule("components_v2_no_content", "MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2", *MESSAGE)
def v2_without_content(message: dict, context: Context) -> Breaches:
    # "using this flag disables traditional content and embeds"
    # https://discord.com/developers/docs/components/overview
    if is_v2(message):
        for key in ("content", "embeds"):
            if message.get(key):
                yield f"/{key}", "A Components V2 message cannot have content or embeds"


@rule("components_v2_count", "BASE_TYPE_MAX_LENGTH", *MESSAGE)
def v2_count(message: dict, context: Context) -> Breaches:
    # "up to 40 total components" in a message, nested ones counted.
    # https://discord.com/developers/docs/components/reference#legacy-message-component-behavior
    if is_v2(message):
        count = sum(1 for _ in context.components(message))
        if count > V2_COMPONENTS:
            yield "/components", f"Must be {V2_COMPONENTS} or fewer components in total ({count})"


@rule("components_v2_text_length", "BASE_TYPE_MAX_LENGTH", *MESSAGE)
def v2_text_length(message: dict, context: Context) -> Breaches:
    # The text of all text displays of a message together: at most 4000 characters.
    # https://discord.com/developers/docs/components/reference#text-display
    if is_v2(message):
        total = sum(
            len(component.get("content") or "")
            for component, _ in context.components(message)
            if component.get("type") == TEXT_DISPLAY
        )
        if total > V2_TEXT:
            yield "/components", f"Text displays must be {V2_TEXT} or fewer in length ({total})"


@rule("legacy_action_rows", "BASE_TYPE_MAX_LENGTH", *MESSAGE)
def legacy_rows(message: dict, context: Context) -> Breaches:
    # Without IS_COMPONENTS_V2 a message holds up to 5 action rows.
    # https://discord.com/developers/docs/components/reference#action-row
    if not is_v2(message) and len(message.get("components") or ()) > LEGACY_ROWS:
        yield "/components", f"Must be {LEGACY_ROWS} or fewer in length."


@rule("select_alone_in_row", "COMPONENT_LAYOUT_WIDTH_EXCEEDED", *MESSAGE)
def select_alone(message: dict, context: Context) -> Breaches:
    # An action row holds up to 5 buttons or a single select menu.
    # https://discord.com/developers/docs/components/reference#action-row
    for component, pointer in context.components(message):
        children = component.get("components") or ()
        if component.get("type") == ACTION_ROW and len(children) > 1:
            for index, child in enumerate(children):
                if child.get("type") in SELECTS:
                    yield f"{pointer}/components/{index}", "A select menu must be alone in its row"


@rule("custom_id_unique", "COMPONENT_CUSTOM_ID_DUPLICATED", *MESSAGE)
def custom_ids_unique(message: dict, context: Context) -> Breaches:
    # "custom_id must be unique per component" within a message.
    # https://discord.com/developers/docs/components/reference#anatomy-of-a-component-custom-id
    seen: set[str] = set()
    for component, pointer in context.components(message):
        custom_id = component.get("custom_id")
        if custom_id is None:
            continue
        if custom_id in seen:
            yield f"{pointer}/custom_id", f"Component custom id {custom_id!r} is duplicated"
        seen.add(custom_id)


@rule("button_custom_id", "BASE_TYPE_REQUIRED", *MESSAGE)
def button_custom_id(message: dict, context: Context) -> Breaches:
    # Non-link, non-premium buttons must have a custom_id; link buttons a url instead.
    # https://discord.com/developers/docs/components/reference#button
    for component, pointer in context.components(message):
        if component.get("type") != BUTTON:
            continue
        needed = "url" if component.get("style") == LINK else "custom_id"
        if component.get("style") != PREMIUM and not component.get(needed):
            yield f"{pointer}/{needed}", "This field is required"


@rule("select_option_values_unique", "SELECT_COMPONENT_OPTION_VALUE_DUPLICATED", *MESSAGE)
def option_values_unique(message: dict, context: Context) -> Breaches:
    # Each option of a string select has its own value (the value is what the bot receives).
    # https://discord.com/developers/docs/components/reference#string-select-select-option-structure
    for component, pointer in context.components(message):
        seen: set[str] = set()
        for index, option in enumerate(component.get("options") or ()):
            if option.get("value") in seen:
                yield f"{pointer}/options/{index}/value", "Option values must be unique"
            seen.add(option.get("value"))


@rule("component_emoji", "BUTTON_COMPONENT_INVALID_EMOJI", *MESSAGE)
def component_emojis(message: dict, context: Context) -> Breaches:
    # A button's or select option's emoji is a Unicode emoji by name, or a custom emoji by id;
    # Discord refuses any other character (a domino tile U+1F06B, a die face U+2680...) with
    # BUTTON_COMPONENT_INVALID_EMOJI. The only custom emojis here are the application's own.
    # https://discord.com/developers/docs/components/reference#button-button-structure
    for component, pointer in context.components(message):
        holders = [(component, pointer)] + [
            (option, f"{pointer}/options/{index}")
            for index, option in enumerate(component.get("options") or ())
        ]
        for holder, where in holders:
            if holder.get("emoji"):
                yield from _emoji_breaches(holder["emoji"], f"{where}/emoji", context)


def _emoji_breaches(value: dict, pointer: str, context: Context) -> Breaches:
    if value.get("id") is not None:
        if str(value["id"]) not in context.application_emoji_ids:
            yield f"{pointer}/id", f"Unknown emoji id {value['id']}: not an emoji of this app"
    elif not emoji.is_emoji(value.get("name") or ""):
        yield f"{pointer}/name", f"Invalid emoji {value.get('name')!r}: not a Unicode emoji"
