"""Every player's scorecard side by side, like the paper card: as rows of cells, drawn either
as a code-block table here (one or two players; screen readers read it too) or as a picture
(more: cogs/yahtzee/card_picture.py)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from bot.game import Snapshot
from bot.i18n import t
from bot.texts import in_code
from rules.yahtzee.scorecard import UPPER

EMPTY = "·"
NAME_WIDTH = 6  # characters of a player's name in the text table's header


@dataclass(frozen=True)
class Row:
    label: str
    cells: list[str]
    kind: str = "box"  # "box", "sum" (a computed line) or "total"
    preview: int | None = None  # the seat whose cell is a preview of the current dice


@dataclass(frozen=True)
class Scorecard:
    names: list[str]
    mover: int | None  # the highlighted column
    rows: list[Row]


def card_rows(
    snap: Snapshot, view: dict[str, Any], lang: str, box_name: Callable[[str, str, str], str]
) -> Scorecard:
    """The card as the rules' `view` of the board shows it."""
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
            rows.append(Row(box_name(snap.game.game, box, lang), cells, preview=shown))

    def line(key: str, cells: list[str], kind: str = "sum") -> None:
        rows.append(Row(t(lang, key), cells, kind))

    boxes(UPPER)
    upper = t(lang, "yahtzee.card.upper", target=variant.upper_target)
    rows.append(Row(upper, [str(c["upper_sum"]) for c in cards], "sum"))
    line("yahtzee.card.upper_bonus", [str(c["upper_bonus"] or EMPTY) for c in cards])
    boxes(variant.lower)
    if variant.lower_bonus_points:
        line(
            "yahtzee.card.lower_bonus",
            ["0" if c["lower_bonus_lost"] else str(c["lower_bonus"] or EMPTY) for c in cards],
        )
    extras = [sum(c["five_bonus"].values()) + sum(c["throw_bonus"].values()) for c in cards]
    line("yahtzee.card.extras", [str(extra or EMPTY) for extra in extras])
    line("yahtzee.card.total", [str(c["total"]) for c in cards], "total")
    names = [snap.plain_name(seat, lang) for seat in range(len(cards))]
    return Scorecard(names, mover, rows)


def card_text(card: Scorecard, lang: str) -> str:
    """A code block: a label column, then one column per player (▶ marks the one to move)."""
    label_width = max(len(row.label) for row in card.rows)
    headers = [
        ("▶" if seat == card.mover else "") + in_code(name[:NAME_WIDTH])
        for seat, name in enumerate(card.names)
    ]
    widths = [
        max(len(header), *(len(row.cells[seat]) for row in card.rows))
        for seat, header in enumerate(headers)
    ]
    lines = [
        " " * label_width + "".join(f" {h:>{w}}" for h, w in zip(headers, widths, strict=True))
    ]
    for row in card.rows:
        if row.kind == "total":
            lines.append("─" * len(lines[0]))
        cells = "".join(f" {c:>{w}}" for c, w in zip(row.cells, widths, strict=True))
        lines.append(f"{row.label:<{label_width}}{cells}")
    text = "```\n" + "\n".join(lines) + "\n```"
    if any(row.preview is not None for row in card.rows):
        text += "\n" + t(lang, "yahtzee.card.legend")
    return text
