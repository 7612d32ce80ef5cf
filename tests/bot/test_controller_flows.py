"""The shared interaction flow with the parts the dice family does not use yet: a board drawn
as an image (answered at once, or acknowledged first when its preparation is slow, then edited
with its attachment replaced) and a private view shown only
to its seat — what the domino and backgammon boards will rely on."""

from __future__ import annotations

import asyncio
import io
from types import SimpleNamespace
from typing import Any

import discord
import pytest
from discord.http import Route
from PIL import Image

from bot import board_messages, interaction_clock, live_privates
from bot.board import Board, BoardParts, Private
from bot.controller import Controller
from bot.game import Place, Snapshot
from bot.i18n import t
from bot.ui import BOARD_GAMES, GameButton
from tests.bot.interactions import Interaction
from tests.conftest import ALICE, BOB, CAROL, CHANNEL, GUILD

PRIVATE_MESSAGE = 556  # the id Discord gives a private view sent


@pytest.fixture(autouse=True)
def _answers_through_the_response(monkeypatch):
    """The controller answers a click with delivery.update_clicked or send_private, which
    speak to Discord through discord.py's internals: here they go to the recording response
    instead."""

    async def update_clicked(interaction: Interaction, **fields: Any) -> None:
        await interaction.response.edit_message(**fields)

    async def send_private(interaction: Interaction, **fields: Any) -> int:
        await interaction.response.send_message(**fields, ephemeral=True)
        return PRIVATE_MESSAGE

    for module in (board_messages, live_privates):
        monkeypatch.setattr(module, "update_clicked", update_clicked)
    monkeypatch.setattr(live_privates, "send_private", send_private)


class PictureBoard(Board):
    """A board drawn as a PNG, with a private view per seat."""

    def parts(self, snap: Snapshot, lang: str, ui: str) -> BoardParts:
        png = io.BytesIO()
        Image.new("RGB", (8, 8), "green").save(png, "PNG")
        png.seek(0)
        roll = GameButton(snap.game.id, snap.game.version, "roll", label="Roll")
        return BoardParts(items=[roll], picture=discord.File(png, "board.png"))

    def interpret(self, snap, seat, action, arg):
        return {"type": action}

    async def private(self, snap: Snapshot, seat: int, lang: str, topic: str) -> Private:
        return Private(f"seat {seat} only", blocks=[lang])


def shown(view: discord.ui.LayoutView) -> list[str]:
    """The texts of a Components V2 message, top to bottom."""
    return [
        item.content for item in view.walk_children() if isinstance(item, discord.ui.TextDisplay)
    ]


def pictures(view: discord.ui.LayoutView) -> list[str]:
    galleries = [item for item in view.walk_children() if isinstance(item, discord.ui.MediaGallery)]
    return [media.url for gallery in galleries for media in (i.media for i in gallery.items)]


async def test_image_boards_are_answered_at_once_with_their_picture(service):
    controller = Controller(service, {"dice": PictureBoard()})
    opening = Interaction(ALICE, discord.InteractionType.application_command)
    await controller.open(opening, "sequence", {})
    [(kind, posted)] = opening.response.calls
    assert kind == "send_message" and posted["files"] == []  # the lobby is text
    assert "Sekvence" in shown(posted["view"])[0]  # public boards speak the server's language

    snap = await service.live_game(CHANNEL)
    assert snap.game.message_id == 555
    join = Interaction(BOB)
    await controller.click(join, snap.game.id, snap.game.version, "join", "")
    start = Interaction(ALICE)
    await controller.click(start, snap.game.id, snap.game.version + 1, "start", "")
    [(kind, edited)] = start.response.calls  # one round trip: no deferral first
    assert kind == "edit_message" and start.sent == []
    assert [file.filename for file in edited["attachments"]] == ["board.png"]
    assert pictures(edited["view"]) == ["attachment://board.png"]
    assert edited["embed"] is None  # a board drawn as an embed before loses it


class SlowlyPreparedBoard(PictureBoard):
    """A board whose drawing waits for something slow first (an engine's analysis, say)."""

    async def prepare(self, snap: Snapshot) -> None:
        await asyncio.sleep(0.05)


async def test_a_board_prepared_for_longer_than_discord_waits_is_acknowledged_first(
    service, monkeypatch
):
    monkeypatch.setattr(interaction_clock, "ACKNOWLEDGE_AFTER", 0.01)
    controller = Controller(service, {"dice": SlowlyPreparedBoard()})
    opening = Interaction(ALICE, discord.InteractionType.application_command)
    await controller.open(opening, "sequence", {})
    assert opening.response.calls == [("defer", {"thinking": True})]  # "thinking…"
    [(kind, posted)] = opening.sent
    assert kind == "followup" and "Sekvence" in shown(posted["view"])[0]

    snap = await service.join((await service.live_game(CHANNEL)).game.id, BOB)
    start = Interaction(ALICE)
    await controller.click(start, snap.game.id, snap.game.version, "start", "")
    assert start.response.calls == [("defer", {"thinking": False})]  # a silent update
    [(kind, edited)] = start.sent
    assert kind == "edit_original_response"
    assert pictures(edited["view"]) == ["attachment://board.png"]


async def test_a_private_view_goes_to_its_seat_alone(service):
    controller = Controller(service, {"dice": PictureBoard()})
    snap = await service.create(Place(GUILD, CHANNEL), ALICE, "sequence")
    snap = await service.join(snap.game.id, BOB)
    snap = await service.start(snap.game.id, ALICE)

    bob = Interaction(BOB)  # not his turn: his hand is still his to see
    await controller.click(bob, snap.game.id, snap.game.version, "hand", "")
    [(kind, options)] = bob.response.calls
    assert kind == "send_message" and options["ephemeral"]
    assert shown(options["view"]) == ["seat 1 only", "en"]

    carol = Interaction(CAROL)
    await controller.click(carol, snap.game.id, snap.game.version, "hand", "")
    [(kind, options)] = carol.response.calls
    assert kind == "send_message" and options["ephemeral"]
    assert "not playing" in options["content"]


class Channel:
    """The client a board message is edited through (discord.py's HTTP request, see
    `delivery.edit_message`), recording the edits: the message's ids and its body."""

    def __init__(self) -> None:
        self.edits: list[tuple[int, int, bytes]] = []
        self._connection = SimpleNamespace(allowed_mentions=None)
        self.http = SimpleNamespace(request=self._request)

    async def _request(self, route: Route, *, data: Any) -> None:
        assert route.method == "PATCH"
        message_id = int(route.url.rsplit("/", 1)[1])
        self.edits.append((route.channel_id, message_id, await data.as_bytes()))


async def test_a_move_from_a_private_view_edits_it_then_the_public_board(service):
    controller = Controller(service, {"dice": PictureBoard()})
    snap = await service.create(Place(GUILD, CHANNEL), ALICE, "sequence")
    snap = await service.join(snap.game.id, BOB)
    snap = await service.start(snap.game.id, ALICE)
    await service.set_message(snap.game.id, 777)
    seat = snap.to_move
    player = (ALICE, BOB)[seat]
    client = Channel()

    def from_hand() -> Interaction:
        click = Interaction(player)
        click.message = SimpleNamespace(id=555, flags=discord.MessageFlags(ephemeral=True))
        click.client = client
        return click

    click = from_hand()
    await controller.click(click, snap.game.id, snap.game.version, "roll", "")
    [(kind, options)] = click.response.calls
    assert kind == "edit_message" and shown(options["view"])[0] == f"seat {seat} only"
    [(channel, message, edited)] = client.edits
    assert (channel, message) == (CHANNEL, 777)
    assert b'filename="board.png"' in edited

    stale = from_hand()  # the same hand message, now out of date
    await controller.click(stale, snap.game.id, snap.game.version, "roll", "")
    [(kind, options)] = stale.response.calls
    assert kind == "edit_message" and shown(options["view"])[0] == f"seat {seat} only"
    [(kind, notice)] = stale.sent
    assert kind == "followup" and notice["ephemeral"] and "out of date" in notice["content"]
    assert len(client.edits) == 1  # nothing was played


@pytest.mark.parametrize("comes_from", ["another server", "another channel", "another board"])
async def test_a_click_acts_only_on_the_game_whose_board_it_came_from(service, comes_from):
    """A game's custom_id sent from elsewhere (a lobby of another server, a board of another
    channel's game) is refused privately and changes nothing: not the game it names, not the
    message it came from."""
    controller = Controller(service, {"dice": PictureBoard()})
    snap = await service.create(Place(GUILD, CHANNEL), ALICE, "sequence")
    snap = await service.join(snap.game.id, BOB)
    snap = await service.start(snap.game.id, ALICE)
    click = Interaction((ALICE, BOB)[snap.to_move])
    if comes_from == "another server":
        click.guild_id = GUILD + 1
    elif comes_from == "another channel":
        click.channel_id = CHANNEL + 1
    else:  # in the game's channel, on a message of another game (its buttons name that one)
        click.data = {BOARD_GAMES: [snap.game.id + 1]}
    await controller.click(click, snap.game.id, snap.game.version, "roll", "")
    [(kind, answer)] = click.response.calls
    assert kind == "send_message" and answer["ephemeral"]
    assert answer["content"] == t("en", "click.elsewhere")
    assert (await service.reload(snap.game.id)).game.version == snap.game.version
    played = Interaction((ALICE, BOB)[snap.to_move])  # the same click from the board itself
    played.data = {BOARD_GAMES: [snap.game.id]}
    await controller.click(played, snap.game.id, snap.game.version, "roll", "")
    assert (await service.reload(snap.game.id)).game.version > snap.game.version
