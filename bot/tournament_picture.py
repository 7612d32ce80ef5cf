"""A tournament's pictures, drawn at phone width like the other boards (bot/images.py): the
knockout bracket, and the standings table of the other formats. They draw what they are given
(the words already in the reader's language), from plain views the tournament's board builds
(bot/tournament_view.py)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class BracketMatch:
    names: tuple[str, str | None]  # the second None: a bye
    seeds: tuple[int | None, int | None]  # 1 = the top seed
    scores: tuple[str, str] | None = None  # as shown ("7", "3"); None: not played yet
    winner: int | None = None  # 0 or 1: who went through; None: not decided


@dataclass(frozen=True)
class BracketView:
    title: str
    round_names: tuple[str, ...]  # "Round 1", "Quarter-final", "Semi-final", "Final"
    rounds: tuple[tuple[BracketMatch, ...], ...]  # round 1 first; every round's matches top down
    current: int | None  # the round being played (index), highlighted; None: over
    champion: str | None = None


@dataclass(frozen=True)
class StandingLine:
    rank: int
    name: str
    values: tuple[str, ...]  # one per column, as shown
    medal: int | None = None  # 1, 2, 3: the final standings' podium


@dataclass(frozen=True)
class StandingsView:
    title: str
    subtitle: str  # "Round 3 of 5", "Final standings"
    columns: tuple[str, ...]  # the values' headers ("Pts", "Bh", "SB")
    lines: tuple[StandingLine, ...]


def draw_bracket(view: BracketView) -> bytes:
    """The bracket as a PNG."""
    raise NotImplementedError  # drawn by the picture's change


def draw_standings(view: StandingsView) -> bytes:
    """The standings as a PNG."""
    raise NotImplementedError
