"""Databases for a test or a benchmark run."""

from __future__ import annotations

from sqlalchemy import text
from sqlmodel import SQLModel

import bot.models  # noqa: F401  (the tables to drop)
from bot import db


async def empty_postgres(url: str) -> None:
    """Drop every table (and the migration mark) so the next start migrates from scratch."""
    engine = db.create_engine(url)
    async with engine.begin() as connection:
        await connection.run_sync(SQLModel.metadata.drop_all)
        await connection.execute(text("DROP TABLE IF EXISTS alembic_version"))
    await engine.dispose()
