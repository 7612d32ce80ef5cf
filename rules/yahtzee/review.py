"""Decision quality after a game: the action log replayed, every judged decision priced with
`strategy.action_loss`, summed per seat into the share of the optimal expectation it kept.

The log is what the bot stores for every game: `(seat, action, judged)` in order, where
`judged` is False for what the player did not decide himself (chance, a computer seat, the
computer playing an absent player's turn); `{"type": "resign"}` is a seat giving up. Leaderboards
can average `SeatReview.kept` per player.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from rules.base import Action
from rules.yahtzee.game import YahtzeeRules, YahtzeeState
from rules.yahtzee.scorecard import BOXES
from rules.yahtzee.strategy import action_loss, best_action, kept_share

NEGLIGIBLE = 1e-6  # expected points: below this a loss is rounding, not a mistake


@dataclass(frozen=True)
class Decision:
    """One priced decision: what the seat did with which dice, and the best choice instead."""

    round: int
    dice: tuple[int, ...]
    action: Action
    best: Action
    loss: float
    points: tuple[int, int]  # what the action wrote: (box value, bonuses); (0, 0) for a throw
    best_points: tuple[int, int]  # what the best action would have written
    state: YahtzeeState  # the state decided in


@dataclass
class SeatReview:
    loss: float = 0.0  # expected points given away against optimal play
    decisions: int = 0
    costliest: Decision | None = None
    kept: float = 1.0  # kept_share of `loss`
    round_losses: list[float] = field(default_factory=lambda: [0.0] * BOXES)  # `loss` by round


def review(
    rules: YahtzeeRules, players: int, log: Iterable[tuple[int | None, Action, bool]]
) -> list[SeatReview]:
    """Each seat's decision quality over the game the log plays (from a new game)."""
    variant = rules.variant
    state = rules.new_game({}, players)
    reviews = [SeatReview() for _ in range(players)]
    for seat, action, judged in log:
        if action.get("type") == "resign":
            state = rules.resign(state, seat)
            continue
        if judged and state.throws:  # the first throw of a turn is no choice
            loss = action_loss(variant, state, action)
            best = best_action(variant, state)
            decision = Decision(
                round=state.cards[state.seat].filled + 1,
                dice=state.dice,
                action=action,
                best=best,
                loss=loss,
                points=_written(rules, state, action),
                best_points=_written(rules, state, best),
                state=state,
            )
            seat_review = reviews[state.seat]
            seat_review.loss += loss
            seat_review.round_losses[decision.round - 1] += loss
            seat_review.decisions += 1
            if loss > NEGLIGIBLE and (
                seat_review.costliest is None or loss > seat_review.costliest.loss
            ):
                seat_review.costliest = decision
        state = rules.apply(state, action)
    for seat_review in reviews:
        seat_review.kept = kept_share(variant, seat_review.loss)
    return reviews


def _written(rules: YahtzeeRules, state: YahtzeeState, action: Action) -> tuple[int, int]:
    """What a write pays: (box value, bonuses); (0, 0) for a throw."""
    if action["type"] != "write":
        return 0, 0
    outcome = rules.write_outcome(state, rules.variant.box_index[action["box"]])
    return int(outcome.score), int(outcome.five_bonus + outcome.throw_bonus)
