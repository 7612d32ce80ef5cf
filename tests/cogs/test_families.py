"""Every family the bot plays is whole (README, "Adding a game"): its games are the rules'
games of that family, each with its name, summary and /rules text in every language; the
family has its texts in every language and its commands; its board draws a lobby of each of its
games; and every game is in the end-to-end smoke test (tests/e2e/test_every_game.py)."""

from __future__ import annotations

import json

import pytest
from discord.ext import commands

from bot import table_options, texts
from bot.board import Board
from bot.families import BoardTools
from bot.frame import render
from bot.i18n import BUNDLES, FOLDER, LANGUAGES, has, message_id, refusal_params
from cogs import FAMILIES
from rules import registry
from rules.base import IllegalAction
from tests.e2e.test_every_game import GAMES as SMOKE_TESTED
from tests.support.saved_games import by_action, saved_game

FAMILY_NAMES = [family.name for family in FAMILIES]
families = {family.name: family for family in FAMILIES}


async def no_history(game_id: int) -> list:
    return []


def test_the_families_play_every_game_of_the_rules_once():
    declared = [rules.id for family in FAMILIES for rules in family.games]
    assert sorted(declared) == sorted(registry.GAMES)  # each once, none left out
    for family in FAMILIES:
        assert {rules.family for rules in family.games} == {family.name}
    assert len(set(FAMILY_NAMES)) == len(FAMILY_NAMES)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_game_has_its_name_summary_and_rules_in_every_language(lang):
    written = json.loads((texts.FOLDER / f"{lang}.json").read_text(encoding="utf-8"))
    for rules in registry.GAMES.values():
        entry = written.get(rules.id, {})
        assert all(entry.get(part, "").strip() for part in ("name", "summary", "text")), (
            lang,
            rules.id,
        )


@pytest.mark.parametrize("name", FAMILY_NAMES)
def test_every_family_has_its_texts_its_name_and_its_command_in_every_language(name):
    for lang in LANGUAGES:
        assert (FOLDER / lang / f"{name}.ftl").is_file(), (lang, name)
        for key in (f"family.{name}", f"cmd.{name}", f"cmd.{name}.desc"):
            assert has(key, lang), (lang, key)


@pytest.mark.parametrize("name", FAMILY_NAMES)
def test_every_family_says_in_every_language_how_many_play_its_games(name):
    for rules in families[name].games:
        with pytest.raises(IllegalAction) as refused:
            rules.check_players(max(rules.player_counts()) + 1)
        key, params = refused.value.key, refused.value.params
        for lang in LANGUAGES:  # its family's message, every variable it uses given
            message = BUNDLES[lang].get_message(message_id(key))
            assert message is not None, (lang, key)
            said = refusal_params(lang, params)  # as the bot says them
            _, errors = BUNDLES[lang].format_pattern(message.value, said)
            assert errors == [], (lang, key, errors)


@pytest.mark.parametrize("name", FAMILY_NAMES)
def test_every_family_has_a_board_and_commands(name):
    family = families[name]
    board = family.board(BoardTools(engine=None, history=no_history))
    assert isinstance(board, Board)
    assert issubclass(family.commands, commands.Cog)
    for rules in family.games:  # each game's lobby, as its command opens it
        options = json.dumps(table_options.resolve(rules, {}))  # as the lobby saved them
        lobby = saved_game(rules.id, None, ["Eva"], status="lobby", options=options)
        assert texts.game_name(rules.id, "cs") in render(board, lobby, "cs").header


@pytest.mark.parametrize("name", FAMILY_NAMES)
def test_a_full_lobby_offers_no_computer(name):
    """Add computer and Join while a seat is free; once every seat is taken (2/2, 8/8) they
    would only be refused."""
    family = families[name]
    board = family.board(BoardTools(engine=None, history=no_history))
    for rules in family.games:
        options = json.dumps(table_options.resolve(rules, {}))
        for seated in range(1, rules.max_players + 1):
            names = [f"Player {seat}" for seat in range(seated)]
            lobby = saved_game(rules.id, None, names, status="lobby", options=options)
            drawn = render(board, lobby, "en")
            for action in ("computer", "join"):
                offered = bool(by_action(drawn, action))
                assert offered == (seated < rules.max_players), (rules.id, seated, action)


def test_every_game_is_in_the_end_to_end_smoke_test():
    assert sorted(SMOKE_TESTED) == sorted(registry.GAMES)
