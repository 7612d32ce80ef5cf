"""Decision quality replayed from an action log, and the generals a result counts."""

from __future__ import annotations

import pytest

from rules.base import SeededChance
from rules.yahtzee.review import review
from rules.yahtzee.strategy import action_loss, kept_share
from tests.rules.yahtzee.helpers import GAME, at_dice


def logged_game(game_id, state, decide, chance):
    """Play the game on to its end; the log as the bot keeps it: (seat, action, judged)."""
    game, log = GAME[game_id], []
    while not game.is_over(state):
        if (throw := game.chance_action(state, chance)) is not None:
            log.append((state.seat, throw, False))
            state = game.apply(state, throw)
            continue
        action = decide(state)
        log.append((state.seat, action, True))
        state = game.apply(state, action)
    return state, log


def optimal(game_id):
    """The optimal player's decisions (which use no chance)."""
    return lambda state: GAME[game_id].computer_action(state, None)


@pytest.mark.parametrize("game_id", ["general", "kosci"])
def test_optimal_play_keeps_everything(game_id):
    game = GAME[game_id]
    _, log = logged_game(game_id, game.new_game({}, 2), optimal(game_id), SeededChance(4))
    for quality in review(game, 2, log):
        assert quality.loss == pytest.approx(0, abs=1e-9) and quality.kept == pytest.approx(1)
        assert quality.costliest is None and quality.decisions >= 13


def test_a_mistake_costs_its_action_loss_and_is_the_costliest():
    game = GAME["general"]
    mistake = {"type": "write", "box": "chance"}
    loss = action_loss(game.variant, at_dice("general", (1, 1, 1, 1, 2), throws=1), mistake)
    opening = [(0, {"type": "roll"}, True), (0, {"type": "throw", "dice": [1, 1, 1, 1, 2]}, False)]
    state = game.new_game({}, 1)
    for _, action, _ in [*opening, (0, mistake, True)]:
        state = game.apply(state, action)
    _, rest = logged_game("general", state, optimal("general"), SeededChance(2))
    log = [*opening, (0, mistake, True), *rest]
    [quality] = review(game, 1, log)
    assert quality.loss == pytest.approx(loss) and loss > 10
    assert quality.kept == pytest.approx(kept_share(game.variant, loss))
    worst = quality.costliest
    assert (worst.round, worst.dice, worst.action) == (1, (1, 1, 1, 1, 2), mistake)
    assert worst.points == (6, 0) and worst.best["type"] == "roll"


def test_computer_moves_and_a_resignation_are_replayed_not_judged():
    game = GAME["kosci"]
    _, log = logged_game("kosci", game.new_game({}, 2), optimal("kosci"), SeededChance(9))
    log = [(seat, action, seat == 0 and judged) for seat, action, judged in log]
    quality = review(game, 2, [*log[:20], (1, {"type": "resign"}, False)])
    assert quality[1].decisions == 0 and quality[0].decisions > 0


def test_the_result_counts_each_seat_s_generals():
    game = GAME["general"]
    state = at_dice("general", (4, 4, 4, 4, 4), throws=1, boxes={"general": 50, "fours": 20})
    state = game.apply(state, {"type": "write", "box": "full_house"})  # a joker: +100
    assert game.result(state).detail["stats"] == [{"generals": 2}]
