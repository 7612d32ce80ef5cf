"""Swiss: every round pairs entrants of equal (or near) scores who have not met yet.

Rounds: as the host chose, by default ⌈log2 n⌉ + 1, never more than a field can play without a
pair meeting twice (n − 1 for an even field, n for an odd one).

Pairing is one maximum-weight perfect matching (networkx's blossom algorithm) over the entrants
still in, plus a "bye" node when they are odd (its partner sits out: a one-seat table, a win).
An edge's weight ranks pairings in this order of importance: a pair meeting again, or a second
bye, costs the most (so it happens only when no pairing avoids it: small fields, late rounds);
then the bye goes to the lowest-ranked entrant who has not had one; then scores as equal as
possible; then ranks as near as possible (both by squared differences: two half-point floats
rather than one of a point; four of a score group pair 1–2 3–4, else 1–3 2–4, else 1–4 2–3).
Ranks for pairing: points, then rating, then sign-up order. Who forfeited or withdrew is not
paired again. Of a pair, the one who sat first less often sits first (equal: the higher-ranked).

Points: a win 1, a draw ½, a loss 0, a bye 1. Tie-breaks: Buchholz (the opponents' points),
then Sonneborn-Berger (the points of the opponents beaten, half those of the opponents drawn),
then rating. A bye counts in both as a game won against a virtual opponent (FIDE's rule) who
had the receiver's points before that round and draws every round after it."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

import networkx as nx

from rules.tournament.results import (
    DRAW,
    Game,
    duel_games,
    duel_row,
    points_of,
    ranked,
    rating_of,
    unseated,
)
from rules.tournament.types import Entrant, Outcome, Row, Settings, Table

BYE = -1  # the matching's node for the bye: its partner sits out


class Swiss:
    name = "swiss"
    min_field = 2
    max_field = 64  # a round's matching takes ~0.2 s at 64 (it grows as n³)

    def rounds(self, field: int, settings: Settings) -> int:
        without_repeats = field - 1 if field % 2 == 0 else field
        return min(settings.rounds or (field - 1).bit_length() + 1, without_repeats)

    def pair(
        self,
        round_number: int,
        entrants: Sequence[Entrant],
        played: Sequence[Sequence[Outcome]],
        settings: Settings,
    ) -> list[Table]:
        gone = unseated(entrants, played, round_number)
        played = played[: round_number - 1]
        games = duel_games(entrants, played)
        points = points_of(games)
        order = [
            entrant.number
            for entrant in sorted(
                entrants,
                key=lambda entrant: (-points[entrant.number], -entrant.rating, entrant.number),
            )
            if entrant.number not in gone
        ]
        rank = {number: index for index, number in enumerate(order)}
        met = Counter(
            frozenset((outcome.seats[0], BYE) if outcome.bye else outcome.seats)
            for tables in played
            for outcome in tables
        )
        nodes = order + [BYE] * (len(order) % 2)
        radix = 4 * (len(nodes) + 2) ** 3  # above any one criterion's sum over a matching

        def cost(first: int, second: int) -> int:
            pair = frozenset((first, second))
            if BYE in pair:
                (sitter,) = pair - {BYE}
                criteria = (met[pair], len(order) - 1 - rank[sitter], 0, 0)
            else:
                scores = (2 * (points[first] - points[second])) ** 2  # in half points
                criteria = (met[pair], 0, int(scores), (rank[first] - rank[second]) ** 2)
            total = 0
            for criterion in criteria:
                total = total * radix + criterion
            return total

        graph = nx.Graph()
        graph.add_nodes_from(nodes)
        for index, first in enumerate(nodes):
            for second in nodes[index + 1 :]:
                graph.add_edge(first, second, weight=radix**4 - cost(first, second))
        matching = nx.max_weight_matching(graph, maxcardinality=True)

        firsts = Counter(
            outcome.seats[0] for tables in played for outcome in tables if not outcome.bye
        )
        duels: list[Table] = []
        byes: list[Table] = []
        for pair in matching:
            if BYE in pair:
                byes.append(tuple(seat for seat in pair if seat != BYE))
                continue
            higher, lower = sorted(pair, key=rank.__getitem__)
            duels.append((lower, higher) if firsts[higher] > firsts[lower] else (higher, lower))
        return sorted(duels, key=lambda table: min(rank[seat] for seat in table)) + byes

    def standings(
        self, entrants: Sequence[Entrant], played: Sequence[Sequence[Outcome]], settings: Settings
    ) -> list[Row]:
        games = duel_games(entrants, played)
        points = points_of(games)

        def opponents_points(number: int, game: Game) -> float:
            if game.opponent is not None:
                return points[game.opponent]
            before = sum(earlier.points for earlier in games[number] if earlier.round < game.round)
            return before + DRAW * (len(played) - game.round)

        rating = rating_of(entrants)
        rows = []
        for number, its in sorted(games.items()):
            faced = [(game.points, opponents_points(number, game)) for game in its]
            buchholz = sum(opponent for _, opponent in faced)
            sonneborn_berger = sum(result * opponent for result, opponent in faced)
            tiebreaks = (
                ("buchholz", buchholz),
                ("sonneborn_berger", sonneborn_berger),
                ("rating", rating[number]),
            )
            rows.append(duel_row(number, its, tiebreaks))
        return ranked(rows)
