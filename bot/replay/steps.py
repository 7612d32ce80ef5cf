"""A finished game as the steps a replay shows: its start, then the position after each
decision (with the chance that followed it, as the next player saw it)."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from bot.models import LoggedAction
from rules.base import GameRules, effective_log
from rules.story import KINDS, SeatStory

DECIDED = ("play", "computer", "skip", "resign")  # the log's decisions (the rest is chance)


@dataclass(frozen=True)
class Step:
    """One position of a replay: who decided to reach it (`seat`; None: the start) by which
    record and what the decision cost him (None: not priced); the luck of each throw after
    it, by the seat who threw (a shared draw: the seat that gained or lost most by it); the
    state; and the best choice where the decision was not it and the family names it."""

    seat: int | None
    record: LoggedAction | None
    cost: float | None
    luck: tuple[tuple[int, float], ...]
    state: Any
    better: Any = None


@dataclass
class _Pricing:
    """A game's story by the index of each step in its log as it stands."""

    costs: dict[int, float]
    lucks: dict[int, dict[int, float]]  # a throw's luck by seat (a shared draw: everyone's)
    better: dict[int, Any]

    @classmethod
    def of(cls, stories: list[SeatStory] | None) -> _Pricing:
        pricing = cls({}, {}, {})
        for seat, story in enumerate(stories or []):
            pricing.better.update(story.better)
            for index, kind, value in story.steps:
                if kind == "cost":
                    pricing.costs[index] = value
                else:
                    pricing.lucks.setdefault(index, {})[seat] = value
        return pricing

    def luck(self, thrown: list[int]) -> tuple[tuple[int, float], ...]:
        by_seat: dict[int, float] = {}
        for index in thrown:
            seat, value = max(self.lucks[index].items(), key=lambda item: abs(item[1]))
            by_seat[seat] = by_seat.get(seat, 0.0) + value
        return tuple(by_seat.items())


def steps_of(
    rules: GameRules,
    options: dict[str, Any],
    players: int,
    history: list[LoggedAction],
    stories: list[SeatStory] | None = None,
) -> list[Step]:
    """Every step of a finished game from its log as it stands (take backs undone), priced by
    its `stories` where the family tells one (they index the same log as it stands)."""
    pricing = _Pricing.of(stories)
    log = effective_log([(r.seat, r.kind, json.loads(r.action), r) for r in history])
    state = rules.new_game(options, players)
    found: list[Step] = []
    seat: int | None = None
    record: LoggedAction | None = None
    cost: float | None = None
    better: Any = None
    thrown: list[int] = []  # the priced throws since the last decision

    def reached() -> Step:
        return Step(seat, record, cost, pricing.luck(thrown), state, better)

    for index, (mover, kind, action, row) in enumerate(log):
        if kind not in KINDS:  # (the bot's own notes)
            continue
        if kind in DECIDED:
            found.append(reached())
            seat, record, thrown = mover, row, []
            cost = pricing.costs.get(index) if stories else None
            better = pricing.better.get(index)
        elif index in pricing.lucks:
            thrown.append(index)
        state = rules.resign(state, mover) if kind == "resign" else rules.apply(state, action)
    found.append(reached())
    return found
