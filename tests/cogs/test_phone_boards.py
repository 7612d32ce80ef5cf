"""Every board fits a phone: drawn as Discord's phone client shows it (tests/support/phone.py),
the live board — along a whole game between computer players, so its typical and its tallest
positions — the end board and the private view (a domino hand, a hint) are at most 650 px tall
(the chat area a phone shows above its keyboard), and the text on every picture is at least
12 px as shown, in English, Czech and Polish. The games and their boards drawn along:
tests/support/phone_games.py (benchmarks/phone_boards.py draws the same)."""

from __future__ import annotations

import dataclasses
import json

import pytest

from bot.frame import render
from bot.models import LoggedAction, utcnow
from bot.ratings import Change
from cogs.backgammon.board import BackgammonBoard
from cogs.backgammon.engine import BackgammonEngine
from tests.support.phone import show
from tests.support.phone_games import (
    BOARDS,
    GAMES,
    MEMBERS,
    PHONE_SCREEN,
    SMALLEST_TEXT,
    boards,
    drawn_along,
)


@pytest.mark.parametrize("lang", ["en", "cs", "pl"])
@pytest.mark.parametrize(("game_id", "players"), GAMES)
async def test_every_board_fits_a_phone_screen_and_its_pictures_text_is_legible(
    game_id, players, lang
):
    shown = await on_a_phone(game_id, players, lang)
    too_tall = {kind: height for kind, (height, _) in shown.items() if height > PHONE_SCREEN}
    assert not too_tall, too_tall
    small = {kind: text for kind, (_, text) in shown.items() if text and text < SMALLEST_TEXT}
    assert not small, small


@pytest.mark.parametrize("lang", ["en", "cs", "pl"])
async def test_a_backgammon_board_with_the_tutors_line_fits_a_phone_screen(lang):
    """The tutor's note on the person's last decision (a beginner's game against the
    computer), on every board where he is to move: the longest one, a very bad move."""
    note = {"skill": "very_bad", "chosen": "24/18 13/11", "best": "13/7 13/11", "dice": [6, 2]}
    board = BackgammonBoard(BackgammonEngine())  # never started: drawing needs no engine
    heights = []
    for snap in boards("backgammon", 2):
        if snap.game.status == "active" and snap.to_move == 0:
            tutor = json.dumps({**note, "loss": 0.123})
            record = LoggedAction(snap.game.id, 1 << 30, 0, "tutor", tutor, None, utcnow())
            snap.recent.append(record)
            heights.append(show(render(board, snap, lang), MEMBERS).height)
    assert heights and max(heights) <= PHONE_SCREEN


@pytest.mark.parametrize("lang", ["en", "cs", "pl"])
@pytest.mark.parametrize("players", [3, 5, 8])
@pytest.mark.parametrize("game_id", ["general", "kosci"])
async def test_a_yahtzee_end_board_with_two_peoples_rating_lines_fits_a_phone_screen(
    game_id, players, lang
):
    """A rated game's end: two people's ratings before and after (one still provisional) under
    who won, over the card's every row, its shares of perfect play and its legend."""
    board = BOARDS["yahtzee"]
    *_, end = boards(game_id, players)
    await board.prepare(end)
    changes = {0: Change(1500.4, 1523.2, False), 1: Change(1210.0, 1188.0, True)}
    layout = render(board, dataclasses.replace(end, ratings=changes), lang)
    digits = ["".join(filter(str.isdigit, block)) for block in [layout.header, *layout.blocks]]
    assert any("15001523" in block and "12101188" in block for block in digits)  # both lines
    shown = show(layout, MEMBERS)
    assert shown.height <= PHONE_SCREEN and shown.smallest_text >= SMALLEST_TEXT


async def on_a_phone(game_id: str, players: int, lang: str) -> dict[str, tuple[int, float]]:
    """What was drawn along the game (its live boards, private views and end board): each
    one's height and smallest picture text as a phone shows them."""
    shown = {}
    async for kind, phone in drawn_along(game_id, players, lang):
        shown[f"{kind} #{len(shown)}"] = (phone.height, phone.smallest_text)
    assert any(kind.startswith("end") for kind in shown)
    return shown
