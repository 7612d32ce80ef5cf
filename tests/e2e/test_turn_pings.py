"""Turn pings through the real bot and the fake Discord: a ping for the person the turn passes
to (mentioning him alone, the previous ping deleted), none for a player who decides within the
wait, a computer seat, a solo game, a game with `ping` off or a member who said `/game notify
off`; the reminder at half the deadline, once, across a restart; without Send Messages the game
goes on and the log says so once. (Tests ping at once unless about the wait.)"""

from __future__ import annotations

import asyncio
from datetime import timedelta

import pytest

from tests.support.boards import button, choose, click, header, is_over, mover, play_to_end

SETTLE = 0.5  # seconds in which a ping that is coming would have come


def pings(fake) -> list[tuple[str, dict]]:
    """Every ping the bot posted in the game channel (deleted ones too): id and request body."""
    return [
        (mid, body) for mid, body in fake.created() if (body.get("content") or "").startswith("<@")
    ]


def mentioned(body: dict) -> list[str]:
    """Whom a message may ping: its allowed_mentions, which must name users only."""
    allowed = body["allowed_mentions"]
    assert allowed["parse"] == [] and not allowed.get("roles")
    return [str(user) for user in allowed["users"]]


def shown_pings(fake) -> list:
    return [m for m in fake.messages() if m.content.startswith("<@")]


async def settled(fake) -> None:
    await asyncio.sleep(SETTLE)


async def open_game(fake, *, joining=("bob",), computers=0, ping_off=False):
    """Alice opens a game of sequence, the others join (and computers sit down), Alice starts."""
    alice = fake.user("alice")
    board = (await fake.slash(alice, None, "dice play", {"game": "sequence"})).message
    for name in joining:
        board = await click(fake, fake.user(name), board, "join")
    for _ in range(computers):
        board = await click(fake, alice, board, "computer")
    if ping_off:
        board = await click(fake, alice, board, "option")
        assert button(board, "option").label == "Turn pings: ❌"
    return await click(fake, alice, board, "start")


async def play_turns(fake, board, turns: int):
    """Decisions until the turn has changed hands `turns` times; the movers in order."""
    movers = [mover(fake, board)]
    while len(movers) <= turns and not is_over(board):
        board = await choose(fake, movers[-1], board)
        await settled(fake)
        if mover(fake, board) != movers[-1]:
            movers.append(mover(fake, board))
    return board, movers


async def test_each_turn_passing_pings_its_player_alone_and_deletes_the_last_ping(
    fake_discord, bot_process
):
    fake = fake_discord
    await bot_process()
    board = await open_game(fake)
    await settled(fake)
    first = mover(fake, board)
    # The host who pressed Start knows it is his turn; anyone else is told.
    assert len(pings(fake)) == (0 if first.name == "alice" else 1)
    for _ in range(4):
        before = len(pings(fake))
        board, movers = await play_turns(fake, board, 1)
        posted = pings(fake)[before:]
        assert len(posted) == 1
        message_id, body = posted[0]
        player = movers[-1]
        assert body["content"].startswith(f"<@{player.id}>, your turn · Sequence #")
        assert f"/{fake.channel}/{board.id}" in body["content"]  # the board's link
        assert mentioned(body) == [player.id]
        assert [m.id for m in shown_pings(fake)] == [message_id]  # the previous one deleted
    await play_to_end(fake, board)
    await settled(fake)
    assert shown_pings(fake) == []  # the game's last ping went with its end


@pytest.mark.sqlite_only  # the wait's clock, not the database's
async def test_players_deciding_within_the_wait_are_not_pinged_one_who_does_not_is(
    fake_discord, bot_process
):
    fake = fake_discord
    await bot_process(PING_AFTER_SECONDS="1.5")
    # Each decision comes half a second after the last: the players are at the table.
    board, movers = await play_turns(fake, await open_game(fake), 3)
    assert len(set(movers)) == 2 and pings(fake) == []
    await asyncio.sleep(2)  # now the player to move is away
    [(_, body)] = pings(fake)
    assert mentioned(body) == [mover(fake, board).id]


async def test_a_board_posted_anew_is_the_one_its_ping_links_to(fake_discord, bot_process):
    fake = fake_discord
    await bot_process()
    board, _ = await play_turns(fake, await open_game(fake), 1)
    [ping] = shown_pings(fake)
    assert f"/{board.id}" in ping.content
    status = await fake.slash(fake.user("dana"), None, "game status")
    await fake.wait_until(lambda: f"/{status.message.id}" in fake.message(ping.id).content)
    relinked = fake.message(ping.id)
    assert relinked.content.split(" → ")[0] == ping.content.split(" → ")[0]  # the same ping
    assert [m.id for m in shown_pings(fake)] == [ping.id]  # edited, nobody pinged anew


@pytest.mark.sqlite_only  # who is pinged, not where it is saved
async def test_no_pings_for_computers_alone_or_when_switched_off(fake_discord, bot_process):
    fake = fake_discord
    await bot_process()
    # Alice against two computers: one person plays, nobody waits for her.
    await play_to_end(fake, await open_game(fake, joining=(), computers=2))
    await settled(fake)
    assert pings(fake) == []
    # The `ping` option switched off in the lobby.
    await play_to_end(fake, await open_game(fake, ping_off=True))
    await settled(fake)
    assert pings(fake) == []
    # With a computer seat between Alice and Bob, only the two of them are ever pinged.
    board = await open_game(fake, computers=1)
    await play_turns(fake, board, 6)
    humans = {fake.user("alice").id, fake.user("bob").id}
    assert pings(fake)
    assert {user for _, body in pings(fake) for user in mentioned(body)} <= humans


async def test_notify_off_silences_one_member(fake_discord, bot_process):
    fake = fake_discord
    await bot_process()
    bob = fake.user("bob")
    answer = await fake.slash(bob, None, "game notify", {"pings": "off"})
    assert answer.message.ephemeral and "upozornění" in answer.message.embeds[0]["description"]
    board, movers = await play_turns(fake, await open_game(fake), 4)
    told = [mentioned(body) for _, body in pings(fake)]
    assert bob in movers and [fake.user("alice").id] in told and [bob.id] not in told
    await fake.slash(bob, None, "game notify", {"pings": "on"})
    before = len(pings(fake))
    await play_turns(fake, board, 2)  # the turn passes to Bob once more: he is told
    assert [mentioned(body) for _, body in pings(fake)[before:]].count([bob.id]) == 1


@pytest.mark.sqlite_only  # Discord's refusal, not the database's
async def test_without_send_messages_the_game_goes_on_and_the_log_says_so_once(
    fake_discord, bot_process
):
    fake = fake_discord
    bot = await bot_process()
    board = await open_game(fake)
    fake.faults.missing_permissions("POST", f"/channels/{fake.channel}/messages")
    board, movers = await play_turns(fake, board, 4)
    assert len(movers) == 5  # four turns changed hands, each move answered
    board = await play_to_end(fake, board)
    assert "🏆" in header(board)
    log = bot.log_path.read_text()
    assert log.count("no turn pings for game") == 1


async def test_a_reminder_at_half_the_deadline_once_across_a_restart(
    fake_discord, bot_process, clock
):
    fake = fake_discord
    # The server's default turn of 1 minute: a command offers 2 minutes at the least.
    bot = await bot_process(HOUSEKEEPING_SECONDS="1", TURN_TIMEOUT_MINUTES="1")
    board = await open_game(fake)
    board, movers = await play_turns(fake, board, 1)  # Bob or Alice waits for a ping now
    player = movers[-1]
    [(turn_ping, _)] = pings(fake)[-1:]
    clock.advance(timedelta(seconds=30))  # half the deadline: a housekeeping round reminds
    await fake.wait_until(lambda: pings(fake)[-1][0] != turn_ping, timeout=10)
    reminder_id, body = pings(fake)[-1]
    assert body["content"].startswith(f"<@{player.id}>, your turn") and "half" in body["content"]
    assert mentioned(body) == [player.id]
    assert [m.id for m in shown_pings(fake)] == [reminder_id]  # in place of the turn's ping
    await bot.kill()
    await bot.start()
    await asyncio.sleep(3)  # three housekeeping rounds, the first at start
    assert pings(fake)[-1][0] == reminder_id  # reminded once
    assert button(fake.message(board.id), "roll")  # the game is still there to play
