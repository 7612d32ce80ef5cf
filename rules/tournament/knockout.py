"""Single elimination: ⌈log2 n⌉ rounds; the winner of each match goes on, the loser is out.

The field is seeded by rating (equal ratings by sign-up order) into the standard bracket of
the next power of two, 2^k slots: seeds 1 and 2 can only meet in the final, 1–4 only in the
semi-finals, and so on (for 8: 1–8, 4–5, 2–7, 3–6, top down). The slots of the missing seeds
(n + 1 … 2^k) are empty, so the byes fall to the top seeds: a bye is a one-seat table in
round 1 (scored as a win). Round r pairs the winners of round r − 1's adjacent matches.

Who goes through: the better placing; a drawn game (equal placings) sends the higher seed
through; a forfeit loses; when both seats forfeit nobody goes through, and the next round's
opponent has a bye. An entrant who withdrew after winning his match loses the next one
without a game: his opponent has a bye (and he is out in that round, as a loser would be).

The standings rank by how far each got: the champion 1, the finalist 2, the semi-final losers
share 3, the quarter-final losers share 5, and so on (while the tournament runs, everyone still
in shares the top rank); `Row.out_in` is the round lost in."""

from __future__ import annotations

from collections.abc import Sequence

from rules.tournament.results import (
    duel_games,
    duel_points,
    duel_row,
    ranked,
    seeded,
    unseated,
)
from rules.tournament.types import Entrant, Outcome, Row, Settings, Table

Match = tuple[int | None, int | None]
PENDING = -1  # a slot whose entrant is not decided yet (None: an empty slot, a bye's)


def bracket_order(size: int) -> list[int]:
    """The seeds (from 1) in the bracket's slots top down, for a power of two `size`: each
    seed s of the bracket half the size meets `2 × half + 1 − s` in the first round."""
    seeds = [1]
    while len(seeds) < size:
        facing = 2 * len(seeds) + 1
        seeds = [seed for top in seeds for seed in (top, facing - top)]
    return seeds


def _rounds(field: int) -> int:
    return (field - 1).bit_length()  # ⌈log2 field⌉


class Knockout:
    name = "knockout"
    min_field = 2
    max_field = 128  # a round of 64 matches

    def rounds(self, field: int, settings: Settings) -> int:
        return _rounds(field)

    def pair(
        self,
        round_number: int,
        entrants: Sequence[Entrant],
        played: Sequence[Sequence[Outcome]],
        settings: Settings,
    ) -> list[Table]:
        matches = self._matches(entrants, played[: round_number - 1])[0][round_number - 1]
        if any(PENDING in match for match in matches):
            raise ValueError(f"round {round_number - 1} is not finished")
        gone = unseated(entrants, played, round_number)
        tables = [tuple(seat for seat in match if seat not in (None, *gone)) for match in matches]
        return [table for table in tables if table]

    def bracket(
        self, entrants: Sequence[Entrant], played: Sequence[Sequence[Outcome]], settings: Settings
    ) -> list[list[Match]]:
        """Every round's matches top down, with the entrants known so far (None: not decided
        yet, or a bye's empty slot)."""
        rounds = self._matches(entrants, played)[0]
        return [[_shown(match) for match in matches] for matches in rounds]

    def through(
        self, entrants: Sequence[Entrant], played: Sequence[Sequence[Outcome]]
    ) -> list[list[int | None]]:
        """Who went through from each of `bracket`'s matches (None: not decided yet, or no
        one: both forfeited)."""
        winners = self._matches(entrants, played)[1]
        return [[None if seat == PENDING else seat for seat in went_on] for went_on in winners]

    def standings(
        self, entrants: Sequence[Entrant], played: Sequence[Sequence[Outcome]], settings: Settings
    ) -> list[Row]:
        rounds, winners = self._matches(entrants, played)
        out_in: dict[int, int] = {}
        for round_number, (matches, went_on) in enumerate(zip(rounds, winners, strict=True), 1):
            for match, winner in zip(matches, went_on, strict=True):
                if winner != PENDING:
                    out_in.update(
                        (seat, round_number) for seat in match if seat not in (None, winner)
                    )
        games = duel_games(entrants, played)
        rows = [
            duel_row(entrant.number, games[entrant.number], (), out_in.get(entrant.number))
            for entrant in seeded(entrants)
        ]
        furthest = len(rounds) + 1  # still in, or the champion
        return ranked(rows, key=lambda row: (-(row.out_in or furthest),))

    def _matches(
        self, entrants: Sequence[Entrant], played: Sequence[Sequence[Outcome]]
    ) -> tuple[list[list[Match]], list[list[int | None]]]:
        """Each round's matches, and who went on from each (PENDING: not played yet)."""
        seeds = seeded(entrants)
        seed_of = {entrant.number: seed for seed, entrant in enumerate(seeds)}
        rounds_count = _rounds(len(seeds))
        slots: list[int | None] = [
            seeds[seed - 1].number if seed <= len(seeds) else None
            for seed in bracket_order(2**rounds_count)
        ]
        rounds: list[list[Match]] = []
        winners: list[list[int | None]] = []
        for round_number in range(rounds_count):
            tables = played[round_number] if round_number < len(played) else ()
            outcomes = {seat: outcome for outcome in tables for seat in outcome.seats}
            gone = unseated(entrants, played, round_number + 1)
            matches = list(zip(slots[::2], slots[1::2], strict=True))
            slots = [_winner(match, outcomes, seed_of, gone) for match in matches]
            rounds.append(matches)
            winners.append(slots)
        return rounds, winners


def _winner(
    match: Match, outcomes: dict[int, Outcome], seed_of: dict[int, int], gone: frozenset[int]
) -> int | None:
    """Who goes on from `match` (PENDING: not played yet; None: nobody). Who is seated in its
    round no more (`gone`) plays no game there: the other seat's is a bye."""
    seats = [seat for seat in match if seat is not None and seat not in gone]
    if PENDING in seats:
        return PENDING
    if not seats:
        return None
    outcome = outcomes.get(seats[0])
    if outcome is None:
        # A bye goes through before its round is played (unless it withdraws then).
        return seats[0] if len(seats) == 1 else PENDING
    points = dict(zip(outcome.seats, duel_points(outcome), strict=True))
    best = max(points.values())
    through = [seat for seat in outcome.seats if points[seat] == best and best > 0]
    return min(through, key=seed_of.__getitem__, default=None)


def _shown(match: Match) -> Match:
    first, second = (None if seat == PENDING else seat for seat in match)
    return first, second
