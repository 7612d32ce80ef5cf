"""results: how well the seat played (backgammon: XG's PR) and whether the game was practice
(a tutor or hints helped: it moved no rating)

Revision ID: 0007
Revises: 0006
"""

import sqlalchemy as sa
from alembic import op

revision = "0007"
down_revision = "0006"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("results", schema=None) as batch_op:
        # Literal defaults: SQLite then adds the columns in place (see 0005).
        batch_op.add_column(sa.Column("performance", sa.Float(), nullable=True))
        batch_op.add_column(sa.Column("practice", sa.Boolean(), nullable=False, server_default="0"))


def downgrade() -> None:
    with op.batch_alter_table("results", schema=None) as batch_op:
        batch_op.drop_column("practice")
        batch_op.drop_column("performance")
