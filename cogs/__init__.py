"""The bot's families and the commands they share: what `python -m bot` plays. A new family is
one more entry here (README: "Adding a game")."""

from __future__ import annotations

from cogs import backgammon, dice, domino, yahtzee
from cogs.daily import DailyCommands
from cogs.games import GameCommands, ServerCommands
from cogs.tournament import TournamentCommands

FAMILIES = (dice.FAMILY, yahtzee.FAMILY, domino.FAMILY, backgammon.FAMILY)
SHARED_COMMANDS = (GameCommands, ServerCommands, DailyCommands, TournamentCommands)
