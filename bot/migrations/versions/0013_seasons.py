"""Seasons: a server's season length, where its champions are posted and the last season
closed; the champions kept (season_champions); a game's results on a server over a span of
time found through their own index (a season's board).

Revision ID: 0013
Revises: 0012
"""

import sqlalchemy as sa
from alembic import op

revision = "0013"
down_revision = "0012"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("server_settings", schema=None) as batch_op:
        batch_op.add_column(
            sa.Column("season_length", sa.String(), nullable=False, server_default="month")
        )
        batch_op.add_column(sa.Column("season_channel_id", sa.BigInteger(), nullable=True))
        batch_op.add_column(sa.Column("season_posted", sa.String(), nullable=True))
    op.create_index("results_of_season", "results", ["guild_id", "game", "created_at"])
    op.create_table(
        "season_champions",
        sa.Column("guild_id", sa.BigInteger(), nullable=False),
        sa.Column("season", sa.String(), nullable=False),
        sa.Column("game", sa.String(), nullable=False),
        sa.Column("place", sa.Integer(), nullable=False),
        sa.Column("user_id", sa.BigInteger(), nullable=False),
        sa.Column("rating", sa.Float(), nullable=False),
        sa.Column("ends_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("guild_id", "season", "game", "place"),
    )
    op.create_index(
        "season_titles_of_member", "season_champions", ["guild_id", "user_id", "ends_at"]
    )


def downgrade() -> None:
    op.drop_index("season_titles_of_member", table_name="season_champions")
    op.drop_table("season_champions")
    op.drop_index("results_of_season", table_name="results")
    with op.batch_alter_table("server_settings", schema=None) as batch_op:
        batch_op.drop_column("season_posted")
        batch_op.drop_column("season_channel_id")
        batch_op.drop_column("season_length")
