"""tournaments: the lease of the step claiming one (`claimed_until`), so that a process at its
start tells a claim its last run left from a step due later, and takes it over at once.

Revision ID: 0015
Revises: 0014
"""

import sqlalchemy as sa
from alembic import op

revision = "0015"
down_revision = "0014"
branch_labels = None
depends_on = None

CLAIMED = sa.text("claimed_until IS NOT NULL")


def upgrade() -> None:
    with op.batch_alter_table("tournaments", schema=None) as batch_op:
        batch_op.add_column(sa.Column("claimed_until", sa.DateTime(timezone=True), nullable=True))
    op.create_index(
        "tournaments_claimed",
        "tournaments",
        ["claimed_until"],
        sqlite_where=CLAIMED,
        postgresql_where=CLAIMED,
    )


def downgrade() -> None:
    op.drop_index("tournaments_claimed", table_name="tournaments")
    with op.batch_alter_table("tournaments", schema=None) as batch_op:
        batch_op.drop_column("claimed_until")
