"""A daily challenge's attempt played without the bot: a solo game on the challenge's keyed
chance, logged as the bot logs it, for tests and benchmarks of a family's `compare`."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rules.base import Action, GameRules
from rules.daily import Log, resolve
from rules.fairness import KeyedChance


def attempt(
    rules: GameRules, options: dict[str, Any], seed: bytes, decide: Callable[[Any], Action]
) -> tuple[Any, Log]:
    """The final state, and the log: (seat, kind, action), kinds "play" and "chance", each
    chance action carrying its key `at`."""
    chance = KeyedChance(seed)
    state, drawn = resolve(rules, rules.new_game(options, 1), chance)
    log: list[tuple[int | None, str, Action]] = [(None, "chance", action) for action, _ in drawn]
    while not rules.is_over(state):
        action = decide(state)
        log.append((rules.to_move(state), "play", action))
        state, drawn = resolve(rules, rules.apply(state, action), chance)
        log.extend((None, "chance", action) for action, _ in drawn)
    return state, log
