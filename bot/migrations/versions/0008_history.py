"""A year of history costs nothing: games say when their next timed event is due (`due_at`,
indexed for the housekeeping) and which turn's passed deadline the board has shown
(`overdue_turn`); an ended game's log and state are packed into one row of `game_logs`
(`log_packed`); the indexes every command reads by (a place's games, a server's live games, a
member's results) replace those of the old scans.

The games that may have something due get it now (the first round works it out); the ended
games' logs are packed in the background, in batches (bot/game_logs.py), not here: a large
database starts at once.

Revision ID: 0008
Revises: 0007
"""

from datetime import UTC, datetime

import sqlalchemy as sa
from alembic import op

revision = "0008"
down_revision = "0007"
branch_labels = None
depends_on = None

ENDED_UNPACKED = sa.text("NOT log_packed AND status IN ('finished', 'cancelled', 'expired')")
DUE = sa.text("due_at IS NOT NULL")
LIVE = sa.text("status IN ('lobby', 'active')")


def upgrade() -> None:
    with op.batch_alter_table("games", schema=None) as batch_op:
        batch_op.add_column(sa.Column("due_at", sa.DateTime(timezone=True), nullable=True))
        batch_op.add_column(sa.Column("overdue_turn", sa.DateTime(timezone=True), nullable=True))
        # A literal default: SQLite then adds the column in place (see 0005).
        batch_op.add_column(
            sa.Column("log_packed", sa.Boolean(), nullable=False, server_default="0")
        )
    op.drop_index("ix_games_status", table_name="games")
    op.drop_index("ix_games_guild_id", table_name="games")
    op.drop_index(
        "threads_to_archive",
        table_name="games",
        sqlite_where=sa.text("in_thread = 1 AND thread_archived = 0"),
        postgresql_where=sa.text("in_thread AND NOT thread_archived"),
    )
    op.create_index("games_of_channel", "games", ["channel_id", "id"])
    op.create_index("games_due", "games", ["due_at"], sqlite_where=DUE, postgresql_where=DUE)
    op.create_index(
        "ended_games_to_pack",
        "games",
        ["id"],
        sqlite_where=ENDED_UNPACKED,
        postgresql_where=ENDED_UNPACKED,
    )
    op.create_index(
        "live_games_of_server",
        "games",
        ["guild_id", "id"],
        sqlite_where=LIVE,
        postgresql_where=LIVE,
    )
    op.drop_index("ix_results_guild_id", table_name="results")
    op.create_index(
        "results_of_member", "results", ["guild_id", "user_id", "created_at", "game_id"]
    )
    op.create_table(
        "game_logs",
        sa.Column("game_id", sa.Integer(), nullable=False),
        sa.Column("packed", sa.LargeBinary(), nullable=False),
        sa.ForeignKeyConstraint(["game_id"], ["games.id"]),
        sa.PrimaryKeyConstraint("game_id"),
    )
    # Whatever these games may have due (a ping, a reminder, an expiry, an archiving) is
    # worked out by the first housekeeping round.
    games = sa.table(
        "games",
        sa.column("due_at", sa.DateTime(timezone=True)),
        sa.column("status", sa.String),
        sa.column("in_thread", sa.Boolean),
        sa.column("thread_archived", sa.Boolean),
    )
    op.execute(
        games.update()
        .where(
            sa.or_(
                games.c.status.in_(("lobby", "active")),
                sa.and_(games.c.in_thread, sa.not_(games.c.thread_archived)),
            )
        )
        .values(due_at=datetime.now(UTC))
    )


def downgrade() -> None:
    # Packed logs (and finished games' states) live only in game_logs: dropping it would lose
    # them, so a database with any is not downgraded (restore a backup from before instead).
    if op.get_bind().execute(sa.text("SELECT 1 FROM game_logs LIMIT 1")).first():
        raise RuntimeError(
            "games' logs are packed (0008): a downgrade would lose them; "
            "restore a backup taken before the upgrade instead"
        )
    op.drop_table("game_logs")
    op.drop_index("results_of_member", table_name="results")
    op.drop_index(
        "live_games_of_server", table_name="games", sqlite_where=LIVE, postgresql_where=LIVE
    )
    op.create_index("ix_results_guild_id", "results", ["guild_id"])
    op.drop_index(
        "ended_games_to_pack",
        table_name="games",
        sqlite_where=ENDED_UNPACKED,
        postgresql_where=ENDED_UNPACKED,
    )
    op.drop_index("games_due", table_name="games", sqlite_where=DUE, postgresql_where=DUE)
    op.drop_index("games_of_channel", table_name="games")
    op.create_index(
        "threads_to_archive",
        "games",
        ["channel_id"],
        sqlite_where=sa.text("in_thread = 1 AND thread_archived = 0"),
        postgresql_where=sa.text("in_thread AND NOT thread_archived"),
    )
    op.create_index("ix_games_guild_id", "games", ["guild_id"])
    op.create_index("ix_games_status", "games", ["status"])
    with op.batch_alter_table("games", schema=None) as batch_op:
        batch_op.drop_column("log_packed")
        batch_op.drop_column("overdue_turn")
        batch_op.drop_column("due_at")
