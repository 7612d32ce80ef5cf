"""User text made safe to show: literally in markdown."""

from __future__ import annotations

import pytest

from bot import texts
from bot.i18n import LANGUAGES, option_key, t
from bot.texts import OPTION, literal
from rules import registry


def test_markdown_and_mentions_in_a_name_show_literally():
    assert literal("**@everyone**") == "\\*\\*@\u200beveryone\\*\\*"
    assert literal("@here `x` ||y||") == "@\u200bhere \\`x\\` \\|\\|y\\|\\|"
    assert literal("<@&123456789012345678>") == "<@\u200b&123456789012345678>"
    assert literal("Eva Nováková") == "Eva Nováková"  # plain names are unchanged


@pytest.mark.parametrize("lang", LANGUAGES)
def test_rules_texts_name_options_as_the_readers_command_does(lang):
    for game_id in registry.GAMES:
        rules = registry.get(game_id)
        named = OPTION.findall(texts._entry(game_id, lang)["text"])
        assert set(named) <= {spec.name for spec in rules.options}, (game_id, named)
        shown = texts.rules_text(
            game_id, lang, lambda name, family=rules.family: t(lang, option_key(family, name))
        )
        assert "{option:" not in shown
        for name in named:
            assert f"`{t(lang, option_key(rules.family, name))}`" in shown


def test_czech_backgammon_rules_say_the_czech_option_name():
    shown = texts.rules_text(
        "backgammon", "cs", lambda name: t("cs", option_key("backgammon", name))
    )
    assert "`match_to`" not in shown
    assert f"`{t('cs', 'cmd.backgammon.opt.match_to')}`" in shown
