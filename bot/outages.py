"""A database that goes away and comes back: PostgreSQL restarted for maintenance or failing
over, SQLite's disk full. Everyday events for a bot that runs for months, so none is a crash:

- a click or command meanwhile is refused like any other refusal ("error.database", in the
  user's language: nothing was changed, try again in a moment) — decided once, where the
  controller answers every interaction (`Controller._errors`);
- nothing is half-saved: a change is one transaction (bot/group_commit.py), saved whole or not
  at all, and the game as cached is the game as saved;
- background work (the housekeeping's rounds, turn pings, computer turns, private views) says
  so in one line of the log and tries again on its next occasion;
- nobody restarts anything: the engine replaces the connections the outage broke (bot/db.py).

`unavailable` tells these errors from the ones that are bugs (a statement wrong, a constraint
broken), which keep their traceback and the apology.
"""

from __future__ import annotations

import logging
import sys

from sqlalchemy import exc

# PostgreSQL's SQLSTATE classes and codes of a database that cannot be used now: connection
# exception; insufficient resources (disk full, out of memory, too many connections); operator
# intervention (shutting down, starting up, a query cancelled); system error (I/O); a read-only
# transaction (a failover left the bot on a standby).
POSTGRES_STATES = ("08", "53", "57", "58", "25006")
# SQLite's (its extended codes start with these): disk full, I/O error (a failing disk, one
# remounted read-only), busy beyond the busy timeout, the file unopenable or read-only.
SQLITE_ERRORS = ("SQLITE_FULL", "SQLITE_IOERR", "SQLITE_BUSY", "SQLITE_CANTOPEN", "SQLITE_READONLY")
REFUSAL = "error.database"


def unavailable(error: BaseException | None) -> bool:
    """Whether `error` says the database cannot be used right now, rather than that the bot
    asked it something wrong."""
    if isinstance(error, exc.TimeoutError):  # no pooled connection came free in time
        return True
    if not isinstance(error, exc.DBAPIError):
        return False
    if error.connection_invalidated:  # the connection broke under the statement
        return True
    cause = error.orig
    name = getattr(cause, "sqlite_errorname", None)
    if name is not None:
        return name.startswith(SQLITE_ERRORS)
    # PostgreSQL: asyncpg's errors carry their SQLSTATE; bot/db.py gives a connection that
    # could not be made (or a statement that timed out) as an OperationalError.
    state = getattr(cause, "sqlstate", None) or ""
    return isinstance(error, exc.OperationalError) or state.startswith(POSTGRES_STATES)


def describe(error: BaseException) -> str:
    """The error in one line: a database error's own message, without SQLAlchemy's statement,
    parameters and link."""
    cause = error.orig if isinstance(error, exc.DBAPIError) else error
    said = str(cause).splitlines()
    return f"{type(cause).__name__}: {said[0]}" if said else type(cause).__name__


def log_failure(log: logging.Logger, what: str, *args: object) -> None:
    """Log the exception being handled: one line when the database is unavailable (expected,
    and over when it is back), else with its traceback (a bug)."""
    error = sys.exc_info()[1]
    if unavailable(error):
        log.warning(what + ": the database is unavailable (%s)", *args, describe(error))
    else:
        log.exception(what, *args)
