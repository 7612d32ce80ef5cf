"""games: whether a game runs in a thread of its own and whether that thread was archived
(indexed for the housekeeping); server_settings: a server's defaults (/game settings)

Revision ID: 0006
Revises: 0005
"""

import sqlalchemy as sa
from alembic import op

revision = "0006"
down_revision = "0005"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("games", schema=None) as batch_op:
        # Literal defaults: SQLite then adds the columns in place (see 0005).
        batch_op.add_column(
            sa.Column("in_thread", sa.Boolean(), nullable=False, server_default="0")
        )
        batch_op.add_column(
            sa.Column("thread_archived", sa.Boolean(), nullable=False, server_default="0")
        )
    op.create_index(
        "threads_to_archive",
        "games",
        ["channel_id"],
        sqlite_where=sa.text("in_thread = 1 AND thread_archived = 0"),
        postgresql_where=sa.text("in_thread AND NOT thread_archived"),
    )
    op.create_table(
        "server_settings",
        sa.Column("guild_id", sa.BigInteger(), nullable=False),
        sa.Column("where", sa.String(), nullable=False, server_default="here"),
        sa.PrimaryKeyConstraint("guild_id"),
    )


def downgrade() -> None:
    op.drop_table("server_settings")
    op.drop_index(
        "threads_to_archive",
        table_name="games",
        sqlite_where=sa.text("in_thread = 1 AND thread_archived = 0"),
        postgresql_where=sa.text("in_thread AND NOT thread_archived"),
    )
    with op.batch_alter_table("games", schema=None) as batch_op:
        batch_op.drop_column("thread_archived")
        batch_op.drop_column("in_thread")
