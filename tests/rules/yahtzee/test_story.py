"""Was it the dice? in Generał and Kości (rules/yahtzee/story.py): for every seat, exactly, its
card's total = the optimum of an empty card + Σ luck − Σ cost, along random play (random and
optimal decisions, a resign); a throw's luck averages 0 over every throw; optimal play costs
nothing; a decision's cost is the review's loss (rules/yahtzee/review.py)."""

from __future__ import annotations

import random
from itertools import combinations_with_replacement
from math import factorial, prod

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rules.base import SeededChance
from rules.yahtzee.review import review
from rules.yahtzee.story import _CardValues, story
from rules.yahtzee.strategy import optimal_expectation
from tests.rules.yahtzee.helpers import GAME

TABLES = 0.01  # points: the solved tables are float32 (the identity itself is exact)


def playout(game_id: str, players: int, seed: int, careless: float):
    """A whole game's log: each decision at random with chance `careless`, else optimal; the
    last of three or more seats resigns along the way in one game of four."""
    rules = GAME[game_id]
    state = rules.new_game({}, players)
    chance, pick = SeededChance(seed), random.Random(seed)
    log = []
    resign_at = pick.randrange(5, 80) if players > 2 and pick.random() < 0.25 else None
    while not rules.is_over(state):
        if len(log) == resign_at and not state.resigned[players - 1]:
            log.append((players - 1, "resign", {"type": "resign"}))
            state = rules.resign(state, players - 1)
            continue
        if rules.to_move(state) is None:
            action, kind = rules.chance_action(state, chance), "chance"
        elif pick.random() < careless:
            action, kind = pick.choice(rules.legal_actions(state)), "play"
        else:
            action, kind = rules.computer_action(state, chance), "computer"
        log.append((state.seat if kind != "chance" else None, kind, action))
        state = rules.apply(state, action)
    return rules, state, log


@settings(max_examples=12, deadline=None)
@given(
    game_id=st.sampled_from(["general", "kosci"]),
    players=st.integers(1, 3),
    seed=st.integers(0, 2**32),
    careless=st.sampled_from([0.0, 0.5]),
)
def test_every_cards_total_is_the_optimum_and_its_luck_less_its_cost(
    game_id, players, seed, careless
):
    rules, end, log = playout(game_id, players, seed, careless)
    stories = story(rules, players, log)
    optimum = optimal_expectation(rules.variant)
    for seat, told in enumerate(stories):
        total = rules.variant.total(end.cards[seat])
        assert told.expected == pytest.approx(optimum, abs=TABLES)
        assert total == pytest.approx(told.expected + told.luck - told.cost, abs=1e-6)
        assert told.cost >= -TABLES and sum(told.throws) == pytest.approx(told.luck, abs=1e-6)
        if careless == 0.0:  # optimal play loses nothing (a resign gives up the rest)
            assert told.costliest is None
            assert end.resigned[seat] or told.cost == pytest.approx(0, abs=TABLES)
    # The review (the end board's share of perfect play) prices the same decisions.
    ordered = [(seat, action, kind == "play") for seat, kind, action in log]
    for seat, seat_review in enumerate(review(rules, players, ordered)):
        steps = stories[seat].steps
        played = sum(cost for i, kind, cost in steps if kind == "cost" and log[i][1] == "play")
        assert seat_review.loss == pytest.approx(played, abs=TABLES)


def test_a_throws_luck_averages_zero_over_every_throw():
    """Before the first throw and with two dice held: the worth after each throw, weighted by
    its chance, is the worth before it."""
    rules = GAME["kosci"]
    values = _CardValues(rules, {})
    first = rules.apply(rules.new_game({}, 2), {"type": "roll"})
    thrown = rules.apply(first, {"type": "throw", "dice": [2, 2, 5, 6, 1]})
    held = rules.apply(thrown, {"type": "roll", "hold": [0, 1]})
    for state in (first, held):
        count = 5 - len(state.holding)
        average = 0.0
        for faces in combinations_with_replacement(range(1, 7), count):
            ways = factorial(count) / prod(factorial(faces.count(f)) for f in set(faces))
            after = rules.apply(state, {"type": "throw", "dice": list(faces)})
            average += ways / 6**count * values.worth(after, 0, since=state)
        assert average == pytest.approx(values.worth(state, 0))
