"""The computer's levels (gnubg's presets, rules/backgammon/levels.py) measured: for each, the
win rate and points per game against plain 0-ply (Expert), the equity it gives up per checker
decision as gnubg at 2-ply judges it, and the time of its decisions.

Cubeless single games in pairs with the same seeded dice, the level in one seat and then in
the other (duplicate dice: the luck of the dice cancels out for the most part, and Expert
against itself scores exactly 50 %); every level plays the same pairs. The intervals are the
pairs' spread. Nobody doubles, a game scores 1, 2 or 3. Each seat
decides as the bot's computer does (the rules' computer_action at its level, its noise drawn
from a chance of its own), in this one process with gnubg (the bot adds the engine process's
hop, under a millisecond: benchmarks/backgammon_engine_hop.py). At each of its turns the level
also makes its cube decision, timed apart (the games ignore it).

The judge: the 8 best moves by 0-ply and the one played, evaluated at 2-ply; the error is the
best one's equity less the played one's (judge.move_loss), over the level's decisions with a
choice in the first `--judged` games. gnubg's rating word goes with the mean error (its bands
count every decision; these are checker decisions only). Run:
    python -m benchmarks.backgammon_levels [--games N] [--judged N] [--workers N] [--levels …]
"""

from __future__ import annotations

import argparse
import dataclasses
import math
import multiprocessing
import os
import statistics
import time
from dataclasses import dataclass, field
from typing import Any

from benchmarks.figures import percentile
from bot.i18n import t
from rules.backgammon import BACKGAMMON, engine, format_move, judge, mover_position, parse_move
from rules.backgammon.levels import EXPERT, LEVELS
from rules.backgammon.record import Analysis, rating
from rules.base import Action, ChanceSource, GameRules, SeededChance, resolve_options
from rules.simulate import Policy, play_out

GAMES = 2000
JUDGED = 40  # games per level whose decisions the 2-ply judge looks at (~1 000 decisions)


@dataclass
class Tally:
    """One level's figures over some games."""

    level: str
    # Per game, in order: the level's points less the other's (> 0: the level won).
    points: list[int] = field(default_factory=list)
    errors: list[float] = field(default_factory=list)  # per judged decision with a choice
    checker_ms: list[float] = field(default_factory=list)
    cube_ms: list[float] = field(default_factory=list)
    seconds: float = 0.0  # the run time of its games, judge included

    def add(self, other: Tally) -> None:
        self.seconds += other.seconds
        for name in ("points", "errors", "checker_ms", "cube_ms"):
            getattr(self, name).extend(getattr(other, name))


@dataclass
class Levelled:
    """The level's seat in one game: it decides as the bot's computer does, times its
    decisions and has the judge look at its moves."""

    tally: Tally
    options: dict[str, Any]
    own: ChanceSource  # the level's own chance (its noise)
    judging: bool

    def __call__(self, game: GameRules, state: Any, seat: int, dice: ChanceSource) -> Action:
        state = dataclasses.replace(state, options=self.options)
        if state.phase == "roll":
            start = time.perf_counter()
            engine.Computer(LEVELS[self.tally.level]).cube_advice(state)
            self.tally.cube_ms.append(1000 * (time.perf_counter() - start))
            return {"type": "roll"}
        start = time.perf_counter()
        action = game.computer_action(state, self.own)
        self.tally.checker_ms.append(1000 * (time.perf_counter() - start))
        if self.judging:
            result, _ = parse_move(mover_position(state), state.dice, action["move"])
            loss = judge.move_loss(state, result, plies=2)
            if loss is not None:
                self.tally.errors.append(loss)
        return action


def plain(game: GameRules, state: Any, seat: int, dice: ChanceSource) -> Action:
    """Plain 0-ply (Expert), who never doubles either."""
    if state.phase == "roll":
        return {"type": "roll"}
    return {"type": "move", "move": format_move(engine.best_move(state, EXPERT))}


def play(level: str, first: int, count: int, judged: int) -> Tally:
    """Games first .. first + count - 1 of `level` against plain 0-ply."""
    tally = Tally(level)
    options = resolve_options(BACKGAMMON.options, {"level": level})
    started = time.perf_counter()
    for number in range(first, first + count):
        pair, seat = divmod(number, 2)
        policies: list[Policy] = [plain, plain]
        own = SeededChance(f"levels-{level}-{number}")
        policies[seat] = Levelled(tally, options, own, judging=number < judged)
        state, _ = play_out(BACKGAMMON, 2, SeededChance(f"levels-dice-{pair}"), policies)
        result = BACKGAMMON.result(state)
        tally.points.append(int(result.scores[seat] - result.scores[1 - seat]))
    tally.seconds = time.perf_counter() - started
    return tally


def _task(args: tuple[str, int, int, int]) -> Tally:
    return play(*args)


def measure(levels: list[str], games: int, judged: int, workers: int) -> list[Tally]:
    """Each level's tally, its games (pairs kept together) in chunks over `workers`
    processes."""
    chunk = 2 * max(1, min(25, games // max(1, 2 * workers)))
    tasks = [
        (level, first, min(chunk, games - first), judged)
        for level in levels
        for first in range(0, games, chunk)
    ]
    tallies = {level: Tally(level) for level in levels}
    if workers == 1:
        parts = map(_task, tasks)
    else:
        pool = multiprocessing.get_context("spawn").Pool(workers)
        parts = pool.imap(_task, tasks)
    for part in parts:
        tallies[part.level].add(part)
    return [tallies[level] for level in levels]


def interval(values: list[float]) -> tuple[float, float]:
    """The mean and the half-width of its 95 % interval."""
    if len(values) < 2:
        return (values[0] if values else math.nan), math.nan
    return statistics.fmean(values), 1.96 * statistics.stdev(values) / math.sqrt(len(values))


def report(tally: Tally) -> str:
    games = len(tally.points)
    pairs = list(zip(tally.points[::2], tally.points[1::2], strict=True))
    rate, margin = interval([((first > 0) + (second > 0)) / 2 for first, second in pairs])
    points, points_margin = interval([(first + second) / 2 for first, second in pairs])
    error, error_margin = interval(tally.errors)
    agree = sum(error == 0 for error in tally.errors) / len(tally.errors) if tally.errors else 0
    word = rating(Analysis(loss=[sum(tally.errors), 0.0], decisions=[len(tally.errors), 0]), 0)
    name = "—" if word is None else t("en", f"backgammon.rating.{word}")
    ms, cube = tally.checker_ms, tally.cube_ms
    return (
        f"{tally.level:<13}{games:>6} {100 * rate:6.1f}% ±{100 * margin:4.1f} "
        f"{points:+6.3f} ±{points_margin:5.3f}  {error:.4f} ±{error_margin:.4f} "
        f"{100 * agree:5.1f}% {len(tally.errors):>6}  {name:<14}"
        f"{statistics.fmean(ms):7.1f} {percentile(ms, 0.5):6.1f} {percentile(ms, 0.99):6.1f}"
        f"{statistics.fmean(cube):7.1f} {percentile(cube, 0.99):6.1f}"
        f"{tally.seconds / games:8.2f}"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=GAMES, help="games per level (even)")
    parser.add_argument("--judged", type=int, default=JUDGED, help="judged games per level")
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--levels", nargs="*", choices=list(LEVELS), default=list(LEVELS))
    args = parser.parse_args()
    if args.games % 2:
        parser.error("--games must be even: the games come in pairs")
    if not engine.available():
        raise SystemExit("the gnubg package is not installed")
    started = time.perf_counter()
    tallies = measure(args.levels, args.games, args.judged, args.workers)
    print(
        f"{'level':<13}{'games':>6} {'won vs 0-ply':>13} {'points/game':>13}  "
        f"{'error ±95%':>15} {'agree':>6} {'judged':>6}  {'gnubg rating':<14}"
        f"{'move ms: mean':>13} {'p50':>6} {'p99':>6}{'cube ms: mean':>13} {'p99':>6}{'s/game':>8}"
    )
    for tally in tallies:
        print(report(tally))
    print(
        f"{time.perf_counter() - started:.0f} s with {args.workers} worker(s); "
        f"load average {os.getloadavg()[0]:.2f}"
    )


if __name__ == "__main__":
    main()
