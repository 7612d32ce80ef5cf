"""The domino tables as players see them: drawn 600 px wide and shown at the message's width
(about 550 px on a desktop, 360 px on a phone), every picture cropped to what it shows, a pip
at least 4 px and a number at least 11 px across on the phone; long lines and arms shortened
to their open ends during a hand and drawn whole at the end."""

from __future__ import annotations

from cogs.domino import table_image
from cogs.domino.table_image import (
    FELT,
    INK,
    IVORY,
    MARK,
    NUMBER_SIZE,
    NUMERAL_COLOURS,
    UNIT,
    WIDTH,
    cross_image,
    hand_image,
    line_image,
    tile_image,
    trains_image,
)
from rules.domino.tiles import full_set

PHONE = 360 / WIDTH  # the scale a 390 px phone shows a picture at
LINE = [[6, 6], [6, 3], [3, 3], [3, 1], [1, 5], [5, 5], [5, 2], [2, 4], [4, 4], [4, 0], [0, 2]]
LONG = [*LINE, [2, 2], [2, 6], [6, 1], [1, 1], [1, 4], [4, 6], [6, 5], [5, 0], [0, 0], [0, 3]]


def test_a_pip_is_at_least_4_px_on_a_phone():
    tile = tile_image(1, 1, False)  # the one pip of each half in its middle
    assert tile.size == (2 * UNIT, UNIT)
    middle = UNIT // 2
    left = next(x for x in range(UNIT) if tile.getpixel((x, middle))[:3] != IVORY and x > 3)
    across = sum(1 for x in range(left, UNIT) if sum(tile.getpixel((x, middle))[:3]) < 300)
    assert across * PHONE >= 4
    assert tile.getpixel((middle, middle))[:3] == INK


def test_numbers_are_at_least_11_px_on_a_phone():
    assert NUMBER_SIZE * PHONE >= 11
    tile = tile_image(12, 7, False, True)  # double-twelve: numerals in their colours
    colours = {tile.getpixel((x, y))[:3] for x in range(tile.width) for y in range(tile.height)}
    assert NUMERAL_COLOURS[12] in colours and NUMERAL_COLOURS[7] in colours


def test_a_short_line_stands_in_the_middle_of_one_row():
    image = line_image(LINE[:2]).convert("RGB")
    assert image.size == (WIDTH, 2 * 12 + 2 * UNIT)
    assert image.getpixel((5, image.height // 2)) == FELT
    assert image.getpixel((WIDTH // 2, image.height // 2)) != FELT  # the tiles are central


def test_a_long_line_shows_its_ends_during_the_hand_and_everything_at_the_end():
    live = line_image(LONG, lambda count: f"+{count} tiles").convert("RGB")
    whole = line_image(LONG, full=True)
    row = 2 * UNIT + 12
    assert live.size == (WIDTH, 2 * 12 + 2 * row - 12)  # two rows, whatever the length
    assert whole.width == WIDTH and whole.height > live.height
    # Both open ends keep their gold disc: the first row starts with it.
    assert live.getpixel((12 + 6, 12 + UNIT)) == MARK


def test_solo_shows_its_face_up_tiles_under_the_line():
    alone = line_image(LINE[:3])
    face_up = [[1, 2], [3, 4], [5, 6], [0, 0], [2, 2]]
    with_hand = line_image(LINE[:3], face_up=face_up).convert("RGB")
    assert with_hand.height == alone.height + UNIT + 2 * 12
    assert with_hand.getpixel((12 + UNIT, alone.height + 12 + UNIT // 2)) != FELT


def test_the_cross_is_cropped_and_short_arms_keep_its_height_down():
    tiles = [list(tile) for tile in full_set(6) if tile != (6, 6)]
    arms = {name: tiles[index::4] for index, name in enumerate(("left", "right", "up", "down"))}
    ends = {name: arm[-1][1] for name, arm in arms.items()}
    live = cross_image([6, 6], arms, ends)
    start = cross_image([6, 6], {"left": [[6, 2]]}, {"left": 2, "right": 6, "up": 6, "down": 6})
    whole = cross_image([6, 6], arms, ends, full=True)
    assert live.width == start.width == whole.width == WIDTH
    assert start.height < live.height <= 440  # phone: at most 264 px high
    assert whole.height > live.height


def test_trains_show_one_row_each_and_their_last_tiles():
    tiles = [list(tile) for tile in full_set(12) if tile != (12, 12)]
    rows = [("Central", False, tiles[:20], 3, True), ("Eva", True, [], 12, True)]
    live = trains_image(rows, lambda count: f"+{count}")
    whole = trains_image(rows, full=True)
    assert live.size == (WIDTH, 2 * 12 + UNIT + 14 + UNIT)
    assert whole.height > live.height


def test_a_hand_is_a_row_of_seven_at_full_width():
    seven = [[1, 2], [3, 4], [5, 6], [0, 0], [2, 2], [6, 6], [0, 5]]
    assert hand_image(seven).size == (WIDTH, 2 * 12 + UNIT)
    assert hand_image(seven * 2).height == 2 * 12 + 2 * UNIT + 12


def test_every_tile_is_drawn_and_laid_at_start_and_none_on_a_click():
    table_image.warm_up()
    drawn = table_image._tile.cache_info().misses
    laid = table_image._on_felt.cache_info().misses
    double_six = [list(tile) for tile in full_set(6)]
    line_image(double_six[::-1])  # rows running right to left turn tiles round
    trains_image([("Bob", True, [list(tile) for tile in full_set(12)][:30], 3, True)])
    hand_image([[12, 11], [0, 9]], numerals=True)
    cross_image([6, 6], {"left": double_six[:9]}, {"left": 0, "right": 6, "up": 6, "down": 6})
    assert table_image._tile.cache_info().misses == drawn
    assert table_image._on_felt.cache_info().misses == laid
