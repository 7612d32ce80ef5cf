"""How the session service (bot/sessions.py) reads games: the latest saved snapshot of each,
from its cache when it is current (bot/game_cache.py: most clicks need no read at all), else
from the database, with its occasion named (bot/occasion.py) once, as it is loaded."""

from __future__ import annotations

import json

from sqlalchemy import literal, or_
from sqlalchemy import select as core_select
from sqlalchemy.ext.asyncio import AsyncConnection, AsyncEngine
from sqlmodel import col, select

from bot import game_logs
from bot.game import GameError, Snapshot
from bot.game_cache import GameCache
from bot.models import (
    ACTION_COLUMNS,
    LIVE,
    LIVE_STATUSES,
    ActionRecord,
    Game,
    LoggedAction,
    Seat,
    game_row,
    seat_row,
)
from bot.occasion import Occasions
from rules import registry

RECENT_ACTIONS = 40  # the log entries a live game's snapshot carries


class GameReads:
    """The reading half of GameService: its games as saved."""

    engine: AsyncEngine
    sessions: object
    occasions: Occasions
    _cache: GameCache

    async def load(self, game_id: int, at_least: int = 0) -> Snapshot:
        """The game as saved (from the cache unless it may be older than version `at_least`)."""
        cached = self._cache.get(game_id)
        if cached is not None and cached.game.version >= at_least:
            return cached
        return self._remember(await self._read(game_id))

    async def reload(self, game_id: int) -> Snapshot:
        """The game as saved, read afresh (the housekeeping goes by what is saved)."""
        return self._remember(await self._read(game_id))

    def forget(self, game_id: int) -> None:
        self._cache.pop(game_id)

    def _remember(self, snap: Snapshot) -> Snapshot:
        return self._cache.put(snap)

    async def _read(self, game_id: int) -> Snapshot:
        async with self.sessions() as db:
            game = await db.get(Game, game_id)
            if game is None:
                raise GameError("game.not_found")
            seats = (
                await db.exec(select(Seat).where(Seat.game_id == game_id).order_by(Seat.seat))
            ).all()
            connection = await db.connection()
            saved_state = game.state
            if game.status in LIVE_STATUSES:
                recent, history = await _recent(connection, game_id), None
            else:  # ended: the whole log (a finished game's reviews replay it), maybe packed
                history, packed_state = await game_logs.read(connection, game_id)
                saved_state = saved_state or packed_state
                recent = history[-RECENT_ACTIONS:]
                history = history if game.status == "finished" else None
        rules = registry.get(game.game)
        state = rules.from_json(json.loads(saved_state)) if saved_state else None
        seated = list(map(seat_row, seats))
        row = game_row(game)
        occasion = self.occasions.of(row)
        return await occasion.loaded(
            Snapshot(row, seated, rules, state, recent, history, occasion=occasion)
        )

    async def live_game(self, channel_id: int) -> Snapshot | None:
        async with self.sessions() as db:
            row = (
                await db.exec(
                    select(Game.id, Game.version).where(Game.channel_id == channel_id, LIVE)
                )
            ).first()
        # The stored version tells whether a cached snapshot is still current (another
        # process may have moved the game on since).
        return None if row is None else await self.load(row[0], at_least=row[1])

    async def games_of(self, guild_id: int, user_id: int) -> list[Snapshot]:
        """The member's live games (lobbies included) on the server, oldest first: the
        server's live games (an index of them), each one's seats looked up by its key. (A
        correlated IN, not EXISTS: PostgreSQL would turn EXISTS into a join that reads the
        member's seats on every server.)"""
        seated = literal(user_id).in_(select(Seat.user_id).where(Seat.game_id == Game.id))
        async with self.sessions() as db:
            rows = (
                await db.exec(
                    select(Game.id, Game.version)
                    .where(Game.guild_id == guild_id, LIVE, seated)
                    .order_by(col(Game.id))
                )
            ).all()
        return [await self.load(game_id, at_least=version) for game_id, version in rows]

    async def history(self, game_id: int) -> list[LoggedAction]:
        """A game's whole action log, oldest first (for records and replays)."""
        async with self.engine.connect() as connection:
            return (await game_logs.read(connection, game_id)).log

    async def find(
        self, guild_id: int, channel_id: int, game_id: int | None, family: str | None = None
    ) -> Snapshot:
        """Game number `game_id` of this server (or of an occasion everyone may see whichever
        server it was played on: a daily challenge's attempt), or (None) the channel's latest
        game; of `family` and past its lobby, if a family is named."""
        async with self.sessions() as db:
            if game_id is None:
                here = Game.guild_id == guild_id, Game.channel_id == channel_id
                query = select(Game.id).where(*here)
            else:
                query = select(Game.id).where(Game.id == game_id)
            if family is not None:  # past its lobby: it has a state (a finished one's packed)
                started = or_(col(Game.state).is_not(None), Game.status == "finished")
                query = query.where(Game.family == family, started)
            found = (await db.exec(query.order_by(col(Game.id).desc()).limit(1))).first()
        if found is None:
            raise GameError("game.not_found")
        snap = await self.load(found)
        if snap.game.guild_id != guild_id and not snap.occasion.anywhere:
            raise GameError("game.not_found")
        return snap

    async def require_live_game(self, channel_id: int) -> Snapshot:
        snapshot = await self.live_game(channel_id)
        if snapshot is None:
            raise GameError("game.none_in_channel")
        return snapshot


async def _recent(connection: AsyncConnection, game_id: int) -> list[LoggedAction]:
    """A live game's latest log entries, oldest first."""
    query = (
        core_select(*ACTION_COLUMNS)
        .where(ActionRecord.game_id == game_id)
        .order_by(col(ActionRecord.seq).desc())
        .limit(RECENT_ACTIONS)
    )
    rows = (await connection.execute(query)).all()
    return [LoggedAction(*row) for row in reversed(rows)]
