"""The real bot process against the fake Discord: backgammon from the slash command to the end
of a game and of a match — the cube, the Crawford game, resignations, the computer, the typed
move with autocomplete, the stepwise move on the board image, refusals and a crash mid-move."""

from __future__ import annotations

import pytest

from tests.e2e.boards import answer, button, buttons, click, is_over
from tests.e2e.fakediscord.store import SentMessage, walk_components

EPHEMERAL = 64
AUTOCOMPLETE_RESULT = 8


@pytest.fixture
async def bot(fake_discord, bot_process):
    return await bot_process(TEST_CHANCE_SEED="7")


async def open_game(fake, options=None, opponent="bob") -> SentMessage:
    alice = fake.user("alice")
    board = (await answer(fake.slash(alice, None, "backgammon play", options or {}))).message
    if opponent == "computer":
        board = await click(fake, alice, board, "computer")
    else:
        board = await click(fake, fake.user(opponent), board, "join")
    return await click(fake, alice, board, "start")


def mover(fake, board: SentMessage):
    """Who decides now: the ▶️ seat of the board."""
    scores = board.embeds[0]["fields"][0]["value"]
    for line in scores.splitlines():
        if line.startswith("▶️"):
            return next(u for u in map(fake.user, ("alice", "bob")) if f"<@{u.id}>" in line)
    return None


def other(fake, user):
    return fake.user("bob" if user.name == "alice" else "alice")


def actions(board: SentMessage) -> set[str]:
    return {b.action for b in buttons(board) if not b.disabled}


def select(board: SentMessage, action: str) -> dict:
    return next(
        c
        for c in walk_components(board.components)
        if c.get("custom_id", "").startswith(f"s:") and f":{action}:" in c["custom_id"]
    )


async def choose(fake, user, board: SentMessage, action: str, value: str) -> SentMessage:
    menu = select(board, action)
    return (await answer(fake.select(user, board, menu["custom_id"], [value]))).message


async def typed_move(fake, user, text: str = "") -> SentMessage:
    """/backgammon move with the first choice the autocomplete offers for `text`."""
    response = await fake.autocomplete(
        user, None, "backgammon move", {"notation": text}, "notation"
    )
    assert response.type == AUTOCOMPLETE_RESULT
    choices = response.data["data"]["choices"]
    assert choices, "no legal move offered"
    response = await answer(
        fake.slash(user, None, "backgammon move", {"notation": choices[0]["value"]})
    )
    return response.message


async def one_turn(fake, board: SentMessage) -> SentMessage:
    """The mover rolls if asked, then plays the first move the autocomplete offers."""
    user = mover(fake, board)
    if "roll" in actions(board):
        board = await click(fake, user, board, "roll")
    if is_over(board) or mover(fake, board) != user or "confirm" in actions(board):
        return board
    if select_exists(board, "pick"):
        return await typed_move(fake, user)
    return board


def select_exists(board: SentMessage, action: str) -> bool:
    return any(f":{action}:" in c for c in board.custom_ids)


def image_of(board: SentMessage) -> bytes:
    assert board.embeds[0]["image"]["url"] == "attachment://backgammon.png"
    return board.files["backgammon.png"]


async def test_the_command_opens_a_board_with_the_image(fake_discord, bot):
    fake = fake_discord
    board = await open_game(fake)
    assert image_of(board).startswith(b"\x89PNG")
    assert "Position ID" in board.embeds[0]["description"]
    assert actions(board) >= {"roll", "double"} or select_exists(board, "pick")
