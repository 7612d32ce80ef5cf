"""The one layout every game message is drawn into: what Discord receives for it."""

from __future__ import annotations

import io

import discord

from bot.layout import Layout, seat_colour
from bot.ui import GameButton, GameSelect
from tests.conftest import cyclic_garbage

CONTAINER, ACTION_ROW, TEXT, GALLERY, SEPARATOR = 17, 1, 10, 12, 14


def test_a_layout_is_one_container_of_header_picture_blocks_and_rows():
    picture = discord.File(io.BytesIO(b"png"), "table.png", description="the table")
    buttons = [GameButton(1, 2, "play", str(n), label=str(n)) for n in range(7)]
    pick = GameSelect(1, 2, "pick", [discord.SelectOption(label="a")], row=0)
    step = GameButton(1, 2, "step", label="step", row=1)
    layout = Layout(
        "## Game", seat_colour(1), picture, ["status", "", "events"], [*buttons, step, pick]
    )
    view = layout.view()
    assert view.has_components_v2() and layout.files == [picture]
    [container] = view.to_components()
    assert container["type"] == CONTAINER and container["accent_color"] == seat_colour(1)
    parts = container["components"]
    assert [part["type"] for part in parts] == [
        TEXT,
        GALLERY,
        SEPARATOR,
        TEXT,  # the empty block is left out
        SEPARATOR,
        TEXT,
        SEPARATOR,
        *[ACTION_ROW] * 4,
    ]
    assert parts[1]["items"][0]["media"]["url"] == "attachment://table.png"
    rows = [[c["custom_id"].split(":")[3] for c in row["components"]] for row in parts[-4:]]
    # Rows asked for first, a select alone in its own; the rest fill rows of five.
    assert rows == [["pick"], ["step"], ["play"] * 5, ["play"] * 2]


def test_a_select_asked_for_a_row_with_buttons_gets_a_row_of_its_own_first():
    """A family's last select and the frame's ⏭️ Skip both ask for the last row."""
    offer = GameSelect(1, 2, "offer", [discord.SelectOption(label="a")], row=4)
    skip = GameButton(1, 2, "skip", label="skip", row=4)
    roll = GameButton(1, 2, "roll", label="roll", row=3)
    [container] = Layout("## Game", controls=[roll, offer, skip]).view().to_components()
    rows = [
        [c["custom_id"].split(":")[3] for c in row["components"]]
        for row in container["components"][2:]
    ]
    assert rows == [["roll"], ["offer"], ["skip"]]


async def test_discord_py_keeps_no_game_view_it_sent():
    """discord.py stores a view sent as an interaction's answer unless it is finished, even one
    it will never dispatch: every board, lobby and hand would stay in memory."""
    view = Layout("header", controls=[GameButton(1, 2, "roll", label="Roll")]).view()
    assert view.is_finished() and not view.is_dispatchable()
    assert view.to_components()  # finished, it is still sent whole


async def test_a_sent_game_view_is_freed_without_the_cyclic_collector():
    """Every click sends a board of about 50 objects: left in reference cycles, they would be
    walked by the collector's passes, whose pauses grow with them."""

    def board() -> Layout:
        picture = discord.File(io.BytesIO(b"png"), "table.png")
        pick = GameSelect(1, 2, "pick", [discord.SelectOption(label="a")], row=0)
        buttons = [GameButton(1, 2, "play", str(n), label=str(n)) for n in range(7)]
        return Layout("## Game", seat_colour(0), picture, ["status", "events"], [*buttons, pick])

    def built() -> None:
        board().view()

    def sent() -> None:
        board().view().to_components()

    assert cyclic_garbage(built) > 0  # the items refer back to their view and container
    assert cyclic_garbage(sent) == 0


async def test_a_game_view_sent_again_is_the_same():
    """A request tried again after a transient failure serialises its view again."""
    view = Layout("## Game", controls=[GameButton(1, 2, "roll", label="Roll")]).view()
    first = view.to_components()
    assert view.to_components() == first and view.has_components_v2()
