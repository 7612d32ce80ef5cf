"""Swiss: pairings worked by hand for 7 over 4 rounds, the bye, repeats only when forced, and
the tie-breaks."""

from __future__ import annotations

from dataclasses import replace

import pytest

from rules.tournament import FORMATS, Outcome, Settings
from tests.rules.tournament.helpers import drawn, field, won

SWISS = FORMATS["swiss"]
SETTINGS = Settings(rounds=4)
SEVEN = field(7)  # ratings 2000, 1900, … 1400: entrant 0 the top seed

# Each round as paired (see the test below), decided by fixed results.
SEVEN_PLAYED = [
    [won(0, 1), drawn(2, 3), Outcome((4, 5), (2, 1)), won(6)],
    [Outcome((5, 0), (2, 1)), drawn(6, 2), won(1, 3), won(4)],
    [Outcome((0, 6), (2, 1)), drawn(1, 4), won(2, 5), won(3)],
    [won(6, 1), drawn(0, 2), Outcome((3, 4), (2, 1)), won(5)],
]


@pytest.mark.parametrize(
    ("field_size", "asked", "rounds"),
    [
        (7, None, 4),
        (8, None, 4),
        (16, None, 5),
        (33, None, 7),
        (2, None, 1),
        (3, None, 3),
        (4, None, 3),
        (4, 9, 3),
        (6, 2, 2),
    ],
)
def test_rounds_default_to_ceil_log2_plus_one_without_repeats(field_size, asked, rounds):
    assert SWISS.rounds(field_size, Settings(rounds=asked)) == rounds


def test_seven_over_four_rounds_as_worked_by_hand():
    """Round 1: by rating 0–1 2–3 4–5, the bye to 6 (the lowest). Round 2: scores 0 5 6 = 1,
    2 3 = ½, 1 4 = 0; the bye to 4 (the lowest without one); 0–5 in the top group, 6 floats to
    2 (2–3 met), 3 to 1. Round 3: 0 = 2, 6 = 1½, 1 2 4 5 = 1, 3 = ½: the bye to 3; 0–6, then the
    1s 1–4 2–5 (squared ranks: 4 + 4 beats 9 + 1). Round 4: the bye to 5; the only pairing
    without repeats and floats of at most a point: 6–1 0–2 3–4. Who sits first: fewer first
    seats so far, equal the higher-ranked."""
    assert SWISS.rounds(7, SETTINGS) == 4
    expected = [
        [(0, 1), (2, 3), (4, 5), (6,)],
        [(5, 0), (6, 2), (3, 1), (4,)],
        [(0, 6), (1, 4), (2, 5), (3,)],
        [(6, 1), (0, 2), (3, 4), (5,)],
    ]
    for round_number, tables in enumerate(expected, 1):
        assert SWISS.pair(round_number, SEVEN, SEVEN_PLAYED, SETTINGS) == tables


def test_seven_standings_with_buchholz_and_sonneborn_berger():
    """A bye counts as a win over a virtual opponent: the receiver's points before that round
    and ½ for each round after it (3's bye in round 3: ½ + ½ = 1)."""
    rows = SWISS.standings(SEVEN, SEVEN_PLAYED, SETTINGS)
    assert [(row.entrant, row.rank, row.points, dict(row.tiebreaks)) for row in rows] == [
        (6, 1, 3.5, {"buchholz": 8.0, "sonneborn_berger": 6.75, "rating": 1400.0}),
        (2, 2, 2.5, {"buchholz": 9.5, "sonneborn_berger": 5.75, "rating": 1800.0}),
        (0, 3, 2.5, {"buchholz": 9.5, "sonneborn_berger": 4.75, "rating": 2000.0}),
        (4, 4, 2.5, {"buchholz": 6.0, "sonneborn_berger": 3.25, "rating": 1600.0}),
        (5, 5, 2.0, {"buchholz": 8.5, "sonneborn_berger": 3.5, "rating": 1500.0}),
        (1, 6, 1.5, {"buchholz": 10.0, "sonneborn_berger": 2.75, "rating": 1900.0}),
        (3, 7, 1.5, {"buchholz": 7.5, "sonneborn_berger": 2.25, "rating": 1700.0}),
    ]
    three = rows[-1]
    assert (three.played, three.wins, three.draws, three.losses) == (4, 1, 1, 2)


def test_a_withdrawn_entrant_is_not_paired_again():
    four = field(4)
    played = [[Outcome((0, 1), (1, 2), forfeited=frozenset({0})), won(2, 3)]]
    # 1 and 2 (a point each) play, 1 first (he sat second in round 1); 3, the lowest, sits out.
    assert SWISS.pair(2, four, played, Settings()) == [(1, 2), (3,)]


def test_the_one_pairing_without_repeats_is_found():
    four = field(4)
    played = [[won(0, 1), won(2, 3)], [won(0, 2), won(1, 3)]]
    # By score 0–1 and 2–3 would be nearer, but both met in round 1.
    assert SWISS.pair(3, four, played, Settings()) == [(3, 0), (1, 2)]  # 0 sat first twice


def test_a_pair_meets_again_rather_than_failing_when_it_must():
    assert SWISS.pair(2, field(2), [[won(0, 1)]], Settings(rounds=2)) == [(1, 0)]


def test_a_withdrawal_counts_from_the_next_round_and_keeps_the_games_played():
    """#0 wins round 1, then withdraws during it: not paired in round 2, his point kept."""
    four = [
        replace(entrant, withdrew_in=1 if entrant.number == 0 else None) for entrant in field(4)
    ]
    played = [[won(0, 1), won(2, 3)]]
    assert SWISS.pair(2, four, played, Settings()) == [(1, 2), (3,)]  # 1 sat second
    rows = {row.entrant: row for row in SWISS.standings(four, played, Settings())}
    assert rows[0].points == 1.0 and rows[0].wins == 1
