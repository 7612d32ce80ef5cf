"""The bot's families, the commands they share and the club's wings beside the games: what
`python -m bot` plays. A new family is one more entry here (README: "Adding a game"); so is a
new wing (docs/ARCHITECTURE.md, "Occasions and wings")."""

from __future__ import annotations

from bot.replay.flow import ReplayFlow
from bot.seasons.flow import SeasonsFlow
from bot.wing import Wing
from cogs import backgammon, daily, dice, domino, tournament, yahtzee
from cogs.games import GameCommands, ServerCommands

FAMILIES = (dice.FAMILY, yahtzee.FAMILY, domino.FAMILY, backgammon.FAMILY)
SHARED_COMMANDS = (GameCommands, ServerCommands)
# Seasons and replays have no commands of their own: /leaderboard season:, /game settings and
# /game replay.
WINGS = (
    daily.WING,
    tournament.WING,
    Wing(name="seasons", make=SeasonsFlow),
    Wing(name="replay", make=ReplayFlow),
)
