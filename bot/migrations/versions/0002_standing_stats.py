"""standings: best score and the family's own counters

Revision ID: 0002
Revises: 0001
"""

import sqlalchemy as sa
from alembic import op

revision = "0002"
down_revision = "0001"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("standings", schema=None) as batch_op:
        batch_op.add_column(sa.Column("best", sa.Float(), nullable=True))
        batch_op.add_column(sa.Column("stats", sa.Text(), nullable=False, server_default="{}"))


def downgrade() -> None:
    with op.batch_alter_table("standings", schema=None) as batch_op:
        batch_op.drop_column("stats")
        batch_op.drop_column("best")
