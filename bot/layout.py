"""The one look of every message a game shows — a board, a lobby, a private hand or hint, a
result — as a Components V2 layout: one container in an accent colour, a header, the picture at
full width, blocks of text with a line between them, then the controls in action rows. A
designer changes the look here, for every family at once."""

from __future__ import annotations

from dataclasses import dataclass, field
from itertools import groupby
from typing import Any

import discord
from discord.ui.select import BaseSelect

from bot.ui import GameView

# One colour per seat, the same in every game: the board's edge is the colour of the seat to
# move, and the circle beside each name says whose colour is whose.
SEAT_COLOURS = (
    (0xE03131, "🔴"),
    (0x1971C2, "🔵"),
    (0x2F9E44, "🟢"),
    (0xF08C00, "🟠"),
    (0x9C36B5, "🟣"),
    (0x8B5A2B, "🟤"),
    (0xFAB005, "🟡"),
    (0xADB5BD, "⚪"),
)
ROW_WIDTH = 5  # buttons an action row holds


def seat_colour(seat: int) -> int:
    return SEAT_COLOURS[seat % len(SEAT_COLOURS)][0]


def seat_mark(seat: int) -> str:
    return SEAT_COLOURS[seat % len(SEAT_COLOURS)][1]


def section(title: str, text: str) -> str:
    """A titled block of text."""
    return f"**{title}**\n{text or '—'}"


def subtext(text: str) -> str:
    """A line shown small and muted (Discord's `-#`): for whoever looks for it."""
    return text and f"-# {text}"


@dataclass
class Layout:
    """What one message shows, top to bottom. Empty blocks are left out."""

    header: str
    accent: int | None = None
    picture: discord.File | None = None  # a PNG shown at full width under the header
    blocks: list[str] = field(default_factory=list)
    # Buttons and selects; those with the same `row` share an action row (a select is alone),
    # those without one fill rows of five after them.
    controls: list[discord.ui.Item] = field(default_factory=list)
    # A button at the header's right (a Components V2 section's accessory).
    header_button: discord.ui.Button | None = None

    @property
    def files(self) -> list[discord.File]:
        """The attachments the message must carry for its picture."""
        return [self.picture] if self.picture else []

    def message(self) -> dict[str, Any]:
        """A new message showing the layout (Components V2: discord.py flags it so)."""
        return {"view": self.view(), "files": self.files}

    def edit(self) -> dict[str, Any]:
        """An edit of a message into the layout. A board drawn before boards were Components
        V2 loses its embed: Discord refuses embeds beside the V2 flag."""
        return {"view": self.view(), "attachments": self.files, "embed": None}

    def view(self) -> discord.ui.LayoutView:
        container = discord.ui.Container(accent_colour=self.accent)
        header = discord.ui.TextDisplay(self.header)
        if self.header_button:
            header = discord.ui.Section(header, accessory=self.header_button)
        container.add_item(header)
        if self.picture:
            container.add_item(discord.ui.MediaGallery(discord.MediaGalleryItem(self.picture)))
        for block in filter(None, self.blocks):
            container.add_item(discord.ui.Separator())
            container.add_item(discord.ui.TextDisplay(block))
        rows = action_rows(self.controls)
        if rows:
            container.add_item(discord.ui.Separator())
        for row in rows:
            container.add_item(row)
        view = GameView()
        view.add_item(container)
        return view


def row_of(item: discord.ui.Item) -> int | None:
    """The row asked for."""
    return item.row


def action_rows(controls: list[discord.ui.Item]) -> list[discord.ui.ActionRow]:
    """The controls in rows, by the row asked (a select alone in its row, before the buttons
    asked for the same one: Discord refuses a select beside anything), the others after."""
    placed = sorted((item for item in controls if row_of(item) is not None), key=row_of)
    groups: list[list[discord.ui.Item]] = []
    for _, row in groupby(placed, key=row_of):
        items = list(row)
        groups += [[item] for item in items if _is_select(item)]
        buttons = [item for item in items if not _is_select(item)]
        groups += [buttons] if buttons else []
    free = [item for item in controls if row_of(item) is None]
    groups += [free[i : i + ROW_WIDTH] for i in range(0, len(free), ROW_WIDTH)]
    return [discord.ui.ActionRow(*group) for group in groups]


def _is_select(item: discord.ui.Item) -> bool:
    return isinstance(item, BaseSelect)
