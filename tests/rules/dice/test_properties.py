"""Invariants along random play of every dice game (hypothesis)."""

from __future__ import annotations

import json

from hypothesis import given, settings
from hypothesis import strategies as st

from rules.base import IllegalAction, SeededChance
from rules.dice import FIGURES, DiceState, can_bank, selection_score
from tests.rules.dice.helpers import RULES, new

SMALL_TARGETS = {"ones_and_fives": {"target": 1000}, "six_dice": {"target": 1000}}

junk_actions = st.fixed_dictionaries(
    {"type": st.sampled_from(["roll", "bank", "write", "end_turn", "throw", "pass", 3])},
    optional={
        "keep": st.one_of(st.lists(st.integers(-1, 7), max_size=7), st.just("all"), st.none()),
        "figure": st.sampled_from([*FIGURES, "yahtzee", 0]),
        "dice": st.lists(st.integers(0, 7), max_size=7),
    },
)


def round_trip(game_id: str, state: DiceState) -> DiceState:
    game = RULES[game_id]
    return game.from_json(json.loads(json.dumps(game.to_json(state))))


@settings(max_examples=300, deadline=None)
@given(
    game_id=st.sampled_from(list(RULES)),
    players=st.integers(1, 8),
    seed=st.integers(0, 2**32),
    steps=st.integers(0, 120),
    junk=st.lists(junk_actions, min_size=1, max_size=4),
)
def test_random_play_keeps_every_invariant(
    game_id: str, players: int, seed: int, steps: int, junk: list[dict]
) -> None:
    game = RULES[game_id]
    source = SeededChance(seed)
    state = new(game_id, players, **SMALL_TARGETS.get(game_id, {}))
    for _ in range(steps):
        if game.is_over(state):
            break
        chance = game.chance_action(state, source)
        if chance is None:
            actions = game.legal_actions(state)
            action = actions[source.randint(0, len(actions) - 1)]
        else:
            action = chance
        before = game.to_json(state)
        following = game.apply(state, action)
        assert game.to_json(state) == before  # apply never mutates its input
        state = following
        assert min(state.scores) >= 0
    assert round_trip(game_id, state) == state
    assert json.loads(json.dumps(game.view(state, None))) == game.view(state, None)
    before = game.to_json(state)
    for action in junk:
        legal = game.legal_actions(state)
        try:
            game.apply(state, action)
        except IllegalAction as refused:
            assert refused.reason and refused.key.startswith("dice.")
        else:
            # accepted: a legal kind (extra keys are ignored; equal dice may be picked either way)
            assert action["type"] in {a["type"] for a in legal} or game.to_move(state) is None
        assert game.to_json(state) == before  # refused or not, the state is unchanged


def kept_multisets(throw: tuple[int, ...], actions: list[dict], kind: str) -> set:
    return {tuple(sorted(throw[i] for i in a["keep"])) for a in actions if a["type"] == kind}


def every_subset(throw: tuple[int, ...]) -> list[tuple[int, ...]]:
    return [tuple(i for i in range(len(throw)) if mask >> i & 1) for mask in range(1 << len(throw))]


@given(throw=st.lists(st.integers(1, 6), min_size=1, max_size=6), total=st.integers(0, 20))
def test_ones_and_fives_lists_every_allowed_selection_once(throw: list[int], total: int) -> None:
    game = RULES["ones_and_fives"]
    state = new("ones_and_fives").evolve(
        throw=tuple(throw), dice_left=len(throw), turn_total=50 * total
    )
    actions = game.legal_actions(state)
    allowed = {
        tuple(sorted(throw[i] for i in keep))
        for keep in every_subset(state.throw)
        if selection_score(state, list(keep)) is not None
    }
    rolls = [a for a in actions if a["type"] == "roll"]
    assert kept_multisets(state.throw, actions, "roll") == allowed
    assert len(rolls) == len(allowed)
    banks = [action["keep"] for action in actions if action["type"] == "bank"]
    assert banks == [a["keep"] for a in rolls if can_bank(state, a["keep"])]


@given(throw=st.lists(st.integers(1, 6), min_size=6, max_size=6))
def test_figures_lists_every_keep_but_all_six_once(throw: list[int]) -> None:
    state = new("figures").evolve(throw=tuple(throw), throws_left=1)
    actions = RULES["figures"].legal_actions(state)
    keeps = [a for a in actions if a["type"] == "roll"]
    expected = {tuple(sorted(throw[i] for i in keep)) for keep in every_subset(state.throw)}
    expected.discard(tuple(sorted(throw)))
    assert kept_multisets(state.throw, actions, "roll") == expected
    assert len(keeps) == len(expected)
