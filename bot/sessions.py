"""The game-session service: the only path that changes a game.

Every change (lobby, moves, chance, computer seats, resign, skip, cancel) runs under the game's
lock, is applied through rules/, and is saved with its action-log rows in one transaction whose
UPDATE only succeeds if the stored `version` is the one read — a second writer (another process,
a racing click) fails instead of overwriting. The board is drawn only from what was saved.
"""

from __future__ import annotations

import json
from collections import OrderedDict
from collections.abc import Awaitable, Callable
from dataclasses import asdict, dataclass, field, replace
from datetime import datetime, timedelta
from functools import partial
from typing import Any

import orjson
from sqlalchemy import and_, delete, func, insert, not_, update
from sqlalchemy import select as core_select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncConnection, AsyncEngine
from sqlmodel import col, select
from sqlmodel.ext.asyncio.session import AsyncSession

from bot import ratings, table_options, texts
from bot.computers import ComputerPlayers
from bot.db import session_factory
from bot.group_commit import GroupCommitter, StaleVersion, Write, versioned_update
from bot.i18n import t
from bot.locks import KeyedLocks
from bot.models import (
    ACTION_COLUMNS,
    LIVE_STATUSES,
    ActionRecord,
    Game,
    GameRow,
    LoggedAction,
    PingOptOut,
    ResultRecord,
    Seat,
    SeatRow,
    ServerSettings,
    Standing,
    game_row,
    seat_row,
    utcnow,
)
from rules import fairness, registry
from rules.base import (
    PERFORMANCE,
    TAKE_BACK,
    Action,
    ChanceSource,
    GameRules,
    IllegalAction,
    Result,
)

MAX_COMPUTER_DECISIONS = 10_000  # per call; a safety net against a rules bug looping forever
RECENT_ACTIONS = 40
HOT_GAMES = 256
CACHED_GAMES = 5_000
SEATS = Seat.__table__
MATCH_RATING = "fibs_rating"  # the standing's stats key of the match rating


class GameError(Exception):
    """A refusal the user sees as an ephemeral message: a catalog key and its parameters."""

    def __init__(self, key: str, reason: str = "", **params: Any) -> None:
        super().__init__(reason or key)
        self.key = key
        self.reason = reason
        self.params = params


@dataclass(frozen=True)
class Player:
    id: int
    name: str
    locale: str = "en"


@dataclass(frozen=True)
class Snapshot:
    """A game as saved: the row, its seats, the decoded state and the latest log entries.
    Frozen: the service's cache hands the same snapshot to every click of its game."""

    game: GameRow
    seats: list[SeatRow]
    rules: GameRules
    state: Any | None
    recent: list[LoggedAction] = field(default_factory=list)
    # The whole action log, for a finished game only (end-of-game reviews replay it).
    history: list[LoggedAction] | None = None

    def player_name(self, seat: int, lang: str) -> str:
        """A seat's name in a message: the member's name shown literally (markdown and mentions
        escaped), or "🤖 Computer 2" in `lang`."""
        row = self.seats[seat]
        return self.plain_name(seat, lang) if row.computer else texts.literal(row.name)

    def plain_name(self, seat: int, lang: str) -> str:
        """A seat's name as typed, for pictures and code blocks (where markdown means nothing)."""
        row = self.seats[seat]
        if not row.computer:
            return row.name
        named = getattr(self.rules, "computer_name", None)  # a family's own computer
        if named is not None:
            key, params = named(json.loads(self.game.options))
            return t(lang, key, **params)
        number = sum(s.computer for s in self.seats[: seat + 1])
        return t(lang, "seat.computer", number=number)

    def seat_of(self, user_id: int) -> int | None:
        return next((s.seat for s in self.seats if s.user_id == user_id), None)

    @property
    def to_move(self) -> int | None:
        if self.state is None or self.game.status != "active":
            return None
        return self.rules.to_move(self.state)

    def deadline(self) -> datetime:
        return self.game.turn_started_at + timedelta(minutes=self.game.turn_timeout_minutes)

    @property
    def computer_to_move(self) -> bool:
        seat = self.to_move
        return seat is not None and self.seats[seat].computer


@dataclass(frozen=True)
class _Kept:
    """A game in the service's cache beyond the hottest ones: its snapshot with the log entries
    as exact tuples of plain values. The garbage collector stops walking such a tuple after one
    look, where it walks a named tuple on every full pass, and the cache holds the logs of
    thousands of games."""

    game: GameRow
    seats: list[SeatRow]
    rules: GameRules
    state: Any | None
    recent: tuple[tuple, ...]
    history: tuple[tuple, ...] | None

    @classmethod
    def of(cls, snap: Snapshot) -> _Kept:
        history = None if snap.history is None else tuple(map(tuple, snap.history))
        return cls(
            snap.game, snap.seats, snap.rules, snap.state, tuple(map(tuple, snap.recent)), history
        )

    def snapshot(self) -> Snapshot:
        history = None if self.history is None else list(map(LoggedAction._make, self.history))
        recent = list(map(LoggedAction._make, self.recent))
        return Snapshot(self.game, self.seats, self.rules, self.state, recent, history)


class _Cache:
    """The latest saved snapshot of recently used games, in two tiers: the HOT_GAMES used last
    as they are (a click loads its game three or four times, and a snapshot is handed out
    again as is: they are never changed, only replaced), and up to CACHED_GAMES more kept
    compact (`_Kept`). Snapshots are shared, so a change is a new snapshot, never an edit."""

    def __init__(self) -> None:
        self._hot: OrderedDict[int, Snapshot] = OrderedDict()
        self._kept: OrderedDict[int, _Kept] = OrderedDict()

    def get(self, game_id: int) -> Snapshot | None:
        snap = self._hot.get(game_id)
        if snap is not None:
            self._hot.move_to_end(game_id)
            return snap
        kept = self._kept.pop(game_id, None)
        return None if kept is None else self.put(kept.snapshot())

    def put(self, snap: Snapshot) -> Snapshot:
        self._kept.pop(snap.game.id, None)
        self._hot[snap.game.id] = snap
        self._hot.move_to_end(snap.game.id)
        if len(self._hot) > HOT_GAMES:
            game_id, cooled = self._hot.popitem(last=False)
            self._kept[game_id] = _Kept.of(cooled)
            if len(self._kept) > CACHED_GAMES:
                self._kept.popitem(last=False)
        return snap

    def pop(self, game_id: int) -> None:
        self._hot.pop(game_id, None)
        self._kept.pop(game_id, None)

    def amend(self, game_id: int, values: dict[str, Any]) -> None:
        """The cached game with its row's `values` changed (facts about its messages and
        thread, saved without a new version)."""
        for tier in (self._hot, self._kept):
            entry = tier.get(game_id)
            if entry is not None:
                tier[game_id] = replace(entry, game=_changed(entry.game, values))

    def in_channel(self, channel_id: int) -> list[int]:
        """The cached games of the channel."""
        tiers = (*self._hot.values(), *self._kept.values())
        return [entry.game.id for entry in tiers if entry.game.channel_id == channel_id]


@dataclass
class _Step:
    seat: int | None
    kind: str
    action: Action
    draws: list[list[int]] | None = None  # a fair chance action's [m, value] numbers


class GameService:
    def __init__(
        self,
        engine: AsyncEngine,
        chance: ChanceSource,
        turn_timeout_minutes: int = 10,
        *,
        fair: bool = False,
        computers: ComputerPlayers | None = None,
    ):
        """`chance` serves computer players' own choices, and the throws and shuffles of games
        that are not `fair`: with `fair`, every new game's chance comes from its committed seed
        (rules/fairness.py); without (tests), from `chance`. `computers` decides for computer
        seats (by default every family's computer in this process)."""
        self.engine = engine
        self.computers = computers or ComputerPlayers()
        self.sessions = session_factory(engine)
        self.chance = chance
        self.fair = fair
        self.turn_timeout_minutes = turn_timeout_minutes
        # Families whose computer seats wait for `computer_turn` (played at a human pace, one
        # decision at a time) instead of moving within the move that gave them the turn.
        self.paced: set[str] = set()
        # Each family's, from its board (the controller registers them): whether a game is
        # practice (its result counts apart and moves no rating; a player may take back his
        # last decision), and the tutor's word on a player's decision, logged with it.
        self.practice: dict[str, Callable[[Snapshot], bool]] = {}
        self.tutors: dict[str, Callable[[Snapshot, int, Action], Awaitable[Action | None]]] = {}
        # The latest saved snapshot of recently used games: this service is their only writer
        # (one process per guild), so most clicks need no read at all. A write that finds the
        # stored version moved on drops the entry, and the next read goes to the database.
        self._cache = _Cache()
        self._lock = KeyedLocks()  # one change of a game at a time
        self.committer = GroupCommitter(engine)  # moves of many games in one transaction
        self._opt_outs: dict[int, set[int]] = {}  # per server: who switched turn pings off

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
            latest = col(ActionRecord.seq).desc()
            recent = await _log(db, game_id, latest, RECENT_ACTIONS)
            history = await _history(db, game_id) if game.status == "finished" else None
        rules = registry.get(game.game)
        state = rules.from_json(json.loads(game.state)) if game.state else None
        seated = list(map(seat_row, seats))
        return Snapshot(game_row(game), seated, rules, state, list(reversed(recent)), history)

    async def live_game(self, channel_id: int) -> Snapshot | None:
        async with self.sessions() as db:
            row = (
                await db.exec(
                    select(Game.id, Game.version).where(
                        Game.channel_id == channel_id, col(Game.status).in_(LIVE_STATUSES)
                    )
                )
            ).first()
        # The stored version tells whether a cached snapshot is still current (another
        # process may have moved the game on since).
        return None if row is None else await self.load(row[0], at_least=row[1])

    async def games_of(self, guild_id: int, user_id: int) -> list[Snapshot]:
        """The member's live games (lobbies included) on the server, oldest first."""
        async with self.sessions() as db:
            rows = (
                await db.exec(
                    select(Game.id, Game.version)
                    .join(Seat, col(Seat.game_id) == Game.id)
                    .where(
                        Game.guild_id == guild_id,
                        Seat.user_id == user_id,
                        col(Game.status).in_(LIVE_STATUSES),
                    )
                    .order_by(col(Game.id))
                )
            ).all()
        return [await self.load(game_id, at_least=version) for game_id, version in rows]

    async def history(self, game_id: int) -> list[LoggedAction]:
        """A game's whole action log, oldest first (for records and replays)."""
        async with self.sessions() as db:
            return await _history(db, game_id)

    async def find(
        self, guild_id: int, channel_id: int, game_id: int | None, family: str | None = None
    ) -> Snapshot:
        """Game number `game_id` of this server, or (None) the channel's latest game; of
        `family` and past its lobby, if a family is named."""
        async with self.sessions() as db:
            query = select(Game.id).where(Game.guild_id == guild_id)
            if game_id is None:
                query = query.where(Game.channel_id == channel_id)
            else:
                query = query.where(Game.id == game_id)
            if family is not None:
                query = query.where(Game.family == family, col(Game.state).is_not(None))
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
        guild_id: int,
        channel_id: int,
        host: Player,
        game_id: str,
        options: dict[str, Any] | None = None,
        turn_timeout_minutes: int | None = None,
        *,
        in_thread: bool = False,
    ) -> Snapshot:
        """A lobby in the channel (`in_thread`: a thread the bot opened for the game)."""
        rules = registry.get(game_id)
        resolved = self.check_options(game_id, options or {})
        existing = await self.live_game(channel_id)
        if existing is not None:
            raise GameError(
                "game.channel_busy",
                game=existing.game.game,
                link=f"https://discord.com/channels/{guild_id}/{channel_id}/"
                f"{existing.game.message_id}",
            )
        game = Game(
            guild_id=guild_id,
            channel_id=channel_id,
            family=rules.family,
            game=rules.id,
            options=json.dumps(resolved),
            host_id=host.id,
            turn_timeout_minutes=turn_timeout_minutes or self.turn_timeout_minutes,
            server_seed=fairness.new_server_seed() if self.fair else None,
            in_thread=in_thread,
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
            await db.commit()
        return self._remember(Snapshot(game_row(game), [seat_row(seat)], rules, None))

    @staticmethod
    def check_options(game_id: str, options: dict[str, Any]) -> dict[str, Any]:
        """The game's options with the defaults filled in; refuses a value or a combination
        the game does not take (before anything is created for it, a thread say)."""
        rules = registry.get(game_id)
        try:
            resolved = table_options.resolve(rules, options)
            # Combinations no single option can express (a game may refuse some).
            check = getattr(rules, "check_options", None)
            if check is not None:
                check(resolved)
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
        snap = await self.create(
            game.guild_id,
            game.channel_id,
            host,
            game.game,
            json.loads(game.options),
            game.turn_timeout_minutes,
            in_thread=game.in_thread,
        )
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
            game = _changed(snap.game, {"status": "active", "client_seed": client_seed})
            return await self._advance(replace(snap, game=game), state, [])

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
            async with self.engine.begin() as connection:
                changes = {"options": json.dumps(options)}
                values = await self._bump_version(connection, snap.game, changes)
            return self._remember(
                Snapshot(_changed(snap.game, values), snap.seats, snap.rules, None, snap.recent)
            )

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
        async with self.engine.begin() as connection:
            values = await self._bump_version(connection, snap.game, {})
            await connection.execute(delete(SEATS).where(SEATS.c.game_id == snap.game.id))
            await connection.execute(insert(SEATS), rows)
        seated = [SeatRow(**row) for row in rows]
        return self._remember(
            Snapshot(_changed(snap.game, values), seated, snap.rules, None, snap.recent)
        )

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
            tutor = self.tutors.get(snap.game.family)
            note = await tutor(snap, seat, action) if tutor else None
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
            undo = getattr(snap.rules, "take_back", None)
            if undo is None or not self._practice(snap):
                raise GameError("take_back.rated")
            history = await self.history(game_id)
            log = [(r.seat, r.kind, json.loads(r.action)) for r in history]
            options = table_options.saved_for_rules(snap.game.options)
            try:
                state, count = undo(options, len(snap.seats), log, seat)
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
            if utcnow() < snap.deadline():
                raise GameError("skip.too_early", at=str(int(snap.deadline().timestamp())))
            state, steps, chance = snap.state, [], self._chance_of(snap.game)
            while not snap.rules.is_over(state) and snap.rules.to_move(state) == absent:
                action = await self.computers.action(snap.rules, state, self.chance)
                state = snap.rules.apply(state, action)
                steps.append(_Step(absent, "skip", action))
                state = self._resolve_chance(snap.rules, state, steps, chance)
            return await self._advance(snap, state, steps, chance)

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

    async def waiting_computers(
        self, family: str, owns: Callable[[int], bool], idle_seconds: float
    ) -> list[Snapshot]:
        """The active games of `family` (in guilds `owns` accepts), unchanged for `idle_seconds`,
        whose computer seat is to move: paced turns lost with a restarted process."""
        cutoff = utcnow() - timedelta(seconds=idle_seconds)
        async with self.sessions() as db:
            rows = (
                await db.exec(
                    select(Game.id, Game.guild_id, Game.version).where(
                        Game.status == "active", Game.family == family, Game.updated_at < cutoff
                    )
                )
            ).all()
        games = [await self.load(game_id, at_least=v) for game_id, guild, v in rows if owns(guild)]
        return [snap for snap in games if snap.computer_to_move]

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
            return await self._close(snap, "cancelled", "cancel", snap.seat_of(player.id))

    async def expire_lobbies(
        self, older_than_minutes: int, owns: Callable[[int], bool] = lambda guild: True
    ) -> list[Snapshot]:
        """Close the lobbies of `owns`'s guilds that nobody started in time; returns them so
        their messages can be updated."""
        cutoff = utcnow() - timedelta(minutes=older_than_minutes)
        async with self.sessions() as db:
            rows = (
                await db.exec(
                    select(Game.id, Game.guild_id).where(
                        Game.status == "lobby", Game.updated_at < cutoff
                    )
                )
            ).all()
        expired = []
        for game_id in (game_id for game_id, guild_id in rows if owns(guild_id)):
            async with self._lock(game_id):
                snap = await self.load(game_id)
                if snap.game.status == "lobby" and snap.game.updated_at < cutoff:
                    expired.append(await self._close(snap, "expired", "expire", None))
        return expired

    async def set_message(self, game_id: int, message_id: int) -> None:
        """Remember the board message. Under the game's lock: a click racing the post (Start
        pressed at once) must not save a snapshot without it."""
        await self._note(game_id, {"message_id": message_id})

    async def set_ping(
        self, game_id: int, message_id: int | None, turn: datetime, reminded: bool
    ) -> None:
        """Remember the game's latest turn ping (None: none in the channel now), the turn it
        was for and whether it was that turn's reminder."""
        values = {"ping_message_id": message_id, "ping_turn": turn, "ping_reminded": reminded}
        await self._note(game_id, values)

    async def _note(self, game_id: int, values: dict[str, Any]) -> None:
        """Save facts about a game's messages: not a game change, so no version bump (written
        with the moves being committed, bot/group_commit.py)."""
        async with self._lock(game_id):
            await self.committer.write(Write(game_id, None, values, []))
            self._cache.amend(game_id, values)

    async def turns_to_remind(
        self, owns: Callable[[int], bool], started_before: datetime
    ) -> list[Snapshot]:
        """The active games (in guilds `owns` accepts) whose turn started before
        `started_before` and has not been reminded of yet."""
        reminded = and_(col(Game.ping_reminded), Game.ping_turn == Game.turn_started_at)
        async with self.sessions() as db:
            rows = (
                await db.exec(
                    select(Game.id, Game.guild_id, Game.version).where(
                        Game.status == "active",
                        Game.turn_started_at < started_before,
                        not_(reminded),
                    )
                )
            ).all()
        return [await self.load(game_id, at_least=v) for game_id, guild, v in rows if owns(guild)]

    # ------------------------------------------------------------------ threads of games
    async def threads_to_archive(
        self, owns: Callable[[int], bool], ended_before: datetime
    ) -> list[int]:
        """The threads (of `owns`'s guilds) opened for games whose last game there ended
        before `ended_before` and that were not archived yet."""
        async with self.sessions() as db:
            rows = (
                await db.exec(
                    select(Game.channel_id, Game.guild_id)
                    .where(
                        col(Game.in_thread),
                        not_(col(Game.thread_archived)),
                        col(Game.status).not_in(LIVE_STATUSES),
                    )
                    .group_by(Game.channel_id, Game.guild_id)
                    .having(func.max(Game.updated_at) < ended_before)
                )
            ).all()
            busy = set(
                (
                    await db.exec(
                        select(Game.channel_id).where(
                            col(Game.in_thread), col(Game.status).in_(LIVE_STATUSES)
                        )
                    )
                ).all()
            )
        return [channel for channel, guild in rows if owns(guild) and channel not in busy]

    async def thread_archived(self, channel_id: int) -> None:
        """The thread's games no longer need it archived (done, or not possible)."""
        async with self.sessions() as db:
            await db.exec(
                update(Game).where(Game.channel_id == channel_id).values(thread_archived=True)
            )
            await db.commit()
        for game_id in self._cache.in_channel(channel_id):
            self._cache.amend(game_id, {"thread_archived": True})

    # ------------------------------------------------------------------ servers' settings
    async def server_where(self, guild_id: int) -> str:
        """Where the server's games open unless a command says: "here" or "thread"."""
        async with self.sessions() as db:
            row = await db.get(ServerSettings, guild_id)
        return "here" if row is None else row.where

    async def set_server_where(self, guild_id: int, where: str) -> None:
        async with self.sessions() as db:
            row = await db.get(ServerSettings, guild_id)
            if row is None:
                db.add(ServerSettings(guild_id=guild_id, where=where))
            else:
                row.where = where
            await db.commit()

    # ------------------------------------------------------------------ members' settings
    async def pings_wanted(self, guild_id: int, user_id: int) -> bool:
        """Whether the member takes turn pings on this server (unless `/game notify off`)."""
        return user_id not in await self._opted_out(guild_id)

    async def want_pings(self, guild_id: int, user_id: int, wanted: bool) -> None:
        opted_out = await self._opted_out(guild_id)
        async with self.sessions() as db:
            row = await db.get(PingOptOut, (guild_id, user_id))
            if wanted and row is not None:
                await db.delete(row)
            elif not wanted and row is None:
                db.add(PingOptOut(guild_id=guild_id, user_id=user_id))
            await db.commit()
        (opted_out.discard if wanted else opted_out.add)(user_id)

    async def _opted_out(self, guild_id: int) -> set[int]:
        """The server's members who switched pings off, read once: a turn ping asks on every
        turn, and only this process changes them (a server's commands reach its own shard)."""
        known = self._opt_outs.get(guild_id)
        if known is None:
            async with self.sessions() as db:
                rows = await db.exec(
                    select(PingOptOut.user_id).where(PingOptOut.guild_id == guild_id)
                )
                known = self._opt_outs[guild_id] = set(rows.all())
        return known

    @staticmethod
    def check_turn(snap: Snapshot, version: int, player: Player) -> int:
        """The player's seat if he may move on a board of `version`; else a GameError."""
        if snap.game.status != "active":
            raise GameError("game.over")
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

    async def _active(self, game_id: int, version: int | None) -> Snapshot:
        snap = await self.load(game_id, at_least=version or 0)
        if snap.game.status != "active":
            raise GameError("game.over")
        if version is not None and version != snap.game.version:
            raise GameError("board.stale")
        return snap

    # ------------------------------------------------------------------ internals
    def _chance_of(self, game: GameRow) -> ChanceSource:
        """The game's chance: its fair sequence from where it stopped, or (a game without
        seeds) the service's source."""
        if game.server_seed is None or game.client_seed is None:
            return self.chance
        return fairness.FairChance(game.server_seed, game.client_seed, game.chance_counter)

    @staticmethod
    def _resolve_chance(
        rules: GameRules, state: Any, steps: list[_Step], chance: ChanceSource
    ) -> Any:
        # A throw is logged under the seat whose decision caused it (None at a game's start).
        seat = steps[-1].seat if steps else None
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
        while not rules.is_over(state) and snap.game.family not in self.paced:
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
        if finished or rules.to_move(state) != mover_before:
            values["turn_started_at"] = utcnow()
        if not finished:
            return await self._commit(snap, values, steps, state)
        earlier = await self.history(snap.game.id)
        result = await self._final_result(snap, state, earlier, steps)
        return await self._commit(snap, values, steps, state, result, earlier)

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
        if self._practice(snap):
            detail["practice"] = True  # counted apart, moving no rating (_record_result)
        return replace(result, detail=detail)

    def _practice(self, snap: Snapshot) -> bool:
        is_practice = self.practice.get(snap.game.family)
        return is_practice is not None and is_practice(snap)

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
        result: Result | None = None,
        earlier: list[LoggedAction] | None = None,
    ) -> Snapshot:
        """Save a change — the game row, its log entries, a result — in one transaction (shared
        with other games' changes: bot/group_commit.py), and return the snapshot as saved
        (built in memory: no second read). A finished game's snapshot carries its whole log:
        the `earlier` entries and this change's."""
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
        rows = [record._asdict() for record in records]
        also = None if result is None else partial(self._save_result, snap, result)
        write = Write(snap.game.id, snap.game.version, values, rows, also)
        try:
            await self.committer.write(write)
        except StaleVersion:
            self.forget(snap.game.id)  # someone else saved it: read it afresh next time
            raise GameError("board.stale") from None
        recent = [*snap.recent, *records][-RECENT_ACTIONS:]
        history = None if result is None else [*(earlier or ()), *records]
        return self._remember(
            Snapshot(_changed(snap.game, values), snap.seats, snap.rules, state, recent, history)
        )

    @staticmethod
    async def _bump_version(
        connection: AsyncConnection, game: GameRow, values: dict[str, Any]
    ) -> dict[str, Any]:
        """A lobby's change, in its own transaction: only if nobody saved the game since."""
        values = {**values, "version": game.version + 1, "updated_at": utcnow()}
        if not await versioned_update(connection, game.id, game.version, values):
            raise GameError("board.stale")
        return values

    @classmethod
    async def _save_result(
        cls, snap: Snapshot, result: Result, connection: AsyncConnection
    ) -> None:
        # Through the ORM: standings are read, then changed.
        async with AsyncSession(connection, expire_on_commit=False) as db:
            await cls._record_result(db, snap, result)
            await db.flush()

    @staticmethod
    async def _record_result(db, snap: Snapshot, result: Result) -> None:
        game = snap.game
        humans = [s for s in snap.seats if s.user_id is not None]
        standings = {}
        for seat in humans:
            row = await db.get(Standing, (game.guild_id, seat.user_id, game.game))
            standings[seat.seat] = row or Standing(
                guild_id=game.guild_id, user_id=seat.user_id, game=game.game
            )
        ratings_now = [
            standings[s.seat].rating if s.seat in standings else ratings.COMPUTER_RATING
            for s in snap.seats
        ]
        changes = ratings.elo_changes(ratings_now, result.placings)
        match_changes = _match_rating_changes(snap, standings, result)
        per_seat = [dict(seat) for seat in result.detail.get("stats") or [{} for _ in snap.seats]]
        performance = [seat.pop(PERFORMANCE, None) for seat in per_seat]
        practice = result.detail.get("practice", False)
        multiplayer = len(snap.seats) > 1
        for seat_number, row in standings.items():
            stats = json.loads(row.stats or "{}")
            for name, value in per_seat[seat_number].items():
                stats[name] = stats.get(name, 0) + value
            if practice:  # counted apart: the standing's games, wins and ratings stay
                won = multiplayer and result.placings[seat_number] == 1
                stats["practice_played"] = stats.get("practice_played", 0) + 1
                stats["practice_wins"] = stats.get("practice_wins", 0) + int(won)
                row.stats = json.dumps(stats, sort_keys=True)
                db.add(row)
                continue
            score = result.scores[seat_number]
            row.played += 1
            row.wins += int(multiplayer and result.placings[seat_number] == 1)
            row.points += score
            row.placing_sum += result.placings[seat_number]
            row.rating += changes[seat_number]
            row.rated += int(multiplayer)
            row.best = score if row.best is None else max(row.best, score)
            if match_changes:
                rating = stats.get(MATCH_RATING, ratings.START_RATING)
                stats[MATCH_RATING] = rating + match_changes[seat_number]
            row.stats = json.dumps(stats, sort_keys=True)
            db.add(row)
        for seat in snap.seats:
            rated = multiplayer and seat.seat in standings and not practice
            db.add(
                ResultRecord(
                    game_id=game.id,
                    seat=seat.seat,
                    guild_id=game.guild_id,
                    user_id=seat.user_id,
                    game=game.game,
                    place=result.placings[seat.seat],
                    score=result.scores[seat.seat],
                    rating=standings[seat.seat].rating if rated else None,
                    performance=performance[seat.seat],
                    practice=practice,
                )
            )


async def _history(db, game_id: int) -> list[LoggedAction]:
    """A game's whole action log, oldest first."""
    return await _log(db, game_id, col(ActionRecord.seq))


async def _log(db, game_id: int, order: Any, limit: int | None = None) -> list[LoggedAction]:
    query = core_select(*ACTION_COLUMNS).where(ActionRecord.game_id == game_id).order_by(order)
    connection = await db.connection()
    rows = (await connection.execute(query.limit(limit))).all()
    return [LoggedAction(*row) for row in rows]


def _match_rating_changes(
    snap: Snapshot, standings: dict[int, Standing], result: Result
) -> list[float] | None:
    """FIBS rating changes when the game was a match between two seats (else None)."""
    length = result.detail.get("match_length")
    if not length or len(snap.seats) != 2:
        return None
    current = [
        json.loads(standings[s.seat].stats or "{}").get(MATCH_RATING, ratings.START_RATING)
        if s.seat in standings
        else ratings.COMPUTER_RATING
        for s in snap.seats
    ]
    return ratings.fibs_changes(current, result.placings, length)


def json_text(value: Any) -> str:
    """A state, action or draw as saved: by orjson, about ten times faster than json.dumps on
    every move (the same JSON values; json.loads reads them back)."""
    return orjson.dumps(value).decode()


def _changed(game: GameRow, values: dict[str, Any]) -> GameRow:
    """A copy of the row with `values` (snapshots are shared, so rows are never mutated)."""
    return replace(game, **values)
