"""Computer players: the turn DP's exact expectations, its choices, speed and measured mean."""

from __future__ import annotations

import statistics
import time

import pytest

from rules.base import SeededChance, play_chance
from rules.dice import FIGURES, turn_policy, turn_scores
from rules.dice.figures_player import choose_figure, choose_keep, saves_marks
from rules.dice.state import OPEN
from tests.rules.dice.helpers import RULES, new, play

ROLL = {"type": "roll"}


@pytest.mark.parametrize(
    ("game_id", "bank_min", "optimal", "baseline"),
    [("ones_and_fives", 400, 542.99, 431.67), ("six_dice", 350, 510.62, 476.70)],
)
def test_turn_dp_reproduces_the_exact_expectations(
    game_id: str, bank_min: int, optimal: float, baseline: float
) -> None:
    assert round(turn_policy(game_id, bank_min).expected_turn, 2) == optimal
    assert round(turn_policy(game_id, bank_min, baseline=True).expected_turn, 2) == baseline


def test_tables_are_fast_and_cached_per_bank_min() -> None:
    start = time.perf_counter()
    policy = turn_policy("ones_and_fives", 450)
    assert time.perf_counter() - start < 2.0
    assert turn_policy("ones_and_fives", 450) is policy
    assert turn_policy("ones_and_fives", 400).expected_turn > policy.expected_turn


def test_ones_and_fives_choices() -> None:
    game = RULES["ones_and_fives"]
    state = play("ones_and_fives", new("ones_and_fives"), [(ROLL, [1, 5, 2, 3, 4, 4])])
    assert game.computer_action(state, SeededChance(0)) == {"type": "roll", "keep": [0]}  # the 1
    state = new("ones_and_fives").evolve(turn_total=1950, dice_left=6)
    state = play("ones_and_fives", state, [(ROLL, [1, 3, 3, 3, 2, 2])])
    assert game.computer_action(state, SeededChance(0)) == {"type": "bank", "keep": [0, 1, 2, 3]}


def test_six_dice_choices() -> None:
    game = RULES["six_dice"]
    state = play("six_dice", new("six_dice"), [(ROLL, [4, 4, 4, 2, 3, 6])])  # 400, 3 left
    assert game.computer_action(state, SeededChance(0)) == ROLL
    state = play("six_dice", new("six_dice"), [(ROLL, [6, 6, 6, 2, 3, 4])])  # 600, 3 left
    assert game.computer_action(state, SeededChance(0)) == {"type": "bank"}
    state = play("six_dice", new("six_dice"), [(ROLL, [1, 1, 1, 5, 2, 3])])  # 1 050, 2 left
    assert game.computer_action(state, SeededChance(0)) == {"type": "bank"}
    state = play("six_dice", new("six_dice"), [(ROLL, [5, 5, 5, 5, 2, 2])])  # must confirm
    assert game.computer_action(state, SeededChance(0)) == ROLL


def test_decisions_take_well_under_5_ms() -> None:
    for game_id in ("ones_and_fives", "six_dice"):
        game = RULES[game_id]
        source = SeededChance(game_id)
        state = game.apply(new(game_id), ROLL)
        state, _ = play_chance(game, state, source)
        start = time.perf_counter()
        game.computer_action(state, source)
        assert time.perf_counter() - start < 0.005


@pytest.mark.slow
@pytest.mark.parametrize("game_id", ["ones_and_fives", "six_dice"])
def test_computer_reaches_the_optimum_within_2_percent(game_id: str) -> None:
    policy = turn_policy(game_id, new(game_id).options["bank_min"])
    measured = statistics.fmean(turn_scores(policy, 20_000, SeededChance(game_id)))
    assert measured == pytest.approx(policy.expected_turn, rel=0.02)


def test_figures_player_writes_the_hardest_and_keeps_towards_the_nearest() -> None:
    some_open = ("ones", "fours", "poker", "two_three", "general")
    assert choose_figure((4, 4, 4, 4, 4, 4), some_open) == "general"
    assert choose_figure((1, 2, 3, 4, 5, 5), some_open) is None
    assert choose_keep((1, 2, 4, 4, 4, 6), ("poker", "straight")) == (4, 4, 4)
    assert choose_keep((1, 2, 3, 4, 5, 5), ("poker", "straight")) == (1, 2, 3, 4, 5)
    assert saves_marks(("general", "hiroshima"), 3)
    assert not saves_marks(("general", "hiroshima"), 12)
    assert not saves_marks(("general", "ones"), 3)


def test_figures_computer_saves_marks_for_the_long_shots() -> None:
    game = RULES["figures"]
    row = tuple(OPEN if figure in ("general", "hiroshima") else 5 for figure in FIGURES)
    state = new("figures").evolve(figures=(row,))
    assert game.computer_action(state, SeededChance(0)) == {"type": "end_turn"}
