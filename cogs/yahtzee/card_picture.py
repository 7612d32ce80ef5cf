"""The scorecard of three or more players as a picture: dark, to sit on Discord's dark theme,
and drawn for the width Discord shows it at — a media gallery fills the message's width, about
360 px on a phone and 550 px on a desktop. The picture is 720 px wide with 24 px text, so on a
phone (scaled by half) the text is still 12 px tall, with eight players side by side."""

from __future__ import annotations

from collections.abc import Callable
from functools import cache

import discord
from PIL import Image, ImageDraw

from bot.i18n import t
from bot.images import drawable, fitted_palette, font, png_file, text_width, write
from bot.layout import seat_colour
from cogs.yahtzee.card import EMPTY, Row, Scorecard

WIDTH = 720
MARGIN, PAD = 8, 10
HEADER_HEIGHT, ROW_HEIGHT = 52, 31
BAR = 6  # the seat colour under a player's name: the circle beside the name in the text
TEXT_SIZE = 24

BACKGROUND = (43, 45, 49)  # Discord's dark container
STRIPE = (50, 52, 57)  # every other box row, to follow a row across eight columns
SUMS = (30, 31, 34)  # computed rows
LINE = (70, 72, 79)
INK = (242, 243, 245)
MUTED = (148, 155, 164)
PREVIEW = (240, 178, 50)  # what the dice thrown would score in a box, in the mover's column
TINT = 0.2  # how much of the mover's seat colour shades the mover's column


def rgb(colour: int) -> tuple[int, int, int]:
    return colour >> 16, colour >> 8 & 0xFF, colour & 0xFF


def tinted(base: tuple[int, int, int], seat: int) -> tuple[int, int, int]:
    colour = rgb(seat_colour(seat))
    return tuple(round(b + (c - b) * TINT) for b, c in zip(base, colour, strict=True))


def short_names(names: list[str], fits: Callable[[str], bool]) -> list[str]:
    """Each name as the picture can draw it (no emoji) in a column: whole where it fits, else
    shortened ("Žaneta D.", "Ža…", "ŽD", "C1"); never two alike — those that would be get
    their seat number ("A1", "A4"), and if even that collides every column shows its number."""
    labels = [
        next((short for short in _shortenings(drawable(name)) if fits(short)), None)
        or str(seat + 1)
        for seat, name in enumerate(names)
    ]
    alike = {label for label in labels if labels.count(label) > 1}
    labels = [
        drawable(name)[:1] + str(seat + 1) if label in alike else label
        for seat, (name, label) in enumerate(zip(names, labels, strict=True))
    ]
    if len(set(labels)) < len(labels) or not all(map(fits, labels)):
        return [str(seat + 1) for seat in range(len(names))]
    return labels


def _shortenings(name: str) -> list[str]:
    """Ever shorter forms of a name, longest first; numbers stay whole ("Computer 12" → "C12")."""
    words = name.split()
    if not words:
        return []
    first, rest = words[0], words[1:]
    initials = "".join(word if word.isdigit() else word[0] for word in words)
    forms = [name]
    if rest and not all(word.isdigit() for word in rest):
        forms.append(" ".join([first, *(w if w.isdigit() else w[0] + "." for w in rest)]))
    if not rest or not rest[-1].isdigit():  # "Comp… 1" would say less than "C1"
        forms += [first[:length] + "…" for length in range(len(first) - 1, 1, -1)]
    forms.append(initials)
    return forms


def card_picture(card: Scorecard, lang: str, filename: str = "scorecard.png") -> discord.File:
    image = draw(card, t(lang, "yahtzee.card.preview"))
    summary = ", ".join(  # the alt text: names as typed, for screen readers
        f"{name} {total}" for name, total in zip(card.names, card.rows[-1].cells, strict=True)
    )
    return png_file(image, filename, summary, palette())


def draw(card: Scorecard, legend: str) -> Image.Image:
    """The card; `legend` says, over the labels and in their colour, what the previews are."""
    regular, bold = font(TEXT_SIZE), font(TEXT_SIZE, bold=True)
    # The legend counts even when not shown: the columns keep their places between turns.
    labels = [legend, *(row.label for row in card.rows)]
    left = MARGIN + max(text_width(label, regular) for label in labels) + 2 * PAD
    column = (WIDTH - MARGIN - left) / len(card.names)
    height = 2 * MARGIN + HEADER_HEIGHT + ROW_HEIGHT * len(card.rows)
    image = Image.new("RGB", (WIDTH, height), BACKGROUND)
    pen = ImageDraw.Draw(image)

    def centre(seat: int) -> float:
        return left + column * (seat + 0.5)

    def band(top: float, bottom: float, base: tuple[int, int, int]) -> None:
        """A row's background, the mover's cell shaded with his colour."""
        pen.rectangle((MARGIN, top, WIDTH - MARGIN - 1, bottom - 1), fill=base)
        if card.mover is not None:
            x = left + column * card.mover
            pen.rectangle((x, top, x + column - 1, bottom - 1), fill=tinted(base, card.mover))

    band(MARGIN, MARGIN + HEADER_HEIGHT, BACKGROUND)
    middle = MARGIN + (HEADER_HEIGHT - BAR) / 2
    if any(row.preview is not None for row in card.rows):
        write(image, (MARGIN + PAD, middle), legend, regular, PREVIEW, "lm")
    fits = lambda label: text_width(label, bold) <= column - 6  # noqa: E731
    bar_top = MARGIN + HEADER_HEIGHT - BAR - 2
    for seat, label in enumerate(short_names(card.names, fits)):
        write(image, (centre(seat), middle), label, bold, INK, "mm")
        x = left + column * seat
        bar = (x + 4, bar_top, x + column - 5, bar_top + BAR - 1)
        pen.rectangle(bar, fill=rgb(seat_colour(seat)))
    top = MARGIN + HEADER_HEIGHT
    stripe = False
    for row in card.rows:
        if row.kind == "box":
            base, stripe = (STRIPE if stripe else BACKGROUND), not stripe
        else:
            base = SUMS
        band(top, top + ROW_HEIGHT, base)
        middle, strong = top + ROW_HEIGHT / 2, row.kind == "total"
        write(image, (MARGIN + PAD, middle), row.label, bold if strong else regular, INK, "lm")
        for seat, cell in enumerate(row.cells):
            previewed = seat == row.preview and cell.startswith("(")
            colour = PREVIEW if previewed else MUTED if cell == EMPTY else INK
            write(
                image,
                (centre(seat), middle),
                cell.strip("()"),
                bold if strong else regular,
                colour,
                "mm",
            )
        top += ROW_HEIGHT
    for seat in range(len(card.names)):
        x = round(left + column * seat)
        pen.line((x, MARGIN, x, top - 1), fill=LINE)
    return image


@cache
def palette() -> Image.Image:
    """Fitted once to cards showing every kind of text on every seat's shade."""
    cards = [draw(_sample(mover), "Sample") for mover in range(8)]
    sample = Image.new("RGB", (WIDTH, sum(card.height for card in cards)))
    for n, card in enumerate(cards):
        sample.paste(card, (0, n * card.height))
    return fitted_palette(sample)


def _sample(mover: int) -> Scorecard:
    rows = []
    for kind in ("box", "box", "sum", "total"):
        cells = [EMPTY if seat % 2 else "123" for seat in range(8)]
        cells[mover] = "(25)"
        rows.append(Row("Sample", cells, kind, mover))
    return Scorecard([f"P{n}" for n in range(8)], mover, rows)
