"""The dice family's daily challenge: one of the five Czech dice games a day, solo, in a format
that ends on its own, compared with perfect play on the same keyed dice.

The formats (`FORMATS`, the game of the day by `day.toordinal() % 5`):
- ones_and_fives, six_dice: 10 turns (`turns`), the highest total. The target is set out of
  reach, so the total is the sum of ten independent turns and perfect play is the exact
  optimal turn (`turn_policy`: each turn's expected points at their maximum).
- figures: the solo card until it is full (RULES.md's end), or 30 turns: without a limit,
  turns ended unthrown would carry throws without end, and a patient player could form every
  figure at its best (341 points; the computer fills a card in 26 turns on average, 78 % of
  cards in 30, for ~221). There is no exact optimum of a card: the reference is the family's
  computer player, and no decision is priced (every turn's step is 1).
- sequence: 10 turns (or 100 points, RULES.md's end, whichever comes first); forbidden: its one
  turn. Pure luck: every decision is a roll, so perfect play is the attempt itself.

`compare` prices a decision of the banking games at its expected loss: the expected final
points of the turn after the best action minus after the action taken, both followed by
perfect play (`action_value`). A turn's closeness (`steps`) is 1 - its summed losses / the
expected points of a perfect turn, floored at 0.
"""

from __future__ import annotations

from datetime import date
from typing import Any

from rules.base import Action, GameRules, resolve_options
from rules.daily import Challenge, Comparison, DailyRules, Decision, Log, play_out
from rules.dice import GAMES
from rules.dice.banking import action_value
from rules.dice.state import DiceState
from rules.dice.turn_policy import TurnPolicy, turn_policy

OUT_OF_REACH = 1_000_000  # the largest target: ten turns never reach it
FORMATS: tuple[tuple[str, dict[str, Any]], ...] = (
    ("ones_and_fives", {"target": OUT_OF_REACH, "turns": 10}),
    ("six_dice", {"target": OUT_OF_REACH, "turns": 10}),
    ("figures", {"turns": 30}),
    ("sequence", {"turns": 10}),
    ("forbidden", {}),
)
PRICED = 1e-9  # a loss below this is a tie between equally good actions


def challenge(day: date, seed: bytes) -> Challenge:
    """The day's game, in rotation, with its options resolved and checked."""
    game, given = FORMATS[day.toordinal() % len(FORMATS)]
    rules = next(rules for rules in GAMES if rules.id == game)
    options = resolve_options(rules.options, given)
    rules.check_options(options)
    return Challenge(game, options)


def compare(rules: GameRules, challenge: Challenge, log: Log, seed: bytes) -> Comparison:
    """The attempt of `log` beside perfect play on the same keyed dice (see the module's doc)."""
    policy = _policy(rules, challenge.options)
    state = rules.new_game(challenge.options, 1)
    losses: list[float] = []  # per turn of the attempt
    costliest: Decision | None = None
    for seat, kind, action in log:
        if kind == "resign":
            state = rules.resign(state, seat)
            continue
        if kind == "play":
            turn = state.turns[0]
            losses.extend([0.0] * (turn + 1 - len(losses)))
            decision = _priced(rules, policy, state, action) if policy else None
            if decision is not None:
                losses[turn] += decision.cost
                if costliest is None or decision.cost > costliest.cost:
                    costliest = decision
        state = rules.apply(state, action)
    losses.extend([0.0] * (state.turns[0] - len(losses)))
    perfect = play_out(
        rules, challenge.options, seed, lambda position: rules.computer_action(position, None)
    )
    scale = policy.expected_turn if policy else 1.0
    return Comparison(
        score=float(state.scores[0]),
        perfect=float(perfect.scores[0]),
        steps=tuple(max(0.0, 1.0 - loss / scale) for loss in losses),
        costliest=costliest,
        exact=not rules.writes_figures,  # Figures: its computer player's card
    )


def _policy(rules: GameRules, options: dict[str, Any]) -> TurnPolicy | None:
    """The exact optimal turn of a banking game (its computer player); None where no decision
    is priced."""
    return turn_policy(rules.id, options["bank_min"]) if rules.banks else None


def _priced(
    rules: GameRules, policy: TurnPolicy, state: DiceState, action: Action
) -> Decision | None:
    """The decision `action` in `state` with its expected loss against the best legal action,
    or None when it lost nothing."""
    values = [(action_value(policy, state, legal), legal) for legal in rules.legal_actions(state)]
    best_value, best = max(values, key=lambda pair: pair[0])
    cost = best_value - action_value(policy, state, action)
    if cost < PRICED:
        return None
    return Decision(state.turns[0] + 1, action, best, cost, rules.to_json(state))


DAILY = DailyRules(challenge=challenge, compare=compare)
