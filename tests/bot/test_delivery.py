"""Answering a click leaves nothing behind for the cyclic garbage collector."""

from __future__ import annotations

import discord

from bot.delivery import release
from tests.conftest import cyclic_garbage

EVA = {"id": "5", "username": "eva", "discriminator": "0", "avatar": None, "global_name": "Eva"}
BOARD = {  # a clicked board, as Discord sends it back with the click
    "id": "7",
    "channel_id": "3",
    "author": {**EVA, "id": "9", "bot": True},
    "content": "",
    "timestamp": "2026-11-25T00:00:00+00:00",
    "edited_timestamp": None,
    "tts": False,
    "mention_everyone": False,
    "mentions": [],
    "mention_roles": [],
    "attachments": [],
    "embeds": [],
    "pinned": False,
    "type": 0,
    "flags": 1 << 15,  # Components V2
    "components": [
        {
            "type": 17,
            "components": [
                {"type": 10, "content": "## Game"},
                {
                    "type": 1,
                    "components": [
                        {"type": 2, "style": 2, "label": "Roll", "custom_id": "g:1:2:roll:"}
                    ],
                },
            ],
        }
    ],
}
CLICK = {
    "id": "11",
    "application_id": "2",
    "type": 3,
    "token": "token",
    "version": 1,
    "channel_id": "3",
    "user": EVA,
    "data": {"custom_id": "g:1:2:roll:", "component_type": 2},
    "message": BOARD,
    "locale": "en-US",
    "entitlements": [],
    "authorizing_integration_owners": {},
    "context": 1,
    "attachment_size_limit": 8 << 20,
}


def test_a_released_click_is_freed_without_the_cyclic_collector():
    """discord.py's interaction and its response refer to each other: each click, with the
    board parsed into it, would wait for the collector's next pass."""
    state = discord.Client(intents=discord.Intents.none())._connection

    def answered(released: bool) -> None:
        interaction = discord.Interaction(data=CLICK, state=state)
        assert not interaction.response.is_done()
        if released:
            release(interaction)

    assert cyclic_garbage(lambda: answered(False)) > 0
    assert cyclic_garbage(lambda: answered(True)) == 0
