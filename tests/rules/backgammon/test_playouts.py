"""Random playouts of whole games and matches under every option, and computer play."""

from __future__ import annotations

import itertools
import json

import pytest

from rules.backgammon import BACKGAMMON as GAME
from rules.backgammon.board import CHECKERS
from rules.base import SeededChance, play_chance, resolve_options
from rules.simulate import computer_policy, play_out, random_policy

OPTION_MIXES = [
    {"opening": opening, "scoring": scoring, "match_to": match_to, "auto_doubles": doubles}
    for opening, scoring, match_to, doubles in itertools.product(
        ("seed", "standard"), ("standard", "checkers"), (1, 3), (0, 2)
    )
    if not (doubles and match_to > 1)  # refused: automatic doubles are for single games
]


def _checkers(board: tuple[int, ...]) -> tuple[int, int]:
    mine = board[0] + board[25] + sum(n for n in board[1:25] if n > 0)
    theirs = board[27] + board[26] - sum(n for n in board[1:25] if n < 0)
    return mine, theirs


@pytest.mark.slow
@pytest.mark.parametrize("options", OPTION_MIXES)
def test_random_games_end_with_a_sane_result(options: dict) -> None:
    for seed in range(80):
        state, _ = play_out(GAME, 2, SeededChance(f"{seed}{options}"), options=options)
        result = GAME.result(state)
        assert sorted(result.placings) == [1, 2]
        winner = result.winners[0]
        assert result.scores[winner] >= options["match_to"]
        assert result.scores[1 - winner] < options["match_to"]


@pytest.mark.parametrize("seed", range(40))
def test_every_state_of_a_random_match_round_trips_and_is_viewable(seed: int) -> None:
    source = SeededChance(seed)
    options = resolve_options(GAME.options, {"match_to": 3})
    state = GAME.new_game(options, 2)
    while True:
        state, _ = play_chance(GAME, state, source)
        data = GAME.to_json(state)
        assert json.loads(json.dumps(data)) == data  # plain JSON types only
        assert GAME.from_json(data) == state
        assert _checkers(state.board) == (CHECKERS, CHECKERS)
        json.dumps(GAME.view(state, None))
        if GAME.is_over(state):
            break
        before = GAME.to_json(state)
        after = GAME.apply(state, random_policy(GAME, state, GAME.to_move(state), source))
        assert GAME.to_json(state) == before  # apply never mutates its input
        state = after


def test_pubeval_beats_random_moves() -> None:
    wins = 0
    for seed in range(40):
        policies = (
            [computer_policy, random_policy] if seed % 2 else [random_policy, computer_policy]
        )
        state, _ = play_out(GAME, 2, SeededChance(seed), policies, {"match_to": 1})
        wins += GAME.result(state).winners == ((1,) if seed % 2 == 0 else (0,))
    assert wins >= 36


def test_computer_against_itself_finishes_a_match() -> None:
    state, _ = play_out(GAME, 2, SeededChance(7), [computer_policy] * 2, {"match_to": 5})
    assert GAME.is_over(state) and max(state.score) >= 5
