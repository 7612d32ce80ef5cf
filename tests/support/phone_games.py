"""The games the phone test holds to a phone screen (tests/cogs/test_phone_boards.py), and each
board drawn along them as a phone shows it: what the test and benchmarks/phone_boards.py
share."""

from __future__ import annotations

import contextlib
import json
from collections.abc import AsyncIterator
from datetime import timedelta
from functools import cache
from itertools import count

from bot.board import Board
from bot.frame import render
from bot.models import utcnow
from cogs.backgammon.board import BackgammonBoard
from cogs.backgammon.engine import BackgammonEngine
from cogs.dice.board import DiceBoard
from cogs.domino.board import DominoBoard
from cogs.yahtzee.board import YahtzeeBoard
from rules import registry
from tests.support.phone import Shown, show
from tests.support.saved_games import played, saved_game

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
MEMBERS = {str(100 + seat): name for seat, name in enumerate(NAMES)}  # a mention's name


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


async def drawn_along(game_id: str, players: int, lang: str) -> AsyncIterator[tuple[str, Shown]]:
    """Each board drawn along the game ("live", "private" or "end") as a phone shows it."""
    async with board_of(registry.get(game_id).family) as board:
        for snap in boards(game_id, players):
            ended = snap.game.status == "finished"
            await board.prepare(snap)  # as the bot does: an engine's analysis, a review
            yield ("end" if ended else "live"), show(render(board, snap, lang), MEMBERS)
            if not ended and snap.to_move is not None and not snap.seats[snap.to_move].computer:
                topic = PRIVATE.get(snap.rules.family, "hint")
                private = await board.private(snap, snap.to_move, lang, topic)
                if private:
                    yield "private", show(private, MEMBERS)


def drawing_board(family: str) -> Board:
    """A new board of the family for drawing alone: its own (a board keeps what it works out
    by game number), backgammon's engine never started (drawing needs none)."""
    if family == "backgammon":
        return BackgammonBoard(BackgammonEngine())
    return type(BOARDS[family])()


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
