"""games: the seeds and counter of provably fair chance; actions: the numbers each drew

Revision ID: 0003
Revises: 0002
"""

import sqlalchemy as sa
from alembic import op

revision = "0003"
down_revision = "0002"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("games", schema=None) as batch_op:
        batch_op.add_column(sa.Column("server_seed", sa.String(), nullable=True))
        batch_op.add_column(sa.Column("client_seed", sa.String(), nullable=True))
        batch_op.add_column(
            sa.Column("chance_counter", sa.Integer(), nullable=False, server_default="0")
        )
    with op.batch_alter_table("actions", schema=None) as batch_op:
        batch_op.add_column(sa.Column("draws", sa.Text(), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("actions", schema=None) as batch_op:
        batch_op.drop_column("draws")
    with op.batch_alter_table("games", schema=None) as batch_op:
        batch_op.drop_column("chance_counter")
        batch_op.drop_column("client_seed")
        batch_op.drop_column("server_seed")
