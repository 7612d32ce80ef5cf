"""A thread per game through the real bot and the fake Discord: `where: in a thread` runs the
lobby, the board, the pings and Play again in a thread opened on the command's answer, which
then links to it; the thread is archived an hour after its last game ended. Without the
permission the game runs in the channel, with a note; the server's default (/game settings,
Manage Server only); /game mine lists a member's games with whose turn it is."""

from __future__ import annotations

import asyncio
import re
from datetime import datetime, timedelta

from sqlalchemy import text
from sqlalchemy.ext.asyncio import AsyncEngine

from tests.support.boards import (
    answer,
    button,
    choose,
    click,
    header,
    latest_board,
    mover,
    play_to_end,
    texts,
)
from tests.support.fakediscord.models import CREATE_PUBLIC_THREADS, MANAGE_THREADS


async def open_in_thread(fake, options=None):
    """Alice opens a game of sequence with `options`; the command's answer and the thread."""
    alice = fake.user("alice")
    handle = fake.slash(alice, None, "dice play", {"game": "sequence", **(options or {})})
    await handle.settle()
    [thread] = fake.threads
    # The lobby is a message of the thread, not an answer to the command: settle() does not
    # wait for it on a busy machine.
    await fake.wait_until(lambda: any(m.components for m in fake.messages(thread["id"])))
    return handle.original, thread


async def start_two_player_game(fake, thread_id: str):
    alice, bob = fake.user("alice"), fake.user("bob")
    lobby = latest_board(fake, thread_id)
    lobby = await click(fake, bob, lobby, "join")
    return await click(fake, alice, lobby, "start")


def game_number(message) -> int:
    """The game a board or the channel's line names ("#12"; not the thread's "<#…>")."""
    return int(re.search(r"(?<!<)#(\d+)", header(message))[1])


async def end_long_ago(database: AsyncEngine, thread_id: str, now: datetime) -> None:
    """Move the end of the thread's games two hours before the bot's `now`, and what they have
    due with it (the housekeeping then archives)."""
    ended, due = now - timedelta(hours=2), now - timedelta(hours=1)
    thread = int(thread_id)
    async with database.begin() as db:
        await db.execute(
            text("UPDATE games SET updated_at = :ended WHERE channel_id = :thread"),
            {"ended": ended, "thread": thread},
        )
        await db.execute(
            text(
                "UPDATE games SET due_at = :due WHERE channel_id = :thread AND due_at IS NOT NULL"
            ),
            {"due": due, "thread": thread},
        )


async def test_a_game_in_a_thread_of_its_own(fake_discord, bot_process, database, clock):
    fake = fake_discord
    await bot_process(HOUSEKEEPING_SECONDS="1")
    line, thread = await open_in_thread(fake, {"where": "thread"})
    assert thread["name"] == "Sequence · Alice" and thread["parent_id"] == fake.channel
    assert thread["thread_metadata"]["auto_archive_duration"] == 7 * 24 * 60
    # The command's answer is one line in the channel, linking to the thread; no board there.
    assert f"<#{thread['id']}>" in header(line) and "Sequence #" in header(line)
    assert [m.id for m in fake.messages()] == [line.id]
    board = await start_two_player_game(fake, thread["id"])
    assert board.channel_id == thread["id"]
    # The turn pings go to the thread too: the channel still holds the one line.
    first = mover(fake, board)
    while mover(fake, board) == first:
        board = await choose(fake, first, board)
    await fake.wait_until(
        lambda: any(m.content.startswith("<@") for m in fake.messages(thread["id"]))
    )
    assert [m.id for m in fake.messages()] == [line.id]
    board = await play_to_end(fake, board)
    assert "🏆" in header(board)
    # The channel's line now says the game is over; Play again's game, once under way, is
    # the one it names, and a Play again that ends in its lobby leaves it as it was.
    number = game_number(line)
    await fake.wait_until(lambda: "is over" in header(fake.message(line.id)))
    assert game_number(fake.message(line.id)) == number
    rematch = button(board, "rematch").custom_id
    again = (await answer(fake.click(fake.user("alice"), board, rematch))).message
    assert again.channel_id == thread["id"] and "waiting for players" in header(again)
    board = await start_two_player_game(fake, thread["id"])
    await fake.wait_until(lambda: "join there" in header(fake.message(line.id)))
    assert game_number(fake.message(line.id)) == game_number(board) != number
    board = await play_to_end(fake, board)
    await fake.wait_until(lambda: "is over" in header(fake.message(line.id)))
    ended = fake.message(line.id)
    rematch = button(board, "rematch").custom_id
    again = (await answer(fake.click(fake.user("alice"), board, rematch))).message
    await click(fake, fake.user("alice"), again, "cancel")
    await asyncio.sleep(0.5)  # an edit of the line would follow the board's at once
    assert header(fake.message(line.id)) == header(ended)
    assert [m.id for m in fake.messages()] == [line.id]
    await end_long_ago(database, thread["id"], clock.now())
    await fake.wait_until(lambda: fake.store.archived(thread["id"]), timeout=10)


async def test_without_the_permission_the_game_runs_here_with_a_note(fake_discord, bot_process):
    fake = fake_discord
    await bot_process()
    fake.deny_bot(fake.channel, CREATE_PUBLIC_THREADS)
    alice = fake.user("alice")
    handle = fake.slash(alice, None, "dice play", {"game": "sequence", "where": "thread"})
    responses = await handle.settle()
    assert fake.threads == []
    lobby = handle.original
    assert lobby.channel_id == fake.channel and "Sequence" in header(lobby)
    [note] = [r for r in responses if r.kind == "followup"]
    assert note.message.ephemeral and "Create Public Threads" in note.data["content"]


async def test_a_thread_that_cannot_be_archived_is_left_open(
    fake_discord, bot_process, database, clock
):
    fake = fake_discord
    bot = await bot_process(HOUSEKEEPING_SECONDS="1")
    fake.deny_bot(fake.channel, MANAGE_THREADS)
    _, thread = await open_in_thread(fake, {"where": "thread"})
    lobby = latest_board(fake, thread["id"])
    await click(fake, fake.user("alice"), lobby, "cancel")
    await end_long_ago(database, thread["id"], clock.now())
    await fake.wait_until(lambda: "not archived: 403" in bot.log_path.read_text(), timeout=10)
    assert not fake.store.archived(thread["id"])
    await fake.wait_until(lambda: bot.log_path.read_text().count("not archived") == 1, timeout=3)


async def test_the_servers_default_place_needs_manage_server(fake_discord, bot_process):
    fake = fake_discord
    await bot_process()
    alice, bob = fake.user("alice"), fake.user("bob")
    refused = await fake.slash(bob, None, "game settings", {"where": "thread"})
    assert refused.message.ephemeral and "Spravovat server" in refused.data["data"]["content"]
    shown = await fake.slash(bob, None, "game settings")
    assert "kanálu, kde padl příkaz" in shown.message.embeds[0]["description"]
    saved = await fake.slash(alice, None, "game settings", {"where": "thread"})
    assert "in a thread of their own" in saved.message.embeds[0]["description"]
    # A game opened without saying where now gets a thread; one opened in a thread stays there.
    _, thread = await open_in_thread(fake)
    handle = fake.slash(alice, thread["id"], "dice play", {"game": "sequence"})
    refusal = await handle
    assert "already running" in refusal.data["data"]["content"] and len(fake.threads) == 1
    here = await fake.slash(alice, None, "dice play", {"game": "six_dice", "where": "here"})
    assert here.message.channel_id == fake.channel and "Six Dice" in header(here.message)


async def test_game_mine_lists_a_members_games_and_whose_turn(fake_discord, bot_process):
    fake = fake_discord
    await bot_process()
    _, thread = await open_in_thread(fake, {"where": "thread"})
    board = await start_two_player_game(fake, thread["id"])
    alice = fake.user("alice")
    lobby = (await fake.slash(alice, fake.other_channel, "dice play", {"game": "figures"})).message
    answer = await fake.slash(alice, None, "game mine")
    assert answer.message.ephemeral
    rows = answer.message.embeds[0]["description"].split("\n")
    assert len(rows) == 2
    assert f"<#{thread['id']}>" in rows[0] and f"/{board.id})" in rows[0]
    assert f"<#{fake.other_channel}>" in rows[1] and "waiting for players" in rows[1]
    mover_is_alice = "▶️ <@" + alice.id in header(board)
    assert ("your turn" in rows[0]) == mover_is_alice
    nobody = await fake.slash(fake.user("dana"), None, "game mine")
    assert "no running game" in nobody.message.embeds[0]["description"]
    assert texts(lobby.components)  # the other game is still a lobby
