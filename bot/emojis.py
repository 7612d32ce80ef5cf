"""The bot's own application emojis, drawn with Pillow and uploaded once (reused by name on every
later start): six die faces and a "held" variant of each, and a domino tile for the domino
boards' "My tiles" button. Boards ask `die(face)` and `domino_tile()`; until the emojis are
installed, or when uploading is not possible, a die is its unicode face and the tile button
has no emoji (Discord refuses the unicode domino tiles as button emojis: they are not emoji)."""

from __future__ import annotations

import functools
import io
import logging
from collections.abc import Callable, Sequence

import discord
from PIL import Image, ImageDraw

log = logging.getLogger(__name__)

UNICODE_FACES = "⚀⚁⚂⚃⚄⚅"
SIZE = 128
# Pip centres per face on a 3×3 grid (column, row).
PIPS = {
    1: [(1, 1)],
    2: [(0, 0), (2, 2)],
    3: [(0, 0), (1, 1), (2, 2)],
    4: [(0, 0), (2, 0), (0, 2), (2, 2)],
    5: [(0, 0), (2, 0), (1, 1), (0, 2), (2, 2)],
    6: [(0, 0), (2, 0), (0, 1), (2, 1), (0, 2), (2, 2)],
}
COLOURS = {False: ("#FFFFFF", "#1E1F22"), True: ("#F0B232", "#1E1F22")}  # (face, pips)
DOMINO_TILE = "domino_tile"
DOMINO_HALVES = (6, 3)  # the pips drawn on the tile emoji, top and bottom

_installed: dict[str, str] = {}  # emoji name -> "<:name:id>"


def emoji_name(face: int, held: bool = False) -> str:
    return f"die_{face}_held" if held else f"die_{face}"


def die(face: int, held: bool = False) -> str:
    """The face for a message text: the emoji, else the unicode face (in brackets when held)."""
    custom = _installed.get(emoji_name(face, held))
    if custom:
        return custom
    return f"[{UNICODE_FACES[face - 1]}]" if held else UNICODE_FACES[face - 1]


def dice(faces: Sequence[int], held_mask: int = 0) -> str:
    """Die faces for a message text; bit i of `held_mask` marks die i held."""
    return " ".join(die(face, bool(held_mask >> i & 1)) for i, face in enumerate(faces))


def die_button(face: int, held: bool = False) -> dict[str, str | None]:
    """A die button's label and emoji: the emoji alone, else the unicode face as its label
    (held dice are told apart by the button's style as well)."""
    custom = _installed.get(emoji_name(face, held))
    if custom:
        return {"label": None, "emoji": custom}
    return {"label": UNICODE_FACES[face - 1], "emoji": None}


def domino_tile() -> str | None:
    """The "My tiles" button's emoji: the tile emoji once installed, else none."""
    return _installed.get(DOMINO_TILE)


def draw(face: int, held: bool) -> bytes:
    """A 128×128 PNG die: a rounded square with its pips (gold when held)."""
    background, pip = COLOURS[held]
    image = Image.new("RGBA", (SIZE, SIZE), (0, 0, 0, 0))
    canvas = ImageDraw.Draw(image)
    canvas.rounded_rectangle(
        (4, 4, SIZE - 5, SIZE - 5), radius=22, fill=background, outline=pip, width=5
    )
    _pips(canvas, face, (24, 24), (SIZE - 48) // 2, 12, pip)
    return _png(image)


def draw_domino_tile() -> bytes:
    """A 128×128 PNG domino tile standing upright: two pip squares and the line between."""
    background, ink = COLOURS[False]
    image = Image.new("RGBA", (SIZE, SIZE), (0, 0, 0, 0))
    canvas = ImageDraw.Draw(image)
    left, right = SIZE // 4, SIZE * 3 // 4
    canvas.rounded_rectangle(
        (left, 2, right, SIZE - 3), radius=10, fill=background, outline=ink, width=4
    )
    canvas.line((left + 8, SIZE // 2, right - 8, SIZE // 2), fill=ink, width=4)
    half = SIZE // 2
    for top, face in zip((0, half), DOMINO_HALVES, strict=True):
        _pips(canvas, face, (left + 14, top + 16), (right - left - 28) // 2, 5, ink)
    return _png(image)


def _pips(
    canvas: ImageDraw.ImageDraw,
    face: int,
    origin: tuple[int, int],
    step: int,
    radius: int,
    fill: str,
) -> None:
    for column, row in PIPS[face]:
        x, y = origin[0] + column * step, origin[1] + row * step
        canvas.ellipse((x - radius, y - radius, x + radius, y + radius), fill=fill)


def _png(image: Image.Image) -> bytes:
    buffer = io.BytesIO()
    image.save(buffer, "PNG")
    return buffer.getvalue()


def drawings() -> dict[str, Callable[[], bytes]]:
    """Every emoji the bot uses, by name, with how to draw it."""
    faces = {
        emoji_name(face, held): functools.partial(draw, face, held)
        for face in range(1, 7)
        for held in (False, True)
    }
    return {**faces, DOMINO_TILE: draw_domino_tile}


def install(emojis: list[discord.Emoji]) -> None:
    """Use these emojis (by name) wherever a die or the domino tile is shown."""
    wanted = drawings()
    _installed.clear()
    _installed.update({e.name: str(e) for e in emojis if e.name in wanted})


async def ensure(client: discord.Client) -> None:
    """Fetch the application's emojis, upload the missing ones, and install them all.
    Idempotent: an emoji that exists by name is reused, so restarts add nothing. Any failure
    leaves the unicode die faces and a tile button without emoji in place (logged), and the
    bot runs on."""
    try:
        emojis = list(await client.fetch_application_emojis())
        for name, drawing in drawings().items():
            if name in {emoji.name for emoji in emojis}:
                continue
            try:
                emojis.append(await client.create_application_emoji(name=name, image=drawing()))
            except discord.HTTPException:
                # Another shard's process may have uploaded it this very moment.
                emojis = list(await client.fetch_application_emojis())
                if name not in {emoji.name for emoji in emojis}:
                    raise
    except (discord.HTTPException, ValueError) as error:
        log.warning("app emojis unavailable, using unicode die faces: %s", error)
        return
    install(emojis)
    log.info("app emojis ready (%d)", len(_installed))
