"""Building fields and outcomes for the formats' tests, and playing a tournament out."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from rules.tournament import Entrant, Format, Outcome, Settings, Table


def field(size: int) -> list[Entrant]:
    """Entrants whose seeds follow their numbers: 0 is the top seed."""
    return [Entrant(number, 2000.0 - 100 * number) for number in range(size)]


def won(*seats: int, forfeited: Sequence[int] = ()) -> Outcome:
    """A duel the first seat won (a bye with one seat)."""
    placings = (1,) if len(seats) == 1 else (1, 2)
    return Outcome(seats, placings, forfeited=frozenset(forfeited))


def drawn(*seats: int) -> Outcome:
    return Outcome(seats, (1, 1))


def play_out(
    format_: Format,
    entrants: Sequence[Entrant],
    settings: Settings,
    result: Callable[[int, Table], Outcome],
    check: Callable[[int, list[Table], list[list[Outcome]]], None] = lambda *_: None,
) -> list[list[Outcome]]:
    """Every round paired, checked (`check(round, tables, played before)`) and decided by
    `result(round, table)`."""
    played: list[list[Outcome]] = []
    for round_number in range(1, format_.rounds(len(entrants), settings) + 1):
        tables = format_.pair(round_number, entrants, played, settings)
        check(round_number, tables, played)
        played.append([result(round_number, table) for table in tables])
    return played


def random_result(rnd: random.Random, forfeits: float = 0.03) -> Callable[[int, Table], Outcome]:
    """Random placings (draws and shared places included), scores and now and then a forfeit."""

    def result(_round: int, table: Table) -> Outcome:
        placings = tuple(rnd.randint(1, len(table)) for _ in table) if len(table) > 1 else (1,)
        forfeited = frozenset(seat for seat in table if rnd.random() < forfeits)
        scores = tuple(float(rnd.randint(0, 300)) for _ in table)
        return Outcome(table, placings, scores, forfeited)

    return result
