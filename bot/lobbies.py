"""A lobby's changes, part of the session service (bot/sessions.py): members join and leave,
computer seats are added, the host switches options and starts the game; Play again opens the
next lobby in the same place. Each change is saved at the version read."""

from __future__ import annotations

import json
from dataclasses import asdict, replace
from typing import Any

from sqlalchemy import delete, insert
from sqlalchemy.ext.asyncio import AsyncConnection, AsyncEngine

from bot import table_options
from bot.game import GameError, Player, Snapshot
from bot.game_cache import changed
from bot.group_commit import versioned_update
from bot.models import Seat, SeatRow, utcnow

SEATS = Seat.__table__


class Lobbies:
    """The lobby half of GameService."""

    engine: AsyncEngine

    async def rematch(self, game_id: int, host: Player) -> Snapshot:
        """A new lobby in the same channel: same game, options and computer seats; the other
        players join again with the button (so nobody is seated without asking)."""
        old = await self.load(game_id)
        if old.game.status != "finished":
            raise GameError("lobby.closed")
        if old.seat_of(host.id) is None:
            raise GameError("turn.not_a_player")
        game = old.game
        options = json.loads(game.options)
        snap = await self.create(old.place, host, game.game, options, game.turn_timeout_minutes)
        for _ in range(sum(seat.computer for seat in old.seats)):
            snap = await self.add_computer(snap.game.id, host)
        return snap

    async def join(self, game_id: int, player: Player) -> Snapshot:
        async with self._lock(game_id):
            snap = await self._lobby(game_id)
            if snap.seat_of(player.id) is not None:
                raise GameError("lobby.already_joined")
            self._check_room(snap)
            seat = SeatRow(
                game_id=game_id,
                seat=len(snap.seats),
                user_id=player.id,
                name=player.name,
                locale=player.locale,
            )
            return await self._save_lobby(snap, [*snap.seats, seat])

    async def add_computer(self, game_id: int, by: Player) -> Snapshot:
        async with self._lock(game_id):
            snap = await self._lobby(game_id)
            self._check_host(snap, by)
            self._check_room(snap)
            number = 1 + sum(1 for s in snap.seats if s.computer)
            seat = SeatRow(
                game_id=game_id, seat=len(snap.seats), computer=True, name=f"Computer {number}"
            )
            return await self._save_lobby(snap, [*snap.seats, seat])

    async def leave(self, game_id: int, player: Player) -> Snapshot:
        """A player leaves the lobby; the host leaving cancels it."""
        async with self._lock(game_id):
            snap = await self._lobby(game_id)
            seat = snap.seat_of(player.id)
            if seat is None:
                raise GameError("lobby.not_joined")
            if player.id == snap.game.host_id:
                return await self._close(snap, "cancelled", "cancel", None)
            return await self._save_lobby(snap, [s for s in snap.seats if s.seat != seat])

    async def start(self, game_id: int, by: Player, client_seed: str = "") -> Snapshot:
        """The host starts the game; `client_seed` (the Start click's interaction id) seeds its
        fair chance together with the seed committed to at creation."""
        async with self._lock(game_id):
            snap = await self._lobby(game_id)
            self._check_host(snap, by)
            if len(snap.seats) < snap.rules.min_players:
                raise GameError("lobby.too_few", needed=snap.rules.min_players)
            return await self._begin(snap, client_seed)

    async def switch_option(self, game_id: int, by: Player, name: str) -> Snapshot:
        """The host switches an on/off or choice option of the lobby to its next value."""
        async with self._lock(game_id):
            snap = await self._lobby(game_id)
            self._check_host(snap, by)
            specs = table_options.specs(snap.rules)
            spec = next((spec for spec in specs if spec.name == name), None)
            if spec is None or not (isinstance(spec.default, bool) or spec.choices):
                raise GameError("option.unknown", name=name)
            options = json.loads(snap.game.options)
            value = options.get(name, spec.default)
            if isinstance(spec.default, bool):
                options[name] = not value
            else:
                options[name] = spec.choices[(spec.choices.index(value) + 1) % len(spec.choices)]
            changes = {"options": json.dumps(options)}
            async with self.engine.begin() as connection:
                saved = await self._save_lobby_row(connection, snap, changes, snap.seats)
            return self._remember(saved)

    async def _lobby(self, game_id: int) -> Snapshot:
        snap = await self.load(game_id)
        if snap.game.status != "lobby":
            raise GameError("lobby.closed")
        return snap

    @staticmethod
    def _check_host(snap: Snapshot, by: Player) -> None:
        if by.id != snap.game.host_id:
            raise GameError("lobby.host_only")

    @staticmethod
    def _check_room(snap: Snapshot) -> None:
        if len(snap.seats) >= snap.rules.max_players:
            raise GameError("lobby.full", maximum=snap.rules.max_players)

    async def _save_lobby(self, snap: Snapshot, seats: list[SeatRow]) -> Snapshot:
        """Save the lobby's new seat list (renumbered 0..n-1, so a leaver leaves no gap)."""
        rows = [{**asdict(seat), "seat": number} for number, seat in enumerate(seats)]
        seated = [SeatRow(**row) for row in rows]
        async with self.engine.begin() as connection:
            saved = await self._save_lobby_row(connection, snap, {}, seated)
            await connection.execute(delete(SEATS).where(SEATS.c.game_id == snap.game.id))
            await connection.execute(insert(SEATS), rows)
        return self._remember(saved)

    async def _save_lobby_row(
        self,
        connection: AsyncConnection,
        snap: Snapshot,
        values: dict[str, Any],
        seats: list[SeatRow],
    ) -> Snapshot:
        """A lobby's change (`values`, its new `seats`), in its own transaction: only if nobody
        saved the game since. The lobby as saved."""
        game = snap.game
        values = {**values, "version": game.version + 1, "updated_at": utcnow()}
        lobby = replace(snap, game=changed(game, values), seats=seats, state=None, recent=[])
        saved = self._with_due(lobby, values)
        if not await versioned_update(connection, game.id, game.version, values):
            raise GameError("board.stale")
        return replace(saved, recent=snap.recent)
