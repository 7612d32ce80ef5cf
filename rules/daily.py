"""The daily challenge's rules side: a family's challenge of the day (which game, with which
options), and how an attempt compares with perfect play on exactly the same chance.

Everyone who plays a challenge on a day meets the same chance, drawn by key
(rules/fairness.py `KeyedChance`: the turn, the throw, the slot), so an attempt can be set
beside the family's perfect player replayed on the same stream: its dice are those the
attempt would have met had it held what perfect play held.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import date
from typing import Any

from rules.base import Action, GameRules
from rules.fairness import KeyedChance

Log = Sequence[tuple[int | None, str, Action]]  # (seat, kind, action), as the bot logs them


@dataclass(frozen=True)
class Challenge:
    """A family's challenge of one day: its game and options (a solo format of RULES.md), and
    what else comparing with perfect play needs that the day fixes (`setup`: backgammon's
    position ranked by the engine). Saved with the day, as JSON."""

    game: str
    options: dict[str, Any] = field(default_factory=dict)
    setup: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class Decision:
    """The attempt's costliest decision: at which turn (from 1), what the player did and what
    perfect play would have done (rules actions, which the family's board words), and what
    it cost on average (in the challenge's score)."""

    turn: int
    chose: Action
    better: Action
    cost: float
    state: dict[str, Any] = field(default_factory=dict)  # the state decided in (to_json)


@dataclass(frozen=True)
class Comparison:
    """An attempt beside perfect play on the same chance. `steps`: each turn's closeness to
    perfect play, 1 = no expected loss down to 0 (the share card's colours); `costliest`:
    None when every decision was perfect. `exact`: `perfect` is exact perfect play (else the
    family's best player: Figures has no exact optimum of a whole card)."""

    score: float
    perfect: float
    steps: tuple[float, ...]
    costliest: Decision | None = None
    higher_is_better: bool = True
    exact: bool = True

    @property
    def percent(self) -> int:
        """The score as a share of perfect play's (it may pass 100 on a lucky day)."""
        if not self.higher_is_better:
            return 100 if self.score <= self.perfect else round(100 * self.perfect / self.score)
        if self.perfect <= 0:
            return 100 if self.score >= self.perfect else 0
        return round(100 * self.score / self.perfect)


@dataclass(frozen=True)
class DailyRules:
    """A family's daily challenge, as its rules package declares it: `challenge(day, seed)`
    (the day's game; `seed` is the challenge's, for what the day draws beyond the game's own
    chance), `compare(rules, challenge, log, seed)` (an ended attempt beside perfect play on
    the challenge's seed: pure, deterministic, run off the event loop)."""

    challenge: Callable[[date, bytes], Challenge]
    compare: Callable[[GameRules, Challenge, Log, bytes], Comparison]


def resolve(
    rules: GameRules, state: Any, chance: KeyedChance
) -> tuple[Any, list[tuple[Action, list[list[int]]]]]:
    """Every pending chance node of `state`, drawn by its key (as the bot draws an attempt's):
    the new state and the chance actions, each carrying its key as `at`, with their draws."""
    applied = []
    while True:
        chance.at(rules.chance_key(state))
        action = rules.chance_action(state, chance)
        if action is None:
            return state, applied
        action = {**action, "at": list(chance.key)}
        state = rules.apply(state, action)
        applied.append((action, chance.take_draws()))


def play_out(
    rules: GameRules, options: dict[str, Any], seed: bytes, decide: Callable[[Any], Action]
) -> Any:
    """A solo game of `rules` played to its end by `decide` on the keyed chance of `seed`:
    its final state (perfect play's replay on an attempt's dice)."""
    chance = KeyedChance(seed)
    state, _ = resolve(rules, rules.new_game(options, 1), chance)
    while not rules.is_over(state):
        state, _ = resolve(rules, rules.apply(state, decide(state)), chance)
    return state
