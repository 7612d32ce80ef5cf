"""Alembic migrations (run by bot.db.upgrade at every start)."""
