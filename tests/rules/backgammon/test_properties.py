"""Invariants of move generation on positions from random games (hypothesis picks them)."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from rules.backgammon.board import CHECKERS, OFF, Position, flip, pip_count, starting_position
from rules.backgammon.moves import apply_step, can_step, legal_moves
from rules.backgammon.notation import format_move, parse_move
from rules.backgammon.steps import replay, step_options


def _random_game_positions(games: int, seed: int) -> list[Position]:
    rng = random.Random(seed)
    positions = []
    for _ in range(games):
        position = starting_position()
        while position[OFF] < CHECKERS:
            positions.append(position)
            results = list(legal_moves(position, (rng.randint(1, 6), rng.randint(1, 6))))
            position = flip(results[rng.randrange(len(results))])
    return positions


POSITIONS = _random_game_positions(12, seed=1)
positions = st.sampled_from(POSITIONS)
dice = st.tuples(st.integers(1, 6), st.integers(1, 6))


def _checkers(position: Position) -> tuple[int, int]:
    mine = position[0] + position[25] + sum(n for n in position[1:25] if n > 0)
    theirs = position[27] + position[26] - sum(n for n in position[1:25] if n < 0)
    return mine, theirs


@given(positions, dice)
@settings(max_examples=300, deadline=None)
def test_every_move_is_a_sequence_of_legal_steps(position: Position, roll: tuple) -> None:
    moves = legal_moves(position, roll)
    lengths = {len(move) for move in moves.values()}
    assert len(lengths) == 1  # every legal move uses as many dice as possible
    assert lengths.pop() <= (4 if roll[0] == roll[1] else 2)
    for result, move in moves.items():
        assert _checkers(result) == (CHECKERS, CHECKERS)
        current = position
        for start, target, _ in move:
            die = next(
                d
                for d in sorted(set(roll))
                if can_step(current, start, d) and max(start - d, OFF) == target
            )
            current, _ = apply_step(current, start, die)
        assert current == result


@given(positions, dice)
@settings(max_examples=150, deadline=None)
def test_notation_round_trips(position: Position, roll: tuple) -> None:
    for result, move in legal_moves(position, roll).items():
        assert parse_move(position, roll, format_move(move))[0] == result


@given(positions, dice)
@settings(max_examples=300, deadline=None)
def test_pips_fall_by_the_dice_played(position: Position, roll: tuple) -> None:
    before = pip_count(position)[0]
    for result, move in legal_moves(position, roll).items():
        travelled = sum(start - target for start, target, _ in move)
        assert before - pip_count(result)[0] == travelled
        if all(target != OFF for _, target, _ in move):  # bearing off may waste pips
            assert travelled in _dice_total(roll, len(move))


def _dice_total(roll: tuple[int, int], used: int) -> set[int]:
    """The pips `used` dice of `roll` can add up to."""
    if roll[0] == roll[1]:
        return {roll[0] * used}
    return [{0}, set(roll), {sum(roll)}][used]


@given(positions, st.tuples(st.integers(1, 6), st.integers(1, 6)).filter(lambda r: r[0] != r[1]))
@settings(max_examples=60, deadline=None)
def test_steps_reach_exactly_the_legal_moves(position: Position, roll: tuple) -> None:
    reached = set()
    stack: list[list] = [[]]
    while stack:
        partial = stack.pop()
        options = step_options(position, roll, partial)
        if not options:
            reached.add(replay(position, partial)[0])
        stack.extend([*partial, option] for option in options)
    assert reached == set(legal_moves(position, roll))
