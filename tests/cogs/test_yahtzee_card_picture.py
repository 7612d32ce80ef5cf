"""The scorecard picture: its size for the width Discord shows it at (its two parts side by side
for up to four players), its dark colours, the seats' colours, the mover's shaded column,
players' names shortened so that they fit, to no fewer than three letters, and never look
alike, and its signs: no two rows alike, said under the card wherever the lower part has them."""

from __future__ import annotations

from operator import sub

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from PIL import Image

from bot.i18n import t
from bot.images import drawable, font
from bot.layout import seat_colour
from cogs.yahtzee.board import box_name
from cogs.yahtzee.card import card_rows
from cogs.yahtzee.card_picture import (
    BACKGROUND,
    MARGIN,
    MUTED,
    PREVIEW,
    ROBOT,
    SMALLEST_TEXT,
    TEXT_SIZE,
    WIDTH,
    card_picture,
    header_names,
    layout,
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


def _snap(game_id: str, players: int, throws: int = 0, names=None, computers=None):
    """A game's first turn, `throws` thrown (2 2 5 5 6), and the rules' view of it."""
    rules = registry.get(game_id)
    state = rules.new_game({}, players)._replace(dice=(2, 2, 5, 5, 6), throws=throws)
    names = names or [f"Player {n}" for n in range(players)]
    computers = range(players // 2, players) if computers is None else computers
    snap = saved_game(game_id, state, names, computers=computers)
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
    header = panels(card_rows(*_snap("kosci", players, 1), lang, box_name))[0].header
    bar_y = MARGIN + header - 5  # the seat colours under the names, in both parts
    row = [image.getpixel((x, bar_y)) for x in range(WIDTH)]
    for seat in range(players):
        shown = [x for x, pixel in enumerate(row) if near(pixel, rgb(seat_colour(seat)))]
        assert shown[0] < WIDTH / 2 < shown[-1]
    # Under the upper part, beside the longer lower one: the round and the previews' legend.
    upper = panels(card_rows(*_snap("kosci", players, 1), lang, box_name))[0]
    notes = image.crop((MARGIN, round(upper.bottom), WIDTH // 3, image.height))
    assert any(near(pixel, PREVIEW, 30) for _, pixel in notes.getcolors(1 << 16))


def test_eight_players_get_the_parts_one_under_the_other_as_legible():
    image = picture("kosci", 8, "pl")
    assert image.width == WIDTH and SMALLEST_TEXT * PHONE / image.width >= 12
    # One table under one header of names (a second would cost a phone two rows' height),
    # the round, the previews' and the signs' legends in three lines under it: under 300 px
    # on a phone.
    upper, lower = panels(card_rows(*_snap("kosci", 8, 1), "pl", box_name))
    assert lower.top == upper.bottom and not lower.named
    assert (lower.label, lower.column) == (upper.label, upper.column)
    assert image.height == round(lower.bottom + 3 * lower.row + MARGIN)
    assert image.height * PHONE / image.width <= 300
    colours = {rgb(seat_colour(seat)) for seat in range(8)}
    row = [image.getpixel((x, MARGIN + upper.header - 5)) for x in range(WIDTH)]
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
        labels = short_names(computers, fits_in(width), [True, True])
        assert len(set(labels)) == 2
    wide = short_names(computers, fits_in(400), [True, True])
    assert wide == [name.removeprefix("🤖 ") for name in computers]
    # Where "Computer 1" does not fit: the robot (drawn) and the number.
    assert short_names(computers, fits_in(60), [True, True]) == [ROBOT + "1", ROBOT + "2"]


def test_names_are_drawn_without_emoji_shortened_to_three_letters_and_never_alike():
    assert drawable("🎲 Bob 🎲") == "Bob" and drawable("Žaneta ❤️‍🔥") == "Žaneta"
    names = ["Alice", "Alex", "Žaneta Dvořáková", "🐉🐉", "Bob 🎲"]
    assert short_names(names, fits_in(400)) == ["Alice", "Alex", "Žaneta Dvořáková", "4", "Bob"]
    assert short_names(names, fits_in(140))[2] == "Žaneta D."
    # Cut alike, without "…", where one has to be: "Alic" and "Ale", not "A1" and "A2".
    assert short_names(names, fits_in(55)) == ["Alic", "Ale", "Žan", "4", "Bob"]
    assert short_names(["Jaroslav", "Jarmila"], fits_in(64)) == ["Jaro", "Jarm"]
    assert short_names(["Michal", "Michał"], fits_in(60)) == ["Mil", "Mił"]
    assert short_names(["Ola", "Ola"], fits_in(80)) == ["Ola1", "Ola2"]  # alike as typed


def test_two_players_general_shows_whole_names():
    """Names of seven or eight letters whole (the lower boxes signed where that takes)."""
    for lang in ("en", "cs", "pl"):
        for names in (["Alice", "Bob"], ["Alžběta", "Jaroslav"], ["Alice", "Computer 1"]):
            computers = [1] if names[1].startswith("Computer") else []
            card = card_rows(*_snap("general", 2, 1, names, computers), lang, box_name)
            shown = layout(card).names
            assert shown[0] == names[0], (lang, shown)
            assert shown[1] in (names[1], ROBOT + "1"), (lang, shown)


NAMES = [  # first names as people on a Czech and Polish server call themselves, alike ones too
    "Alice", "Alex", "Alexander", "Alexandra", "Anna", "Anička", "Adam", "Adéla", "Agnieszka",
    "Alžběta", "Bartosz", "Bartłomiej", "Bohumil", "Bohumila", "Bożena", "Čeněk", "Dawid",
    "David", "Dominik", "Dominika", "Emma", "Ewa", "Ewelina", "František", "Grzegorz", "Hana",
    "Jakub", "Jan", "Jana", "Jarmila", "Jaroslav", "Jarosław", "Jiří", "Kamil", "Kamila",
    "Kateřina", "Katarzyna", "Łucja", "Łukasz", "Magdalena", "Małgorzata", "Marek", "Maria",
    "Marie", "Marta", "Martin", "Martina", "Michal", "Michał", "Michaela", "Monika", "Ola",
    "Oliwia", "Ondřej", "Paweł", "Petr", "Petra", "Piotr", "Przemysław", "Roman", "Šárka",
    "Szymon", "Šimon", "Štěpán", "Tereza", "Tomáš", "Tomasz", "Wendy", "Wiktor", "Wiktoria",
    "Władysław", "Włodzimierz", "Wojciech", "Zbigniew", "Zdeněk", "Zofia", "Żaneta", "Žaneta",
]  # fmt: skip
SURNAMES = ["", " Dvořáková", " Nowak", " N.", " 🎲"]


@st.composite
def tables(draw):
    """A table of 1–8 seats: distinct people's names (some with a surname or an emoji), the
    computers numbered."""
    players = draw(st.integers(1, 8))
    people = draw(st.lists(st.sampled_from(NAMES), min_size=players, max_size=players, unique=True))
    names = [name + draw(st.sampled_from(SURNAMES)) for name in people]
    computers = draw(st.lists(st.booleans(), min_size=players, max_size=players))
    return names, computers


@settings(max_examples=150, deadline=None)
@given(tables(), st.sampled_from(["general", "kosci"]), st.sampled_from(["en", "cs", "pl"]))
def test_names_keep_three_letters_or_are_whole_and_never_alike(table, game_id, lang):
    names, computers = table
    seats = [seat for seat, computer in enumerate(computers) if computer]
    card = card_rows(*_snap(game_id, len(names), 1, names, seats), lang, box_name)
    drawn = layout(card)
    shown = drawn.names
    assert len(set(shown)) == len(shown), shown
    for label, name, computer in zip(shown, card.names, computers, strict=True):
        if computer:
            assert label in (drawable(name), ROBOT + name.rsplit(" ", 1)[-1]), label
            continue
        whole = drawable(name)
        letters = sum(char.isalpha() for char in label)
        assert label == whole or letters >= 3, (label, name)
        assert set(label.replace("…", "").replace(".", "")) <= set(whole), (label, name)
    # and they fit their columns (narrowed, at most as SQUEEZE allows)
    assert header_names(card, drawn.parts[0].column) == shown


@pytest.mark.parametrize("lang", ["en", "cs", "pl"])
@pytest.mark.parametrize("game_id", ["general", "kosci"])
@pytest.mark.parametrize("players", range(1, 9))
def test_no_two_rows_share_a_sign_and_the_signs_are_said_where_they_are_used(
    game_id, players, lang
):
    shares = ["97"] * players
    card = card_rows(*_snap(game_id, players, 1), lang, box_name, shares)
    signs = [row.sign for row in card.rows]
    assert len(set(signs)) == len(signs), signs
    drawn = layout(card)
    if players >= 5:  # one table: its boxes signs, said under the card (from three, maybe)
        assert drawn.signed
    image = Image.open(card_picture(card, lang).fp).convert("RGB")
    under = image.crop((0, round(drawn.parts[1].bottom), WIDTH, image.height))
    muted = any(near(pixel, MUTED, 12) for _, pixel in under.getcolors(1 << 16))
    assert muted == drawn.signed
    if drawn.signed:  # each bonus and sum row's sign in the legend, and the shares'
        said = " ".join(card.legend)
        for row in card.rows:
            if row.kind == "sum":
                assert row.sign in said.split(), (row.sign, said)
