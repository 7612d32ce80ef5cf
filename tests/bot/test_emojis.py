"""Die faces and the domino tile: drawn emoji images, and what boards show with and without
the emojis."""

from __future__ import annotations

import io

import pytest
from PIL import Image

from bot import emojis


class FakeEmoji:
    def __init__(self, name: str, emoji_id: int) -> None:
        self.name, self.id = name, emoji_id

    def __str__(self) -> str:
        return f"<:{self.name}:{self.id}>"


@pytest.fixture
def installed(monkeypatch):
    monkeypatch.setattr(emojis, "_installed", {})
    names = [emojis.emoji_name(face, held) for face in range(1, 7) for held in (False, True)]
    emojis.install([FakeEmoji(name, 100 + n) for n, name in enumerate(names)] + [FakeEmoji("x", 1)])


def test_the_drawn_faces_are_square_pngs():
    for face in range(1, 7):
        image = Image.open(io.BytesIO(emojis.draw(face, held=face % 2 == 0)))
        assert image.format == "PNG" and image.size == (emojis.SIZE, emojis.SIZE)


def test_the_drawn_domino_tile_is_a_square_png():
    image = Image.open(io.BytesIO(emojis.draw_domino_tile()))
    assert image.format == "PNG" and image.size == (emojis.SIZE, emojis.SIZE)


def test_no_tile_emoji_until_installed_then_the_emoji(monkeypatch):
    monkeypatch.setattr(emojis, "_installed", {})
    assert emojis.domino_tile() is None
    emojis.install([FakeEmoji("domino_tile", 7)])
    assert emojis.domino_tile() == "<:domino_tile:7>"


def test_unicode_faces_until_the_emojis_are_installed(monkeypatch):
    monkeypatch.setattr(emojis, "_installed", {})
    assert emojis.dice([1, 6, 3], held_mask=0b010) == "⚀ [⚅] ⚂"
    assert emojis.die_button(4, held=True) == {"label": "⚃", "emoji": None}


def test_installed_emojis_replace_the_faces(installed):
    assert emojis.dice([1, 6], held_mask=0b10) == "<:die_1:100> <:die_6_held:111>"
    assert emojis.die_button(2) == {"label": None, "emoji": "<:die_2:102>"}
    assert "x" not in emojis._installed  # only the bot's own emojis are taken
