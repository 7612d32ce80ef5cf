"""The dice daily challenge's costliest decision in words, in each language."""

from __future__ import annotations

import pytest

from cogs.dice.daily_text import decision_text
from rules.daily import Decision
from rules.dice.state import state_from_json
from tests.rules.dice.helpers import RULES, new, play

ROLL = {"type": "roll"}


def _ones_and_fives() -> Decision:
    """300 set aside, 3 dice left, 1 5 2 thrown: one 1 set aside and 2 dice thrown, where
    setting aside 1 5 and banking 450 was better."""
    state = play(
        "ones_and_fives",
        new("ones_and_fives"),
        [(ROLL, [3, 3, 3, 2, 4, 6]), ({"type": "roll", "keep": [0, 1, 2]}, [5, 1, 2])],
    )
    chose = {"type": "roll", "keep": [1]}
    better = {"type": "bank", "keep": [0, 1]}
    return Decision(4, chose, better, 31.4, RULES["ones_and_fives"].to_json(state))


def _six_dice() -> Decision:
    """1 000 set aside with 3 dice left: banking, where throwing on was better (as if)."""
    state = play("six_dice", new("six_dice"), [(ROLL, [1, 1, 1, 2, 3, 4])])
    return Decision(2, {"type": "bank"}, ROLL, 1.0, RULES["six_dice"].to_json(state))


@pytest.mark.parametrize(
    ("lang", "expected"),
    [
        (
            "en",
            "Turn 4: you set aside 1 and threw 2 dice — setting aside 1 5 and banking 450 was "
            "worth 31 more points on average.",
        ),
        (
            "cs",
            "4. tah: odloženo 1 a hozeno dál 2 kostkami — odložit 1 5 a zapsat 450 by v průměru "
            "vyneslo o 31 bodů víc.",
        ),
        (
            "pl",
            "Tura 4: odłożone 1 i rzut 2 kośćmi — lepiej było odłożyć 1 5 i zapisać 450: średnio "
            "o 31 punktów więcej.",
        ),
    ],
)
def test_a_set_aside_and_a_throw_against_a_bank(lang: str, expected: str) -> None:
    assert decision_text(_ones_and_fives(), lang) == expected


@pytest.mark.parametrize(
    ("lang", "expected"),
    [
        (
            "en",
            "Turn 2: you banked 1,000 — throwing 3 more dice was worth 1 more point on average.",
        ),
        ("cs", "2. tah: zapsáno 1\xa0000 — házet dál 3 kostkami by v průměru vyneslo o 1 bod víc."),
        (
            "pl",
            "Tura 2: zapisane 1\xa0000 — lepiej było rzucać dalej 3 kośćmi: średnio o 1 punkt "
            "więcej.",
        ),
    ],
)
def test_six_dice_banks_or_throws_on(lang: str, expected: str) -> None:
    assert decision_text(_six_dice(), lang) == expected


def test_six_dice_throws_on_where_banking_was_better() -> None:
    state = state_from_json(_six_dice().state)
    turned = Decision(2, ROLL, {"type": "bank"}, 12.0, RULES["six_dice"].to_json(state))
    assert decision_text(turned, "en") == (
        "Turn 2: you risked 1,000 on 3 more dice — banking 1,000 was worth 12 more points on "
        "average."
    )
