"""Every board fits a phone: drawn as Discord's phone client shows it (tests/support/phone.py),
the live board — along a whole game between computer players, so its typical and its tallest
positions — the end board and the private view (a domino hand, a hint) are at most 650 px tall
(the chat area a phone shows above its keyboard), and the text on every picture is at least
12 px as shown, in English, Czech and Polish."""

from __future__ import annotations

import contextlib
import json
from collections.abc import AsyncIterator
from datetime import timedelta
from functools import cache
from itertools import count

import pytest

from bot.board import Board
from bot.frame import render
from bot.models import LoggedAction, utcnow
from cogs.backgammon.board import BackgammonBoard
from cogs.backgammon.engine import BackgammonEngine
from cogs.dice.board import DiceBoard
from cogs.domino.board import DominoBoard
from cogs.yahtzee.board import YahtzeeBoard
from rules import registry
from tests.cogs.test_board_limits import played
from tests.support.phone import Shown, show
from tests.support.saved_games import saved_game

PHONE_SCREEN = 650  # px of a message a phone shows at once
SMALLEST_TEXT = 12  # px of text on a picture, as shown
SAMPLED = 24  # live positions drawn along a game (every one would take seconds)
# The last seat is a computer's.
NAMES = ["Alžběta", "Jaroslav", "Wojciech", "Zdeněk", "Bohumila", "Przemysław", "Kateřina", "Ola"]
BOARDS = {"dice": DiceBoard(), "yahtzee": YahtzeeBoard(), "domino": DominoBoard()}
GAMES = [
    # Dice games of two, and of the most players they take (the longest score list), and the
    # end boards of five and six (their placings and story the tallest).
    *((game, players) for game in ("ones_and_fives", "six_dice", "sequence") for players in (2, 8)),
    *((game, players) for game in ("figures", "forbidden") for players in (2, 6)),
    ("figures", 8),
    ("ones_and_fives", 5),
    # Yahtzee: the card's parts side by side up to four players, one under the other from five.
    *((game, players) for game in ("general", "kosci") for players in (1, 2, 3, 4, 5, 8)),
    *(("block", players) for players in (2, 4)),  # dominoes: every count of players
    *(("train", players) for players in (2, 3, 4)),
    *(("fours", players) for players in (2, 3)),
    ("matador", 2),
    ("sevastopol", 4),
    ("solo", 1),
    ("backgammon", 2),
]
# A match to 5 with hints on against a quick computer: the score, the Crawford game, hints.
OPTIONS = {
    "yahtzee": {"hints": "on"},
    "backgammon": {"match_to": 5, "hints": "on", "level": "expert"},
}
PRIVATE = {"domino": "hand"}  # the private view: a domino hand, else a hint
# Each game its own number (boards keep what they work out per game), as long as a busy year's.
GAME_NUMBERS = count(200_000)


@cache
def game(game_id: str, players: int) -> tuple[list, list]:
    return played(game_id, players, OPTIONS.get(registry.get(game_id).family, {}))


def boards(game_id: str, players: int):
    """(snapshot, sampled) of the game's positions: every sampled live one and the end."""
    rules = registry.get(game_id)
    states, log = game(game_id, players)
    step = max(1, len(states) // SAMPLED)
    number = next(GAME_NUMBERS)
    for index, (state, logged) in enumerate(states):
        over = rules.is_over(state)
        if index % step and not over:
            continue
        yield saved_game(
            game_id,
            state,
            NAMES[:players],
            computers=(players - 1,) if players > 1 else (),
            recent=log[:logged][-40:],
            history=log[:logged] if over else None,
            status="finished" if over else "active",
            options=json.dumps(OPTIONS.get(rules.family, {})),
            turn_started_at=utcnow() - timedelta(minutes=1),
            server_seed="ab" * 32,
            id=number,
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
    members = {str(100 + seat): name for seat, name in enumerate(NAMES)}
    heights = []
    for snap in boards("backgammon", 2):
        if snap.game.status == "active" and snap.to_move == 0:
            tutor = json.dumps({**note, "loss": 0.123})
            record = LoggedAction(snap.game.id, 1 << 30, 0, "tutor", tutor, None, utcnow())
            snap.recent.append(record)
            heights.append(show(render(board, snap, lang), members).height)
    assert heights and max(heights) <= PHONE_SCREEN


async def on_a_phone(game_id: str, players: int, lang: str) -> dict[str, tuple[int, float]]:
    """What was drawn along the game (its live boards, private views and end board): each
    one's height and smallest picture text as a phone shows them."""
    shown = {}
    async for kind, phone in drawn_along(game_id, players, lang):
        shown[f"{kind} #{len(shown)}"] = (phone.height, phone.smallest_text)
    assert any(kind.startswith("end") for kind in shown)
    return shown


async def drawn_along(game_id: str, players: int, lang: str) -> AsyncIterator[tuple[str, Shown]]:
    """Each board drawn along the game ("live", "private" or "end") as a phone shows it."""
    members = {str(100 + seat): name for seat, name in enumerate(NAMES)}
    async with board_of(registry.get(game_id).family) as board:
        for snap in boards(game_id, players):
            ended = snap.game.status == "finished"
            await board.prepare(snap)  # as the bot does: an engine's analysis, a review
            yield ("end" if ended else "live"), show(render(board, snap, lang), members)
            if not ended and snap.to_move is not None and not snap.seats[snap.to_move].computer:
                topic = PRIVATE.get(snap.rules.family, "hint")
                private = await board.private(snap, snap.to_move, lang, topic)
                if private:
                    yield "private", show(private, members)


@contextlib.asynccontextmanager
async def board_of(family: str) -> AsyncIterator[Board]:
    """The family's board; backgammon's with GNU Backgammon's engine started (its hint is the
    engine's, and a third of a second to start)."""
    if family != "backgammon":
        yield BOARDS[family]
        return
    engine = BackgammonEngine()
    await engine.start()
    try:
        yield BackgammonBoard(engine)
    finally:
        await engine.close()
