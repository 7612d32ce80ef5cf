"""The scorecard picture: its size for the width Discord shows it at (its two parts side by side
for up to four players), its dark colours, the seats' colours, the mover's shaded column, and
players' names shortened so that they fit and never look alike."""

from __future__ import annotations

from operator import sub

import pytest
from PIL import Image

from bot.i18n import t
from bot.images import drawable, font
from bot.layout import seat_colour
from cogs.yahtzee.board import box_name
from cogs.yahtzee.card import card_rows
from cogs.yahtzee.card_picture import (
    BACKGROUND,
    HEADER_HEIGHT,
    MARGIN,
    PREVIEW,
    ROW_HEIGHT,
    SMALLEST_TEXT,
    TEXT_SIZE,
    WIDTH,
    card_picture,
    panels,
    rgb,
    short_names,
)
from rules import registry
from tests.support.saved_games import saved_game

PHONE = 284  # px: a picture's width inside a container on a 390 px phone
BOLD = font(TEXT_SIZE, bold=True)


def near(pixel, colour, tolerance=6) -> bool:
    """Within the palette's rounding of `colour`."""
    return max(map(abs, map(sub, pixel, colour))) <= tolerance


def _snap(game_id: str, players: int, throws: int = 0):
    """A game's first turn, `throws` thrown (2 2 5 5 6), and the rules' view of it."""
    rules = registry.get(game_id)
    state = rules.new_game({}, players)._replace(dice=(2, 2, 5, 5, 6), throws=throws)
    names = [f"Player {n}" for n in range(players)]
    snap = saved_game(game_id, state, names, computers=range(players // 2, players))
    return snap, snap.rules.view(snap.state, None)


def picture(game_id: str, players: int, lang: str, throws=1) -> Image.Image:
    drawn = card_picture(card_rows(*_snap(game_id, players, throws), lang, box_name), lang)
    image = Image.open(drawn.fp)
    assert image.format == "PNG"
    return image.convert("RGB")


@pytest.mark.parametrize("lang", ["en", "cs", "pl"])
@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_up_to_four_players_fit_beside_each_other_legible_on_a_phone(players, lang):
    image = picture("kosci", players, lang)
    assert image.width == WIDTH and image.height <= 350  # a desktop shows it whole
    assert SMALLEST_TEXT * PHONE / image.width >= 12  # px of text as a phone shows it
    assert image.height * PHONE / image.width <= 180  # px tall on a phone
    assert near(image.getpixel((2, 2)), BACKGROUND)
    bar_y = MARGIN + HEADER_HEIGHT - 5  # the seat colours under the names, in both parts
    row = [image.getpixel((x, bar_y)) for x in range(WIDTH)]
    for seat in range(players):
        shown = [x for x, pixel in enumerate(row) if near(pixel, rgb(seat_colour(seat)))]
        assert shown[0] < WIDTH / 2 < shown[-1]
    # Under the upper part, beside the longer lower one: the round and the previews' legend.
    notes = image.crop((MARGIN, MARGIN + HEADER_HEIGHT + 8 * ROW_HEIGHT, WIDTH // 3, image.height))
    assert any(near(pixel, PREVIEW, 30) for _, pixel in notes.getcolors(1 << 16))


def test_eight_players_get_the_parts_one_under_the_other_as_legible():
    image = picture("kosci", 8, "pl")
    assert image.width == WIDTH and SMALLEST_TEXT * PHONE / image.width >= 12
    # One table under one header of names (a second would cost a phone two rows' height),
    # the round and the legend on one line under it: about 300 px on a phone.
    upper, lower = panels(card_rows(*_snap("kosci", 8), "pl", box_name))
    assert lower.top == upper.bottom and not lower.named
    assert (lower.label, lower.column) == (upper.label, upper.column)
    assert image.height == round(lower.bottom + ROW_HEIGHT + MARGIN)
    assert image.height * PHONE / image.width <= 300
    colours = {rgb(seat_colour(seat)) for seat in range(8)}
    row = [image.getpixel((x, MARGIN + HEADER_HEIGHT - 5)) for x in range(WIDTH)]
    assert all(any(near(pixel, colour) for pixel in row) for colour in colours)


def test_before_the_first_throw_there_is_no_preview_legend():
    image = picture("general", 3, "en", throws=0)
    assert not any(near(pixel, PREVIEW, 30) for _, pixel in image.getcolors(1 << 16))
    # The mover's (seat 0's) column is shaded with red; the next one is not.
    parts = panels(card_rows(*_snap("general", 3), "en", box_name))
    y, upper = MARGIN + 2, parts[0]
    mover = image.getpixel((round(upper.centre(0)), y))
    other = image.getpixel((round(upper.centre(1)), y))
    assert mover[0] > mover[2] + 8 and near(other, BACKGROUND)


def fits_in(width: float):
    return lambda label: BOLD.getlength(label) <= width


@pytest.mark.parametrize("lang", ["en", "cs", "pl"])
def test_two_computers_never_get_the_same_label(lang):
    computers = [t(lang, "seat.computer", number=n) for n in (1, 2)]
    assert computers[0].startswith("🤖")
    for width in (40, 60, 120, 400):
        labels = short_names(computers, fits_in(width))
        assert len(set(labels)) == 2 and all(BOLD.getlength(label) <= width for label in labels)
        assert not any("🤖" in label for label in labels)
    wide = short_names(computers, fits_in(400))
    assert wide == [name.removeprefix("🤖 ") for name in computers]
    narrow = short_names(computers, fits_in(50))
    assert narrow[0][-1] == "1" and narrow[1][-1] == "2"  # "C1", "P1", "K1"


def test_names_are_drawn_without_emoji_and_shortened_alike_only_with_their_seat():
    assert drawable("🎲 Bob 🎲") == "Bob" and drawable("Žaneta ❤️‍🔥") == "Žaneta"
    names = ["Alice", "Alex", "Žaneta Dvořáková", "🐉🐉", "Bob 🎲"]
    assert short_names(names, fits_in(400)) == ["Alice", "Alex", "Žaneta Dvořáková", "4", "Bob"]
    assert short_names(names, fits_in(140))[2] == "Žaneta D."
    narrow = short_names(names, fits_in(45))
    assert narrow == ["A1", "A2", "ŽD", "4", "B"]  # "A" twice would say nothing
    assert short_names(["A2", "A", "A"], fits_in(45)) == ["1", "2", "3"]  # even "A2" collides
