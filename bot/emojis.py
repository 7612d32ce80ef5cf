"""Die faces as the bot's own application emojis: six faces and a "held" variant of each, drawn
with Pillow and uploaded once (reused by name on every later start). Boards ask `die(face)`;
until the emojis are installed, or when uploading is not possible, that is a unicode face."""

from __future__ import annotations

import io
import logging
from collections.abc import Sequence

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


def draw(face: int, held: bool) -> bytes:
    """A 128×128 PNG die: a rounded square with its pips (gold when held)."""
    background, pip = COLOURS[held]
    image = Image.new("RGBA", (SIZE, SIZE), (0, 0, 0, 0))
    canvas = ImageDraw.Draw(image)
    canvas.rounded_rectangle(
        (4, 4, SIZE - 5, SIZE - 5), radius=22, fill=background, outline=pip, width=5
    )
    step, radius = (SIZE - 48) // 2, 12
    for column, row in PIPS[face]:
        x, y = 24 + column * step, 24 + row * step
        canvas.ellipse((x - radius, y - radius, x + radius, y + radius), fill=pip)
    buffer = io.BytesIO()
    image.save(buffer, "PNG")
    return buffer.getvalue()


def install(emojis: list[discord.Emoji]) -> None:
    """Use these emojis (by name) wherever a die is shown."""
    wanted = {emoji_name(face, held) for face in range(1, 7) for held in (False, True)}
    _installed.clear()
    _installed.update({e.name: str(e) for e in emojis if e.name in wanted})


async def ensure(client: discord.Client) -> None:
    """Fetch the application's emojis, upload the missing die faces, and install them all.
    Idempotent: an emoji that exists by name is reused, so restarts add nothing. Any failure
    leaves the unicode faces in place (logged), and the bot runs on."""
    try:
        emojis = list(await client.fetch_application_emojis())
        for face in range(1, 7):
            for held in (False, True):
                name = emoji_name(face, held)
                if name in {emoji.name for emoji in emojis}:
                    continue
                try:
                    image = draw(face, held)
                    emojis.append(await client.create_application_emoji(name=name, image=image))
                except discord.HTTPException:
                    # Another shard's process may have uploaded it this very moment.
                    emojis = list(await client.fetch_application_emojis())
                    if name not in {emoji.name for emoji in emojis}:
                        raise
    except (discord.HTTPException, ValueError) as error:
        log.warning("die emojis unavailable, using unicode faces: %s", error)
        return
    install(emojis)
    log.info("die emojis ready (%d)", len(_installed))
