"""The daily challenge's costliest decision in words (rules/dice/daily.py prices the decisions
of the banking games): "Turn 4: you set aside 1 5 and threw 4 dice — setting aside 1 5 and
banking 350 was worth 31 more points on average."

What the player did is said as he did it, what was better as an option; the dice set aside
are written as the board's history writes them (`turns.digits`).
"""

from __future__ import annotations

from bot.i18n import t
from cogs.dice.turns import digits
from rules.base import Action
from rules.daily import Decision
from rules.dice import selection_score
from rules.dice.state import DiceState, state_from_json

# What the player did ("you …") and what was better ("… was worth"), by how the action ends:
# (sets dice aside?, banks?) → the message.
_CHOSE = {
    (True, True): "dice.daily.chose_keep_bank",
    (False, True): "dice.daily.chose_bank",
    (True, False): "dice.daily.chose_keep_roll",
    (False, False): "dice.daily.chose_roll",
}
_BETTER = {
    (True, True): "dice.daily.better_keep_bank",
    (False, True): "dice.daily.better_bank",
    (True, False): "dice.daily.better_keep_roll",
    (False, False): "dice.daily.better_roll",
}


def decision_text(decision: Decision, lang: str) -> str:
    state = state_from_json(decision.state)
    return t(
        lang,
        "dice.daily.decision",
        turn=decision.turn,
        chose=_phrase(_CHOSE, state, decision.chose, lang),
        better=_phrase(_BETTER, state, decision.better, lang),
        cost=round(decision.cost),
    )


def better_phrase(decision: Decision, lang: str) -> str:
    """What was better than the decision, as an option ("setting aside 1 and throwing 5
    dice"): the end board's costliest decision says it too (cogs/dice/story.py)."""
    return _phrase(_BETTER, state_from_json(decision.state), decision.better, lang)


def _phrase(keys: dict[tuple[bool, bool], str], state: DiceState, action: Action, lang: str) -> str:
    """The action in words: the dice it sets aside, then the total it banks or the dice it
    throws (all six after hot dice or a six-dice score)."""
    keep = action.get("keep", [])
    total = state.turn_total + (selection_score(state, keep) or 0)
    key = keys[bool(keep), action["type"] == "bank"]
    dice = digits(sorted(state.throw[i] for i in keep))
    return t(lang, key, dice=dice, total=total, count=state.dice_left - len(keep) or 6)
