"""A finished turn told after the fact: which logged actions end a turn, and a whole turn
replayed from its start (the board's history lines are built from these)."""

from __future__ import annotations

from rules.base import FixedDice, play_chance
from tests.rules.dice.helpers import RULES, new

ROLL = {"type": "roll"}


def throw(*dice: int) -> dict:
    return {"type": "throw", "dice": list(dice)}


def logged(game_id: str, state, actions: list[dict]) -> list[dict]:
    """The actions and the throws they bring, as the service logs them."""
    game, log = RULES[game_id], []
    for action, dice in actions:
        state = game.apply(state, action)
        log.append(action)
        if dice is not None:
            state, thrown = play_chance(game, state, FixedDice(dice))
            log.extend(thrown)
    return log


def test_what_ends_a_turn_whatever_came_before() -> None:
    state = new("forbidden", 2)
    state, _ = play_chance(RULES["forbidden"], state, FixedDice([2, 5]))
    cases = [
        ("ones_and_fives", new("ones_and_fives"), {"type": "bank", "keep": [0]}, True),
        ("ones_and_fives", new("ones_and_fives"), throw(2, 3, 4, 6), True),  # a bust
        ("ones_and_fives", new("ones_and_fives"), throw(2, 3, 4, 5), False),
        ("ones_and_fives", new("ones_and_fives"), ROLL, False),
        ("six_dice", new("six_dice"), throw(2, 2, 3, 3, 4, 4), False),  # three pairs score
        ("six_dice", new("six_dice"), throw(2, 3, 3, 4, 6, 6), True),
        ("figures", new("figures"), {"type": "end_turn"}, True),
        ("figures", new("figures"), throw(1, 1, 1, 1, 1, 1), False),
        ("sequence", new("sequence"), throw(2, 3, 4, 4, 5, 6), True),
        ("forbidden", state, throw(2, 5, 5), True),
        ("forbidden", state, throw(2, 5, 1), False),
    ]
    for game_id, any_state, action, ends in cases:
        assert RULES[game_id].ends_turn(any_state, action) is ends, (game_id, action)


def test_a_banked_turn_replays_to_its_bank_with_all_the_dice_set_aside() -> None:
    game = RULES["ones_and_fives"]
    start = new("ones_and_fives", 2).evolve(seat=1)
    actions = logged(
        "ones_and_fives",
        start,
        [
            (ROLL, [1, 1, 6, 6, 3, 4]),
            ({"type": "roll", "keep": [0, 1]}, [1, 5, 5, 2]),
            ({"type": "bank", "keep": [0, 1, 2]}, None),
        ],
    )
    later = new("ones_and_fives", 2).with_score(1, 5000)  # any later state of the game
    events = game.replay_turn(later, 1, actions)
    assert len(events) == len(actions)
    assert events[-1] == {
        "type": "bank",
        "seat": 1,
        "set_aside": [1, 1, 1, 5, 5],
        "points": 400,
        "score": 400,  # the turn's own: the replay does not know the score before it
    }


def test_a_bust_and_a_figure_replay_to_their_events() -> None:
    actions = logged(
        "six_dice", new("six_dice"), [(ROLL, [1, 2, 3, 3, 4, 6]), (ROLL, [2, 3, 4, 6, 6])]
    )
    *_, bust = RULES["six_dice"].replay_turn(new("six_dice"), 0, actions)
    assert bust == {
        "type": "bust",
        "seat": 0,
        "set_aside": [1],
        "dice": [2, 3, 4, 6, 6],
        "lost": 100,
    }
    actions = logged(
        "figures",
        new("figures"),
        [
            (ROLL, [4, 4, 2, 3, 6, 1]),
            ({"type": "roll", "keep": [0, 1]}, [4, 4, 2, 5]),
            ({"type": "write", "figure": "poker"}, None),
        ],
    )
    events = RULES["figures"].replay_turn(new("figures", 3), 2, actions)
    assert [event["dice"] for event in events if event["type"] == "throw"] == [
        [4, 4, 2, 3, 6, 1],
        [4, 4, 4, 4, 2, 5],
    ]
    assert events[-1] == {
        "type": "write",
        "seat": 2,
        "figure": "poker",
        "points": 16,
        "marks": 0,
    }


def test_a_forbidden_turn_replays_throw_by_throw() -> None:
    game = RULES["forbidden"]
    state, _ = play_chance(game, new("forbidden", 2), FixedDice([2, 5]))
    actions = logged(
        "forbidden", state, [(ROLL, [1, 2, 3, 5, 6, 6]), (ROLL, [5, 2, 6, 1]), (ROLL, [2, 5])]
    )
    events = game.replay_turn(state, 0, actions)
    throws = [
        (event["points"], event["score"])
        for action, event in zip(actions, events, strict=True)
        if action["type"] == "throw"
    ]
    assert throws == [(16, 16), (7, 23), (0, 23)]
    assert game.ends_turn(state, actions[-1])
