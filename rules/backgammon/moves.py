"""Legal moves of a whole roll, as distinct resulting positions.

This is the hot path of the game, so the search works on one mutable list with undo, carries
the short list of the mover's occupied points (highest first: it also answers "all home?" and
"highest checker?" for bearing off) instead of scanning 24 points, and for doubles only moves
checkers in non-increasing point order: every sequence of one die can be reordered that way,
so the other orders would only repeat results.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import lru_cache
from types import MappingProxyType

from rules.backgammon.board import BAR, OFF, OPPONENT_BAR, Position

# One checker step: (from point, to point, hit). The bar is 25, off is 0.
Step = tuple[int, int, bool]
Move = tuple[Step, ...]


def legal_moves(position: Position, dice: Sequence[int]) -> Mapping[Position, Move]:
    """Every distinct position the mover can reach with this roll, each with one way to get
    there. Both dice must be used if possible, else the higher one; doubles are four moves.
    When nothing can be played the only entry is the unchanged position with the empty move.

    Kept for the last few thousand (position, roll): one click asks for the same roll's moves
    several times over (its board, the checkers that may move, whether the move is whole), and
    a computer's turn asks again. Read-only, since every caller shares it."""
    return _kept_moves(position, tuple(dice))


@lru_cache(maxsize=4096)
def _kept_moves(position: Position, dice: tuple[int, ...]) -> Mapping[Position, Move]:
    return MappingProxyType(search_moves(position, dice))


def search_moves(position: Position, dice: Sequence[int]) -> dict[Position, Move]:
    """`legal_moves` searched anew (what a benchmark of the search times)."""
    high, low = max(dice), min(dice)
    if high == low:
        return _search(position, ((high,) * 4,), same_dice=True)[0]
    results, used = _search(position, ((high, low), (low, high)), same_dice=False)
    if used == 1:
        # Only one die can be played: it must be the higher one when that is possible.
        high_only, used_high = _search(position, ((high,),), same_dice=False)
        if used_high:
            return high_only
    return results


def can_step(position: Position, start: int, die: int) -> bool:
    """Whether one checker may move from `start` by `die` (a single step of a roll)."""
    if start < 1 or start > BAR or position[start] <= 0:
        return False
    if position[BAR] and start != BAR:
        return False
    target = start - die
    if target >= 1:
        return position[target] >= -1
    if position[BAR] or any(position[point] > 0 for point in range(7, 25)):
        return False
    return target == 0 or all(position[point] <= 0 for point in range(start + 1, 7))


def apply_step(position: Position, start: int, die: int) -> tuple[Position, Step]:
    """The position after one (legal, see `can_step`) step, and the step played."""
    board = list(position)
    target = max(start - die, OFF)
    hit = target != OFF and board[target] == -1
    board[start] -= 1
    if hit:
        board[target] = 1
        board[OPPONENT_BAR] += 1
    else:
        board[target] += 1
    return tuple(board), (start, target, hit)


def _search(
    position: Position, orders: Sequence[Sequence[int]], same_dice: bool
) -> tuple[dict[Position, Move], int]:
    """Depth-first search over the dice `orders`; returns the results of the sequences that
    use the most dice, and that number."""
    board = list(position)
    results: dict[Position, Move] = {}
    steps: list[Step] = []
    most = 0

    def record() -> None:
        nonlocal most
        if len(steps) > most:
            most = len(steps)
            results.clear()
        if len(steps) == most:
            key = tuple(board)
            if key not in results:
                results[key] = tuple(steps)

    def play(dice: Sequence[int], occupied: list[int], top: int) -> None:
        """`occupied`: the mover's points (bar = 25) holding checkers, highest first;
        `top`: the highest point that may still move (doubles move in non-increasing order)."""
        if not occupied:  # the last checker is off: the game is over
            record()
            return
        die = dice[0]
        rest = dice[1:]
        highest = occupied[0]
        moved = False
        for start in (BAR,) if highest == BAR else occupied:
            if start > top:
                continue
            if start > die:
                target = start - die
                if board[target] < -1:
                    continue
            elif highest <= 6 and start in (die, highest):
                target = OFF
            else:
                continue
            moved = True
            # `apply_step` inlined on one shared board (and undone below): this loop is the
            # hot path of move generation, and copying a tuple per step halves its speed.
            hit = board[target] == -1  # never true off the board: board[OFF] >= 0
            board[start] -= 1
            if hit:
                board[target] = 1
                board[OPPONENT_BAR] += 1
            else:
                board[target] += 1
            steps.append((start, target, hit))
            if rest:
                after = occupied if board[start] else [p for p in occupied if p != start]
                if target != OFF and board[target] == 1:
                    after = sorted((*after, target), reverse=True)
                play(rest, after, start if same_dice else BAR)
            else:
                record()
            steps.pop()
            if hit:
                board[target] = -1
                board[OPPONENT_BAR] -= 1
            else:
                board[target] -= 1
            board[start] += 1
        if not moved:
            record()

    occupied = [point for point in range(BAR, 0, -1) if board[point] > 0]
    for order in orders:
        play(order, occupied, BAR)
    return results, most
