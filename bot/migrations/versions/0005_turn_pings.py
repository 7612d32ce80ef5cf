"""games: the latest turn ping and the turn it was for; ping_opt_outs: /game notify off

Revision ID: 0005
Revises: 0004
"""

import sqlalchemy as sa
from alembic import op

revision = "0005"
down_revision = "0004"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("games", schema=None) as batch_op:
        batch_op.add_column(sa.Column("ping_message_id", sa.BigInteger(), nullable=True))
        batch_op.add_column(sa.Column("ping_turn", sa.DateTime(timezone=True), nullable=True))
        batch_op.add_column(
            # A literal default: SQLite then adds the column in place. An expression (sa.false())
            # makes Alembic rebuild the table, which foreign keys to existing games forbid.
            sa.Column("ping_reminded", sa.Boolean(), nullable=False, server_default="0")
        )
    op.create_table(
        "ping_opt_outs",
        sa.Column("guild_id", sa.BigInteger(), nullable=False),
        sa.Column("user_id", sa.BigInteger(), nullable=False),
        sa.PrimaryKeyConstraint("guild_id", "user_id"),
    )


def downgrade() -> None:
    op.drop_table("ping_opt_outs")
    with op.batch_alter_table("games", schema=None) as batch_op:
        batch_op.drop_column("ping_reminded")
        batch_op.drop_column("ping_turn")
        batch_op.drop_column("ping_message_id")
