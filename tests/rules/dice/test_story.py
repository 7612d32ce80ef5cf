"""Was it the dice? (rules/dice/story.py) — for every seat of every game told, exactly: final
score = Σ expectation + Σ luck − Σ cost, along random play (random and perfect decisions, a
resign); a throw's luck averages 0 over every throw the dice can make; perfect play costs
nothing; worked cases by hand."""

from __future__ import annotations

import random
from itertools import combinations_with_replacement
from math import factorial, prod

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rules.base import SeededChance, resolve_options
from rules.dice.story import TOLD, _values, story
from tests.rules.dice.helpers import RULES, new, play

OPTIONS = {
    "ones_and_fives": [{}, {"bank_min": 50}],
    "six_dice": [{}, {"bank_min": 1_000}],
    "sequence": [{}, {"three_ones_reset": True}],
    "forbidden": [{}],
}


def playout(game_id: str, options: dict, players: int, seed: int, careless: float):
    """A whole game's log: each decision at random with chance `careless`, else perfect (a
    computer's); the last seat resigns along the way in one game of four."""
    rules = RULES[game_id]
    options = resolve_options(rules.options, options)
    state = rules.new_game(options, players)
    chance, pick = SeededChance(seed), random.Random(seed)
    log = []
    resign_at = pick.randrange(5, 60) if players > 2 and pick.random() < 0.25 else None
    while not rules.is_over(state):
        if len(log) == resign_at and players - 1 not in state.resigned:
            log.append((players - 1, "resign", {"type": "resign"}))
            state = rules.resign(state, players - 1)
            continue
        if state.pending:
            action = rules.chance_action(state, chance)
            log.append((None, "chance", action))
        elif pick.random() < careless:
            action = pick.choice(rules.legal_actions(state))
            log.append((state.seat, "play", action))
        else:
            action = rules.computer_action(state, chance)
            log.append((state.seat, "computer", action))
        state = rules.apply(state, action)
    return rules, options, state, log


@settings(max_examples=40, deadline=None)
@given(
    game_id=st.sampled_from(TOLD),
    which=st.integers(0, 1),
    players=st.integers(1, 4),
    seed=st.integers(0, 2**32),
    careless=st.sampled_from([0.0, 0.3, 1.0]),
)
def test_every_seats_score_is_its_expectation_and_luck_less_its_cost(
    game_id, which, players, seed, careless
):
    options = OPTIONS[game_id][which % len(OPTIONS[game_id])]
    small = {"target": 2_000} if game_id in ("ones_and_fives", "six_dice") else {}
    rules, options, end, log = playout(game_id, {**options, **small}, players, seed, careless)
    stories = story(rules, options, players, log)
    for seat, told in enumerate(stories):
        assert end.scores[seat] == pytest.approx(told.expected + told.luck - told.cost, abs=1e-6)
        assert told.cost >= -1e-9
        assert sum(told.throws) == pytest.approx(told.luck, abs=1e-6)
        costs = [points for _, kind, points in told.steps if kind == "cost"]
        assert sum(costs) == pytest.approx(told.cost, abs=1e-6)
        assert all(log[index][1] == "chance" for index, kind, _ in told.steps if kind == "luck")
        if careless == 0.0:  # perfect play loses nothing (but what a resign gives up)
            assert told.costliest is None


def test_a_throws_luck_averages_zero_over_every_throw():
    """From a state about to throw, the worth after each of the 6ⁿ throws, weighted equally,
    is the worth before it: luck is what the dice did beyond what was expected."""
    cases = [
        new("ones_and_fives", 2),
        play("ones_and_fives", new("ones_and_fives", 2), [({"type": "roll"}, [1, 5, 2, 3, 4, 6])]),
        new("six_dice", 2),
        new("sequence", 2, three_ones_reset=True).with_score(0, 40),  # three 1s: back to 0
        new("forbidden", 3),
    ]
    for state in cases:
        rules = RULES[state.game]
        values = _values(rules, state.options)
        if not state.pending:  # throw on: the first decision that throws
            roll = next(a for a in rules.legal_actions(state) if a["type"] == "roll")
            state = rules.apply(state, roll)
        before = [values.worth(state, seat) for seat in range(state.players)]
        totals = [0.0] * state.players
        for faces in combinations_with_replacement(range(1, 7), state.pending):
            ways = factorial(len(faces)) / prod(factorial(faces.count(f)) for f in set(faces))
            after = rules.apply(state, {"type": "throw", "dice": list(faces)})
            for seat in range(state.players):  # (Forbidden's equal faces: thrown again)
                totals[seat] += ways / 6 ** len(faces) * values.worth(after, seat, since=state)
        assert totals == pytest.approx(before), state.game


def test_forbidden_numbers_worked_by_hand():
    """1 and 2 forbidden: the four faces that score sum to 18, so six dice are worth 54. The
    draw was lucky by 12 for everyone (42 before it); 1 2 3 4 5 6 scores 18 and keeps four
    dice (worth 36): luck 0; then 1 1 2 2 ends the turn with nothing: luck −36."""
    rules = RULES["forbidden"]
    state = new("forbidden", 2)
    log = [(None, "chance", {"type": "throw", "dice": [1, 2]})]
    log += [
        (0, "play", {"type": "roll"}),
        (None, "chance", {"type": "throw", "dice": [1, 2, 3, 4, 5, 6]}),
    ]
    log += [
        (0, "play", {"type": "roll"}),
        (None, "chance", {"type": "throw", "dice": [1, 1, 2, 2]}),
    ]
    alice, bob = story(rules, state.options, 2, log)
    assert (alice.expected, alice.throws, alice.luck) == (42, [12, 0, -36], -24)
    assert alice.expected + alice.luck == 18  # her score
    assert (bob.expected, bob.throws) == (42, [12])  # his turn to come: worth 54


def test_a_greedy_set_aside_costs_what_the_tables_price():
    """Ones and Fives: a first throw of 1 1 5 2 3 4. Setting aside all three scoring dice (250,
    three dice to throw on) is worth 266 points on average; the single 1 (100, five dice) is
    worth 369, the best choice: the greedy one cost 103."""
    rules = RULES["ones_and_fives"]
    state = new("ones_and_fives", 2)
    chosen = {"type": "roll", "keep": [0, 1, 2]}
    log = [
        (0, "play", {"type": "roll"}),
        (None, "chance", {"type": "throw", "dice": [1, 1, 5, 2, 3, 4]}),
        (0, "play", chosen),
    ]
    alice, bob = story(rules, state.options, 2, log)
    assert round(alice.cost) == 103 and round(alice.expected + alice.luck) == 369
    assert alice.costliest.chose == chosen and alice.costliest.better == {
        "type": "roll",
        "keep": [0],
    }
    assert alice.costliest.turn == 1 and round(alice.costliest.cost) == 103
    assert (bob.expected, bob.luck, bob.cost) == (0, 0, 0)  # his turn has not begun
