"""Shared test helpers: games by id, scripted turns, a fast seeded chance source."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rules.base import Action, FixedDice, play_chance, resolve_options
from rules.dice import GAMES, DiceState

RULES = {game.id: game for game in GAMES}


def new(game_id: str, players: int = 1, **options: Any) -> DiceState:
    game = RULES[game_id]
    return game.new_game(resolve_options(game.options, options), players)


def play(
    game_id: str, state: DiceState, steps: Sequence[tuple[Action, Sequence[int] | None]]
) -> DiceState:
    """Apply each action, then throw the scripted dice (None: no throw follows)."""
    game = RULES[game_id]
    for action, dice in steps:
        state = game.apply(state, action)
        if dice is not None:
            state, _ = play_chance(game, state, FixedDice(dice))
    return state
