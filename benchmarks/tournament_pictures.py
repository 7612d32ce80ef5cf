"""A tournament's pictures (bot/tournaments/picture.py): draw + PNG encode time of the bracket of
64 entrants in its second round and of 64 lines of standings. Prints p50/p99 in milliseconds,
wall and CPU: redrawn (after one warm-up drawing: fonts, sprites and the lettering of its names
and numbers kept, as when a game's end redraws a tournament's picture) and cold (the lettering
forgotten before each drawing, as for a tournament drawn the first time); and the machine's
load average before and after (the machine is shared). With `--pictures DIR`, the example
pictures (docs/tournaments/) and each shown in a message as a 390 px phone shows it
(tests/support/phone.py), with their heights and smallest text as shown.

    python benchmarks/tournament_pictures.py [--runs 200] [--pictures DIR]
"""

from __future__ import annotations

import argparse
import io
import os
import statistics
import sys
import time
from collections.abc import Callable
from itertools import product
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import discord
from PIL import Image

from bot import images
from bot.images import attachment
from bot.layout import Layout
from bot.tournaments.picture import (
    TEXT,
    BracketMatch,
    BracketView,
    StandingLine,
    StandingsView,
    draw_bracket,
    draw_standings,
)
from tests.support import phone

# Names as members write them: Czech and Polish letters, emoji, 32 characters.
NAMES = (
    "Alžběta Nováková",
    "Przemysław Wójcik",
    "Jaroslav",
    "🎲 Kuba 🎲",
    "Zdeněk Šťastný",
    "Bohumila Řeháková-Dvořáčková 🐉",
    "Ola",
    "Wojciech Szczęsny-Łukasiewicz",
    "Kateřina",
    "Żaneta Ćwierćmańska",
    "Tomáš Ryšavý",
    "Michał",
    "ŁukaszŚmigłyŹdźbłoŻółćGęśląJaźń1",
    "Eliška",
    "Jiří Hůlka",
    "Grzegorz Brzęczyszczykiewicz",
)
ROUND_NAMES = {
    "en": ("Final", "Semi-final", "Quarter-final", "Round {}"),
    "cs": ("Finále", "Semifinále", "Čtvrtfinále", "{}. kolo"),
    "pl": ("Finał", "Półfinał", "Ćwierćfinał", "Runda {}"),
}
WORDS = {
    "en": {"bye": "bye", "more": "+{} more", "matches": "+{} more matches"},
    "cs": {"bye": "volný los", "more": "+{} dalších", "matches": "+{} dalších zápasů"},
    "pl": {"bye": "wolny los", "more": "+{} więcej", "matches": "+{} kolejnych meczów"},
}


def name(number: int) -> str:
    return NAMES[number % len(NAMES)] + (f" {number // len(NAMES) + 1}" if number >= 16 else "")


def seed_order(size: int) -> list[int]:
    """The seeds of a bracket of `size` top down: 1 v size, then the pairs that keep the top
    seeds apart until the last rounds (1 8 4 5 2 7 3 6)."""
    order = [1]
    while len(order) < size:
        order = [seed for top in order for seed in (top, 2 * len(order) + 1 - top)]
    return order


def round_names(rounds: int, lang: str) -> tuple[str, ...]:
    final, semi, quarter, numbered = ROUND_NAMES[lang]
    named = (quarter, semi, final)[-rounds:]
    return tuple(numbered.format(n + 1) for n in range(rounds - len(named))) + named


def bracket(entrants: int, current: int | None, lang: str = "en") -> BracketView:
    """A knockout of `entrants` seeded by rating, byes to the top seeds, played up to round
    `current` (its first half of matches decided) or to the end (None). The better seed wins
    but for one match in five; a backgammon match to 7."""
    size = 1 << (entrants - 1).bit_length()
    rounds_count = size.bit_length() - 1
    played_to = rounds_count if current is None else current + 1
    order = seed_order(size)
    sides = [(seed, name(seed - 1)) if seed <= entrants else None for seed in order]
    rounds = []
    for number in range(played_to):
        matches, through = [], []
        pairs = [sides[k : k + 2] for k in range(0, len(sides), 2)]
        for index, (first, second) in enumerate(pairs):
            if second is None:
                matches.append(BracketMatch((first[1], None), (first[0], None), winner=0))
                through.append(first)
                continue
            decided = number != current or index < len(pairs) // 2
            if not decided:
                matches.append(BracketMatch((first[1], second[1]), (first[0], second[0])))
                continue
            upset = (first[0] * 7 + second[0] * 3 + number) % 5 == 0
            winner = int((first[0] > second[0]) != upset)
            loser_points = str((first[0] + second[0] + number) % 7)
            scores = ("7", loser_points) if winner == 0 else (loser_points, "7")
            matches.append(
                BracketMatch((first[1], second[1]), (first[0], second[0]), scores, winner)
            )
            through.append((first, second)[winner])
        rounds.append(tuple(matches))
        sides = through
    champion = sides[0][1] if current is None else None
    return BracketView(
        f"Backgammon Open · {entrants}",
        round_names(rounds_count, lang),
        tuple(rounds),
        current,
        champion,
        WORDS[lang]["bye"],
        words(lang, "matches"),
    )


def words(lang: str, key: str) -> Callable[[int], str]:
    return WORDS[lang][key].format


def standings(lines: int, final: bool, lang: str = "en") -> StandingsView:
    """A swiss of `lines` players after 5 of 7 rounds, or its final standings (medals)."""
    rounds = 7 if final else 5
    rows = []
    for index in range(lines):
        points = max(0.0, rounds - round(index * 2 * rounds / lines) / 2)
        buchholz = 3 * rounds - (index * 5 % 7) * 0.5 - index * 0.5
        sonneborn = points * (3.25 - index % 4 * 0.5)
        medal = index + 1 if final and index < 3 else None
        values = (_half(points), _half(buchholz), f"{sonneborn:.2f}".rstrip("0").rstrip("."))
        rows.append(StandingLine(index + 1, name(index), values, medal))
    subtitles = {
        "en": ("Round 5 of 7", "Final standings"),
        "cs": ("5. kolo ze 7", "Konečné pořadí"),
    }
    return StandingsView(
        f"Swiss · Backgammon · {lines}",
        subtitles.get(lang, subtitles["en"])[final],
        ("Pts", "Bh", "SB") if lang == "en" else ("Body", "Bh", "SB"),
        tuple(rows),
        words(lang, "more"),
    )


def _half(value: float) -> str:
    whole, half = divmod(round(value * 2), 2)
    return f"{whole}½" if half and whole else "½" if half else str(whole)


def in_a_message(png: bytes, filename: str) -> phone.Shown:
    """The picture as a tournament's board would show it: a header, the picture, a line of
    when the round ends and a row of two buttons, on a 390 px phone."""
    phone.PICTURE_TEXT.setdefault(filename, TEXT)
    layout = Layout(
        header="## 🏆 Backgammon Open",
        picture=attachment(png, filename),
        blocks=["Round 2 ends <t:1764284400:R>"],
        controls=[discord.ui.Button(label="My game", emoji="🎲"), discord.ui.Button(label="Leave")],
    )
    return phone.show(layout)


# Each attached as "<what it is>.png": "bracket.png", "standings.png".
EXAMPLES: dict[str, Callable[[], bytes]] = {
    "bracket-8-semi-final": lambda: draw_bracket(bracket(8, 1)),
    "bracket-6-byes-cs": lambda: draw_bracket(bracket(6, 0, "cs")),
    "bracket-64-round-2": lambda: draw_bracket(bracket(64, 1)),
    "bracket-16-over": lambda: draw_bracket(bracket(16, None)),
    "standings-16-swiss": lambda: draw_standings(standings(16, False)),
    "standings-16-final-cs": lambda: draw_standings(standings(16, True, "cs")),
}


def timed(
    draw: Callable[[], bytes], runs: int, cold: bool = False
) -> tuple[list[float], list[float]]:
    """Wall and CPU times in ms (CPU time leaves out the waits of a machine shared with others).
    `cold`: the lettering and widths kept by bot/images.py forgotten before each drawing, as
    for a tournament drawn the first time (its names not drawn before)."""
    draw()  # warm-up
    walls, cpus = [], []
    for _ in range(runs):
        if cold:
            for kept in (images._lettering, images._indexed_lettering, images.text_width):
                kept.cache_clear()
        wall, cpu = time.perf_counter(), time.process_time()
        draw()
        cpus.append((time.process_time() - cpu) * 1000)
        walls.append((time.perf_counter() - wall) * 1000)
    return walls, cpus


def p50_p99(times: list[float]) -> str:
    quantiles = statistics.quantiles(times, n=100)
    return f"p50 {quantiles[49]:5.1f} ms, p99 {quantiles[98]:5.1f} ms"


def load() -> str:
    return f"load average {' '.join(f'{n:.2f}' for n in os.getloadavg())} on {os.cpu_count()} cores"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=200)
    parser.add_argument("--pictures", type=Path)
    arguments = parser.parse_args()
    sixty_four, lines = bracket(64, 1), standings(64, False)
    cases = {
        "bracket, 64 entrants in round 2": lambda: draw_bracket(sixty_four),
        "standings, 64 lines": lambda: draw_standings(lines),
    }
    print(load())
    for (label, draw), cold in product(cases.items(), (False, True)):
        walls, cpus = timed(draw, arguments.runs, cold)
        print(
            f"{label}{', cold' if cold else ''}: n={arguments.runs}, wall {p50_p99(walls)};"
            f" CPU {p50_p99(cpus)}"
        )
    print(load())
    if arguments.pictures:
        arguments.pictures.mkdir(parents=True, exist_ok=True)
        for stem, example in EXAMPLES.items():
            png = example()
            (arguments.pictures / f"{stem}.png").write_bytes(png)
            shown = in_a_message(png, stem.split("-")[0] + ".png")
            # In a palette: a look at a phone's screen, kept small.
            screen = Image.open(io.BytesIO(shown.png())).quantize(method=Image.Quantize.FASTOCTREE)
            screen.save(arguments.pictures / f"{stem}-phone.png", optimize=True)
            print(
                f"{stem}: {len(png) / 1024:.0f} KiB, message {shown.height} px high on a "
                f"phone, smallest text {shown.smallest_text:.1f} px"
            )


if __name__ == "__main__":
    main()
