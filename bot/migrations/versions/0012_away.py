"""away_periods: members away (/game away); seats: the away period as his live games know it

Revision ID: 0012
Revises: 0011
"""

import sqlalchemy as sa
from alembic import op

revision = "0012"
down_revision = "0011"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "away_periods",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("user_id", sa.BigInteger(), nullable=False),
        sa.Column("starts_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("ends_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("ended_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("reason", sa.String(), nullable=True),
        sa.PrimaryKeyConstraint("id"),
    )
    op.create_index("away_periods_of_member", "away_periods", ["user_id", "ends_at"])
    with op.batch_alter_table("seats", schema=None) as batch_op:
        batch_op.add_column(sa.Column("away_until", sa.DateTime(timezone=True), nullable=True))
        batch_op.add_column(sa.Column("away_reason", sa.String(), nullable=True))
    op.create_index("seats_of_member", "seats", ["user_id", "game_id"])


def downgrade() -> None:
    op.drop_index("seats_of_member", table_name="seats")
    with op.batch_alter_table("seats", schema=None) as batch_op:
        batch_op.drop_column("away_reason")
        batch_op.drop_column("away_until")
    op.drop_index("away_periods_of_member", table_name="away_periods")
    op.drop_table("away_periods")
