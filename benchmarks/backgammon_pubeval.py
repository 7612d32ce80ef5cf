"""The fallback computer player (pubeval, used when GNU Backgammon's engine cannot be
imported) against random moves: win rate and time per decision.

1 000 single games (seats alternate). The random player picks a random legal move, never
doubles, never resigns and always takes, so the games are decided over the board; the computer
uses its own cube rules. Run: python -m benchmarks.backgammon_pubeval
"""

from __future__ import annotations

import sys
import time
from typing import Any

from rules.backgammon import BACKGAMMON, engine
from rules.base import Action, ChanceSource, GameRules, SeededChance
from rules.simulate import Policy, computer_policy, play_out

GAMES = 1000


def random_mover(game: GameRules, state: Any, seat: int, source: ChanceSource) -> Action:
    """Random checker play; never doubles, never resigns, always takes."""
    if state.phase == "roll":
        return {"type": "roll"}
    if state.phase == "cube":
        return {"type": "take"}
    moves = [action for action in game.legal_actions(state) if action["type"] != "offer"]
    return moves[source.randint(0, len(moves) - 1)]


def main() -> None:
    sys.modules["gnubg"] = None  # type: ignore[assignment]  # as if it were not installed
    engine._gnubg.cache_clear()
    timing: dict[str, list[float]] = {}  # phase -> seconds of each decision

    def timed_computer(game: GameRules, state: Any, seat: int, source: ChanceSource) -> Action:
        start = time.perf_counter()
        action = computer_policy(game, state, seat, source)
        timing.setdefault(state.phase, []).append(time.perf_counter() - start)
        return action

    wins = points_won = points_lost = 0
    for number in range(GAMES):
        computer_seat = number % 2
        policies: list[Policy] = [random_mover, random_mover]
        policies[computer_seat] = timed_computer
        state, _ = play_out(BACKGAMMON, 2, SeededChance(number), policies)
        result = BACKGAMMON.result(state)
        won = result.winners == (computer_seat,)
        wins += won
        points_won += int(result.scores[computer_seat])
        points_lost += int(result.scores[1 - computer_seat])
    print(f"pubeval vs random moves: won {wins} of {GAMES} games ({wins / GAMES:.1%})")
    print(f"points: {points_won} won, {points_lost} lost")
    for phase, seconds in sorted(timing.items()):
        per_decision = sum(seconds) / len(seconds) * 1000
        print(f"computer {phase} decisions: {len(seconds)}, {per_decision:.3f} ms each")


if __name__ == "__main__":
    main()
