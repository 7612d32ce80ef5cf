"""How long "was it the dice?" takes (rules/story.py, on a worker thread at a game's end): for
each game it tells (the four dice games, Generał and Kości), whole games between computer
players of 2 and 8 seats (a person's decisions cost the same to price), the story of each
timed; prints the median and the 99th percentile in ms, the log entries per game, and the mean
of a seat's luck per throw with its 95 % interval (0 within it: luck is what the dice did
beyond what was expected).

    python benchmarks/game_story.py [--games 200]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from rules import registry
from rules.base import SeededChance, resolve_options
from rules.dice.story import TOLD
from rules.dice.story import story as dice_story
from rules.yahtzee.story import story as yahtzee_story


def told(rules, options, players, log):
    if rules.family == "yahtzee":
        return yahtzee_story(rules, players, log)
    return dice_story(rules, options, players, log)


def game_log(game_id: str, players: int, seed: int):
    rules = registry.get(game_id)
    options = resolve_options(rules.options, {})
    state = rules.new_game(options, players)
    chance, log = SeededChance(seed), []
    while not rules.is_over(state):
        seat = rules.to_move(state)
        action = rules.chance_action(state, chance) or rules.computer_action(state, chance)
        log.append((seat, "chance" if seat is None else "play", action))
        state = rules.apply(state, action)
    return rules, options, log


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=200)
    games = parser.parse_args().games
    told(*game_log("ones_and_fives", 2, 0)[:2], 2, [])  # the turn tables, built once
    for game_id in (*TOLD, "general", "kosci"):
        for players in (2, 8):
            times, steps, lucks = [], [], []
            for seed in range(games):
                rules, options, log = game_log(game_id, players, seed)
                start = time.perf_counter()
                stories = told(rules, options, players, log)
                times.append((time.perf_counter() - start) * 1000)
                steps.append(len(log))
                lucks += [luck for seat in stories for luck in seat.throws]
            times.sort()
            p99 = times[min(len(times) - 1, int(len(times) * 0.99))]
            mean, half = statistics.fmean(lucks), 1.96 * statistics.stdev(lucks) / len(lucks) ** 0.5
            print(
                f"{game_id:15} {players} seats: median {statistics.median(times):6.1f} ms, "
                f"p99 {p99:6.1f} ms · {statistics.fmean(steps):5.0f} log entries a game · "
                f"luck per throw {mean:+.2f} ± {half:.2f} points"
            )


if __name__ == "__main__":
    main()
