"""Made-up tournaments for the boards' tests and pictures: a format played out on made-up
results, as saved (bot.tournaments.TournamentState), without a database."""

from __future__ import annotations

import random
from datetime import timedelta

from bot.models import Tournament, TournamentEntrant, utcnow
from bot.tournaments.service import FINISHED, RUNNING, SIGNUP, TableState, TournamentState

NAMES = (
    "Alžběta Nováková-Dvořáková",
    "Łukasz Żółć-Wiśniewski",
    "Bob 🎲",
    "František",
    "Małgorzata",
    "Dana",
    "Eva",
    "Igor",
)


def played(format_name, game, field, rounds, status, seats=2, computers=0) -> TournamentState:
    """A tournament of `field` entrants after `rounds` rounds (the last half played if it is
    running), on made-up results."""
    rng = random.Random(field * 31 + rounds)
    row = Tournament(
        id=7,
        guild_id=1,
        channel_id=2,
        message_id=3,
        host_id=100,
        name="Jarní pohár nejlepších hráčů",
        game=game,
        format=format_name,
        options='{"match_to": 5}' if game == "backgammon" else "{}",
        rounds=3 if format_name == "tables" else None,
        seats=seats,
        turn_minutes=1440,
        round_minutes=4320,
        status=status,
        starts_at=utcnow() + timedelta(hours=1),
        round_ends_at=utcnow() + timedelta(days=2),
    )
    entrants = tuple(
        TournamentEntrant(
            tournament_id=7,
            number=n,
            user_id=None if n >= field - computers else 100 + n,
            name=f"Computer {n - field + computers + 1}"
            if n >= field - computers
            else NAMES[n % 8],
            rating=1500.0 + rng.randint(-200, 300),
        )
        for n in range(field)
    )
    tables: list[TableState] = []
    for number in range(1, rounds + 1):
        row.round = number - 1
        so_far = TournamentState(row, entrants, tuple(tables))
        pairs = so_far.format.pair(number, so_far.seeds(), so_far.played(), so_far.settings)
        row.round = number
        for index, seated in enumerate(pairs):
            open_game = number == rounds and status == RUNNING and index % 2 == 0
            order = rng.sample(range(len(seated)), len(seated))
            placings = None if open_game else tuple(order.index(s) + 1 for s in range(len(seated)))
            # Scores that agree with the placings: the better placed, the higher.
            points = sorted((float(rng.randint(0, 300)) for _ in seated), reverse=True)
            scores = () if placings is None else tuple(points[p - 1] for p in placings)
            tables.append(
                TableState(number, index, seated, 1, 5000 + index, placings, scores, (), False)
            )
    return TournamentState(row, entrants, tuple(tables))


BOARDS = {
    "sign-up of 40": lambda: played("swiss", "backgammon", 40, 0, SIGNUP),
    "swiss of 16, round 3": lambda: played("swiss", "backgammon", 16, 3, RUNNING, computers=8),
    "swiss of 64, over": lambda: played("swiss", "backgammon", 64, 7, FINISHED),
    "knockout of 6, round 2": lambda: played("knockout", "backgammon", 6, 2, RUNNING),
    "knockout of 64, round 1": lambda: played("knockout", "sequence", 64, 1, RUNNING),
    "knockout of 8, over": lambda: played("knockout", "backgammon", 8, 3, FINISHED),
    "tables of 9, round 2": lambda: played("tables", "kosci", 9, 2, RUNNING, seats=4),
    "round robin of 16, over": lambda: played("round_robin", "general", 16, 15, FINISHED),
}
