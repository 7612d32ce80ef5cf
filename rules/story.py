"""Was it the dice? A finished game told as each throw's luck and each decision's cost, in the
game's own unit, against exact values of perfect play (each family's `Values`: the dice games'
turn tables, rules/dice/story.py; the Yahtzee optimum, rules/yahtzee/story.py).

A seat's worth in a state is what it is expected to finish with from there, played perfectly
(`Values.worth`). A throw's luck is the worth after it less the worth before it, whose average
over every throw the dice can make is 0; a decision's cost is the worth before it (the best
choice's) less the worth after it; where a seat's expectation begins (a banking game's turn;
a card's first turn) it is counted apart (`Values.started`). So, exactly, for every seat:

    final score = Σ expectation + Σ luck − Σ cost
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from rules.base import COST, LUCK, Action, GameRules, effective_log
from rules.daily import Decision

KINDS = ("play", "computer", "skip", "chance", "resign")  # the log's entries a game is made of
PRICED = 1e-3  # a cost below this is a tie (the Yahtzee tables are float32: ~1e-4 points)


@dataclass
class SeatStory:
    """One seat's game: what perfect play expected of it, the luck of its throws, what its
    decisions lost against perfect play, and the costliest of them."""

    expected: float = 0.0
    luck: float = 0.0
    cost: float = 0.0
    costliest: Decision | None = None
    # Each priced step in order: (its index in the log, "luck" or "cost", value): a throw's
    # luck (a draw shared by all: everyone's), a decision's cost (0 for the best choice).
    steps: list[tuple[int, str, float]] = field(default_factory=list)
    # The best choice of a priced decision that was not it, by the decision's index, where
    # the family names it (a backgammon move in notation; a replay draws it).
    better: dict[int, Action] = field(default_factory=dict)

    @property
    def throws(self) -> list[float]:
        return [value for _, kind, value in self.steps if kind == "luck"]


class Values:
    """What a seat is expected to finish with, played perfectly (each family's)."""

    def __init__(self, rules: GameRules, options: dict) -> None:
        self.rules, self.options = rules, options

    def worth(self, state: Any, seat: int, since: Any = None) -> float:
        """The seat's expected final score in `state` (an expectation the step from `since`
        began is not in it yet: `started` counts it)."""
        raise NotImplementedError

    def started(self, state: Any, since: Any = None) -> list[int]:
        """The seats whose expectation the step from `since` to `state` begins (`since`
        None: the game's start)."""
        raise NotImplementedError

    def mover(self, state: Any) -> int:
        """Whose turn it is: whose decision, or whose throw."""
        return state.seat

    def turn(self, state: Any, seat: int) -> int:
        """The seat's turn (from 1) a decision is taken in, as the board names it."""
        raise NotImplementedError

    def best(self, state: Any) -> Action:
        """The best choice of the seat to move."""
        raise NotImplementedError


def tell(
    rules: GameRules, values: Values, players: int, log: Iterable[tuple[int | None, str, Action]]
) -> list[SeatStory]:
    """Each seat's story over the game `log` plays from a new game (the bot's log: (seat,
    kind, action), kind play, chance, computer, skip or resign; a take back undoes entries:
    a step's index is in the log as it stands, `effective_log`)."""
    state = rules.new_game(values.options, players)
    stories = [SeatStory() for _ in range(players)]
    for seat in values.started(state):
        stories[seat].expected += values.worth(state, seat)
    before = [values.worth(state, s) for s in range(players)]  # each step's: the last's after
    for index, (seat, kind, action) in enumerate(effective_log(log)):
        if kind not in KINDS:  # (the bot's own notes)
            continue
        after_state = rules.resign(state, seat) if kind == "resign" else rules.apply(state, action)
        after = [values.worth(after_state, s, since=state) for s in range(players)]
        if kind == "chance":  # the mover's throw (a draw shared by all: everyone's)
            mover = values.mover(state)
            for s, (was, now) in enumerate(zip(before, after, strict=True)):
                if now != was or s == mover:
                    stories[s].luck += now - was
                    stories[s].steps.append((index, "luck", now - was))
        else:  # a decision (a resign gives up what the seat was expected to add)
            mover = seat if kind == "resign" else values.mover(state)
            cost = before[mover] - after[mover]
            stories[mover].cost += cost
            stories[mover].steps.append((index, "cost", cost))
            costliest = stories[mover].costliest
            if kind != "resign" and cost > max(PRICED, costliest.cost if costliest else 0):
                turn, best = values.turn(state, mover), values.best(state)
                decision = Decision(turn, action, best, cost, rules.to_json(state))
                stories[mover].costliest = decision
        for s in values.started(after_state, since=state):  # its worth, less what came before
            begun = values.worth(after_state, s)
            stories[s].expected += begun - after[s]
            after[s] = begun
        state, before = after_state, after
    return stories


def against_table(stories: list[SeatStory], seat: int) -> float:
    """The seat's luck against the table's average, so that a table's luck sums to 0 (two
    players are never both lucky); alone, against the expectation."""
    if len(stories) == 1:
        return stories[0].luck
    return stories[seat].luck - sum(one.luck for one in stories) / len(stories)


def seat_figures(stories: list[SeatStory], decided: bool) -> list[dict[str, float]]:
    """Each seat's story as its result keeps it (rules.base.LUCK, COST): its luck against the
    table, and, in a game with decisions, what they cost."""
    return [
        {LUCK: against_table(stories, seat), **({COST: one.cost} if decided else {})}
        for seat, one in enumerate(stories)
    ]
