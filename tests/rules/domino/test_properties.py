"""Properties on random games: tiles and pips conserved, hidden hands never shown, JSON
round-trips, `apply` leaves its input alone, computer players only play legal moves."""

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rules.base import SeededChance, play_chance, resolve_options

from .helpers import GAME
from .invariants import check

# Every game at every player count it allows.
SETUPS = [(game_id, players) for game_id, game in GAME.items() for players in game.player_counts()]


@pytest.mark.parametrize(("game_id", "players"), SETUPS)
@settings(max_examples=10, deadline=None)
@given(
    seed=st.integers(0, 2**32),
    computer_seats=st.sets(st.integers(0, 3)),
    resign_at=st.one_of(st.none(), st.integers(0, 40)),
)
def test_every_step_keeps_the_invariants(game_id, players, seed, computer_seats, resign_at):
    game = GAME[game_id]
    source = SeededChance(seed)
    state = game.new_game(resolve_options(game.options, {}), players)
    for step in range(3000):
        state, _ = play_chance(game, state, source)
        check(game, state)
        if game.is_over(state):
            break
        previous, before = state, json.dumps(game.to_json(state))
        legal = game.legal_actions(state)
        if step == resign_at:
            state = game.resign(state, step % players)
        elif game.to_move(state) in computer_seats:
            action = game.computer_action(state, source)
            assert action in legal
            state = game.apply(state, action)
        else:
            state = game.apply(state, legal[source.randint(0, len(legal) - 1)])
        assert json.dumps(game.to_json(previous)) == before, "apply changed its input"
    assert game.is_over(state)
    result = game.result(state)
    assert len(result.placings) == len(result.scores) == players
