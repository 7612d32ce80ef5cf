"""The daily challenge's costliest decision in words, in English, Czech and Polish: holds and
writes, the dice thrown, the boxes and points as the board writes them, the plurals."""

from __future__ import annotations

import pytest

from cogs.yahtzee.daily_text import decision_text
from rules.daily import Decision
from tests.rules.yahtzee.helpers import GAME, at_dice

GENERAL = GAME["general"].to_json(at_dice("general", (3, 3, 5, 1, 2), throws=1))
KOSCI = GAME["kosci"].to_json(at_dice("kosci", (2, 3, 4, 5, 6), throws=1))
HOLD_33 = {"type": "roll", "hold": [0, 1]}
HOLD_335 = {"type": "roll", "hold": [0, 1, 2]}
REROLL = {"type": "roll", "hold": []}


def write(box: str) -> dict:
    return {"type": "write", "box": box}


@pytest.mark.parametrize(
    ("decision", "english"),
    [
        (
            Decision(4, HOLD_33, HOLD_335, 6.24, GENERAL),
            "Round 4: you kept 3 3 and threw three dice — keeping 3 3 5 and throwing two dice"
            " was worth 6.2 more points on average.",
        ),
        (
            Decision(4, write("threes"), write("chance"), 1.04, GENERAL),
            "Round 4: you wrote 6 in Threes — writing 14 in Chance was worth 1 more point"
            " on average.",
        ),
        (
            Decision(2, REROLL, {"type": "roll", "hold": [2]}, 0.034, GENERAL),
            "Round 2: you threw all five dice again — keeping 5 and throwing four dice"
            " was worth 0.03 more points on average.",
        ),
        (
            Decision(1, write("chance"), write("straight"), 31.74, KOSCI),
            "Round 1: you wrote 20 in Chance — writing 30 (+10) in Straight was worth 31.7"
            " more points on average.",
        ),
    ],
)
def test_english(decision, english):
    assert decision_text(decision, "en") == english


def test_czech_and_polish_say_the_dice_thrown_and_the_points_in_their_plurals():
    decision = Decision(4, HOLD_33, REROLL, 5, GENERAL)
    assert decision_text(decision, "cs") == (
        "4. kolo: tvoje volba – nechat 3 3 a hodit třemi kostkami; hodit znovu všemi pěti"
        " kostkami by v průměru vyneslo o 5 bodů víc."
    )
    assert decision_text(decision, "pl") == (
        "Kolejka 4: twój wybór – zatrzymać 3 3 i rzucić trzema kośćmi; rzucić ponownie"
        " wszystkimi pięcioma kośćmi dałoby średnio o 5 punktów więcej."
    )
    decimal = Decision(1, write("chance"), write("straight"), 31.74, KOSCI)
    assert decision_text(decimal, "cs").endswith(
        "zapsat 30 (+10) do políčka Postupka by v průměru vyneslo o 31,7 bodu víc."
    )
    assert decision_text(decimal, "pl").endswith(
        "wpisać 30 (+10) do kategorii Strit dałoby średnio o 31,7 punktu więcej."
    )
    two = Decision(4, HOLD_335, HOLD_33, 2, GENERAL)
    assert decision_text(two, "cs").endswith(
        "hodit dvěma kostkami; nechat 3 3 a hodit třemi kostkami by v průměru vyneslo o 2 body víc."
    )
    assert decision_text(two, "pl").endswith("o 2 punkty więcej.")
