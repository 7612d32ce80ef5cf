"""The Fluent files: every message in every language with the same variables, rendering without
error for the numbers plural rules care about; keys the code uses exist and every message is
used; numbers and command names follow each language's rules."""

from __future__ import annotations

import logging
import re
from pathlib import Path

import discord
import pytest
from fluent.runtime import FluentBundle, FluentResource
from fluent.syntax import FluentParser
from fluent.syntax.ast import Message, VariableReference
from fluent.syntax.visitor import Visitor

from bot import i18n, table_options
from bot.frame import option_line
from bot.i18n import (
    BUNDLES,
    FOLDER,
    LANGUAGES,
    CatalogTranslator,
    decimal,
    language,
    number,
    refusal,
    t,
)
from rules.base import IllegalAction
from rules.registry import GAMES

ROOT = Path(__file__).resolve().parents[2]
NAME = re.compile(r"^[-_\w]{1,32}$")
SAMPLES = (0, 1, 2, 5, 22)


class _Variables(Visitor):
    def __init__(self) -> None:
        self.names: set[str] = set()

    def visit_VariableReference(self, node: VariableReference) -> None:
        self.names.add(node.id.name)


def messages(lang: str) -> dict[str, set[str]]:
    """Message id -> the variables it uses, parsed from the language's files."""
    found: dict[str, set[str]] = {}
    for path in sorted((FOLDER / lang).glob("*.ftl")):
        for entry in FluentParser().parse(path.read_text(encoding="utf-8")).body:
            if isinstance(entry, Message):
                assert entry.id.name not in found, f"{lang}: {entry.id.name} defined twice"
                visitor = _Variables()
                visitor.visit(entry)
                found[entry.id.name] = visitor.names
    return found


MESSAGES = {lang: messages(lang) for lang in LANGUAGES}
ENGLISH = MESSAGES["en"]


def test_every_language_has_every_message_with_the_same_variables():
    for lang in LANGUAGES:
        assert MESSAGES[lang] == ENGLISH, lang


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_message_renders_with_plural_sensitive_numbers(lang):
    bundle = BUNDLES[lang]
    for message_id, variables in ENGLISH.items():
        for sample in SAMPLES:
            pattern = bundle.get_message(message_id).value
            text, errors = bundle.format_pattern(pattern, dict.fromkeys(variables, sample))
            assert not errors and text.strip(), (lang, message_id, sample, errors)


def test_nouns_agree_with_numbers():
    assert t("cs", "board.solo_over", score=1) == "Konec hry: 1 bod."
    assert t("cs", "board.solo_over", score=3) == "Konec hry: 3 body."
    assert t("cs", "board.solo_over", score=5) == "Konec hry: 5 bodů."
    assert t("pl", "board.solo_over", score=22) == "Koniec gry: 22 punkty."
    assert t("pl", "board.solo_over", score=25) == "Koniec gry: 25 punktów."
    assert t("en", "board.solo_over", score=1) == "Game over: 1 point."
    assert t("pl", "lobby.too_few", needed=2).startswith("Ta gra wymaga co najmniej 2 graczy")


def test_the_winners_verb_agrees_with_how_many_won():
    one = t("cs", "board.wins", players="Bob", count=1, points="10 bodů")
    assert one == "🏆 **Bob vyhrává** — 10 bodů"
    two = t("cs", "board.and", rest="Bob", last="Počítač 2")
    assert two == "Bob a Počítač 2"
    both = t("cs", "board.wins", players=two, count=2, points="10 bodů")
    assert both == "🏆 **Bob a Počítač 2 vyhrávají** — 10 bodů"
    five = t("cs", "board.wins", players="A, B, C, D a E", count=5, points="0 bodů")
    assert "vyhrávají" in five
    assert t("pl", "board.wins", players="Bob i Ewa", count=2, points="-").startswith(
        "🏆 **Bob i Ewa wygrywają**"
    )


def test_numbers_are_written_the_language_s_way():
    assert number(10_000, "cs") == "10\u00a0000"
    assert number(10_000, "pl") == "10\u00a0000"
    assert number(10_000, "en") == "10,000"
    assert number(1.5, "cs") == "1,5"
    assert t("cs", "dice.bank", total=1050) == "Zapsat 1\u00a0050"


def test_decimals_have_the_language_s_comma_and_a_real_minus_sign():
    assert decimal(-1.2951, "cs", 3) == "\u22121,295"
    assert decimal(-1.2951, "pl", 2) == "\u22121,30"
    assert decimal(-1.2951, "en", 3) == "\u22121.295"
    assert decimal(0.47, "cs", 2, plus=True) == "+0,47"
    assert decimal(-0.0004, "en", 3, plus=True) == "0.000"  # no "−0.000" for a tie
    assert decimal(1234.5, "cs", 0) == "1\u00a0234"


def test_identifiers_are_not_formatted_as_numbers():
    assert t("en", "board.game_number", id="12345") == "#12345"
    assert t("en", "board.deadline", at="1763900000") == "Turn ends <t:1763900000:R>"


def test_command_names_are_valid_discord_names():
    for lang in LANGUAGES:
        for message_id in ENGLISH:
            if message_id.startswith("cmd-") and not message_id.endswith("-desc"):
                text = t(lang, message_id)
                assert NAME.match(text) and text == text.lower(), (lang, message_id, text)


def test_user_command_names_fit_discord():
    # A context menu's name may have capitals and spaces; 1 to 32 characters.
    for lang in LANGUAGES:
        for message_id in ENGLISH:
            if message_id.startswith("menu-"):
                assert 1 <= len(t(lang, message_id)) <= 32, (lang, message_id)


# Keys built at run time: a rules event type, a figure id, a leaderboard sort or figure, a
# Yahtzee box, a choice option's value.
DYNAMIC = (
    "lobby-option-",  # the lobby's options in words: boards.option_line
    "cmd-opt-",  # options' names and descriptions: i18n.option_key
    "cmd-backgammon-opt-",
    "cmd-domino-opt-",
    "figure-",
    "family-",
    "daily-challenge_",  # a challenge's own name: daily_view.game_challenge
    "sort-",
    "stat-",
    "yahtzee-box-",
    "choice-",
    "backgammon-kind-",
    "backgammon-log-",
    "backgammon-phase_",
    "tournament-format_",  # a format's name: tournament_view._title
    "tournament-status_",  # /tournament list
    "tournament-col_",  # a standings column, by its tie-break: tournament_view.standings_view
    "tournament-final",  # a knockout round's name: tournament_view.round_name
    "tournament-semi_final",
    "tournament-quarter_final",
    "backgammon-rating-",
    "backgammon-luck_rating-",
)
PREFIXES = {message_id.split("-")[0] for message_id in ENGLISH}
FILE_NAMES = (".png", ".json", ".mat")  # attachments' names look like keys
QUOTED_KEY = re.compile(r"""["']((?:[a-z_]+\.)+[a-z_]+)["']""")


def source_keys() -> set[str]:
    """Dotted message keys written literally in bot/, cogs/ and rules/."""
    keys = set()
    for folder in ("bot", "cogs", "rules"):
        for path in (ROOT / folder).rglob("*.py"):
            for match in QUOTED_KEY.finditer(path.read_text(encoding="utf-8")):
                if match[1].split(".")[0] in PREFIXES and not match[1].endswith(FILE_NAMES):
                    keys.add(match[1])
    return keys


def test_every_key_the_code_uses_has_a_message():
    assert sorted(key for key in source_keys() if i18n.message_id(key) not in ENGLISH) == []


def test_every_message_is_used():
    # rules.base.GameRules.check_players refuses with its family's f"{family}.player_count".
    player_counts = {f"{rules.family}-player_count" for rules in GAMES.values()}
    used = {i18n.message_id(key) for key in source_keys()} | {"number"} | player_counts
    unused = [m for m in ENGLISH if m not in used and not m.startswith(DYNAMIC)]
    assert unused == []


def test_languages_and_fallbacks(monkeypatch, caplog):
    assert language("en-US") == "en" and language("cs") == "cs" and language("de") == "en"
    assert t("pl", "turn.not_yours", player="Ala") == "To nie twoja kolej: gra Ala."
    assert t("cs", "missing.key", "English reason") == "English reason"
    # A message missing in one language is shown in English, and logged once.
    empty = FluentBundle(["cs"], use_isolating=False)
    empty.add_resource(FluentResource("other = x"))
    monkeypatch.setitem(BUNDLES, "cs", empty)
    i18n._format.cache_clear()  # formatted texts are kept: forget those of the real bundle
    try:
        with caplog.at_level(logging.WARNING, logger="bot.i18n"):
            assert t("cs", "board.last") == "Last"
            assert t("cs", "board.last") == "Last"
    finally:
        i18n._format.cache_clear()
    assert [r.getMessage() for r in caplog.records] == [
        "no cs translation of board.last; using English"
    ]


async def test_the_translator_names_games_and_commands():
    translator = CatalogTranslator()
    game = discord.app_commands.locale_str("Sequence", key="gamename:sequence")
    assert await translator.translate(game, discord.Locale.czech, None) == "Sekvence"
    command = discord.app_commands.locale_str("dice", key="cmd.dice")
    assert await translator.translate(command, discord.Locale.polish, None) == "kostki"
    assert await translator.translate(command, discord.Locale.american_english, None) is None
    menu = discord.app_commands.locale_str("Game stats", key="menu.stats")
    assert await translator.translate(menu, discord.Locale.czech, None) == "Herní statistiky"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_lobby_says_every_option_of_every_game_in_words(lang):
    for rules in GAMES.values():
        for spec in filter(lambda spec: spec.listed, table_options.specs(rules)):
            line = option_line(rules.family, spec.name, spec.default, lang)
            assert not line.startswith("lobby"), (lang, rules.id, spec.name)
    assert option_line("backgammon", "match_to", 5, "en") == "Match to 5 points"
    assert option_line("backgammon", "auto_doubles", 2, "en") == "Automatic doubles: up to 2"
    assert option_line("backgammon", "auto_doubles", 2, "cs") == "Automatické zdvojení: nejvýš 2×"
    assert option_line("domino", "target", 1, "pl") == "Gra do 1 punktu"


@pytest.mark.parametrize(
    ("game", "players", "lang", "said"),
    [
        ("block", 3, "en", "Block Dominoes is played by 2 or 4 players."),
        ("train", 5, "cs", "Hru Dominové vlaky (Mexican Train) hrají 2, 3 nebo 4 hráči."),
        ("block", 3, "pl", "Gra Domino – gra podstawowa jest dla 2 lub 4 graczy."),
        ("solo", 2, "en", "Solo Dominoes is played alone."),
    ],
)
def test_the_player_counts_a_game_is_played_by_are_said_as_alternatives(game, players, lang, said):
    with pytest.raises(IllegalAction) as refused:
        GAMES[game].check_players(players)
    assert refusal(lang, refused.value.key, **refused.value.params) == said
