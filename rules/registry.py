"""Every game by id. Families export `GAMES` from their package."""

from __future__ import annotations

from rules.backgammon import GAMES as BACKGAMMON_GAMES
from rules.base import GameRules
from rules.dice import GAMES as DICE_GAMES
from rules.domino import GAMES as DOMINO_GAMES
from rules.yahtzee import GAMES as YAHTZEE_GAMES

GAMES: dict[str, GameRules] = {
    game.id: game for game in (*DICE_GAMES, *YAHTZEE_GAMES, *DOMINO_GAMES, *BACKGAMMON_GAMES)
}


def get(game_id: str) -> GameRules:
    return GAMES[game_id]
