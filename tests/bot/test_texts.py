"""User text made safe to show: literally in markdown, and isolated where it could turn its line's
direction around (a name holding right-to-left text or its controls)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bot import texts
from bot.i18n import LANGUAGES, option_key, t
from bot.texts import FSI, OPTION, PDI, literal
from rules import registry
from tests.support.bidi import isolated_in, left_open


def test_markdown_and_mentions_in_a_name_show_literally():
    assert literal("**@everyone**") == "\\*\\*@\u200beveryone\\*\\*"
    assert literal("@here `x` ||y||") == "@\u200bhere \\`x\\` \\|\\|y\\|\\|"
    assert literal("<@&123456789012345678>") == "<@\u200b&123456789012345678>"
    assert literal("Eva Nováková") == "Eva Nováková"  # plain names are unchanged


# Characters a name may hold: left-to-right and right-to-left letters, markdown, and every
# control of text direction.
BIDI_CONTROLS = "\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u200e\u200f\u061c"
NAME_CHARS = st.sampled_from(["a", "Ž", " ", "*", "_", "@", "1", "ש", "ع", *BIDI_CONTROLS])
RLO = "\u202e"


@given(before=st.text(NAME_CHARS, max_size=12), after=st.text(NAME_CHARS, max_size=12))
def test_a_name_with_a_right_to_left_override_turns_nothing_after_it_around(before, after):
    shown = literal(before + RLO + after)
    line = f"🥇 {shown} — 12 points"
    assert isolated_in(line, shown) and left_open(line) == []
    # All of it inside one isolate, its own controls too (a PDI of its own closes ours not).
    assert all(left_open(shown[:end])[:1] == [FSI] for end in range(1, len(shown)))


def test_an_isolated_name_keeps_every_character_it_has():
    assert literal("\u202eevil") == FSI + "\u202eevil" + PDI
    assert literal("ab\u2069\u202e") == FSI + FSI + "ab\u2069\u202e" + PDI  # its PDI matched
    assert literal("\u2067ab") == FSI + "\u2067ab" + PDI + PDI  # its isolate closed
    assert literal("**שלום**") == FSI + "\\*\\*שלום\\*\\*" + PDI


@given(st.text(st.characters(max_codepoint=0x24F, categories=("L", "N", "P", "S", "Zs"))))
def test_a_left_to_right_name_is_left_as_it_is(name):
    assert texts.isolated(name) == name
    assert FSI not in literal(name)


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
