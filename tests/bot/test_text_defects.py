"""Mechanical checks for three kinds of text defect found in the Czech and Polish texts
(issue 38): a count shown without a plural selector ("3 ok", "wszystkie 28 kamienie"), an
English command or option name in a Czech or Polish text ("/game resign", "/kosci play",
"opening=standard"), and a relative timestamp after "until" / "do" ("do za 2 hodiny").

Each check takes the parsed texts, so it can be run on other versions of the files too, and
reports the language and the message (or game) of each finding."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from itertools import pairwise
from pathlib import Path

from fluent.syntax import FluentParser
from fluent.syntax.ast import (
    BaseNode,
    Identifier,
    Message,
    Pattern,
    Placeable,
    SelectExpression,
    TextElement,
    VariableReference,
)

from bot.i18n import FOLDER, LANGUAGES
from bot.texts import FOLDER as RULES_FOLDER
from bot.texts import OPTION

ROOT = Path(__file__).resolve().parents[2]
TRANSLATED = ("cs", "pl")

# Counts the plural selectors don't reveal: variables no message selects a plural on, passed
# as numbers (domino: the pips left to each team, the tiles placed in solo, the trains).
MORE_COUNTS = frozenset({"a", "b", "placed", "trains"})
PLURAL_CATEGORIES = frozenset({"zero", "one", "two", "few", "many", "other"})
# Words after a number that do not depend on it: conjunctions and prepositions ("2 až 8",
# "5 z 28", "1 ze 3", "3 na 2 vlacích": the noun after them has a selector of its own).
FUNCTION_WORDS = {
    "cs": frozenset({"a", "až", "z", "ze", "do", "na", "za", "o", "v", "ve", "nebo", "i", "či"}),
    "pl": frozenset({"a", "i", "do", "z", "ze", "na", "za", "o", "w", "we", "lub", "albo"}),
}
# A number before a word that is right for every number, with why.
NUMBER_WORD_ALLOWED = {
    # "+40 bonus" / "+40 premii": a bonus of 40 points, not 40 bonuses.
    ("cs", "yahtzee-option-five_bonus"),
    ("cs", "yahtzee-option-throw_bonus"),
    ("pl", "yahtzee-option-five_bonus"),
    ("pl", "yahtzee-option-throw_bonus"),
    # "6 **4** potřebuje 3": an end's pips, and a verb after them.
    ("cs", "domino-matador_end"),
    ("pl", "domino-matador_end"),
}
# Words before a relative timestamp ("in 2 hours", "za 2 hodiny", "za 2 godziny") that make
# nonsense of it: "until in 2 hours", "do za 2 hodiny".
BEFORE_RELATIVE = {
    "en": frozenset({"until", "till", "by", "before"}),
    "cs": frozenset({"do", "dokud", "před"}),
    "pl": frozenset({"do", "przed"}),
}
TIMESTAMP_ARGUMENT = re.compile(r"""(\w+)=f?["']<t:\{[^}]*\}:R>["']""")


def parse(sources: dict[str, list[str]]) -> dict[str, dict[str, Message]]:
    """Language -> message id -> message, from each language's .ftl sources."""
    parsed: dict[str, dict[str, Message]] = {}
    for lang, texts in sources.items():
        parsed[lang] = {}
        for text in texts:
            for entry in FluentParser().parse(text).body:
                if isinstance(entry, Message):
                    parsed[lang][entry.id.name] = entry
    return parsed


def ftl_sources() -> dict[str, list[str]]:
    return {
        lang: [path.read_text(encoding="utf-8") for path in sorted((FOLDER / lang).glob("*.ftl"))]
        for lang in LANGUAGES
    }


def rules_sources() -> dict[str, dict[str, dict[str, str]]]:
    return {
        lang: json.loads((RULES_FOLDER / f"{lang}.json").read_text(encoding="utf-8"))
        for lang in LANGUAGES
    }


def _children(node: BaseNode) -> Iterator[BaseNode]:
    for value in vars(node).values():
        for item in value if isinstance(value, list) else [value]:
            if isinstance(item, BaseNode):
                yield item


def _plural_selector(node: SelectExpression) -> str | None:
    """The variable a select expression picks a plural form of (None: not a plural)."""
    if not isinstance(node.selector, VariableReference):
        return None
    keys = {v.key.name for v in node.variants if isinstance(v.key, Identifier)}
    return node.selector.id.name if keys & PLURAL_CATEGORIES else None


def _patterns(node: BaseNode, selected: frozenset[str] = frozenset()):
    """Every pattern of a message, with the variables whose plural it is a variant of."""
    if isinstance(node, Pattern):
        yield node, selected
    if isinstance(node, SelectExpression) and (name := _plural_selector(node)):
        selected = selected | {name}
    for child in _children(node):
        yield from _patterns(child, selected)


def _text(pattern: Pattern) -> str:
    """A pattern's own text, each placeable as {}."""
    return "".join(e.value if isinstance(e, TextElement) else "{}" for e in pattern.elements)


def count_variables(messages: dict[str, dict[str, Message]]) -> frozenset[str]:
    """Variables some message in some language selects a plural form on, and MORE_COUNTS."""
    found = set(MORE_COUNTS)
    for by_id in messages.values():
        for message in by_id.values():
            stack: list[BaseNode] = [message]
            while stack:
                node = stack.pop()
                if isinstance(node, SelectExpression) and (name := _plural_selector(node)):
                    found.add(name)
                stack.extend(_children(node))
    return frozenset(found)


def numbers_without_plural(messages: dict[str, dict[str, Message]]) -> list[str]:
    """`{ $count } kostek` outside a plural selector on $count, in cs and pl."""
    counts = count_variables(messages)
    found = []
    for lang in TRANSLATED:
        for message_id, message in messages[lang].items():
            if (lang, message_id) in NUMBER_WORD_ALLOWED:
                continue
            for pattern, selected in _patterns(message):
                for element, after in pairwise(pattern.elements):
                    if not (
                        isinstance(element, Placeable)
                        and isinstance(element.expression, VariableReference)
                        and isinstance(after, TextElement)
                    ):
                        continue
                    name = element.expression.id.name
                    word = re.match(r"[*_~]*\s+([^\W\d_]+)", after.value)
                    if (
                        name in counts
                        and name not in selected
                        and word
                        and word[1] not in FUNCTION_WORDS[lang]
                    ):
                        found.append(f"{lang} {message_id}: {{ ${name} }} {word[1]}")
    return found


def command_names(messages: dict[str, Message]) -> set[str]:
    """A language's command, subcommand and option names (and its on/off choices)."""
    return {
        _text(message.value).strip()
        for message_id, message in messages.items()
        if message_id.startswith("cmd-") and not message_id.endswith("-desc") and message.value
    }


SLASH = re.compile(r"(?<![\w/])/(\w+)(?:[ \u00a0]+(\w+))?")
CODE = re.compile(r"`([^`]+)`")
BOLD = re.compile(r"\*\*(\w+)\*\*")
ASSIGNED = re.compile(r"(\w+)=")


def _commands_said(text: str) -> Iterator[str]:
    """The words of a text that a reader would take for a command or option name: a
    /command (and its subcommand), `code`, a **word** on its own, and name=value."""
    text = OPTION.sub("{}", text)  # shown as the reader's own option name
    for match in SLASH.finditer(text):
        yield from (word for word in match.groups() if word)
    for match in CODE.finditer(text):
        yield from re.findall(r"\w+", match[1])
    for pattern in (BOLD, ASSIGNED):
        yield from (match[1] for match in pattern.finditer(text))


def english_command_names(
    messages: dict[str, dict[str, Message]], rules: dict[str, dict[str, dict[str, str]]]
) -> list[str]:
    """An English command or option name in a cs or pl message or rules text, where the
    language calls it something else."""
    english = command_names(messages["en"])
    found = []
    for lang in TRANSLATED:
        foreign = english - command_names(messages[lang])
        texts = [
            (message_id, _text(pattern))
            for message_id, message in messages[lang].items()
            for pattern, _ in _patterns(message)
        ]
        texts += [
            (f"rules {game_id}.{field}", text)
            for game_id, entry in rules[lang].items()
            for field, text in entry.items()
        ]
        for where, text in texts:
            for word in dict.fromkeys(_commands_said(text)):
                if word in foreign:
                    found.append(f"{lang} {where}: {word}")
    return found


def timestamp_variables() -> frozenset[str]:
    """Variables the code fills with a relative Discord timestamp (<t:…:R>)."""
    names = set()
    for folder in ("bot", "cogs"):
        for path in (ROOT / folder).rglob("*.py"):
            names.update(TIMESTAMP_ARGUMENT.findall(path.read_text(encoding="utf-8")))
    return frozenset(names)


def relative_times_after_until(
    messages: dict[str, dict[str, Message]], variables: frozenset[str]
) -> list[str]:
    """A relative timestamp ({ $deadline }, or <t:{ $at }:R> in the message) right after
    "until" / "do", in any language."""
    found = []
    for lang in LANGUAGES:
        for message_id, message in messages[lang].items():
            for pattern, _ in _patterns(message):
                elements = pattern.elements
                for index, element in enumerate(elements):
                    if not (
                        isinstance(element, Placeable)
                        and isinstance(element.expression, VariableReference)
                    ):
                        continue
                    before = elements[index - 1] if index else None
                    after = elements[index + 1] if index + 1 < len(elements) else None
                    text = before.value if isinstance(before, TextElement) else ""
                    inline = text.endswith("<t:") and isinstance(after, TextElement)
                    if inline and after.value.startswith(":R>"):
                        text = text.removesuffix("<t:")
                    elif element.expression.id.name not in variables:
                        continue
                    words = re.findall(r"\w+", text)
                    if words and words[-1].lower() in BEFORE_RELATIVE[lang]:
                        found.append(f"{lang} {message_id}: {words[-1]} <relative time>")
    return found


MESSAGES = parse(ftl_sources())


def test_numbers_before_nouns_have_plural_forms():
    assert numbers_without_plural(MESSAGES) == []


def test_the_counts_are_counts():
    counts = count_variables(MESSAGES)
    assert {"count", "points", "sticks", "placed"} <= counts
    assert not counts & {"player", "game", "tile", "dice", "deadline"}


def test_no_english_command_names_in_czech_or_polish_texts():
    assert english_command_names(MESSAGES, rules_sources()) == []


def test_the_command_names_are_found():
    names = command_names(MESSAGES["cs"])
    assert {"hrát", "hra", "vzdát", "vrhcáby", "zápas_do"} <= names
    said = list(_commands_said("Viz /game resign, `opening=standard`, **play** a {option:hints}."))
    assert said == ["game", "resign", "opening", "standard", "play", "opening"]


def test_no_relative_time_after_until():
    variables = timestamp_variables()
    assert "deadline" in variables
    assert relative_times_after_until(MESSAGES, variables) == []


def test_a_relative_time_after_until_is_found():
    czech = "x = hraj do { $deadline }\ny = do <t:{ $at }:R>\nz = tah končí <t:{ $at }:R>"
    messages = parse({"en": [], "cs": [czech], "pl": []})
    assert relative_times_after_until(messages, frozenset({"deadline"})) == [
        "cs x: do <relative time>",
        "cs y: do <relative time>",
    ]
