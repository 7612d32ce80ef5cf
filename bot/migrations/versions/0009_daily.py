"""The daily challenge: its days (the secret and the challenges of each), the members' attempts
(one per member, challenge and day) and their streaks; where a server has the day posted;
a game may be a day's attempt
(`daily_day`), played at the member's private table, so the live games of a place are those
without one (the two partial indexes of live games say so).

Revision ID: 0009
Revises: 0008
"""

import sqlalchemy as sa
from alembic import op

revision = "0009"
down_revision = "0008"
branch_labels = None
depends_on = None

OLD_LIVE = sa.text("status IN ('lobby', 'active')")
LIVE = sa.text("status IN ('lobby', 'active') AND daily_day IS NULL")


def _live_indexes(where: sa.TextClause) -> None:
    op.create_index(
        "one_live_game_per_channel",
        "games",
        ["channel_id"],
        unique=True,
        sqlite_where=where,
        postgresql_where=where,
    )
    op.create_index(
        "live_games_of_server",
        "games",
        ["guild_id", "id"],
        sqlite_where=where,
        postgresql_where=where,
    )


def _drop_live_indexes(where: sa.TextClause) -> None:
    for name in ("one_live_game_per_channel", "live_games_of_server"):
        op.drop_index(name, table_name="games", sqlite_where=where, postgresql_where=where)


def upgrade() -> None:
    with op.batch_alter_table("games", schema=None) as batch_op:
        batch_op.add_column(sa.Column("daily_day", sa.String(), nullable=True))
    with op.batch_alter_table("server_settings", schema=None) as batch_op:
        batch_op.add_column(sa.Column("daily_channel_id", sa.BigInteger(), nullable=True))
        batch_op.add_column(sa.Column("daily_posted", sa.String(), nullable=True))
    _drop_live_indexes(OLD_LIVE)
    _live_indexes(LIVE)
    op.create_table(
        "daily_days",
        sa.Column("day", sa.String(), nullable=False),
        sa.Column("secret", sa.String(), nullable=False),
        sa.Column("challenges", sa.Text(), nullable=True),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("day"),
    )
    op.create_table(
        "daily_attempts",
        sa.Column("day", sa.String(), nullable=False),
        sa.Column("challenge", sa.String(), nullable=False),
        sa.Column("user_id", sa.BigInteger(), nullable=False),
        sa.Column("guild_id", sa.BigInteger(), nullable=False),
        sa.Column("game_id", sa.Integer(), nullable=False),
        sa.Column("name", sa.String(), nullable=False),
        sa.Column("rank_key", sa.Float(), nullable=True),
        sa.Column("finished_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("comparison", sa.Text(), nullable=True),
        sa.ForeignKeyConstraint(["game_id"], ["games.id"]),
        sa.PrimaryKeyConstraint("day", "challenge", "user_id"),
    )
    op.create_index(
        "daily_board",
        "daily_attempts",
        ["day", "challenge", "rank_key", "finished_at"],
    )
    op.create_index(
        "daily_board_of_server",
        "daily_attempts",
        ["day", "challenge", "guild_id", "rank_key", "finished_at"],
    )
    op.create_index("daily_attempts_of_member", "daily_attempts", ["user_id", "day"])
    op.create_table(
        "daily_streaks",
        sa.Column("user_id", sa.BigInteger(), nullable=False),
        sa.Column("current", sa.Integer(), nullable=False),
        sa.Column("best", sa.Integer(), nullable=False),
        sa.Column("last_day", sa.String(), nullable=False),
        sa.PrimaryKeyConstraint("user_id"),
    )


def downgrade() -> None:
    op.drop_table("daily_streaks")
    op.drop_table("daily_attempts")
    op.drop_table("daily_days")
    _drop_live_indexes(LIVE)
    _live_indexes(OLD_LIVE)
    with op.batch_alter_table("server_settings", schema=None) as batch_op:
        batch_op.drop_column("daily_posted")
        batch_op.drop_column("daily_channel_id")
    with op.batch_alter_table("games", schema=None) as batch_op:
        batch_op.drop_column("daily_day")
