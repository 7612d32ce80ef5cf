"""Shared pieces of the image boards: the shipped fonts (DejaVu Sans, with every Czech and
Polish letter, but no emoji: `drawable` says what of a name they can draw), palettes, and PNG
encoding into a discord.File."""

from __future__ import annotations

import io
import re
import struct
import unicodedata
import zlib
from functools import cache, lru_cache
from pathlib import Path

import discord
from isal import isal_zlib
from PIL import Image, ImageDraw, ImageFont

FONTS = Path(__file__).parent / "assets" / "fonts"
PALETTE_COLOURS = 64
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
EMOJI_PRESENTATION = re.compile(".\ufe0f")


@cache
def font(size: int, bold: bool = False) -> ImageFont.FreeTypeFont:
    name = "DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf"
    return ImageFont.truetype(str(FONTS / name), size)


@cache
def _missing_glyph() -> bytes:
    return bytes(font(24).getmask("\U0010ffff"))  # a private code point: the empty box


@cache
def _drawable_char(char: str) -> bool:
    """Whether the fonts draw the character: not an emoji (they have none: each would be an
    empty box), nor a joiner or variation selector (invisible in text, a box or a mark here)."""
    if unicodedata.category(char) == "Cf" or "\ufe00" <= char <= "\ufe0f":
        return False
    return char.isspace() or bytes(font(24).getmask(char)) != _missing_glyph()


def drawable(text: str) -> str:
    """The text as the pictures can draw it: emoji and what the fonts lack left out (a symbol
    asked to look like an emoji, "❤️", too: drawn plain it would be another sign), spaces tidied."""
    text = EMOJI_PRESENTATION.sub("", text)
    return " ".join("".join(char for char in text if _drawable_char(char)).split())


def write(
    image: Image.Image,
    at: tuple[float, float],
    text: str,
    face: ImageFont.FreeTypeFont,
    colour: tuple[int, int, int],
    anchor: str = "la",
) -> None:
    """Text as ImageDraw.text draws it (`anchor` as there), stamped from its drawing kept in a
    cache: boards repeat the same numbers, names and words, and stamping is about five times
    faster than FreeType drawing them anew on every click."""
    if not text:
        return
    mask, corner = _lettering(text, face, anchor)
    _stamp(image, at, corner, colour, mask)


def _stamp(
    image: Image.Image,
    at: tuple[float, float],
    corner: tuple[int, int],
    ink: tuple[int, int, int] | Image.Image,
    mask: Image.Image,
) -> None:
    """Lettering's `ink` (a colour, or the letters drawn) through its `mask`, its corner where
    it lies from the anchor point `at`; text falling between pixels goes on the nearest one."""
    x, y = round(at[0] + corner[0]), round(at[1] + corner[1])
    image.paste(ink, (x, y, x + mask.width, y + mask.height), mask)


@lru_cache(maxsize=4096)
def text_width(text: str, face: ImageFont.FreeTypeFont) -> float:
    """`face.getlength(text)`, kept: boards measure the same names and numbers on every click."""
    return face.getlength(text)


def fitted(text: str, face: ImageFont.FreeTypeFont, width: float) -> str:
    """The text, cut short with "…" where it is wider than `width` px in `face`."""
    if text_width(text, face) <= width:
        return text
    while text and text_width(text + "…", face) > width:
        text = text[:-1]
    return text.rstrip() + "…"


@lru_cache(maxsize=4096)
def _lettering(
    text: str, face: ImageFont.FreeTypeFont, anchor: str
) -> tuple[Image.Image, tuple[int, int]]:
    """The text drawn white on black, and where its corner lies from the anchor point."""
    left, top, right, bottom = face.getbbox(text, anchor=anchor)
    mask = Image.new("L", (max(1, right - left), max(1, bottom - top)))
    ImageDraw.Draw(mask).text((-left, -top), text, font=face, fill=255, anchor=anchor)
    return mask, (left, top)


def fitted_palette(sample: Image.Image) -> Image.Image:
    """A palette fitted once to a sample of everything a family's pictures show. A board has
    few colours, always the same: mapped onto them, its PNG is encoded about four times faster
    and is three times smaller than in full colour, with no visible difference."""
    return sample.convert("RGB").quantize(PALETTE_COLOURS, method=Image.Quantize.FASTOCTREE)


class Palette:
    """The exact colours of a picture drawn straight in palette mode ("P"): its solid colours,
    and for each ink written on each paper the shades that antialiased letters need between
    them. Drawn in palette indices, a picture needs no conversion of its every pixel before it
    is encoded (about a millisecond for a backgammon board, on every click). Shapes land on
    their colour exactly (Pillow draws them without antialiasing: `pen.ellipse(box,
    fill=palette[colour])`); letters and sprites are stamped from indexed copies kept in a
    cache."""

    SHADES = 15  # between an ink and its paper

    def __init__(
        self,
        solids: list[tuple[int, int, int]],
        writing: list[tuple[tuple[int, int, int], tuple[int, int, int]]],
    ) -> None:
        """`writing`: each (ink, paper) that letters are written in."""
        shares = [shade / (self.SHADES + 1) for shade in range(1, self.SHADES + 1)]
        colours = list(solids)
        for ink, paper in writing:
            colours += [_blend(ink, paper, share) for share in shares]
        colours = list(dict.fromkeys(colours))
        if len(colours) > 256:
            raise ValueError(f"{len(colours)} colours: a palette holds 256")
        self._index = {colour: index for index, colour in enumerate(colours)}
        self.image = Image.new("P", (1, 1))
        self.image.putpalette([part for colour in colours for part in colour])

    def __getitem__(self, colour: tuple[int, int, int]) -> int:
        """A solid colour's index (a colour the palette was not made with is a KeyError)."""
        return self._index[colour]

    def canvas(self, size: tuple[int, int], colour: tuple[int, int, int]) -> Image.Image:
        """An empty picture in the palette's indices, all of one solid colour."""
        image = Image.new("P", size, self[colour])
        image.putpalette(self.image.palette)
        return image

    def indexed(self, image: Image.Image) -> Image.Image:
        """An RGB picture mapped onto the palette, each pixel to its nearest colour: for the
        parts drawn once and kept (a board's empty background, a sprite)."""
        return image.convert("RGB").quantize(palette=self.image, dither=Image.Dither.NONE)

    def sprite(self, image: Image.Image) -> tuple[Image.Image, Image.Image]:
        """An RGBA drawing as an indexed image and the mask of the pixels it covers:
        `canvas.paste(sprite, place, mask)`. The covered pixels keep their colour as drawn, so
        an antialiased edge must already be blended with what the sprite will lie on."""
        return self.indexed(image), image.getchannel("A").point(_opaque)

    def write(
        self,
        image: Image.Image,
        at: tuple[float, float],
        text: str,
        face: ImageFont.FreeTypeFont,
        ink: tuple[int, int, int],
        paper: tuple[int, int, int],
        anchor: str = "la",
    ) -> None:
        """`write` for an indexed picture: the text as it looks on its `paper`, stamped."""
        if not text:
            return
        letters, mask, corner = _indexed_lettering(self, text, face, anchor, ink, paper)
        _stamp(image, at, corner, letters, mask)


def _blend(
    ink: tuple[int, int, int], paper: tuple[int, int, int], share: float
) -> tuple[int, int, int]:
    return tuple(round(a * share + b * (1 - share)) for a, b in zip(ink, paper, strict=True))


def _opaque(alpha: int) -> int:
    return 255 if alpha else 0


@lru_cache(maxsize=4096)
def _indexed_lettering(
    palette: Palette,
    text: str,
    face: ImageFont.FreeTypeFont,
    anchor: str,
    ink: tuple[int, int, int],
    paper: tuple[int, int, int],
) -> tuple[Image.Image, Image.Image, tuple[int, int]]:
    """The text written in `ink` on `paper`, indexed, the mask of the pixels it touches, and
    where its corner lies from the anchor point."""
    mask, corner = _lettering(text, face, anchor)
    letters = Image.new("RGB", mask.size, paper)
    letters.paste(ink, (0, 0), mask)
    return palette.indexed(letters), mask.point(_opaque), corner


def png_bytes(image: Image.Image, palette: Image.Image | None = None) -> bytes:
    """The image as an 8-bit PNG: an indexed image as it is, an RGB one in the `palette`'s
    colours. Boards are redrawn on every move, so this is on every click's path: written here
    rather than by Pillow, to deflate with ISA-L (igzip), about five times faster than zlib's
    fastest level and a fifth smaller; rows are left unfiltered (a palette image gains nothing
    from PNG's filters)."""
    if image.mode == "P":
        indexed = image
    else:
        indexed = image.quantize(palette=palette, dither=Image.Dither.NONE)
    width, height = indexed.size
    rows = Image.new("P", (width + 1, height), 0)  # each row led by its filter type, 0: none
    rows.paste(indexed, (1, 0))
    header = struct.pack(">IIBBBBB", width, height, 8, 3, 0, 0, 0)  # 8-bit, palette colour
    return b"".join(
        (
            PNG_SIGNATURE,
            _chunk(b"IHDR", header),
            _chunk(b"PLTE", bytes(indexed.getpalette())),
            _chunk(b"IDAT", isal_zlib.compress(rows.tobytes(), 1)),
            _chunk(b"IEND", b""),
        )
    )


def _chunk(kind: bytes, data: bytes) -> bytes:
    return (
        struct.pack(">I", len(data))
        + kind
        + data
        + struct.pack(">I", zlib.crc32(data, zlib.crc32(kind)))
    )


def attachment(png: bytes, filename: str, description: str | None = None) -> discord.File:
    """A PNG as a message's attachment (a new file object each time: sending one spends it)."""
    return discord.File(io.BytesIO(png), filename=filename, description=description)


def png_file(
    image: Image.Image, filename: str, description: str | None, palette: Image.Image | None = None
) -> discord.File:
    return attachment(png_bytes(image, palette), filename, description)
