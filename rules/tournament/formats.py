"""The four formats behind one interface (each in rules/tournament/<format>.py)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from rules.tournament.knockout import Knockout
from rules.tournament.round_robin import RoundRobin
from rules.tournament.swiss import Swiss
from rules.tournament.tables import Tables
from rules.tournament.types import Entrant, Outcome, Row, Settings, Table


class Format(Protocol):
    name: str  # "knockout" | "swiss" | "round_robin" | "tables"
    min_field: int  # the fewest entrants it runs with
    max_field: int  # the most (a round robin of 64 would be 63 rounds)

    def rounds(self, field: int, settings: Settings) -> int:
        """How many rounds a field of `field` entrants plays (the final table included)."""

    def pair(
        self,
        round_number: int,
        entrants: Sequence[Entrant],
        played: Sequence[Sequence[Outcome]],
        settings: Settings,
    ) -> list[Table]:
        """The tables of round `round_number` (from 1), given the outcomes of the rounds before
        it (`played[r]` is round r+1's, byes included). Entrants who forfeited or withdrew are
        not seated (a round robin's game against one is a bye for the other). Deterministic."""

    def standings(
        self,
        entrants: Sequence[Entrant],
        played: Sequence[Sequence[Outcome]],
        settings: Settings,
    ) -> list[Row]:
        """The standings after the rounds played, best first, every entrant once."""


FORMATS: dict[str, Format] = {
    format_.name: format_ for format_ in (Knockout(), Swiss(), RoundRobin(), Tables())
}
