"""Dominoes' daily challenge: the solo solver against brute force on small positions, perfect
play's replay, and an attempt's comparison with it (rules/domino/daily.py)."""

from __future__ import annotations

import hashlib
import math
import random
from datetime import date

import pytest

from rules.daily import play_out, resolve
from rules.domino.daily import DAILY, compare, played_action
from rules.domino.solo_solver import SoloSolver, placed
from rules.fairness import KeyedChance

from .helpers import GAME, play, position, tiles

SOLO = GAME["solo"]
SEEDS = [hashlib.sha256(f"test day {number}".encode()).digest() for number in range(12)]


def brute_force(state) -> int:
    """The most tiles placed over every line of play, with no memo and no early stop."""
    if SOLO.is_over(state):
        return placed(state)
    return max(brute_force(SOLO.apply(state, action)) for action in SOLO.legal_actions(state))


def random_position(rng: random.Random):
    """A base, a hand of five of which one fits it, and a short stock, drawn from the set."""
    while True:
        lead, *hand = drawn = rng.sample(SOLO.deck(), 9)
        hand, stock = hand[:5], tuple(drawn[6:])
        if any(set(tile) & set(lead) for tile in hand):
            names = [f"{low}-{high}" for low, high in hand]
            return position("solo", [names], f"{lead[0]}-{lead[1]}", [[], []], stock=stock)


def dealt(seed: bytes):
    """The deal of `seed` and its chance actions, as the bot logs them."""
    state, chances = resolve(SOLO, SOLO.new_game({}, 1), KeyedChance(seed))
    return state, [(None, "chance", action) for action, _ in chances]


def attempt(seed: bytes, decide, resign_after: int | None = None):
    """An attempt's log: the deal, then `decide`'s plays (resigning after that many)."""
    state, log = dealt(seed)
    while not SOLO.is_over(state):
        if resign_after is not None and len(log) - 1 == resign_after:
            log.append((0, "resign", {"type": "resign"}))
            break
        action = decide(state)
        log.append((0, "play", action))
        state = SOLO.apply(state, action)
    return log


# --- the solver ---------------------------------------------------------------------------


def test_the_solver_turns_the_last_tile_towards_the_refill():
    # 3|3, then 3-5 and 3-6 give ends 5 and 6; 5-6 must go where it leaves a 6 for the
    # stock's 6-0: on the 5 (ends 6, 6), not on the 6 (ends 5, 5: 6-0 fits nothing).
    state = position("solo", [["3-5", "3-6", "5-6"]], "3-3", [[], []], stock=tuple(tiles("0-6")))
    state = play(SOLO, play(SOLO, state, "3-5", "left"), "3-6", "right")
    solver = SoloSolver(SOLO)
    assert solver.value(state) == 5  # 3-3, 3-5, 3-6, 5-6 and 0-6: everything
    assert solver.best_action(state) == {"type": "play", "tile": [5, 6], "end": "left", "near": 5}
    wrong = {"type": "play", "tile": [5, 6], "end": "right", "near": 6}
    assert solver.after(state, wrong) == 4


def test_the_solver_equals_brute_force_on_small_positions():
    rng = random.Random(37)
    positions = [random_position(rng) for _ in range(40)]
    values = [SoloSolver(SOLO).value(state) for state in positions]
    assert values == [brute_force(state) for state in positions]
    assert len(set(values)) > 2  # positions won, lost early and lost late


def test_the_base_is_a_choice_the_solver_makes():
    state, _ = dealt(SEEDS[0])
    solver = SoloSolver(SOLO)
    bases = [solver.after(state, action) for action in SOLO.legal_actions(state)]
    assert len(bases) == 5 and solver.value(state) == max(bases)


@pytest.mark.parametrize("seed", SEEDS)
def test_perfect_play_s_replay_scores_the_solver_s_value(seed):
    solver = SoloSolver(SOLO)
    state, _ = dealt(seed)
    assert placed(play_out(SOLO, {}, seed, solver.best_action)) == solver.value(state)


# --- the challenge and the comparison --------------------------------------------------------


def test_the_challenge_is_the_solo_game_every_day():
    for day in (date(2026, 11, 27), date(2027, 2, 28)):
        challenge = DAILY.challenge(day, SEEDS[0])
        assert (challenge.game, challenge.options) == ("solo", {})
        SOLO.check_options(challenge.options)


def test_the_deal_is_the_one_chance_action_at_the_first_key():
    _, log = dealt(SEEDS[0])
    assert [action["at"] for _, _, action in log] == [[0, 0]]


@pytest.mark.parametrize("seed", SEEDS[:4])
def test_a_perfect_attempt_has_every_step_at_one_and_no_costliest(seed):
    solver = SoloSolver(SOLO)
    comparison = compare(
        SOLO, DAILY.challenge(date(2026, 11, 27), seed), attempt(seed, solver.best_action), seed
    )
    assert comparison.score == comparison.perfect and comparison.percent == 100
    assert comparison.steps and set(comparison.steps) == {1.0}
    assert comparison.costliest is None


def worse_base(seed: bytes):
    """A base worse than perfect play's on the deal of `seed`, and what it keeps in reach."""
    solver = SoloSolver(SOLO)
    state, _ = dealt(seed)
    options = [(solver.after(state, action), action) for action in SOLO.legal_actions(state)]
    kept, action = min(options, key=lambda option: option[0])
    return solver, state, action, kept


def test_a_worse_base_costs_what_the_solver_says_in_the_first_turn():
    seed = next(
        seed for seed in SEEDS if worse_base(seed)[3] < SoloSolver(SOLO).value(dealt(seed)[0])
    )
    solver, state, base, kept = worse_base(seed)
    best = solver.value(state)
    log = attempt(seed, lambda now: base if now.lead is None else solver.best_action(now))
    comparison = compare(SOLO, DAILY.challenge(date(2026, 11, 27), seed), log, seed)
    assert (comparison.score, comparison.perfect) == (kept, best)
    assert comparison.steps[0] == kept / best and set(comparison.steps[1:]) <= {1.0}
    decision = comparison.costliest
    assert (decision.turn, decision.chose, decision.cost) == (1, base, best - kept)
    assert decision.better == solver.best_action(state)
    assert SOLO.from_json(decision.state).hands == state.hands


def test_resigning_at_once_costs_the_whole_deal():
    seed = SEEDS[1]
    comparison = compare(
        SOLO, DAILY.challenge(date(2026, 11, 27), seed), attempt(seed, None, resign_after=0), seed
    )
    assert comparison.score == 0 and comparison.steps == (0.0,)
    decision = comparison.costliest
    assert decision.chose == {"type": "resign"} and decision.cost == comparison.perfect


@pytest.mark.parametrize("seed", SEEDS)
def test_the_steps_multiply_to_the_share_of_perfect_play(seed):
    log = attempt(seed, lambda state: SOLO.computer_action(state, None))
    comparison = compare(SOLO, DAILY.challenge(date(2026, 11, 27), seed), log, seed)
    assert comparison.perfect >= comparison.score
    assert all(0 <= step <= 1 for step in comparison.steps)
    assert math.isclose(math.prod(comparison.steps), comparison.score / comparison.perfect)


def test_the_play_made_is_named_in_full_whatever_the_log_left_out():
    state = position("solo", [["3-5", "3-6", "1-1"]], "3-3", [[], []], stock=tuple(tiles("0-6")))
    state = play(SOLO, play(SOLO, state, "3-5", "left"), "3-6")  # 3-6 fits the right end only
    assert played_action(state) == {"type": "play", "tile": [3, 6], "end": "right", "near": 3}
