"""The domino table as a picture, drawn from the public view only: a line of play laid as a
snake (block, fours, matador, solo), Sevastopol's four arms, the trains, and a player's own hand.

Every table is `WIDTH` px wide, its height cropped to what it shows and never more than
DESKTOP_HEIGHT; a hand is as wide as its tiles. Discord shows a picture about 284 px wide on a
phone (0.95 of these) and as drawn on a desktop. A tile is 48 × 24 px, a pip 5.8 px across, every
number and name NUMBER_SIZE px high (13 px on a phone). Every tile, a double too, lies along
its line, arm or train, and names stand before their rows: a table is as low as its rows of
tiles, for a board to fit a phone's screen. A long line, arm or train shows the tiles at its
open ends and a "+N" marker for the tiles between, so that tiles keep their size; a line is
drawn whole once the hand is over if it fits END_ROWS rows. Tiles are drawn once per
orientation (`tile_image`) and kept.

Every picture is drawn in the indices of its own palette (see `bot.images.Palette`): a tile is
drawn in full colour, antialiased, then laid on the felt and indexed once (`_on_felt`); the rest
is drawn or stamped in place."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import cache

from PIL import Image, ImageDraw

from bot.images import Palette, fitted, font, text_width, write

FELT = (31, 100, 64)
IVORY = (250, 246, 232)
INK = (34, 34, 34)
MARK = (242, 193, 78)
FLAG = (214, 48, 49)
TEXT = (240, 240, 240)
PILL = (20, 70, 45)
# Double-twelve tiles show their values as numerals (twelve pips cannot be told apart on a
# phone), each value in the colour real sets give it.
NUMERAL_COLOURS = {
    0: (90, 90, 90),
    1: (40, 110, 200),
    2: (30, 140, 60),
    3: (200, 40, 40),
    4: (120, 70, 30),
    5: (40, 60, 160),
    6: (210, 120, 20),
    7: (150, 50, 170),
    8: (20, 130, 130),
    9: (60, 60, 60),
    10: (170, 20, 90),
    11: (60, 150, 200),
    12: (100, 120, 20),
}
# Numerals whose antialiased edges borrow the shades of others (the palette has room for no
# more): the greys 0 and 9 lie close to the ink's over the ivory, 11 close to 1's.
BORROWED_SHADES = {0, 9, 11}
PALETTE = Palette(
    [FELT, IVORY, INK, MARK, FLAG, TEXT, PILL, *NUMERAL_COLOURS.values()],
    # The ends' values in their discs, the "+N" markers, the trains' names and arrows; the
    # tiles' pips, lines and rims (the rounded corners over the felt, a few pixels each, go
    # to the nearest colour) and their numerals.
    [(INK, MARK), (TEXT, PILL), (TEXT, FELT), (MARK, FELT), (INK, IVORY)]
    + [
        (colour, IVORY) for value, colour in NUMERAL_COLOURS.items() if value not in BORROWED_SHADES
    ],
)
# Discord shows a picture in a message at most 550 px wide and 350 px high on a desktop (never
# enlarged) and about 284 px wide on a 390 px phone: drawn 300 px wide, every picture is shown
# at 0.95 of its size on a phone and as drawn on a desktop, where it stays within DESKTOP_HEIGHT.
WIDTH = 300
DESKTOP_HEIGHT = 350
UNIT = 24  # a tile's half is UNIT px square
PIP = 0.12  # a pip's radius, of UNIT
NUMBER_SIZE = 14  # px: numerals on tiles and discs, "+N" markers, names (13 px on a phone)
SUPERSAMPLE = 3
MARGIN = 6
GAP = 3  # between neighbouring tiles
ROW_GAP = 8  # between the rows of a snake and of a hand
SNAKE_ROW = UNIT + ROW_GAP  # doubles lie along the line too: a row is one tile high
LIVE_ROWS = 3  # rows of a line shown during a hand; the rest is a "+N" marker
END_ROWS = 4  # rows of a line once its hand is over: the whole line (20 tiles), if it fits
RACK_STEP = 6  # between the tiles of a hand
DISC = UNIT + 2  # an open end's disc, across
PILL_PAD = 6  # px on either side of a marker's words
LABEL_HEIGHT = NUMBER_SIZE + 6  # solo's "Your tiles" over its face-up tiles

# Pip places as (column, row) of a 3×3 grid.
PIPS = {
    0: (),
    1: ((1, 1),),
    2: ((0, 0), (2, 2)),
    3: ((0, 0), (1, 1), (2, 2)),
    4: ((0, 0), (2, 0), (0, 2), (2, 2)),
    5: ((0, 0), (2, 0), (1, 1), (0, 2), (2, 2)),
    6: ((0, 0), (0, 1), (0, 2), (2, 0), (2, 1), (2, 2)),
}

More = Callable[[int], str]  # the words of a "+N tiles" marker


def _half(image: Image.Image, x: int, y: int, size: int, value: int, numerals: bool):
    draw = ImageDraw.Draw(image)
    if numerals:
        colour = NUMERAL_COLOURS[value]
        text_font = font(round(NUMBER_SIZE * SUPERSAMPLE * 1.05), True)
        write(image, (x + size / 2, y + size / 2), str(value), text_font, colour, "mm")
        return
    radius = size * PIP
    for column, row in PIPS[value]:
        cx = x + size * (0.2 + 0.3 * column)
        cy = y + size * (0.2 + 0.3 * row)
        draw.ellipse((cx - radius, cy - radius, cx + radius, cy + radius), fill=INK)


def tile_image(a: int, b: int, vertical: bool, numerals: bool = False) -> Image.Image:
    """A tile of two UNIT-px square halves: `a` left (top when vertical), `b` right; pips, or
    numerals for a double-twelve set. Drawn once, then kept."""
    return _tile(a, b, vertical, numerals)


def warm_up() -> None:
    """Every tile of both sets, both ways round and in both orientations, drawn and laid on the
    felt."""
    for top, numerals in ((6, False), (12, True)):
        for a in range(top + 1):
            for b in range(top + 1):
                for vertical in (False, True):
                    _on_felt(a, b, vertical, numerals)


@cache
def _tile(a: int, b: int, vertical: bool, numerals: bool) -> Image.Image:
    size = UNIT * SUPERSAMPLE
    width, height = (size, 2 * size) if vertical else (2 * size, size)
    image = Image.new("RGBA", (width, height), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    draw.rounded_rectangle(
        (0, 0, width - 1, height - 1), radius=size // 7, fill=IVORY, outline=INK, width=SUPERSAMPLE
    )
    if vertical:
        draw.line((size * 0.15, size, size * 0.85, size), fill=INK, width=SUPERSAMPLE)
        _half(image, 0, 0, size, a, numerals)
        _half(image, 0, size, size, b, numerals)
    else:
        draw.line((size, size * 0.15, size, size * 0.85), fill=INK, width=SUPERSAMPLE)
        _half(image, 0, 0, size, a, numerals)
        _half(image, size, 0, size, b, numerals)
    return image.resize((width // SUPERSAMPLE, height // SUPERSAMPLE), Image.Resampling.BOX)


@cache
def _on_felt(a: int, b: int, vertical: bool, numerals: bool) -> tuple[Image.Image, Image.Image]:
    """`tile_image` as it lies on the felt (every tile lies on it), indexed, and the mask of
    the pixels it covers: its antialiased rim keeps the felt blended in."""
    tile = tile_image(a, b, vertical, numerals)
    laid = Image.new("RGB", tile.size, FELT)
    laid.paste(tile, (0, 0), tile)
    laid.putalpha(tile.getchannel("A"))
    return PALETTE.sprite(laid)


def _plus(count: int) -> str:
    return f"+{count}"


def _paste(canvas: Image.Image, tile: tuple[Image.Image, Image.Image], x: float, y: float) -> None:
    image, mask = tile
    canvas.paste(image, (round(x), round(y)), mask)


def _disc(canvas: Image.Image, cx: float, cy: float, value: int) -> None:
    """An open end: its value in a gold disc."""
    radius = DISC / 2
    box = (cx - radius, cy - radius, cx + radius, cy + radius)
    ImageDraw.Draw(canvas).ellipse(box, fill=PALETTE[MARK], outline=PALETTE[INK])
    PALETTE.write(canvas, (cx, cy), str(value), font(NUMBER_SIZE, True), INK, MARK, "mm")


def _pill_width(text: str) -> int:
    return round(text_width(text, font(NUMBER_SIZE, True))) + 2 * PILL_PAD


def _pill(canvas: Image.Image, left: float, cy: float, text: str) -> None:
    """The marker standing for the tiles not drawn."""
    box = (left, cy - NUMBER_SIZE * 0.75, left + _pill_width(text), cy + NUMBER_SIZE * 0.75)
    pen = ImageDraw.Draw(canvas)
    pen.rounded_rectangle(
        box, radius=NUMBER_SIZE // 2, fill=PALETTE[PILL], outline=PALETTE[MARK], width=1
    )
    PALETTE.write(canvas, (left + PILL_PAD, cy), text, font(NUMBER_SIZE, True), TEXT, PILL, "lm")


# --------------------------------------------------------------------------- the snake
def line_image(
    line: Sequence[Sequence[int]],
    more: More = _plus,
    face_up: Sequence[Sequence[int]] = (),
    full: bool = False,
    hand_label: str = "",
) -> Image.Image:
    """The line of play left to right as a snake: each row runs the other way and the line
    turns at the picture's edge; a gold disc at both open ends. During a hand (not `full`) at
    most LIVE_ROWS rows, else END_ROWS: the tiles at both ends and a marker `more(n)` for the
    n tiles between. Solo's face-up tiles sit below it, under their name `hand_label`."""
    rows = _snake_rows(_line_items(line, more, END_ROWS if full else LIVE_ROWS, WIDTH - 2 * MARGIN))
    row_height = SNAKE_ROW
    table_height = MARGIN * 2 + len(rows) * row_height - ROW_GAP if line else 0
    rack_rows, per_row = _rack_rows(len(face_up))
    label_height = LABEL_HEIGHT if face_up and hand_label else 0
    rack_height = 2 * MARGIN + label_height + rack_rows * (UNIT + ROW_GAP) - ROW_GAP
    rack_height = rack_height if face_up else 0
    canvas = PALETTE.canvas((WIDTH, max(table_height + rack_height, 2 * MARGIN + UNIT)), FELT)
    draw = ImageDraw.Draw(canvas)
    for number, row in enumerate(rows if line else ()):
        top = MARGIN + number * row_height
        forward = number % 2 == 0
        used = sum(_flow_width(item) for item in row)
        if len(rows) == 1:  # a short line stands in the middle
            x = (WIDTH - used) / 2
        else:
            x = MARGIN if forward else WIDTH - MARGIN
        for item in row:
            width = _flow_width(item)
            left = x if forward else x - width + GAP
            _flow_item(canvas, item, left, top, forward)
            x += width if forward else -width
        if number + 1 < len(rows):  # the turn at the edge, down to the next row
            edge = WIDTH - MARGIN / 2 if forward else MARGIN / 2
            middle = top + UNIT / 2
            draw.line((edge, middle, edge, middle + row_height), fill=PALETTE[MARK], width=3)
    if face_up:
        top = table_height
        if line:
            draw.line((MARGIN, top, WIDTH - MARGIN, top), fill=PALETTE[TEXT], width=1)
        if hand_label:
            name_font = font(NUMBER_SIZE, True)
            label = fitted(hand_label, name_font, WIDTH - 2 * MARGIN)
            PALETTE.write(canvas, (MARGIN, top + MARGIN), label, name_font, TEXT, FELT, "lt")
        _rack(canvas, face_up, top + MARGIN + label_height, per_row, False)
    return canvas


def _line_items(line, more: More, max_rows: int, span: int) -> list[tuple]:
    """Flow items ("end", value), ("tile", tile), ("more", text): the whole line if it fits
    in `max_rows`, else as many tiles at both ends as fit around the marker."""
    if not line:
        return []
    left, right = ("end", line[0][0]), ("end", line[-1][1])
    whole = [left, *(("tile", tile) for tile in line), right]
    if len(_snake_rows(whole, span)) <= max_rows:
        return whole
    for kept in range(len(line) // 2, 0, -1):
        hidden = len(line) - 2 * kept
        items = [
            left,
            *(("tile", tile) for tile in line[:kept]),
            ("more", more(hidden)),
            *(("tile", tile) for tile in line[-kept:]),
            right,
        ]
        if len(_snake_rows(items, span)) <= max_rows:
            return items
    return items


def _snake_rows(items: list[tuple], span: int = WIDTH - 2 * MARGIN) -> list[list[tuple]]:
    """The items in rows of at most `span` px; the closing disc never alone on its row (the
    tile it ends goes down with it)."""
    rows: list[list[tuple]] = [[]]
    used = 0
    for item in items:
        width = _flow_width(item)
        if used + width > span and rows[-1]:
            rows.append([])
            used = 0
        rows[-1].append(item)
        used += width
    if len(rows) > 1 and len(rows[-1]) == 1 and len(rows[-2]) > 2:
        rows[-1].insert(0, rows[-2].pop())
    return rows


def _flow_width(item: tuple) -> int:
    kind, value = item
    if kind == "end":
        return DISC + GAP
    if kind == "more":
        return _pill_width(value) + GAP
    return 2 * UNIT + GAP


def _flow_item(canvas, item: tuple, left: float, top: float, forward: bool) -> None:
    kind, value = item
    if kind == "end":
        _disc(canvas, left + DISC / 2, top + UNIT / 2, value)
    elif kind == "more":
        _pill(canvas, left, top + UNIT / 2, value)
    else:  # a row running right to left shows each tile the other way round
        a, b = value if forward else (value[1], value[0])
        _paste(canvas, _on_felt(a, b, False, False), left, top)


# --------------------------------------------------------------------------- a hand
def _rack(
    canvas: Image.Image, tiles: Sequence[Sequence[int]], top: float, per_row: int, numerals: bool
) -> None:
    """Tiles side by side, `per_row` to a row."""
    for index, (a, b) in enumerate(tiles):
        row, column = divmod(index, per_row)
        x = MARGIN + column * (2 * UNIT + RACK_STEP)
        _paste(canvas, _on_felt(a, b, False, numerals), x, top + row * (UNIT + ROW_GAP))


def _rack_rows(count: int) -> tuple[int, int]:
    """(rows, tiles per row) of a rack of `count` tiles: as few rows as the width allows, the
    tiles shared evenly between them."""
    most = (WIDTH - 2 * MARGIN + RACK_STEP) // (2 * UNIT + RACK_STEP)
    rows = max(1, -(-count // most))
    return rows, max(1, -(-count // rows))


def hand_image(tiles: Sequence[Sequence[int]], numerals: bool = False) -> Image.Image:
    """A player's own tiles (his private view only), the picture as wide as its rows of tiles;
    `numerals`: a double-twelve set."""
    rows, per_row = _rack_rows(len(tiles))
    width = 2 * MARGIN + per_row * (2 * UNIT + RACK_STEP) - RACK_STEP
    canvas = PALETTE.canvas((width, 2 * MARGIN + rows * (UNIT + ROW_GAP) - ROW_GAP), FELT)
    _rack(canvas, tiles, MARGIN, per_row, numerals)
    return canvas


# --------------------------------------------------------------------------- arms and trains
ROWS_GAP = 4  # between arms or trains (their discs nearly touch: a phone has little height)
ROW_STEP = UNIT + ROWS_GAP  # a row: its name, then its tiles, on one line
NAME_COLUMN = 96  # px at most for the names before the tiles (longer ones are cut short)
NAME_GAP = 6  # between the names and the tiles
ARROW = 16  # ▼ or ▲ after a train's open value
FLAG_WIDTH = 14  # the flag after an open train's tail

Row = tuple[str, bool, Sequence[Sequence[int]], int, str]
"""A row of tiles growing from the centre: (name, flagged: open to all, tiles from the centre
out, the open value at its tail, the sign after that value or "")."""


def cross_image(lead: Sequence[int], arms: Sequence[Row]) -> Image.Image:
    """Sevastopol: the double standing at the left, the four arms that grow from it one row
    each, named, with their last tiles (after a "+N" marker) and their open values."""
    canvas = _rows_image(arms, UNIT + 2 * GAP, False)
    _paste(canvas, _on_felt(lead[0], lead[1], True, False), MARGIN, canvas.height / 2 - UNIT)
    return canvas


def trains_image(rows: Sequence[Row]) -> Image.Image:
    """Trains, one row each: its name, its last tiles from the engine outwards (after a "+N"
    marker) and at its tail the open value with ▼ (the next tile must go lower) or ▲ (higher),
    and a red flag when it is open to all. Double-twelve tiles: numerals."""
    return _rows_image(rows, 0, True)


def _rows_image(rows: Sequence[Row], indent: int, numerals: bool) -> Image.Image:
    """Rows of tiles `indent` px from the left margin, each on one line after its name (the
    names in a column as wide as the longest, up to NAME_COLUMN): as many of its last tiles as
    fit before its open value's disc, the others as a "+N" marker."""
    canvas = PALETTE.canvas((WIDTH, 2 * MARGIN + len(rows) * ROW_STEP - ROWS_GAP), FELT)
    name_font = font(NUMBER_SIZE, True)
    left = MARGIN + indent
    names = [fitted(row[0], name_font, NAME_COLUMN) for row in rows]
    column = max((text_width(name, name_font) for name in names), default=0)
    tiles_left = left + round(column) + NAME_GAP
    for number, (name, (_, flagged, tiles, tail, sign)) in enumerate(zip(names, rows, strict=True)):
        middle = MARGIN + number * ROW_STEP + UNIT / 2
        PALETTE.write(canvas, (left, middle), name, name_font, TEXT, FELT, "lm")
        tail_width = DISC + (ARROW if sign else 0) + (FLAG_WIDTH if flagged else 0)
        x = tiles_left
        for kind, value in _last_tiles(tiles, WIDTH - MARGIN - tiles_left - tail_width):
            if kind == "more":
                _pill(canvas, x, middle, value)
                x += _pill_width(value) + GAP
            else:
                _paste(canvas, _on_felt(value[0], value[1], False, numerals), x, middle - UNIT / 2)
                x += 2 * UNIT + GAP
        _disc(canvas, x + DISC / 2, middle, tail)
        PALETTE.write(canvas, (x + DISC + 2, middle), sign, name_font, MARK, FELT, "lm")
        if flagged:
            _flag(canvas, x + DISC + (ARROW if sign else 0), middle)
    return canvas


def _flag(canvas: Image.Image, left: float, middle: float) -> None:
    """A red flag on its pole: the train is open to all."""
    pen = ImageDraw.Draw(canvas)
    pen.line((left + 2, middle - 7, left + 2, middle + 7), fill=PALETTE[TEXT], width=2)
    triangle = [(left + 3, middle - 7), (left + 12, middle - 3.5), (left + 3, middle)]
    pen.polygon(triangle, PALETTE[FLAG])


def _last_tiles(tiles: Sequence[Sequence[int]], span: float) -> list[tuple]:
    """A row's items: all its tiles if they fit in `span` px, else a "+N" marker and as many
    of the last tiles as fit after it."""
    step = 2 * UNIT + GAP
    items = [("tile", tile) for tile in tiles]
    if len(items) * step <= span:
        return items
    kept = len(items)
    while kept and _pill_width(_plus(len(items) - kept)) + GAP + kept * step > span:
        kept -= 1
    return [("more", _plus(len(items) - kept)), *items[len(items) - kept :]]
