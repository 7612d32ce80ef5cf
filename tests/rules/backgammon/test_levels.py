"""The computer's levels (gnubg's presets): Expert is gnubg's own cubeful 0-ply, World Class
looks deeper, the noisy levels' noise has gnubg's size and replays from its seed only."""

from __future__ import annotations

import dataclasses
import statistics

import pytest

from rules.backgammon import BACKGAMMON as GAME
from rules.backgammon import engine, format_move, judge, levels, mover_position
from rules.backgammon.board import OFF, OPPONENT_BAR, Position
from rules.backgammon.levels import BEGINNER, EXPERT, WORLD_CLASS
from rules.backgammon.state import State
from rules.base import FixedDice, IllegalAction, SeededChance, play_chance, resolve_options

gnubg = pytest.importorskip("gnubg")

OPTIONS = resolve_options(GAME.options, {})
# No Jacoby rule here (RULES.md): gammons count with a centred cube.
MONEY = {
    "cube": 1,
    "cubeowner": -1,
    "move": 0,
    "matchto": 0,
    "score": (0, 0),
    "crawford": 0,
    "jacoby": 0,
    "beavers": 0,
    "gammonprice": ((1.0, 1.0), (1.0, 1.0)),
    "bgv": 0,
}


def positions(seed: int, games: int) -> list[State]:
    """Every state with a move to choose in `games` games of random moves (nobody doubles
    or resigns)."""
    source = SeededChance(seed)
    found = []
    for _ in range(games):
        state = GAME.new_game(OPTIONS, 2)
        while True:
            state, _ = play_chance(GAME, state, source)
            if GAME.is_over(state):
                break
            if state.phase == "move":
                found.append(state)
                moves = [a for a in GAME.legal_actions(state) if a["type"] == "move"]
                action = moves[source.randint(0, len(moves) - 1)]
            else:
                action = {"type": "roll"}
            state = GAME.apply(state, action)
    return found


def gnubg_result(position: Position, move: tuple[int, ...]) -> Position:
    """Where gnubg's move (from, to, from, to …; its point numbers are ours) leads."""
    points = list(position)
    for start, end in zip(move[::2], move[1::2], strict=True):
        points[start] -= 1
        if end == 0:
            points[OFF] += 1
            continue
        if points[end] == -1:  # a hit
            points[end], points[OPPONENT_BAR] = 0, points[OPPONENT_BAR] + 1
        points[end] += 1
    return tuple(points)


def test_expert_plays_gnubgs_own_cubeful_0_ply_move_whoever_owns_the_cube() -> None:
    cubeful = gnubg.evalcontext(1, 0, 1, 0, 0.0)
    compared = 0
    for position in positions(11, 2):
        for owner in (None, position.turn, 1 - position.turn):
            cube = 1 if owner is None else 2
            state = dataclasses.replace(position, cube_owner=owner, cube=cube)
            ours = engine.ranked_moves(state, EXPERT)
            owned = -1 if owner is None else int(owner != state.turn)
            cube = {**MONEY, "cube": state.cube, "cubeowner": owned}
            board = engine._board(mover_position(state))
            theirs = gnubg.findbestmoves(board, cube, cubeful, tuple(state.dice))
            # Clear choices only; gnubg's list cuts a move off at its first bear-off.
            if (
                len(ours) < 2
                or ours[0].equity - ours[1].equity < 0.002
                or len(theirs[0]["move"]) % 2
            ):
                continue
            assert gnubg_result(mover_position(state), theirs[0]["move"]) == ours[0].result
            compared += 1
    assert compared > 50


def test_world_class_finds_the_move_a_2_ply_look_prefers_to_the_0_ply_one() -> None:
    board = (0, -1, 0, 2, -1, 2, 3, 0, 1, 2, 0, 0, -4, 3, 0, 0, 0, -3, 0, -5, 2, -1, 0, 0, 0)
    state = State(options=OPTIONS, phase="move", turn=1, board=(*board, 0, 0, 0), dice=(5, 6))
    expert, world_class = (engine.ranked_moves(state, level)[0] for level in (EXPERT, WORLD_CLASS))
    assert (format_move(expert.move), format_move(world_class.move)) == ("24/13", "21/10")
    assert judge.move_loss(state, world_class.result, plies=2) == 0
    assert judge.move_loss(state, expert.result, plies=2) > 0.005


def test_the_noise_has_gnubgs_size_and_depends_on_the_seed_and_the_position_only() -> None:
    board = engine._board(mover_position(State(options=OPTIONS)))
    odds = (0.5, 0.15, 0.01, 0.13, 0.01)
    noisy = [engine.Noise(BEGINNER.noise, seed)(board, odds) for seed in range(3000)]
    assert engine.Noise(BEGINNER.noise, 7)(board, odds) == noisy[7]
    for output, size in ((0, 0.06), (1, 0.015), (3, 0.015)):  # gammons: a quarter of it
        assert statistics.stdev(n[output] for n in noisy) == pytest.approx(size, rel=0.06)
        assert statistics.mean(n[output] for n in noisy) == pytest.approx(odds[output], abs=0.003)
    for win, win_gammon, win_backgammon, lose_gammon, lose_backgammon in noisy:
        assert 0 <= win_backgammon <= win_gammon <= win <= 1
        assert 0 <= lose_backgammon <= lose_gammon <= 1 - win
    elsewhere = engine._board(mover_position(positions(3, 1)[20]))
    assert engine.Noise(BEGINNER.noise, 7)(elsewhere, odds) != noisy[7]


def test_a_noisy_level_replays_from_its_seed_and_differs_with_another() -> None:
    states = [
        dataclasses.replace(s, options={**OPTIONS, "level": "beginner"}) for s in positions(5, 1)
    ]

    def moves(seed: int) -> list[dict]:
        chance = SeededChance(seed)  # the computer's own chance: one seed drawn per decision
        return [GAME.computer_action(state, chance) for state in states]

    assert moves(1) == moves(1)
    assert moves(1) != moves(2)
    beginner = moves(1)
    expert = [engine.best_move(state, EXPERT) for state in states]
    assert sum(a["move"] != format_move(e) for a, e in zip(beginner, expert, strict=True)) >= 3


def test_noiseless_levels_draw_nothing_from_the_computers_chance() -> None:
    state = positions(5, 1)[3]
    for level in ("expert", "world_class"):
        chosen = dataclasses.replace(state, options={**OPTIONS, "level": level})
        assert GAME.computer_action(chosen, FixedDice())["type"] == "move"  # nothing scripted


def test_the_default_level_is_world_class_also_for_games_saved_before_levels() -> None:
    assert OPTIONS["level"] == "world_class" == levels.DEFAULT
    assert levels.of({"match_to": 1}) == WORLD_CLASS
    assert [level.name for level in levels.LEVELS.values()] == [
        "beginner",
        "casual",
        "intermediate",
        "advanced",
        "expert",
        "world_class",
    ]
    noises = [level.noise for level in levels.LEVELS.values()]
    assert noises == [0.060, 0.050, 0.040, 0.015, 0.0, 0.0]
    with pytest.raises(IllegalAction) as refused:
        resolve_options(GAME.options, {"level": "grandmaster"})
    assert refused.value.key == "option.choice" and "world_class" in refused.value.reason
