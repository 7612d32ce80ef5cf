"""Every format played out with random results (draws, shared places and forfeits included):
each round seats whom it should exactly once, swiss repeats a pair or a bye only when no
pairing avoids it, and the standings list everyone once, best first."""

from __future__ import annotations

import random
from collections import Counter
from itertools import pairwise

import networkx as nx
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rules.tournament import FORMATS, Entrant, Format, Outcome, Settings, Table
from rules.tournament.results import forfeited
from rules.tournament.tables import table_sizes
from tests.rules.tournament.helpers import play_out, random_result

BYE = "bye"


def random_field(rnd: random.Random, size: int) -> list[Entrant]:
    # Few distinct ratings: equal ratings must be broken by sign-up order.
    return [
        Entrant(number, rnd.choice((1400.0, 1500.0, rnd.uniform(1000, 2000))))
        for number in range(size)
    ]


def random_settings(rnd: random.Random, format_: Format) -> Settings:
    if format_.name == "tables":
        return Settings(
            rounds=rnd.randint(1, 4), seats=rnd.randint(3, 8), final_table=rnd.random() < 0.5
        )
    return Settings(rounds=rnd.choice((None, rnd.randint(1, 8))))


def pairs_of(played: list[list[Outcome]]) -> Counter:
    """How often each pair met, and each entrant had a bye (as a pair with BYE)."""
    return Counter(
        frozenset(outcome.seats if not outcome.bye else (outcome.seats[0], BYE))
        for tables in played
        for outcome in tables
    )


def repeat_free_pairing_exists(active: list[int], met: Counter) -> bool:
    nodes = active + [BYE] * (len(active) % 2)
    graph = nx.Graph()
    graph.add_nodes_from(nodes)
    graph.add_edges_from(
        (first, second)
        for index, first in enumerate(nodes)
        for second in nodes[index + 1 :]
        if not met[frozenset((first, second))]
    )
    return 2 * len(nx.max_weight_matching(graph, maxcardinality=True)) == len(nodes)


def round_checker(format_: Format, entrants: list[Entrant], settings_: Settings):
    numbers = [entrant.number for entrant in entrants]

    def check(round_number: int, tables: list[Table], played: list[list[Outcome]]) -> None:
        seated = [seat for table in tables for seat in table]
        assert len(seated) == len(set(seated)), "seated twice"
        gone = forfeited(played)
        active = [number for number in numbers if number not in gone]
        if format_.name == "knockout":
            still_in = {
                row.entrant
                for row in format_.standings(entrants, played, settings_)
                if row.out_in is None
            }
            assert set(seated) == still_in
            assert all(len(table) in (1, 2) for table in tables)
        elif format_.name == "tables":
            final = settings_.final_table and round_number == format_.rounds(
                len(entrants), settings_
            )
            if final:
                ranked = [row.entrant for row in format_.standings(entrants, played, settings_)]
                finalists = tuple(number for number in ranked if number not in gone)[
                    : settings_.seats
                ]
                assert tables == ([finalists] if finalists else [])
            else:
                assert set(seated) == set(active)
                assert [len(table) for table in tables] == table_sizes(len(active), settings_.seats)
                assert min(map(len, tables), default=2) >= 2 or len(active) == 1
        else:
            assert set(seated) == set(active)
            byes = [table for table in tables if len(table) == 1]
            assert all(len(table) in (1, 2) for table in tables)
            if format_.name == "swiss":
                assert len(byes) == len(active) % 2
                met = pairs_of(played)
                again = [
                    table
                    for table in tables
                    if met[frozenset(table if len(table) == 2 else (table[0], BYE))]
                ]
                assert not again or not repeat_free_pairing_exists(active, met)

    return check


def check_standings(format_: Format, entrants: list[Entrant], played, settings_: Settings) -> None:
    rows = format_.standings(entrants, played, settings_)
    assert sorted(row.entrant for row in rows) == [entrant.number for entrant in entrants]
    assert rows[0].rank == 1
    for index, (before, after) in enumerate(pairwise(rows), 2):
        assert after.rank in (before.rank, index)
    for row in rows:
        assert row.played == row.wins + row.draws + row.losses
    if format_.name in ("swiss", "round_robin"):
        # A point a table (a bye's too), none where every seat forfeited.
        tables = [outcome for tables in played for outcome in tables]
        assert sum(row.points for row in rows) == sum(
            not outcome.forfeited >= set(outcome.seats) for outcome in tables
        )


def play(format_: Format, size: int, rnd: random.Random) -> None:
    entrants = random_field(rnd, size)
    settings_ = random_settings(rnd, format_)
    played = play_out(
        format_,
        entrants,
        settings_,
        random_result(rnd),
        round_checker(format_, entrants, settings_),
    )
    check_standings(format_, entrants, played, settings_)


@pytest.mark.parametrize("name", sorted(FORMATS))
def test_every_field_plays_to_the_end(name):
    format_ = FORMATS[name]
    rnd = random.Random(name)
    for size in range(2, min(33, format_.max_field) + 1):
        play(format_, size, rnd)


@settings(max_examples=40, deadline=None)
@given(
    name=st.sampled_from(sorted(FORMATS)),
    size=st.integers(2, 16),
    rnd=st.randoms(use_true_random=False),
)
def test_random_tournaments_keep_the_rules(name, size, rnd):
    play(FORMATS[name], size, rnd)
