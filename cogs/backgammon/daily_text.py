"""The words of backgammon's daily challenge: its costliest (its only) decision, as a player
reads it, with the moves in the board's notation (rules/backgammon/notation.py)."""

from __future__ import annotations

from bot.i18n import t
from rules.backgammon.daily import UNPLAYED
from rules.daily import Decision


def decision_text(decision: Decision, lang: str) -> str:
    """ "You played 13/7 8/7; the best move was 24/18 13/9." (what it gave away is the
    result's line), or for a position left unplayed, the best move."""
    params = {"better": decision.better["move"]}
    if decision.chose == UNPLAYED:
        return t(lang, "daily.backgammon.unplayed", **params)
    return t(lang, "daily.backgammon.played", chose=decision.chose["move"], **params)
