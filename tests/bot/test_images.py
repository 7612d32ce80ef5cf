"""The boards' PNG writer: what any decoder reads back is exactly the picture in its palette's
colours, and it is smaller than Pillow's own fastest PNG."""

from __future__ import annotations

import io
import random

from PIL import Image, ImageDraw

from bot.images import fitted_palette, font, png_bytes


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
