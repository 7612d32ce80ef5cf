"""Was it the dice? (rules/story.py) told for Generał and Kości, in points: a seat's worth is
its card's expected final total under optimal solitaire play (rules/yahtzee/strategy.py's
plans: the points written and the expected rest), from the state of its turn — before the
first throw, a roll of the dice not held, or the dice to decide on. Every card's expectation
begins with the game (the optimum of an empty card); the others' turns leave it as it is."""

from __future__ import annotations

from collections.abc import Iterable

from rules.base import Action
from rules.story import SeatStory, Values, tell
from rules.yahtzee.dice import PROPER_KEEPS, THROWS_PER_TURN, keep_index, roll_index
from rules.yahtzee.game import YahtzeeRules, YahtzeeState
from rules.yahtzee.strategy import best_action, plan


def story(
    rules: YahtzeeRules, players: int, log: Iterable[tuple[int | None, str, Action]]
) -> list[SeatStory]:
    return tell(rules, _CardValues(rules, {}), players, log)


class _CardValues(Values):
    def worth(self, state: YahtzeeState, seat: int, since: YahtzeeState | None = None) -> float:
        variant, card = self.rules.variant, state.cards[seat]
        if state.seat is None or state.resigned[seat] or card.filled == len(variant.boxes):
            return float(variant.total(card))
        turn = plan(variant, *variant.summary(card))
        if seat != state.seat or not state.throws:  # before its first throw (or thrown now)
            return card.written_points + turn.start
        if state.holding is not None:  # the dice not held thrown again
            kept = keep_index(state.dice, state.holding)
            return card.written_points + float(turn.keep_values[state.throws - 1, kept])
        # The dice to decide on: the best choice's, a write's or a hold's (`best_action`'s)
        roll, throw = roll_index(state.dice), state.throws - 1
        best = float(turn.best_write[throw, roll])
        if state.throws < THROWS_PER_TURN:
            best = max(best, float(turn.keep_values[throw, PROPER_KEEPS[roll]].max()))
        return card.written_points + best

    def started(self, state: YahtzeeState, since: YahtzeeState | None = None) -> list[int]:
        return list(range(len(state.cards))) if since is None else []

    def turn(self, state: YahtzeeState, seat: int) -> int:
        return state.cards[seat].filled + 1

    def best(self, state: YahtzeeState) -> Action:
        return best_action(self.rules.variant, state)
