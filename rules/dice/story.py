"""Was it the dice? (rules/story.py) told for the banking dice games (Ones and Fives, Six Dice) and
the games of pure luck (Sequence, Forbidden Numbers), in points.

A seat's worth in a state is its score plus what the turn under way is expected to add, played
perfectly from there (`_Values.remaining`): the banking games' turn tables
(rules/dice/turn_policy.py, the computer's own play), Sequence's mean throw, Forbidden's
closed form (a die keeps scoring until it shows a forbidden face: twice on average, so a turn
of n dice is worth n × S / 2, S the sum of the four faces that score). A turn's start begins
its expectation (Forbidden: every seat's one turn, from the start).

Figures is not here: its value is the whole card's, with no exact optimum.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache
from itertools import product

from rules.base import Action
from rules.dice.banking import action_value
from rules.dice.engine import DiceGame
from rules.dice.scoring import sequence_points
from rules.dice.state import DiceState
from rules.dice.turn_policy import TurnPolicy, turn_policy
from rules.story import SeatStory, Values, tell

TOLD = ("ones_and_fives", "six_dice", "sequence", "forbidden")
FACES = range(1, 7)


def told(game_id: str) -> bool:
    return game_id in TOLD


def story(
    rules: DiceGame, options: dict, players: int, log: Iterable[tuple[int | None, str, Action]]
) -> list[SeatStory]:
    return tell(rules, _values(rules, options), players, log)


class _Values(Values):
    """What a seat's turn is worth, played perfectly (each game's below)."""

    def remaining(self, state: DiceState) -> float:
        """The points the turn under way (of `state.seat`) is expected to add, from here."""
        raise NotImplementedError

    def worth(self, state: DiceState, seat: int, since: DiceState | None = None) -> float:
        if state.over or seat != state.seat or seat in state.resigned:
            return float(state.scores[seat])
        if since is not None and seat in self.started(state, since):
            return float(state.scores[seat])
        return state.scores[seat] + self.remaining(state)

    def started(self, state: DiceState, since: DiceState | None = None) -> list[int]:
        """The seat whose turn the step begins."""
        if state.over:
            return []
        if since is None or state.turns != since.turns or state.seat != since.seat:
            return [state.seat]
        return []

    def turn(self, state: DiceState, seat: int) -> int:
        return state.turns[seat] + 1

    def best(self, state: DiceState) -> Action:
        return self.rules.legal_actions(state)[0]


class _Banking(_Values):
    def __init__(self, rules: DiceGame, options: dict) -> None:
        super().__init__(rules, options)
        self.policy: TurnPolicy = turn_policy(rules.id, options["bank_min"])

    def remaining(self, state: DiceState) -> float:
        """The turn's expected final points (its total so far is at risk until banked)."""
        if state.pending:  # thrown on: the table's value of the dice about to land
            return self.policy.value(state.turn_total, state.pending, bank=False)
        return max(self._values(state))

    def _values(self, state: DiceState) -> list[float]:
        legal = self.rules.legal_actions(state)
        return [action_value(self.policy, state, action) for action in legal]

    def best(self, state: DiceState) -> Action:
        values = self._values(state)
        return self.rules.legal_actions(state)[values.index(max(values))]


class _Sequence(_Values):
    def remaining(self, state: DiceState) -> float:
        every, unreset, reset = _sequence_throw()
        if not self.options.get("three_ones_reset"):
            return every
        return unreset - reset * state.scores[state.seat]  # three 1s take the score away


@cache
def _sequence_throw() -> tuple[float, float, float]:
    """A throw of six dice: its mean points; the mean of its points when three 1s or more
    count for nothing; the chance of three 1s or more."""
    every = unreset = reset = 0
    for dice in product(FACES, repeat=6):
        points = sequence_points(dice)
        every += points
        if dice.count(1) >= 3:
            reset += 1
        else:
            unreset += points
    return every / 6**6, unreset / 6**6, reset / 6**6


class _Forbidden(_Values):
    """Every seat's one turn is expected from the start, and the draw of the forbidden faces
    is luck shared by all: a turn's n dice are worth n × S / 2 (S: the sum of the scoring
    faces; 14 on average over the 15 pairs, so 42 for six dice before the draw)."""

    def remaining(self, state: DiceState) -> float:
        dice = (state.pending or state.dice_left) if state.forbidden else 6  # (drawing them)
        return dice * _scoring_sum(state.forbidden) / 2

    def worth(self, state: DiceState, seat: int, since: DiceState | None = None) -> float:
        if state.over or state.turns[seat] or seat in state.resigned:
            return float(state.scores[seat])
        if seat != state.seat:  # his turn to come: six dice
            return 6 * _scoring_sum(state.forbidden) / 2
        return state.scores[seat] + self.remaining(state)

    def started(self, state: DiceState, since: DiceState | None = None) -> list[int]:
        return list(range(state.players)) if since is None else []


@cache
def _scoring_sum(forbidden: tuple[int, ...]) -> float:
    """The sum of the faces that score (before the draw: its average over the pairs)."""
    if forbidden:
        return float(sum(face for face in FACES if face not in forbidden))
    pairs = [(a, b) for a in FACES for b in FACES if a < b]
    return sum(21 - a - b for a, b in pairs) / len(pairs)


def _values(rules: DiceGame, options: dict) -> _Values:
    kind = {"sequence": _Sequence, "forbidden": _Forbidden}.get(rules.id, _Banking)
    return kind(rules, options)
