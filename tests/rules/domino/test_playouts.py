"""3 000 random games per variant, played to their end through `rules.simulate.play_out`,
spread over two worker processes (the CI machine has two cores)."""

from __future__ import annotations

from concurrent.futures import ProcessPoolExecutor

import pytest

from rules.base import SeededChance
from rules.simulate import play_out

from .helpers import GAME
from .invariants import check_tiles

GAMES_PER_VARIANT = 3_000  # lean: the suite's time on CI (its edge cases: properties)
PLAYER_COUNTS = {
    "block": (2, 4),
    "matador": (2,),
    "fours": (2, 3),
    "sevastopol": (4,),
    "solo": (1,),
    "train": (2, 3, 4),
}


def play_batch(game_id: str, seeds: range) -> int:
    """Plays one game per seed (player counts in turn); returns how many ended legally."""
    game = GAME[game_id]
    counts = PLAYER_COUNTS[game_id]
    ended = 0
    for seed in seeds:
        players = counts[seed % len(counts)]
        state, _ = play_out(game, players, SeededChance(seed))
        check_tiles(game, state)
        result = game.result(state)
        assert (len(result.placings) == players and min(result.placings) == 1) or game_id == "solo"
        ended += game.is_over(state)
    return ended


@pytest.mark.slow
@pytest.mark.parametrize("game_id", list(PLAYER_COUNTS))
def test_random_games_end_legally(game_id):
    half = GAMES_PER_VARIANT // 2
    with ProcessPoolExecutor(max_workers=2) as pool:
        batches = [range(0, half), range(half, GAMES_PER_VARIANT)]
        ended = sum(pool.map(play_batch, [game_id] * 2, batches))
    assert ended == GAMES_PER_VARIANT
