"""The domino table as a picture, drawn from the public view only: a line of play laid as a
snake (block, fours, matador, solo), Sevastopol's cross, the trains, and a player's own hand.

Every picture is `WIDTH` px wide, its height cropped to what it shows. Discord shows it at the
message's full width: about 550 px on a desktop, 360 px on a phone (a scale of 0.6). Sizes are
chosen for the phone: a pip is 8 px across here (4.9 px there), every number at least
20 px high (12 px there). A long line or arm shows the tiles at its open ends and a "+N" marker
for the tiles between, so that tiles keep their size; the full line is drawn once the hand is
over. Tiles are drawn once per size and orientation (`tile_image`) and kept.

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
WIDTH = 600
UNIT = 34  # a tile's half is UNIT px square
PIP = 0.12  # a pip's radius, of UNIT
NUMBER_SIZE = 20  # px: numerals on tiles and discs, "+N" markers, names
SUPERSAMPLE = 3
MARGIN = 12
GAP = 4  # between neighbouring tiles
ROW_GAP = 12  # between the rows of a snake
LIVE_ROWS = 2  # rows of a line shown during a hand; the rest is a "+N" marker
RACK_STEP = 12  # between the tiles of a hand
DISC = round(UNIT * 1.3)  # an open end's disc, across
ARM_TILES = {"left": 3, "right": 3, "up": 2, "down": 2}  # a live cross shows so many per arm

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
    return image.resize((width // SUPERSAMPLE, height // SUPERSAMPLE), Image.Resampling.LANCZOS)


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
    return round(text_width(text, font(NUMBER_SIZE, True))) + 16


def _pill(canvas: Image.Image, left: float, cy: float, text: str) -> None:
    """The marker standing for the tiles not drawn."""
    box = (left, cy - NUMBER_SIZE * 0.75, left + _pill_width(text), cy + NUMBER_SIZE * 0.75)
    pen = ImageDraw.Draw(canvas)
    pen.rounded_rectangle(
        box, radius=NUMBER_SIZE // 2, fill=PALETTE[PILL], outline=PALETTE[MARK], width=2
    )
    PALETTE.write(canvas, (left + 8, cy), text, font(NUMBER_SIZE, True), TEXT, PILL, "lm")


def _is_double(tile: Sequence[int]) -> bool:
    return tile[0] == tile[1]


# --------------------------------------------------------------------------- the snake
def line_image(
    line: Sequence[Sequence[int]],
    more: More = _plus,
    face_up: Sequence[Sequence[int]] = (),
    full: bool = False,
) -> Image.Image:
    """The line of play left to right as a snake: each row runs the other way and the line
    turns at the picture's edge; doubles lie crosswise; a gold disc at both open ends. During
    a hand (not `full`) at most LIVE_ROWS rows: the tiles at both ends and a marker `more(n)`
    for the n tiles between. Solo's face-up tiles sit below it."""
    rows = _snake_rows(_line_items(line, more, None if full else LIVE_ROWS, WIDTH - 2 * MARGIN))
    row_height = 2 * UNIT + ROW_GAP
    table_height = MARGIN * 2 + len(rows) * row_height - ROW_GAP if line else 0
    rack_height = UNIT + 2 * MARGIN if face_up else 0
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
            middle = top + UNIT
            draw.line((edge, middle, edge, middle + row_height), fill=PALETTE[MARK], width=3)
    if face_up:
        top = table_height
        if line:
            draw.line((MARGIN, top, WIDTH - MARGIN, top), fill=PALETTE[TEXT], width=1)
        _rack(canvas, face_up, top + MARGIN, False)
    return canvas


def _line_items(line, more: More, max_rows: int | None, span: int) -> list[tuple]:
    """Flow items ("end", value), ("tile", tile), ("more", text): the whole line if it fits
    in `max_rows`, else as many tiles at both ends as fit around the marker."""
    if not line:
        return []
    left, right = ("end", line[0][0]), ("end", line[-1][1])
    whole = [left, *(("tile", tile) for tile in line), right]
    if max_rows is None or len(_snake_rows(whole, span)) <= max_rows:
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
    rows: list[list[tuple]] = [[]]
    used = 0
    for item in items:
        width = _flow_width(item)
        if used + width > span and rows[-1]:
            rows.append([])
            used = 0
        rows[-1].append(item)
        used += width
    return rows


def _flow_width(item: tuple) -> int:
    kind, value = item
    if kind == "end":
        return DISC + GAP
    if kind == "more":
        return _pill_width(value) + GAP
    return (UNIT if _is_double(value) else 2 * UNIT) + GAP


def _flow_item(canvas, item: tuple, left: float, top: float, forward: bool) -> None:
    kind, value = item
    if kind == "end":
        _disc(canvas, left + DISC / 2, top + UNIT, value)
    elif kind == "more":
        _pill(canvas, left, top + UNIT, value)
    elif _is_double(value):
        _paste(canvas, _on_felt(value[0], value[1], True, False), left, top)
    else:  # a row running right to left shows each tile the other way round
        a, b = value if forward else (value[1], value[0])
        _paste(canvas, _on_felt(a, b, False, False), left, top + UNIT / 2)


# --------------------------------------------------------------------------- a hand
def _rack(canvas: Image.Image, tiles: Sequence[Sequence[int]], top: float, numerals: bool) -> None:
    """Tiles side by side, wrapping onto the next row at the picture's edge."""
    per_row = _per_row()
    for index, (a, b) in enumerate(tiles):
        row, column = divmod(index, per_row)
        x = MARGIN + column * (2 * UNIT + RACK_STEP)
        _paste(canvas, _on_felt(a, b, False, numerals), x, top + row * (UNIT + RACK_STEP))


def _per_row() -> int:
    return (WIDTH - 2 * MARGIN + RACK_STEP) // (2 * UNIT + RACK_STEP)


def hand_image(tiles: Sequence[Sequence[int]], numerals: bool = False) -> Image.Image:
    """A player's own tiles (his private view only); `numerals`: a double-twelve set."""
    rows = max(1, -(-len(tiles) // _per_row()))
    canvas = PALETTE.canvas((WIDTH, 2 * MARGIN + rows * (UNIT + RACK_STEP) - RACK_STEP), FELT)
    _rack(canvas, tiles, MARGIN, numerals)
    return canvas


# --------------------------------------------------------------------------- the cross
def cross_image(
    lead: Sequence[int] | None,
    arms: dict[str, Sequence[Sequence[int]]],
    ends: dict[str, int],
    full: bool = False,
) -> Image.Image:
    """Sevastopol: the 6-6 standing in the middle, four arms (tiles written near→far from the
    centre), each arm's open value in a gold disc at its end. During the hand (not `full`)
    each arm shows its last ARM_TILES tiles and a "+N" marker for those nearer the centre;
    the whole cross is drawn smaller when the hand is over."""
    if lead is None:
        return PALETTE.canvas((WIDTH, 2 * MARGIN + UNIT), FELT)
    shown = {
        name: _arm_items(arms.get(name, ()), None if full else limit)
        for name, limit in ARM_TILES.items()
    }

    def length(name: str) -> float:  # px from the centre to the end of the disc
        across = name in ("left", "right")
        return sum(_arm_extent(item, across) + GAP for item in shown[name]) + GAP + DISC

    across = UNIT / 2 + max(length("left"), length("right"))
    up, down = UNIT + length("up"), UNIT + length("down")
    scale = min(1.0, (WIDTH / 2 - MARGIN) / across)
    size = (WIDTH, round((up + down) * scale + 2 * MARGIN))
    canvas = PALETTE.canvas((round(size[0] / scale), round(size[1] / scale)), FELT)
    cx, cy = canvas.width / 2, MARGIN / scale + up
    _paste(canvas, _on_felt(lead[0], lead[1], True, False), cx - UNIT / 2, cy - UNIT)
    for name, (dx, dy) in {"left": (-1, 0), "right": (1, 0), "up": (0, -1), "down": (0, 1)}.items():
        reach = (UNIT / 2 if dy == 0 else UNIT) + GAP  # past the standing double
        for item in shown[name]:
            along = _arm_extent(item, dy == 0)
            _arm_item(canvas, item, reach, along, cx, cy, dx, dy)
            reach += along + GAP
        end = reach + DISC / 2
        _disc(canvas, cx + dx * end, cy + dy * end, ends[name])
    if scale < 1:  # shrinking averages colours, not indices: in full colour, then indexed
        shrunk = canvas.convert("RGB").resize(size, Image.Resampling.BOX)  # fast; sharp enough
        canvas = PALETTE.indexed(shrunk)
    return canvas


def _arm_items(arm: Sequence[Sequence[int]], limit: int | None) -> list[tuple]:
    """An arm's flow items from the centre out: its tiles, the nearer ones as a "+N"."""
    if limit is None or len(arm) <= limit:
        return [("tile", tile) for tile in arm]
    kept = limit - 1
    return [("more", _plus(len(arm) - kept)), *(("tile", tile) for tile in arm[-kept:])]


def _arm_extent(item: tuple, across: bool) -> float:
    """How far an item reaches along its arm (`across`: a left or right arm)."""
    kind, value = item
    if kind == "more":
        return _pill_width(value) if across else NUMBER_SIZE * 1.5
    return UNIT if _is_double(value) else 2 * UNIT


def _arm_item(canvas, item: tuple, reach: float, along: float, cx, cy, dx, dy) -> None:
    """One tile (or the marker) of an arm, `reach` px from the centre."""
    kind, value = item
    if kind == "more":
        middle = reach + along / 2
        x, y = cx + dx * middle, cy + dy * middle
        _pill(canvas, x - _pill_width(value) / 2, y, value)
        return
    near, far = value
    crosswise = near == far
    if dy == 0:
        vertical = crosswise
        first, second = (near, far) if dx > 0 else (far, near)
        x = cx + reach if dx > 0 else cx - reach - along
        y = cy - (UNIT if vertical else UNIT / 2)
    else:
        vertical = not crosswise
        first, second = (near, far) if dy > 0 else (far, near)
        x = cx - (UNIT / 2 if vertical else UNIT)
        y = cy + reach if dy > 0 else cy - reach - along
    _paste(canvas, _on_felt(first, second, vertical, False), x, y)


# --------------------------------------------------------------------------- the trains
TRAIN_ROW = UNIT + 14
LABEL = 130  # px for a train's name and its flag
ARROW = 26


def trains_image(
    rows: Sequence[tuple[str, bool, Sequence[Sequence[int]], int, bool]],
    more: More = _plus,
    full: bool = False,
) -> Image.Image:
    """Trains, one row each: its name (a red flag when open to all), its tiles from the
    engine outwards (doubles in line; during the hand only the last ones that fit, after a
    `more(n)` marker), and at its tail the open value with ▼ (the next tile must go lower)
    or ▲ (higher). `rows`: (label, open, tiles, tail, next_descends)."""
    span = WIDTH - 2 * MARGIN - LABEL - DISC - ARROW
    laid = [_train_lines(tiles, more, span, full) for _, _, tiles, _, _ in rows]
    height = 2 * MARGIN + sum(len(lines) for lines in laid) * TRAIN_ROW - (TRAIN_ROW - UNIT)
    canvas = PALETTE.canvas((WIDTH, height), FELT)
    draw = ImageDraw.Draw(canvas)
    name_font = font(NUMBER_SIZE - 2, True)
    top = MARGIN
    for (label, is_open, _, tail, descends), lines in zip(rows, laid, strict=True):
        middle = top + UNIT / 2
        name_left = MARGIN + (18 if is_open else 0)
        if is_open:
            pole = (MARGIN + 2, middle - 11, MARGIN + 2, middle + 11)
            draw.line(pole, fill=PALETTE[TEXT], width=2)
            draw.polygon(
                [(MARGIN + 3, middle - 11), (MARGIN + 15, middle - 6), (MARGIN + 3, middle - 1)],
                PALETTE[FLAG],
            )
        name = fitted(label, font(NUMBER_SIZE - 2, True), LABEL - 8 - (name_left - MARGIN))
        PALETTE.write(canvas, (name_left, middle), name, name_font, TEXT, FELT, "lm")
        for number, line in enumerate(lines):
            x = MARGIN + LABEL
            for item in line:
                kind, value = item
                if kind == "more":
                    _pill(canvas, x, top + UNIT / 2, value)
                    x += _pill_width(value) + GAP
                else:
                    _paste(canvas, _on_felt(value[0], value[1], False, True), x, top)
                    x += 2 * UNIT + GAP
            if number + 1 == len(lines):
                _disc(canvas, x + DISC / 2, top + UNIT / 2, tail)
                arrow = "▼" if descends else "▲"
                at = (x + DISC + 4, top + UNIT / 2)
                PALETTE.write(canvas, at, arrow, name_font, MARK, FELT, "lm")
            top += TRAIN_ROW
    return canvas


def _train_lines(tiles, more: More, span: int, full: bool) -> list[list[tuple]]:
    """A train's items per line: wrapped when `full`, else one line of its last tiles."""
    step = 2 * UNIT + GAP
    items = [("tile", tile) for tile in tiles]
    if full:
        per_line = max(1, span // step)
        return [items[i : i + per_line] for i in range(0, len(items), per_line)] or [[]]
    if len(items) * step <= span:
        return [items]
    kept = len(items)
    while kept and _pill_width(more(len(items) - kept)) + GAP + kept * step > span:
        kept -= 1
    return [[("more", more(len(items) - kept)), *items[len(items) - kept :]]]
