"""Tables, for games of three seats or more: every round seats the whole field at new tables.

Each of `Settings.rounds` rounds (by default 3) seats the entrants still in at ⌈n / seats⌉
tables whose sizes differ by one at most, the larger first (with three seats or more, no table
has one seat unless one entrant is left; two-seat games have the duel formats). Round 1 seats
them by rating in snake order (9 at 3 tables: seeds 1, 6, 7 / 2, 5, 8 / 3, 4, 9); later rounds
by the standings, the top group at table 1. Who forfeited or withdrew is not seated again.

Points at a table: one for each opponent outplaced, ½ for each who shared the place; a seat that
forfeited is outplaced by every seat that did not, and scores nothing. The standings: points,
then the total game score (`Outcome.scores`), then rating. A table's win is a first place
alone, its draw a shared first place.

With `Settings.final_table` one more round follows: the top `seats` of the standings (of those
still in) play one final table, the others sit out, and the final's placings decide the top
places (an equal placing there by the standings before it)."""

from __future__ import annotations

from collections.abc import Sequence
from itertools import islice

from rules.tournament.results import by_points, ranked, rating_of, unseated
from rules.tournament.types import Entrant, Outcome, Row, Settings, Table

DEFAULT_ROUNDS = 3


def table_points(outcome: Outcome) -> tuple[float, ...]:
    """Each seat's points at its table: opponents outplaced, ½ for each shared place."""
    places = [
        float("inf") if seat in outcome.forfeited else placing
        for seat, placing in zip(outcome.seats, outcome.placings, strict=True)
    ]

    def points(mine: float) -> float:
        outplaced = sum(other > mine for other in places)
        shared = sum(other == mine for other in places) - 1  # not his own
        return outplaced + shared / 2

    return tuple(
        0.0 if seat in outcome.forfeited else points(place)
        for seat, place in zip(outcome.seats, places, strict=True)
    )


def first_place(outcome: Outcome, at_table: tuple[float, ...], index: int) -> float:
    """A seat's result for the rows' wins and draws: 1 a first place alone, ½ a shared first
    place, 0 any other."""
    if at_table[index] == len(outcome.seats) - 1:
        return 1.0
    shared = outcome.seats[index] not in outcome.forfeited and outcome.placings[index] == 1
    return 0.5 if shared else 0.0


def table_sizes(field: int, seats: int) -> list[int]:
    """⌈field / seats⌉ tables, the larger first, sizes differing by one at most."""
    count = -(-field // seats)
    return [field // count + (index < field % count) for index in range(count)]


def snake(order: Sequence[int], sizes: Sequence[int]) -> list[Table]:
    """`order` dealt to the tables in turn, forwards then backwards, skipping full tables."""
    tables: list[list[int]] = [[] for _ in sizes]
    forwards = True
    dealt = iter(order)
    while sum(map(len, tables)) < len(order):
        turn = range(len(sizes)) if forwards else range(len(sizes) - 1, -1, -1)
        for index in turn:
            if len(tables[index]) < sizes[index]:
                tables[index].extend(islice(dealt, 1))
        forwards = not forwards
    return [tuple(table) for table in tables]


def in_order(order: Sequence[int], sizes: Sequence[int]) -> list[Table]:
    """`order` cut into tables of `sizes`, the first at table 1."""
    dealt = iter(order)
    return [tuple(islice(dealt, size)) for size in sizes]


class Tables:
    name = "tables"
    min_field = 2
    max_field = 128

    def rounds(self, field: int, settings: Settings) -> int:
        return (settings.rounds or DEFAULT_ROUNDS) + settings.final_table

    def pair(
        self,
        round_number: int,
        entrants: Sequence[Entrant],
        played: Sequence[Sequence[Outcome]],
        settings: Settings,
    ) -> list[Table]:
        gone = unseated(entrants, played, round_number)
        played = played[: round_number - 1]
        standings = self.standings(entrants, played, settings)  # before round 1: by rating
        order = [row.entrant for row in standings if row.entrant not in gone]
        if settings.final_table and round_number == self.rounds(len(entrants), settings):
            return [tuple(order[: settings.seats])] if order else []
        deal = snake if round_number == 1 else in_order
        return deal(order, table_sizes(len(order), settings.seats))

    def standings(
        self, entrants: Sequence[Entrant], played: Sequence[Sequence[Outcome]], settings: Settings
    ) -> list[Row]:
        rating = rating_of(entrants)
        points = dict.fromkeys(rating, 0.0)
        score = dict.fromkeys(rating, 0.0)
        results: dict[int, list[float]] = {number: [] for number in rating}
        for tables in played:
            for outcome in tables:
                at_table = table_points(outcome)
                for index, seat in enumerate(outcome.seats):
                    points[seat] += at_table[index]
                    score[seat] += outcome.scores[index] if outcome.scores else 0.0
                    results[seat].append(first_place(outcome, at_table, index))
        rows = [
            Row(
                entrant=number,
                rank=0,
                points=points[number],
                tiebreaks=(("score", score[number]), ("rating", rating[number])),
                played=len(results[number]),
                wins=results[number].count(1.0),
                draws=results[number].count(0.5),
                losses=results[number].count(0.0),
            )
            for number in sorted(rating)
        ]
        final = self._final(entrants, played, settings)
        if final is None:
            return ranked(rows)
        final_points = dict(zip(final.seats, table_points(final), strict=True))

        def finalists_first(row: Row) -> tuple[float, ...]:
            if row.entrant in final_points:
                return (0, -final_points[row.entrant], *by_points(row))
            return (1, *by_points(row))

        return ranked(rows, key=finalists_first)

    def _final(
        self, entrants: Sequence[Entrant], played: Sequence[Sequence[Outcome]], settings: Settings
    ) -> Outcome | None:
        """The final table's outcome, once played."""
        final_round = self.rounds(len(entrants), settings)
        if settings.final_table and len(played) >= final_round and played[final_round - 1]:
            return played[final_round - 1][0]
        return None
