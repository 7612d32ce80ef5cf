"""Alembic environment: the bot hands over its own connection (see bot.db.upgrade)."""

from alembic import context
from sqlmodel import SQLModel

import bot.models  # noqa: F401  (registers the tables on SQLModel.metadata)

connection = context.config.attributes.get("connection")
if connection is None:
    raise RuntimeError("run migrations through bot.db.upgrade(engine)")
context.configure(
    connection=connection,
    target_metadata=SQLModel.metadata,
    render_as_batch=connection.dialect.name == "sqlite",
)
with context.begin_transaction():
    context.run_migrations()
