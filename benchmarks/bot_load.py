"""Load benchmark: many channels playing dice and Yahtzee games at once against the real bot
process, through the fake Discord on loopback. Prints latency percentiles (interaction dispatched →
the bot's callback received), actions persisted vs accepted, and the bot's memory.

    python benchmarks/bot_load.py [--channels 100] [--moves 20] [--think 1.0]
"""

from __future__ import annotations

import argparse
import asyncio
import random
import sqlite3
import statistics
import sys
import tempfile
import time
from pathlib import Path

import psutil

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from rules import registry
from tests.e2e.boards import answer, choose, click, is_over, mover
from tests.e2e.fakediscord import FakeDiscord
from tests.e2e.process import BotProcess

GAMES = ["ones_and_fives", "six_dice", "figures", "sequence", "forbidden", "general", "kosci"]
PLAYERS = ("alice", "bob")
MOVES = ("roll", "bank", "write", "end")


async def open_game(fake: FakeDiscord, channel: str, game: str):
    alice, bob = (fake.user(name) for name in PLAYERS)
    command = f"{registry.get(game).family} play"
    board = (await answer(fake.slash(alice, channel, command, {"game": game}))).message
    board = await click(fake, bob, board, "join")
    return await click(fake, alice, board, "start")


async def play(fake: FakeDiscord, channel: str, game: str, moves: int, think: float) -> None:
    """`moves` decisions in one channel (a new game when one ends), each after a player's
    thinking pause (uniform 0.5–1.5 × `think` seconds). Channels open their games within the
    first 5 seconds, not all in the same millisecond."""
    await asyncio.sleep(random.uniform(0, 5))
    board = await open_game(fake, channel, game)
    for _ in range(moves):
        await asyncio.sleep(think * random.uniform(0.5, 1.5))
        if is_over(board):
            board = await open_game(fake, channel, game)
        board = await choose(fake, mover(fake, board), board)


def is_move(payload: dict) -> bool:
    """A click that asks the rules for a move (toggles and lobby buttons are not moves)."""
    parts = payload["data"].get("custom_id", "").split(":")
    return len(parts) == 5 and parts[3] in MOVES


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


async def main(channels: int, moves: int, think: float) -> None:
    fake = FakeDiscord()
    await fake.start()
    workdir = Path(tempfile.mkdtemp(prefix="bot-load-"))
    bot = BotProcess(fake, "bot.__main__", workdir, {"LOG_LEVEL": "WARNING"})
    await bot.start()
    try:
        ids = [await fake.add_channel(f"table-{n}") for n in range(channels)]
        started = time.perf_counter()
        await asyncio.gather(
            *(play(fake, cid, GAMES[n % len(GAMES)], moves, think) for n, cid in enumerate(ids))
        )
        elapsed = time.perf_counter() - started
        rss = psutil.Process(bot.pid).memory_info().rss
    finally:
        await bot.stop()
        await fake.stop()

    handles = fake.interactions
    latencies = [h.latency * 1000 for h in handles if h.latency is not None]
    moves = [h.latency * 1000 for h in handles if h.latency is not None and is_move(h.payload)]
    late = sum(h.expired for h in handles)
    moves_sent = sum(
        1
        for h in handles
        if is_move(h.payload) and not any(r.kind == "followup" for r in h.responses)
    )
    with sqlite3.connect(workdir / "bot.db") as db:
        persisted = db.execute("SELECT count(*) FROM actions WHERE kind = 'play'").fetchone()[0]
    print(
        f"channels: {channels}, interactions: {len(handles)} in {elapsed:.1f} s "
        f"({len(handles) / elapsed:.0f}/s)"
    )
    print(
        "latency ms (dispatch → callback): "
        f"p50 {percentile(latencies, 0.50):.1f}, p95 {percentile(latencies, 0.95):.1f}, "
        f"p99 {percentile(latencies, 0.99):.1f}, max {max(latencies):.1f}, "
        f"mean {statistics.fmean(latencies):.1f}"
    )
    print(
        f"  of which moves ({len(moves)}): p50 {percentile(moves, 0.50):.1f}, "
        f"p95 {percentile(moves, 0.95):.1f}, p99 {percentile(moves, 0.99):.1f}"
    )
    print(f"callbacks later than 3 s: {late}")
    print(f"moves accepted: {moves_sent}, persisted: {persisted}, lost: {moves_sent - persisted}")
    print(f"bot RSS: {rss / 2**20:.0f} MiB")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--channels", type=int, default=100)
    parser.add_argument("--moves", type=int, default=20, help="decisions per channel")
    parser.add_argument("--think", type=float, default=1.0, help="mean seconds between clicks")
    arguments = parser.parse_args()
    random.seed(1)
    asyncio.run(main(arguments.channels, arguments.moves, arguments.think))
