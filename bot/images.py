"""Shared pieces of the image boards: the shipped fonts (DejaVu Sans, with every Czech and
Polish letter) and PNG encoding into a discord.File."""

from __future__ import annotations

import io
from functools import cache
from pathlib import Path

import discord
from PIL import Image, ImageFont

FONTS = Path(__file__).parent / "assets" / "fonts"


@cache
def font(size: int, bold: bool = False) -> ImageFont.FreeTypeFont:
    name = "DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf"
    return ImageFont.truetype(str(FONTS / name), size)


def png_file(image: Image.Image, filename: str, description: str | None = None) -> discord.File:
    """The image as a PNG attachment (fast compression: boards are redrawn on every move)."""
    buffer = io.BytesIO()
    image.save(buffer, "PNG", compress_level=1)
    buffer.seek(0)
    return discord.File(buffer, filename=filename, description=description)
