"""A database that goes away and comes back (bot/outages.py), against the real bot, in the middle
of games: PostgreSQL stopped for ten seconds (a restart for maintenance, a failover), SQLite's
disk full (tests/support/outages.py says how each is made, and why so).

Meanwhile every click that needs the database is answered within Discord's 3 s, privately, in
the player's language ("the table can't be saved right now"); nothing is half-saved (the game as
stored and as shown is the game from before); the background work goes on (the housekeeping's
rounds, each failing one a line in the log). Once the database is back, play goes on with no
restart of the bot, and its log holds one line per refusal and no traceback.
"""

from __future__ import annotations

import asyncio
import time

import pytest
from sqlalchemy.ext.asyncio import AsyncEngine

from bot.i18n import language, t
from tests.conftest import DATABASES
from tests.e2e.test_discord_faults import (
    DISCORD_DEADLINE,
    check_saved_game_is_shown,
    game_of,
    no_tracebacks,
    saved,
)
from tests.e2e.test_game_threads import end_long_ago, open_in_thread, start_two_player_game
from tests.support.boards import board_version, button, buttons, click, mover, play_to_end
from tests.support.fakediscord import FakeDiscord, SentMessage
from tests.support.fakediscord.models import FakeUser
from tests.support.outages import FullDisk

CHANNEL_MESSAGE = 4  # an interaction answered with a message of its own
MOVES = ("roll", "bank", "end")  # a dice board's buttons that change the game
# How long each database stays away: PostgreSQL as long as a quick restart takes; a full disk
# has nothing to wait for (freeing space ends it), so a few rounds of clicks.
DOWN_SECONDS = {"postgresql": 10.0, "sqlite": 3.0}
CLICK_EVERY = 1.0  # seconds between rounds of clicks meanwhile
HOUSEKEEPING_SECONDS = 1


@pytest.fixture(params=DATABASES)
def database_url(request, tmp_path) -> str:
    """As everywhere, but SQLite's files are on a small disk of their own."""
    if request.param == "postgresql":
        return request.getfixturevalue("postgres_url")
    disk = request.getfixturevalue("small_disk")
    return f"sqlite+aiosqlite:///{disk.folder / 'bot.db'}"


@pytest.fixture
def small_disk(tmp_path):
    disk = FullDisk(tmp_path / "disk")
    yield disk
    disk.restore()  # after the bot is stopped: bot_process is torn down first


@pytest.fixture
def outage(request, database_url):
    """The way this database goes away: `await outage.begin()`, `await outage.end()`."""
    if database_url.startswith("postgresql"):
        return request.getfixturevalue("postgres_downtime")
    return request.getfixturevalue("small_disk")


def a_move(board: SentMessage) -> str:
    """The custom_id of a button of the board that changes the game (not a die's toggle)."""
    return next(b.custom_id for b in buttons(board) if b.action in MOVES and not b.disabled)


async def refused(fake: FakeDiscord, user: FakeUser, board: SentMessage, custom_id: str) -> None:
    """The click is answered in time, privately, with the outage's refusal in the user's
    language; the board stays as it was."""
    handle = fake.click(user, board, custom_id)
    response = await handle
    assert response.type == CHANNEL_MESSAGE and response.message.ephemeral, response.data
    assert response.message.content == t(language(user.locale), "error.database")
    assert handle.latency < DISCORD_DEADLINE, handle.latency
    assert fake.message(board.id).components == board.components


async def game_state(database: AsyncEngine, game_id: int) -> dict:
    """What a move changes of a saved game (not the facts about its messages)."""
    game = await saved(database, game_id)
    return {field: game[field] for field in ("version", "status", "state", "log", "seats")}


async def test_play_goes_on_through_a_database_outage(
    fake_discord, bot_process, database, database_url, outage, clock
):
    fake = fake_discord
    bot = await bot_process(HOUSEKEEPING_SECONDS=str(HOUSEKEEPING_SECONDS))
    alice, cyril = fake.user("alice"), fake.user("cyril")
    _, thread = await open_in_thread(fake, {"where": "thread"})  # Alice's game with Bob
    board = await start_two_player_game(fake, thread["id"])
    board = await click(fake, mover(fake, board), board, "roll")
    lobby = (await fake.slash(alice, fake.other_channel, "dice play", {"game": "sequence"})).message
    game, waiting = game_of(board), game_of(lobby)
    before = await game_state(database, game)
    lobby_before = await game_state(database, waiting)

    went_down = time.monotonic()
    await outage.begin()
    refusals = 0
    down_until = time.monotonic() + DOWN_SECONDS[database.dialect.name]
    while time.monotonic() < down_until:
        # The player to move plays (a move is saved whole or not at all); Cyril, who speaks
        # Polish, joins the lobby next door (a lobby's change, one transaction too).
        await refused(fake, mover(fake, board), board, a_move(board))
        await refused(fake, cyril, lobby, button(lobby, "join").custom_id)
        refusals += 2
        await asyncio.sleep(CLICK_EVERY)
    # Typing a backgammon move meanwhile: no list of moves (a nicety), and no traceback.
    typed = fake.autocomplete(alice, thread["id"], "backgammon move", {"notation": ""}, "notation")
    assert (await typed).data["data"]["choices"] == []
    await outage.end()
    down = time.monotonic() - went_down  # (a server's restart under load takes seconds more)

    # Nothing of the refused clicks was saved.
    assert await game_state(database, game) == before
    assert await game_state(database, waiting) == lobby_before
    # The first clicks after it are saved and shown, with no restart: the bot reconnected.
    lobby = await click(fake, cyril, lobby, "join")
    board = await click(fake, mover(fake, board), board, "roll")
    assert board_version(board) == before["version"] + 1
    board = await play_to_end(fake, board)
    await check_saved_game_is_shown(fake, database, game)
    await check_saved_game_is_shown(fake, database, waiting)
    # The housekeeping lived through it: its next round archives the thread of a game that
    # ended long ago.
    await end_long_ago(database, thread["id"], clock.now())
    await fake.wait_until(lambda: fake.store.archived(thread["id"]), timeout=10)

    log = bot.log_path.read_text()
    no_tracebacks(bot)
    assert log.count("refused: the database is unavailable") == refusals
    if database.dialect.name == "postgresql":  # (on a full disk it reads, with nothing to write)
        rounds = down / HOUSEKEEPING_SECONDS  # one line a round while it was down, no storm
        assert 0 < log.count("housekeeping round failed") <= rounds + 2
