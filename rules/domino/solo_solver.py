"""Solo played perfectly on a known deal. Once the shuffle is made the stock's order is fixed,
so the best result reachable from any position is a number: the most tiles that can still be
placed. `SoloSolver` finds it by an exhaustive depth-first search over the rules' own moves,
memoised by all the future depends on (the hand, the two open ends either way round, the stock
still to draw), stopping at a node as soon as a move reaches all 28.

The search needs no bound: a turn's plays from a hand of at most five tiles end in few distinct
(hand, ends) positions, and on 20 000 keyed deals perfect play's whole replay asked for at most
837 positions (benchmarks/daily_domino.py)."""

from __future__ import annotations

from rules.base import Action
from rules.domino.solo import Solo
from rules.domino.table import Table, layout_tiles, open_value
from rules.domino.tiles import Tile

Key = tuple[frozenset[Tile], tuple[int, ...] | None, tuple[Tile, ...]]


def placed(state: Table) -> int:
    """Tiles on the table: the solo score (also after a resignation, which zeroes the rules'
    score but leaves the line where it was)."""
    return len(layout_tiles(state))


def position_key(state: Table) -> Key:
    """What the rest of the deal depends on: which side an end lies on does not matter."""
    ends = None if state.lead is None else tuple(sorted(open_value(state, end) for end in (0, 1)))
    return frozenset(state.hands[0]), ends, state.stock


class SoloSolver:
    """Exact values of solo positions; one solver may serve any deals (the key holds the
    stock), its memo shared by every question asked of it."""

    def __init__(self, rules: Solo) -> None:
        self.rules = rules
        self.everything = len(rules.deck())
        self._values: dict[Key, int] = {}

    @property
    def searched(self) -> int:
        """How many positions the memo holds (the search's size, for the benchmark)."""
        return len(self._values)

    def value(self, state: Table) -> int:
        """The most tiles placed by the deal's end from `state` on, playing perfectly."""
        if self.rules.is_over(state):
            return placed(state)
        key = position_key(state)
        known = self._values.get(key)
        if known is None:
            known = self._values[key] = self._search(state)
        return known

    def after(self, state: Table, action: Action) -> int:
        return self.value(self.rules.apply(state, action))

    def best_action(self, state: Table) -> Action:
        """The first legal action (in the rules' order) that keeps the best value in reach:
        perfect play's `decide`."""
        target = self.value(state)
        return next(
            action
            for action in self.rules.legal_actions(state)
            if self.after(state, action) == target
        )

    def _search(self, state: Table) -> int:
        best = 0
        for action in self.rules.legal_actions(state):
            best = max(best, self.after(state, action))
            if best == self.everything:
                break
        return best
