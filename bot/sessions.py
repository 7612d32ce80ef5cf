"""The game-session service: the only path that changes a game.

Every change (lobby, moves, chance, computer seats, resign, skip, cancel) runs under the game's
lock, is applied through rules/, and is saved with its action-log rows in one transaction whose
UPDATE only succeeds if the stored `version` is the one read — a second writer (another process,
a racing click) fails instead of overwriting. The board is drawn only from what was saved.
"""

from __future__ import annotations

import json
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass, replace
from datetime import datetime
from functools import partial
from typing import Any

import orjson
from sqlalchemy import select as core_select
from sqlalchemy import update
from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncConnection, AsyncEngine

from bot import away, missed_turns, standings, table_options
from bot.computers import ComputerPlayers
from bot.db import session_factory
from bot.families import Families
from bot.game import GameError, Place, Player, Snapshot
from bot.game_cache import GameCache, changed
from bot.game_reads import RECENT_ACTIONS, GameReads
from bot.group_commit import GroupCommitter, StaleVersion, Write
from bot.lobbies import Lobbies
from bot.locks import KeyedLocks
from bot.models import (
    ENDED,
    LIVE,
    LIVE_STATUSES,
    ActionRecord,
    Game,
    LoggedAction,
    Seat,
    game_row,
    seat_row,
    utcnow,
)
from bot.occasion import COMPUTER, Ending, Finish, Occasions
from bot.timetable import DAY_END, EXPIRE, Timetable
from rules import fairness, registry
from rules.base import TAKE_BACK, Action, ChanceSource, GameRules, IllegalAction, Result
from rules.daily import resolve as resolve_keyed

MAX_COMPUTER_DECISIONS = 10_000  # per call; a safety net against a rules bug looping forever
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


class GameService(GameReads, Lobbies):
    """The session service: its reads (bot/game_reads.py), a lobby's changes
    (bot/lobbies.py), and here a game's creation, its moves and every other change."""

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
        occasions: Occasions | None = None,
    ):
        """`chance` serves computer players' own choices, and the throws and shuffles of games
        that are not `fair`: with `fair`, every new game's chance comes from its committed seed
        (rules/fairness.py); without (tests), from `chance`. `families` say which games are
        practice, what their tutor says and whose computer seats are paced; `computers` decide
        for computer seats (by default every family's computer in this process). `timetable`
        says when each game's next timed event is due (saved with it); with its `pace`, the
        computer seats of a paced family wait for `computer_turn` (played at a human pace, one
        decision at a time) instead of moving within the move that gave them the turn.
        `occasions`: the kinds of game besides the casual one (bot/occasion.py), each saved
        game being of the first that claims it."""
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
        self.occasions = occasions or Occasions()

    async def close(self) -> None:
        """Once no change is under way (the bot drained its interactions)."""
        await self.committer.close()

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
        resolved = self.check_options(game_id, options or {})
        existing = await self.live_game(place.channel_id)
        if existing is not None:
            raise GameError(
                "game.channel_busy", game=existing.game.game, link=existing.board_link()
            )
        minutes = turn_timeout_minutes or self.turn_timeout_minutes
        return await self.open_game(place, game_id, [host], resolved, host.id, minutes)

    async def open_game(
        self,
        place: Place,
        game_id: str,
        players: Sequence[Player | str],
        options: dict[str, Any],
        host_id: int,
        turn_timeout_minutes: int | None = None,
        columns: dict[str, Any] | None = None,
        created: Callable[[AsyncConnection, int], Awaitable[None]] | None = None,
    ) -> Snapshot:
        """The one path that creates a game, as a lobby in its place (`begin` starts it): its
        row and its seats in order (a name: a computer's seat, "Computer 5"); `columns`, what
        its occasion saves on the row (a tournament's number; a daily attempt's day and
        chance); `created`, what its occasion saves beside it in the same transaction, given
        its id. A member away when it opens is marked so from the start. Refused if the place
        has a live game already (another create won the race)."""
        rules = registry.get(game_id)
        seeded = {"server_seed": fairness.new_server_seed() if self.fair else None}
        game = Game(
            guild_id=place.guild_id,
            channel_id=place.channel_id,
            family=rules.family,
            game=rules.id,
            options=json.dumps(options),
            host_id=host_id,
            turn_timeout_minutes=turn_timeout_minutes or self.turn_timeout_minutes,
            in_thread=place.thread,
            **{**seeded, **(columns or {})},
        )
        async with self.sessions() as db:
            db.add(game)
            try:
                await db.flush()
            except IntegrityError:
                raise GameError("game.channel_busy", game=rules.id) from None
            seats = [
                Seat(game_id=game.id, seat=number, computer=True, name=player)
                if isinstance(player, str)
                else Seat(
                    game_id=game.id,
                    seat=number,
                    user_id=player.id,
                    name=player.name,
                    locale=player.locale,
                )
                for number, player in enumerate(players)
            ]
            connection = await db.connection()
            members = [seat.user_id for seat in seats if seat.user_id is not None]
            absent = await away.current(connection, members, utcnow())
            for seat in seats:
                seat.away_until, seat.away_reason = absent.get(seat.user_id, (None, None))
            db.add_all(seats)
            if created is not None:
                await created(connection, game.id)
            row = game_row(game)
            occasion = self.occasions.of(row)
            snap = Snapshot(row, [seat_row(s) for s in seats], rules, None, occasion=occasion)
            game.due_at = self._due(snap)
            await db.commit()
        made = replace(snap, game=changed(snap.game, {"due_at": game.due_at}))
        return self._remember(await occasion.loaded(made))

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

    async def begin(self, game_id: int, client_seed: str) -> Snapshot:
        """Start a lobby its occasion opened (a tournament's table, a daily attempt) at once,
        its chance seeded by `client_seed`; a game begun already is left as it is."""
        async with self._lock(game_id):
            snap = await self.load(game_id)
            return await self._begin(snap, client_seed) if snap.game.status == "lobby" else snap

    async def _begin(self, snap: Snapshot, client_seed: str) -> Snapshot:
        """The lobby `snap` started: the rules' first state for its seats, its first chance
        drawn (from its committed seed and `client_seed`), computer seats moved."""
        try:  # e.g. a seat count the game is not played with (block: 2 or 4)
            options = table_options.saved_for_rules(snap.game.options)
            state = snap.rules.new_game(options, len(snap.seats))
        except IllegalAction as error:
            raise GameError(error.key, error.reason, **error.params) from None
        game = changed(snap.game, {"status": "active", "client_seed": client_seed})
        return await self._advance(replace(snap, game=game), state, [])

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
            chance = self._chance_of(snap)
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
        """A turn deadline has passed in a game whose occasion has the computer play a missed
        turn (a tournament's): the computer plays the absent
        player's turn, nobody having to ask; his FORFEIT_AFTER-th missed turn in a row forfeits
        the game instead. None: nothing is overdue (played meanwhile)."""
        async with self._lock(game_id):
            snap = await self.load(game_id)
            absent = snap.to_move
            if (
                snap.game.status != "active"
                or snap.occasion.missed_turn != COMPUTER
                or absent is None
                or snap.seats[absent].computer
                or utcnow() < snap.deadline()
            ):
                return None
            missed = missed_turns.missed_turns(await self.history(game_id), absent)
            if missed + 1 >= missed_turns.FORFEIT_AFTER:
                state = snap.rules.resign(snap.state, absent)
                forfeit = _Step(absent, "resign", missed_turns.FORFEIT)
                return await self._advance(snap, state, [forfeit])
            return await self._play_for(snap, {absent}, missed_turns.MISSED)

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
        rules, steps, chance = snap.rules, [], self._chance_of(snap)
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
            if snap.occasion.cancel_refusal is not None:
                raise GameError(snap.occasion.cancel_refusal)
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
            raise GameError(snap.occasion.stopped, at=str(int(ends.timestamp())))

    async def _active(self, game_id: int, version: int | None) -> Snapshot:
        snap = await self.load(game_id, at_least=version or 0)
        self._check_open(snap)
        if version is not None and version != snap.game.version:
            raise GameError("board.stale")
        return snap

    # ------------------------------------------------------------------ internals
    def _chance_of(self, snap: Snapshot) -> ChanceSource:
        """The game's chance as its occasion draws it (its fair sequence from where it
        stopped, a daily attempt's by key), or (a game without seeds) the service's source."""
        game = snap.game
        if game.server_seed is None or game.client_seed is None:
            return self.chance
        return snap.occasion.chance(game)

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
        chance = chance or self._chance_of(snap)
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
        entries = [(step.seat, step.kind, step.action) for step in steps]

        async def usual() -> Finish:  # the result and the players' standings
            result = await self._final_result(ending)
            ratings: dict = {}  # the ratings it moves, filled by its commit (for the end board)
            return Finish(partial(standings.record, snap, result, ratings), result, None, ratings)

        ending = Ending(snap, state, earlier, entries, usual)
        finish = await snap.occasion.finish(ending)
        saved = await self._commit(snap, values, steps, state, finish.end, earlier, finish.judged)
        return self._remember(replace(saved, ratings=finish.ratings))

    async def _final_result(self, ending: Ending) -> Result:
        """The result, each seat's stats completed with what only the whole log tells (decision
        quality, error rates), worked out by the computer players (off the event loop)."""
        snap, state, log = ending.snap, ending.state, ending.log
        rules = snap.rules
        result = rules.result(state)
        options = table_options.saved_for_rules(snap.game.options)
        judged = await self.computers.log_stats(snap.game.id, rules, options, len(snap.seats), log)
        given = result.detail.get("stats") or [{} for _ in snap.seats]
        stats = [
            {name: mine.get(name, 0) + theirs.get(name, 0) for name in {*mine, *theirs}}
            for mine, theirs in zip(given, judged, strict=True)
        ]
        detail = {**result.detail, "stats": stats}
        if self.families.practice(replace(snap, state=state)):  # (a lobby begun has none)
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
        game = changed(snap.game, values)
        facts = snap.facts if judged is None else judged
        saved = replace(snap, game=game, state=state, recent=recent, history=history, facts=facts)
        saved = self._with_due(saved, values)
        rows = [record._asdict() for record in records]
        write = Write(snap.game.id, snap.game.version, values, rows, end)
        try:
            await self.committer.write(write)
        except StaleVersion:
            self.forget(snap.game.id)  # someone else saved it: read it afresh next time
            raise GameError("board.stale") from None
        return self._remember(saved)

    def _due(self, snap: Snapshot) -> datetime | None:
        return self.timetable.due_at(snap, self.paced(snap.game.family))

    def _with_due(self, snap: Snapshot, values: dict[str, Any]) -> Snapshot:
        """The snapshot about to be saved, with when its next timed event is due (added to
        the `values` saved)."""
        values["due_at"] = self._due(snap)
        return replace(snap, game=changed(snap.game, {"due_at": values["due_at"]}))


def json_text(value: Any) -> str:
    """A state, action or draw as saved: by orjson, about ten times faster than json.dumps on
    every move (the same JSON values; json.loads reads them back)."""
    return orjson.dumps(value).decode()
