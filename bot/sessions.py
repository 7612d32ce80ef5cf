"""The game-session service: the only path that changes a game.

Every change (lobby, moves, chance, computer seats, resign, skip, cancel) runs under the game's
lock, is applied through rules/, and is saved with its action-log rows in one transaction whose
UPDATE only succeeds if the stored `version` is the one read — a second writer (another process,
a racing click) fails instead of overwriting. The board is drawn only from what was saved.
"""

from __future__ import annotations

import json
from collections.abc import Awaitable, Callable
from dataclasses import asdict, dataclass, replace
from datetime import datetime
from functools import partial
from typing import Any

import orjson
from sqlalchemy import delete, insert, literal, or_, update
from sqlalchemy import select as core_select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncConnection, AsyncEngine
from sqlmodel import col, select

from bot import away, daily, game_logs, standings, table_options, tournament_results
from bot.computers import ComputerPlayers
from bot.db import session_factory
from bot.families import Families
from bot.game import GameError, Place, Player, Snapshot
from bot.game_cache import GameCache, changed
from bot.group_commit import GroupCommitter, StaleVersion, Write, versioned_update
from bot.locks import KeyedLocks
from bot.models import (
    ACTION_COLUMNS,
    ENDED,
    LIVE,
    LIVE_STATUSES,
    ActionRecord,
    Game,
    GameRow,
    LoggedAction,
    Seat,
    SeatRow,
    game_row,
    seat_row,
    utcnow,
)
from bot.timetable import DAY_END, EXPIRE, Timetable
from rules import fairness, registry
from rules.base import TAKE_BACK, Action, ChanceSource, GameRules, IllegalAction, Result
from rules.daily import Challenge
from rules.daily import resolve as resolve_keyed

MAX_COMPUTER_DECISIONS = 10_000  # per call; a safety net against a rules bug looping forever
RECENT_ACTIONS = 40
SEATS, GAMES, ACTIONS = Seat.__table__, Game.__table__, ActionRecord.__table__


@dataclass
class _Step:
    seat: int | None
    kind: str
    action: Action
    draws: list[list[int]] | None = None  # a fair chance action's [m, value] numbers


def _new_turn(mover_before: int | None, mover: int | None, steps: list[_Step]) -> bool:
    """Whether the seat to move after `steps` starts a turn (its clock, ping and deadline
    counted afresh): the mover changed, or another seat decided in between (a computer's
    instant reply brings the turn back to the same person: a new turn all the same)."""
    return mover != mover_before or any(
        step.kind != "chance" and step.seat != mover for step in steps
    )


class GameService:
    def __init__(
        self,
        engine: AsyncEngine,
        chance: ChanceSource,
        turn_timeout_minutes: int = 10,
        *,
        fair: bool = False,
        families: Families | None = None,
        computers: ComputerPlayers | None = None,
        timetable: Timetable | None = None,
    ):
        """`chance` serves computer players' own choices, and the throws and shuffles of games
        that are not `fair`: with `fair`, every new game's chance comes from its committed seed
        (rules/fairness.py); without (tests), from `chance`. `families` say which games are
        practice, what their tutor says and whose computer seats are paced; `computers` decide
        for computer seats (by default every family's computer in this process). `timetable`
        says when each game's next timed event is due (saved with it); with its `pace`, the
        computer seats of a paced family wait for `computer_turn` (played at a human pace, one
        decision at a time) instead of moving within the move that gave them the turn."""
        self.engine = engine
        self.families = families or Families()
        self.computers = computers or ComputerPlayers()
        self.sessions = session_factory(engine)
        self.chance = chance
        self.fair = fair
        self.turn_timeout_minutes = turn_timeout_minutes
        self.timetable = timetable or Timetable()
        # The latest saved snapshot of recently used games: this service is their only writer
        # (one process per guild), so most clicks need no read at all. A write that finds the
        # stored version moved on drops the entry, and the next read goes to the database.
        self._cache = GameCache()
        self._lock = KeyedLocks()  # one change of a game at a time
        self.committer = GroupCommitter(engine)  # moves of many games in one transaction
        # The daily challenge's days and attempts (judges an attempt when it ends): set by the
        # bot once made.
        self.daily: daily.DailyChallenges | None = None

    async def close(self) -> None:
        """Once no change is under way (the bot drained its interactions)."""
        await self.committer.close()

    # ------------------------------------------------------------------ reading
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
        snap = Snapshot(game_row(game), seated, rules, state, recent, history)
        if game.daily_day is not None and game.status == "finished" and self.daily is not None:
            attempt = await self.daily.attempt_of(snap)
            snap = replace(snap, daily=attempt and attempt.comparison)
        return snap

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
        """Game number `game_id` of this server (or a daily challenge's attempt, everyone's to
        see whichever server it was played on), or (None) the channel's latest game; of
        `family` and past its lobby, if a family is named."""
        async with self.sessions() as db:
            if game_id is None:
                here = Game.guild_id == guild_id, Game.channel_id == channel_id
                query = select(Game.id).where(*here)
            else:
                ours = or_(Game.guild_id == guild_id, col(Game.daily_day).is_not(None))
                query = select(Game.id).where(Game.id == game_id, ours)
            if family is not None:  # past its lobby: it has a state (a finished one's packed)
                started = or_(col(Game.state).is_not(None), Game.status == "finished")
                query = query.where(Game.family == family, started)
            found = (await db.exec(query.order_by(col(Game.id).desc()).limit(1))).first()
        if found is None:
            raise GameError("game.not_found")
        return await self.load(found)

    async def require_live_game(self, channel_id: int) -> Snapshot:
        snapshot = await self.live_game(channel_id)
        if snapshot is None:
            raise GameError("game.none_in_channel")
        return snapshot

    # ------------------------------------------------------------------ lobby
    async def create(
        self,
        place: Place,
        host: Player,
        game_id: str,
        options: dict[str, Any] | None = None,
        turn_timeout_minutes: int | None = None,
    ) -> Snapshot:
        """A lobby in its place."""
        rules = registry.get(game_id)
        resolved = self.check_options(game_id, options or {})
        existing = await self.live_game(place.channel_id)
        if existing is not None:
            raise GameError(
                "game.channel_busy", game=existing.game.game, link=existing.board_link()
            )
        game = Game(
            guild_id=place.guild_id,
            channel_id=place.channel_id,
            family=rules.family,
            game=rules.id,
            options=json.dumps(resolved),
            host_id=host.id,
            turn_timeout_minutes=turn_timeout_minutes or self.turn_timeout_minutes,
            server_seed=fairness.new_server_seed() if self.fair else None,
            in_thread=place.thread,
        )
        async with self.sessions() as db:
            db.add(game)
            try:
                await db.flush()
            except IntegrityError:  # another create won the race for this channel
                raise GameError("game.channel_busy", game=rules.id) from None
            seat = Seat(
                game_id=game.id, seat=0, user_id=host.id, name=host.name, locale=host.locale
            )
            db.add(seat)
            game.due_at = self._due(Snapshot(game_row(game), [seat_row(seat)], rules, None))
            await db.commit()
        return self._remember(Snapshot(game_row(game), [seat_row(seat)], rules, None))

    @staticmethod
    def check_options(game_id: str, options: dict[str, Any]) -> dict[str, Any]:
        """The game's options with the defaults filled in; refuses a value or a combination
        the game does not take (before anything is created for it, a thread say)."""
        rules = registry.get(game_id)
        try:
            resolved = table_options.resolve(rules, options)
            rules.check_options(resolved)  # combinations no single option can express
        except IllegalAction as error:
            raise GameError(error.key, error.reason, **error.params) from None
        return resolved

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
            players = len(snap.seats)
            if players < snap.rules.min_players:
                raise GameError("lobby.too_few", needed=snap.rules.min_players)
            try:  # e.g. a seat count the game is not played with (block: 2 or 4)
                options = table_options.saved_for_rules(snap.game.options)
                state = snap.rules.new_game(options, players)
            except IllegalAction as error:
                raise GameError(error.key, error.reason, **error.params) from None
            game = changed(snap.game, {"status": "active", "client_seed": client_seed})
            return await self._advance(replace(snap, game=game), state, [])

    async def start_daily(
        self,
        guild_id: int,
        player: Player,
        day: daily.Day,
        challenge_name: str,
        global_name: str | None = None,
    ) -> Snapshot:
        """A member's attempt at the day's challenge: its game, at his private table, started
        at once on the day's chance, saved with its attempt's row in one transaction (refused:
        he has one of this challenge today, on whichever server). `global_name`: his name on
        other servers (everyone's board)."""
        challenge: Challenge = day.challenges[challenge_name]
        rules = registry.get(challenge.game)
        steps: list[_Step] = []
        chance = fairness.KeyedChance(fairness.challenge_seed(day.secret, challenge_name))
        state = self._resolve_chance(rules, rules.new_game(challenge.options, 1), steps, chance)
        game = Game(
            guild_id=guild_id,
            channel_id=0,  # a private table: no channel
            family=rules.family,
            game=rules.id,
            options=json.dumps(challenge.options),
            status="active",
            host_id=player.id,
            state=json_text(rules.to_json(state)),
            version=1,
            server_seed=day.secret,
            client_seed=challenge_name,
            daily_day=day.day.isoformat(),
        )
        async with self.sessions() as db:
            db.add(game)
            await db.flush()
            seat = Seat(
                game_id=game.id, seat=0, user_id=player.id, name=player.name, locale=player.locale
            )
            db.add(seat)
            connection = await db.connection()
            await daily.create_attempt(
                connection,
                game.id,
                game.daily_day,
                challenge_name,
                guild_id,
                player.id,
                player.name,
                global_name,
            )
            now = utcnow()
            records = [
                LoggedAction(
                    game.id,
                    seq,
                    step.seat,
                    step.kind,
                    json_text(step.action),
                    json_text(step.draws),
                    now,
                )
                for seq, step in enumerate(steps, 1)
            ]
            if records:  # its first throw or deal, if the game starts on one
                await connection.execute(insert(ACTIONS), [r._asdict() for r in records])
            snap = Snapshot(game_row(game), [seat_row(seat)], rules, state, records)
            game.due_at = self._due(snap)
            await db.commit()
        return self._remember(replace(snap, game=changed(snap.game, {"due_at": game.due_at})))

    async def open_table(
        self,
        place: Place,
        players: list[Player | str],
        game_id: str,
        options: dict[str, Any],
        turn_timeout_minutes: int,
        tournament_id: int,
        host_id: int,
        created: Callable[[AsyncConnection, int], Awaitable[None]],
    ) -> Snapshot:
        """A tournament's game at its place: its players seated in order (a name: a computer
        entrant's, "Computer 5") and started at once; its host is the tournament's.
        `created` runs in the transaction that creates it, given its id (its table is its
        tournament's from the start: a game that ends at once, computers alone, still
        counts). The game's chance is seeded by its tournament and place (nobody clicked
        Start)."""
        rules = registry.get(game_id)
        game = Game(
            guild_id=place.guild_id,
            channel_id=place.channel_id,
            family=rules.family,
            game=rules.id,
            options=json.dumps(self.check_options(game_id, options)),
            host_id=host_id,
            turn_timeout_minutes=turn_timeout_minutes,
            server_seed=fairness.new_server_seed() if self.fair else None,
            in_thread=place.thread,
            tournament_id=tournament_id,
        )
        async with self.sessions() as db:
            db.add(game)
            await db.flush()
            seats = []
            for number, player in enumerate(players):
                seats.append(
                    Seat(game_id=game.id, seat=number, computer=True, name=player)
                    if isinstance(player, str)
                    else Seat(
                        game_id=game.id,
                        seat=number,
                        user_id=player.id,
                        name=player.name,
                        locale=player.locale,
                    )
                )
            connection = await db.connection()
            # A member away when his table opens: his seat says so from the start.
            members = [seat.user_id for seat in seats if seat.user_id is not None]
            absent = await away.current(connection, members, utcnow())
            for seat in seats:
                seat.away_until, seat.away_reason = absent.get(seat.user_id, (None, None))
            db.add_all(seats)
            await created(connection, game.id)
            await db.commit()
        snap = Snapshot(game_row(game), [seat_row(seat) for seat in seats], rules, None)
        async with self._lock(snap.game.id):
            state = rules.new_game(table_options.saved_for_rules(snap.game.options), len(seats))
            seed = f"tournament:{tournament_id}:{place.channel_id}"
            started = changed(snap.game, {"status": "active", "client_seed": seed})
            return await self._advance(replace(snap, game=started, state=state), state, [])

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

    # ------------------------------------------------------------------ playing
    async def act(self, game_id: int, version: int, player: Player, action: Action) -> Snapshot:
        """A seated player's move from a board of `version`."""
        async with self._lock(game_id):
            snap = await self.load(game_id, at_least=version)
            seat = self.check_turn(snap, version, player)
            try:
                state = snap.rules.apply(snap.state, action)
            except IllegalAction as error:
                raise GameError(
                    error.key or "rules.illegal", error.reason, **error.params
                ) from None
            steps = [_Step(seat, "play", action)]
            note = await self.families.tutor(snap, seat, action)
            if note:
                steps.append(_Step(seat, "tutor", note))
            return await self._advance(snap, state, steps)

    async def take_back(self, game_id: int, version: int, player: Player) -> Snapshot:
        """In a practice game, the player takes back his last decision (rules' `take_back`
        says which, and refuses): the game goes back to just before it, what followed undone,
        and its fair chance back to where it stood then, so that the same dice follow (a take
        back never throws the computer's dice again). Logged as one entry undoing the ones
        before it (rules.base.effective_log) with the chance counter it went back to."""
        async with self._lock(game_id):
            snap = await self._active(game_id, version)
            seat = snap.seat_of(player.id)
            if seat is None:
                raise GameError("turn.not_a_player")
            if not self.families.practice(snap):
                raise GameError("take_back.rated")
            history = await self.history(game_id)
            log = [(r.seat, r.kind, json.loads(r.action)) for r in history]
            options = table_options.saved_for_rules(snap.game.options)
            try:
                state, count = snap.rules.take_back(options, len(snap.seats), log, seat)
            except IllegalAction as error:
                raise GameError(error.key, error.reason, **error.params) from None
            action: Action = {"type": TAKE_BACK, "undo": count}
            chance = self._chance_of(snap.game)
            if isinstance(chance, fairness.FairChance):  # back to before what it undoes
                undone = sum(len(json.loads(r.draws or "[]")) for r in history[-count:])
                action["rewind"] = snap.game.chance_counter - undone
                chance.counter = action["rewind"]
            return await self._advance(snap, state, [_Step(seat, TAKE_BACK, action)], chance)

    async def skip(self, game_id: int, version: int, player: Player) -> Snapshot:
        """After the turn deadline, another player lets the computer play the absent one's turn."""
        async with self._lock(game_id):
            snap = await self._active(game_id, version)
            seat = snap.seat_of(player.id)
            absent = snap.to_move
            if seat is None:
                raise GameError("turn.not_a_player")
            if absent is None or absent == seat:
                raise GameError("skip.own_turn")
            returns = snap.turn_paused_until
            if returns is not None and utcnow() < returns:
                name = snap.player_name(absent, player.locale)
                raise GameError("skip.away", player=name, at=str(int(returns.timestamp())))
            if utcnow() < snap.deadline():
                raise GameError("skip.too_early", at=str(int(snap.deadline().timestamp())))
            return await self._play_for(snap, {absent}, "skip")

    async def restart_turn(self, game_id: int) -> Snapshot | None:
        """The player to move is back from his away period: his turn starts afresh from his
        return (its ping, reminder and deadline counted from then, as for a new turn). None:
        nothing to restart (he is not back yet, or the turn was played meanwhile)."""
        async with self._lock(game_id):
            snap = await self.load(game_id)
            returns = snap.turn_paused_until
            if returns is None or utcnow() < returns:
                return None
            return await self._note(snap, {"turn_started_at": returns})

    async def mark_away(
        self,
        user_id: int,
        until: datetime,
        reason: str | None,
        period: Callable[[AsyncConnection], Awaitable[object]],
    ) -> dict[int, tuple[int, int]]:
        """The member's seats in his live games on every server say he is away until `until`
        (`until` now: he is back), in one transaction with `period` (his away period saved:
        bot/away.py; a refusal there saves nothing, and so does a period that changed nothing,
        false: his return saved already, with his seats). Each game's version moves on, so that a
        snapshot cached before, in any process, is read afresh before it changes again (a
        write from it fails as stale), and each is due now: its process's housekeeping works
        out its next event from the seats as saved. His games, {id: (server, new version)}."""
        live = (
            core_select(SEATS.c.game_id)
            .join(GAMES, GAMES.c.id == SEATS.c.game_id)
            .where(SEATS.c.user_id == user_id, LIVE)
        )
        async with self.engine.begin() as connection:
            if not await period(connection):
                return {}
            game_ids = list((await connection.execute(live)).scalars())
            if not game_ids:
                return {}
            seats = SEATS.c.user_id == user_id, SEATS.c.game_id.in_(game_ids)
            await connection.execute(
                update(SEATS).where(*seats).values(away_until=until, away_reason=reason)
            )
            bumped = (
                update(GAMES)
                .where(GAMES.c.id.in_(game_ids))
                .values(version=GAMES.c.version + 1, due_at=utcnow())
                .returning(GAMES.c.id, GAMES.c.guild_id, GAMES.c.version)
            )
            games = {
                game_id: (guild, version)
                for game_id, guild, version in (await connection.execute(bumped))
            }
        for game_id in games:
            self.forget(game_id)
        return games

    async def timeout(self, game_id: int) -> Snapshot | None:
        """A tournament game's turn deadline has passed: the computer plays the absent
        player's turn, nobody having to ask; his FORFEIT_AFTER-th missed turn in a row forfeits
        the game instead. None: nothing is overdue (played meanwhile)."""
        async with self._lock(game_id):
            snap = await self.load(game_id)
            absent = snap.to_move
            if (
                snap.game.status != "active"
                or snap.game.tournament_id is None
                or absent is None
                or snap.seats[absent].computer
                or utcnow() < snap.deadline()
            ):
                return None
            if tournament_results.missed_turns(await self.history(game_id), absent) + 1 >= (
                tournament_results.FORFEIT_AFTER
            ):
                state = snap.rules.resign(snap.state, absent)
                forfeit = _Step(absent, "resign", tournament_results.FORFEIT)
                return await self._advance(snap, state, [forfeit])
            return await self._play_for(snap, {absent}, tournament_results.MISSED)

    async def adjudicate(self, game_id: int) -> Snapshot | None:
        """A tournament round's time is up: the computer finishes the game for every seat from
        where it stands (its chance goes on as it would have). None: it is over already."""
        async with self._lock(game_id):
            snap = await self.load(game_id)
            if snap.game.status != "active":
                return None
            everyone = set(range(len(snap.seats)))
            return await self._play_for(snap, everyone, "computer")

    async def _play_for(self, snap: Snapshot, seats: set[int], kind: str) -> Snapshot:
        """The computer decides for `seats` while one of them is to move (logged as `kind`),
        then the game goes on as after any move."""
        rules, steps, chance = snap.rules, [], self._chance_of(snap.game)
        state = self._resolve_chance(rules, snap.state, steps, chance)
        for _ in range(MAX_COMPUTER_DECISIONS):
            seat = None if rules.is_over(state) else rules.to_move(state)
            if seat not in seats:
                return await self._advance(snap, state, steps, chance)
            action = await self.computers.action(rules, state, self.chance)
            state = rules.apply(state, action)
            steps.append(_Step(seat, kind, action))
            state = self._resolve_chance(rules, state, steps, chance)
        raise RuntimeError(f"{rules.id}: the computer did not finish its turns")

    async def computer_turn(self, game_id: int, version: int) -> Snapshot | None:
        """One decision of the computer seat to move in a paced game, if the game is still at
        `version` (else somebody played it already: None)."""
        async with self._lock(game_id):
            snap = await self.load(game_id, at_least=version)
            if snap.game.version != version or not snap.computer_to_move:
                return None
            seat, rules = snap.to_move, snap.rules
            action = await self.computers.action(rules, snap.state, self.chance)
            state = rules.apply(snap.state, action)
            return await self._advance(snap, state, [_Step(seat, "computer", action)])

    async def resign(self, channel_id: int, player: Player) -> Snapshot:
        """The player gives up (in a lobby that simply means leaving it)."""
        snap = await self.require_live_game(channel_id)
        if snap.game.status == "lobby":
            return await self.leave(snap.game.id, player)
        async with self._lock(snap.game.id):
            snap = await self._active(snap.game.id, None)
            seat = snap.seat_of(player.id)
            if seat is None:
                raise GameError("turn.not_a_player")
            try:
                state = snap.rules.resign(snap.state, seat)
            except IllegalAction as error:  # e.g. he has resigned already
                raise GameError(error.key, error.reason, **error.params) from None
            return await self._advance(snap, state, [_Step(seat, "resign", {"type": "resign"})])

    async def cancel(self, channel_id: int, player: Player, is_admin: bool) -> Snapshot:
        """The host or a server manager ends the channel's game without a result."""
        snap = await self.require_live_game(channel_id)
        async with self._lock(snap.game.id):
            snap = await self.load(snap.game.id)
            if snap.game.status not in LIVE_STATUSES:
                raise GameError("game.none_in_channel")
            if player.id != snap.game.host_id and not is_admin:
                raise GameError("game.cancel_forbidden")
            if snap.game.tournament_id is not None:  # it ends by play, or at the round's time
                raise GameError("tournament.game_not_cancelled")
            return await self._close(snap, "cancelled", "cancel", snap.seat_of(player.id))

    async def expire(self, game_id: int) -> Snapshot | None:
        """Close the lobby if nobody started it in time, or the daily attempt left unfinished
        when its day ended (the housekeeping asks once the time is due); the closed game, or
        None if it no longer is one to close."""
        async with self._lock(game_id):
            snap = await self.load(game_id)
            events = self.timetable.events(snap, paced=False)
            expiry = events.get(EXPIRE) or events.get(DAY_END)
            if expiry is None or utcnow() < expiry:
                return None
            return await self._close(snap, "expired", "expire", None)

    async def set_message(self, game_id: int, message_id: int) -> None:
        """Remember the board message. Under the game's lock: a click racing the post (Start
        pressed at once) must not save a snapshot without it."""
        await self.note(game_id, {"message_id": message_id})

    async def note(self, game_id: int, values: dict[str, Any]) -> None:
        """Save facts about a game's messages (its board, its turn ping): not a game change, so
        no version bump (written with the moves being committed, bot/group_commit.py)."""
        async with self._lock(game_id):
            await self._note(await self.load(game_id), values)

    async def _note(self, snap: Snapshot, values: dict[str, Any]) -> Snapshot:
        """`note`, under the game's lock: the game as saved then."""
        values = dict(values)
        noted = self._with_due(replace(snap, game=changed(snap.game, values)), values)
        await self.committer.write(Write(snap.game.id, None, values, []))
        self._cache.amend(snap.game.id, values)
        return noted

    async def thread_archived(self, channel_id: int) -> None:
        """The thread's ended games need it archived no more (done, or not possible)."""
        values = {"thread_archived": True, "due_at": None}
        async with self.engine.begin() as connection:
            ended = update(GAMES).where(GAMES.c.channel_id == channel_id, ENDED)
            await connection.execute(ended.values(**values))
        for game_id in self._cache.in_channel(channel_id):
            if self._cache.get(game_id).game.status not in LIVE_STATUSES:
                self._cache.amend(game_id, values)

    def check_turn(self, snap: Snapshot, version: int, player: Player) -> int:
        """The player's seat if he may move on a board of `version`; else a GameError."""
        self._check_open(snap)
        seat = snap.seat_of(player.id)
        if seat is None:
            raise GameError("turn.not_a_player")
        if version != snap.game.version:
            raise GameError("board.stale")
        if snap.to_move != seat:
            mover = snap.to_move
            name = snap.player_name(mover, player.locale) if mover is not None else "?"
            raise GameError("turn.not_yours", player=name)
        return seat

    def _check_open(self, snap: Snapshot) -> None:
        """A GameError unless the game takes moves: it is running, and its time to take them
        (a daily attempt's day) has not ended; the housekeeping's next round closes it."""
        if snap.game.status != "active":
            raise GameError("game.over")
        ends = self.timetable.moves_end(snap)
        if ends is not None and utcnow() >= ends:
            raise GameError("daily.day_over", at=str(int(ends.timestamp())))

    async def _active(self, game_id: int, version: int | None) -> Snapshot:
        snap = await self.load(game_id, at_least=version or 0)
        self._check_open(snap)
        if version is not None and version != snap.game.version:
            raise GameError("board.stale")
        return snap

    # ------------------------------------------------------------------ internals
    def _chance_of(self, game: GameRow) -> ChanceSource:
        """The game's chance: its fair sequence from where it stopped, or (a game without
        seeds) the service's source."""
        if game.server_seed is None or game.client_seed is None:
            return self.chance
        if game.daily_day is not None:  # the day's chance, by key
            return fairness.KeyedChance(fairness.challenge_seed(game.server_seed, game.client_seed))
        return fairness.FairChance(game.server_seed, game.client_seed, game.chance_counter)

    @staticmethod
    def _resolve_chance(
        rules: GameRules, state: Any, steps: list[_Step], chance: ChanceSource
    ) -> Any:
        # A throw is logged under the seat whose decision caused it (None at a game's start).
        seat = steps[-1].seat if steps else None
        if isinstance(chance, fairness.KeyedChance):
            state, drawn = resolve_keyed(rules, state, chance)
            steps.extend(_Step(seat, "chance", action, draws) for action, draws in drawn)
            return state
        fair = isinstance(chance, fairness.FairChance)
        while (action := rules.chance_action(state, chance)) is not None:
            state = rules.apply(state, action)
            steps.append(_Step(seat, "chance", action, chance.take_draws() if fair else None))
        return state

    async def _advance(
        self, snap: Snapshot, state: Any, steps: list[_Step], chance: ChanceSource | None = None
    ) -> Snapshot:
        """Resolve chance, let computer seats move, then save everything in one transaction."""
        rules = snap.rules
        mover_before = snap.to_move
        chance = chance or self._chance_of(snap.game)
        state = self._resolve_chance(rules, state, steps, chance)
        decisions = 0
        while not rules.is_over(state) and not self.paced(snap.game.family):
            seat = rules.to_move(state)
            if seat is None or not snap.seats[seat].computer:
                break
            decisions += 1
            if decisions > MAX_COMPUTER_DECISIONS:
                raise RuntimeError(f"{rules.id}: computer seats did not yield the turn")
            action = await self.computers.action(rules, state, self.chance)
            state = rules.apply(state, action)
            steps.append(_Step(seat, "computer", action))
            state = self._resolve_chance(rules, state, steps, chance)

        finished = rules.is_over(state)
        values: dict[str, Any] = {
            "state": json_text(rules.to_json(state)),
            # As the snapshot has them: the start sets both.
            "status": "finished" if finished else snap.game.status,
            "client_seed": snap.game.client_seed,
        }
        if isinstance(chance, fairness.FairChance):
            values["chance_counter"] = chance.counter
        if finished or _new_turn(mover_before, rules.to_move(state), steps):
            values["turn_started_at"] = utcnow()
        if not finished:
            return await self._commit(snap, values, steps, state)
        earlier = await self.history(snap.game.id)
        if snap.game.daily_day is not None:  # judged against perfect play, rated nowhere
            log = [(r.seat, r.kind, json.loads(r.action)) for r in earlier]
            log += [(step.seat, step.kind, step.action) for step in steps]
            comparison = await self.daily.judge(snap, log)
            end = partial(daily.finish_attempt, snap, comparison)
            return await self._commit(snap, values, steps, state, end, earlier, comparison)
        result = await self._final_result(snap, state, earlier, steps)
        changes: dict = {}  # the ratings it moves, filled by its commit (for the end board)
        end = partial(standings.record, snap, result, changes)
        if snap.game.tournament_id is not None:  # its table's outcome, in the same transaction
            forfeited = tournament_results.is_forfeit
            forfeits = {s.seat for s in steps if forfeited(s.kind, s.action)}
            forfeits |= {r.seat for r in earlier if forfeited(r.kind, json.loads(r.action))}
            # The computer decided for a person: the round's time was up.
            adjudicated = any(
                s.kind == "computer" and not snap.seats[s.seat].computer for s in steps
            )
            end = partial(tournament_results.record, end, snap, result, forfeits, adjudicated)
        saved = await self._commit(snap, values, steps, state, end, earlier)
        return self._remember(replace(saved, ratings=changes))

    async def _final_result(
        self, snap: Snapshot, state: Any, earlier: list[LoggedAction], steps: list[_Step]
    ) -> Result:
        """The result, each seat's stats completed with what only the whole log tells (decision
        quality, error rates), worked out by the computer players (off the event loop)."""
        rules = snap.rules
        result = rules.result(state)
        log = [(r.seat, r.kind, json.loads(r.action)) for r in earlier]
        log += [(step.seat, step.kind, step.action) for step in steps]
        options = table_options.saved_for_rules(snap.game.options)
        judged = await self.computers.log_stats(snap.game.id, rules, options, len(snap.seats), log)
        given = result.detail.get("stats") or [{} for _ in snap.seats]
        stats = [
            {name: mine.get(name, 0) + theirs.get(name, 0) for name in {*mine, *theirs}}
            for mine, theirs in zip(given, judged, strict=True)
        ]
        detail = {**result.detail, "stats": stats}
        if self.families.practice(snap):
            detail["practice"] = True  # counted apart, moving no rating (bot/standings.py)
        return replace(result, detail=detail)

    def paced(self, family: str) -> bool:
        """Whether the family's computer seats play one decision at a time (`computer_turn`)."""
        return bool(self.timetable.timing.pace) and self.families.paced(family)

    async def _close(self, snap: Snapshot, status: str, kind: str, seat: int | None) -> Snapshot:
        return await self._commit(
            snap, {"status": status}, [_Step(seat, kind, {"type": kind})], snap.state
        )

    async def _commit(
        self,
        snap: Snapshot,
        values: dict[str, Any],
        steps: list[_Step],
        state: Any,
        end: Callable[[AsyncConnection], Awaitable[None]] | None = None,
        earlier: list[LoggedAction] | None = None,
        judged: Any = None,
    ) -> Snapshot:
        """Save a change — the game row, its log entries, the end's mark when it ends it (a
        result, a daily attempt's comparison `judged`) — in one transaction (shared with other
        games' changes: bot/group_commit.py), and return the snapshot as saved (built in
        memory: no second read). A finished game's snapshot carries its whole log: the
        `earlier` entries and this change's."""
        first = (
            snap.recent[-1].seq + 1 if snap.recent else 1
        )  # we hold the version: no other writer
        now = utcnow()
        records = [
            LoggedAction(
                snap.game.id,
                first + offset,
                step.seat,
                step.kind,
                json_text(step.action),
                None if step.draws is None else json_text(step.draws),
                now,
            )
            for offset, step in enumerate(steps)
        ]
        values = {**values, "version": snap.game.version + 1, "updated_at": now}
        recent = [*snap.recent, *records][-RECENT_ACTIONS:]
        history = None if end is None else [*(earlier or ()), *records]
        saved = Snapshot(
            changed(snap.game, values), snap.seats, snap.rules, state, recent, history, judged
        )
        saved = self._with_due(saved, values)
        rows = [record._asdict() for record in records]
        write = Write(snap.game.id, snap.game.version, values, rows, end)
        try:
            await self.committer.write(write)
        except StaleVersion:
            self.forget(snap.game.id)  # someone else saved it: read it afresh next time
            raise GameError("board.stale") from None
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
        saved = self._with_due(Snapshot(changed(game, values), seats, snap.rules, None), values)
        if not await versioned_update(connection, game.id, game.version, values):
            raise GameError("board.stale")
        return replace(saved, recent=snap.recent)

    def _due(self, snap: Snapshot) -> datetime | None:
        return self.timetable.due_at(snap, self.paced(snap.game.family))

    def _with_due(self, snap: Snapshot, values: dict[str, Any]) -> Snapshot:
        """The snapshot about to be saved, with when its next timed event is due (added to
        the `values` saved)."""
        values["due_at"] = self._due(snap)
        return replace(snap, game=changed(snap.game, {"due_at": values["due_at"]}))


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


def json_text(value: Any) -> str:
    """A state, action or draw as saved: by orjson, about ten times faster than json.dumps on
    every move (the same JSON values; json.loads reads them back)."""
    return orjson.dumps(value).decode()
