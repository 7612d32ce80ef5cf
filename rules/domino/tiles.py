"""Tiles and sets. A tile is a (low, high) tuple; on the table it is oriented (near, far)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from rules.base import IllegalAction

Tile = tuple[int, int]


def full_set(max_pip: int) -> tuple[Tile, ...]:
    """Every pair 0..max_pip exactly once: 28 tiles for double-six, 91 for double-twelve."""
    return tuple((low, high) for high in range(max_pip + 1) for low in range(high + 1))


def tile_of(raw: Any, max_pip: int) -> Tile:
    """The tile named by an action's `[a, b]` (either order), or IllegalAction."""
    try:
        low, high = raw
    except (TypeError, ValueError):
        low = high = None
    if type(low) is int and type(high) is int and 0 <= low <= max_pip and 0 <= high <= max_pip:
        return (low, high) if low <= high else (high, low)
    raise IllegalAction(
        f"A tile is two numbers from 0 to {max_pip}, like [6, 4].",
        "domino.bad_tile",
        max_pip=max_pip,
    )


def pips(tiles: Iterable[Tile]) -> int:
    return sum(low + high for low, high in tiles)


def is_double(tile: Tile) -> bool:
    return tile[0] == tile[1]


def lead_rank(tile: Tile) -> tuple[int, int, int]:
    """Order of the common lead rule: any double beats any other tile, higher doubles first;
    then the most pips, ties broken by the higher half."""
    return (int(is_double(tile)), tile[0] + tile[1], tile[1])


def opening(hands: Sequence[Sequence[Tile]]) -> tuple[int, Tile]:
    """(seat, tile) that leads where "the 6-6 leads": 6-6, else the highest double dealt,
    else the tile with the most pips."""
    return max(
        ((seat, tile) for seat, hand in enumerate(hands) for tile in hand),
        key=lambda pair: lead_rank(pair[1]),
    )


def label(tile: Sequence[int]) -> str:
    return f"{tile[0]}-{tile[1]}"
