"""The Yahtzee family's daily challenge: a full 13-round card played alone, Generał and Kości
on alternate days, without the hint button (it would show perfect play during the challenge).

An attempt is set beside the optimal solitaire player (rules/yahtzee/strategy.py) replayed on
the same keyed dice; its decisions are priced by the end-of-game review (review.py): each
one's expected loss in points against optimal play from the state it was made in.
- `steps`: one per round the attempt wrote, 1 − (the round's summed loss) / STEP_SCALE,
  floored at 0: a perfect round is 1, one that gave away STEP_SCALE points or more on
  average is 0.
- `costliest`: the hold or write with the largest expected loss (review's), None when no
  decision lost anything.
"""

from __future__ import annotations

from datetime import date
from functools import partial

from rules.daily import Challenge, Comparison, DailyRules, Decision, Log, play_out
from rules.yahtzee.game import YahtzeeRules, YahtzeeState
from rules.yahtzee.review import NEGLIGIBLE, review
from rules.yahtzee.strategy import best_action

GAMES_BY_DAY = ("general", "kosci")  # by the day's ordinal, alternately
OPTIONS = {"hints": "off"}
STEP_SCALE = 10.0  # expected points a round may give away before its step reads 0


def challenge(day: date, seed: bytes) -> Challenge:
    return Challenge(GAMES_BY_DAY[day.toordinal() % len(GAMES_BY_DAY)], dict(OPTIONS))


def compare(rules: YahtzeeRules, challenge: Challenge, log: Log, seed: bytes) -> Comparison:
    [quality] = review(rules, 1, [(seat, action, kind == "play") for seat, kind, action in log])
    final = _replayed(rules, challenge, log)
    perfect = play_out(rules, challenge.options, seed, partial(best_action, rules.variant))
    worst = quality.costliest
    costliest = None
    if worst is not None:
        costliest = Decision(
            turn=worst.round,
            chose=worst.action,
            better=worst.best,
            cost=worst.loss,
            state=rules.to_json(worst.state),
        )
    played = quality.round_losses[: final.cards[0].filled]
    return Comparison(
        score=float(rules.totals(final)[0]),
        perfect=float(rules.totals(perfect)[0]),
        steps=tuple(_closeness(loss) for loss in played),
        costliest=costliest,
    )


def _closeness(loss: float) -> float:
    """A round's step from its summed expected loss (a loss of rounding is none)."""
    return 1.0 if loss <= NEGLIGIBLE else max(0.0, 1 - loss / STEP_SCALE)


def _replayed(rules: YahtzeeRules, challenge: Challenge, log: Log) -> YahtzeeState:
    """The attempt's final state."""
    state = rules.new_game(challenge.options, 1)
    for seat, kind, action in log:
        state = rules.resign(state, seat) if kind == "resign" else rules.apply(state, action)
    return state


DAILY = DailyRules(challenge=challenge, compare=compare)
