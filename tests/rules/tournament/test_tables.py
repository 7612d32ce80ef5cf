"""Tables: the tables' sizes, the snake, seating by standing, points by placing and the final
table, worked by hand for 9 Yahtzee players at tables of four."""

from __future__ import annotations

import pytest

from rules.tournament import FORMATS, Outcome, Settings
from rules.tournament.tables import snake, table_points, table_sizes
from tests.rules.tournament.helpers import field

TABLES = FORMATS["tables"]
NINE = field(9)  # 0 the top seed
SETTINGS = Settings(seats=4, final_table=True)


def at(seats, placings, scores, forfeited=()):
    return Outcome(tuple(seats), tuple(placings), tuple(map(float, scores)), frozenset(forfeited))


NINE_PLAYED = [
    [
        at((0, 5, 6), (2, 1, 3), (200, 250, 150)),
        at((1, 4, 7), (1, 1, 3), (220, 220, 100)),
        at((2, 3, 8), (3, 2, 1), (120, 180, 260)),
    ],
    [
        at((8, 5, 1), (1, 2, 3), (300, 200, 100)),
        at((4, 0, 3), (2, 2, 1), (150, 150, 250)),
        at((6, 2, 7), (1, 2, 3), (240, 230, 90)),
    ],
    [
        at((8, 5, 3), (3, 1, 2), (100, 300, 200)),
        at((6, 4, 0), (1, 2, 3), (200, 150, 100)),
        at((1, 2, 7), (1, 3, 2), (250, 80, 120)),
    ],
    [at((5, 8, 3, 6), (2, 3, 1, 3), (200, 150, 250, 150))],
]


@pytest.mark.parametrize(
    ("field_size", "seats", "sizes"),
    [
        (9, 4, [3, 3, 3]),
        (10, 4, [4, 3, 3]),
        (8, 4, [4, 4]),
        (5, 4, [3, 2]),
        (2, 4, [2]),
        (4, 3, [2, 2]),
        (7, 3, [3, 2, 2]),
    ],
)
def test_table_sizes_differ_by_one_at_most(field_size, seats, sizes):
    assert table_sizes(field_size, seats) == sizes


@pytest.mark.parametrize("seats", range(3, 9))
def test_no_table_of_one_and_none_over_the_seats(seats):
    for field_size in range(2, 200):
        sizes = table_sizes(field_size, seats)
        assert sum(sizes) == field_size
        assert min(sizes) >= 2 and max(sizes) <= seats and max(sizes) - min(sizes) <= 1


def test_snake_skips_full_tables():
    assert snake(range(1, 10), [3, 3, 3]) == [(1, 6, 7), (2, 5, 8), (3, 4, 9)]
    assert snake(range(1, 11), [4, 3, 3]) == [(1, 6, 7, 10), (2, 5, 8), (3, 4, 9)]


def test_points_count_opponents_outplaced_and_half_for_shared_places():
    assert table_points(at((0, 1, 2, 3), (2, 1, 2, 4), ())) == (1.5, 3.0, 1.5, 0.0)
    # A forfeit is outplaced by everyone else, whatever its placing.
    assert table_points(at((0, 1, 2), (1, 2, 3), (), forfeited={0})) == (0.0, 2.0, 1.0)


def test_nine_at_tables_of_four():
    """Round 1: snake by rating. Round 2 by standing: 8 and 5 (2 points; 8's score 260 beats
    250), 1 and 4 (1½, equal scores: 1's rating), 0 and 3 (1), 6 2 7 (0). Round 3: 8 (4), 5 3
    (3), 6 4 (2), 0 1 (1½), 2, 7. The final: the top four, 5 (5) then 8 3 6 (4: by score)."""
    assert TABLES.rounds(9, SETTINGS) == 4
    expected = [
        [(0, 5, 6), (1, 4, 7), (2, 3, 8)],
        [(8, 5, 1), (4, 0, 3), (6, 2, 7)],
        [(8, 5, 3), (6, 4, 0), (1, 2, 7)],
        [(5, 8, 3, 6)],
    ]
    for round_number, tables in enumerate(expected, 1):
        assert TABLES.pair(round_number, NINE, NINE_PLAYED, SETTINGS) == tables


def test_the_final_decides_the_top_places():
    """3 won the final (7 points, as many as 5, second); 8 and 6 shared third there, 8 ahead
    by the total score. The rest by the standings."""
    rows = TABLES.standings(NINE, NINE_PLAYED, SETTINGS)
    assert [(row.entrant, row.rank, row.points) for row in rows] == [
        (3, 1, 7.0),
        (5, 2, 7.0),
        (8, 3, 4.5),
        (6, 4, 4.5),
        (1, 5, 3.5),
        (4, 6, 3.0),
        (0, 7, 1.5),
        (2, 8, 1.0),
        (7, 9, 1.0),
    ]
    eight = rows[2]
    assert dict(eight.tiebreaks) == {"score": 810.0, "rating": 1200.0}
    assert (eight.played, eight.wins, eight.draws, eight.losses) == (4, 2, 0, 2)
    four = rows[5]
    assert (four.played, four.wins, four.draws, four.losses) == (3, 0, 1, 2)


def test_without_a_final_the_standings_rank_by_points():
    rows = TABLES.standings(NINE, NINE_PLAYED[:3], Settings(seats=4))
    assert [row.entrant for row in rows[:4]] == [5, 8, 3, 6]
    assert TABLES.rounds(9, Settings(seats=4)) == 3


def test_a_forfeit_leaves_the_tables():
    played = [[*NINE_PLAYED[0][:2], at((2, 3, 8), (3, 2, 1), (120, 180, 260), forfeited={3})]]
    tables = TABLES.pair(2, NINE, played, Settings(seats=4))
    assert sorted(seat for table in tables for seat in table) == [0, 1, 2, 4, 5, 6, 7, 8]
    assert [len(table) for table in tables] == [4, 4]  # eight still in: two tables
