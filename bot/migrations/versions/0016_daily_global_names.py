"""daily_attempts: the member's global display name beside his name on the server he played
on, so that everyone's board names him as other servers know him, never by a server's
nickname. Attempts from before keep the name they had (the only one known).

Revision ID: 0016
Revises: 0014
"""

import sqlalchemy as sa
from alembic import op

revision = "0016"
down_revision = "0015"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("daily_attempts", schema=None) as batch_op:
        batch_op.add_column(sa.Column("global_name", sa.String(), nullable=True))
    op.execute("UPDATE daily_attempts SET global_name = name")
    with op.batch_alter_table("daily_attempts", schema=None) as batch_op:
        batch_op.alter_column("global_name", existing_type=sa.String(), nullable=False)


def downgrade() -> None:
    with op.batch_alter_table("daily_attempts", schema=None) as batch_op:
        batch_op.drop_column("global_name")
