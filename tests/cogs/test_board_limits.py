"""The largest boards of every game stay within Discord's Components V2 limits (40 components,
4000 characters of text), checked by the fake Discord's own limit rules: every game played
to its end by computer players at the most seats it takes, with the longest names Discord
allows, every turn overdue (so that the button playing for an absent player shows too); the
boards drawn along the way, the final one, and the domino hands and Yahtzee hints."""

from __future__ import annotations

import json
from datetime import timedelta

import pytest

from bot.board import Board
from bot.frame import render
from bot.layout import Layout
from bot.models import utcnow
from cogs.backgammon.board import BackgammonBoard
from cogs.backgammon.engine import BackgammonEngine
from cogs.dice.board import DiceBoard
from cogs.domino.board import DominoBoard
from cogs.yahtzee.board import YahtzeeBoard
from rules import registry
from tests.rules.domino.helpers import position
from tests.support.fakediscord.limits import MESSAGE_CREATE, Context, breaches
from tests.support.fakediscord.limits.components import IS_COMPONENTS_V2, TEXT_DISPLAY
from tests.support.fakediscord.limits.rulebook import walk_components
from tests.support.saved_games import played, saved_game

BOARDS: dict[str, Board] = {
    "dice": DiceBoard(),
    "yahtzee": YahtzeeBoard(),
    "domino": DominoBoard(),
    "backgammon": BackgammonBoard(BackgammonEngine()),  # never started: drawing needs no engine
}
LARGEST = {  # game: (seats, options)
    "ones_and_fives": (8, {}),
    "six_dice": (8, {}),
    "figures": (8, {}),
    "sequence": (8, {}),
    "forbidden": (8, {}),
    "general": (8, {"hints": "on"}),
    "kosci": (8, {"hints": "on"}),
    "block": (4, {}),
    "matador": (2, {}),
    "fours": (3, {}),
    "sevastopol": (4, {}),
    "solo": (1, {}),
    "train": (4, {}),
    "backgammon": (2, {"match_to": 15, "hints": "on", "level": "expert"}),  # a quick computer
}
NAME = "Ŵ" * 32  # Discord's longest display name
BUSY_YEAR = 200_000  # game numbers as long as a busy year's
PRIVATE = {"domino": ("hand",), "yahtzee": ("hint",)}  # backgammon's hint needs the engine
DRAWN_PER_GAME = 30  # boards drawn along each game (every state would take minutes)


def measure(layout: Layout) -> tuple[int, int]:
    """(components, characters of text) of the message, after checking it as the fake does."""
    message = {"flags": IS_COMPONENTS_V2, "components": layout.view().to_components()}
    found = [
        f"{pointer}: {text}" for pointer, _, text in breaches(MESSAGE_CREATE, message, Context())
    ]
    assert not found, found
    walked = [component for component, _ in walk_components(message["components"], "")]
    text = sum(len(c.get("content", "")) for c in walked if c["type"] == TEXT_DISPLAY)
    return len(walked), text


@pytest.mark.parametrize("game_id", list(LARGEST))
async def test_the_largest_boards_keep_within_discord_limits(game_id):
    seats, options = LARGEST[game_id]
    rules = registry.get(game_id)
    board = BOARDS[rules.family]
    states, log = played(game_id, seats, options)
    step = max(1, len(states) // DRAWN_PER_GAME)
    largest = (0, 0)
    overdue = utcnow() - timedelta(days=1)
    for index, (state, logged) in enumerate(states):
        over = rules.is_over(state)
        sampled = index % step == 0 or index >= len(states) - 3
        if not sampled and rules.family != "domino":  # a hand's plays change with every tile
            continue
        snap = saved_game(
            game_id,
            state,
            [NAME] * seats,
            recent=log[:logged][-40:],
            history=log[:logged] if over else None,
            status="finished" if over else "active",
            options=json.dumps(options),
            turn_started_at=overdue,
            server_seed="ab" * 32,
            id=BUSY_YEAR + list(LARGEST).index(game_id),  # boards keep what they work out per id
        )
        drawn = [render(board, snap, "cs")] if sampled else []
        if snap.to_move is not None:
            for topic in PRIVATE.get(rules.family, ()):
                private = await board.private(snap, snap.to_move, "cs", topic)
                drawn.extend([private] if private else [])  # solo's tiles are on the board
        for layout in drawn:
            components, text = measure(layout)
            largest = (max(largest[0], components), max(largest[1], text))
    print(f"{game_id}: at most {largest[0]} components, {largest[1]} characters of text")


@pytest.mark.parametrize(("tiles", "controls"), [(1, 6), (2, 2), (12, 4)])
async def test_the_fullest_domino_hand_keeps_within_discord_limits(tiles, controls):
    """Every 12 of the hand fits the central train, the own one and three open ones: 5 plays
    are a button each (and Refresh), 10 a select menu, 60 fill three."""
    hand = [f"12-{n}" for n in range(tiles)]
    state = position(
        "train",
        [hand, ["0-0"], ["1-1"], ["2-2"]],
        "12-12",
        [[]] * 5,
        open_trains=(True,) * 4,
        roots=(12,) * 5,
    )
    snap = saved_game("train", state, [NAME] * 4, turn_started_at=utcnow() - timedelta(days=1))
    private = await BOARDS["domino"].private(snap, 0, "cs", "hand")
    assert len(private.controls) == controls
    components, text = measure(private)
    assert components <= 40 and text <= 4000
