"""`ones_and_fives` and `six_dice`: throw, set scoring dice aside, bank the turn total or bust.

ones_and_fives: the player picks the dice to set aside (`keep`, indices into the current throw)
with each `roll`/`bank`. six_dice sets all scoring dice aside by itself; the player only rolls or
banks.
"""

from __future__ import annotations

from typing import Any

from rules.base import Action, ChanceSource, IllegalAction, OptionSpec, play_chance
from rules.dice.engine import TURNS_OPTION, DiceGame, indices_of, parse_keep
from rules.dice.scoring import score_dice, set_aside_options
from rules.dice.state import DiceState
from rules.dice.turn_policy import (
    CONFIRM,
    TurnPolicy,
    bank_allowed,
    throw_choices,
    turn_policy,
)


def _options(bank_min: int) -> tuple[OptionSpec, ...]:
    return (
        OptionSpec("target", 10_000, minimum=500, maximum=1_000_000),
        OptionSpec("bank_min", bank_min, minimum=50, maximum=5_000),
        TURNS_OPTION,
    )


def dice_to_throw(state: DiceState) -> int:
    """How many dice the next throw of the turn throws: those not set aside, all six again
    after hot dice (every die scored)."""
    return state.dice_left or 6


def _left_code(state: DiceState) -> int:
    return CONFIRM if state.must_confirm else state.dice_left


def policy_action(policy: TurnPolicy, state: DiceState) -> Action:
    """The action a turn policy takes for the seat to move (the computer plays the optimal one;
    benchmarks compare it with the baseline)."""
    if not state.throw:
        return {"type": "roll"}
    if state.game == "six_dice":
        return {"type": "bank" if policy.banks(state.turn_total, _left_code(state)) else "roll"}
    kept, banks = policy.best_choice(state.throw, state.turn_total)
    return {"type": "bank" if banks else "roll", "keep": indices_of(state.throw, kept)}


def action_value(policy: TurnPolicy, state: DiceState, action: Action) -> float:
    """The turn's expected final score when the seat to move takes `action` (a legal one) and
    plays `policy` after it: for the optimal policy, exactly what the action is worth."""
    if not state.throw:  # the turn's first throw: the only choice
        return policy.expected_turn
    if state.game == SIX_DICE.id:
        total, left = state.turn_total, _left_code(state)
    else:
        keep = action.get("keep", [])
        total = state.turn_total + (selection_score(state, keep) or 0)
        left = state.dice_left - len(keep)
    return policy.value(total, left, action["type"] == "bank")


class _BankingGame(DiceGame):
    actions = ("roll", "bank")
    turn_enders = ("bank",)
    banks = True

    def winning_score(self, state: DiceState) -> int:
        return state.options["target"]

    def computer_action(self, state: DiceState, source: ChanceSource) -> Action:
        return policy_action(turn_policy(self.id, state.options["bank_min"]), state)

    def _roll(self, state: DiceState) -> DiceState:
        count = dice_to_throw(state)
        return state.evolve(pending=count, dice_left=count, throw=(), must_confirm=False)

    def _bank(self, state: DiceState) -> DiceState:
        score = state.scores[state.seat] + state.turn_total
        event = {
            "type": "bank",
            "seat": state.seat,
            "set_aside": list(state.set_aside),
            "points": state.turn_total,
            "score": score,
        }
        return self._end_turn(state.with_score(state.seat, score), event)

    def _bust(self, state: DiceState, dice: tuple[int, ...]) -> DiceState:
        event = {
            "type": "bust",
            "seat": state.seat,
            "set_aside": list(state.set_aside),
            "dice": list(dice),
            "lost": state.turn_total,
        }
        return self._end_turn(state, event)

    def _throw_ends_turn(self, state: DiceState, dice: tuple[int, ...]) -> bool:
        return not set_aside_options(self.id, tuple(sorted(dice)))  # a bust


class OnesAndFives(_BankingGame):
    id = "ones_and_fives"
    options = _options(400)
    selects_dice = True  # which scoring dice to set aside (six_dice sets them aside itself)

    def _legal(self, state: DiceState) -> list[Action]:
        if not state.throw:
            return [{"type": "roll"}]
        actions: list[Action] = []
        for kept, points in set_aside_options(self.id, tuple(sorted(state.throw))):
            keep = indices_of(state.throw, kept)
            actions.append({"type": "roll", "keep": keep})
            if self._may_bank(state, points, len(kept)):
                actions.append({"type": "bank", "keep": keep})
        return actions

    def _may_bank(self, state: DiceState, points: int, kept: int) -> bool:
        left = state.dice_left - kept
        return bank_allowed(self.id, state.turn_total + points, left, state.options["bank_min"])

    def _decide(self, state: DiceState, action: Action) -> DiceState:
        if not state.throw:
            if action["type"] != "roll" or action.get("keep"):
                raise IllegalAction("Start your turn by throwing all six dice.", "dice.first_roll")
            return self._roll(state)
        keep = parse_keep(action, state.throw)
        points = selection_score(state, keep)
        if points is None:
            raise IllegalAction(
                "Set aside at least one scoring combination, and only dice that score "
                "(1s, 5s, triples, a straight or three pairs).",
                "dice.ones_and_fives.not_scoring",
            )
        if action["type"] == "bank" and not self._may_bank(state, points, len(keep)):
            raise IllegalAction(
                f"You may bank only with at least {state.options['bank_min']} points and at "
                "most 2 dice left to throw: throw on.",
                "dice.ones_and_fives.no_bank",
                bank_min=state.options["bank_min"],
            )
        kept = tuple(state.throw[i] for i in keep)
        left = state.dice_left - len(keep)
        event = {
            "type": "set_aside",
            "seat": state.seat,
            "dice": list(kept),
            "points": points,
            "hot_dice": left == 0,
        }
        state = state.evolve(
            turn_total=state.turn_total + points,
            set_aside=state.set_aside + kept,
            dice_left=left,
            event=event,
        )
        return self._bank(state) if action["type"] == "bank" else self._roll(state)

    def _on_throw(self, state: DiceState, dice: tuple[int, ...]) -> DiceState:
        if self._throw_ends_turn(state, dice):
            return self._bust(state, dice)
        return state.evolve(pending=0, throw=dice, event={"type": "throw", "seat": state.seat})

    def _bank_allowed(self, state: DiceState) -> bool:
        return any(action["type"] == "bank" for action in self.legal_actions(state))


class SixDice(_BankingGame):
    id = "six_dice"
    options = _options(350)

    def _legal(self, state: DiceState) -> list[Action]:
        if self._bank_allowed(state):
            return [{"type": "roll"}, {"type": "bank"}]
        return [{"type": "roll"}]

    def _bank_allowed(self, state: DiceState) -> bool:
        return bool(state.throw) and bank_allowed(
            self.id, state.turn_total, _left_code(state), state.options["bank_min"]
        )

    def _decide(self, state: DiceState, action: Action) -> DiceState:
        if "keep" in action:
            raise IllegalAction(
                "Six Dice sets the scoring dice aside by itself: just roll or bank.",
                "dice.six_dice.no_selection",
            )
        if action["type"] == "roll":
            return self._roll(state)
        if not self._bank_allowed(state):
            reason = (
                "Six scoring dice must be confirmed: throw all six again."
                if state.must_confirm
                else f"You may bank only with at least {state.options['bank_min']} points."
            )
            raise IllegalAction(reason, "dice.six_dice.no_bank", bank_min=state.options["bank_min"])
        return self._bank(state)

    def _on_throw(self, state: DiceState, dice: tuple[int, ...]) -> DiceState:
        choices = throw_choices(self.id, tuple(sorted(dice)))
        if not choices:
            return self._bust(state, dice)
        [(kept, points, left)] = choices
        event: dict[str, Any] = {
            "type": "set_aside",
            "seat": state.seat,
            "dice": list(kept),
            "points": points,
            "hot_dice": left in (0, CONFIRM),
            "must_confirm": left == CONFIRM,
        }
        return state.evolve(
            pending=0,
            throw=dice,
            turn_total=state.turn_total + points,
            set_aside=state.set_aside + kept,
            dice_left=len(dice) - len(kept),
            must_confirm=left == CONFIRM,
            event=event,
        )


def selection_score(state: DiceState, keep: list[int] | tuple[int, ...]) -> int | None:
    """ones_and_fives: what setting aside the dice at `keep` (indices into the current throw)
    adds to the turn total; None if that selection is not allowed (or nothing was thrown)."""
    if not state.throw:
        return None
    try:
        indices = parse_keep({"keep": list(keep)}, state.throw)
    except IllegalAction:
        return None
    return score_dice(state.game, [state.throw[i] for i in indices])


ONES_AND_FIVES = OnesAndFives()
SIX_DICE = SixDice()


def can_bank(state: DiceState, keep: list[int] | tuple[int, ...] | None = None) -> bool:
    """May the player bank now? ones_and_fives: after setting aside `keep` (None: with some
    selection of this throw); six_dice ignores `keep`."""
    if state.game == SIX_DICE.id:
        return SIX_DICE.to_move(state) is not None and SIX_DICE._bank_allowed(state)
    if keep is None:
        return ONES_AND_FIVES._bank_allowed(state)
    points = selection_score(state, keep)
    return points is not None and ONES_AND_FIVES._may_bank(state, points, len(keep))


def turn_scores(policy: TurnPolicy, turns: int, source: ChanceSource) -> list[int]:
    """The points of `turns` solitaire turns played by `policy` through the rules (benchmarks
    and tests compare their mean with `policy.expected_turn`)."""
    game = SIX_DICE if policy.game_id == SIX_DICE.id else ONES_AND_FIVES
    fresh = game.new_game({"target": 1_000_000, "bank_min": policy.bank_min}, 1)
    scores = []
    for _ in range(turns):
        state = fresh
        while not state.turns[0]:
            state = game.apply(state, policy_action(policy, state))
            state, _ = play_chance(game, state, source)
        scores.append(state.scores[0])
    return scores
