"""The domino pictures drawn straight in their palette's indices: its designed colours held
exactly, every tile on the felt as its full-colour drawing laid there (within the few shades a
palette cannot hold), and every text in the shades of the paper it is written on."""

from __future__ import annotations

from PIL import Image, ImageChops

from bot.images import font, text_width
from cogs.domino.table_image import (
    DISC,
    FELT,
    FLAG,
    INK,
    IVORY,
    MARGIN,
    MARK,
    NAME_GAP,
    NUMBER_SIZE,
    NUMERAL_COLOURS,
    PALETTE,
    PILL,
    PILL_PAD,
    RACK_STEP,
    ROW_GAP,
    ROW_STEP,
    TEXT,
    UNIT,
    cross_image,
    hand_image,
    line_image,
    tile_image,
    trains_image,
)
from rules.domino.tiles import full_set

SOLIDS = [FELT, IVORY, INK, MARK, FLAG, TEXT, PILL, *NUMERAL_COLOURS.values()]


def plus(count: int) -> str:
    return f"+{count}"


def every_picture() -> list[Image.Image]:
    double_six = [list(tile) for tile in full_set(6)]
    arms = [(f"Arm {index}", False, double_six[index::4], 3, "") for index in range(4)]
    trains = [("Eva", True, [list(tile) for tile in full_set(12)][:30], 7, "▼")]
    return [
        line_image(double_six, plus),
        line_image(double_six, full=True, face_up=[[1, 2]]),
        cross_image([6, 6], arms),
        trains_image(trains),
        hand_image([list(tile) for tile in full_set(12)][-15:], numerals=True),
    ]


def test_every_picture_is_drawn_in_the_palette_holding_its_colours_exactly():
    colours = PALETTE.image.getpalette()
    for colour in SOLIDS:
        index = PALETTE[colour]
        assert tuple(colours[3 * index : 3 * index + 3]) == colour
    for picture in every_picture():
        assert picture.mode == "P"
        assert picture.getpalette() == colours
        assert picture.getpixel((0, 0)) == PALETTE[FELT]  # the felt, not the nearest colour


def laid_on_felt(tile: Image.Image) -> Image.Image:
    laid = Image.new("RGB", tile.size, FELT)
    laid.paste(tile, (0, 0), tile)
    return laid


def channel_difference(a: Image.Image, b: Image.Image) -> Image.Image:
    """Per pixel, the largest difference of its three channels."""
    red, green, blue = ImageChops.difference(a, b).split()
    return ImageChops.lighter(ImageChops.lighter(red, green), blue)


def test_a_tile_on_the_felt_is_its_full_colour_drawing_within_a_few_shades():
    """A tile is its drawing at three times the size averaged down (no overshoot at its
    edges): only pixels between colours the palette holds few shades of (a numeral's edge on
    the ivory) are off by more than a shade."""
    for top, numerals in ((6, False), (12, True)):
        tiles = [list(tile) for tile in full_set(top)]
        for first in range(0, len(tiles), 7):
            row = tiles[first : first + 7]
            picture = hand_image(row, numerals).convert("RGB")
            per_row = -(-len(row) // 2)  # seven tiles: two rows of four and three
            for index, (a, b) in enumerate(row):
                tile = tile_image(a, b, False, numerals)
                line, column = divmod(index, per_row)
                x = MARGIN + column * (2 * UNIT + RACK_STEP)
                y = MARGIN + line * (UNIT + ROW_GAP)
                shown = picture.crop((x, y, x + tile.width, y + tile.height))
                difference = channel_difference(shown, laid_on_felt(tile))
                counts = difference.histogram()
                assert difference.getextrema()[1] <= 30, (a, b)
                assert sum(counts[17:]) <= sum(counts) / 25, (a, b)


# How far a letter's pixel may lie from its exact blend of ink and paper (largest channel):
# half a step between two of the pair's shades, and Pillow's nearest-colour lookup is close,
# not exact.
SHADE = 10


def off_the_blends(colour, ink, paper) -> float:
    """How far a colour is from the blends of `ink` and `paper`: the largest channel's
    difference from the nearest of them."""
    span = [i - p for i, p in zip(ink, paper, strict=True)]
    offset = [c - p for c, p in zip(colour, paper, strict=True)]
    along = sum(o * d for o, d in zip(offset, span, strict=True)) / sum(d * d for d in span)
    share = min(1.0, max(0.0, along))
    return max(abs(o - share * d) for o, d in zip(offset, span, strict=True))


def colours_in(picture: Image.Image, box: tuple[float, float, float, float]) -> set:
    region = picture.crop(tuple(round(edge) for edge in box))
    return {colour for _, colour in region.getcolors()}


def assert_written(colours: set, ink: tuple[int, int, int], paper: tuple[int, int, int]) -> None:
    """Letters in `ink` on `paper` and nothing else: antialiased in the shades between them
    (where two pairs' shades lie close together, a letter's edge may take the other's)."""
    assert all(off_the_blends(colour, ink, paper) <= SHADE for colour in colours), colours
    assert {ink, paper} <= colours and len(colours - {ink, paper}) >= 4


def test_text_is_written_in_the_shades_of_its_paper():
    """A train's name on the felt, the "+N" marker's on its pill, the open value on its gold
    disc and the arrow after it on the felt (the tiles start after the longest name)."""
    tiles = [list(tile) for tile in full_set(12)][:20]
    rows = [("Eva", False, tiles, 7, "▼"), ("Central", False, [], 3, "▲")]
    picture = trains_image(rows).convert("RGB")
    middle = MARGIN + UNIT / 2  # the first row: its name, then its tiles
    assert_written(colours_in(picture, (MARGIN, middle - 9, MARGIN + 25, middle + 9)), TEXT, FELT)
    tiles_left = MARGIN + round(text_width("Central", font(NUMBER_SIZE, True))) + NAME_GAP
    pill = tiles_left + PILL_PAD  # the "+N" marker comes first
    assert_written(colours_in(picture, (pill - 2, middle - 7, pill + 20, middle + 7)), TEXT, PILL)
    middle += ROW_STEP  # the central train: no tiles, its disc at once
    disc = tiles_left + DISC / 2
    assert_written(colours_in(picture, (disc - 8, middle - 8, disc + 8, middle + 8)), INK, MARK)
    arrow = tiles_left + DISC + 2
    assert_written(colours_in(picture, (arrow, middle - 9, arrow + 16, middle + 9)), MARK, FELT)
