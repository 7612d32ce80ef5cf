"""A daily challenge's click beside a game's: the bot's CPU time per decision (the session
service's change, saved, then the board drawn as the click's answer) along whole solo attempts
at the day's Yahtzee card, and along whole solo games of the same game at a channel, each
decision the computer player's. The judging against perfect play comes with an attempt's last
click (on a worker thread: its time is the process's all the same) and is given apart.

    python benchmarks/daily_clicks.py [attempts]      (default 40 of each)

Target (issue 37): a daily click costs no more CPU than a game click.
"""

from __future__ import annotations

import asyncio
import statistics
import sys
import tempfile
import time
from pathlib import Path

from bot import db
from bot.daily.challenges import DailyChallenges
from bot.daily.occasion import DailyAttempt, start_attempt
from bot.days import DailyClock
from bot.families import Families
from bot.frame import render
from bot.game import Place, Player
from bot.occasion import Occasions
from bot.sessions import GameService
from cogs import yahtzee
from rules.base import SeededChance


def interval(values: list[float]) -> str:
    mean = statistics.fmean(values)
    half = 1.96 * statistics.stdev(values) / len(values) ** 0.5
    return f"{mean:.2f} ms (95 % {mean - half:.2f}–{mean + half:.2f}, n {len(values)})"


async def clicks(service: GameService, board, snap, player: Player) -> tuple[list[float], float]:
    """CPU ms of each decision but the last, and of the last (which ends the game)."""
    chance, times = SeededChance(snap.game.id), []
    while snap.game.status == "active":
        action = snap.rules.computer_action(snap.state, chance)
        started = time.process_time()
        snap = await service.act(snap.game.id, snap.game.version, player, action)
        await board.prepare(snap)
        render(board, snap, "en").edit()
        times.append((time.process_time() - started) * 1000)
    return times[:-1], times[-1]


async def main(count: int) -> None:
    with tempfile.TemporaryDirectory() as folder:
        engine = db.create_engine(f"sqlite+aiosqlite:///{Path(folder) / 'bench.db'}")
        await db.upgrade(engine)
        families = Families([yahtzee.FAMILY])
        challenges = DailyChallenges(engine, families, DailyClock())
        occasions = Occasions([DailyAttempt(challenges)])
        service = GameService(engine, SeededChance(1), families=families, occasions=occasions)
        board = families.boards(service.history)["yahtzee"]
        day = await challenges.day()
        game = day.challenges["yahtzee"]
        daily, daily_ends, table, table_ends = [], [], [], []
        for n in range(count):
            player = Player(10_000 + n, f"Member {n}")
            snap = await start_attempt(service, 1, player, day, "yahtzee")
            each, last = await clicks(service, board, snap, player)
            daily += each
            daily_ends.append(last)
            snap = await service.create(Place(1, 500 + n), player, game.game, {"hints": "off"})
            snap = await service.start(snap.game.id, player, str(n))
            each, last = await clicks(service, board, snap, player)
            table += each
            table_ends.append(last)
        await engine.dispose()
    print(f"{game.game}, {count} attempts and {count} games, SQLite, one process:")
    print(f"  a daily click:        {interval(daily)}")
    print(f"  a game's click:       {interval(table)}")
    print(f"  ratio of the means:   {statistics.fmean(daily) / statistics.fmean(table):.3f}")
    print(f"  the attempt's end:    {interval(daily_ends)} (judged against perfect play)")
    print(f"  the game's end:       {interval(table_ends)} (its review and standings)")


if __name__ == "__main__":
    asyncio.run(main(int(sys.argv[1]) if len(sys.argv) > 1 else 40))
