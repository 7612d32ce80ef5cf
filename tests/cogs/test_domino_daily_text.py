"""The domino daily challenge's costliest decision in words, in en, cs and pl."""

from __future__ import annotations

import pytest

from cogs.domino.daily_text import decision_text
from rules.daily import Decision

PLAY = {"type": "play", "tile": [2, 5], "end": "left", "near": 2}
BETTER = {"type": "play", "tile": [5, 5], "end": "right", "near": 5}
BASE = {"type": "play", "tile": [1, 6]}
BETTER_BASE = {"type": "play", "tile": [0, 0]}
RESIGN = {"type": "resign"}


@pytest.mark.parametrize(
    ("decision", "lang", "said"),
    [
        (
            Decision(3, PLAY, BETTER, 3.0),
            "en",
            "Turn 3: you placed 2|5 on the left end — 5|5 on the right end would have let you"
            " place 3 more tiles.",
        ),
        (
            Decision(3, PLAY, BETTER, 3.0),
            "cs",
            "Kolo 3: 2|5 na levý konec — 5|5 na pravý konec by umožnila přiložit o 3 kostky víc.",
        ),
        (
            Decision(3, PLAY, BETTER, 3.0),
            "pl",
            "Tura 3: 2|5 na lewy koniec — 5|5 na prawy koniec pozwoliłby dołożyć o 3 kamienie"
            " więcej.",
        ),
        (
            Decision(1, BASE, BETTER_BASE, 26.0),
            "en",
            "Turn 1: you chose 1|6 as the base — 0|0 as the base would have let you place 26 more"
            " tiles.",
        ),
        (
            Decision(1, BASE, BETTER_BASE, 26.0),
            "cs",
            "Kolo 1: 1|6 jako základ — 0|0 jako základ by umožnila přiložit o 26 kostek víc.",
        ),
        (
            Decision(1, BASE, BETTER_BASE, 26.0),
            "pl",
            "Tura 1: 1|6 jako podstawa — 0|0 jako podstawa pozwoliłby dołożyć o 26 kamieni więcej.",
        ),
        (
            Decision(2, RESIGN, BETTER, 1.0),
            "en",
            "Turn 2: you resigned — 5|5 on the right end would have let you place 1 more tile.",
        ),
        (
            Decision(2, RESIGN, BETTER, 1.0),
            "cs",
            "Kolo 2: vzdáno — 5|5 na pravý konec by umožnila přiložit o 1 kostku víc.",
        ),
        (
            Decision(2, RESIGN, BETTER, 1.0),
            "pl",
            "Tura 2: poddanie — 5|5 na prawy koniec pozwoliłby dołożyć o 1 kamień więcej.",
        ),
    ],
)
def test_the_costliest_decision_in_words(decision, lang, said):
    assert decision_text(decision, lang) == said
