"""The boards' PNG writer: what any decoder reads back is exactly the picture in its palette's
colours, and it is smaller than Pillow's own fastest PNG. A picture drawn straight in a designed
palette's indices is exactly the full-colour drawing mapped onto that palette."""

from __future__ import annotations

import io
import random

import pytest
from PIL import Image, ImageDraw

from bot.images import Palette, fitted_palette, font, png_bytes, write


def board_like(seed: int) -> Image.Image:
    """Flat areas, shapes and antialiased text, like a board."""
    chance = random.Random(seed)
    image = Image.new("RGB", (301, 177), (32, 92, 64))  # an odd width: rows are not aligned
    pen = ImageDraw.Draw(image)
    for _ in range(12):
        x, y = chance.randrange(280), chance.randrange(160)
        colour = tuple(chance.randrange(256) for _ in range(3))
        pen.ellipse((x, y, x + 20, y + 20), fill=colour, outline=(0, 0, 0))
    pen.text((10, 150), "Žofie · 167", fill=(250, 250, 250), font=font(18, bold=True))
    return image


def test_the_png_decodes_to_the_picture_in_the_palettes_colours():
    palette = fitted_palette(board_like(0))
    for seed in range(5):
        image = board_like(seed)
        decoded = Image.open(io.BytesIO(png_bytes(image, palette)))
        decoded.load()  # checks every chunk's CRC and the deflate stream
        expected = image.quantize(palette=palette, dither=Image.Dither.NONE)
        assert decoded.mode == "P" and decoded.size == image.size
        assert decoded.tobytes() == expected.tobytes()
        assert decoded.convert("RGB").tobytes() == expected.convert("RGB").tobytes()


def test_the_png_is_smaller_than_pillows_fastest():
    image = board_like(1)
    palette = fitted_palette(image)
    pillows = io.BytesIO()
    image.quantize(palette=palette, dither=Image.Dither.NONE).save(pillows, "PNG", compress_level=1)
    assert len(png_bytes(image, palette)) < len(pillows.getvalue())


FELT, TEXT, MARK, RED = (32, 92, 64), (250, 250, 250), (255, 196, 0), (221, 46, 68)
PALETTE = Palette([FELT, TEXT, MARK, RED, (0, 0, 0)], [(TEXT, FELT), (MARK, FELT), (TEXT, RED)])


def test_a_designed_palette_holds_its_solid_colours_exactly():
    colours = PALETTE.image.getpalette()
    for colour in (FELT, TEXT, MARK, RED, (0, 0, 0)):
        index = PALETTE[colour]
        assert tuple(colours[3 * index : 3 * index + 3]) == colour
    with pytest.raises(KeyError):
        PALETTE[(1, 2, 3)]  # drawn in a colour it was not made with: a mistake, not a guess
    with pytest.raises(ValueError):
        Palette([(grey, grey, grey) for grey in range(256)], [(TEXT, FELT)])


def test_letters_and_sprites_stamped_in_indices_are_the_full_colour_drawing_indexed():
    face = font(22, bold=True)
    full = Image.new("RGB", (340, 90), FELT)
    ImageDraw.Draw(full).rectangle((250, 10, 330, 80), fill=RED)
    indexed = PALETTE.indexed(full)
    checker = Image.new("RGBA", (41, 41), (0, 0, 0, 0))
    ImageDraw.Draw(checker).ellipse((0, 0, 40, 40), fill=RED, outline=(0, 0, 0))
    for at, text, ink, paper in (
        ((50, 35), "Žofie · 167", TEXT, FELT),
        ((60, 75), "2 : 1", MARK, FELT),
        ((275, 45), "15", TEXT, RED),
    ):
        write(full, at, text, face, ink, "lm")
        PALETTE.write(indexed, at, text, face, ink, paper, "lm")
    full.paste(checker, (5, 5), checker)
    sprite, mask = PALETTE.sprite(checker)
    indexed.paste(sprite, (5, 5), mask)
    assert indexed.mode == "P"
    assert indexed.tobytes() == PALETTE.indexed(full).tobytes()
    decoded = Image.open(io.BytesIO(png_bytes(indexed)))  # encoded as it is
    assert decoded.convert("RGB").tobytes() == indexed.convert("RGB").tobytes()
