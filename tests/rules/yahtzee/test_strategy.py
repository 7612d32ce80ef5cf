"""The optimal player: the shipped tables, its decisions, hints and losses."""

import numpy as np
import pytest

from rules.base import SeededChance
from rules.simulate import computer_policy, play_out
from rules.yahtzee.solver import build, load
from rules.yahtzee.strategy import (
    action_loss,
    best_action,
    hint,
    kept_share,
    optimal_expectation,
)
from tests.rules.yahtzee.helpers import GAME, at_dice

GAME_IDS = ["general", "kosci"]
ONLY_OPEN = {"general": "general", "kosci": "five_of_a_kind"}


def filled_except(game, *open_boxes):
    return {box: 0 for box in game.variant.boxes if box not in open_boxes}


@pytest.mark.parametrize(("game_id", "published"), [("general", 254.59), ("kosci", 270.43)])
def test_optimal_expectation(game_id, published):
    assert round(optimal_expectation(GAME[game_id].variant), 2) == published


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_shipped_table_matches_a_fresh_solution_of_the_last_rounds(game_id):
    variant = GAME[game_id].variant
    fresh = build(variant, down_to=11)
    solved = [mask for mask in range(len(fresh)) if mask.bit_count() >= 11]
    assert np.allclose(fresh[solved], load(variant)[solved], atol=1e-3)


@pytest.mark.slow
@pytest.mark.parametrize(("game_id", "floor"), [("general", 240), ("kosci", 255)])
def test_computer_plays_near_the_optimum(game_id, floor):
    game = GAME[game_id]
    source = SeededChance(f"computer-{game_id}")
    totals = [game.totals(play_out(game, 1, source, [computer_policy])[0])[0] for _ in range(150)]
    assert np.mean(totals) >= floor


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_hint_before_the_first_throw(game_id):
    game = GAME[game_id]
    [option] = hint(game.variant, game.new_game({}, 1))
    assert option["action"] == {"type": "roll"}
    assert option["expected"] == pytest.approx(optimal_expectation(game.variant), abs=1e-3)
    assert option["loss"] == 0


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_five_of_a_kind_goes_into_its_box_at_once(game_id):
    game = GAME[game_id]
    box = ONLY_OPEN[game_id]
    state = at_dice(game_id, (6,) * 5, throws=1, boxes=filled_except(game, box, "chance"))
    assert best_action(game.variant, state) == {"type": "write", "box": box}
    best, *others = hint(game.variant, state)
    assert best["action"] == {"type": "write", "box": box}
    assert all(other["loss"] > 0 for other in others)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_only_chance_left_rerolls_low_dice(game_id):
    game = GAME[game_id]
    state = at_dice(game_id, (1, 1, 2, 6, 6), throws=2, boxes=filled_except(game, "chance"))
    options = hint(game.variant, state)
    assert options[0]["action"] == {"type": "roll", "hold": [3, 4]}
    assert best_action(game.variant, state) == options[0]["action"]
    assert [o["loss"] for o in options] == sorted(o["loss"] for o in options)
    write = {"type": "write", "box": "chance"}
    # Keeping the sixes and throwing three dice is worth 12 + 10.5 against 16 now.
    assert action_loss(game.variant, state, write) == pytest.approx(6.5, abs=1e-3)
    assert action_loss(game.variant, state, options[0]["action"]) == 0
    assert action_loss(game.variant, state, {"type": "roll", "hold": [4, 3]}) == 0


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_expected_totals_include_points_already_written(game_id):
    game = GAME[game_id]
    boxes = {**filled_except(game, "chance"), "sixes": 30}
    state = at_dice(game_id, (6, 6, 6, 6, 5), throws=3, boxes=boxes)
    [option] = hint(game.variant, state)
    assert option["expected"] == pytest.approx(game.variant.total(state.cards[0]) + 29)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_kept_share_of_the_optimum(game_id):
    variant = GAME[game_id].variant
    assert kept_share(variant, 0.0) == 1.0
    assert kept_share(variant, optimal_expectation(variant) / 4) == pytest.approx(0.75)
    assert kept_share(variant, 1e6) == 0.0
