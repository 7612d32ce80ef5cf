"""The Yahtzee board's drawing times over states of real games (the optimal player's, with their
last 40 log records): the whole text board of a two-player game, the whole board of an
8-player game with its scorecard PNG, and a hint with the turn's plan not yet cached (the
first hint of a turn; later ones are faster).

    python benchmarks/yahtzee_board.py [states]        (default 300 per measurement)

Targets: text p99 ≤ 5 ms, 8-player board with its picture p99 ≤ 30 ms (issue 21), hint ≤ 5 ms.
"""

from __future__ import annotations

import asyncio
import json
import statistics
import sys
import time

from bot.frame import render
from bot.game import Snapshot
from bot.models import LoggedAction, utcnow
from cogs.yahtzee.board import YahtzeeBoard
from rules import registry
from rules.base import SeededChance
from rules.yahtzee.strategy import plan
from tests.support.saved_games import saved_game

BOARD = YahtzeeBoard()
RECENT = 40


def snapshots(game_id: str, players: int, count: int) -> list[Snapshot]:
    """Snapshots at the decisions (after a throw) of optimal games, with their recent log."""
    rules, chance = registry.get(game_id), SeededChance(f"{game_id}-{players}")
    found: list[Snapshot] = []
    while len(found) < count:
        state, records = rules.new_game({}, players), []
        while not rules.is_over(state) and len(found) < count:
            seat = state.seat
            action = rules.computer_action(state, chance)
            state = rules.apply(state, action)
            entries = [("play", action)]
            if (throw := rules.chance_action(state, chance)) is not None:
                state = rules.apply(state, throw)
                entries.append(("chance", throw))
            for kind, logged in entries:
                records.append(
                    LoggedAction(
                        1, len(records) + 1, seat, kind, json.dumps(logged), None, utcnow()
                    )
                )
            if state.throws and not rules.is_over(state):
                found.append(snapshot(game_id, state, records[-RECENT:], players))
    return found


def snapshot(game_id, state, recent, players) -> Snapshot:
    names = [f"Player {n}" for n in range(players)]
    return saved_game(game_id, state, names, recent=recent, options='{"hints": "on"}')


def timed(work, items) -> list[float]:
    times = []
    for item in items:
        start = time.process_time()  # CPU time: other jobs on the machine do not count
        work(item)
        times.append(time.process_time() - start)
    return times


def report(name: str, times: list[float], target_ms: float) -> None:
    ms = sorted(t * 1000 for t in times)
    p50, p99 = statistics.median(ms), ms[min(len(ms) - 1, int(len(ms) * 0.99))]
    verdict = "ok" if p99 <= target_ms else "OVER"
    print(f"{name:<34} p50 {p50:6.2f} ms  p99 {p99:6.2f} ms  (target ≤ {target_ms} ms: {verdict})")


def read_png(snap: Snapshot) -> None:
    drawn = render(BOARD, snap, "cs")
    drawn.view()
    drawn.files[0].fp.read()


def cold_hint(snap: Snapshot) -> None:
    plan.cache_clear()
    asyncio.run(BOARD.private(snap, snap.state.seat, "pl", "hint"))


def main(count: int) -> None:
    for game_id in ("general", "kosci"):
        two = snapshots(game_id, 2, count)
        eight = snapshots(game_id, 8, count)
        render(BOARD, two[0], "en")  # warm the caches (fonts, catalogs)
        report(f"{game_id}: text board, 2 players", timed(lambda s: render(BOARD, s, "en"), two), 5)
        report(f"{game_id}: image board, 8 players", timed(read_png, eight), 30)
        report(f"{game_id}: hint (plan not cached)", timed(cold_hint, two), 5)


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 300)
