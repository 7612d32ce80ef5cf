"""What the played outcomes mean, the same in every format: the seeds, who is seated no more,
a duel's points, each entrant's games, and the standings' order with shared ranks."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, replace

from rules.tournament.types import Entrant, Outcome, Row

WIN, DRAW, LOSS = 1.0, 0.5, 0.0


def seeded(entrants: Iterable[Entrant]) -> list[Entrant]:
    """The field best first: by rating, equal ratings by sign-up order."""
    return sorted(entrants, key=lambda entrant: (-entrant.rating, entrant.number))


def forfeited(played: Iterable[Sequence[Outcome]]) -> frozenset[int]:
    """Who forfeited a game: he is not seated again."""
    return frozenset(seat for tables in played for outcome in tables for seat in outcome.forfeited)


def unseated(
    entrants: Iterable[Entrant], played: Sequence[Sequence[Outcome]], round_number: int
) -> frozenset[int]:
    """Who is seated in round `round_number` no more: who forfeited a game before it, or
    withdrew during an earlier round (a withdrawal counts from the next pairing on)."""
    left = {
        entrant.number
        for entrant in entrants
        if entrant.withdrew_in is not None and entrant.withdrew_in < round_number
    }
    return forfeited(played[: round_number - 1]) | left


def duel_points(outcome: Outcome) -> tuple[float, ...]:
    """Each seat's points at a two-seat table or a bye. A forfeit loses, and wins for a seat
    that did not forfeit (both forfeited: both lose); otherwise the better placing wins and
    equal placings draw. A bye wins."""
    forfeits = [seat in outcome.forfeited for seat in outcome.seats]
    if outcome.bye or any(forfeits):
        return tuple(LOSS if forfeit else WIN for forfeit in forfeits)
    first, second = outcome.placings
    if first == second:
        return DRAW, DRAW
    return (WIN, LOSS) if first < second else (LOSS, WIN)


@dataclass(frozen=True)
class Game:
    """One entrant's game in a duel format."""

    round: int  # from 1
    opponent: int | None  # None: a bye
    points: float


def duel_games(
    entrants: Sequence[Entrant], played: Sequence[Sequence[Outcome]]
) -> dict[int, list[Game]]:
    """Every entrant's games, in round order."""
    games: dict[int, list[Game]] = {entrant.number: [] for entrant in entrants}
    for round_number, tables in enumerate(played, 1):
        for outcome in tables:
            for seat, opponent, points in zip(
                outcome.seats, reversed(outcome.seats), duel_points(outcome), strict=True
            ):
                games[seat].append(Game(round_number, None if outcome.bye else opponent, points))
    return games


def points_of(games: dict[int, list[Game]]) -> dict[int, float]:
    return {number: sum(game.points for game in its) for number, its in games.items()}


def duel_row(
    entrant: int,
    games: Sequence[Game],
    tiebreaks: tuple[tuple[str, float], ...],
    out_in: int | None = None,
) -> Row:
    """A duel format's row, not ranked yet (a bye counts as a game won)."""
    results = [game.points for game in games]
    return Row(
        entrant=entrant,
        rank=0,
        points=sum(results),
        tiebreaks=tiebreaks,
        played=len(results),
        wins=results.count(WIN),
        draws=results.count(DRAW),
        losses=results.count(LOSS),
        out_in=out_in,
    )


def by_points(row: Row) -> tuple[float, ...]:
    """The usual order: points, then each tie-break in turn (higher is better in all)."""
    return (-row.points, *(-value for _, value in row.tiebreaks))


def ranked(rows: Iterable[Row], key: Callable[[Row], tuple] = by_points) -> list[Row]:
    """The rows best first by `key` (a stable sort: equal keys keep the order given), ranked
    1, 2, 2, 4…: rows with equal keys share a rank."""
    ordered = sorted(rows, key=key)
    result: list[Row] = []
    for index, row in enumerate(ordered):
        tied = index > 0 and key(row) == key(ordered[index - 1])
        result.append(replace(row, rank=result[-1].rank if tied else index + 1))
    return result


def rating_of(entrants: Iterable[Entrant]) -> dict[int, float]:
    return {entrant.number: entrant.rating for entrant in entrants}
