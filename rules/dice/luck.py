"""`sequence` and `forbidden`: games of pure luck, where the only player action is `roll`."""

from __future__ import annotations

from typing import Any

from rules.base import Action, ChanceSource, OptionSpec
from rules.dice.engine import TURNS_OPTION, DiceGame
from rules.dice.scoring import sequence_points
from rules.dice.state import DiceState

ROLL: Action = {"type": "roll"}


class _LuckGame(DiceGame):
    actions = ("roll",)

    def _legal(self, state: DiceState) -> list[Action]:
        return [dict(ROLL)]

    def _decide(self, state: DiceState, action: Action) -> DiceState:
        return state.evolve(pending=state.dice_left, throw=())

    def computer_action(self, state: DiceState, source: ChanceSource) -> Action:
        return dict(ROLL)


class Sequence(_LuckGame):
    """Each turn one throw of 6 dice scores the run from 1; the first to 100 wins at once."""

    id = "sequence"
    options = (OptionSpec("three_ones_reset", False), TURNS_OPTION)

    def winning_score(self, state: DiceState) -> int:
        return 100

    def _throw_ends_turn(self, state: DiceState, dice: tuple[int, ...]) -> bool:
        return True  # a turn is one throw

    def _on_throw(self, state: DiceState, dice: tuple[int, ...]) -> DiceState:
        points = sequence_points(dice)
        reset = state.options["three_ones_reset"] and dice.count(1) >= 3
        score = 0 if reset else state.scores[state.seat] + points
        event = {
            "type": "score",
            "seat": state.seat,
            "dice": list(dice),
            "points": 0 if reset else points,
            "reset": reset,
            "score": score,
        }
        return self._end_turn(state.with_score(state.seat, score), event)


class Forbidden(_LuckGame):
    """Two forbidden faces are drawn first; a turn throws the dice again and again, removing the
    forbidden ones and adding the others' sum, until no die is left. One turn each; the highest
    score wins (ties share)."""

    id = "forbidden"
    finisher_wins = False  # placed by score alone
    forbids_faces = True
    single_turn = True

    def _start_turn(self, state: DiceState, seat: int) -> DiceState:
        state = super()._start_turn(state, seat)
        return state.evolve(pending=0 if state.forbidden else 2)

    def _game_ends(self, state: DiceState) -> bool:
        return all(state.turns[seat] for seat in state.active_seats())

    def _throw_ends_turn(self, state: DiceState, dice: tuple[int, ...]) -> bool:
        return set(dice) <= set(state.forbidden)  # no die is left to throw again

    def _on_throw(self, state: DiceState, dice: tuple[int, ...]) -> DiceState:
        if not state.forbidden:
            if dice[0] == dice[1]:  # they must differ: thrown again (a throw of its own in the
                return state  # log, as every throw whose numbers /game verify checks)
            forbidden = tuple(sorted(dice))
            event = {"type": "forbidden", "faces": list(forbidden)}
            return state.evolve(forbidden=forbidden, pending=0, event=event)
        kept = [face for face in dice if face not in state.forbidden]
        score = state.scores[state.seat] + sum(kept)
        event = {
            "type": "throw",
            "seat": state.seat,
            "dice": list(dice),
            "points": sum(kept),
            "removed": len(dice) - len(kept),
            "score": score,
        }
        state = state.with_score(state.seat, score).evolve(
            pending=0,
            throw=dice,
            dice_left=len(kept),
            event=event,
        )
        return state if kept else self._end_turn(state, event)

    def _extra_view(self, state: DiceState) -> dict[str, Any]:
        return {"forbidden": list(state.forbidden)}
