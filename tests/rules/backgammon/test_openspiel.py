"""Our move generator against OpenSpiel's backgammon (an engine no one here wrote): over
20 000 turns of random games, the sets of distinct positions a roll can lead to must be equal.

OpenSpiel lists one action per pair of checker moves, so a double is two of its decisions and
several actions may lead to the same position; we expand both halves and compare sets. It is a
test-only dependency (`open-spiel`); a missing import fails this test instead of skipping it.
"""

from __future__ import annotations

import random

import pyspiel  # fail loudly (collection error) when OpenSpiel is missing
import pytest

from rules.backgammon.board import CHECKERS, OFF, Position, make_position
from rules.backgammon.moves import legal_moves

TURNS = 20_000
# OpenSpiel's X (player 0) moves from its position 0 up to 23, O (player 1) from 23 down to 0.
_POINT_OF = (
    [24 - spot for spot in range(24)],  # X's point number of each position
    [spot + 1 for spot in range(24)],  # O's
)
GAME_OVER = "game over"


def _position(state: pyspiel.State, mover: int) -> Position:
    """OpenSpiel's board as our position from `mover`'s side, read from its observation
    tensor (backgammon.cc ObservationTensor: per position of the mover then of the opponent
    [n == 1, n == 2, n == 3, n - 3 if n > 3], then bar, borne off, to-move for each, dice)."""
    return _decode(tuple(state.observation_tensor(mover)), mover)


def _decode(tensor: tuple[float, ...], mover: int) -> Position:
    quads = zip(tensor[0:192:4], tensor[1:192:4], tensor[2:192:4], tensor[3:192:4], strict=True)
    counts = [
        int(one + 2 * two + 3 * three + (more + 3 if more else 0))
        for one, two, three, more in quads
    ]
    points = [0] * 24
    for spot, point in enumerate(_POINT_OF[mover]):
        points[point - 1] = counts[spot] - counts[24 + spot]
    bars, offs = (int(tensor[192]), int(tensor[195])), (int(tensor[193]), int(tensor[196]))
    return make_position(points, bars, offs)


def _dice(state: pyspiel.State) -> list[int]:
    line = next(line for line in str(state).splitlines() if line.startswith("Dice: "))
    return [int(char) for char in line.removeprefix("Dice: ") if char.isdigit()]


def _spiel_results(state: pyspiel.State, mover: int) -> set[Position | str]:
    """Every distinct end of `mover`'s turn in OpenSpiel (both halves of a double)."""
    ends: set[tuple[float, ...] | str] = set()
    _collect_ends(state, mover, ends)
    return {end if end == GAME_OVER else _decode(end, mover) for end in ends}


def _collect_ends(state: pyspiel.State, mover: int, ends: set[tuple[float, ...] | str]) -> None:
    for action in state.legal_actions():
        child = state.child(action)
        if child.is_terminal():
            ends.add(GAME_OVER)
        elif child.current_player() == mover:
            _collect_ends(child, mover, ends)
        else:  # decoded once per distinct board: OpenSpiel repeats many
            ends.add(tuple(child.observation_tensor(mover)))


def _our_results(position: Position, dice: list[int]) -> set[Position | str]:
    return {
        GAME_OVER if result[OFF] == CHECKERS else result for result in legal_moves(position, dice)
    }


@pytest.mark.slow
def test_same_distinct_results_as_openspiel_over_20000_turns() -> None:
    game = pyspiel.load_game("backgammon")
    rng = random.Random(2024)
    turns, differences = 0, []
    while turns < TURNS:
        state = game.new_initial_state()
        turn_start = False
        while not state.is_terminal() and turns < TURNS:
            if state.is_chance_node():
                outcomes = state.chance_outcomes()
                state.apply_action(outcomes[rng.randrange(len(outcomes))][0])
                turn_start = True
                continue
            if turn_start:  # not the second half of a double
                mover = state.current_player()
                position, dice = _position(state, mover), _dice(state)
                if _our_results(position, dice) != _spiel_results(state, mover):
                    differences.append((position, dice))
                turns += 1
            turn_start = False
            actions = state.legal_actions()
            state.apply_action(actions[rng.randrange(len(actions))])
    assert turns == TURNS
    assert not differences, f"{len(differences)} turns differ, e.g. {differences[:3]}"
