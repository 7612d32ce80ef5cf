"""The daily challenge's costliest decision in words: "Round 4: you kept 3 3 and threw three
dice — keeping 3 3 5 and throwing two dice was worth 6.2 more points on average." The boxes
are named and the points written as on the board."""

from __future__ import annotations

from bot.i18n import t
from cogs.dice.turns import digits
from cogs.yahtzee.board import box_name, points_text
from rules.base import Action
from rules.daily import Decision
from rules.yahtzee import GAMES, YahtzeeRules, YahtzeeState

RULES = {rules.id: rules for rules in GAMES}


def decision_text(decision: Decision, lang: str) -> str:
    rules = RULES[decision.state["game"]]
    state = rules.from_json(decision.state)
    return t(
        lang,
        "yahtzee.daily.decision",
        round=decision.turn,
        chose=_chose(rules, state, decision.chose, lang),
        better=_better(rules, state, decision.better, lang),
        cost=_shown(decision.cost),
    )


def _shown(cost: float) -> float:
    """One decimal, or one significant digit for a cost below 0.1 (never "0 more points")."""
    return round(cost, 1) if cost >= 0.1 else float(f"{cost:.1g}")


def _chose(rules: YahtzeeRules, state: YahtzeeState, action: Action, lang: str) -> str:
    """What the player did, in the past tense where the language has it."""
    if action["type"] == "write":
        return t(lang, "yahtzee.daily.wrote", **_write(rules, state, action, lang))
    if not action["hold"]:
        return t(lang, "yahtzee.daily.rethrew")
    return t(lang, "yahtzee.daily.kept", **_hold(state, action))


def _better(rules: YahtzeeRules, state: YahtzeeState, action: Action, lang: str) -> str:
    """What perfect play would have done, as the subject of "was worth"."""
    if action["type"] == "write":
        return t(lang, "yahtzee.daily.writing", **_write(rules, state, action, lang))
    if not action["hold"]:
        return t(lang, "yahtzee.daily.rethrowing")
    return t(lang, "yahtzee.daily.keeping", **_hold(state, action))


def _write(rules: YahtzeeRules, state: YahtzeeState, action: Action, lang: str) -> dict:
    paid = rules.preview(state)[action["box"]]
    return {
        "points": points_text(paid["score"], paid["five_bonus"] + paid["throw_bonus"]),
        "box": box_name(rules.id, action["box"], lang),
    }


def _hold(state: YahtzeeState, action: Action) -> dict:
    hold = action["hold"]
    return {
        "dice": digits(sorted(state.dice[i] for i in hold)),
        "thrown": len(state.dice) - len(hold),
    }
