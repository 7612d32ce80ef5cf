"""Mechanical checks for kinds of text defect found in the Czech and Polish texts (issues 38
and 48): a count shown without a plural selector ("3 ok", "wszystkie 28 kamienie"), an
English command or option name in a Czech or Polish text ("/game resign", "/kosci play",
"opening=standard"), a relative timestamp after "until" / "do" ("do za 2 hodiny"), a plural
selector without the [few] form its noun needs ("aspoň 2 hráčů"), the formal "vy" in Czech
("Tuto výzvu jste hráli"), a gendered form about a player ("zmeškal(a)", "uzyskałeś"), a
percentage spaced against its language's norm ("90 %" in Polish and English, "90%" in Czech),
and a bold button name in a rules text that no button carries ("**Play**").

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
    # "0,27 hry" / "0,27 gry": a decimal takes the genitive singular whatever its value.
    ("cs", "daily-result_loss"),
    ("pl", "daily-result_loss"),
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


def texts_of(
    lang: str,
    messages: dict[str, dict[str, Message]],
    rules: dict[str, dict[str, dict[str, str]]],
) -> list[tuple[str, str]]:
    """(where, text) of every message pattern and rules text in `lang`."""
    texts = [
        (message_id, _text(pattern))
        for message_id, message in messages[lang].items()
        for pattern, _ in _patterns(message)
    ]
    return texts + [
        (f"rules {game_id}.{field}", text)
        for game_id, entry in rules.get(lang, {}).items()
        for field, text in entry.items()
    ]


def english_command_names(
    messages: dict[str, dict[str, Message]], rules: dict[str, dict[str, dict[str, str]]]
) -> list[str]:
    """An English command or option name in a cs or pl message or rules text, where the
    language calls it something else."""
    english = command_names(messages["en"])
    found = []
    for lang in TRANSLATED:
        foreign = english - command_names(messages[lang])
        for where, text in texts_of(lang, messages, rules):
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


# --- Plural selectors without [few] (issue 48) ---------------------------------------------
#
# Czech and Polish (CLDR, as Fluent's babel picks them): one (1), few (2-4, and pl 22-24…),
# many (cs: fractions; pl: 0, 5-21…) and other (cs: 5 and more; pl: fractions). A selector
# on a count that has [one] but no [few] shows its [other] form for 2-4 ("aspoň 2 hráčů"):
# right only where that form is also the 2-4 form, which is so in every case but the
# nominative and accusative. The check knows those cases by the word before the number
# (a preposition that governs another case) or by the noun's form (below).
CASE_PREPOSITIONS = {
    # genitive, dative, instrumental or locative only: 2-4 and 5+ take the same form
    "cs": frozenset(
        [
            "do",
            "od",
            "ode",
            "z",
            "ze",
            "bez",
            "u",
            "kolem",
            "místo",
            "podle",
            "během",
            "kromě",
            "k",
            "ke",
            "s",
            "se",
            "při",
        ]
    ),
    "pl": frozenset(
        [
            "do",
            "od",
            "ode",
            "z",
            "ze",
            "bez",
            "dla",
            "u",
            "koło",
            "obok",
            "podczas",
            "spośród",
            "wśród",
            "zamiast",
            "przy",
        ]
    ),
}
# Plural forms that are also the 2-4 form, with why.
SAME_FOR_FEW = {
    "cs": frozenset(
        {
            "kostkami",  # instrumental: hodit 2 / 5 kostkami
            "vlacích",  # locative: na 2 / 5 vlacích
        }
    ),
    "pl": frozenset(
        {
            "dni",  # 2 dni, 5 dni
            "razy",  # 2 razy, 5 razy
            "kośćmi",  # instrumental: rzucić 2 / 5 kośćmi
            "pociągach",  # locative: na 2 / 5 pociągach
        }
    ),
}
# Selectors whose [other] form is the 2-4 form too for a reason the check can't see.
FEW_NOT_NEEDED = {
    # genitive object of "wymagać" / "potrzebować": "co najmniej 2 graczy"
    ("pl", "lobby-too_few"),
    ("pl", "tournament-too_few"),
}


def _words(text: str) -> list[str]:
    return re.findall(r"[^\W\d_]+", text)


def _shown_count(variant: Pattern, name: str) -> tuple[str, str] | None:
    """(the word before the count, the word after it) in a variant that shows the count."""
    elements = variant.elements
    for index, element in enumerate(elements[:-1]):
        after = elements[index + 1]
        if (
            isinstance(element, Placeable)
            and isinstance(element.expression, VariableReference)
            and element.expression.id.name == name
            and isinstance(after, TextElement)
            and (word := re.match(r"\s+([^\W\d_]+)", after.value))
        ):
            before = _words(
                "".join(e.value for e in elements[:index] if isinstance(e, TextElement))
            )
            return (before[-1] if before else ""), word[1]
    return None


def plurals_without_few(messages: dict[str, dict[str, Message]]) -> list[str]:
    """A cs or pl selector on a count with [one] and no [few], whose [other] form of the noun
    is not its 2-4 form."""
    found = []
    for lang in TRANSLATED:
        for message_id, message in messages[lang].items():
            if (lang, message_id) in FEW_NOT_NEEDED:
                continue
            for pattern, _ in _patterns(message):
                elements = pattern.elements
                for index, element in enumerate(elements):
                    select = element.expression if isinstance(element, Placeable) else None
                    if not isinstance(select, SelectExpression):
                        continue
                    name = _plural_selector(select)
                    keys = {v.key.name for v in select.variants if isinstance(v.key, Identifier)}
                    if name is None or "one" not in keys or "few" in keys:
                        continue
                    other = next(v.value for v in select.variants if v.default)
                    one = next(v.value for v in select.variants if v.key.name == "one")
                    text_before = "".join(
                        e.value if isinstance(e, TextElement) else "{}" for e in elements[:index]
                    )
                    shown = _shown_count(other, name)
                    if shown is not None:  # "[other] { $n } hráčů"
                        before, word = shown
                        before = before or (_words(text_before) or [""])[-1]
                    elif (  # "{ $n } { $n -> [one] bodu *[other] bodů }"
                        index >= 2
                        and isinstance(elements[index - 1], TextElement)
                        and elements[index - 1].value.isspace()
                        and isinstance(elements[index - 2], Placeable)
                        and isinstance(elements[index - 2].expression, VariableReference)
                        and elements[index - 2].expression.id.name == name
                        and _words(_text(other))
                    ):
                        word = _words(_text(other))[0]
                        before = (_words(text_before) or [""])[-1]
                    else:  # the count is not shown: a verb's agreement, a list of names
                        continue
                    if _text(one) == _text(other):
                        continue
                    if before.lower() in CASE_PREPOSITIONS[lang] or word in SAME_FOR_FEW[lang]:
                        continue
                    found.append(f"{lang} {message_id}: {{ ${name} }} {word} has no [few] form")
    return found


def test_plural_selectors_have_the_few_form_their_noun_needs():
    assert plurals_without_few(MESSAGES) == []


def test_a_missing_few_form_is_found():
    czech = [
        "a = aspoň { $n ->\n [one] { $n } hráče\n *[other] { $n } hráčů\n}",
        "b = do { $n ->\n [one] { $n } bodu\n *[other] { $n } bodů\n}",
        "c = hra do { $n } { $n ->\n [one] bodu\n *[other] bodů\n}",
        "d = máš { $n } { $n ->\n [one] bod\n *[other] bodů\n}",
        "e = { $n ->\n [one] { $n } hráč\n [few] { $n } hráči\n *[other] { $n } hráčů\n}",
        "f = hodit { $n ->\n [one] { $n } kostkou\n *[other] { $n } kostkami\n}",
        "g = { $names } { $n ->\n [one] vyhrává\n *[other] vyhrávají\n}",
    ]
    messages = parse({"en": [], "cs": ["\n".join(czech)], "pl": []})
    assert plurals_without_few(messages) == [
        "cs a: { $n } hráčů has no [few] form",
        "cs d: { $n } bodů has no [few] form",
    ]


# --- Czech formal address (issue 48) ---------------------------------------------------------
#
# The Czech texts say "ty" to the player, as every game does ("jsi na tahu", "zkus to znovu").
# A 2nd-person plural pronoun or verb in a Czech text is the formal "vy", unless the text
# speaks to several people (below).
CZECH_FORMAL = re.compile(
    r"\b(?:vy|vás|vám|vámi|váš|vaš\w*|jste|\w+(?:ete|íte|áte|ějte|ejte|ujte|ěte|ňte|[^\W\d_]te))\b",
    re.IGNORECASE,
)
# Words that end in -te but are not a 2nd-person plural: 3rd-person singular verbs.
CZECH_NOT_FORMAL = frozenset({"roste", "čte", "přičte", "nepřičte", "sečte", "odečte", "přečte"})
# Messages that speak to several people, where the plural is right.
CZECH_PLURAL_ADDRESS = {
    "thread-opened",  # in the channel, to everyone who wants to join the game
    "tournament-your_game",  # to all the players of a tournament table at once
}


def czech_formal_address(
    messages: dict[str, dict[str, Message]], rules: dict[str, dict[str, dict[str, str]]]
) -> list[str]:
    """The formal "vy" (vy, váš, jste, zkuste, hrajete…) in a Czech message or rules text."""
    found = []
    for where, text in texts_of("cs", messages, rules):
        if where in CZECH_PLURAL_ADDRESS:
            continue
        words = [w for w in CZECH_FORMAL.findall(text) if w.lower() not in CZECH_NOT_FORMAL]
        found.extend(f"cs {where}: {word}" for word in dict.fromkeys(words))
    return found


def test_czech_says_ty_to_the_player():
    assert czech_formal_address(MESSAGES, rules_sources()) == []


def test_the_formal_address_is_found():
    czech = (
        "a = Tuto výzvu jste hráli.\nb = Zkuste to znovu, klikněte sem.\n"
        "c = Vaše hra; tah hráče roste, sečte body.\nd = Zkus to znovu, jsi na tahu."
    )
    messages = parse({"en": [], "cs": [czech], "pl": []})
    rules = {"cs": {"x": {"text": "Hru **vidíte** jen vy."}}}
    assert czech_formal_address(messages, rules) == [
        "cs a: jste",
        "cs b: Zkuste",
        "cs b: klikněte",
        "cs c: Vaše",
        "cs rules x.text: vidíte",
        "cs rules x.text: vy",
    ]


# --- Gendered forms (issue 48) ---------------------------------------------------------------
#
# No text guesses a player's gender: no "zmeškal(a)" / "opuścił(a)" / "hrál/a", and no Polish
# masculine or feminine 2nd-person past ("uzyskałeś", "ukończyłaś") addressed to the reader.
GENDERED = {
    "cs": re.compile(r"[^\W\d_]+(?:\((?:a|o|y|i|á)\)|/(?:a|o|y|i|á)\b)"),
    "pl": re.compile(
        r"[^\W\d_]+(?:\((?:a|o|y|i|e|ą)\)|/(?:a|o|y|i|e|ą)\b)|\b[^\W\d_]+ł(?:eś|aś|byś)\b"
    ),
}


def gendered_forms(
    messages: dict[str, dict[str, Message]], rules: dict[str, dict[str, dict[str, str]]]
) -> list[str]:
    """A gendered slash, parenthesis or 2nd-person past form in a cs or pl text."""
    found = []
    for lang in TRANSLATED:
        for where, text in texts_of(lang, messages, rules):
            for form in dict.fromkeys(GENDERED[lang].findall(text)):
                found.append(f"{lang} {where}: {form}")
    return found


def test_no_gendered_forms_about_a_player():
    assert gendered_forms(MESSAGES, rules_sources()) == []


def test_gendered_forms_are_found():
    czech = "a = { $player } zmeškal(a) tah.\nb = hrál/a\nc = Hráč (a počítač) hraje."
    polish = "a = { $player } opuścił(a) turę.\nb = ile uzyskałeś\nc = gdy skończyłaś"
    messages = parse({"en": [], "cs": [czech], "pl": [polish]})
    assert gendered_forms(messages, {"cs": {}, "pl": {}}) == [
        "cs a: zmeškal(a)",
        "cs b: hrál/a",
        "pl a: opuścił(a)",
        "pl b: uzyskałeś",
        "pl c: skończyłaś",
    ]


# --- Percent spacing (issue 48) --------------------------------------------------------------
#
# Czech puts a space (best a non-breaking one) between a number and "%" ("90 %", ČSN 01 6910);
# Polish and English write "90%".
PERCENT_SPACED = {"cs": True, "pl": False, "en": False}
PERCENT = re.compile(r"(?:\{\}|\d)([ \u00a0]*)%")
# A percentage an f-string writes in code can't follow the reader's language: it belongs in a
# message. Those that no player reads, with why.
CODE_PERCENT = re.compile(r"""\bf(["'])(?:(?!\1).)*\}[ \u00a0]*%""")
CODE_PERCENT_ALLOWED = {
    "bot/process_figures.py",  # the process's figures in its last log line, for an operator
}


def misspaced_percents(
    messages: dict[str, dict[str, Message]], rules: dict[str, dict[str, dict[str, str]]]
) -> list[str]:
    """A number and "%" spaced against the language's norm, in a message or rules text."""
    found = []
    for lang in LANGUAGES:
        for where, text in texts_of(lang, messages, rules):
            if any(bool(m[1]) != PERCENT_SPACED[lang] for m in PERCENT.finditer(text)):
                found.append(f"{lang} {where}")
    return list(dict.fromkeys(found))


def percents_in_code() -> list[str]:
    """An f-string in bot/ or cogs/ that writes a number with "%" (file:line)."""
    found = []
    for folder in ("bot", "cogs"):
        for path in sorted((ROOT / folder).rglob("*.py")):
            name = path.relative_to(ROOT).as_posix()
            if name in CODE_PERCENT_ALLOWED:
                continue
            for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
                if CODE_PERCENT.search(line):
                    found.append(f"{name}:{number}")
    return found


def test_percents_are_spaced_as_each_language_writes_them():
    assert misspaced_percents(MESSAGES, rules_sources()) == []


def test_no_percentage_is_written_in_code():
    assert percents_in_code() == []


def test_misspaced_percents_are_found():
    messages = parse(
        {
            "en": ["a = **{ $p } %** of perfect\nb = { $p }%\nc = **%** on the card"],
            "cs": ["a = { $p }%\nb = { $p } %\nc = { $p }\u00a0%"],
            "pl": ["a = **{ $p } %**\nb = { $p }%"],
        }
    )
    rules = {"en": {}, "cs": {"x": {"text": "50% kostek"}}, "pl": {"x": {"text": "50 % kości"}}}
    assert misspaced_percents(messages, rules) == [
        "en a",
        "cs a",
        "cs rules x.text",
        "pl a",
        "pl rules x.text",
    ]
    assert CODE_PERCENT.search('    return f"**{score}** · {percent} %"')
    assert not CODE_PERCENT.search('    log.info("%s%s", a, b)')


# --- Button names in rules texts (issue 48) --------------------------------------------------
#
# A rules text names a button in bold ("**Share** posts a card"). Such a name must be a real
# button's label in that language. A bold phrase is taken for a button name when it starts
# with a capital letter and either stands inside a sentence ("…; **Play** opens", "→
# **Continue**") or starts a list item as the subject of a verb ("- **Share** posts"); a term
# being defined ("- **Banking**: …", "**Full house** (…)", "**Gammon** (…)"), a phrase of
# more than three words and a sentence's first word in bold ("**All** scoring dice") are not.
BOLD_PHRASE = re.compile(r"\*\*([^*\n]+)\*\*")


def button_labels(messages: dict[str, Message]) -> set[str]:
    """What a button of the language can carry: a one-line message with no variable and at
    most three words (a label such as "Share", "Žebříčky", "Udostępnij"), and a game's name."""
    labels = set()
    for message in messages.values():
        if message.value is None:
            continue
        elements = message.value.elements
        if all(isinstance(e, TextElement) for e in elements):
            text = _text(message.value).strip()
            if "\n" not in text and len(text.split()) <= 3:
                labels.add(text)
    return labels


def button_names_said(text: str) -> Iterator[str]:
    """The bold phrases of a rules text that name a button."""
    for line in text.splitlines():
        for match in BOLD_PHRASE.finditer(line):
            phrase, before, after = match[1], line[: match.start()], line[match.end() :]
            if (
                not phrase[:1].isupper()
                or len(phrase.split()) > 3  # (a label has at most three words)
                or re.match(r"\s*[:,(–-]", after)
                or after == ""
            ):
                continue
            item_start = re.fullmatch(r"\s*[-*]\s*", before) is not None
            sentence_start = before.strip() == "" or re.search(r"[.!?]\s*$", before)
            if item_start and re.match(r" [^\W\d_]*[a-zà-ž]", after):
                yield phrase  # "- **Share** posts a card"
            elif not item_start and not sentence_start:
                yield phrase  # "…; **Play** opens your board", "→ **Continue**"


def unknown_button_names(
    messages: dict[str, dict[str, Message]], rules: dict[str, dict[str, dict[str, str]]]
) -> list[str]:
    """A bold button name in a rules text that no button of its language carries."""
    found = []
    for lang in LANGUAGES:
        labels = button_labels(messages[lang])
        labels |= {entry["name"] for entry in rules[lang].values() if "name" in entry}
        labels |= {entry["board"] for entry in rules[lang].values() if "board" in entry}
        for game_id, entry in rules[lang].items():
            for field, text in entry.items():
                for phrase in dict.fromkeys(button_names_said(text)):
                    if phrase not in labels:
                        found.append(f"{lang} rules {game_id}.{field}: **{phrase}**")
    return found


def test_rules_texts_name_only_real_buttons():
    assert unknown_button_names(MESSAGES, rules_sources()) == []


def test_the_button_names_of_a_rules_text_are_found():
    text = (
        "**What it is**\n- `/daily` lists them; **Play** opens your board, `/daily` → "
        "**Continue** brings it back.\n- **Share** posts a card.\n- **Banking**: you stop.\n"
        "- **Full house** (3 + 2): 25\n- **Three of a kind**, **Four of a kind**: the sum\n"
        "Throw. **All** scoring dice stay; play **the same chance**."
    )
    assert list(button_names_said(text)) == ["Play", "Continue", "Share"]
    messages = parse({"en": ["daily-share = Share\ncmd-play = play"], "cs": [], "pl": []})
    rules = {"en": {"daily": {"text": text}}, "cs": {}, "pl": {}}
    assert unknown_button_names(messages, rules) == [
        "en rules daily.text: **Play**",
        "en rules daily.text: **Continue**",
    ]
