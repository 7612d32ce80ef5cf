"""Was it the dice? (rules/story.py) told for Generał and Kości, in points: a seat's worth is
its card's expected final total under optimal solitaire play (rules/yahtzee/strategy.py's
plans: the points written and the expected rest; `expected_total` for the seat to move).
Every card's expectation begins with the game (the optimum of an empty card); the others'
turns leave it as it is."""

from __future__ import annotations

from collections.abc import Iterable

from rules.base import Action
from rules.story import SeatStory, Values, tell
from rules.yahtzee.game import YahtzeeRules, YahtzeeState
from rules.yahtzee.strategy import best_action, expected_total, plan


def story(
    rules: YahtzeeRules, players: int, log: Iterable[tuple[int | None, str, Action]]
) -> list[SeatStory]:
    return tell(rules, _CardValues(rules, {}), players, log)


class _CardValues(Values):
    def worth(self, state: YahtzeeState, seat: int, since: YahtzeeState | None = None) -> float:
        variant, card = self.rules.variant, state.cards[seat]
        if state.seat is None or state.resigned[seat] or card.filled == len(variant.boxes):
            return float(variant.total(card))
        if seat != state.seat:  # its turn to come
            return card.written_points + plan(variant, *variant.summary(card)).start
        return expected_total(variant, state)

    def started(self, state: YahtzeeState, since: YahtzeeState | None = None) -> list[int]:
        return list(range(len(state.cards))) if since is None else []

    def turn(self, state: YahtzeeState, seat: int) -> int:
        return state.cards[seat].filled + 1

    def best(self, state: YahtzeeState) -> Action:
        return best_action(self.rules.variant, state)
