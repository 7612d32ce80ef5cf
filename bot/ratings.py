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
