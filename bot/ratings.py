"""Elo ratings for games of any number of seats: every pair of seats is one duel whose
outcome is their placings (a shared placing is a draw)."""

from __future__ import annotations

from collections.abc import Sequence

START_RATING = 1500.0
COMPUTER_RATING = 1500.0  # computer seats are fixed-strength opponents; they are never rated
K_FACTOR = 32.0


def elo_changes(ratings: Sequence[float], placings: Sequence[int]) -> list[float]:
    """Rating change per seat; the K factor is shared out over a seat's opponents."""
    seats = len(ratings)
    if seats < 2:
        return [0.0] * seats
    changes = []
    for me in range(seats):
        total = 0.0
        for other in range(seats):
            if other == me:
                continue
            expected = 1 / (1 + 10 ** ((ratings[other] - ratings[me]) / 400))
            actual = (
                1.0
                if placings[me] < placings[other]
                else 0.5
                if placings[me] == placings[other]
                else 0.0
            )
            total += actual - expected
        changes.append(K_FACTOR * total / (seats - 1))
    return changes


FIBS_FACTOR = 4.0


def fibs_changes(ratings: Sequence[float], placings: Sequence[int], length: int) -> list[float]:
    """The FIBS rating change of a two-seat match to `length` points: the longer the match, the
    less luck decides it, so both the expected outcome and the stake grow with √length. (FIBS's
    extra weight for a player's first 400 points of experience is left out.)"""
    if len(ratings) != 2 or placings[0] == placings[1]:
        return [0.0] * len(ratings)
    winner = 0 if placings[0] < placings[1] else 1
    loser = 1 - winner
    root = length**0.5
    expected = 1 / (1 + 10 ** ((ratings[loser] - ratings[winner]) * root / 2000))
    gain = FIBS_FACTOR * root * (1 - expected)
    changes = [0.0, 0.0]
    changes[winner], changes[loser] = gain, -gain
    return changes
