"""The smoke test of every game the bot plays (every family's every game, so a new one is in it
by being declared): opened from its family's `/… play`, its lobby filled with computer seats
and started, and its player's first clicks answered with his board redrawn — through the real
bot and the fake Discord, whose checks every request passes."""

from __future__ import annotations

import pytest

from bot.i18n import t
from cogs import FAMILIES
from tests.support.boards import answer, buttons, domino_turn, is_over, mover
from tests.support.fakediscord.store import walk_components

GAMES = {rules.id: family for family in FAMILIES for rules in family.games}
# What no first decision is: asking for help, the lobby's and the ending's own buttons.
NOT_A_MOVE = {"hint", "skip", "rematch", "option", "join", "leave", "cancel", "start"}
UPDATE_MESSAGE = 7
CLICKS = 3  # a selection, then a move: the first clicks of any game


async def open_with_computers(fake, channel: str, game_id: str):
    """Alice opens the game with its family's command and, in its lobby, seats as many
    computers as it needs, then starts it; its board once it is her turn."""
    family, alice = GAMES[game_id], fake.user("alice")
    command = t("en", f"cmd.{family.name}")
    play = next(o for o in fake.commands[command]["options"] if o["name"] == "play")
    options = {"game": game_id} if any(o["name"] == "game" for o in play["options"]) else {}
    board = (await answer(fake.slash(alice, channel, f"{command} play", options))).message
    rules = next(rules for rules in family.games if rules.id == game_id)
    for _ in range(rules.min_players - 1):
        board = (await answer(fake.click(alice, board, _button(board, "computer")))).message
    if _button(board, "start") is not None:
        board = (await answer(fake.click(alice, board, _button(board, "start")))).message
    assert mover(fake, board) == alice, board.components
    return board


def _button(board, action: str) -> str | None:
    return next((b.custom_id for b in buttons(board) if b.action == action), None)


async def first_click(fake, board):
    """Her first decision: from her private hand where the board offers one, else the
    board's first button that is a move, or the first choice of its first menu."""
    alice = fake.user("alice")
    offered = [b for b in buttons(board) if not b.disabled and b.action not in NOT_A_MOVE]
    if any(b.action == "hand" for b in offered):
        return await domino_turn(fake, board)
    pressed = next((b for b in offered if b.custom_id.startswith("g:")), None)
    if pressed is not None:
        handle = fake.click(alice, board, pressed.custom_id)
    else:
        menu = next(c for c in walk_components(board.components) if c.get("options"))
        handle = fake.select(alice, board, menu["custom_id"], [menu["options"][0]["value"]])
    response = await answer(handle)
    assert response.kind == "edit" or response.type == UPDATE_MESSAGE, response.data
    return response.message


@pytest.fixture
async def bot(fake_discord, bot_process):
    return await bot_process()


async def test_every_game_opens_fills_starts_and_takes_its_first_clicks(fake_discord, bot):
    fake = fake_discord
    for game_id in GAMES:
        channel = await fake.add_channel(f"smoke-{game_id}")
        board = await open_with_computers(fake, channel, game_id)
        for _ in range(CLICKS):
            if is_over(board) or mover(fake, board) != fake.user("alice"):
                break
            board = await first_click(fake, board)
        assert board.components, game_id
