"""One member flooding a costly command beside the players: channels playing bot_load's mix of
games at about a click a second in each, through the real bot and the fake Discord, run
without him and with him sending `/stats` (for a player of those games: his picture) many
times a second, each request on its own. The pairs of runs alternate their order. Prints the
players' click p99 of each run with the load it was measured under, their ratio against the
target (the flood leaves the players' p99 within 10 %), and how many of his /stats were
answered and how many refused by the command's cooldown (cogs/games.py).

    python benchmarks/command_flood.py [--channels 50] [--moves 30] [--think 1] [--rate 20]
                                       [--pairs 3]
"""

from __future__ import annotations

import argparse
import asyncio
import math
import random
import sys
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.bot_load import GAMES, Figures, Load, empty_database, geometric_interval, run
from bot.i18n import language, t
from cogs.games import COOLDOWN_SECONDS, COOLDOWN_USES
from tests.support.fakediscord import FakeDiscord, InteractionHandle

TARGET = 1.10  # the players' p99 with the flood, at most this many times theirs without


@dataclass
class Flood:
    """A member (dana) asking for alice's `/stats` `rate` times a second in a channel of his
    own, without waiting for the answers; what he was answered."""

    rate: float
    sent: list[InteractionHandle] = field(default_factory=list)

    async def __call__(self, fake: FakeDiscord) -> None:
        channel = await fake.add_channel("flood")
        dana, alice = fake.user("dana"), fake.user("alice")
        while True:
            self.sent.append(fake.slash(dana, channel, "stats", {"user": alice}))
            await asyncio.sleep(1 / self.rate)

    def outcome(self) -> tuple[int, int, int]:
        """(answered, refused by the cooldown, unanswered when the run ended)."""
        lang = language(self.sent[0].payload["locale"]) if self.sent else "en"
        too_soon = {
            t(lang, "error.too_soon", seconds=s) for s in range(1, math.ceil(COOLDOWN_SECONDS) + 1)
        }
        answered = refused = 0
        for handle in self.sent:
            messages = [r.message for r in handle.responses if r.message is not None]
            if not messages:
                continue
            if messages[-1].content in too_soon:
                refused += 1
            else:
                answered += 1
        return answered, refused, len(self.sent) - answered - refused


def described(load: Load, flood: Flood | None) -> str:
    people = f"{load.channels} channels, each a click about every {load.think:g} s"
    return people + (f" + one member sending /stats {flood.rate:g}/s" if flood else "")


def shown(figures: Figures, load: Load, flood: Flood | None) -> str:
    return (
        f"  players' clicks p99 {figures.p99_people:6.1f} ms (p50 {figures.p50:5.1f}, "
        f"{figures.interactions} clicks, late {figures.late}; CPU: the bot "
        f"{bot_cpu_seconds(figures):.1f} s, the fake and players {fake_cpu_seconds(figures):.1f} "
        f"s) · {described(load, flood)}"
    )


def bot_cpu_seconds(figures: Figures) -> float:
    return figures.bot_cpu_ms * figures.interactions / 1000


def fake_cpu_seconds(figures: Figures) -> float:
    """The process that times the clicks: the fake Discord, the players, the flooder."""
    return figures.fake_cpu_ms * figures.interactions / 1000


async def main(arguments: argparse.Namespace) -> None:
    load = Load(arguments.channels, arguments.moves, arguments.think, GAMES)
    print(
        f"cooldown: {COOLDOWN_USES} per {COOLDOWN_SECONDS:g} s per member; "
        f"{arguments.pairs} pairs of runs, alternating (SQLite)"
    )
    ratios = []
    for pair in range(arguments.pairs):
        runs = {}
        for flooded in (False, True) if pair % 2 == 0 else (True, False):
            flood = Flood(arguments.rate) if flooded else None
            url = await empty_database(None)
            runs[flooded] = figures = await run(False, url, load, beside=flood)
            print(shown(figures, load, flood))
            if flood is not None:
                sent = len(flood.sent)
                answered, refused, unanswered = flood.outcome()
                print(
                    f"{'':4}/stats sent {sent}: answered {answered}, refused "
                    f"{refused}, unanswered at the end {unanswered}"
                )
        ratios.append(runs[True].p99_people / runs[False].p99_people)
        extra = bot_cpu_seconds(runs[True]) - bot_cpu_seconds(runs[False])
        timing = fake_cpu_seconds(runs[True]) - fake_cpu_seconds(runs[False])
        print(
            f"{'':4}pair {pair + 1}: p99 with the flood / without {ratios[-1]:.3f}; the flood "
            f"cost the bot {1000 * extra / sent:+.2f} ms of CPU per /stats sent, the timing "
            f"process {1000 * timing / sent:+.2f} ms"
        )
    mean, low, high = geometric_interval(ratios)
    verdict = "met" if mean <= TARGET else "NOT met"
    print(
        f"p99 with the flood / without, over the pairs: {mean:.3f} (95 % interval "
        f"{low:.3f}–{high:.3f}; target ≤ {TARGET:.2f}): {verdict}"
    )


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--channels", type=int, default=50)
    parser.add_argument("--moves", type=int, default=30, help="decisions per channel")
    parser.add_argument("--think", type=float, default=1.0, help="seconds a player thinks")
    parser.add_argument("--rate", type=float, default=20.0, help="the member's /stats per second")
    parser.add_argument("--pairs", type=int, default=3)
    random.seed(1)
    asyncio.run(main(parser.parse_args()))
