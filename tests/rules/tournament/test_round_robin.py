"""Round robin: FIDE's Berger tables, byes for the odd field and against a withdrawn entrant,
and the standings."""

from __future__ import annotations

import pytest

from rules.tournament import FORMATS, Entrant, Outcome, Settings
from rules.tournament.round_robin import berger_round
from tests.rules.tournament.helpers import drawn, field, won

ROUND_ROBIN = FORMATS["round_robin"]
SETTINGS = Settings()

# FIDE Handbook C.05, Annex 1 (Berger tables), white first, one round a line.
PUBLISHED = {
    4: """1-4 2-3
          4-3 1-2
          2-4 3-1""",
    6: """1-6 2-5 3-4
          6-4 5-3 1-2
          2-6 3-1 4-5
          6-5 1-4 2-3
          3-6 4-2 5-1""",
    8: """1-8 2-7 3-6 4-5
          8-5 6-4 7-3 1-2
          2-8 3-1 4-7 5-6
          8-6 7-5 1-4 2-3
          3-8 4-2 5-1 6-7
          8-7 1-6 2-5 3-4
          4-8 5-3 6-2 7-1""",
}


def published(size: int) -> list[list[tuple[int, int]]]:
    return [
        [tuple(int(number) for number in pair.split("-")) for pair in line.split()]
        for line in PUBLISHED[size].splitlines()
    ]


@pytest.mark.parametrize("size", sorted(PUBLISHED))
def test_berger_rounds_are_fides(size):
    assert [berger_round(size, number) for number in range(1, size)] == published(size)


def test_four_play_the_table_by_seed():
    # Seeds (Berger numbers) by rating: 1 #2, 2 #0, 3 #3, 4 #1.
    four = [Entrant(number, rating) for number, rating in enumerate((1700, 1500, 1800, 1600))]
    number_of = {1: 2, 2: 0, 3: 3, 4: 1}
    assert ROUND_ROBIN.rounds(4, SETTINGS) == 3
    for round_number, pairs in enumerate(published(4), 1):
        expected = [(number_of[white], number_of[black]) for white, black in pairs]
        assert ROUND_ROBIN.pair(round_number, four, [], SETTINGS) == expected


def test_five_give_the_dummy_s_opponent_a_bye():
    """Five take the table of six; number 6's opponent sits out (a one-seat table)."""
    five = field(5)
    assert ROUND_ROBIN.rounds(5, SETTINGS) == 5
    rounds = [ROUND_ROBIN.pair(number, five, [], SETTINGS) for number in range(1, 6)]
    assert rounds == [
        [(0,), (1, 4), (2, 3)],
        [(3,), (4, 2), (0, 1)],
        [(1,), (2, 0), (3, 4)],
        [(4,), (0, 3), (1, 2)],
        [(2,), (3, 1), (4, 0)],
    ]


def test_games_against_a_withdrawn_entrant_become_byes():
    four = field(4)
    played = [[Outcome((0, 3), (1, 2), forfeited=frozenset({0})), won(1, 2)]]
    # Rounds 2 and 3 by number: 4–3 1–2, then 2–4 3–1; number 1 (#0) is gone.
    assert ROUND_ROBIN.pair(2, four, played, SETTINGS) == [(3, 2), (1,)]
    assert ROUND_ROBIN.pair(3, four, played, SETTINGS) == [(1, 3), (2,)]


def test_standings_break_ties_by_sonneborn_berger():
    """#0 and #1 have 2 points; #1 drew #2 (1½) and #3 (½) and beat #0 (2): SB 3; #0 beat #3
    and #2: SB 2."""
    four = field(4)
    played = [
        [won(0, 3), drawn(1, 2)],
        [Outcome((3, 2), (2, 1)), Outcome((0, 1), (2, 1))],
        [drawn(1, 3), Outcome((2, 0), (2, 1))],
    ]
    rows = ROUND_ROBIN.standings(four, played, SETTINGS)
    assert [(row.entrant, row.rank, row.points, row.tiebreaks[0][1]) for row in rows] == [
        (1, 1, 2.0, 3.0),
        (0, 2, 2.0, 2.0),
        (2, 3, 1.5, 1.5),
        (3, 4, 0.5, 1.0),
    ]


def test_standings_break_equal_sonneborn_berger_by_wins_then_rating():
    """Everyone 1½ and SB 2¼; #1 (rated second) drew all three, the others won one each."""
    four = field(4)
    played = [
        [won(0, 3), drawn(1, 2)],
        [won(3, 2), drawn(0, 1)],
        [drawn(1, 3), won(2, 0)],
    ]
    rows = ROUND_ROBIN.standings(four, played, SETTINGS)
    assert [(row.entrant, row.rank, dict(row.tiebreaks)) for row in rows] == [
        (0, 1, {"sonneborn_berger": 2.25, "wins": 1.0, "rating": 2000.0}),
        (2, 2, {"sonneborn_berger": 2.25, "wins": 1.0, "rating": 1800.0}),
        (3, 3, {"sonneborn_berger": 2.25, "wins": 1.0, "rating": 1700.0}),
        (1, 4, {"sonneborn_berger": 2.25, "wins": 0.0, "rating": 1900.0}),
    ]
