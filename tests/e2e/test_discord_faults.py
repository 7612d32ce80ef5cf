"""Discord's everyday faults, injected by the fake (fakediscord/faults.py), against the real bot.

Whatever goes wrong, three things hold in every test (`check_saved_game_is_shown`): each move the
bot accepted is in the action log once (replaying the log gives the saved state), no board shows
a version the bot has not saved, and the newest board shows the saved game. No fault may leave a
traceback in the bot's log: each is expected, and handled.

Discord's behaviour, from its documentation:
- https://discord.com/developers/docs/interactions/receiving-and-responding#responding-to-an-interaction
  an interaction must be answered within 3 seconds of being created (its id is stamped with that
  moment), else its token is invalid ("This interaction failed"; 10062 Unknown interaction);
  a second answer is refused with 40060 "Interaction has already been acknowledged".
- https://discord.com/developers/docs/topics/rate-limits a 429 carries `retry_after` and the
  X-RateLimit-* headers; interaction callbacks are not bound to the bot's rate limits.
- https://discord.com/developers/docs/topics/opcodes-and-status-codes 502 "no gateway available
  to process your request, retry"; 5xx are Discord's errors; JSON codes 10008 Unknown Message,
  50013 Missing Permissions; gateway op 7 Reconnect ("reconnect and resume immediately") and
  op 9 Invalid Session ("reconnect and identify/resume accordingly").
discord.py 2.7 (discord/http.py, discord/webhook/async_.py): its REST client sleeps a 429's
`retry_after` and retries 500, 502, 504 (after 1 s, 3 s, ...) but raises a 503 at once;
interaction callbacks and webhook messages (followups, edits of the original response) retry
every 5xx the same way, so a callback answered 5xx twice is sent a third time only after 4 s.
"""

from __future__ import annotations

import asyncio
import json

import pytest
from sqlalchemy import text
from sqlalchemy.ext.asyncio import AsyncEngine

from bot import table_options
from bot.game import Place
from bot.i18n import LANGUAGES, t
from rules import registry
from tests.e2e.test_dice_games import open_game as open_dice_game
from tests.e2e.test_domino_games import open_game as open_domino_game
from tests.support.boards import (
    board_version,
    button,
    choose,
    click,
    header,
    latest_board,
    mover,
    play_to_end,
)
from tests.support.boards import text as board_text
from tests.support.fakediscord import FakeDiscord, SentMessage

CALLBACK = "/interactions/*/callback"
CHANNEL_MESSAGE = "/channels/*/messages/*"
ANSWER_MESSAGE, DEFERRED_UPDATE, UPDATE_MESSAGE = 4, 6, 7
DISCORD_DEADLINE = 3.0


@pytest.fixture
async def bot(bot_process):
    return await bot_process()


def game_of(board: SentMessage) -> int:
    return int(board.custom_ids[0].split(":")[1])


async def saved(database: AsyncEngine, game_id: int) -> dict:
    """The game's row as the bot saved it, with its action log."""
    query = {"game": game_id}
    async with database.connect() as db:
        row = (
            (await db.execute(text("SELECT * FROM games WHERE id = :game"), query)).mappings().one()
        )
        log = (
            await db.execute(
                text("SELECT action FROM actions WHERE game_id = :game ORDER BY seq"), query
            )
        ).scalars()
        seats = (
            await db.execute(text("SELECT count(*) FROM seats WHERE game_id = :game"), query)
        ).scalar_one()
        return {**row, "log": [json.loads(action) for action in log], "seats": seats}


async def check_saved_game_is_shown(fake: FakeDiscord, database: AsyncEngine, game_id: int):
    """The log replays to the saved state (each accepted move in it once), no board of the game
    is ahead of the save, and the newest one shows it."""
    game = await saved(database, game_id)
    if game["status"] != "lobby":
        rules = registry.get(game["game"])
        options = table_options.saved_for_rules(game["options"])
        state = rules.new_game(options, game["seats"])
        for action in game["log"]:
            state = rules.apply(state, action)
        assert rules.to_json(state) == rules.to_json(rules.from_json(json.loads(game["state"])))
    place = fake.messages(str(game["channel_id"]))  # its channel, or its thread
    boards = [m for m in place if m.custom_ids and game_of(m) == game_id]
    assert all(board_version(m) <= game["version"] for m in boards)
    newest = fake.message(str(game["message_id"]))
    assert newest == boards[-1] and board_version(newest) == game["version"], newest.components


async def settle(fake: FakeDiscord, seconds: float = 0.5) -> None:
    """Let the bot finish what it does after its answers (redraws, retries)."""
    for handle in fake.interactions:
        await handle.settle(quiet=seconds, timeout=15)


async def reposted(database: AsyncEngine, game_id: int, old_board: str | None = None) -> None:
    """Wait until the bot has saved a message other than `old_board` as the game's board."""
    async with asyncio.timeout(10):
        while True:
            board = (await saved(database, game_id))["message_id"]
            if board is not None and str(board) != old_board:
                return
            await asyncio.sleep(0.05)


def no_tracebacks(bot) -> None:
    log = bot.log_path.read_text()
    assert "Traceback" not in log, log[log.index("Traceback") - 300 :]


# ---------------------------------------------------------------- interactions reaching us late


@pytest.mark.parametrize("action", ["start", "roll"])
async def test_an_expired_click_changes_nothing(fake_discord, bot, database, action):
    """Discord delivered the click after its 3 s had passed (the event was held up on the way):
    no answer can reach the player, who sees "This interaction failed" — so the bot must not
    apply it either. An expired Start once left an active game behind a lobby."""
    fake = fake_discord
    board = (await fake.slash(fake.user("alice"), None, "dice play", {"game": "sequence"})).message
    board = await click(fake, fake.user("bob"), board, "join")
    if action == "roll":
        board = await click(fake, fake.user("alice"), board, "start")
    user = mover(fake, board) or fake.user("alice")
    before = await saved(database, game_of(board))
    fake.faults.late_delivery(DISCORD_DEADLINE + 0.5)
    handle = fake.click(user, board, button(board, action).custom_id)
    await fake.wait_until(lambda: handle.expired)
    await asyncio.sleep(0.5)
    after = await saved(database, game_of(board))
    assert (after["version"], after["status"]) == (before["version"], before["status"])
    assert fake.message(board.id) == board and not handle.responses
    await check_saved_game_is_shown(fake, database, game_of(board))
    no_tracebacks(bot)


async def test_a_late_click_still_in_time_is_acknowledged_before_it_is_applied(
    fake_discord, bot, database
):
    """Delivered 2.3 s after the click: the bot acknowledges it at once (a deferred update,
    type 6), then saves and edits the board — instead of saving and answering too late."""
    fake = fake_discord
    board = await open_dice_game(fake, "sequence")
    fake.faults.late_delivery(2.3)
    handle = fake.click(mover(fake, board), board, button(board, "roll").custom_id)
    assert (await handle).type == DEFERRED_UPDATE and not handle.expired
    edited = (await handle.edit()).message
    assert board_version(edited) == board_version(board) + 1
    await check_saved_game_is_shown(fake, database, game_of(board))
    no_tracebacks(bot)


# ---------------------------------------------------------------- answers lost or doubled


@pytest.mark.parametrize(("status", "failures"), [(500, 1), (503, 2)])
async def test_a_click_whose_callback_fails_is_applied_once_and_shown(
    fake_discord, bot, database, status, failures
):
    """The callback answered 5xx: discord.py sends it again after 1 s (in time: the click is
    answered), or, after a second 5xx, after 3 s more — too late, Discord refuses it with 10062.
    The move was saved before the answer, so the board is then redrawn through the channel."""
    fake = fake_discord
    board = await open_dice_game(fake, "sequence")
    fake.faults.server_error("POST", CALLBACK, status=status, count=failures)
    handle = fake.click(mover(fake, board), board, button(board, "roll").custom_id)
    if failures == 1:
        assert (await handle).type == UPDATE_MESSAGE and handle.latency < DISCORD_DEADLINE
    else:
        await fake.wait_until(lambda: handle.expired)
    await fake.wait_until(lambda: board_version(fake.message(board.id)) > board_version(board))
    await check_saved_game_is_shown(fake, database, game_of(board))
    assert len(fake.faults.injected) == failures
    no_tracebacks(bot)


async def test_a_callback_taken_but_answered_502_counts_as_answered(fake_discord, bot, database):
    """Discord took the callback but the gateway in front of it answered 502: discord.py sends
    it again and Discord says 40060 "already acknowledged". The board was edited; the bot
    neither complains in its log nor tells the player something went wrong."""
    fake = fake_discord
    board = await open_dice_game(fake, "sequence")
    fake.faults.taken_then_failed("POST", CALLBACK)
    handle = fake.click(mover(fake, board), board, button(board, "roll").custom_id)
    responses = await handle.settle(quiet=1.5)
    assert [r.kind for r in responses] == ["callback"]  # no apology followed
    assert board_version(fake.message(board.id)) == board_version(board) + 1
    await check_saved_game_is_shown(fake, database, game_of(board))
    no_tracebacks(bot)


async def test_play_again_whose_answer_fails_is_posted_in_the_channel(fake_discord, bot, database):
    """Play again saves a new lobby, then its answer (a new message) fails for good: the lobby
    is posted in the channel and remembered as the new game's board — no ghost game without a
    message blocking the channel."""
    fake = fake_discord
    finished = await play_to_end(fake, await open_dice_game(fake, "sequence"))
    fake.faults.server_error("POST", CALLBACK, count=2)
    handle = fake.click(fake.user("bob"), finished, button(finished, "rematch").custom_id)
    await fake.wait_until(lambda: handle.expired)
    await fake.wait_until(lambda: latest_board(fake).id != finished.id)
    lobby = latest_board(fake)
    await reposted(database, game_of(lobby))
    assert game_of(lobby) != game_of(finished) and header(lobby).startswith("## Sequence")
    await check_saved_game_is_shown(fake, database, game_of(lobby))
    await click(fake, fake.user("alice"), lobby, "join")  # the posted lobby plays on
    await check_saved_game_is_shown(fake, database, game_of(lobby))
    no_tracebacks(bot)


async def test_a_click_on_a_started_lobby_shows_the_game(fake_discord, bot, database):
    """Two copies of a lobby (a /game status repost, say): Join on the one not updated after
    Start brings it up to date, with the stale-board notice, like any click on an old board."""
    fake = fake_discord
    lobby = (await fake.slash(fake.user("alice"), None, "dice play", {"game": "sequence"})).message
    copy = await click(fake, fake.user("bob"), lobby, "join")
    await click(fake, fake.user("alice"), copy, "start")
    handle = fake.click(fake.user("cyril"), lobby, button(lobby, "join").custom_id)
    refreshed = await handle
    assert refreshed.type == UPDATE_MESSAGE
    assert board_version(refreshed.message) == board_version(fake.message(lobby.id))
    notice = await handle.followup()
    assert notice.message.ephemeral
    await check_saved_game_is_shown(fake, database, game_of(lobby))
    no_tracebacks(bot)


# ---------------------------------------------------------------- boards deleted, edits held up


async def test_a_board_deleted_while_its_deferred_edit_is_in_flight_is_posted_again(
    fake_discord, bot, database
):
    """A moderator deletes the board just as the bot edits it after deferring: Discord answers
    10008 Unknown Message. The move was saved: the board is posted again (and remembered),
    and nobody is told the game is unchanged."""
    fake = fake_discord
    board = await open_dice_game(fake, "sequence")
    fake.faults.late_delivery(2.3)  # so that the bot defers, then edits the original response
    fake.faults.delete_first("PATCH", "/webhooks/*/*/messages/@original", board.id)
    handle = fake.click(mover(fake, board), board, button(board, "roll").custom_id)
    await reposted(database, game_of(board), board.id)
    responses = await handle.settle(quiet=1.0)
    unchanged = {t(lang, "error.unexpected") for lang in LANGUAGES}
    assert not any(r.message and r.message.content in unchanged for r in responses)
    assert board_version(latest_board(fake)) == board_version(board) + 1
    await check_saved_game_is_shown(fake, database, game_of(board))
    no_tracebacks(bot)


@pytest.mark.parametrize("refused", [5, None], ids=["then-taken", "for-good"])
async def test_a_board_that_takes_no_more_edits_is_posted_anew(
    fake_discord, bot, database, refused
):
    """A long game's board is refused edits: 30046, Discord's limit on an old message edited
    often (a 429 that discord.py tries five times). The click is answered by the board posted
    anew, saved as the game's board; play goes on there and the next turn's ping links to it.
    The old board says where the game went once Discord takes an edit of it again, else it is
    deleted: left with its buttons, it would be played on where nobody sees the moves."""
    fake = fake_discord
    board = await open_dice_game(fake, "sequence")
    game = game_of(board)
    fake.faults.edit_limit(board.id, count=refused)  # 5: the click's answer, tried five times
    first = mover(fake, board)
    answer = await fake.click(first, board, button(board, "roll").custom_id)
    moved = answer.message
    assert answer.type == ANSWER_MESSAGE and moved.id != board.id
    assert board_version(moved) == board_version(board) + 1
    await reposted(database, game, board.id)
    assert str((await saved(database, game))["message_id"]) == moved.id
    link = Place(int(fake.guild_id), int(fake.channel)).link(int(moved.id))
    if refused:
        await fake.wait_until(lambda: not fake.message(board.id).custom_ids)
        assert board_text(fake.message(board.id)) == t("en", "board.moved", link=link)
    else:
        await fake.wait_until(lambda: board.id not in [m.id for m in fake.messages()])
    while mover(fake, moved) == first:  # play goes on on the new board, to the next turn
        moved = await choose(fake, first, moved)
    assert moved.id == str((await saved(database, game))["message_id"])
    ping = f"<@{mover(fake, moved).id}>"
    await fake.wait_until(lambda: any(m.content.startswith(ping) for m in fake.messages()))
    [pinged] = [m for m in fake.messages() if m.content.startswith(ping)]
    assert pinged.content.endswith(f"→ {link}")
    await check_saved_game_is_shown(fake, database, game)
    no_tracebacks(bot)


@pytest.mark.sqlite_only  # Discord's faults, not the database's (those: test_database_outages)
async def test_domino_table_edits_survive_5xx_deletion_and_rate_limits(
    fake_discord, bot_process, database
):
    """The public table is edited through the channel after each move from a hand. A 503 there
    (which discord.py does not retry) is retried; a 429 is waited out by discord.py while the
    hands keep answering within 3 s; a hand whose answer failed with a 500 comes a second later;
    a table deleted by a moderator, or refused further edits, is posted anew and the game plays
    on there."""
    fake = fake_discord
    bot = await bot_process(TEST_CHANCE_SEED="8")
    table = await open_domino_game(fake, database, "block", ["bob"], target=30)

    fake.faults.server_error("PATCH", CHANNEL_MESSAGE, status=503, count=2)
    await table.turn()
    await check_saved_game_is_shown(fake, database, table.game_id)

    fake.faults.rate_limit("PATCH", CHANNEL_MESSAGE, retry_after=1.0)
    await table.turn()
    assert all(h.latency < DISCORD_DEADLINE for h in fake.interactions)
    await check_saved_game_is_shown(fake, database, table.game_id)

    # The hand's answer (a form with its picture) fails with a 500: discord.py's webhook
    # adapter sends the same body again after 1 s, in time.
    fake.faults.server_error("POST", CALLBACK, status=500, count=1)
    user = table.mover()  # a moderator deletes the table while he looks at his hand
    hand = await table.open_hand(user)
    assert list(hand.files) == ["hand.png"] and hand.files["hand.png"].startswith(b"\x89PNG")
    old_board = table.board_id
    await fake.delete_message(old_board)
    assert (await table.act(user, hand, await table.choice(hand))).type == UPDATE_MESSAGE
    await reposted(database, table.game_id, old_board)
    table.board_id = latest_board(fake).id
    await check_saved_game_is_shown(fake, database, table.game_id)
    await table.turn()  # played on the new table
    await check_saved_game_is_shown(fake, database, table.game_id)
    injected = [fault.split(" -> ")[1] for fault in fake.faults.injected]
    assert injected == ["503", "503", "429", "500"]

    # Discord takes no more edits of the table (30046, tried five times): it is posted anew
    # and the game plays on there; the old one says where it went.
    user = table.mover()
    hand = await table.open_hand(user)
    old_board = table.board_id
    fake.faults.edit_limit(old_board, count=5)
    assert (await table.act(user, hand, await table.choice(hand))).type == UPDATE_MESSAGE
    await reposted(database, table.game_id, old_board)
    table.board_id = latest_board(fake).id
    await fake.wait_until(lambda: not fake.message(old_board).custom_ids)
    await table.turn()
    await check_saved_game_is_shown(fake, database, table.game_id)
    no_tracebacks(bot)


async def test_a_held_up_board_edit_never_lands_over_a_newer_one(fake_discord, bot, database):
    """A player clicks an out-of-date copy of the board: the bot redraws it as the game is,
    but network jitter holds that edit up; meanwhile the next move is made and its edit goes
    out. Discord applies edits in the order they arrive: unless the bot orders them, the board
    would end showing the game without that move."""
    fake = fake_discord
    board = await open_dice_game(fake, "sequence")
    first = mover(fake, board)
    other = fake.user("bob" if first.name == "alice" else "alice")
    moved = await click(fake, first, board, "roll")
    fake.faults.delay("POST", CALLBACK, seconds=1.5)
    stale = fake.click(other, board, button(board, "roll").custom_id)
    await asyncio.sleep(0.5)  # the redraw of Bob's copy is on its way
    await choose(fake, mover(fake, moved), moved)
    await stale.settle(quiet=0.5)
    assert fake.faults.injected and stale.latency < DISCORD_DEADLINE
    await check_saved_game_is_shown(fake, database, game_of(board))
    no_tracebacks(bot)


# ---------------------------------------------------------------- what already worked


async def test_missing_send_messages_changes_nothing(fake_discord, bot, database):
    """Send Messages removed from the bot in the channel: Discord refuses its channel messages
    with 403 50013 Missing Permissions. Interaction responses need no permission, and every
    board is one, so the game goes on as before; only its turn pings (the bot's own messages)
    are not sent."""
    fake = fake_discord
    fake.faults.missing_permissions("POST", "/channels/*/messages")
    board = await open_dice_game(fake, "sequence")
    for _ in range(4):
        board = await choose(fake, mover(fake, board), board)
    await check_saved_game_is_shown(fake, database, game_of(board))
    # Nothing the bot sent needed the permission but a turn ping, not tried again once refused.
    assert len(fake.faults.injected) <= 1
    no_tracebacks(bot)


async def test_play_goes_on_through_gateway_drops_reconnects_and_invalid_sessions(
    fake_discord, bot, database
):
    """The gateway connection closed abnormally: discord.py resumes the session. Op 7
    Reconnect: it closes the socket and resumes at once. A session Discord forgot: the resume
    is answered op 9 Invalid Session (d: false), and it identifies afresh after 1-5 s. After
    each, the next click is answered and applied once."""
    fake = fake_discord
    gateway = fake.gateway
    board = await open_dice_game(fake, "sequence")

    async def after(disturbance, resumed: int, identified: int):
        expected = (gateway.resume_count + resumed, fake.identify_count + identified)
        await disturbance
        await fake.wait_until(
            lambda: (gateway.resume_count, fake.identify_count) == expected and fake.connected
        )

    await after(fake.drop_bot(resumable=True), resumed=1, identified=0)
    board = await choose(fake, mover(fake, board), board)
    await after(fake.faults.ask_to_reconnect(), resumed=1, identified=0)
    board = await choose(fake, mover(fake, board), board)
    await after(fake.drop_bot(resumable=False), resumed=0, identified=1)
    board = await choose(fake, mover(fake, board), board)
    await check_saved_game_is_shown(fake, database, game_of(board))
    no_tracebacks(bot)
