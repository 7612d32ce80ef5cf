"""Play games to the end without Discord: random playouts for tests, computer-vs-computer
matches for benchmarks. Uses only the `GameRules` contract, so it serves every game."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rules.base import Action, ChanceSource, GameRules, play_chance, resolve_options

# A policy picks the action for the seat to move: (game, state, seat, source) -> action.
Policy = Callable[[GameRules, Any, int, ChanceSource], Action]


def random_policy(game: GameRules, state: Any, seat: int, source: ChanceSource) -> Action:
    actions = game.legal_actions(state)
    return actions[source.randint(0, len(actions) - 1)]


def computer_policy(game: GameRules, state: Any, seat: int, source: ChanceSource) -> Action:
    return game.computer_action(state, source)


def play_out(
    game: GameRules,
    players: int,
    source: ChanceSource,
    policies: list[Policy] | None = None,
    options: dict[str, Any] | None = None,
    max_decisions: int = 100_000,
) -> tuple[Any, int]:
    """Play one game to the end; returns (final state, decisions taken).

    `policies[seat]` chooses for each seat (random play by default). Raises RuntimeError if the
    game does not end within `max_decisions`, or if a seat to move has no legal action.
    """
    policies = policies or [random_policy] * players
    state = game.new_game(resolve_options(game.options, options), players)
    decisions = 0
    while True:
        state, _ = play_chance(game, state, source)
        if game.is_over(state):
            return state, decisions
        seat = game.to_move(state)
        if seat is None:
            raise RuntimeError(f"{game.id}: nobody to move in a live game")
        if decisions >= max_decisions:
            raise RuntimeError(f"{game.id}: no end after {max_decisions} decisions")
        state = game.apply(state, policies[seat](game, state, seat, source))
        decisions += 1
