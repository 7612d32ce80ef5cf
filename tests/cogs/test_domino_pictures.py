"""The domino tables as players see them: drawn 300 px wide, shown about 284 px wide on a phone
(0.95) and as drawn on a desktop (at most 550 px wide and 350 px high there, never enlarged);
every picture cropped to what it shows, a hand as wide as its tiles. On the phone a tile is at
least 45 × 22 px, a pip at least 5 px across and every number and name at least 12 px high;
long lines, arms and trains are shortened to their open ends, a line is drawn whole at the end
if it fits in END_ROWS rows."""

from __future__ import annotations

from PIL import Image

from cogs.domino import table_image
from cogs.domino.table_image import (
    DESKTOP_HEIGHT,
    END_ROWS,
    FELT,
    INK,
    IVORY,
    MARGIN,
    MARK,
    NUMBER_SIZE,
    NUMERAL_COLOURS,
    PILL,
    RACK_STEP,
    ROW_GAP,
    ROW_STEP,
    ROWS_GAP,
    SNAKE_ROW,
    UNIT,
    WIDTH,
    cross_image,
    hand_image,
    line_image,
    tile_image,
    trains_image,
)
from rules.domino.tiles import full_set

PHONE = 284  # px: the width a 390 px phone shows a picture at, inside its message
DESKTOP = (550, 350)  # px: the most a desktop shows of a picture, which it never enlarges
LINE = [[6, 6], [6, 3], [3, 3], [3, 1], [1, 5], [5, 5], [5, 2], [2, 4], [4, 4], [4, 0], [0, 2]]
LONG = [*LINE, [2, 2], [2, 6], [6, 1], [1, 1], [1, 4], [4, 6], [6, 5], [5, 0], [0, 0], [0, 3]]
DOUBLE_SIX = [list(tile) for tile in full_set(6)]
DOUBLE_TWELVE = [list(tile) for tile in full_set(12) if tile != (12, 12)]


def plus(count: int) -> str:
    return f"+{count} tiles"


def phone_scale(picture: Image.Image) -> float:
    return min(1.0, PHONE / picture.width)


def desktop_scale(picture: Image.Image) -> float:
    return min(1.0, DESKTOP[0] / picture.width, DESKTOP[1] / picture.height)


def every_table() -> list[Image.Image]:
    arms = [(f"Arm {index}", False, DOUBLE_SIX[index + 1 :: 4], 3, "") for index in range(4)]
    trains = [(f"Player {index}", True, DOUBLE_TWELVE[index::5], 7, "▼") for index in range(5)]
    return [
        line_image(DOUBLE_SIX, plus),
        line_image(DOUBLE_SIX, plus, full=True),
        line_image(DOUBLE_SIX, plus, face_up=DOUBLE_SIX[:5]),
        cross_image([6, 6], arms),
        trains_image(trains),
    ]


def test_every_table_is_shown_as_drawn_on_a_desktop_and_at_095_on_a_phone():
    for picture in every_table():
        assert picture.width == WIDTH and picture.height <= DESKTOP_HEIGHT
        assert desktop_scale(picture) == 1.0
        assert phone_scale(picture) >= 0.94


def test_on_a_phone_a_tile_is_45_by_22_px_a_pip_5_px_and_text_12_px():
    tile = tile_image(1, 1, False)  # the one pip of each half in its middle
    assert tile.size == (2 * UNIT, UNIT)
    scale = PHONE / WIDTH
    assert 2 * UNIT * scale >= 45 and UNIT * scale >= 22
    middle = UNIT // 2
    across = sum(1 for x in range(UNIT) if sum(tile.getpixel((x, middle))[:3]) < 300)
    assert across * scale >= 5
    assert tile.getpixel((middle, middle))[:3] == INK
    assert NUMBER_SIZE * scale >= 12


def test_double_twelve_tiles_show_numerals_in_their_colours():
    tile = tile_image(12, 7, False, True)
    colours = {tile.getpixel((x, y))[:3] for x in range(tile.width) for y in range(tile.height)}
    assert NUMERAL_COLOURS[12] in colours and NUMERAL_COLOURS[7] in colours


def test_a_short_line_stands_in_the_middle_of_one_row():
    image = line_image(LINE[:2]).convert("RGB")
    assert image.size == (WIDTH, 2 * MARGIN + UNIT)
    assert image.getpixel((2, image.height // 2)) == FELT
    assert image.getpixel((WIDTH // 2, image.height // 2)) != FELT  # the tiles are central


def test_a_row_of_the_snake_holds_four_tiles_between_its_discs_and_no_disc_alone():
    four = [[1, 2], [2, 3], [3, 4], [4, 5]]
    assert line_image(four).height == 2 * MARGIN + UNIT  # one row
    five = line_image([*four, [5, 6]]).convert("RGB")  # a disc and five tiles fill a row
    assert five.height == 2 * MARGIN + 2 * SNAKE_ROW - ROW_GAP
    # The second row runs right to left: the last tile, then the closing disc.
    middle = MARGIN + SNAKE_ROW + UNIT // 2
    tile = WIDTH - MARGIN - 2 * UNIT
    assert five.getpixel((tile + 8, middle - UNIT // 2 + 2)) == IVORY  # above its pips
    assert five.getpixel((tile - 3 - 13, middle - 9)) == MARK  # the disc, above its number


def test_a_long_line_shows_its_ends_during_the_hand_and_everything_at_the_end():
    live = line_image(LONG[:19], plus).convert("RGB")
    whole = line_image(LONG[:19], plus, full=True).convert("RGB")
    assert live.size == (WIDTH, 2 * MARGIN + 3 * SNAKE_ROW - ROW_GAP)  # three rows at most
    assert live.height < whole.height <= DESKTOP_HEIGHT
    # Both open ends keep their gold disc: the first row starts with it.
    assert live.getpixel((MARGIN + 6, MARGIN + UNIT // 2)) == MARK
    assert PILL in {colour for _, colour in live.getcolors()}  # the "+N tiles" marker
    assert PILL not in {colour for _, colour in whole.getcolors()}


def test_a_line_is_drawn_whole_at_the_end_if_it_fits_a_phone_else_with_its_ends():
    whole = line_image(LONG[:19], plus, full=True).convert("RGB")
    assert whole.height == 2 * MARGIN + END_ROWS * SNAKE_ROW - ROW_GAP
    assert PILL not in {colour for _, colour in whole.getcolors()}
    every_tile = line_image(DOUBLE_SIX, plus, full=True).convert("RGB")
    assert every_tile.height == whole.height
    assert PILL in {colour for _, colour in every_tile.getcolors()}


def test_solo_shows_its_face_up_tiles_under_the_line():
    alone = line_image(LINE[:3])
    face_up = [[1, 2], [3, 4], [5, 6], [0, 0], [2, 2]]
    with_hand = line_image(LINE[:3], face_up=face_up).convert("RGB")
    assert with_hand.height == alone.height + UNIT + 2 * MARGIN
    assert with_hand.getpixel((MARGIN + UNIT, alone.height + MARGIN + UNIT // 2)) != FELT


def test_sevastopol_shows_the_double_six_and_a_row_per_arm_with_its_last_tiles():
    long_arm = DOUBLE_SIX[:9]
    arms = [("Left end", False, long_arm, 0, ""), ("Right end", False, [], 6, "")]
    arms += [("Top arm", False, [[6, 1]], 1, ""), ("Bottom arm", False, [], 6, "")]
    picture = cross_image([6, 6], arms).convert("RGB")
    assert picture.size == (WIDTH, 2 * MARGIN + 4 * ROW_STEP - ROWS_GAP)
    assert picture.getpixel((MARGIN + UNIT // 2, picture.height // 2 - UNIT // 2)) == IVORY
    assert PILL in {colour for _, colour in picture.getcolors()}  # the long arm's marker


def test_trains_show_one_row_each_and_their_last_tiles():
    rows = [("Central", False, DOUBLE_TWELVE[:20], 3, "▼"), ("Eva", True, [], 12, "▲")]
    live = trains_image(rows)
    assert live.size == (WIDTH, 2 * MARGIN + 2 * ROW_STEP - ROWS_GAP)
    five = trains_image([*rows, *rows, rows[0]])  # four players and the central train
    assert five.height <= DESKTOP_HEIGHT


def test_a_hand_is_as_wide_as_its_tiles_in_even_rows():
    step = 2 * UNIT + RACK_STEP

    def size(columns: int, rows: int) -> tuple[int, int]:
        height = 2 * MARGIN + rows * (UNIT + ROW_GAP) - ROW_GAP
        return 2 * MARGIN + columns * step - RACK_STEP, height

    assert hand_image([[3, 5]]).size == size(1, 1)
    assert hand_image(DOUBLE_SIX[:5]).size == size(5, 1)
    assert hand_image(DOUBLE_SIX[:7]).size == size(4, 2)  # four and three
    fifteen = hand_image(DOUBLE_TWELVE[-15:], numerals=True)
    assert fifteen.size == size(5, 3) and fifteen.width <= WIDTH
    assert desktop_scale(fifteen) == 1.0


def test_every_tile_is_drawn_and_laid_at_start_and_none_on_a_click():
    table_image.warm_up()
    drawn = table_image._tile.cache_info().misses
    laid = table_image._on_felt.cache_info().misses
    line_image(DOUBLE_SIX[::-1])  # rows running right to left turn tiles round
    trains_image([("Bob", True, [list(tile) for tile in full_set(12)][:30], 3, "▼")])
    hand_image([[12, 11], [0, 9]], numerals=True)
    cross_image([6, 6], [("Left end", False, DOUBLE_SIX[:9], 0, "")])
    assert table_image._tile.cache_info().misses == drawn
    assert table_image._on_felt.cache_info().misses == laid
