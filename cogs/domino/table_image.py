"""The domino table as a picture, drawn from the public view only: a line of play laid as a
snake (block, fours, matador, solo), Sevastopol's cross, and the trains. Every layout places
tiles with `tile_image`, which draws a tile once per size and orientation and keeps it."""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from PIL import Image, ImageDraw

from bot.images import fitted_palette, font

FELT = (31, 100, 64)
IVORY = (250, 246, 232)
INK = (34, 34, 34)
MARK = (242, 193, 78)
FLAG = (214, 48, 49)
TEXT = (240, 240, 240)
# Double-twelve sets tell the values apart by colour as well.
PIP_COLOURS = {
    1: (40, 110, 200),
    2: (30, 140, 60),
    3: (200, 40, 40),
    4: (120, 70, 30),
    5: (40, 60, 160),
    6: (210, 120, 20),
    7: (150, 50, 170),
    8: (20, 130, 130),
    9: (90, 90, 90),
    10: (170, 20, 90),
    11: (60, 150, 200),
    12: (100, 120, 20),
}
SUPERSAMPLE = 3
MARGIN = 20
GAP = 4  # between neighbouring tiles
LINE_WIDTH = 640
WIDE = 760  # the cross and the trains

# Pip places as (column, row) of a 3×3 grid (0-9) or a 3×4 grid (10-12).
GRID3 = {
    0: (),
    1: ((1, 1),),
    2: ((0, 0), (2, 2)),
    3: ((0, 0), (1, 1), (2, 2)),
    4: ((0, 0), (2, 0), (0, 2), (2, 2)),
    5: ((0, 0), (2, 0), (1, 1), (0, 2), (2, 2)),
    6: ((0, 0), (0, 1), (0, 2), (2, 0), (2, 1), (2, 2)),
    7: ((0, 0), (0, 1), (0, 2), (1, 1), (2, 0), (2, 1), (2, 2)),
    8: tuple((c, r) for r in range(3) for c in range(3) if (c, r) != (1, 1)),
    9: tuple((c, r) for r in range(3) for c in range(3)),
}
SIDES4 = tuple((c, r) for r in range(4) for c in (0, 2))
GRID4 = {
    10: (*SIDES4, (1, 1), (1, 2)),
    11: (*SIDES4, (1, 0), (1, 1), (1, 2)),
    12: tuple((c, r) for r in range(4) for c in range(3)),
}


def _pips(draw: ImageDraw.ImageDraw, x: int, y: int, size: int, value: int, coloured: bool):
    rows, places = (4, GRID4[value]) if value in GRID4 else (3, GRID3[value])
    radius = size * (0.08 if rows == 4 else 0.1)
    colour = PIP_COLOURS.get(value, INK) if coloured else INK
    for column, row in places:
        cx = x + size * (0.22 + 0.28 * column)
        cy = y + size * (0.2 + 0.6 * row / (rows - 1))
        draw.ellipse((cx - radius, cy - radius, cx + radius, cy + radius), fill=colour)


@cache
def tile_image(a: int, b: int, unit: int, vertical: bool, coloured: bool = False) -> Image.Image:
    """A tile of two `unit`-px square halves: `a` left (top when vertical), `b` right."""
    size = unit * SUPERSAMPLE
    width, height = (size, 2 * size) if vertical else (2 * size, size)
    image = Image.new("RGBA", (width, height), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    draw.rounded_rectangle(
        (0, 0, width - 1, height - 1),
        radius=size // 7,
        fill=IVORY,
        outline=INK,
        width=SUPERSAMPLE,
    )
    if vertical:
        draw.line((size * 0.15, size, size * 0.85, size), fill=INK, width=SUPERSAMPLE)
        _pips(draw, 0, 0, size, a, coloured)
        _pips(draw, 0, size, size, b, coloured)
    else:
        draw.line((size, size * 0.15, size, size * 0.85), fill=INK, width=SUPERSAMPLE)
        _pips(draw, 0, 0, size, a, coloured)
        _pips(draw, size, 0, size, b, coloured)
    return image.resize((width // SUPERSAMPLE, height // SUPERSAMPLE), Image.Resampling.LANCZOS)


@cache
def palette() -> Image.Image:
    """The colours of every table and hand, fitted to a sample of everything they show: every
    tile in both pip styles on the felt, the end discs, a flag, text."""
    every = [list(tile) for tile in _all_tiles(12)]
    sample = trains_image([("Sample", True, every, 7, True)], "Stock")
    sample.paste(line_image([list(tile) for tile in _all_tiles(6)]), (0, 0))
    return fitted_palette(sample)


def _all_tiles(top: int) -> list[tuple[int, int]]:
    return [(low, high) for high in range(top + 1) for low in range(high + 1)]


def _paste(canvas: Image.Image, tile: Image.Image, x: float, y: float) -> None:
    canvas.paste(tile, (round(x), round(y)), tile)


def _marker(draw: ImageDraw.ImageDraw, cx: float, cy: float, value: int, unit: int) -> None:
    """An open end: its value in a gold disc."""
    radius = unit * 0.55
    draw.ellipse((cx - radius, cy - radius, cx + radius, cy + radius), fill=MARK, outline=INK)
    draw.text((cx, cy), str(value), fill=INK, font=font(round(unit * 0.6), True), anchor="mm")


def _caption(draw: ImageDraw.ImageDraw, width: int, height: int, text: str) -> None:
    if text:
        draw.text((width - MARGIN, height - 8), text, fill=TEXT, font=font(15, True), anchor="rd")


def _is_double(tile: Sequence[int]) -> bool:
    return tile[0] == tile[1]


# --------------------------------------------------------------------------- the snake
def line_image(
    line: Sequence[Sequence[int]], face_up: Sequence[Sequence[int]] = (), caption: str = ""
) -> Image.Image:
    """The line of play left to right as a snake: each row runs the other way and the line
    turns at the image's edge; doubles lie crosswise; a gold disc at both open ends. Solo's
    face-up tiles sit below it."""
    unit = 26
    span = LINE_WIDTH - 2 * MARGIN
    # Flow items: ("end", value) or ("tile", tile), each with its width.
    items: list[tuple[str, Sequence[int]] | tuple[str, int]] = []
    if line:
        items = [("end", line[0][0]), *(("tile", tile) for tile in line), ("end", line[-1][1])]
    rows: list[list] = [[]]
    used = 0
    for item in items:
        width = _flow_width(item, unit)
        if used + width > span and rows[-1]:
            rows.append([])
            used = 0
        rows[-1].append(item)
        used += width
    row_height = 2 * unit + 14
    table_height = MARGIN * 2 + len(rows) * row_height
    extra = 2 * unit + 30 if face_up else 0
    height = max(table_height + extra + 16, 90)
    canvas = Image.new("RGB", (LINE_WIDTH, height), FELT)
    draw = ImageDraw.Draw(canvas)
    for number, row in enumerate(rows):
        top = MARGIN + number * row_height
        forward = number % 2 == 0
        x = MARGIN if forward else LINE_WIDTH - MARGIN
        for item in row:
            width = _flow_width(item, unit)
            left = x if forward else x - width + GAP
            _flow_item(canvas, draw, item, left, top, unit, forward)
            x += width if forward else -width
        if number + 1 < len(rows):  # the turn at the edge, down to the next row
            edge = LINE_WIDTH - MARGIN / 2 if forward else MARGIN / 2
            middle = top + unit
            draw.line((edge, middle, edge, middle + row_height), fill=MARK, width=3)
    if face_up:
        top = table_height
        draw.line((MARGIN, top - 6, LINE_WIDTH - MARGIN, top - 6), fill=TEXT, width=1)
        _rack(canvas, face_up, top + 8, unit, False)
    _caption(draw, LINE_WIDTH, height, caption)
    return canvas


RACK_STEP = 3 * GAP  # between the tiles of a hand


def _rack(
    canvas: Image.Image, tiles: Sequence[Sequence[int]], top: float, unit: int, coloured: bool
) -> None:
    """Tiles side by side, wrapping onto the next row at the image's edge."""
    per_row = max(1, (canvas.width - 2 * MARGIN) // (2 * unit + RACK_STEP))
    for index, (a, b) in enumerate(tiles):
        row, column = divmod(index, per_row)
        x = MARGIN + column * (2 * unit + RACK_STEP)
        _paste(canvas, tile_image(a, b, unit, False, coloured), x, top + row * (unit + 10))


def hand_image(tiles: Sequence[Sequence[int]], coloured: bool = False) -> Image.Image:
    """A player's own tiles (his private view only); `coloured`: a double-twelve set."""
    unit = 26
    per_row = (LINE_WIDTH - 2 * MARGIN) // (2 * unit + RACK_STEP)
    rows = max(1, -(-len(tiles) // per_row))
    canvas = Image.new("RGB", (LINE_WIDTH, 2 * 12 + rows * (unit + 10)), FELT)
    _rack(canvas, tiles, 12, unit, coloured)
    return canvas


def _flow_width(item, unit: int) -> int:
    kind, value = item
    if kind == "end":
        return round(unit * 1.4)
    return (unit if _is_double(value) else 2 * unit) + GAP


def _flow_item(canvas, draw, item, left: float, top: float, unit: int, forward: bool) -> None:
    kind, value = item
    if kind == "end":
        _marker(draw, left + unit * 0.65, top + unit, value, unit)
    elif _is_double(value):
        _paste(canvas, tile_image(value[0], value[1], unit, True), left, top)
    else:  # a row running right to left shows each tile the other way round
        a, b = value if forward else (value[1], value[0])
        _paste(canvas, tile_image(a, b, unit, False), left, top + unit / 2)


# --------------------------------------------------------------------------- the cross
def cross_image(
    lead: Sequence[int] | None,
    arms: dict[str, Sequence[Sequence[int]]],
    ends: dict[str, int],
    caption: str = "",
) -> Image.Image:
    """Sevastopol: the 6-6 standing in the middle, four arms (tiles written near→far from the
    centre), each arm's open value in a gold disc at its end."""
    if lead is None:
        canvas = Image.new("RGB", (WIDE // 2, 90), FELT)
        _caption(ImageDraw.Draw(canvas), WIDE // 2, 90, caption)
        return canvas

    def length(name: str) -> float:  # in units from the centre, the end's disc included
        arm = arms.get(name, ())
        return sum((1 if _is_double(t) else 2) + 0.15 for t in arm) + 2.4

    across = max(length("left"), length("right"))
    down = max(length("up"), length("down")) + 0.5
    unit = max(8, min(26, int((WIDE - 2 * MARGIN) / (2 * max(across, down)))))
    width, height = (round(2 * extent * unit + 2 * MARGIN) for extent in (across, down))
    height += 20  # the caption
    canvas = Image.new("RGB", (width, height), FELT)
    draw = ImageDraw.Draw(canvas)
    cx, cy = width / 2, (height - 20) / 2
    _paste(canvas, tile_image(lead[0], lead[1], unit, True), cx - unit / 2, cy - unit)
    gap = unit * 0.15
    for name, (dx, dy) in {"left": (-1, 0), "right": (1, 0), "up": (0, -1), "down": (0, 1)}.items():
        horizontal = dy == 0
        # Distance from the centre to the arm's start: half the standing double.
        reach = unit / 2 if horizontal else unit
        for near, far in arms.get(name, ()):
            crosswise = near == far
            along = unit if crosswise else 2 * unit  # the tile's extent along the arm
            start = reach + gap
            if horizontal:
                vertical = crosswise
                first, second = (near, far) if dx > 0 else (far, near)
                x = cx + start if dx > 0 else cx - start - along
                y = cy - (unit if vertical else unit / 2)
            else:
                vertical = not crosswise
                first, second = (near, far) if dy > 0 else (far, near)
                x = cx - (unit / 2 if vertical else unit)
                y = cy + start if dy > 0 else cy - start - along
            _paste(canvas, tile_image(first, second, unit, vertical), x, y)
            reach = start + along
        end = reach + gap + unit * 0.6
        _marker(draw, cx + dx * end, cy + dy * end, ends[name], unit)
    _caption(draw, width, height, caption)
    return canvas


# --------------------------------------------------------------------------- the trains
def trains_image(
    rows: Sequence[tuple[str, bool, Sequence[Sequence[int]], int, bool]], caption: str = ""
) -> Image.Image:
    """Trains: the 12-12 engine at the left, then one row per train: its label (the owner),
    a red flag when open, its tiles from the engine outwards, and at its tail the open value
    with ▼ (the next tile must go lower) or ▲ (higher). `rows`: (label, open, tiles, tail,
    next_descends)."""
    unit = 24
    label_width = 130
    engine_width = unit + 2 * GAP
    start = MARGIN + engine_width + label_width
    span = WIDE - start - MARGIN - round(unit * 2.6)
    lines_of = []
    for _, _, tiles, _, _ in rows:  # a long train wraps onto more lines
        lines, used = [[]], 0
        for tile in tiles:
            width = (unit if _is_double(tile) else 2 * unit) + GAP
            if used + width > span and lines[-1]:
                lines.append([])
                used = 0
            lines[-1].append(tile)
            used += width
        lines_of.append(lines)
    line_height = 2 * unit + 10
    height = MARGIN * 2 + sum(len(lines) for lines in lines_of) * line_height + 16
    canvas = Image.new("RGB", (WIDE, height), FELT)
    draw = ImageDraw.Draw(canvas)
    _paste(canvas, tile_image(12, 12, unit, True, True), MARGIN, height / 2 - unit)
    label_font = font(14, True)
    top = MARGIN
    for (label, is_open, _, tail, descends), lines in zip(rows, lines_of, strict=True):
        middle = top + unit
        draw.line((MARGIN + unit, height / 2, MARGIN + engine_width, middle), fill=MARK, width=2)
        draw.text(
            (MARGIN + engine_width + 6, middle), label, fill=TEXT, font=label_font, anchor="lm"
        )
        if is_open:
            pole = start - 18
            draw.line((pole, middle - 10, pole, middle + 10), fill=TEXT, width=2)
            draw.polygon([(pole, middle - 10), (pole + 12, middle - 6), (pole, middle - 2)], FLAG)
        for number, line in enumerate(lines):
            x = start
            for near, far in line:
                vertical = near == far
                _paste(
                    canvas,
                    tile_image(near, far, unit, vertical, True),
                    x,
                    top if vertical else top + unit / 2,
                )
                x += (unit if vertical else 2 * unit) + GAP
            if number + 1 == len(lines):
                _marker(draw, x + unit * 0.6, top + unit, tail, unit)
                arrow = "▼" if descends else "▲"
                draw.text(
                    (x + unit * 1.5, top + unit), arrow, fill=MARK, font=label_font, anchor="lm"
                )
            top += line_height
    _caption(draw, WIDE, height, caption)
    return canvas
