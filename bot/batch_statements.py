"""The group committer's two statements — the games' versioned UPDATE and the action log's
INSERT — written for a whole batch in as few trips as each database allows.

Through SQLAlchemy's statement layer a move's UPDATE and INSERT cost about 1.7 ms of CPU per
transaction on SQLite (three trips to aiosqlite's thread per statement, the binding, the result
objects): more than the rest of a click. So:

- SQLite: both statements are compiled once per set of columns and run with the driver's own
  executemany, inside SQLAlchemy's transaction (the same connection: pysqlite opens the
  transaction at the first change, SQLAlchemy commits it). The changes with the same columns
  are one statement, and the driver counts the rows it changed: fewer than the batch's means
  some game moved on, and which one is found by writing each change alone.
- PostgreSQL: one `UPDATE … FROM unnest(arrays) … RETURNING id` for the whole batch (asyncpg
  counts no rows of an executemany): the games it returns are saved, the others had moved on.
  It runs through SQLAlchemy, whose asyncpg adapter opens the transaction lazily.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING, Any

from sqlalchemy import bindparam, insert, text, update
from sqlalchemy.engine import Dialect
from sqlalchemy.exc import DBAPIError
from sqlalchemy.ext.asyncio import AsyncConnection
from sqlalchemy.sql.elements import TextClause

from bot.models import ActionRecord, Game

if TYPE_CHECKING:
    from bot.group_commit import Write

GAMES = Game.__table__
ACTIONS = ActionRecord.__table__
KEYS = ("b_id", "b_version")  # the game and the version a change was made from


class SomeStale(Exception):
    """A batched UPDATE changed fewer rows than it had games: which ones is told by writing
    each change alone."""


async def versioned_updates(connection: AsyncConnection, writes: Sequence[Write]) -> list[Write]:
    """Each game's row changed only at the version its change was made from; the writes whose
    game had moved on (SQLite: SomeStale when a batch of several cannot tell which)."""
    stale: list[Write] = []
    for group in by_columns(writes):
        columns = tuple(sorted(group[0].values))
        if connection.dialect.name == "postgresql":
            statement = _unnest_update(connection.dialect, columns)
            saved = set((await connection.execute(statement, _arrays(group, columns))).scalars())
            stale += [write for write in group if write.game_id not in saved]
            continue
        compiled = _driver_update(connection.dialect, columns)
        keyed = ({KEYS[0]: w.game_id, KEYS[1]: w.version, **w.values} for w in group)
        rows = list(map(compiled.row, keyed))
        if await _executemany(connection, compiled, rows) != len(rows):
            if len(rows) > 1:
                raise SomeStale
            stale += group
    return stale


async def insert_records(connection: AsyncConnection, records: list[dict[str, Any]]) -> None:
    """The batch's action-log rows, in one statement."""
    if not records:
        return
    if connection.dialect.name == "postgresql":
        await connection.execute(insert(ACTIONS), records)
        return
    compiled = _driver_insert(connection.dialect)
    await _executemany(connection, compiled, list(map(compiled.row, records)))


def by_columns(writes: Sequence[Write]) -> list[list[Write]]:
    """The writes grouped by the columns they set (a batched statement sets the same ones)."""
    groups: dict[tuple[str, ...], list[Write]] = {}
    for write in writes:
        groups.setdefault(tuple(sorted(write.values)), []).append(write)
    return list(groups.values())


# ------------------------------------------------------------------ SQLite: the driver's SQL
@dataclass(frozen=True)
class _Compiled:
    """A statement in the driver's SQL and its parameters in order, each with the conversion
    SQLAlchemy would apply (a datetime as SQLAlchemy stores it in SQLite, say)."""

    sql: str
    binds: tuple[tuple[str, Callable[[Any], Any] | None], ...]

    def row(self, values: dict[str, Any]) -> tuple:
        return tuple(
            values[name] if convert is None else convert(values[name])
            for name, convert in self.binds
        )


def _compile(statement, dialect: Dialect, columns: Sequence[str]) -> _Compiled:
    compiled = statement.compile(dialect=dialect, column_keys=list(columns))
    binds = tuple(
        (name, compiled.binds[name].type.dialect_impl(dialect).bind_processor(dialect))
        for name in compiled.positiontup
    )
    return _Compiled(compiled.string, binds)


@cache
def _driver_update(dialect: Dialect, columns: tuple[str, ...]) -> _Compiled:
    versioned = update(GAMES).where(
        GAMES.c.id == bindparam(KEYS[0]), GAMES.c.version == bindparam(KEYS[1])
    )
    return _compile(versioned, dialect, columns)


@cache
def _driver_insert(dialect: Dialect) -> _Compiled:
    return _compile(insert(ACTIONS), dialect, [column.name for column in ACTIONS.columns])


async def _executemany(connection: AsyncConnection, compiled: _Compiled, rows: list[tuple]) -> int:
    """Run the statement once per row on the aiosqlite connection under SQLAlchemy's (in its
    transaction); how many rows it changed. The driver's errors are raised as SQLAlchemy's
    (an IntegrityError is one whichever way it was written)."""
    driver = (await connection.get_raw_connection()).driver_connection
    try:
        return (await driver.executemany(compiled.sql, rows)).rowcount
    except sqlite3.Error as error:
        raise DBAPIError.instance(compiled.sql, rows, error, sqlite3.Error) from error


# ------------------------------------------------------------------ PostgreSQL: unnest
@cache
def _unnest_update(dialect: Dialect, columns: tuple[str, ...]) -> TextClause:
    names = (*KEYS, *columns)
    types = {KEYS[0]: GAMES.c.id.type, KEYS[1]: GAMES.c.version.type}
    types |= {column: GAMES.c[column].type for column in columns}
    arrays = ", ".join(f"CAST(:{name} AS {types[name].compile(dialect)}[])" for name in names)
    changes = ", ".join(f"{column} = batch.{column}" for column in columns)
    return text(
        f"UPDATE games SET {changes} FROM unnest({arrays}) AS batch({', '.join(names)}) "
        f"WHERE games.id = batch.{KEYS[0]} AND games.version = batch.{KEYS[1]} RETURNING games.id"
    )


def _arrays(writes: list[Write], columns: tuple[str, ...]) -> dict[str, list[Any]]:
    arrays = {KEYS[0]: [write.game_id for write in writes]}
    arrays[KEYS[1]] = [write.version for write in writes]
    return arrays | {column: [write.values[column] for write in writes] for column in columns}
