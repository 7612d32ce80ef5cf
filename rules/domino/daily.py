"""Dominoes' daily challenge: the seed's solo game on the day's deal (RULES.md "solo": five
tiles face up, one becomes the base, place while any fits, refill to five; all 28 wins), scored
by the tiles placed. Its one chance action is the deal's shuffle, drawn at key (0, 0).

Perfect play on the deal: the stock's order is fixed by the shuffle, so the best result
reachable on it is exact (`SoloSolver`), replayed with `play_out` on the same seed.

A *turn* is the plays between two refills, the first from the deal. With `reach` the most tiles
still placeable (the solver's value) at a point of the attempt:
- `steps`: per turn, reach at its end / reach at its start — the share of what was still
  reachable that the turn's plays kept (1: no play lowered it). Reach at a turn's end is reach
  at the next one's start (the refill is no choice), so the steps multiply to score / perfect.
- `costliest`: the play (or a resignation) after which reach dropped most; its cost in tiles.
"""

from __future__ import annotations

from datetime import date
from typing import Any

from rules.base import Action
from rules.daily import Challenge, Comparison, DailyRules, Decision, Log, play_out
from rules.domino.solo import Solo
from rules.domino.solo_solver import SoloSolver, placed
from rules.domino.table import Table

GAME = "solo"


def challenge(day: date, seed: bytes) -> Challenge:
    """Every day the same game (solo has no options); the day's deal is its seed's shuffle."""
    return Challenge(game=GAME)


def compare(rules: Solo, challenge: Challenge, log: Log, seed: bytes) -> Comparison:
    """The ended attempt `log` beside perfect play on the deal of `seed` (one solver serves
    both, its memo shared)."""
    solver = SoloSolver(rules)
    perfect = placed(play_out(rules, challenge.options, seed, solver.best_action))
    state = rules.new_game(challenge.options, 1)
    steps: list[float] = []
    costliest: Decision | None = None
    turn, start = 1, None  # reach at the turn's start (known once the deal is in)
    for seat, kind, action in log:
        if kind == "chance":
            state = rules.apply(state, action)
            start = solver.value(state)
            continue
        before, reach = state, solver.value(state)
        if kind == "resign":
            state, chose = rules.resign(state, seat), {"type": "resign"}
        else:
            state = rules.apply(state, action)
            chose = played_action(state)
        cost = reach - solver.value(state)
        if cost > 0 and (costliest is None or cost > costliest.cost):
            better = solver.best_action(before)
            costliest = Decision(turn, chose, better, float(cost), rules.to_json(before))
        if rules.is_over(state) or refilled(state):
            steps.append(solver.value(state) / start)
            turn, start = turn + 1, solver.value(state)
    return Comparison(score=placed(state), perfect=perfect, steps=tuple(steps), costliest=costliest)


def refilled(state: Table) -> bool:
    return any(event["type"] == "refill" for event in state.events)


def played_action(after: Table) -> Action:
    """The play just made, as the rules write it (tile low-high, the end and the half put
    against it; the base has no end), whatever the log's action left implicit."""
    event = after.events[0]
    action: dict[str, Any] = {"type": "play", "tile": sorted(event["tile"])}
    if "end" in event:
        action |= {"end": event["end"], "near": event["tile"][0]}
    return action


DAILY = DailyRules(challenge=challenge, compare=compare)
