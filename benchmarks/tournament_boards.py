"""A tournament's board messages as a 390 px phone shows them (tests/support/phone.py): the
sign-up of a big field, running boards (standings, bracket) and final boards of made-up
tournaments (tests/support/tournaments.py), in en/cs/pl. Prints each message's height and
its pictures' smallest text as shown; with a folder, draws each as a PNG for a person to look
at.

    python -m benchmarks.tournament_boards [--pictures FOLDER]
"""

from __future__ import annotations

import argparse
from pathlib import Path

from bot.tournaments import view as tournament_view
from tests.support import phone
from tests.support.tournaments import BOARDS


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--pictures", type=Path, help="draw each message here as a PNG")
    chosen = parser.parse_args()
    for name, build in BOARDS.items():
        for lang in ("en", "cs", "pl"):
            shown = phone.show(tournament_view.board(build(), lang))
            text = min(shown.pictures.values(), default=None)
            print(f"{name:28} {lang}: {shown.height:4d} px, picture text {text or '-'} px")
            if chosen.pictures and lang in ("en", "cs"):
                chosen.pictures.mkdir(parents=True, exist_ok=True)
                stem = name.replace(" ", "-").replace(",", "")
                shown.png(chosen.pictures / f"board-{stem}-{lang}.png")


if __name__ == "__main__":
    main()
