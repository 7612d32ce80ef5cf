"""results: each player's Elo rating after the game; standings: how many games were rated

Revision ID: 0004
Revises: 0003

The ratings of games recorded before are replayed from the results in the order they were
recorded (the same Elo the bot applied), so that /stats draws their history too.
"""

from collections import defaultdict
from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision = "0004"
down_revision = "0003"
branch_labels = None
depends_on = None

# The Elo the bot rated by then (bot/ratings.py until 0011 replaced it), kept as it was.
START_RATING = COMPUTER_RATING = 1500.0
K_FACTOR = 32.0


def elo_changes(ratings: Sequence[float], placings: Sequence[int]) -> list[float]:
    """Rating change per seat: every pair of seats is one duel whose outcome is their
    placings (a shared placing is a draw); the K factor is shared out over a seat's
    opponents."""
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


RESULTS = sa.table(
    "results",
    sa.column("game_id", sa.Integer),
    sa.column("seat", sa.Integer),
    sa.column("guild_id", sa.BigInteger),
    sa.column("user_id", sa.BigInteger),
    sa.column("game", sa.String),
    sa.column("place", sa.Integer),
    sa.column("created_at", sa.DateTime),
    sa.column("rating", sa.Float),
)
STANDINGS = sa.table(
    "standings",
    sa.column("guild_id", sa.BigInteger),
    sa.column("user_id", sa.BigInteger),
    sa.column("game", sa.String),
    sa.column("rated", sa.Integer),
)


def upgrade() -> None:
    with op.batch_alter_table("results", schema=None) as batch_op:
        batch_op.add_column(sa.Column("rating", sa.Float(), nullable=True))
    with op.batch_alter_table("standings", schema=None) as batch_op:
        batch_op.add_column(sa.Column("rated", sa.Integer(), nullable=False, server_default="0"))
    _replay(op.get_bind())


def _replay(connection) -> None:
    rows = connection.execute(
        sa.select(RESULTS).order_by(RESULTS.c.created_at, RESULTS.c.game_id, RESULTS.c.seat)
    ).all()
    games = defaultdict(list)
    for row in rows:
        games[row.game_id].append(row)  # dicts keep the order games were first recorded
    ratings: dict[tuple, float] = {}
    rated: dict[tuple, int] = defaultdict(int)
    updates = []
    for seats in games.values():
        if len(seats) < 2:
            continue
        keys = [None if s.user_id is None else (s.guild_id, s.user_id, s.game) for s in seats]
        now = [COMPUTER_RATING if k is None else ratings.get(k, START_RATING) for k in keys]
        changes = elo_changes(now, [s.place for s in seats])
        for seat, key, before, change in zip(seats, keys, now, changes, strict=True):
            if key is not None:
                ratings[key] = before + change
                rated[key] += 1
                updates.append({"g": seat.game_id, "s": seat.seat, "r": ratings[key]})
    if updates:
        connection.execute(
            RESULTS.update()
            .where(RESULTS.c.game_id == sa.bindparam("g"), RESULTS.c.seat == sa.bindparam("s"))
            .values(rating=sa.bindparam("r")),
            updates,
        )
    counts = [{"gu": k[0], "u": k[1], "gm": k[2], "n": n} for k, n in rated.items()]
    if counts:
        connection.execute(
            STANDINGS.update()
            .where(
                STANDINGS.c.guild_id == sa.bindparam("gu"),
                STANDINGS.c.user_id == sa.bindparam("u"),
                STANDINGS.c.game == sa.bindparam("gm"),
            )
            .values(rated=sa.bindparam("n")),
            counts,
        )


def downgrade() -> None:
    with op.batch_alter_table("standings", schema=None) as batch_op:
        batch_op.drop_column("rated")
    with op.batch_alter_table("results", schema=None) as batch_op:
        batch_op.drop_column("rating")
