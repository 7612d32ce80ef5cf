"""User text made safe to show: literally in markdown, intact in code blocks."""

from __future__ import annotations

from bot.texts import in_code, literal


def test_markdown_and_mentions_in_a_name_show_literally():
    assert literal("**@everyone**") == "\\*\\*@\u200beveryone\\*\\*"
    assert literal("@here `x` ||y||") == "@\u200bhere \\`x\\` \\|\\|y\\|\\|"
    assert literal("<@&123456789012345678>") == "<@\u200b&123456789012345678>"
    assert literal("Eva Nováková") == "Eva Nováková"  # plain names are unchanged


def test_a_backtick_cannot_end_a_code_block():
    assert "`" not in in_code("a```b`")
    assert in_code("Łukasz") == "Łukasz"
