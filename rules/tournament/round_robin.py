"""Round robin: everyone plays everyone once, by FIDE's Berger tables (Handbook C.05, Annex 1).

The seeds (by rating, equal ratings by sign-up order) take the tables' numbers 1…n. An even
field plays n − 1 rounds; an odd one plays n, with a dummy numbered n + 1 whose opponent has a
bye each round. A game against an entrant who forfeited or withdrew is a bye (a win) for the
other. The first seat of a pair is the table's white.

Standings: points (a win 1, a draw ½, a bye 1), then Sonneborn-Berger (the points of the
opponents beaten, half those of the opponents drawn; a bye adds nothing — in an odd field
everyone has one), then wins, then rating."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from rules.tournament.results import (
    duel_games,
    duel_row,
    points_of,
    ranked,
    rating_of,
    seeded,
    unseated,
)
from rules.tournament.types import Entrant, Outcome, Row, Settings, Table


def berger_round(size: int, round_number: int) -> list[tuple[int, int]]:
    """Round `round_number`'s pairs (white, black) of the Berger table for an even `size`,
    board 1 first. Round 1 is 1–size, 2–(size − 1), …; each round after moves every number
    but `size` on by size / 2 (mod size − 1), and `size` changes colour each round."""
    shift = (round_number - 1) * size // 2

    def moved(board_position: int) -> int:  # round 1's number board_position + 1, moved on
        return (board_position + shift) % (size - 1) + 1

    first = (moved(0), size) if round_number % 2 else (size, moved(0))
    return [first] + [(moved(board), moved(size - 1 - board)) for board in range(1, size // 2)]


class RoundRobin:
    name = "round_robin"
    min_field = 2
    max_field = 16  # 15 rounds; beyond, a swiss decides as well in far fewer

    def rounds(self, field: int, settings: Settings) -> int:
        return field - 1 if field % 2 == 0 else field

    def pair(
        self,
        round_number: int,
        entrants: Sequence[Entrant],
        played: Sequence[Sequence[Outcome]],
        settings: Settings,
    ) -> list[Table]:
        gone = unseated(entrants, played, round_number)
        numbers: list[int | None] = [entrant.number for entrant in seeded(entrants)]
        numbers += [None] * (len(numbers) % 2)  # the dummy
        tables = []
        for white, black in berger_round(len(numbers), round_number):
            seats = tuple(
                seat
                for seat in (numbers[white - 1], numbers[black - 1])
                if seat is not None and seat not in gone
            )
            if seats:
                tables.append(seats)
        return tables

    def standings(
        self, entrants: Sequence[Entrant], played: Sequence[Sequence[Outcome]], settings: Settings
    ) -> list[Row]:
        games = duel_games(entrants, played)
        points = points_of(games)
        rating = rating_of(entrants)
        rows = []
        for number, its in sorted(games.items()):
            sonneborn_berger = sum(
                game.points * points[game.opponent] for game in its if game.opponent is not None
            )
            row = duel_row(number, its, ())
            tiebreaks = (
                ("sonneborn_berger", sonneborn_berger),
                ("wins", float(row.wins)),
                ("rating", rating[number]),
            )
            rows.append(replace(row, tiebreaks=tiebreaks))
        return ranked(rows)
