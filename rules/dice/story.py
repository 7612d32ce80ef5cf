"""Was it the dice? A finished game of the banking dice games (Ones and Fives, Six Dice) and of
the games of pure luck (Sequence, Forbidden Numbers) told in points: each throw's luck and each
decision's cost, against the exact expectation of a turn under perfect play.

A seat's worth in a state is its score plus what the turn under way is expected to add, played
perfectly from there (`_Values.remaining`): the banking games' turn tables
(rules/dice/turn_policy.py, the computer's own play), Sequence's mean throw, Forbidden's
closed form (a die keeps scoring until it shows a forbidden face: twice on average, so a turn
of n dice is worth n × S / 2, S the sum of the four faces that score). A throw's luck is the
worth after it less the worth before it, whose average over all throws is 0; a decision's cost
is the worth before it (the best choice's) less the worth after it. A turn's start adds its
expectation (Forbidden: every seat's one turn, from the start). So, exactly, for every seat:

    final score = Σ expectation + Σ luck − Σ cost

Figures is not here: its value is the whole card's, with no exact optimum.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import cache
from itertools import product

from rules.base import Action, effective_log
from rules.daily import Decision
from rules.dice.banking import action_value
from rules.dice.engine import DiceGame
from rules.dice.scoring import sequence_points
from rules.dice.state import DiceState
from rules.dice.turn_policy import STEP, TurnPolicy, turn_policy

TOLD = ("ones_and_fives", "six_dice", "sequence", "forbidden")
KINDS = ("play", "computer", "skip", "chance", "resign")  # the log's entries a game is made of
PRICED = 1e-9  # a cost below this is a tie between equally good choices
FACES = range(1, 7)


@dataclass
class SeatStory:
    """One seat's game in points: what perfect play expected of its turns, the luck of its
    throws, what its decisions lost against perfect play, and the costliest of them."""

    expected: float = 0.0
    luck: float = 0.0
    cost: float = 0.0
    costliest: Decision | None = None
    # Each priced step in order: (its index in the log, "luck" or "cost", points): a throw's
    # luck (Forbidden's draw: everyone's), a decision's cost (0 for the best choice).
    steps: list[tuple[int, str, float]] = field(default_factory=list)

    @property
    def throws(self) -> list[float]:
        return [points for _, kind, points in self.steps if kind == "luck"]


def told(game_id: str) -> bool:
    return game_id in TOLD


def story(
    rules: DiceGame,
    options: dict,
    players: int,
    log: Iterable[tuple[int | None, str, Action]],
) -> list[SeatStory]:
    """Each seat's story over the game `log` plays from a new game (the bot's log: (seat,
    kind, action), kind play, chance, computer, skip or resign; a take back undoes entries:
    a step's index is in the log as it stands, `effective_log`)."""
    values = _values(rules, options)
    state = rules.new_game(options, players)
    stories = [SeatStory() for _ in range(players)]
    for seat in values.started(state):
        stories[seat].expected += values.worth(state, seat) - state.scores[seat]
    for index, (seat, kind, action) in enumerate(effective_log(log)):
        if kind not in KINDS:  # (the bot's own notes)
            continue
        before = [values.worth(state, s) for s in range(players)]
        after_state = rules.resign(state, seat) if kind == "resign" else rules.apply(state, action)
        after = [values.worth(after_state, s, since=state) for s in range(players)]
        if kind == "chance":  # the mover's throw (Forbidden's draw: everyone's)
            for s, (was, now) in enumerate(zip(before, after, strict=True)):
                if now != was or s == state.seat:
                    stories[s].luck += now - was
                    stories[s].steps.append((index, "luck", now - was))
        else:  # a decision (a resign gives up what the turn under way was worth)
            mover = seat if kind == "resign" else state.seat
            cost = before[mover] - after[mover]
            stories[mover].cost += cost
            stories[mover].steps.append((index, "cost", cost))
            costliest = stories[mover].costliest
            if kind != "resign" and cost > max(PRICED, costliest.cost if costliest else 0):
                turn = state.turns[mover] + 1
                best = values.best(state)
                stories[mover].costliest = Decision(turn, action, best, cost, rules.to_json(state))
        for s in values.started(after_state, since=state):
            stories[s].expected += values.worth(after_state, s) - after_state.scores[s]
        state = after_state
    return stories


class _Values:
    """What a seat's turn is worth, played perfectly (each game's below)."""

    def __init__(self, rules: DiceGame, options: dict) -> None:
        self.rules, self.options = rules, options

    def remaining(self, state: DiceState) -> float:
        """The points the turn under way (of `state.seat`) is expected to add, from here."""
        raise NotImplementedError

    def worth(self, state: DiceState, seat: int, since: DiceState | None = None) -> float:
        """The seat's score and what its turn under way adds (a turn the step from `since`
        began is not yet: `started` counts it as expectation)."""
        if state.over or seat != state.seat or seat in state.resigned:
            return float(state.scores[seat])
        if since is not None and seat in self.started(state, since):
            return float(state.scores[seat])
        return state.scores[seat] + self.remaining(state)

    def started(self, state: DiceState, since: DiceState | None = None) -> list[int]:
        """The seats whose expectation the step from `since` to `state` begins (the game's
        start: `since` None): the seat whose turn it begins."""
        if state.over:
            return []
        if since is None or state.turns != since.turns or state.seat != since.seat:
            return [state.seat]
        return []

    def best(self, state: DiceState) -> Action:
        return self.rules.legal_actions(state)[0]


class _Banking(_Values):
    def __init__(self, rules: DiceGame, options: dict) -> None:
        super().__init__(rules, options)
        self.policy: TurnPolicy = turn_policy(rules.id, options["bank_min"])

    def remaining(self, state: DiceState) -> float:
        """The turn's expected final points (its total so far is at risk until banked)."""
        if state.pending:  # thrown on: the table's value of the dice about to land
            level = min(state.turn_total // STEP, len(self.policy.throw_value) - 1)
            return float(self.policy.throw_value[level, state.pending])
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
