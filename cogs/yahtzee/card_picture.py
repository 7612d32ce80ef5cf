"""The scorecard as a picture: dark, to sit on Discord's dark theme, and drawn for the width
Discord shows it at — a phone ~284 px inside a container, a desktop up to ~550 px (never
enlarged, at most 350 px high). The card's two parts stand side by side (upper boxes and their
bonus; lower boxes, bonuses and the total), 560 px wide with 24 px text: on a phone (×0.51)
the text is 12 px tall and four players' card about 170 px high. Labels that do not fit are
signs (cogs/yahtzee/card.py `SIGNS`, the upper boxes their die faces), said under the card in a
muted line where the lower part's are; more players than fit side by side get the parts one
under the other, one table under one header of names, its rows denser. The names are whole
where they fit, else at least three letters, never two alike; a computer's column is a robot
and its number."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cache

import discord
from PIL import Image, ImageDraw, ImageFont

from bot import texts
from bot.i18n import t
from bot.images import drawable, fitted_palette, font, png_file, text_width, write
from bot.layout import seat_colour
from cogs.yahtzee.card import EMPTY, Row, Scorecard

WIDTH = 560
MARGIN, PAD, GUTTER = 4, 6, 12  # the margin is the container's colour: a thin one
HEADER_HEIGHT, ROW_HEIGHT = 38, 26
# A card whose lower part is signs (its legend under it), and one table under one header (5–8
# players): its rows and header denser, a phone's screen is short.
DENSE_ROW, DENSE_HEADER = 24, 34
BAR = 5  # the seat colour under a player's name: the circle beside the name in the text
TEXT_SIZE = 24
SMALLEST_TEXT = TEXT_SIZE  # every text of the card (the phone's model in tests reads it)
MIN_COLUMN = 48  # a player's column: a three-digit total, with room around it
FACE = 22  # a die face drawn as an upper box's label
PIP = 4
SQUEEZE = 0.88  # the narrowest a name is drawn, of its width (still 24 px tall: legible)
LETTERS = 3  # the fewest letters of a name shown (unless the name is shorter)
ROBOT = "🤖"  # a computer's label: the robot drawn (`_robot`), then its number
ROBOT_WIDTH = 22
JOINT = " · "  # between the notes under the card

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
    row: float = ROW_HEIGHT  # its rows' height (and its header's, the lines under it)

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
        if not self.named:
            return 0
        return HEADER_HEIGHT if self.row == ROW_HEIGHT else DENSE_HEADER

    @property
    def bottom(self) -> float:
        return self.top + self.header + self.row * len(self.rows)


def rgb(colour: int) -> tuple[int, int, int]:
    return colour >> 16, colour >> 8 & 0xFF, colour & 0xFF


def tinted(base: tuple[int, int, int], seat: int) -> tuple[int, int, int]:
    colour = rgb(seat_colour(seat))
    return tuple(round(b + (c - b) * TINT) for b, c in zip(base, colour, strict=True))


def short_names(
    names: list[str], fits: Callable[[str], bool], computers: Sequence[bool] = ()
) -> list[str]:
    """Each name as the picture can draw it (no emoji) in a column: whole where it fits, else
    shortened ("Žaneta D.", "Žane…", "Žan"), never to fewer than three letters; a computer's
    "Computer 3", or where that does not fit the robot and its number ("🤖3", drawn). Never two
    alike: those that would be get more of their letters ("Jaro", "Jarm"), or where even those
    do not fit a letter that tells them apart ("Mił", "Mil" for Michał and Michal); names as
    typed alike get their seat number; and what has no form that fits, its seat number."""
    forms = [
        _computer_forms(drawable(name)) if computer else _shortenings(drawable(name))
        for name, computer in zip(names, [*computers, *[False] * len(names)], strict=False)
    ]
    forms = [[form for form in own if fits(form)] for own in forms]
    labels = [own[0] if own else str(seat + 1) for seat, own in enumerate(forms)]
    if any(_bare(label, name) for label, name in zip(labels, names, strict=True)):
        # Cut alike, without "…" ("Alžb", "Woj"), where one name has to be.
        forms = [[form for form in own if not form.endswith("…")] for own in forms]
        labels = [own[0] if own else str(seat + 1) for seat, own in enumerate(forms)]
    for _ in range(len(names)):  # each round settles at least one group of alike labels
        alike = [seat for seat, label in enumerate(labels) if labels.count(label) > 1]
        if not alike:
            break
        before = list(labels)
        for seat in alike:
            others = labels[:seat] + labels[seat + 1 :]
            if labels[seat] == drawable(names[seat]):
                continue  # its whole name: the others give way
            twins = [other for other in alike if other != seat and before[other] == before[seat]]
            telling = _telling(forms[seat], [forms[twin] for twin in twins])
            free = [form for form in telling + forms[seat] if form not in others]
            labels[seat] = free[0] if free else labels[seat]
    if len(set(labels)) < len(labels):  # alike as typed: each with its seat
        labels = [
            next((f"{form}{seat + 1}" for form in own[::-1] if fits(f"{form}{seat + 1}")), None)
            or str(seat + 1)
            if labels.count(label) > 1
            else label
            for seat, (label, own) in enumerate(zip(labels, forms, strict=True))
        ]
    if len(set(labels)) < len(labels):
        return [str(seat + 1) for seat in range(len(names))]
    return labels


def _bare(label: str, name: str) -> bool:
    """Whether a label is its name's first word cut short, without "…"."""
    first = (drawable(name).split() or [""])[0]
    return len(label) < len(first) and first.startswith(label)


def _telling(own: list[str], twins: list[list[str]]) -> list[str]:
    """A seat's forms that fit, in the order that tells it from its twins (whose labels are
    its own): those none of them has, the longest first."""
    theirs = {form for forms in twins for form in forms}
    return [form for form in own if form not in theirs]


def _shortenings(name: str) -> list[str]:
    """Ever shorter forms of a name, longest first, never of fewer than three letters (but the
    name itself): "Žaneta Dvořáková", "Žaneta D.", "Žane…" … "Žan…", "Žanet" … "Žan"; then,
    to tell alike ones apart, its first two letters and one more of its own ("Žat")."""
    words = name.split()
    if not words:
        return []
    first, rest = words[0], words[1:]
    forms = [name]
    if rest:
        forms.append(" ".join([first, *(w if w.isdigit() else w[0] + "." for w in rest)]))
        forms += [f"{first} {rest[0][:length]}" for length in range(len(rest[0]) - 1, 0, -1)]
    forms += [first[:length] + "…" for length in range(len(first) - 1, LETTERS - 1, -1)]
    forms += [first[:length] for length in range(len(first) - (not rest), LETTERS - 1, -1)]
    if rest and rest[-1].isdigit():  # "Player 3": "Pla3"
        forms += [first[:length] + rest[-1] for length in range(len(first), LETTERS - 1, -1)]
    # Its last letter first: "Mil" for Michal, "Mił" for Michał.
    letters = "".join(filter(str.isalnum, name))
    forms += [letters[:2] + letter for letter in letters[:1:-1][:1] + letters[LETTERS - 1 :]]
    return list(dict.fromkeys(forms))  # each once, in order


def _computer_forms(name: str) -> list[str]:
    """A computer's "Computer 3", or the robot and its number."""
    number = name.rsplit(" ", 1)[-1]
    return [name, ROBOT + number] if number.isdigit() else _shortenings(name)


def label_px(label: str, face: ImageFont.FreeTypeFont) -> float:
    """How wide a header's label is drawn (the robot a picture, not a letter)."""
    if label.startswith(ROBOT):
        return ROBOT_WIDTH + 2 + text_width(label.removeprefix(ROBOT), face)
    return text_width(label, face)


def letters_shown(label: str, name: str, computer: bool) -> tuple[bool, int]:
    """Whether a label is its whole name (a computer's robot and number is), and how many
    letters it shows."""
    whole = label == drawable(name) or (computer and label.startswith(ROBOT))
    return whole, sum(char.isalpha() for char in label)


def card_picture(card: Scorecard, lang: str, filename: str = "scorecard.png") -> discord.File:
    image = draw(card, t(lang, "yahtzee.card.preview"))
    totals = next(row for row in card.rows if row.kind == "total")  # the shares may follow
    summary = ", ".join(  # the alt text: names as typed (isolated: a line), for screen readers
        f"{texts.isolated(name)} {total}"
        for name, total in zip(card.names, totals.cells, strict=True)
    )
    return png_file(image, filename, summary, palette())


def label_width(rows: list[Row], signs: bool) -> float:
    """The label column a part needs, its labels written as names or as signs (in the face
    each is drawn in: the total's bold)."""
    regular, bold = font(TEXT_SIZE), font(TEXT_SIZE, bold=True)
    widths = [
        FACE
        if signs and row.upper and row.kind == "box"
        else text_width(
            row.sign if signs and row.sign else row.label, bold if row.kind == "total" else regular
        )
        for row in rows
    ]
    return max(widths) + 2 * PAD


@dataclass(frozen=True)
class Layout:
    """Where the card's parts are drawn, and the players' names as their header shows them."""

    parts: list[Panel]
    names: list[str]

    @property
    def signed(self) -> bool:
        """Whether the lower part's labels are signs (the card then says what they mean)."""
        return self.parts[1].signs


def panels(card: Scorecard) -> list[Panel]:
    return layout(card).parts


def layout(card: Scorecard) -> Layout:
    """The card's two parts side by side where that leaves every player a column of
    MIN_COLUMN; else one table of the upper boxes and then the lower ones, under one header of
    the players' names (a second one would cost a phone's screen the height of two rows), its
    rows denser. Either with the lower boxes named or signed: named unless signs leave the
    columns room for more of the players' names (whole names first)."""
    upper = [row for row in card.rows if row.upper]
    lower = [row for row in card.rows if not row.upper]
    players = len(card.names)
    inside = WIDTH - 2 * MARGIN
    candidates: list[list[Panel]] = []
    for signs in (False, True):  # the upper part's faces: short and clear
        labels = [label_width(upper, True), label_width(lower, signs)]
        column = (inside - GUTTER - sum(labels)) / (2 * players)
        if column >= MIN_COLUMN:
            left = MARGIN + labels[0] + column * players + GUTTER
            row = DENSE_ROW if signs else ROW_HEIGHT  # its legend under it: a line more
            candidates.append(
                [
                    Panel(upper, MARGIN, MARGIN, True, labels[0], column, row=row),
                    Panel(lower, left, MARGIN, signs, labels[1], column, row=row),
                ]
            )
    if not candidates:
        for signs in (False, True):
            label = max(label_width(upper, signs), label_width(lower, signs))
            column = (inside - label) / players
            if column < MIN_COLUMN and not signs:
                continue
            above = Panel(upper, MARGIN, MARGIN, signs, label, column, row=DENSE_ROW)
            under = Panel(lower, MARGIN, above.bottom, signs, label, column, False, DENSE_ROW)
            candidates.append([above, under])
    drawn = [Layout(parts, header_names(card, parts[0].column)) for parts in candidates]

    def shown(drawn: Layout) -> tuple[int, int, int]:
        """Names of three letters at least (or whole), whole names, letters: the more the
        better."""
        labels = zip(drawn.names, card.names, _computers(card), strict=True)
        counted = [letters_shown(*label) for label in labels]
        enough = sum(whole or letters >= LETTERS for whole, letters in counted)
        return enough, sum(whole for whole, _ in counted), sum(n for _, n in counted)

    return max(drawn, key=shown)  # the first of the best: named before signed


def _computers(card: Scorecard) -> list[bool]:
    return [*card.computers, *[False] * (len(card.names) - len(card.computers))]


def header_names(card: Scorecard, column: float) -> list[str]:
    """The names as a header of columns `column` wide shows them."""
    bold = font(TEXT_SIZE, bold=True)
    room = column - 4
    return short_names(
        card.names, lambda label: label_px(label, bold) * SQUEEZE <= room, _computers(card)
    )


def draw(card: Scorecard, legend: str) -> Image.Image:
    """The card; under it the round, and in their colour what the previews are (`legend`):
    beside the longer lower part where the parts stand side by side. Where the lower part's
    labels are signs, what the sum and bonus rows' signs mean (`Scorecard.legend`), muted:
    after the round where that is across the picture, else across it under both parts."""
    drawn = layout(card)
    upper, lower = drawn.parts
    beside = upper.top == lower.top
    under = upper if beside else lower
    step = under.row
    notes = _notes(card, legend, under.right - under.left - PAD)
    across: list[Note] = []
    if drawn.signed:
        width = WIDTH - 2 * MARGIN - 2 * PAD
        if beside:
            across = _legend(card, [], width)
        else:
            notes = _legend(card, notes, width)
    top = under.bottom
    bottom = max(lower.bottom, top + step * len(notes))
    image = Image.new("RGB", (WIDTH, round(bottom + step * len(across) + MARGIN)), BACKGROUND)
    pen = ImageDraw.Draw(image)
    for part in drawn.parts:
        _draw_part(image, pen, part, card.mover, drawn.names)
    regular = font(TEXT_SIZE)
    placed = [(under.left, top + step * n, line) for n, line in enumerate(notes)]
    placed += [(MARGIN, bottom + step * n, line) for n, line in enumerate(across)]
    for left, y, line in placed:
        x, y = left + PAD, y + step / 2
        for text, colour in line:
            write(image, (x, y), text, regular, colour, "lm")
            x += text_width(text, regular)
    return image


def _legend(card: Scorecard, notes: list[Note], width: float) -> list[Note]:
    """The notes, and after them the signs' legend in as few more lines as `width` allows (an
    item never broken; the first may go on the notes' last line); the items said where room
    is left (`legend_if_room`) only where they add no line."""
    regular = font(TEXT_SIZE)
    joint = text_width(JOINT, regular)
    lines = [list(line) for line in notes]
    used = [sum(text_width(text, regular) for text, _ in line) for line in lines]

    def add(item: str, new_line: bool) -> None:
        wide = text_width(item, regular)
        if lines and used[-1] + joint + wide <= width:
            lines[-1] += [(JOINT, MUTED), (item, MUTED)]
            used[-1] += joint + wide
        elif new_line:
            lines.append([(item, MUTED)])
            used.append(wide)

    for item in card.legend:
        add(item, True)
    for item in card.legend_if_room:
        add(item, False)
    return lines


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
        band(part.top, part.top + part.header, BACKGROUND)
        middle = part.top + (part.header - BAR) / 2
        bar_top = part.top + part.header - BAR - 2
        for seat, label in enumerate(names):
            _name(image, pen, (part.centre(seat), middle), label, part.column - 4)
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
        band(top, top + part.row, base)
        middle, strong = top + part.row / 2, row.kind == "total"
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
        top += part.row
    for seat in range(part.players):
        x = round(part.left + part.label + part.column * seat)
        pen.line((x, part.top, x, top - 1), fill=LINE)


def _name(image, pen, centre: tuple[float, float], label: str, room: float) -> None:
    """A player's name in the header, centred, narrowed (to SQUEEZE at most) where it is wider
    than `room`; a computer's robot and number."""
    bold = font(TEXT_SIZE, bold=True)
    x, y = centre
    if label.startswith(ROBOT):
        number = label.removeprefix(ROBOT)
        left = x - label_px(label, bold) / 2
        _robot(pen, (left + ROBOT_WIDTH / 2, y))
        write(image, (left + ROBOT_WIDTH + 2, y), number, bold, INK, "lm")
        return
    width = text_width(label, bold)
    if width <= room:
        write(image, centre, label, bold, INK, "mm")
        return
    box = bold.getbbox(label, anchor="lm")
    letters = Image.new("L", (box[2] - box[0] + 2, box[3] - box[1] + 2))
    ImageDraw.Draw(letters).text((1 - box[0], 1 - box[1]), label, font=bold, fill=255, anchor="lm")
    narrow = max(1, round(letters.width * room / width))
    letters = letters.resize((narrow, letters.height), Image.Resampling.LANCZOS)
    corner = (round(x - narrow / 2), round(y + box[1] - 1))
    image.paste(INK, (*corner, corner[0] + narrow, corner[1] + letters.height), letters)


def _robot(pen: ImageDraw.ImageDraw, centre: tuple[float, float]) -> None:
    """A computer: a robot's head, white with dark eyes, an antenna on top."""
    x, y = centre
    pen.line((x, y - 10, x, y - 6), fill=INK, width=2)
    pen.ellipse((x - 2, y - 12, x + 2, y - 8), fill=INK)
    pen.rounded_rectangle((x - 10, y - 6, x + 10, y + 9), 4, fill=INK)
    for dx in (-4.5, 4.5):
        pen.ellipse((x + dx - 2.5, y - 1.5, x + dx + 2.5, y + 3.5), fill=BACKGROUND)
    pen.rectangle((x - 4, y + 5, x + 4, y + 6), fill=BACKGROUND)


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
