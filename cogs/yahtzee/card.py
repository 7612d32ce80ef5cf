"""Every player's scorecard side by side, like the paper card: as rows of cells, drawn as a
picture by cogs/yahtzee/card_picture.py."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from bot.game import Snapshot
from bot.i18n import t
from rules.yahtzee.scorecard import UPPER

EMPTY = "·"
LUCK = "☘"  # the luck row's sign (the pictures' font has no 🍀)


# Each lower box as a sign a player of dice reads (the picture's label where the name does not
# fit): the dice it wants ("3+2" a full house, "1–5" a small straight), "?" the chance (any
# dice). The sum and bonus rows' signs are "Σ" the upper sum, "+" its bonus, "+30" the lower
# bonus (its points), "++" the extra bonuses, "=" the total and "%" the share of perfect play:
# no two rows alike, and the card says under it what the sum and bonus rows are
# (`Scorecard.legend`).
SIGNS = {
    "three_of_a_kind": "3×",
    "four_of_a_kind": "4×",
    "five_of_a_kind": "5×",
    "general": "5×",
    "two_pairs": "2+2",
    "full_house": "3+2",
    "small_straight": "1–5",
    "large_straight": "2–6",
    "straight": "Str",  # a straight's short name in each of the bot's languages
    "chance": "?",
}


@dataclass(frozen=True)
class Row:
    label: str
    cells: list[str]
    kind: str = "box"  # "box", "sum" (a computed line) or "total"
    preview: int | None = None  # the seat whose cell is a preview of the current dice
    sign: str = ""  # the label in short (SIGNS); an upper box's is its face ("1"…"6")
    upper: bool = False  # a row of the card's upper part


@dataclass(frozen=True)
class Scorecard:
    names: list[str]
    mover: int | None  # the highlighted column
    rows: list[Row]
    round: str = ""  # "Round 6/13" while the game is played
    computers: tuple[bool, ...] = ()  # each seat's: a computer's column shows 🤖 and its number
    # What the signs of the sum and bonus rows (and "%") mean, each in a few words ("Σ sum of
    # 1–6"): said under the card where its rows are signs; the chance's too where room is left.
    legend: tuple[str, ...] = ()
    legend_if_room: tuple[str, ...] = ()


def card_rows(
    snap: Snapshot,
    view: dict[str, Any],
    lang: str,
    box_name: Callable[[str, str, str], str],
    shares: list[str] | None = None,
    lucks: list[str] | None = None,
) -> Scorecard:
    """The card as the rules' `view` of the board shows it; under the total, when given, each
    seat's share of perfect play (%, a finished game's) and the luck of its throws (☘)."""
    cards, preview, mover = view["cards"], view["preview"], view["to_move"]
    variant = snap.rules.variant
    rows: list[Row] = []

    def boxes(names: tuple[str, ...]) -> None:
        for box in names:
            cells = []
            for seat, card in enumerate(cards):
                score = card["boxes"][box]
                if score is not None:
                    cells.append(str(score))
                elif seat == mover and box in preview:
                    paid = preview[box]
                    cells.append(f"({paid['score'] + paid['five_bonus'] + paid['throw_bonus']})")
                else:
                    cells.append(EMPTY)
            shown = mover if mover is not None and box in preview else None
            sign = str(UPPER.index(box) + 1) if box in UPPER else SIGNS[box]
            label = box_name(snap.game.game, box, lang)
            rows.append(Row(label, cells, preview=shown, sign=sign, upper=box in UPPER))

    def line(key: str, cells: list[str], sign: str, kind: str = "sum", upper=False) -> None:
        rows.append(Row(t(lang, key), cells, kind, sign=sign, upper=upper))

    boxes(UPPER)
    upper = t(lang, "yahtzee.card.upper", target=variant.upper_target)
    rows.append(Row(upper, [str(c["upper_sum"]) for c in cards], "sum", sign="Σ", upper=True))
    bonuses = [str(c["upper_bonus"] or EMPTY) for c in cards]
    line("yahtzee.card.upper_bonus", bonuses, "+", upper=True)  # narrow: the upper part's
    legend = [
        t(lang, "yahtzee.card.sign.upper_sum"),
        t(
            lang,
            "yahtzee.card.sign.upper_bonus",
            sign="+",
            points=variant.upper_bonus_points,
            target=variant.upper_target,
        ),
    ]
    boxes(variant.lower)
    if variant.lower_bonus_points:
        lower_bonus = f"+{variant.lower_bonus_points}"
        line(
            "yahtzee.card.lower_bonus",
            ["0" if c["lower_bonus_lost"] else str(c["lower_bonus"] or EMPTY) for c in cards],
            lower_bonus,
        )
        legend.append(t(lang, "yahtzee.card.sign.lower_bonus", sign=lower_bonus))
    extras = [sum(c["five_bonus"].values()) + sum(c["throw_bonus"].values()) for c in cards]
    line("yahtzee.card.extras", [str(extra or EMPTY) for extra in extras], "++")
    legend.append(t(lang, "yahtzee.card.sign.extras"))
    line("yahtzee.card.total", [str(c["total"]) for c in cards], "=", "total")
    if shares:
        rows.append(Row("%", shares, "sum", sign="%"))
        legend.append(t(lang, "yahtzee.card.sign.share"))
    if lucks:
        rows.append(Row(t(lang, "yahtzee.card.luck"), lucks, "sum", sign=LUCK))
        legend.append(
            t(lang, "yahtzee.card.sign.luck", sign=LUCK, alone=str(len(cards) == 1).lower())
        )
    seats = range(len(cards))
    names = [snap.plain_name(seat, lang) for seat in seats]
    computers = tuple(snap.seats[seat].computer for seat in seats)
    round_ = ""
    if mover is not None:
        round_ = t(lang, "yahtzee.round", round=snap.state.cards[mover].filled + 1)
    chance = (t(lang, "yahtzee.card.sign.chance"),)
    return Scorecard(names, mover, rows, round_, computers, tuple(legend), chance)
