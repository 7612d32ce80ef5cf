"""The scorecard as a picture: dark, to sit on Discord's dark theme, and drawn for the width
Discord shows it at — a phone ~284 px inside a container, a desktop up to ~550 px (never
enlarged, at most 350 px high). The card's two parts stand side by side (upper boxes and their
bonus; lower boxes, bonuses and the total), 560 px wide with 24 px text: on a phone (×0.51)
the text is 12 px tall and four players' card about 170 px high. Labels that do not fit are
signs (cogs/yahtzee/card.py `SIGNS`, the upper boxes their die faces); more players than fit
side by side get the parts one under the other, one table under one header of names."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import cache

import discord
from PIL import Image, ImageDraw

from bot import texts
from bot.i18n import t
from bot.images import drawable, fitted_palette, font, png_file, text_width, write
from bot.layout import seat_colour
from cogs.yahtzee.card import EMPTY, Row, Scorecard

WIDTH = 560
MARGIN, PAD, GUTTER = 4, 6, 12  # the margin is the container's colour: a thin one
HEADER_HEIGHT, ROW_HEIGHT = 38, 26
BAR = 5  # the seat colour under a player's name: the circle beside the name in the text
TEXT_SIZE = 24
SMALLEST_TEXT = TEXT_SIZE  # every text of the card (the phone's model in tests reads it)
MIN_COLUMN = 48  # a player's column: a three-digit total, with room around it
FACE = 22  # a die face drawn as an upper box's label
PIP = 4

BACKGROUND = (43, 45, 49)  # Discord's dark container
STRIPE = (50, 52, 57)  # every other box row, to follow a row across the columns
SUMS = (30, 31, 34)  # computed rows
LINE = (70, 72, 79)
INK = (242, 243, 245)
MUTED = (148, 155, 164)
PREVIEW = (240, 178, 50)  # what the dice thrown would score in a box, in the mover's column
TINT = 0.2  # how much of the mover's seat colour shades the mover's column
PIPS = {  # a face's pips, in thirds of the die from its centre
    1: [(0, 0)],
    2: [(-1, -1), (1, 1)],
    3: [(-1, -1), (0, 0), (1, 1)],
    4: [(-1, -1), (1, -1), (-1, 1), (1, 1)],
    5: [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)],
    6: [(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)],
}


@dataclass(frozen=True)
class Panel:
    """One part of the card where it is drawn: its rows, its corner, how its labels are
    written (names, or signs) and how wide its label column and player columns are."""

    rows: list[Row]
    left: float
    top: float
    signs: bool
    label: float
    column: float
    named: bool = True  # its header of the players' names (the lower part under the upper: none)

    def centre(self, seat: int) -> float:
        return self.left + self.label + self.column * (seat + 0.5)

    @property
    def right(self) -> float:
        return self.left + self.label + self.column * self.players

    @property
    def players(self) -> int:
        return len(self.rows[0].cells)

    @property
    def header(self) -> float:
        return HEADER_HEIGHT if self.named else 0

    @property
    def bottom(self) -> float:
        return self.top + self.header + ROW_HEIGHT * len(self.rows)


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
    totals = next(row for row in card.rows if row.kind == "total")  # the shares may follow
    summary = ", ".join(  # the alt text: names as typed (isolated: a line), for screen readers
        f"{texts.isolated(name)} {total}"
        for name, total in zip(card.names, totals.cells, strict=True)
    )
    return png_file(image, filename, summary, palette())


def label_width(rows: list[Row], signs: bool) -> float:
    """The label column a part needs, its labels written as names or as signs."""
    face = font(TEXT_SIZE, bold=True)
    widths = [
        FACE
        if signs and row.upper and row.kind == "box"
        else text_width(row.sign if signs and row.sign else row.label, face)
        for row in rows
    ]
    return max(widths) + 2 * PAD


def panels(card: Scorecard) -> list[Panel]:
    """The card's two parts side by side, the lower boxes named where that leaves every
    player a column of MIN_COLUMN, else signed; where even signs leave too little, one table
    of the upper boxes and then the lower ones, under one header of the players' names (a
    second one would cost a phone's screen the height of two rows)."""
    upper = [row for row in card.rows if row.upper]
    lower = [row for row in card.rows if not row.upper]
    players = len(card.names)
    inside = WIDTH - 2 * MARGIN
    for signs in ((True, False), (True, True)):  # the upper part's faces: short and clear
        labels = [label_width(upper, signs[0]), label_width(lower, signs[1])]
        column = (inside - GUTTER - sum(labels)) / (2 * players)
        if column >= MIN_COLUMN:
            left = MARGIN + labels[0] + column * players + GUTTER
            return [
                Panel(upper, MARGIN, MARGIN, signs[0], labels[0], column),
                Panel(lower, left, MARGIN, signs[1], labels[1], column),
            ]
    signs = [(inside - label_width(rows, False)) / players < MIN_COLUMN for rows in (upper, lower)]
    label = max(label_width(upper, signs[0]), label_width(lower, signs[1]))
    column = (inside - label) / players
    above = Panel(upper, MARGIN, MARGIN, signs[0], label, column)
    return [above, Panel(lower, MARGIN, above.bottom, signs[1], label, column, named=False)]


def draw(card: Scorecard, legend: str) -> Image.Image:
    """The card; under it the round, and in their colour what the previews are (`legend`):
    beside the longer lower part where the parts stand side by side."""
    parts = panels(card)
    upper, lower = parts
    beside = upper.top == lower.top
    under = upper if beside else lower
    notes = _notes(card, legend, under.right - under.left - PAD)
    top = under.bottom
    bottom = max(lower.bottom, top + ROW_HEIGHT * len(notes))
    image = Image.new("RGB", (WIDTH, round(bottom + MARGIN)), BACKGROUND)
    pen = ImageDraw.Draw(image)
    bold = font(TEXT_SIZE, bold=True)
    column = min(part.column for part in parts)
    fits = lambda label: text_width(label, bold) <= column - 6  # noqa: E731
    names = short_names(card.names, fits)
    for part in parts:
        _draw_part(image, pen, part, card.mover, names)
    regular = font(TEXT_SIZE)
    for n, line in enumerate(notes):
        x, y = under.left + PAD, top + ROW_HEIGHT * (n + 0.5)
        for text, colour in line:
            write(image, (x, y), text, regular, colour, "lm")
            x += text_width(text, regular)
    return image


Note = list[tuple[str, tuple[int, int, int]]]  # a line under the card: its texts and colours


def _notes(card: Scorecard, legend: str, width: float) -> list[Note]:
    """The lines under the card: the round, and the legend of the previews (when there are
    any) beside it where it fits, else in as many lines as `width` needs."""
    regular = font(TEXT_SIZE)
    notes: list[Note] = [[(card.round, INK)]] if card.round else []
    if not any(row.preview is not None for row in card.rows):
        return notes
    beside = f"{card.round} · {legend}"
    if notes and text_width(beside, regular) <= width:
        notes[0] += [(" · ", MUTED), (legend, PREVIEW)]
        return notes
    lines = [""]
    for word in legend.split():
        joined = f"{lines[-1]} {word}".strip()
        if lines[-1] and text_width(joined, regular) > width:
            lines.append(word)
        else:
            lines[-1] = joined
    return notes + [[(line, PREVIEW)] for line in lines]


def _draw_part(image, pen, part: Panel, mover: int | None, names: list[str]) -> None:
    regular, bold = font(TEXT_SIZE), font(TEXT_SIZE, bold=True)

    def band(top: float, bottom: float, base: tuple[int, int, int]) -> None:
        """A row's background, the mover's cell shaded with his colour."""
        pen.rectangle((part.left, top, part.right - 1, bottom - 1), fill=base)
        if mover is not None:
            x = part.left + part.label + part.column * mover
            pen.rectangle((x, top, x + part.column - 1, bottom - 1), fill=tinted(base, mover))

    if part.named:
        band(part.top, part.top + HEADER_HEIGHT, BACKGROUND)
        middle = part.top + (HEADER_HEIGHT - BAR) / 2
        bar_top = part.top + HEADER_HEIGHT - BAR - 2
        for seat, label in enumerate(names):
            write(image, (part.centre(seat), middle), label, bold, INK, "mm")
            x = part.left + part.label + part.column * seat
            pen.rectangle(
                (x + 4, bar_top, x + part.column - 5, bar_top + BAR - 1),
                fill=rgb(seat_colour(seat)),
            )
    top = part.top + part.header
    stripe = False
    for row in part.rows:
        if row.kind == "box":
            base, stripe = (STRIPE if stripe else BACKGROUND), not stripe
        else:
            base = SUMS
        band(top, top + ROW_HEIGHT, base)
        middle, strong = top + ROW_HEIGHT / 2, row.kind == "total"
        if part.signs and row.upper and row.kind == "box":
            _face(pen, (part.left + PAD + FACE / 2, middle), int(row.sign))
        else:
            label = row.sign if part.signs and row.sign else row.label
            write(image, (part.left + PAD, middle), label, bold if strong else regular, INK, "lm")
        for seat, cell in enumerate(row.cells):
            previewed = seat == row.preview and cell.startswith("(")
            colour = PREVIEW if previewed else MUTED if cell == EMPTY else INK
            text = cell.strip("()")
            wide = text_width(text, bold) > part.column - 4  # a total in bold would touch
            face = bold if strong and not wide else regular
            write(image, (part.centre(seat), middle), text, face, colour, "mm")
        top += ROW_HEIGHT
    for seat in range(part.players):
        x = round(part.left + part.label + part.column * seat)
        pen.line((x, part.top, x, top - 1), fill=LINE)


def _face(pen: ImageDraw.ImageDraw, centre: tuple[float, float], face: int) -> None:
    """A die face, white with dark pips: the upper box of that face."""
    x, y = centre
    half = FACE / 2
    pen.rounded_rectangle((x - half, y - half, x + half, y + half), 4, fill=INK)
    third = FACE / 3.4
    for dx, dy in PIPS[face]:
        cx, cy = x + dx * third, y + dy * third
        pen.ellipse((cx - PIP / 2, cy - PIP / 2, cx + PIP / 2, cy + PIP / 2), fill=BACKGROUND)


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
    for kind, upper in (
        ("box", True),
        ("box", True),
        ("sum", True),
        ("box", False),
        ("total", False),
    ):
        cells = [EMPTY if seat % 2 else "123" for seat in range(8)]
        cells[mover] = "(25)"
        rows.append(Row("Sample", cells, kind, mover, sign="1" if upper else "Σ", upper=upper))
    return Scorecard([f"P{n}" for n in range(8)], mover, rows)
