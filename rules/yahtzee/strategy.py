"""The optimal player and its hints, read off the solved value tables.

Each decision looks up the plan of the current turn: for the seat's card, the best write of
every roll after each throw and the value of every hold. A plan takes about a millisecond to
solve from the table and is cached per card state, so decisions stay fast. Expected scores are
final totals: points already written plus the expected rest under optimal play.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING, Any

import numpy as np

from rules.base import Action
from rules.yahtzee.dice import (
    KEEPS,
    PROPER_KEEPS,
    THROWS_PER_TURN,
    hold_positions,
    keep_index,
    roll_index,
)
from rules.yahtzee.scorecard import Variant
from rules.yahtzee.solver import THROWS, load, solve_turn, write_values

if TYPE_CHECKING:
    from rules.yahtzee.game import YahtzeeState


@dataclass(frozen=True)
class Plan:
    """One turn of one card solved: indices are [throw - 1, roll] and [throw - 1, hold]."""

    best_box: np.ndarray  # the best box to write each roll into after each throw
    best_write: np.ndarray  # its expected rest of the game
    keep_values: np.ndarray  # expected rest after holding before the 2nd and 3rd throws
    start: float  # expected rest before the first throw


@lru_cache(maxsize=4096)
def plan(variant: Variant, mask: int, upper: int, flags: int) -> Plan:
    writes = write_values(variant, load(variant), mask, flags, THROWS, np.array([upper]))[..., 0]
    best_write = writes.max(axis=1)
    turn = solve_turn(best_write[:, :, None])
    return Plan(
        best_box=writes.argmax(axis=1),
        best_write=best_write,
        keep_values=np.stack(turn.keep_values)[:, :, 0],
        start=float(turn.start[0]),
    )


def _seat_plan(variant: Variant, state: YahtzeeState) -> tuple[Plan, int]:
    """The plan of the seat to move, and its points already written."""
    card = state.cards[state.seat]
    return plan(variant, *variant.summary(card)), card.written_points


def best_action(variant: Variant, state: YahtzeeState) -> Action:
    """The optimal action of the seat to move (at a decision, not a chance node)."""
    if not state.throws:
        return {"type": "roll"}
    turn, _ = _seat_plan(variant, state)
    roll = roll_index(state.dice)
    box = int(turn.best_box[state.throws - 1, roll])
    write = {"type": "write", "box": variant.boxes[box]}
    if state.throws == THROWS_PER_TURN:
        return write
    keeps = PROPER_KEEPS[roll]
    hold_values = turn.keep_values[state.throws - 1, keeps]
    best = int(hold_values.argmax())
    if hold_values[best] <= turn.best_write[state.throws - 1, roll]:
        return write
    return {"type": "roll", "hold": hold_positions(state.dice, KEEPS[keeps[best]])}


def expected_total(variant: Variant, state: YahtzeeState) -> float:
    """The expected final total of the seat to move, played optimally from here: before its
    turn's first throw, while the dice not held are thrown, or with the dice to decide on
    (the best choice's: a write or a hold, as `best_action` picks)."""
    turn, written = _seat_plan(variant, state)
    if not state.throws:
        return written + turn.start
    if state.holding is not None:
        return written + float(
            turn.keep_values[state.throws - 1, keep_index(state.dice, state.holding)]
        )
    roll, throw = roll_index(state.dice), state.throws - 1
    best = float(turn.best_write[throw, roll])
    if state.throws < THROWS_PER_TURN:
        best = max(best, float(turn.keep_values[throw, PROPER_KEEPS[roll]].max()))
    return written + best


def hint(variant: Variant, state: YahtzeeState) -> list[dict[str, Any]]:
    """Every choice of the seat to move with its expected final total and what it loses
    against the best, best first: `[{"action", "expected", "loss"}, ...]`."""
    turn, written = _seat_plan(variant, state)
    if not state.throws:
        options = [({"type": "roll"}, turn.start)]
    else:
        mask, upper, flags = variant.summary(state.cards[state.seat])
        roll = roll_index(state.dice)
        writes = write_values(
            variant,
            load(variant),
            mask,
            flags,
            (state.throws,),
            np.array([upper]),
            np.array([roll]),
        )[0, :, 0, 0]
        options = [
            ({"type": "write", "box": variant.boxes[box]}, float(value))
            for box, value in enumerate(writes)
            if np.isfinite(value)
        ]
        if state.throws < THROWS_PER_TURN:
            options += [
                (
                    {"type": "roll", "hold": hold_positions(state.dice, KEEPS[keep])},
                    float(turn.keep_values[state.throws - 1, keep]),
                )
                for keep in PROPER_KEEPS[roll]
            ]
    options.sort(key=lambda option: -option[1])
    best = options[0][1]
    return [
        {"action": action, "expected": written + value, "loss": best - value}
        for action, value in options
    ]


def action_loss(variant: Variant, state: YahtzeeState, action: Action) -> float:
    """Expected points an action gives away against optimal play (0 for the best one)."""
    if not state.throws:
        return 0.0  # the first throw is the only choice
    options = hint(variant, state)
    if action.get("type") == "roll":
        wanted = keep_index(state.dice, action.get("hold", []))
        for option in options:
            chosen = option["action"]
            if chosen["type"] == "roll" and keep_index(state.dice, chosen["hold"]) == wanted:
                return option["loss"]
    for option in options:
        if option["action"] == action:
            return option["loss"]
    raise ValueError(f"not a choice of the seat to move: {action}")


def optimal_expectation(variant: Variant) -> float:
    """The expected final total of optimal solitaire play from an empty card."""
    return float(load(variant)[0, 0, 0])


def kept_share(variant: Variant, total_loss: float) -> float:
    """The share of the optimal expectation a player's decisions kept, from the sum of his
    `action_loss` over a game (1.0 = every decision optimal; luck plays no part)."""
    optimum = optimal_expectation(variant)
    return max(0.0, optimum - total_loss) / optimum
