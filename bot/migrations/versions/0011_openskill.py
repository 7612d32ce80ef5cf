"""standings: each member's OpenSkill skill (μ, σ); every rating recomputed with it

Revision ID: 0011
Revises: 0010

Every result is replayed in the order the games ended (results.created_at, then the game's id)
through the live rating (bot/ratings.py, as bot/standings.py applies it): a game of two or more
seats, not practice, is one rating event; computer seats are fixed. Each rated result's rating
(the rating after the game, which /stats draws) and each standing's skill and rating are
rewritten on the new scale. The results are read as a stream and written back in batches: the
ratings of 200 000 games take seconds.

Downgrade drops the skill columns; the Elo ratings are not restored (the ratings stay those of
OpenSkill on its shown scale).
"""

import sqlalchemy as sa
from alembic import op

from bot.ratings import COMPUTER, START, Skill, rate

revision = "0011"
down_revision = "0010"
branch_labels = None
depends_on = None

BATCH = 10_000  # results read, and their ratings written, at a time

RESULTS = sa.table(
    "results",
    sa.column("game_id", sa.Integer),
    sa.column("seat", sa.Integer),
    sa.column("guild_id", sa.BigInteger),
    sa.column("user_id", sa.BigInteger),
    sa.column("game", sa.String),
    sa.column("place", sa.Integer),
    sa.column("practice", sa.Boolean),
    sa.column("created_at", sa.DateTime),
    sa.column("rating", sa.Float),
)
STANDINGS = sa.table(
    "standings",
    sa.column("guild_id", sa.BigInteger),
    sa.column("user_id", sa.BigInteger),
    sa.column("game", sa.String),
    sa.column("mu", sa.Float),
    sa.column("sigma", sa.Float),
    sa.column("rating", sa.Float),
)


def upgrade() -> None:
    with op.batch_alter_table("standings", schema=None) as batch_op:
        batch_op.add_column(
            sa.Column("mu", sa.Float(), nullable=False, server_default=repr(START.mu))
        )
        batch_op.add_column(
            sa.Column("sigma", sa.Float(), nullable=False, server_default=repr(START.sigma))
        )
    _recompute(op.get_bind())


def _recompute(connection) -> None:
    skills: dict[tuple, Skill] = {}
    ratings = _Given(connection, RESULTS, ("game_id", "seat"), ("rating",))
    for seats in _games(connection):
        keys = [None if s.user_id is None else (s.guild_id, s.user_id, s.game) for s in seats]
        before = [COMPUTER if key is None else skills.get(key, START) for key in keys]
        after = rate(before, [s.place for s in seats], [key is None for key in keys])
        for seat, key, skill in zip(seats, keys, after, strict=True):
            if key is not None:
                skills[key] = skill
                ratings.add((seat.game_id, seat.seat, skill.shown))
    ratings.update()
    connection.execute(
        STANDINGS.update().values(mu=START.mu, sigma=START.sigma, rating=START.shown)
    )
    kept = _Given(connection, STANDINGS, ("guild_id", "user_id", "game"), ("mu", "sigma", "rating"))
    for key, skill in skills.items():
        kept.add((*key, skill.mu, skill.sigma, skill.shown))
    kept.update()


def _games(connection):
    """The seats of each rated game (two or more seats, not practice), in the order the games
    ended, streamed."""
    ended = (
        sa.select(RESULTS.c.game_id, sa.func.min(RESULTS.c.created_at).label("at"))
        .group_by(RESULTS.c.game_id)
        .having(sa.func.count() > 1)
        .subquery()
    )
    query = (
        sa.select(RESULTS)
        .join(ended, ended.c.game_id == RESULTS.c.game_id)
        .where(sa.not_(RESULTS.c.practice))
        .order_by(ended.c.at, RESULTS.c.game_id, RESULTS.c.seat)
    )
    # The ratings are written while it is read: it is sorted before its first row comes.
    stream = connection.execute(query, execution_options={"yield_per": BATCH})
    game, seats = None, []
    for row in stream:
        if row.game_id != game and seats:
            yield seats
            seats = []
        game = row.game_id
        seats.append(row)
    if seats:
        yield seats
    if connection.dialect.name == "postgresql":
        # asyncpg leaves the read's portal open until the transaction ends, and an open portal
        # over `results` keeps a later migration in the same transaction from altering the
        # table ("being used by active queries in this session").
        connection.exec_driver_sql("CLOSE ALL")


class _Given:
    """New values of `columns` for the rows of `table` found by `keys`, gathered in a
    temporary table a batch at a time, then set by one UPDATE … FROM it (a statement per row
    would take minutes on PostgreSQL)."""

    def __init__(self, connection, table: sa.TableClause, keys: tuple, columns: tuple) -> None:
        self.connection, self.table, self.keys, self.columns = connection, table, keys, columns
        self.names = (*keys, *columns)
        self.given = sa.Table(
            f"new_{table.name}",
            sa.MetaData(),
            *(sa.Column(name, table.c[name].type, primary_key=name in keys) for name in self.names),
            prefixes=["TEMPORARY"],
        )
        self.given.create(connection)
        self.rows: list[dict] = []

    def add(self, row: tuple) -> None:
        self.rows.append(dict(zip(self.names, row, strict=True)))
        if len(self.rows) >= BATCH:
            self._insert()

    def update(self) -> None:
        self._insert()
        table, given = self.table, self.given
        self.connection.execute(
            table.update()
            .where(*(table.c[key] == given.c[key] for key in self.keys))
            .values({column: given.c[column] for column in self.columns})
        )
        given.drop(self.connection)

    def _insert(self) -> None:
        if self.rows:
            self.connection.execute(self.given.insert(), self.rows)
            self.rows.clear()


def downgrade() -> None:
    with op.batch_alter_table("standings", schema=None) as batch_op:
        batch_op.drop_column("sigma")
        batch_op.drop_column("mu")
