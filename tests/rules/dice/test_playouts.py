"""Random playouts: 3 000 games of each game end legally, seats mixing computer and random
players, 1–8 players."""

from __future__ import annotations

import pytest

from rules.base import IllegalAction, SeededChance
from rules.simulate import Policy, computer_policy, play_out, random_policy
from tests.rules.dice.helpers import RULES

GAMES_PER_ID = 3_000  # lean: the suite's time on CI (its edge cases: test_properties.py)
# Player counts cycle through every count, weighted to the short games; figures, the slowest,
# plays mostly 1-3 players with an 8-player game in every 26.
PLAYERS = (1, 2, 3, 4, 2, 3, 5, 8, 6, 7)
FIGURES_PLAYERS = (1, 2, 1, 2, 3) * 5 + (8,)
# Random seats cannot finish ones_and_fives/six_dice/figures (they rarely bank or chase the
# long shots): seat 0 is always the computer, so every game has someone who finishes.
OPTIONS = {
    "ones_and_fives": [{"target": 1000}, {"target": 2000, "bank_min": 300}],
    "six_dice": [{"target": 1000}, {"target": 2000, "bank_min": 500}],
    "figures": [None],
    "sequence": [{"three_ones_reset": False}] * 3 + [{"three_ones_reset": True}],
    "forbidden": [None],
}


def seats(game_index: int, players: int, random_every: int) -> list[Policy]:
    return [
        random_policy if seat and (game_index + seat) % random_every == 0 else computer_policy
        for seat in range(players)
    ]


@pytest.mark.slow
@pytest.mark.parametrize("game_id", list(OPTIONS))
def test_random_playouts_end_legally(game_id: str) -> None:
    game = RULES[game_id]
    source = SeededChance(game_id)
    # figures' random seats are slow (63 keep choices a throw): one game in 8 has one
    random_every = 8 if game_id == "figures" else 2
    counts = FIGURES_PLAYERS if game_id == "figures" else PLAYERS
    winners = 0
    for index in range(GAMES_PER_ID):
        options = OPTIONS[game_id][index % len(OPTIONS[game_id])]
        policies = seats(index, counts[index % len(counts)], random_every)
        state, _ = play_out(game, len(policies), source, policies, options)
        result = game.result(state)
        assert min(state.scores) >= 0 and sorted(result.placings)[0] == 1
        assert all(1 <= place <= len(policies) for place in result.placings)
        assert state.finisher is None or result.placings[state.finisher] == 1
        winners += len(result.winners)
        with pytest.raises(IllegalAction):
            game.apply(state, {"type": "roll"})
    assert winners >= GAMES_PER_ID
