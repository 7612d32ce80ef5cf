"""Computer players against random players: 10 000 games per domino variant.

Prints, per variant, the computer's share of games won (placing 1; ties counted apart), the
random baseline (1 / players), and the computer's mean time per decision. For `solo` it
prints the share of deals won by the computer and by random play.

    python benchmarks/domino_players.py [--games 10000] [--workers 2]
"""

from __future__ import annotations

import argparse
import time
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from rules.base import ChanceSource, GameRules, SeededChance
from rules.domino import GAMES
from rules.simulate import random_policy
from rules.simulate import play_out

GAME = {game.id: game for game in GAMES}
# (game, players): one computer seat, the others random; the computer's seat rotates.
MATCHES = [("block", 2), ("block", 4), ("matador", 2), ("fours", 2), ("fours", 3),
           ("sevastopol", 4), ("train", 2), ("train", 4), ("solo", 1)]


def run(game_id: str, players: int, seeds: range, computer: bool) -> dict[str, Any]:
    game = GAME[game_id]
    spent = [0.0, 0]

    def timed(game: GameRules, state: Any, seat: int, source: ChanceSource) -> dict:
        start = time.perf_counter()
        action = game.computer_action(state, source)
        spent[0] += time.perf_counter() - start
        spent[1] += 1
        return action

    wins = ties = 0
    for seed in seeds:
        seat = seed % players
        policies = [random_policy] * players
        if computer:
            policies[seat] = timed
        state, _ = play_out(game, players, SeededChance(seed), policies)
        placings = game.result(state).placings
        if placings[seat] == 1:
            if placings.count(1) > len(game.sides(state)[0]) or (
                players > 1 and len(set(placings)) == 1
            ):
                ties += 1
            else:
                wins += 1
    return {"wins": wins, "ties": ties, "seconds": spent[0], "decisions": spent[1]}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10_000)
    parser.add_argument("--workers", type=int, default=2)
    args = parser.parse_args()
    with ProcessPoolExecutor(args.workers) as pool:
        for game_id, players in MATCHES:
            chunks = [range(k, args.games, args.workers) for k in range(args.workers)]
            tallies = [{} for _ in range(2)]
            for computer in (True, False) if game_id == "solo" else (True,):
                parts = list(
                    pool.map(run, [game_id] * len(chunks), [players] * len(chunks), chunks,
                             [computer] * len(chunks))
                )
                tallies[not computer] = {k: sum(p[k] for p in parts) for k in parts[0]}
            total = tallies[0]
            per_decision = total["seconds"] / max(total["decisions"], 1) * 1e6
            if game_id == "solo":
                print(
                    f"solo: computer won {total['wins'] / args.games:.1%} of deals, random play "
                    f"{tallies[1]['wins'] / args.games:.1%}; {per_decision:.0f} µs per decision"
                )
                continue
            print(
                f"{game_id} ({players} players): computer won {total['wins'] / args.games:.1%}, "
                f"tied {total['ties'] / args.games:.1%} (random baseline {1 / players:.1%}); "
                f"{per_decision:.0f} µs per decision"
            )


if __name__ == "__main__":
    main()
