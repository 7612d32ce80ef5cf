"""Computer players against random players: 10 000 games per domino variant.

Prints, per variant, the computer's share of games won (placing 1; ties counted apart), the
random baseline (1 / sides), and the computer's mean time per decision. For `solo` it
prints the share of deals won by the computer and by random play.

    python benchmarks/domino_players.py [--games 10000] [--workers 2]
"""

from __future__ import annotations

import argparse
import time
from concurrent.futures import ProcessPoolExecutor
from functools import partial
from typing import Any

from rules.base import ChanceSource, GameRules, SeededChance, resolve_options
from rules.domino import GAMES
from rules.simulate import play_out, random_policy

GAME = {game.id: game for game in GAMES}
# (game, players): one computer seat, the others random; the computer's seat rotates.
MATCHES = [
    ("block", 2),
    ("block", 4),
    ("matador", 2),
    ("fours", 2),
    ("fours", 3),
    ("sevastopol", 4),
    ("train", 2),
    ("train", 4),
    ("solo", 1),
]


def outcome_of(placings: tuple[int, ...], sides: list[tuple[int, ...]], seat: int) -> str:
    """Won: first place for the seat's side alone; tied: first place shared with another side."""
    firsts = {other for other, place in enumerate(placings) if place == 1}
    if seat not in firsts:
        return "lost"
    own_side = next(side for side in sides if seat in side)
    return "won" if firsts <= set(own_side) else "tied"


def run(game_id: str, players: int, seeds: range, computer: bool) -> dict[str, float]:
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
        outcome = outcome_of(game.result(state).placings, game.sides(state), seat)
        wins += outcome == "won"
        ties += outcome == "tied"
    return {"wins": wins, "ties": ties, "seconds": spent[0], "decisions": spent[1]}


def sides(game_id: str, players: int) -> int:
    game = GAME[game_id]
    return len(game.sides(game.new_game(resolve_options(game.options, {}), players)))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10_000)
    parser.add_argument("--workers", type=int, default=2)
    args = parser.parse_args()
    with ProcessPoolExecutor(args.workers) as pool:

        def tally(game_id: str, players: int, computer: bool) -> dict[str, float]:
            chunks = [range(first, args.games, args.workers) for first in range(args.workers)]
            parts = list(pool.map(partial(run, game_id, players, computer=computer), chunks))
            return {key: sum(part[key] for part in parts) for key in parts[0]}

        for game_id, players in MATCHES:
            total = tally(game_id, players, computer=True)
            share = total["wins"] / args.games
            per_decision = total["seconds"] / max(total["decisions"], 1) * 1e6
            if game_id == "solo":
                random_share = tally(game_id, players, computer=False)["wins"] / args.games
                print(
                    f"solo: computer won {share:.1%} of deals, random play {random_share:.1%}; "
                    f"{per_decision:.0f} µs per decision"
                )
                continue
            baseline = 1 / sides(game_id, players)
            print(
                f"{game_id} ({players} players): computer won {share:.1%}, "
                f"tied {total['ties'] / args.games:.1%} (random baseline {baseline:.1%}); "
                f"{per_decision:.0f} µs per decision"
            )


if __name__ == "__main__":
    main()
