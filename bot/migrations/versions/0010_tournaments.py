"""Tournaments: a server's tournaments, their entrants and every round's tables; a game may be
a tournament's (`games.tournament_id`).

Revision ID: 0010
Revises: 0009
"""

import sqlalchemy as sa
from alembic import op

revision = "0010"
down_revision = "0009"
branch_labels = None
depends_on = None

DUE = sa.text("due_at IS NOT NULL")


def upgrade() -> None:
    with op.batch_alter_table("games", schema=None) as batch_op:
        batch_op.add_column(sa.Column("tournament_id", sa.Integer(), nullable=True))
    op.create_table(
        "tournaments",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("guild_id", sa.BigInteger(), nullable=False),
        sa.Column("channel_id", sa.BigInteger(), nullable=False),
        sa.Column("message_id", sa.BigInteger(), nullable=True),
        sa.Column("round_message_id", sa.BigInteger(), nullable=True),
        sa.Column("host_id", sa.BigInteger(), nullable=False),
        sa.Column("name", sa.String(), nullable=False),
        sa.Column("game", sa.String(), nullable=False),
        sa.Column("format", sa.String(), nullable=False),
        sa.Column("options", sa.Text(), nullable=False),
        sa.Column("rounds", sa.Integer(), nullable=True),
        sa.Column("seats", sa.Integer(), nullable=False),
        sa.Column("final_table", sa.Boolean(), nullable=False),
        sa.Column("turn_minutes", sa.Integer(), nullable=False),
        sa.Column("round_minutes", sa.Integer(), nullable=True),
        sa.Column("away_cap_days", sa.Integer(), nullable=False),
        sa.Column("round_extended", sa.Boolean(), nullable=False),
        sa.Column("status", sa.String(), nullable=False),
        sa.Column("round", sa.Integer(), nullable=False),
        sa.Column("starts_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("round_ends_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("due_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("version", sa.Integer(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("id"),
    )
    op.create_index(
        "tournaments_due", "tournaments", ["due_at"], sqlite_where=DUE, postgresql_where=DUE
    )
    op.create_index("tournaments_of_server", "tournaments", ["guild_id", "id"])
    op.create_table(
        "tournament_entrants",
        sa.Column("tournament_id", sa.Integer(), nullable=False),
        sa.Column("number", sa.Integer(), nullable=False),
        sa.Column("user_id", sa.BigInteger(), nullable=True),
        sa.Column("name", sa.String(), nullable=False),
        sa.Column("locale", sa.String(), nullable=True),
        sa.Column("rating", sa.Float(), nullable=False),
        sa.Column("withdrawn", sa.Boolean(), nullable=False),
        sa.ForeignKeyConstraint(["tournament_id"], ["tournaments.id"]),
        sa.PrimaryKeyConstraint("tournament_id", "number"),
    )
    op.create_table(
        "tournament_tables",
        sa.Column("tournament_id", sa.Integer(), nullable=False),
        sa.Column("round", sa.Integer(), nullable=False),
        sa.Column("number", sa.Integer(), nullable=False),
        sa.Column("entrants", sa.String(), nullable=False),
        sa.Column("game_id", sa.Integer(), nullable=True),
        sa.Column("thread_id", sa.BigInteger(), nullable=True),
        sa.Column("placings", sa.String(), nullable=True),
        sa.Column("scores", sa.String(), nullable=True),
        sa.Column("forfeited", sa.String(), nullable=False),
        sa.Column("adjudicated", sa.Boolean(), nullable=False),
        sa.ForeignKeyConstraint(["game_id"], ["games.id"]),
        sa.ForeignKeyConstraint(["tournament_id"], ["tournaments.id"]),
        sa.PrimaryKeyConstraint("tournament_id", "round", "number"),
    )
    op.create_index("tournament_table_of_game", "tournament_tables", ["game_id"], unique=True)


def downgrade() -> None:
    op.drop_table("tournament_tables")
    op.drop_table("tournament_entrants")
    op.drop_table("tournaments")
    with op.batch_alter_table("games", schema=None) as batch_op:
        batch_op.drop_column("tournament_id")
