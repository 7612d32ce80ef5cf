"""Knockout: the bracket, byes to the top seeds, who goes through, and the standings."""

from __future__ import annotations

from dataclasses import replace

import pytest

from rules.tournament import FORMATS, Entrant, Outcome, Settings
from rules.tournament.knockout import bracket_order
from tests.rules.tournament.helpers import drawn, field, won

KNOCKOUT = FORMATS["knockout"]
SETTINGS = Settings()
# Seeds by rating: 1 #6, 2 #1, 3 #3, 4 #4, 5 #0, 6 #5, 7 #2, 8 #7.
EIGHT = [
    Entrant(number, rating)
    for number, rating in enumerate((1500, 1800, 1200, 1700, 1650, 1300, 1900, 1100))
]
# Round 1: 6 beats 7; 0 (seed 5) beats 4 (seed 4); 1 and 2 draw (seed 2 goes through); 3
# forfeits to 5. Round 2: 0 beats 6, 1 beats 5. The final: 1 beats 0.
EIGHT_PLAYED = [
    [
        won(6, 7),
        Outcome((4, 0), (2, 1)),
        drawn(1, 2),
        Outcome((3, 5), (1, 2), forfeited=frozenset({3})),
    ],
    [Outcome((6, 0), (2, 1)), won(1, 5)],
    [Outcome((0, 1), (2, 1))],
]


@pytest.mark.parametrize(
    ("size", "order"),
    [(2, [1, 2]), (4, [1, 4, 2, 3]), (8, [1, 8, 4, 5, 2, 7, 3, 6])],
)
def test_bracket_order_keeps_the_top_seeds_apart(size, order):
    assert bracket_order(size) == order


@pytest.mark.parametrize(
    ("field_size", "rounds"), [(2, 1), (3, 2), (4, 2), (6, 3), (8, 3), (9, 4), (64, 6)]
)
def test_rounds_are_ceil_log2(field_size, rounds):
    assert KNOCKOUT.rounds(field_size, SETTINGS) == rounds


def test_eight_pair_by_seed_and_then_the_winners_of_adjacent_matches():
    assert KNOCKOUT.pair(1, EIGHT, [], SETTINGS) == [(6, 7), (4, 0), (1, 2), (3, 5)]
    assert KNOCKOUT.pair(2, EIGHT, EIGHT_PLAYED, SETTINGS) == [(6, 0), (1, 5)]
    assert KNOCKOUT.pair(3, EIGHT, EIGHT_PLAYED, SETTINGS) == [(0, 1)]


def test_eight_bracket_as_it_fills():
    assert KNOCKOUT.bracket(EIGHT, [], SETTINGS) == [
        [(6, 7), (4, 0), (1, 2), (3, 5)],
        [(None, None), (None, None)],
        [(None, None)],
    ]
    assert KNOCKOUT.bracket(EIGHT, [EIGHT_PLAYED[0][:2]], SETTINGS)[1:] == [
        [(6, 0), (None, None)],
        [(None, None)],
    ]
    assert KNOCKOUT.bracket(EIGHT, EIGHT_PLAYED, SETTINGS) == [
        [(6, 7), (4, 0), (1, 2), (3, 5)],
        [(6, 0), (1, 5)],
        [(0, 1)],
    ]


def test_eight_standings_rank_by_how_far_each_got():
    rows = KNOCKOUT.standings(EIGHT, EIGHT_PLAYED, SETTINGS)
    # Shared places in seed order.
    assert [(row.entrant, row.rank, row.out_in) for row in rows] == [
        (1, 1, None),
        (0, 2, 3),
        (6, 3, 2),
        (5, 3, 2),
        (3, 5, 1),
        (4, 5, 1),
        (2, 5, 1),
        (7, 5, 1),
    ]
    champion = rows[0]
    assert (champion.points, champion.played, champion.wins, champion.draws) == (2.5, 3, 2, 1)


def test_while_running_everyone_still_in_shares_the_top():
    rows = KNOCKOUT.standings(EIGHT, [EIGHT_PLAYED[0]], SETTINGS)
    assert [(row.entrant, row.rank) for row in rows[:4]] == [(6, 1), (1, 1), (0, 1), (5, 1)]
    assert {row.rank for row in rows[4:]} == {5}


def test_six_give_the_byes_to_seeds_one_and_two():
    six = field(6)
    assert KNOCKOUT.pair(1, six, [], SETTINGS) == [(0,), (3, 4), (1,), (2, 5)]
    # The byes' winners are known before round 1 is played.
    assert KNOCKOUT.bracket(six, [], SETTINGS)[1] == [(0, None), (1, None)]
    played = [
        [won(0), Outcome((3, 4), (2, 1)), won(1), won(2, 5)],
        [won(0, 4), Outcome((1, 2), (2, 1))],
        [won(0, 2)],
    ]
    assert KNOCKOUT.pair(2, six, played, SETTINGS) == [(0, 4), (1, 2)]
    assert KNOCKOUT.pair(3, six, played, SETTINGS) == [(0, 2)]
    rows = KNOCKOUT.standings(six, played, SETTINGS)
    assert [(row.entrant, row.rank) for row in rows] == [
        (0, 1),
        (2, 2),
        (1, 3),
        (4, 3),
        (3, 5),
        (5, 5),
    ]
    assert (rows[0].points, rows[0].wins, rows[0].played) == (3.0, 3, 3)


def test_when_both_forfeit_nobody_goes_through_and_the_next_opponent_has_a_bye():
    four = field(4)
    played = [[Outcome((0, 3), (1, 2), forfeited=frozenset({0, 3})), won(2, 1)]]
    assert KNOCKOUT.pair(2, four, played, SETTINGS) == [(2,)]
    assert KNOCKOUT.bracket(four, played, SETTINGS)[1] == [(None, 2)]
    played.append([won(2)])
    rows = KNOCKOUT.standings(four, played, SETTINGS)
    assert [(row.entrant, row.rank, row.out_in) for row in rows] == [
        (2, 1, None),
        (0, 2, 1),
        (1, 2, 1),
        (3, 2, 1),
    ]


def test_a_round_is_not_paired_before_the_one_before_it_ends():
    with pytest.raises(ValueError, match="round 1"):
        KNOCKOUT.pair(2, EIGHT, [EIGHT_PLAYED[0][:3]], SETTINGS)


def test_a_winner_who_withdraws_loses_the_next_match_without_a_game():
    """Four: 0 beats 3, 2 beats 1; then 2 withdraws (during round 1, his game over). His win
    stays; the final is a bye for 0, and 2 is the finalist, out in the final."""
    four = [
        replace(entrant, withdrew_in=1 if entrant.number == 2 else None) for entrant in field(4)
    ]
    played = [[won(0, 3), won(2, 1)]]
    assert KNOCKOUT.pair(2, four, played, SETTINGS) == [(0,)]
    assert KNOCKOUT.through(four, played) == [[0, 2], [0]]  # a bye goes through at once
    played.append([won(0)])
    rows = KNOCKOUT.standings(four, played, SETTINGS)
    assert [(row.entrant, row.rank, row.out_in) for row in rows] == [
        (0, 1, None),
        (2, 2, 2),
        (1, 3, 1),
        (3, 3, 1),
    ]
