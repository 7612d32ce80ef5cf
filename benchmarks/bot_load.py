"""Load benchmark: many channels playing dice, Yahtzee, domino and backgammon games at once
against the real bot process, through the fake Discord on loopback, beside the same load on a
floor bot (a minimal discord.py bot whose button only edits its message: what discord.py and
the fake cost by themselves). Prints, per think time and database, throughput, latency
percentiles (interaction dispatched → the bot's callback received), actions persisted vs
accepted, the bot's memory, and the CPU time each interaction costs the bot process and the
fake: the load-independent figure (one core serves about 1000 ÷ that many interactions a
second).

    python benchmarks/bot_load.py [--channels 100] [--moves 20] [--think 0 1]
                                  [--databases sqlite postgresql] [--no-floor] [--games …]
                                  [--profile 15] [--computer-every 10] [--ping-after 0]
                                  [--replays]

`--think 0`: every click is sent the moment the previous answer arrives (saturation);
`--think 1`: a player clicks about once a second.
`--profile N`: py-spy samples the bot process during the load and the N functions with the most
own and inclusive CPU are printed (py-spy samples only the thread holding the GIL, so
the shares are of the Python work; its raw stacks are kept, their file is printed).
`--computer-every N`: every N-th channel plays backgammon against the World Class computer
(its 2-ply decisions in the engine process) instead of its game of the mix; their latency
(which includes the computer's thinking) is apart from the others'.
`--replays`: each channel plays its game to its end, then steps through its replay (⏪ on the
end board, then ▶ `--moves` times), in runs alternating with runs of the same games' clicks: the
CPU of a replay click against a game click (the figures of a replay run are its replay clicks
alone).
`--ping-after S`: the bot's PING_AFTER_SECONDS (default: the bot's own). The players here are
at the table and decide within it, so by default nobody is pinged; 0 pings every turn, as for
players who are away.
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import json
import math
import random
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, replace
from pathlib import Path

import psutil
from sqlalchemy import text

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.figures import percentile
from bot import db
from bot.interval import mean_interval
from bot.process_figures import PROCESS_FIGURES
from bot.settings import Settings
from rules import registry
from tests.support.boards import (
    answer,
    backgammon_click,
    choose,
    click,
    domino_turn,
    is_over,
    mover,
)
from tests.support.bot_process import BotProcess
from tests.support.databases import benchmark_server, empty_postgres
from tests.support.fakediscord import FakeDiscord

GAMES = ["ones_and_fives", "six_dice", "figures", "sequence", "forbidden", "general", "kosci"]
# Two-player domino games: a move is two clicks (the hand, then a play from it) and a picture.
GAMES += ["block", "matador", "fours", "train", "backgammon"]
PLAYERS = ("alice", "bob")
MOVES = ("roll", "bank", "write", "end", "play", "draw", "pass", "step", "confirm", "take")
AGAINST_COMPUTER = "backgammon vs World Class"  # a channel playing the computer
NEXT_CLICK = {  # by family; else: choose()
    "domino": domino_turn,
    "backgammon": backgammon_click,
    AGAINST_COMPUTER: backgammon_click,
}


@dataclass
class Load:
    """What the players do: how many channels, decisions each and thinking time, the games'
    mix, every how many channels a game against the computer (0: none), the bot's wait before
    a turn ping, and py-spy's top N (0: no profile)."""

    channels: int
    moves: int
    think: float
    games: list[str]
    computer_every: int = 0
    ping_after: float = Settings.model_fields["ping_after_seconds"].default
    profile: int = 0
    replays: bool = False  # each channel's game to its end, then its replay stepped through

    def game_of(self, channel_number: int) -> str:
        """The game channel `channel_number` plays: AGAINST_COMPUTER, or one of the mix."""
        if self.computer_every and channel_number % self.computer_every == 0:
            return AGAINST_COMPUTER
        return self.games[channel_number % len(self.games)]

    def family_of(self, channel_number: int) -> str:
        game = self.game_of(channel_number)
        return game if game == AGAINST_COMPUTER else registry.get(game).family


@dataclass
class Figures:
    interactions: int
    seconds: float
    p50: float
    p95: float
    p99: float
    late: int
    accepted: int
    persisted: int
    rss_mib: float
    bot_cpu_ms: float  # the bot process's CPU time per interaction (user + system, all threads)
    fake_cpu_ms: float  # the same for this process: the fake Discord and the players
    check_ms: float  # of which the fake's strictness checks, per request
    by_family: dict[str, float]  # p99 of each game family's interactions
    p99_people: float  # p99 of the channels where people play each other (no computer's turns)
    process: dict  # what the bot process says of itself at its end (commit batches, GC pauses)
    requests: dict[str, float]  # the bot's requests to Discord per interaction, by route
    profile: list[str]  # py-spy's top functions, if asked for
    opening_ms: float = 0.0  # a replay run: the bot's CPU per viewer opened

    @property
    def rate(self) -> float:
        return self.interactions / self.seconds


async def open_game(fake: FakeDiscord, channel: str, game: str):
    alice, bob = (fake.user(name) for name in PLAYERS)
    if game == AGAINST_COMPUTER:  # seated and started at once; the board once it is her turn
        options = {"opponent": "computer", "level": "world_class"}
        board = (await answer(fake.slash(alice, channel, "backgammon play", options))).message
        while not is_over(board) and mover(fake, board) != alice:
            board = await backgammon_click(fake, board)
        return board
    family = registry.get(game).family
    options = {} if family == "backgammon" else {"game": game}  # one game: no game option
    board = (await answer(fake.slash(alice, channel, f"{family} play", options))).message
    board = await click(fake, bob, board, "join")
    return await click(fake, alice, board, "start")


async def pause(think: float) -> None:
    """A player's thinking time: uniform 0.5–1.5 × `think` seconds (none at 0)."""
    await asyncio.sleep(think * random.uniform(0.5, 1.5))


async def arrive(think: float) -> None:
    """With thinking players, channels open their games within the first 5 seconds (or five
    thinking times, if shorter), not all in the same millisecond. At think 0 all start at once:
    a spread start would cap the rate at clicks ÷ 5 s and hide what the bot can do."""
    if think:
        await asyncio.sleep(random.uniform(0, min(5, 5 * think)))


async def play(fake: FakeDiscord, channel: str, load: Load, number: int) -> None:
    """The decisions of channel `number` (a new game when one ends)."""
    game, family, think = load.game_of(number), load.family_of(number), load.think
    await arrive(think)
    board = await open_game(fake, channel, game)
    for _ in range(load.moves):
        await pause(think)
        if is_over(board):
            board = await open_game(fake, channel, game)
        if family in NEXT_CLICK:
            board = await NEXT_CLICK[family](fake, board)
        else:
            board = await choose(fake, mover(fake, board), board)


async def finish(fake: FakeDiscord, channel: str, load: Load, number: int):
    """Channel `number`'s game played to its end: its end board."""
    family = load.family_of(number)
    board = await open_game(fake, channel, load.game_of(number))
    while not is_over(board):
        if family in NEXT_CLICK:
            board = await NEXT_CLICK[family](fake, board)
        else:
            board = await choose(fake, mover(fake, board), board)
    return board


async def open_replay(fake: FakeDiscord, board):
    """Alice opens the finished game's replay from its end board (⏪): her viewer."""
    opened = next(i for i in board.custom_ids if i.startswith("r:") and i.endswith(":open"))
    return (await answer(fake.click(fake.user("alice"), board, opened))).message


async def step_through(fake: FakeDiscord, viewer, load: Load) -> None:
    """Alice clicks ▶ on her viewer (⏮ at its last step)."""
    alice = fake.user("alice")
    for _ in range(load.moves):
        await pause(load.think)
        on = next(i for i in viewer.custom_ids if i.endswith(":on"))
        button = viewer.component(on)
        what = (
            next(i for i in viewer.custom_ids if i.endswith(":first"))
            if button.get("disabled")
            else on
        )
        viewer = (await answer(fake.click(alice, viewer, what))).message


async def count(fake: FakeDiscord, channel: str, moves: int, think: float) -> None:
    """The floor bot's load: the same number of clicks, on its counting button."""
    await arrive(think)
    alice = fake.user("alice")
    board = (await answer(fake.slash(alice, channel, "mini board"))).message
    for _ in range(moves):
        await pause(think)
        board = (await answer(fake.click(alice, board, board.custom_ids[0]))).message


def is_move(payload: dict) -> bool:
    """A click that asks the rules for a move (toggles and lobby buttons are not moves)."""
    parts = payload["data"].get("custom_id", "").split(":")
    return len(parts) == 5 and parts[3] in MOVES


async def persisted_moves(database_url: str) -> int:
    engine = db.create_engine(database_url)
    async with engine.connect() as connection:
        found = await connection.execute(text("SELECT count(*) FROM actions WHERE kind = 'play'"))
        moves = found.scalar_one()
    await engine.dispose()
    return moves


def start_profiler(pid: int, output: Path) -> subprocess.Popen:
    """py-spy sampling `pid` (the thread holding the GIL only) until it is interrupted."""
    command = ["py-spy", "record", "--pid", str(pid), "--rate", "250", "--format", "raw"]
    command += ["--output", str(output), "--nonblocking", "--full-filenames", "--gil"]
    return subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def stop_profiler(profiler: subprocess.Popen) -> None:
    profiler.send_signal(signal.SIGINT)  # py-spy writes its file on Ctrl-C
    profiler.wait(timeout=60)


def profile_top(stacks: Path, count: int) -> list[str]:
    """From py-spy's raw (collapsed) stacks, in shares of all samples: the `count` functions
    with the most own samples, and with the most samples anywhere on the stack — the project's
    own functions, then the libraries' (the event loop's and threads' frames left out)."""
    own: dict[str, int] = {}
    ours: dict[str, int] = {}
    theirs: dict[str, int] = {}
    project = str(Path(__file__).resolve().parents[1])
    total = 0
    for line in stacks.read_text().splitlines():
        frames, _, samples = line.rpartition(" ")
        if not samples.isdigit():  # py-spy read a frame's name while it was being changed
            continue
        number = int(samples)
        total += number
        if not frames.strip():  # a sample outside Python code
            continue
        names = [_frame_name(frame) for frame in frames.split(";")]
        own[names[-1]] = own.get(names[-1], 0) + number
        for frame, name in {frame: _frame_name(frame) for frame in frames.split(";")}.items():
            path = frame.rpartition("(")[2]
            if any(part in path for part in PROFILE_SKIPPED):
                continue
            table = ours if path.startswith(project) and "/tests/" not in path else theirs
            table[name] = table.get(name, 0) + number

    def top(table: dict[str, int]) -> list[str]:
        ranked = sorted(table.items(), key=lambda item: -item[1])[:count]
        return [f"{100 * samples / total:5.1f} %  {name}" for name, samples in ranked]

    return [
        f"profile: {total} samples ({stacks})",
        "own:",
        *top(own),
        "inclusive, the project's functions:",
        *top(ours),
        "inclusive, the libraries':",
        *top(theirs),
    ]


# Frames on every stack (the event loop, threads, the bot's start): they tell nothing.
PROFILE_SKIPPED = ("/asyncio/", "threading.py", "runpy", "run_bot.py", "/discord/client.py")


def _frame_name(frame: str) -> str:
    """ "function (file.py:line)" from py-spy's "function (/path/to/file.py:line)"."""
    function, _, where = frame.partition(" (")
    return f"{function} ({where.rpartition('/')[2]}"


async def run(
    floor: bool,
    database_url: str,
    load: Load,
    beside: Callable[[FakeDiscord], Awaitable[None]] | None = None,
) -> Figures:
    """One run of the load; `beside`, if given, runs meanwhile (stopped when the players are
    done: another member's requests, say) and its interactions are not the load's figures."""
    fake = FakeDiscord()
    await fake.start()
    workdir = Path(tempfile.mkdtemp(prefix="bot-load-"))
    module = "tests.support.minibot" if floor else "bot.__main__"
    # INFO: the bot logs its own figures (commit batches, GC pauses) as it stops.
    env = {
        "LOG_LEVEL": "INFO",
        "DATABASE_URL": database_url,
        "PING_AFTER_SECONDS": str(load.ping_after),
    }
    bot = BotProcess(fake, module, workdir, env)
    await bot.start()
    try:
        ids = [await fake.add_channel(f"table-{n}") for n in range(load.channels)]
        bot_cpu, fake_cpu = psutil.Process(bot.pid), psutil.Process()
        # The fake keeps every message, upload and interaction: its garbage collector's full
        # passes grow to a quarter of a second (to two seconds over a replay run's whole
        # games, making clicks miss Discord's 3 s) and would be timed as the bot's latency.
        gc.collect()
        gc.disable()
        # A replay run: the games played to their end and their viewers opened first, apart
        # (the bot's CPU per viewer opened: its steps worked out), its figures the steps'.
        viewers, opening_ms = [], 0.0
        if load.replays:
            ended = await asyncio.gather(*(finish(fake, cid, load, n) for n, cid in enumerate(ids)))
            before = cpu_seconds(bot_cpu)
            viewers = await asyncio.gather(*(open_replay(fake, board) for board in ended))
            opening_ms = (cpu_seconds(bot_cpu) - before) * 1000 / len(viewers)
        first = len(fake.interactions)
        cpu_before = cpu_seconds(bot_cpu), cpu_seconds(fake_cpu)  # the collection not counted
        profiler = stacks = None
        if load.profile:  # its stacks outlive the run, for a closer look
            stacks = Path(tempfile.mkdtemp(prefix="bot-load-profile-")) / "stacks.txt"
            profiler = start_profiler(bot.pid, stacks)
        started = time.perf_counter()
        alongside = asyncio.create_task(beside(fake)) if beside else None
        try:
            await asyncio.gather(
                *(
                    count(fake, cid, load.moves, load.think)
                    if floor
                    else step_through(fake, viewers[n], load)
                    if viewers
                    else play(fake, cid, load, n)
                    for n, cid in enumerate(ids)
                )
            )
        finally:
            if alongside is not None:
                alongside.cancel()
                await asyncio.gather(alongside, return_exceptions=True)
            gc.enable()
            if profiler is not None:
                stop_profiler(profiler)
        elapsed = time.perf_counter() - started
        bot_seconds = cpu_seconds(bot_cpu) - cpu_before[0]
        fake_seconds = cpu_seconds(fake_cpu) - cpu_before[1]
        rss = bot_cpu.memory_info().rss
    finally:
        gc.enable()  # (whatever failed)
        await bot.stop()
        await fake.stop()
    fake.check_violations()  # a request real Discord refuses makes the figures meaningless
    everyone = [h for h in fake.interactions if h.payload["channel_id"] in ids]
    handles = [h for h in fake.interactions[first:] if h.payload["channel_id"] in ids]
    latencies = [h.latency * 1000 for h in handles if h.latency is not None]
    family_of = {} if floor else {cid: load.family_of(n) for n, cid in enumerate(ids)}
    by_family: dict[str, list[float]] = {}
    for handle in handles:
        if handle.latency is not None and not floor:
            family = family_of[handle.payload["channel_id"]]
            by_family.setdefault(family, []).append(handle.latency * 1000)
    people = [
        ms for family, values in by_family.items() if family != AGAINST_COMPUTER for ms in values
    ]
    accepted = sum(  # (a replay run's games too: every move of the run must be saved)
        1
        for h in everyone
        if is_move(h.payload) and not any(r.kind == "followup" for r in h.responses)
    )
    persisted = 0 if floor else await persisted_moves(database_url)
    process = process_figures(bot.log_path)
    routes = fake.validation.by_route.most_common()
    requests = {route: count / len(handles) for route, count in routes}
    top = profile_top(stacks, load.profile) if stacks else []
    shutil.rmtree(workdir, ignore_errors=True)
    return Figures(
        len(handles),
        elapsed,
        percentile(latencies, 0.50),
        percentile(latencies, 0.95),
        percentile(latencies, 0.99),
        sum(h.expired for h in handles),
        accepted,
        persisted,
        rss / 2**20,
        bot_seconds * 1000 / len(handles),
        fake_seconds * 1000 / len(handles),
        fake.validation.mean_cost_ms,
        {family: percentile(values, 0.99) for family, values in by_family.items()},
        percentile(people or latencies, 0.99),
        process,
        requests,
        top,
        opening_ms,
    )


def process_figures(log: Path) -> dict:
    """The figures the bot logs of itself as it stops (bot/process_figures.py), {} if none."""
    lines = [line for line in log.read_text().splitlines() if PROCESS_FIGURES in line]
    return json.loads(lines[-1].split(PROCESS_FIGURES, 1)[1]) if lines else {}


def verdict(met: bool) -> str:
    return "met" if met else "NOT met"


def cpu_seconds(process: psutil.Process) -> float:
    times = process.cpu_times()
    return times.user + times.system


def line(name: str, figures: Figures) -> str:
    return (
        f"  {name:<6} {figures.interactions:>6} interactions, {figures.rate:>5.0f}/s · "
        f"latency ms p50 {figures.p50:6.1f}  p95 {figures.p95:6.1f}  p99 {figures.p99:6.1f} · "
        f"late {figures.late} · RSS {figures.rss_mib:.0f} MiB · CPU ms per interaction: "
        f"bot {figures.bot_cpu_ms:.2f}, fake {figures.fake_cpu_ms:.2f} "
        f"(checks {figures.check_ms:.2f} per request)"
    )


async def main(arguments: argparse.Namespace) -> None:
    for database in arguments.databases:
        with benchmark_server(database, "bot-load-pg-") as url:
            for think in arguments.think:
                compared = compare_replays if arguments.replays else compare_at
                await compared(database, url, think, arguments)


async def compare_replays(database: str, url: str | None, think: float, arguments) -> None:
    """A replay click's CPU against a game click's: runs of the games' clicks and runs of
    their replays' (the games played to their end first), in alternating pairs."""
    print(f"{database}, think {think:g} s, {arguments.channels} channels, replays:")
    games = Load(arguments.channels, arguments.moves, think, arguments.games)
    replays = replace(games, replays=True)
    ratios = []
    for pair in range(arguments.pairs):
        runs = {}
        for load in (games, replays) if pair % 2 == 0 else (replays, games):
            runs[load.replays] = await run(False, await empty_database(url), load)
            print(line("replay" if load.replays else "games", runs[load.replays]))
        print(f"{'':9}a viewer opened: {runs[True].opening_ms:.1f} ms of the bot's CPU")
        ratios.append(runs[True].bot_cpu_ms / runs[False].bot_cpu_ms)
    mean, low, high = geometric_interval(ratios)
    print(f"{'':9}replay click CPU ÷ game click CPU: {mean:.2f} (95 %: {low:.2f}–{high:.2f})")
    print(f"{'':9}target a replay click ≤ a game click's CPU: {verdict(mean <= 1)}")


async def compare_at(database: str, url: str | None, think: float, arguments) -> None:
    """Our bot and the floor on one database with players thinking `think` s, in pairs of
    runs, against the targets."""
    print(f"{database}, think {think:g} s, {arguments.channels} channels:")
    load = Load(
        arguments.channels,
        arguments.moves,
        think,
        arguments.games,
        arguments.computer_every,
        arguments.ping_after,
        arguments.profile,
    )
    floor_load = Load(arguments.channels, arguments.moves, think, [])
    ours_runs: list[Figures] = []
    floor_runs: list[Figures] = []
    matched_runs: list[Figures] = []  # the floor at our rate, right after each of ours
    for pair in range(arguments.pairs):
        # The order alternates, so that a machine slowing down or speeding up during
        # the pairs weighs on both bots alike.
        for floor in (False, True) if pair % 2 == 0 else (True, False):
            if not floor:
                ours_runs.append(await run_ours(load, url, details=not ours_runs))
                if not think and arguments.floor:
                    matched_runs.append(await paced_floor(floor_load, ours_runs[-1].rate, url))
            elif arguments.floor:
                floor_runs.append(await run(True, await empty_database(url), floor_load))
                print(line("floor", floor_runs[-1]))
    if arguments.floor:
        ratios = compare(ours_runs, floor_runs)
    if matched_runs:
        print(f"{'':9}against the floor paced to our rate (neither saturated):")
        compare(ours_runs, matched_runs)
    # The targets of issue 23: at saturation, against the floor in the same runs; with
    # thinking players, a p99 a player does not notice. Never a lost or doubled move.
    if not think and arguments.floor:
        met = ratios["CPU per interaction"] <= 3 and ratios["throughput"] >= 0.3
        targets = "CPU per click ≤ 3 × floor's, throughput ≥ 0.3 × floor's"
        print(f"{'':9}target {targets}: {verdict(met)}")
    elif think:
        among = " (people's channels)" if arguments.computer_every else ""
        worst = max(ours.p99_people for ours in ours_runs)
        print(f"{'':9}target p99 ≤ 100 ms{among}: {verdict(worst <= 100)} ({worst:.0f} ms)")
    lost = sum(ours.accepted - ours.persisted for ours in ours_runs)
    print(f"{'':9}target no move lost or doubled: {verdict(lost == 0)}")


async def run_ours(load: Load, url: str | None, details: bool) -> Figures:
    """One run of our bot, printed (with `print_details` if asked), moves lost included."""
    ours = await run(False, await empty_database(url), load)
    print(line("ours", ours))
    if details:
        print_details(ours)
    lost = ours.accepted - ours.persisted
    print(f"{'':9}moves accepted {ours.accepted}, persisted {ours.persisted}, lost {lost}")
    return ours


async def paced_floor(floor_load: Load, rate: float, url: str | None) -> Figures:
    """The floor with players who wait so long between clicks that it serves `rate`: at
    saturation it serves several times as many as we do, which costs less per interaction (more
    events per pass of its event loop). The slowest channels finish later than the mean, so a
    pace is tried, then corrected once by the rate it gave."""
    think = floor_load.channels / rate
    for _ in range(2):
        figures = await run(True, await empty_database(url), replace(floor_load, think=think))
        print(line("paced", figures))
        if figures.rate >= 0.95 * rate:
            break
        think *= figures.rate / rate
    return figures


async def empty_database(postgres_url: str | None) -> str:
    """A database with no game in it, for one run (its moves are counted after): the
    PostgreSQL server's emptied, else a new SQLite file."""
    if postgres_url is None:
        return f"sqlite+aiosqlite:///{tempfile.mkdtemp(prefix='bot-load-db-')}/bot.db"
    await empty_postgres(postgres_url)
    return postgres_url


def print_details(ours: Figures) -> None:
    """Our bot's latency by family, its own figures (commit batches, GC) and its requests."""
    families = ", ".join(f"{name} {p99:.0f}" for name, p99 in ours.by_family.items())
    print(f"{'':9}p99 ms by family: {families}")
    for name, value in ours.process.items():
        print(f"{'':9}{name}: {value}")
    print(f"{'':9}requests per interaction: {sum(ours.requests.values()):.2f}")
    for route, share in ours.requests.items():
        print(f"{'':11}{share:5.2f}  {route}")
    for entry in ours.profile:
        print(f"{'':9}{entry}")


def compare(ours_runs: list[Figures], floor_runs: list[Figures]) -> dict[str, float]:
    """Prints ours against the floor, pair by pair: each ratio's geometric mean with its 95 %
    interval (one pair: the ratios alone), and returns the means. The throughput is the whole
    machine's, shared with the fake Discord and its players (the fake checking our larger
    boards is what bounds it); the capacity is what one core serves of the bot alone."""
    pairs = list(zip(ours_runs, floor_runs, strict=True))
    ratios = {
        "p99": [o.p99 / f.p99 for o, f in pairs],
        "throughput": [o.rate / f.rate for o, f in pairs],
        "CPU per interaction": [o.bot_cpu_ms / f.bot_cpu_ms for o, f in pairs],
    }
    means = {}
    for name, values in ratios.items():
        means[name], low, high = geometric_interval(values)
        shown = f"{name} × {means[name]:.2f}"
        if len(values) > 1:
            each = ", ".join(f"{value:.2f}" for value in values)
            shown += f" (95 % interval {low:.2f}–{high:.2f}; each pair {each})"
        print(f"{'':9}ours/floor: {shown}")
    capacity = [1000 / o.bot_cpu_ms for o in ours_runs], [1000 / f.bot_cpu_ms for f in floor_runs]
    print(
        f"{'':9}one core's capacity (1000 ÷ bot CPU ms): ours "
        f"{statistics.median(capacity[0]):.0f}/s, floor {statistics.median(capacity[1]):.0f}/s "
        "(medians)"
    )
    return means


def geometric_interval(ratios: list[float]) -> tuple[float, float, float]:
    """The ratios' geometric mean and its 95 % interval (Student's t on their logarithms:
    a ratio's noise is a share of it)."""
    logs = [math.log(ratio) for ratio in ratios]
    if len(logs) < 2:
        return ratios[0], ratios[0], ratios[0]
    mean, margin = mean_interval(logs)
    return math.exp(mean), math.exp(mean - margin), math.exp(mean + margin)


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--channels", type=int, default=100)
    parser.add_argument("--moves", type=int, default=20, help="decisions per channel")
    parser.add_argument("--think", type=float, nargs="+", default=[0.0, 1.0])
    parser.add_argument("--databases", nargs="+", default=["sqlite"])
    parser.add_argument("--no-floor", dest="floor", action="store_false")
    parser.add_argument("--games", nargs="+", default=GAMES, choices=GAMES, help="the mix")
    parser.add_argument("--profile", type=int, default=0, help="py-spy's top N functions")
    parser.add_argument("--computer-every", type=int, default=0, help="0: no computer games")
    parser.add_argument("--ping-after", type=float, default=Load.ping_after)
    parser.add_argument("--replays", action="store_true", help="replay clicks against game clicks")
    parser.add_argument(
        "--pairs", type=int, default=1, help="runs of ours and the floor, in alternating order"
    )
    random.seed(1)
    asyncio.run(main(parser.parse_args()))
