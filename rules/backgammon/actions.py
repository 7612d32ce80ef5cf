"""What each action does to the state, and how turns, games and matches follow each other."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

from rules.backgammon.board import BAR, CHECKERS, OFF, Position, flip
from rules.backgammon.moves import Move, legal_moves
from rules.backgammon.notation import format_move, parse_move
from rules.backgammon.scoring import game_value, next_crawford
from rules.backgammon.state import (
    CUBE,
    MAX_CUBE,
    MOVE,
    OPENING,
    OVER,
    RESIGN,
    RESIGN_LEVELS,
    ROLL,
    THROW,
    State,
    may_double,
    mover_position,
    single_move,
)
from rules.backgammon.steps import is_complete, replay, take_step
from rules.base import Action, IllegalAction


def apply_action(state: State, action: Action) -> State:
    """The state after `action`, or IllegalAction (the state is immutable: never changed)."""
    kind = action.get("type") if isinstance(action, dict) else None
    handler = HANDLERS.get(kind) if isinstance(kind, str) else None
    if handler is None:
        raise IllegalAction(
            "That is not a backgammon action: roll, double, take, drop, move, step, undo, "
            "confirm, offer, accept or refuse.",
            "backgammon.bad_action",
            action=str(action),
        )
    phases, apply_it = handler
    if state.phase not in phases:
        raise _wrong_phase(state)
    return apply_it(state, action)


def _throw(state: State, action: Action) -> State:
    dice = action.get("dice")
    if not (
        isinstance(dice, list)
        and len(dice) == 2
        and all(
            isinstance(die, int) and not isinstance(die, bool) and 1 <= die <= 6 for die in dice
        )
    ):
        raise IllegalAction("A throw is two dice from 1 to 6.", "backgammon.bad_dice")
    if state.phase == THROW:
        return _play_if_forced(dataclasses.replace(state, phase=MOVE, dice=tuple(dice)))
    first, second = dice
    if first == second:
        if state.auto_doubles < state.options["auto_doubles"]:
            return dataclasses.replace(
                state, cube=state.cube * 2, auto_doubles=state.auto_doubles + 1
            )
        return state  # a tie is thrown again
    higher = 0 if first > second else 1
    if state.options["opening"] == "standard":
        return _play_if_forced(
            dataclasses.replace(
                state, phase=MOVE, turn=higher, dice=tuple(dice), opening_winner=higher
            )
        )
    return _start_turn(dataclasses.replace(state, opening_winner=higher), 1 - higher)


def _roll(state: State, action: Action) -> State:
    return dataclasses.replace(state, phase=THROW)


def _double(state: State, action: Action) -> State:
    if not may_double(state, state.turn):
        reason = (
            "There is no doubling in the Crawford game: roll instead."
            if state.crawford
            else "The cube is at 64, its highest value: roll instead."
            if state.cube >= MAX_CUBE
            else "Only the owner of the cube may double: roll instead."
        )
        raise IllegalAction(reason, "backgammon.no_double")
    return dataclasses.replace(state, phase=CUBE)


def _take(state: State, action: Action) -> State:
    return dataclasses.replace(state, phase=THROW, cube=state.cube * 2, cube_owner=1 - state.turn)


def _drop(state: State, action: Action) -> State:
    return end_game(state, state.turn, state.cube, "drop", state.board)


def _move(state: State, action: Action) -> State:
    text = action.get("move", "")
    if not isinstance(text, str):
        raise IllegalAction("A move is written like `24/18 13/11`.", "backgammon.bad_notation")
    result, move = parse_move(mover_position(state), state.dice, text)
    return _finish_move(state, result, move)


def _step(state: State, action: Action) -> State:
    start, target = _point_in(action.get("from")), _point_in(action.get("to"))
    step = take_step(mover_position(state), state.dice, state.partial, start, target)
    return dataclasses.replace(state, partial=(*state.partial, step))


def _undo(state: State, action: Action) -> State:
    if not state.partial:
        raise IllegalAction("There is no step to undo.", "backgammon.nothing_to_undo")
    return dataclasses.replace(state, partial=state.partial[:-1])


def _confirm(state: State, action: Action) -> State:
    position = mover_position(state)
    if not is_complete(position, state.dice, state.partial):
        raise IllegalAction(
            "The move is not finished: play the rest of your dice first.",
            "backgammon.move_unfinished",
        )
    result, move = replay(position, state.partial)
    return _finish_move(state, result, move)


def _offer(state: State, action: Action) -> State:
    level = action.get("level")
    if not isinstance(level, int) or isinstance(level, bool) or level not in RESIGN_LEVELS:
        raise IllegalAction(
            "Offer to resign a single game (1), a gammon (2) or a backgammon (3).",
            "backgammon.bad_resign",
        )
    if single_move(state.options):
        raise IllegalAction(
            "Nobody is there to resign to: play your move.", "backgammon.position_no_offer"
        )
    if level <= state.resign_refused:
        raise IllegalAction(
            "That offer was refused this turn: only a higher one may follow.",
            "backgammon.resign_refused",
        )
    return dataclasses.replace(state, phase=RESIGN, resign_offer=level, resumes=state.phase)


def _accept(state: State, action: Action) -> State:
    level = state.resign_offer
    points = level * state.cube
    return end_game(state, 1 - state.turn, points, RESIGN_LEVELS[level], state.board, True)


def _refuse(state: State, action: Action) -> State:
    return dataclasses.replace(
        state,
        phase=state.resumes,
        resign_offer=0,
        resumes="",
        resign_refused=state.resign_offer,
    )


# action type -> (the phases that accept it, its handler)
HANDLERS: dict[str, tuple[tuple[str, ...], Callable[[State, Action], State]]] = {
    "throw": ((OPENING, THROW), _throw),
    "roll": ((ROLL,), _roll),
    "double": ((ROLL,), _double),
    "take": ((CUBE,), _take),
    "drop": ((CUBE,), _drop),
    "move": ((MOVE,), _move),
    "step": ((MOVE,), _step),
    "undo": ((MOVE,), _undo),
    "confirm": ((MOVE,), _confirm),
    "offer": ((ROLL, MOVE), _offer),
    "accept": ((RESIGN,), _accept),
    "refuse": ((RESIGN,), _refuse),
}


def _start_turn(state: State, seat: int) -> State:
    state = dataclasses.replace(state, turn=seat, dice=(), partial=(), resign_refused=0)
    return dataclasses.replace(state, phase=ROLL if may_double(state, seat) else THROW)


def _play_if_forced(state: State) -> State:
    """A roll with a single legal move (or none at all) is played at once: there is nothing
    to decide. `last_turn` marks it as forced so the board can say so."""
    legal = legal_moves(mover_position(state), state.dice)
    if len(legal) > 1:
        return state
    ((result, move),) = legal.items()
    return _finish_move(state, result, move, forced=True)


def _finish_move(state: State, result: Position, move: Move, forced: bool = False) -> State:
    last = {"seat": state.turn, "dice": list(state.dice), "move": format_move(move)}
    if forced:
        last["forced"] = True
    state = dataclasses.replace(state, last_turn=last)
    board = result if state.turn == 0 else flip(result)
    if single_move(state.options):  # the position's one decision is made
        return dataclasses.replace(state, phase=OVER, board=board, dice=(), partial=())
    if result[OFF] == CHECKERS:
        points, kind = game_value(result, state.options["scoring"])
        return end_game(state, state.turn, points * state.cube, kind, board)
    return _start_turn(dataclasses.replace(state, board=board), 1 - state.turn)


def end_game(
    state: State, winner: int, points: int, kind: str, board: Position, resigned: bool = False
) -> State:
    """The game is won: score it, then the match is over or the next game begins."""
    finished = _record_game(state, winner, points, kind, board, resigned)
    match_to = state.options["match_to"]
    if match_to == 1 or finished.score[winner] >= match_to:
        return _over(finished, winner)
    crawford_done = state.crawford_done or state.crawford
    return State(
        options=state.options,
        score=finished.score,
        games=finished.games,
        crawford=next_crawford(finished.score, match_to, crawford_done),
        crawford_done=crawford_done,
        last_turn=state.last_turn,
    )


def concede(state: State, seat: int) -> State:
    """`seat` gives up outright: the game scores what the board would score if it ended now
    (× cube; a double on offer is not counted), and a match is conceded with it."""
    winner = 1 - seat
    seen = state.board if winner == 0 else flip(state.board)
    points, kind = game_value(seen, state.options["scoring"])
    return _over(_record_game(state, winner, points * state.cube, kind, state.board, True), winner)


def _record_game(
    state: State, winner: int, points: int, kind: str, board: Position, resigned: bool
) -> State:
    score = list(state.score)
    score[winner] += points
    game = {
        "winner": winner,
        "points": points,
        "kind": kind,
        "cube": state.cube,
        "resigned": resigned,
    }
    return dataclasses.replace(
        state, board=board, score=(score[0], score[1]), games=(*state.games, game)
    )


def _over(state: State, winner: int) -> State:
    return dataclasses.replace(
        state, phase=OVER, winner=winner, dice=(), partial=(), resign_offer=0, resumes=""
    )


def _wrong_phase(state: State) -> IllegalAction:
    reasons = {
        OPENING: "The opening dice have not been thrown yet.",
        ROLL: "Roll the dice (or double) first.",
        THROW: "The dice have not been thrown yet.",
        MOVE: "Play your move first.",
        CUBE: "A double is on offer: take it or drop it first.",
        RESIGN: "A resignation is on offer: accept it or refuse it first.",
        OVER: "The game is over.",
    }
    return IllegalAction(reasons[state.phase], f"backgammon.phase_{state.phase}")


def _point_in(value: Any) -> int:
    """A step's point from an action: 1..24, "bar" or "off" (mover's numbering)."""
    if value == "bar":
        return BAR
    if value == "off":
        return OFF
    if isinstance(value, int) and not isinstance(value, bool) and 1 <= value <= 24:
        return value
    raise IllegalAction(
        "A step goes from a point 1-24 or the bar to a point 1-24 or off.",
        "backgammon.bad_step",
    )
