"""GNU Backgammon's engine at plain 0-ply (the Expert level, levels.py) against pubeval: win
rate and the time of each decision (every level against 0-ply: backgammon_levels.py).

1 000 cubeless single games, seats alternating, seeded dice: nobody doubles, the games are
decided over the board and count one each, whatever their kind. At each of its turns the gnubg
seat also makes its cube decision (timed; cubeless games ignore it). Run:
    python -m benchmarks.backgammon_gnubg [games]
"""

from __future__ import annotations

import math
import sys
import time
from typing import Any

from benchmarks import figures
from rules.backgammon import BACKGAMMON, engine, format_move, mover_position, pubeval
from rules.backgammon.levels import EXPERT
from rules.base import Action, ChanceSource, GameRules, SeededChance
from rules.simulate import Policy, play_out

GAMES = 1000


def pubeval_player(game: GameRules, state: Any, seat: int, source: ChanceSource) -> Action:
    if state.phase == "roll":
        return {"type": "roll"}
    _, move = pubeval.best_move(mover_position(state), state.dice)
    return {"type": "move", "move": format_move(move)}


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else GAMES
    if not engine.available():
        raise SystemExit("the gnubg package is not installed")
    checker: list[float] = []
    cube: list[float] = []

    def gnubg_player(game: GameRules, state: Any, seat: int, source: ChanceSource) -> Action:
        start = time.perf_counter()
        if state.phase == "roll":
            engine.cube_advice(state, EXPERT)
            cube.append(time.perf_counter() - start)
            return {"type": "roll"}
        move = engine.best_move(state, EXPERT)
        checker.append(time.perf_counter() - start)
        return {"type": "move", "move": format_move(move)}

    wins = 0
    started = time.perf_counter()
    for number in range(games):
        gnubg_seat = number % 2
        policies: list[Policy] = [pubeval_player, pubeval_player]
        policies[gnubg_seat] = gnubg_player
        state, _ = play_out(BACKGAMMON, 2, SeededChance(f"gnubg-{number}"), policies)
        wins += BACKGAMMON.result(state).winners == (gnubg_seat,)
    rate = wins / games
    margin = 1.96 * math.sqrt(rate * (1 - rate) / games)
    print(f"gnubg vs pubeval: won {wins} of {games} cubeless games ({rate:.1%})")
    print(f"  95% interval: {rate - margin:.1%} .. {rate + margin:.1%}")
    for name, seconds in (("checker", checker), ("cube", cube)):
        print(figures.timings(f"  {name} decisions", seconds, digits=2))
    print(f"  run time {time.perf_counter() - started:.0f} s")


if __name__ == "__main__":
    main()
