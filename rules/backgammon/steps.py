"""Building a move one checker step at a time (the board's click-by-click UI).

A partial move is the list of steps taken so far, each `(from, to, die)` in the mover's point
numbers (bar 25, off 0). A step is offered only if the move can still be completed into one of
the roll's legal moves, so the player can never click himself into a dead end; the move is
complete once it has used as many dice as every legal move of the roll does.
"""

from __future__ import annotations

from collections.abc import Sequence

from rules.backgammon.board import BAR, OFF, Position
from rules.backgammon.moves import Move, apply_step, can_step, legal_moves
from rules.base import IllegalAction

PartialStep = tuple[int, int, int]  # (from, to, die)


def replay(position: Position, partial: Sequence[PartialStep]) -> tuple[Position, Move]:
    """The position after the steps taken so far, and those steps as a move."""
    move = []
    for start, _, die in partial:
        position, step = apply_step(position, start, die)
        move.append(step)
    return position, tuple(move)


def dice_left(dice: Sequence[int], partial: Sequence[PartialStep]) -> list[int]:
    left = list(dice) * 2 if dice[0] == dice[1] else list(dice)
    for *_, die in partial:
        left.remove(die)
    return left


def is_complete(position: Position, dice: Sequence[int], partial: Sequence[PartialStep]) -> bool:
    """Whether the steps taken form a whole legal move (every step was offered by
    `step_options`, so it is enough that they use as many dice as the roll's moves do)."""
    return len(partial) == len(next(iter(legal_moves(position, dice).values())))


def step_options(
    position: Position, dice: Sequence[int], partial: Sequence[PartialStep]
) -> list[PartialStep]:
    """Every next step that still leads to a legal move, smallest die first for each
    (from, to) pair."""
    legal = legal_moves(position, dice)
    needed = len(next(iter(legal.values()))) - len(partial)
    if needed <= 0:
        return []
    current, _ = replay(position, partial)
    options: dict[tuple[int, int], int] = {}
    left = dice_left(dice, partial)
    for die in sorted(set(left)):
        rest = list(left)
        rest.remove(die)
        for start in range(BAR, OFF, -1):
            if not can_step(current, start, die):
                continue
            after, (_, target, _) = apply_step(current, start, die)
            if (start, target) not in options and _completes(after, rest, needed - 1, legal):
                options[(start, target)] = die
    return [(start, target, die) for (start, target), die in options.items()]


def take_step(
    position: Position, dice: Sequence[int], partial: Sequence[PartialStep], start: int, target: int
) -> PartialStep:
    """The step from `start` to `target` (with the smallest die that keeps the move
    completable); raises IllegalAction if there is none."""
    for option in step_options(position, dice, partial):
        if option[:2] == (start, target):
            return option
    raise IllegalAction(
        "That checker can't go there now. Pick one of the highlighted checkers and targets, "
        "or undo a step.",
        "backgammon.illegal_step",
        start=start,
        target=target,
    )


def _completes(position: Position, dice: list[int], needed: int, legal: dict) -> bool:
    """Whether `needed` more steps with `dice` can reach one of the `legal` results."""
    if needed == 0:
        return position in legal
    for die in set(dice):
        rest = list(dice)
        rest.remove(die)
        for start in range(BAR, OFF, -1):
            if can_step(position, start, die) and _completes(
                apply_step(position, start, die)[0], rest, needed - 1, legal
            ):
                return True
    return False
