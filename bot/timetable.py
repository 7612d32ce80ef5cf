"""When a game's next timed event is due. Every game says so in one indexed column (`due_at`),
worked out here from the game as saved whenever it is saved, so that the housekeeping's round
reads only the games that have something due (bot/housekeeping.py), whatever the number of
live games, and the first round after a restart is like any other.

The events, and what is done when one is due:
- EXPIRE: a lobby nobody started in time closes;
- PACE: a paced computer seat's turn that nobody is playing (its process restarted) is played;
- PING: the turn's ping (its player has not decided within PING_AFTER_SECONDS) or, at half the
  deadline, its reminder (bot/pings.py);
- DEADLINE: the turn's deadline has passed while someone waits: the board is redrawn, offering
  to play for the absent player (in a tournament's game the computer plays his turn at once);
- RETURN: the player to move was away (/game away, bot/away.py) and his return is due: his
  turn starts afresh then (its ping, reminder and deadline counted from his return). While he
  is away, his turn has no ping, reminder or deadline: RETURN takes their place;
- ARCHIVE: the thread of a game that ended there an hour ago is archived;
- DAY_END: a daily challenge's attempt still unfinished when its day ends is closed (the day's
  secret is revealed then: its dice would be known).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import datetime, timedelta

from bot import table_options
from bot.game import Snapshot
from bot.occasion import COMPUTER, OFFER

EXPIRE, PACE, PING, DEADLINE, ARCHIVE = "expire", "pace", "ping", "deadline", "archive"
DAY_END, RETURN = "day_end", "return"
TURN, REMINDER = "turn", "reminder"  # the two pings of a turn
ARCHIVE_AFTER = timedelta(hours=1)  # a thread, after the last game in it ended


@dataclass(frozen=True)
class Timing:
    """The bot's settings the events' times come from."""

    lobby_timeout: timedelta = timedelta(minutes=30)
    ping_after: timedelta = timedelta(0)
    pace: timedelta = timedelta(0)  # a paced computer seat's time per decision (0: not paced)


class Timetable:
    def __init__(self, timing: Timing = Timing()) -> None:
        self.timing = timing

    def events(self, snap: Snapshot, paced: bool) -> dict[str, datetime]:
        """The game's timed events still to come (or past due, not yet done), with their
        times. `paced`: its family's computer seats play at a human pace."""
        game = snap.game
        ends = self.moves_end(snap)
        if ends is not None:
            return {DAY_END: ends} if game.status == "active" else {}
        if game.status == "lobby":
            return {EXPIRE: game.updated_at + self.timing.lobby_timeout}
        if game.status != "active":
            ended = game.in_thread and not game.thread_archived
            return {ARCHIVE: game.updated_at + ARCHIVE_AFTER} if ended else {}
        events = {}
        if paced and self.timing.pace and snap.computer_to_move:
            # A live pacing task would have moved by then.
            events[PACE] = game.updated_at + 2 * self.timing.pace
        returns = snap.turn_paused_until
        if returns is not None:  # the player to move is away: nothing of his turn runs
            return {**events, RETURN: returns}
        ping = self._ping(snap)
        if ping is not None:
            events[PING] = ping
        missed = snap.occasion.missed_turn
        if missed == COMPUTER:  # the computer plays a missed turn (someone waits)
            if snap.to_move is not None and not snap.computer_to_move:
                events[DEADLINE] = snap.deadline()
        elif missed == OFFER and others_wait(snap) and game.overdue_turn != game.turn_started_at:
            events[DEADLINE] = snap.deadline()
        return events

    def moves_end(self, snap: Snapshot) -> datetime | None:
        """When the game stops taking moves, whatever its players do (its occasion says: a
        daily attempt's at its day's end, when its secret is revealed); None: a game that ends
        by its moves alone."""
        return snap.occasion.moves_end(snap.game)

    def due_at(self, snap: Snapshot, paced: bool) -> datetime | None:
        """When the game's next event is due (None: it has none)."""
        return min(self.events(snap, paced).values(), default=None)

    def due_now(self, snap: Snapshot, paced: bool, now: datetime) -> list[str]:
        """The events due by `now`."""
        return [event for event, at in self.events(snap, paced).items() if at <= now]

    def ping_due(self, snap: Snapshot, now: datetime) -> str | None:
        """What this moment of the game's turn calls for: its ping (the turn, PING_AFTER_SECONDS
        old, has not been pinged yet), its reminder (half the deadline is gone and nobody was
        reminded yet) or nothing."""
        game = snap.game
        if game.status != "active":
            return None
        this_turn = game.ping_turn == game.turn_started_at
        if now >= half_deadline(snap):
            return None if this_turn and game.ping_reminded else REMINDER
        return None if this_turn or now < snap.turn_clock() + self.timing.ping_after else TURN

    def _ping(self, snap: Snapshot) -> datetime | None:
        """When the turn's ping or reminder is due, for a person who is to get one."""
        game = snap.game
        this_turn = game.ping_turn == game.turn_started_at
        times = []
        if not this_turn and recipient(snap, TURN) is not None:
            times.append(game.turn_started_at + self.timing.ping_after)
        if not (this_turn and game.ping_reminded) and recipient(snap, REMINDER) is not None:
            times.append(half_deadline(snap))
        return min(times, default=None)


def others_wait(snap: Snapshot) -> bool:
    """Whether more than one person plays: only then does a turn have a deadline that matters
    (someone waits, and may let the computer play for the absent one)."""
    return sum(not seat.computer for seat in snap.seats) > 1


def pings_on(snap: Snapshot) -> bool:
    """The game's `ping` option is on and more than one person plays (alone, nobody waits)."""
    return others_wait(snap) and table_options.value(json.loads(snap.game.options), "ping")


def last_mover(snap: Snapshot) -> int | None:
    """The seat of the person who decided last (the host, who started the game, before anyone
    has played)."""
    for entry in reversed(snap.recent):
        if entry.kind == "play":
            return entry.seat
    return snap.seat_of(snap.game.host_id)


def half_deadline(snap: Snapshot) -> datetime:
    return snap.turn_clock() + timedelta(minutes=snap.game.turn_timeout_minutes / 2)


def recipient(snap: Snapshot, kind: str | None) -> int | None:
    """The seat a ping of `kind` is for: the person to move, if the game pings, and (for the
    turn's ping) not the one who moved last: nobody is told it is his turn again; nor one who
    is away (his turn is pinged when it starts afresh on his return)."""
    seat = snap.to_move
    if kind is None or seat is None or snap.seats[seat].computer or not pings_on(snap):
        return None
    if snap.turn_paused_until is not None:
        return None
    return None if kind == TURN and seat == last_mover(snap) else seat
