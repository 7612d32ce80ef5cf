"""Every board as a phone shows it: for each game and count of players of the phone test
(tests/support/phone_games.py, shared with tests/cogs/test_phone_boards.py), in English, Czech
and Polish, the tallest live board, private view (a domino hand, a hint) and end board along a
whole game between computer players, with their heights (px on a 390 px phone; a phone shows
about 650 at once) and the smallest text of their pictures as shown (px). With `--pictures
DIR`, each of them as a PNG (DIR/<game>-<players>-<language>-<kind>.png), for a person to look
at.

    python benchmarks/phone_boards.py [--pictures DIR] [--games kosci block] [--languages cs]
"""

from __future__ import annotations

import argparse
import asyncio
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tests.support.phone import Shown
from tests.support.phone_games import GAMES, PHONE_SCREEN, SMALLEST_TEXT, drawn_along

KINDS = ("live", "private", "end")


async def tallest(game_id: str, players: int, lang: str) -> dict[str, Shown]:
    """The tallest board of each kind drawn along the game."""
    found: dict[str, Shown] = {}
    async for kind, phone in drawn_along(game_id, players, lang):
        if kind not in found or phone.height > found[kind].height:
            found[kind] = phone
    return found


def described(phone: Shown | None) -> str:
    if phone is None:
        return f"{'—':>13}"
    smallest = phone.smallest_text  # None: no picture
    text = "   —" if smallest is None else f"{smallest:4.1f}"
    beyond = phone.height > PHONE_SCREEN or (smallest is not None and smallest < SMALLEST_TEXT)
    return f"{phone.height:5d} px {text}{'!' if beyond else ' '}"


async def main(arguments: argparse.Namespace) -> None:
    folder = arguments.pictures
    if folder:
        folder.mkdir(parents=True, exist_ok=True)
    print(f"height on a 390 px phone (at most {PHONE_SCREEN}) · smallest picture text as shown")
    print(f"(at least {SMALLEST_TEXT} px); ! marks one beyond either")
    print(f"{'game':<16}{'players':>7} lang" + "".join(f"{kind:>14}" for kind in KINDS))
    for game_id, players in GAMES:
        if arguments.games and game_id not in arguments.games:
            continue
        for lang in arguments.languages:
            found = await tallest(game_id, players, lang)
            columns = "".join(f" {described(found.get(kind))}" for kind in KINDS)
            print(f"{game_id:<16}{players:>7} {lang:<4}{columns}", flush=True)
            for kind, phone in found.items() if folder else ():
                phone.png(folder / f"{game_id}-{players}-{lang}-{kind}.png")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--pictures", type=Path, help="a folder for the PNGs")
    parser.add_argument("--games", nargs="*", help="only these games (their ids)")
    parser.add_argument("--languages", nargs="*", default=["en", "cs", "pl"])
    asyncio.run(main(parser.parse_args()))
