"""Invariants over random play: totals, writes per player, illegal actions, JSON."""

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rules.base import IllegalAction, SeededChance
from rules.simulate import play_out, random_policy
from tests.rules.yahtzee.helpers import GAME, expected_total

GAME_IDS = ["general", "kosci"]
JUNK_ACTIONS = [
    {"type": "roll", "hold": [0, 1, 2, 3, 4]},
    {"type": "roll", "hold": [7]},
    {"type": "write", "box": "bonus"},
    {"type": "throw", "dice": [1, 2, 3, 4, 5, 6]},
    {"type": "write"},
    {},
]


def check_cards(game, state):
    for card in state.cards:
        assert game.variant.total(card) == expected_total(game.id, card)


def count_writes(writes):
    """A random policy that counts each seat's writes."""

    def policy(game, state, seat, source):
        action = random_policy(game, state, seat, source)
        if action["type"] == "write":
            writes[seat] += 1
        return action

    return policy


@pytest.mark.parametrize("game_id", GAME_IDS)
@settings(max_examples=30, deadline=None)
@given(data=st.data(), players=st.integers(1, 4))
def test_random_play_keeps_every_invariant(game_id, data, players):
    game = GAME[game_id]
    state = game.new_game({}, players)
    writes = [0] * players
    while not game.is_over(state):
        if game.to_move(state) is None:
            count = len(game.chance_action(state, SeededChance(0))["dice"])
            dice = data.draw(st.lists(st.integers(1, 6), min_size=count, max_size=count))
            state = game.apply(state, {"type": "throw", "dice": dice})
            continue
        junk = data.draw(st.sampled_from(JUNK_ACTIONS))
        before = game.to_json(state)
        with pytest.raises(IllegalAction) as error:
            game.apply(state, junk)
        assert error.value.reason and error.value.key.startswith("yahtzee.")
        assert game.to_json(state) == before
        action = data.draw(st.sampled_from(game.legal_actions(state)))
        if action["type"] == "write":
            writes[state.seat] += 1
        state = game.apply(state, action)
        assert game.from_json(json.loads(json.dumps(game.to_json(state)))) == state
        check_cards(game, state)
    assert writes == [13] * players


@pytest.mark.slow
@pytest.mark.parametrize("game_id", GAME_IDS)
def test_three_thousand_random_games(game_id):
    game = GAME[game_id]
    source = SeededChance(f"playouts-{game_id}")
    for _ in range(3_000):
        writes = [0]
        state, _ = play_out(game, 1, source, [count_writes(writes)])
        assert writes == [13]
        assert all(None not in card.scores for card in state.cards)
        check_cards(game, state)
        assert game.result(state).scores == tuple(game.variant.total(c) for c in state.cards)
