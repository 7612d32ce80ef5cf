"""The daily challenge's costliest decision in words (rules/domino/daily.py `compare`): the
play made, the play perfect play on the same deal would have made, and how many more tiles
that kept within reach. Tiles and ends as the domino board words them."""

from __future__ import annotations

from bot.i18n import t
from cogs.domino.board import END_KEYS, tile_text
from rules.base import Action
from rules.daily import Decision


def decision_text(decision: Decision, lang: str) -> str:
    """E.g. "Turn 3: you placed 2|5 on the left end — 5|5 on the right end would have let you
    place 3 more tiles." """
    return t(
        lang,
        "domino.daily_decision",
        turn=decision.turn,
        chose=_action_words(decision.chose, "chose", lang),
        better=_action_words(decision.better, "better", lang),
        count=round(decision.cost),
    )


def _action_words(action: Action, role: str, lang: str) -> str:
    """A play (the base has no end) or a resignation, as what the player did ("chose") or
    what would have been better ("better")."""
    if action["type"] == "resign":
        return t(lang, "domino.daily_chose_resign")
    tile = tile_text(action["tile"])
    if "end" not in action:
        key = "domino.daily_chose_base" if role == "chose" else "domino.daily_better_base"
        return t(lang, key, tile=tile)
    key = "domino.daily_chose_play" if role == "chose" else "domino.daily_better_play"
    return t(lang, key, tile=tile, end=t(lang, END_KEYS[action["end"]]))
