"""results: each seat's story of the game (its luck against the table and what its decisions
gave up against perfect play, in the family's unit), for /stats over the last rated games.
Results from before have none (their games' stories were never kept).

Revision ID: 0017
Revises: 0016
"""

import sqlalchemy as sa
from alembic import op

revision = "0017"
down_revision = "0016"
branch_labels = None
depends_on = None

TOLD = "luck IS NOT NULL AND rating IS NOT NULL"


def upgrade() -> None:
    with op.batch_alter_table("results", schema=None) as batch_op:
        batch_op.add_column(sa.Column("luck", sa.Float(), nullable=True))
        batch_op.add_column(sa.Column("cost", sa.Float(), nullable=True))
    op.create_index(
        "stories_of_member",
        "results",
        ["guild_id", "user_id", "game", "created_at"],
        sqlite_where=sa.text(TOLD),
        postgresql_where=sa.text(TOLD),
    )


def downgrade() -> None:
    op.drop_index("stories_of_member", table_name="results")
    with op.batch_alter_table("results", schema=None) as batch_op:
        batch_op.drop_column("cost")
        batch_op.drop_column("luck")
