"""A server's tournaments, as the database holds them: the sign-up (join, leave, a computer
entrant, kick, cancel, start), the rounds' tables and the claim of a tournament's next timed
step. Who plays whom and how the field stands are the format's (rules/tournament); what is
shown and posted, and the rounds being played, are bot/tournaments/rounds.py's.

Every change is saved at the version read (a second writer, another process, fails instead of
overwriting) and under the tournament's lock in this process; a round's tables are inserted in
the transaction that moves the tournament to that round, so a round opens once."""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

from sqlalchemy import delete, insert, literal_column, select, update
from sqlalchemy.ext.asyncio import AsyncConnection, AsyncEngine
from sqlalchemy.sql import ColumnElement

from bot import away, table_options
from bot.db import session_factory
from bot.game import GameError, Player
from bot.locks import KeyedLocks
from bot.models import (
    CLAIMED,
    DUE,
    Game,
    Standing,
    Tournament,
    TournamentEntrant,
    TournamentTable,
    utcnow,
)
from bot.ratings import START
from rules import registry
from rules.tournament import FORMATS, Entrant, Format, Outcome, Row, Settings

GAMES = Game.__table__
TOURNAMENTS = Tournament.__table__
ENTRANTS = TournamentEntrant.__table__
TABLES = TournamentTable.__table__
SIGNUP, RUNNING, FINISHED, CANCELLED = "signup", "running", "finished", "cancelled"
DUELS = ("knockout", "swiss", "round_robin")  # a game of two seats each pairing
LEASE = timedelta(minutes=5)  # a claimed tournament is due again after this if left unfinished
SHOWN_IN_LIST = 10
COACHING = ("hints", "coach")  # the options that help a player
COMPUTER_LEVEL = "expert"  # a game's computer level, where it has one


@dataclass(frozen=True)
class TableState:
    round: int
    number: int
    entrants: tuple[int, ...]
    game_id: int | None
    thread_id: int | None
    placings: tuple[int, ...] | None
    scores: tuple[float, ...]
    forfeited: tuple[int, ...]  # seats
    adjudicated: bool

    @property
    def bye(self) -> bool:
        return len(self.entrants) == 1

    @property
    def done(self) -> bool:
        return self.placings is not None

    def outcome(self) -> Outcome:
        return Outcome(
            self.entrants,
            self.placings or (),
            self.scores,
            frozenset(self.entrants[seat] for seat in self.forfeited),
        )


@dataclass(frozen=True)
class TournamentState:
    """A tournament as saved: its row (plain, read-only), entrants and every round's tables."""

    row: Tournament
    entrants: tuple[TournamentEntrant, ...]
    tables: tuple[TableState, ...]

    @property
    def id(self) -> int:
        return self.row.id

    @property
    def format(self) -> Format:
        return FORMATS[self.row.format]

    @property
    def settings(self) -> Settings:
        return Settings(self.row.rounds, self.row.seats, self.row.final_table)

    @property
    def total_rounds(self) -> int:
        return self.format.rounds(len(self.entrants), self.settings)

    def round_tables(self, number: int) -> list[TableState]:
        return [table for table in self.tables if table.round == number]

    def played(self) -> list[list[Outcome]]:
        """The outcomes of every round up to the current one, as far as played (each game as
        it ended: a withdrawal changes none, it counts from the next pairing on)."""
        return [
            [table.outcome() for table in self.round_tables(number) if table.done]
            for number in range(1, self.row.round + 1)
        ]

    def round_done(self) -> bool:
        return all(table.done for table in self.round_tables(self.row.round))

    def seeds(self) -> list[Entrant]:
        return [Entrant(e.number, e.rating, e.withdrew_in) for e in self.entrants]

    def standings(self) -> list[Row]:
        return self.format.standings(self.seeds(), self.played(), self.settings)

    def entrant_of(self, user_id: int) -> TournamentEntrant | None:
        return next((e for e in self.entrants if e.user_id == user_id), None)

    def table_of_game(self, game_id: int) -> TableState | None:
        return next((t for t in self.tables if t.game_id == game_id), None)


def owned_by(shard_count: int, shard_ids: Sequence[int]) -> ColumnElement[bool] | None:
    """The tournaments of this process's servers (as housekeeping.owned_by, for games)."""
    if shard_count == 1:
        return None
    shard = TOURNAMENTS.c.guild_id.op(">>")(literal_column("22")) % shard_count
    return shard.in_(list(shard_ids))


def game_options(game: str, match_to: int | None) -> dict[str, Any]:
    """The options of a tournament's games: played without help (the hints and the coach
    off: rated, no take back), its computers at Expert (a computer entrant, and the computer
    finishing a game when a round's time is up) and, where the game plays matches, to
    `match_to`."""
    names = {spec.name for spec in table_options.specs(registry.get(game))}
    options: dict[str, Any] = {name: "off" for name in COACHING if name in names}
    if "level" in names:
        options["level"] = COMPUTER_LEVEL
    if match_to and "match_to" not in names:
        raise GameError("tournament.option_unused", option="match_to")
    if match_to:
        options["match_to"] = match_to
    return options


def default_rounds(format_name: str) -> int | None:
    """The rounds a host gets without asking (tables: three; the others: the format's own)."""
    return 3 if format_name == "tables" else None


class TournamentService:
    def __init__(self, engine: AsyncEngine) -> None:
        self.engine = engine
        self.sessions = session_factory(engine)
        self.lock = KeyedLocks()

    # ------------------------------------------------------------------ reading
    async def load(self, tournament_id: int) -> TournamentState:
        async with self.sessions() as db:
            row = await db.get(Tournament, tournament_id)
            if row is None:
                raise GameError("tournament.not_found")
            entrants = (
                await db.exec(
                    select(TournamentEntrant)
                    .where(TournamentEntrant.tournament_id == tournament_id)
                    .order_by(TournamentEntrant.number)
                )
            ).scalars()
            tables = (
                await db.exec(
                    select(TournamentTable)
                    .where(TournamentTable.tournament_id == tournament_id)
                    .order_by(TournamentTable.round, TournamentTable.number)
                )
            ).scalars()
            return TournamentState(row, tuple(entrants), tuple(_table(t) for t in tables))

    async def of_server(self, guild_id: int) -> list[Tournament]:
        """The server's latest tournaments, newest first (/tournament list)."""
        query = (
            select(Tournament)
            .where(Tournament.guild_id == guild_id)
            .order_by(Tournament.id.desc())
            .limit(SHOWN_IN_LIST)
        )
        async with self.sessions() as db:
            return list((await db.exec(query)).scalars())

    async def latest(self, guild_id: int) -> TournamentState:
        """The server's tournament a command without a number means: its newest one."""
        rows = await self.of_server(guild_id)
        if not rows:
            raise GameError("tournament.none")
        return await self.load(rows[0].id)

    # ------------------------------------------------------------------ the sign-up
    async def create(
        self,
        guild_id: int,
        channel_id: int,
        host: Player,
        name: str,
        game: str,
        format_name: str,
        options: dict[str, Any],
        *,
        rounds: int | None,
        seats: int | None,
        final_table: bool,
        turn_minutes: int,
        round_minutes: int | None,
        starts_at: datetime | None,
        away_cap_days: int = 3,
    ) -> TournamentState:
        rules = registry.get(game)
        unused = {
            "rounds": rounds and format_name in ("knockout", "round_robin"),  # the field's own
            "seats": seats and format_name in DUELS,
            "final_table": final_table and format_name != "tables",
        }
        for option, given in unused.items():
            if given:
                raise GameError("tournament.option_unused", option=option)
        if format_name in DUELS:
            if not rules.min_players <= 2 <= rules.max_players:
                raise GameError("tournament.needs_tables")
            seats = 2
        else:
            if rules.max_players < 3:  # backgammon: its tournaments are duels
                raise GameError("tournament.two_players")
            seats = seats or min(rules.max_players, 4)
            if seats < 3 or not rules.min_players <= seats <= rules.max_players:
                raise GameError(
                    "tournament.seats_range", low=max(rules.min_players, 3), high=rules.max_players
                )
        row = Tournament(
            guild_id=guild_id,
            channel_id=channel_id,
            host_id=host.id,
            name=name,
            game=game,
            format=format_name,
            options=json.dumps(options),
            rounds=rounds or default_rounds(format_name),
            seats=seats,
            final_table=final_table,
            turn_minutes=turn_minutes,
            round_minutes=round_minutes,
            away_cap_days=away_cap_days,
            starts_at=starts_at,
            due_at=starts_at,
        )
        async with self.sessions() as db:
            db.add(row)
            await db.flush()
            db.add(self._entrant(row, 0, host))
            await db.commit()
        return await self.load(row.id)

    async def set_message(self, tournament_id: int, message_id: int) -> None:
        """The tournament's board (its sign-up, then its bracket or standings)."""
        await self._set(tournament_id, message_id=message_id)

    async def set_round_message(self, tournament_id: int, message_id: int) -> None:
        """The current round's line in the channel."""
        await self._set(tournament_id, round_message_id=message_id)

    async def _set(self, tournament_id: int, **values: int) -> None:
        async with self.engine.begin() as connection:
            await connection.execute(
                update(TOURNAMENTS).where(TOURNAMENTS.c.id == tournament_id).values(**values)
            )

    async def join(self, tournament_id: int, player: Player) -> TournamentState:
        async with self.lock(tournament_id):
            state = await self._signup(tournament_id)
            if state.entrant_of(player.id) is not None:
                raise GameError("tournament.already_in")
            self._check_room(state)
            async with self.sessions() as db:
                db.add(self._entrant(state.row, len(state.entrants), player))
                await self._touch(db, state)
            return await self.load(tournament_id)

    async def add_computer(self, tournament_id: int, by: Player) -> TournamentState:
        async with self.lock(tournament_id):
            state = await self._signup(tournament_id)
            self._check_host(state, by, False)
            self._check_room(state)
            number = len(state.entrants)
            computers = sum(e.user_id is None for e in state.entrants)
            async with self.sessions() as db:
                db.add(
                    TournamentEntrant(
                        tournament_id=tournament_id,
                        number=number,
                        name=f"Computer {computers + 1}",
                        rating=START.shown,
                    )
                )
                await self._touch(db, state)
            return await self.load(tournament_id)

    async def remove(
        self, tournament_id: int, by: Player, user_id: int | None, is_admin: bool
    ) -> TournamentState:
        """A member leaves (`user_id` his own) or is kicked by the host (a computer entrant:
        the last one). Before the start his entry goes (the numbers after it close up);
        once running he withdraws: not paired again, and his game is lost (its caller
        resigns it)."""
        async with self.lock(tournament_id):
            state = await self.load(tournament_id)
            if state.row.status not in (SIGNUP, RUNNING):
                raise GameError("tournament.over")
            if user_id != by.id:
                self._check_host(state, by, is_admin)
            entrant = (
                state.entrant_of(user_id)
                if user_id is not None
                else next((e for e in reversed(state.entrants) if e.user_id is None), None)
            )
            if entrant is None or entrant.withdrew_in is not None:
                raise GameError("tournament.not_in")
            if entrant.user_id == state.row.host_id and state.row.status == SIGNUP:
                raise GameError("tournament.host_stays")
            async with self.sessions() as db:
                if state.row.status == RUNNING:
                    await db.exec(
                        update(ENTRANTS)
                        .where(
                            ENTRANTS.c.tournament_id == tournament_id,
                            ENTRANTS.c.number == entrant.number,
                        )
                        .values(withdrew_in=state.row.round, withdrew_at=utcnow())
                    )
                else:
                    await self._close_up(db, state, entrant.number)
                await self._touch(db, state)
            return await self.load(tournament_id)

    async def cancel(
        self, tournament_id: int, by: Player, is_admin: bool
    ) -> tuple[TournamentState, list[int]]:
        """The host (or a member with Manage Server) cancels it; the games of its round still
        running go on as casual games (no computer plays a missed turn, their ends step no
        tournament): their ids, whose versions moved on, so that a process that has them
        cached reads them afresh."""
        async with self.lock(tournament_id):
            state = await self.load(tournament_id)
            if state.row.status not in (SIGNUP, RUNNING):
                raise GameError("tournament.over")
            self._check_host(state, by, is_admin)
            running = [t.game_id for t in state.tables if t.game_id is not None and not t.done]
            async with self.sessions() as db:
                if running:
                    await db.exec(
                        update(GAMES)
                        .where(GAMES.c.id.in_(running), GAMES.c.status == "active")
                        .values(tournament_id=None, version=GAMES.c.version + 1, due_at=utcnow())
                    )
                await self._touch(db, state, status=CANCELLED, due_at=None)
            return await self.load(tournament_id), running

    async def start(self, tournament_id: int, by: Player | None) -> TournamentState:
        """The host starts it (`by`), or its start time came (None): the field is closed and
        it is due at once (its first round opens). Too small a field at the start time
        cancels it."""
        async with self.lock(tournament_id):
            state = await self._signup(tournament_id)
            if by is not None:
                self._check_host(state, by, False)
            field = len(state.entrants)
            if field < state.format.min_field:
                if by is not None:
                    raise GameError("tournament.too_few", needed=state.format.min_field)
                async with self.sessions() as db:
                    await self._touch(db, state, status=CANCELLED, due_at=None)
                return await self.load(tournament_id)
            ratings = await self._ratings(state)
            async with self.sessions() as db:
                for entrant in state.entrants:
                    if entrant.user_id is not None:
                        await db.exec(
                            update(ENTRANTS)
                            .where(
                                ENTRANTS.c.tournament_id == tournament_id,
                                ENTRANTS.c.number == entrant.number,
                            )
                            .values(rating=ratings.get(entrant.user_id, START.shown))
                        )
                await self._touch(db, state, status=RUNNING, due_at=utcnow())
            return await self.load(tournament_id)

    # ------------------------------------------------------------------ rounds
    async def begin_round(
        self, state: TournamentState, number: int, tables: Sequence[tuple[int, ...]]
    ) -> bool:
        """Round `number` with its tables (a bye's outcome at once: a win), and when its time
        is up; False if another writer moved the tournament meanwhile."""
        now = utcnow()
        minutes = state.row.round_minutes
        ends = now + timedelta(minutes=minutes) if minutes else None
        values = {
            "round": number,
            "round_ends_at": ends,
            "round_extended": False,
            "round_message_id": None,  # its line, posted next
        }
        rows = [
            {
                "tournament_id": state.id,
                "round": number,
                "number": index,
                "entrants": json.dumps(list(seats)),
                "placings": json.dumps([1]) if len(seats) == 1 else None,
                "scores": None,
                "forfeited": "[]",
                "adjudicated": False,
            }
            for index, seats in enumerate(tables)
        ]
        async with self.engine.begin() as connection:
            if not await self._versioned(connection, state, values):
                return False
            if rows:
                await connection.execute(insert(TABLES), rows)
        return True

    async def away_extension(self, state: TournamentState) -> timedelta:
        """How much longer the round's time waits, once: the longest absence (/game away) of a
        player of its games still running, during the round, up to the host's cap."""
        row = state.row
        if row.round_extended or not row.away_cap_days or not row.round_minutes:
            return timedelta(0)
        members = [
            state.entrants[number].user_id
            for table in state.round_tables(row.round)
            if not table.done
            for number in table.entrants
            if state.entrants[number].user_id is not None
        ]
        start = row.round_ends_at - timedelta(minutes=row.round_minutes)
        async with self.engine.connect() as connection:
            absent = await away.absence_between(connection, members, start, row.round_ends_at)
        return min(max(absent.values(), default=timedelta(0)), timedelta(days=row.away_cap_days))

    async def extend_round(self, state: TournamentState, by: timedelta) -> bool:
        """The round's time, extended (once) by `by`."""
        values = {"round_ends_at": state.row.round_ends_at + by, "round_extended": True}
        async with self.engine.begin() as connection:
            return await self._versioned(connection, state, values)

    async def finish(self, state: TournamentState) -> bool:
        async with self.engine.begin() as connection:
            return await self._versioned(
                connection, state, {"status": FINISHED, "round_ends_at": None}
            )

    async def attach_thread(
        self, state: TournamentState, table: TableState, thread_id: int
    ) -> None:
        """A table's thread, before it is opened: the id of its line in the channel, which
        the thread started from that line takes (its game is then opened there)."""
        async with self.engine.begin() as connection:
            await connection.execute(_table_row(state, table).values(thread_id=thread_id))

    @staticmethod
    async def attach_game(
        connection: AsyncConnection, state: TournamentState, table: TableState, game_id: int
    ) -> None:
        """A table's game, in the transaction that creates it."""
        await connection.execute(_table_row(state, table).values(game_id=game_id))

    async def games_without_board(self, state: TournamentState) -> set[int]:
        """The current round's games whose board was not posted (a step cut off between)."""
        games = [t.game_id for t in state.round_tables(state.row.round) if t.game_id is not None]
        if not games:
            return set()
        query = select(GAMES.c.id).where(GAMES.c.id.in_(games), GAMES.c.message_id.is_(None))
        async with self.engine.connect() as connection:
            return set((await connection.execute(query)).scalars())

    # ------------------------------------------------------------------ timed steps
    async def claim_due(
        self, now: datetime, owned: ColumnElement[bool] | None, limit: int = 20
    ) -> list[int]:
        """The tournaments due by `now` (of this process's servers), claimed: their due time
        moved a lease ahead, so that exactly one process steps each."""
        due = select(TOURNAMENTS.c.id).where(DUE, TOURNAMENTS.c.due_at <= now)
        if owned is not None:
            due = due.where(owned)
        due = due.order_by(TOURNAMENTS.c.due_at).limit(limit)
        async with self.engine.begin() as connection:
            if connection.dialect.name == "postgresql":
                due = due.with_for_update(skip_locked=True)
            claim = (
                update(TOURNAMENTS)
                .where(TOURNAMENTS.c.id.in_(due))
                .values(due_at=now + LEASE, claimed_until=now + LEASE)
                .returning(TOURNAMENTS.c.id)
            )
            return list((await connection.execute(claim)).scalars())

    async def claim(self, tournament_id: int, now: datetime) -> datetime | None:
        """This tournament, if it is due (a game of it just ended): its lease, else None."""
        lease = now + LEASE
        claim = (
            update(TOURNAMENTS)
            .where(TOURNAMENTS.c.id == tournament_id, DUE, TOURNAMENTS.c.due_at <= now)
            .values(due_at=lease, claimed_until=lease)
            .returning(TOURNAMENTS.c.id)
        )
        async with self.engine.begin() as connection:
            return lease if (await connection.execute(claim)).first() else None

    async def release(self, tournament_id: int, lease: datetime, due: datetime | None) -> None:
        """The step is done: next due at `due` — unless something made it due meanwhile (a
        game ended during the step: it is due now, and stays so)."""
        async with self.engine.begin() as connection:
            await connection.execute(
                update(TOURNAMENTS)
                .where(TOURNAMENTS.c.id == tournament_id, TOURNAMENTS.c.due_at == lease)
                .values(due_at=due, claimed_until=None)
            )

    async def take_over(self, now: datetime, owned: ColumnElement[bool] | None) -> int:
        """At a process's start: the claims on its servers' tournaments, due now. A server's
        tournaments are claimed by the process of its shard alone, so a claim found at its
        start is its last run's, cut off mid-step: not waited out to the end of its lease.
        How many."""
        stale = (
            update(TOURNAMENTS)
            .where(CLAIMED, TOURNAMENTS.c.due_at == TOURNAMENTS.c.claimed_until)
            .values(due_at=now, claimed_until=None)
        )
        if owned is not None:
            stale = stale.where(owned)
        async with self.engine.begin() as connection:
            return (await connection.execute(stale)).rowcount

    # ------------------------------------------------------------------ helpers
    async def _signup(self, tournament_id: int) -> TournamentState:
        state = await self.load(tournament_id)
        if state.row.status != SIGNUP:
            raise GameError("tournament.started")
        return state

    @staticmethod
    def _check_host(state: TournamentState, by: Player, is_admin: bool) -> None:
        if by.id != state.row.host_id and not is_admin:
            raise GameError("tournament.host_only")

    @staticmethod
    def _check_room(state: TournamentState) -> None:
        if len(state.entrants) >= state.format.max_field:
            raise GameError("tournament.full", most=state.format.max_field)

    @staticmethod
    def _entrant(row: Tournament, number: int, player: Player) -> TournamentEntrant:
        return TournamentEntrant(
            tournament_id=row.id,
            number=number,
            user_id=player.id,
            name=player.name,
            locale=player.locale,
        )

    async def _ratings(self, state: TournamentState) -> dict[int, float]:
        """The members' ratings in the game on this server, which seed them."""
        members = [e.user_id for e in state.entrants if e.user_id is not None]
        query = select(Standing.user_id, Standing.rating).where(
            Standing.guild_id == state.row.guild_id,
            Standing.game == state.row.game,
            Standing.user_id.in_(members),
        )
        async with self.sessions() as db:
            return {user: rating for user, rating in (await db.exec(query)).all()}

    async def _close_up(self, db, state: TournamentState, number: int) -> None:
        """An entry gone before the start: the numbers after it close up (sign-up order)."""
        await db.exec(
            delete(ENTRANTS).where(
                ENTRANTS.c.tournament_id == state.id, ENTRANTS.c.number == number
            )
        )
        for entrant in state.entrants[number + 1 :]:
            await db.exec(
                update(ENTRANTS)
                .where(
                    ENTRANTS.c.tournament_id == state.id,
                    ENTRANTS.c.number == entrant.number,
                )
                .values(number=entrant.number - 1)
            )

    async def _touch(self, db, state: TournamentState, **values: Any) -> None:
        """Save the change made in `db` at the version read, or refuse it (stale)."""
        connection = await db.connection()
        if not await self._versioned(connection, state, values):
            await db.rollback()
            raise GameError("board.stale")
        await db.commit()

    @staticmethod
    async def _versioned(connection, state: TournamentState, values: dict[str, Any]) -> bool:
        saved = await connection.execute(
            update(TOURNAMENTS)
            .where(TOURNAMENTS.c.id == state.id, TOURNAMENTS.c.version == state.row.version)
            .values(**values, version=state.row.version + 1, updated_at=utcnow())
        )
        return saved.rowcount == 1


def _table_row(state: TournamentState, table: TableState):
    """An UPDATE of the table's row."""
    return update(TABLES).where(
        TABLES.c.tournament_id == state.id,
        TABLES.c.round == table.round,
        TABLES.c.number == table.number,
    )


def _table(row: TournamentTable) -> TableState:
    return TableState(
        round=row.round,
        number=row.number,
        entrants=tuple(json.loads(row.entrants)),
        game_id=row.game_id,
        thread_id=row.thread_id,
        placings=None if row.placings is None else tuple(json.loads(row.placings)),
        scores=tuple(json.loads(row.scores or "[]")),
        forfeited=tuple(json.loads(row.forfeited)),
        adjudicated=row.adjudicated,
    )
