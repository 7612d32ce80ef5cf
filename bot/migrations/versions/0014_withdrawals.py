"""tournament_entrants: when an entrant withdrew (the round he withdrew during, and the time),
in place of a flag: a withdrawal counts from the next pairing on, and the record says when.

Revision ID: 0014
Revises: 0013
"""

import sqlalchemy as sa
from alembic import op

revision = "0014"
down_revision = "0013"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("tournament_entrants", schema=None) as batch_op:
        batch_op.add_column(sa.Column("withdrew_in", sa.Integer(), nullable=True))
        batch_op.add_column(sa.Column("withdrew_at", sa.DateTime(timezone=True), nullable=True))
    # Who withdrew before: during the tournament's current round, at its last change (the best
    # the flag tells).
    op.execute(
        "UPDATE tournament_entrants SET"
        " withdrew_in = (SELECT round FROM tournaments"
        " WHERE tournaments.id = tournament_entrants.tournament_id),"
        " withdrew_at = (SELECT updated_at FROM tournaments"
        " WHERE tournaments.id = tournament_entrants.tournament_id)"
        " WHERE withdrawn"
    )
    with op.batch_alter_table("tournament_entrants", schema=None) as batch_op:
        batch_op.drop_column("withdrawn")


def downgrade() -> None:
    with op.batch_alter_table("tournament_entrants", schema=None) as batch_op:
        batch_op.add_column(
            sa.Column("withdrawn", sa.Boolean(), nullable=False, server_default=sa.false())
        )
    op.execute("UPDATE tournament_entrants SET withdrawn = withdrew_in IS NOT NULL")
    with op.batch_alter_table("tournament_entrants", schema=None) as batch_op:
        batch_op.drop_column("withdrew_at")
        batch_op.drop_column("withdrew_in")
