"""A tournament's rules: who plays whom each round, and how the field stands. Pure and
deterministic, like every game's rules: the bot saves the entrants and every table's outcome,
and asks a format for the next round's tables and the standings (bot/tournaments/service.py).

Entrants are numbered 0..n-1 in the order they signed up; their rating (at the tournament's
start) seeds them. A round is a list of tables, each a tuple of entrant numbers: two seats for
a duel format (knockout, swiss, round robin), up to `Settings.seats` for `tables`, and one
seat for a bye (scored as a win, at most once per entrant, in swiss)."""

from rules.tournament.formats import FORMATS, Format
from rules.tournament.types import Entrant, Outcome, Row, Settings, Table

__all__ = ["FORMATS", "Entrant", "Format", "Outcome", "Row", "Settings", "Table"]
