"""Ratings. Every game of two or more seats: OpenSkill's Plackett-Luce model (Weng and Lin), in
which a finished game, of any number of seats, is one rating event ranked by its placings (a
shared placing is a tie), and each player's skill is a mean μ with an uncertainty σ. Players are
ranked by the conservative estimate μ − 3σ, shown on a scale read like Elo's. Backgammon
matches: the FIBS match rating besides."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from openskill.models import PlackettLuce

MODEL = PlackettLuce()  # the model's own defaults: μ 25, σ 25/3, β 25/6, τ 25/300

# The shown rating: a newcomer's conservative estimate (μ − 3σ = 0) is 1500, where an Elo
# rating started, and a point of μ is 30 shown points, so that a difference reads as one of Elo
# does (200 points: three wins in four between players the model is sure of).
SHOWN_START = 1500.0
SHOWN_PER_MU = 30.0
# A rating from fewer rated games is provisional: shown with a mark (σ alone would say it
# poorly: the Plackett-Luce model narrows σ slowly, and a one-sided record hardly at all).
PROVISIONAL_GAMES = 10


@dataclass(frozen=True)
class Skill:
    """A player's skill in one game on one server, as the model believes it."""

    mu: float
    sigma: float

    @property
    def shown(self) -> float:
        """The conservative estimate μ − 3σ on the shown scale."""
        return SHOWN_START + SHOWN_PER_MU * (self.mu - 3 * self.sigma)


START = Skill(MODEL.mu, MODEL.sigma)  # a newcomer's
# Computer seats are fixed-strength opponents, as strong and as unknown as a newcomer: their
# skill is never updated.
COMPUTER = START


@dataclass(frozen=True)
class Change:
    """A member's shown rating before and after a game (the end board says it)."""

    before: float
    after: float
    provisional: bool  # after the game


def provisional(rated: int) -> bool:
    """Whether a rating from `rated` games is still provisional."""
    return rated < PROVISIONAL_GAMES


def rate(skills: Sequence[Skill], placings: Sequence[int], fixed: Sequence[bool]) -> list[Skill]:
    """Each seat's skill after one game whose seats placed `placings` (1 first; equal placings
    tie); the `fixed` seats (computers) keep theirs."""
    if len(skills) < 2:
        return list(skills)
    teams = [[MODEL.rating(mu=skill.mu, sigma=skill.sigma)] for skill in skills]
    rated = MODEL.rate(teams, ranks=list(placings))
    return [
        before if keep else Skill(team[0].mu, team[0].sigma)
        for before, keep, team in zip(skills, fixed, rated, strict=True)
    ]


FIBS_START = 1500.0  # a FIBS rating's start, a computer seat's too (never updated)
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
