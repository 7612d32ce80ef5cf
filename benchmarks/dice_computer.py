"""Dice computer players: the turn DP's exact expectations, the measured mean turn of the
computer and of the baseline (highest-scoring set-aside, bank as soon as allowed), time per
decision, and full-game playouts per second.

    python benchmarks/dice_computer.py [turns]        (default 100 000 turns per measurement)
"""

from __future__ import annotations

import statistics
import sys
import time
from typing import Any

from rules.base import SeededChance, play_chance, resolve_options
from rules.dice import GAMES, turn_policy, turn_scores
from rules.dice.turn_policy import CAP
from rules.simulate import computer_policy, play_out

BANKING = {"ones_and_fives": 400, "six_dice": 350}
RULES = {game.id: game for game in GAMES}


def decision_time(game_id: str, decisions: int = 20_000) -> tuple[float, float]:
    """Mean and worst CPU seconds per computer_action over the states of computer games (the
    turn tables are already built by then)."""
    game = RULES[game_id]
    source = SeededChance(f"{game_id}-decisions")
    states: list[Any] = []
    while len(states) < decisions:
        state = game.new_game(resolve_options(game.options, None), 2)
        while not game.is_over(state) and len(states) < decisions:
            state, _ = play_chance(game, state, source)
            if game.is_over(state):
                break
            states.append(state)
            state = game.apply(state, game.computer_action(state, source))
    times = []
    for state in states:
        start = time.process_time()  # CPU time: other jobs on the machine do not count
        game.computer_action(state, source)
        times.append(time.process_time() - start)
    return sum(times) / len(times), max(times)


def playouts_per_second(game_id: str, seconds: float = 3.0) -> float:
    game = RULES[game_id]
    source = SeededChance(f"{game_id}-playouts")
    games, start = 0, time.perf_counter()
    while time.perf_counter() - start < seconds:
        play_out(game, 2, source, [computer_policy] * 2)
        games += 1
    return games / (time.perf_counter() - start)


def main(turns: int) -> None:
    print("Turn DP (expected score of one turn)")
    for game_id, bank_min in BANKING.items():
        start = time.perf_counter()
        optimal = turn_policy(game_id, bank_min)
        elapsed = time.perf_counter() - start
        baseline = turn_policy(game_id, bank_min, baseline=True)
        wider = turn_policy(game_id, bank_min, cap=2 * CAP)
        print(
            f"  {game_id:15} bank_min {bank_min}: optimal {optimal.expected_turn:.2f}, "
            f"baseline {baseline.expected_turn:.2f}; table {elapsed:.3f} s; "
            f"cap {CAP} vs {2 * CAP}: {abs(wider.expected_turn - optimal.expected_turn):.1e}"
        )
    print(f"Measured mean turn over {turns} turns")
    for game_id, bank_min in BANKING.items():
        optimal = turn_policy(game_id, bank_min)
        baseline = turn_policy(game_id, bank_min, baseline=True)
        for name, policy in (("computer", optimal), ("baseline", baseline)):
            scores = turn_scores(policy, turns, SeededChance(f"{game_id}-turns"))
            mean = statistics.fmean(scores)
            margin = 1.96 * statistics.stdev(scores) / len(scores) ** 0.5  # 95% interval
            gap = 100 * (mean / optimal.expected_turn - 1)
            print(
                f"  {game_id:15} {name:8}: {mean:8.2f} ± {margin:.2f}  ({gap:+.2f}% vs the optimum)"
            )
    print("Computer decision time and computer-vs-computer playouts (2 players, defaults)")
    for game in GAMES:
        mean, worst = decision_time(game.id)
        rate = playouts_per_second(game.id)
        print(
            f"  {game.id:15} {1e6 * mean:7.1f} µs/decision (worst {1e3 * worst:.2f} ms)"
            f"  {rate:8.1f} playouts/s"
        )


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 100_000)
