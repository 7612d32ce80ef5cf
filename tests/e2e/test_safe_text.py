"""Nothing a player typed breaks out of the board, and nothing the bot posts can ping
@everyone, @here or a role: the real bot against the fake Discord, with a member whose display
name is made to do both (`**@everyone** \\`x\\` <@&123456789012345678>`)."""

from __future__ import annotations

import json

import pytest

from tests.support.boards import choose, click, mover
from tests.support.boards import texts as text_displays

RAW_NAME = "**@everyone** `x` <@&123456789012345678>"
# As Discord's markdown shows it after the bot's escaping: every character literally.
ESCAPED_NAME = "\\*\\*@\u200beveryone\\*\\* \\`x\\` <@\u200b&123456789012345678>"


@pytest.fixture
async def bot(fake_discord, bot_process):
    return await bot_process()


def message_texts(message) -> list[str]:
    """Every text of a message Discord renders as markdown: content, embed parts and the text
    displays of a Components V2 message."""
    texts = [message.content, *text_displays(message.components)]
    for embed in message.embeds:
        texts += [embed.get("title", ""), embed.get("description", "")]
        texts += [embed.get("footer", {}).get("text", "")]
        for field in embed.get("fields", []):
            texts += [field["name"], field["value"]]
    return texts


async def test_a_display_name_shows_literally_and_pings_nobody(fake_discord, bot):
    fake = fake_discord
    mallory, alice = fake.user("mallory"), fake.user("alice")
    opened = fake.slash(mallory, None, "dice play", {"game": "ones_and_fives", "target": 1000})
    lobby = (await opened).message
    assert any(ESCAPED_NAME in text for text in message_texts(lobby)), message_texts(lobby)
    lobby = await click(fake, alice, lobby, "join")
    board = await click(fake, mallory, lobby, "start")
    boards = [board]
    # The board names the player to move by mention; her name comes with her first throw.
    while not any(ESCAPED_NAME in text for text in message_texts(board)) and len(boards) < 30:
        board = await choose(fake, mover(fake, board), board)
        boards.append(board)
    for message in (lobby, *boards):
        for text in message_texts(message):
            assert RAW_NAME not in text, text
    assert any(ESCAPED_NAME in text for text in message_texts(board))

    # Every message the bot sent told Discord to parse no mentions at all.
    sent = [r.data for h in fake.interactions for r in h.responses if r.kind != "delete"]
    bodies = [body.get("data", body) for body in sent]
    with_text = [
        body
        for body in bodies
        if body.get("content") or body.get("embeds") or body.get("components")
    ]
    assert with_text
    for body in with_text:
        assert body.get("allowed_mentions") == {"parse": []}, json.dumps(body)[:300]


async def test_stats_show_the_name_literally(fake_discord, bot):
    answer = await fake_discord.slash(fake_discord.user("mallory"), None, "stats", {})
    texts = message_texts(answer.message)
    assert any(ESCAPED_NAME in text for text in texts), texts
    assert not any(RAW_NAME in text for text in texts)
