"""Database tables. Snowflakes are BigInteger; game state is JSON text with an optimistic
`version`; the action log is append-only (every game can be replayed from it)."""

from __future__ import annotations

import os
from dataclasses import field, make_dataclass
from datetime import UTC, datetime, timedelta
from typing import Any, NamedTuple

from sqlalchemy import BigInteger, Column, Index, LargeBinary, Text, and_, text
from sqlmodel import Field, SQLModel

from bot.ratings import START

LIVE_STATUSES = ("lobby", "active")
ENDED_STATUSES = ("finished", "cancelled", "expired")
# The statuses as SQL literals: a query that names them so (not as bound parameters) can use
# the partial indexes below, whose conditions are written the same way.
# A live game of a place (a channel or a thread); a daily challenge's attempt, played at a
# member's private table (bot/daily/challenges.py), is not one.
LIVE = text("status IN ('lobby', 'active') AND daily_day IS NULL")
ENDED = text("status IN ('finished', 'cancelled', 'expired')")
UNPACKED = text("NOT log_packed")  # (the same SQL on both databases)
DUE = text("due_at IS NOT NULL")
CLAIMED = text("claimed_until IS NOT NULL")
TOLD = text("luck IS NOT NULL AND rating IS NOT NULL")  # a rated result with its story


# End-to-end tests run the bot on a clock of their own, to reach a tournament's deadlines of
# days in seconds: TEST_CLOCK_FILE names a file holding how many seconds it is ahead.
_CLOCK_FILE = os.environ.get("TEST_CLOCK_FILE")
_ahead: list = [None, 0.0]  # the file's modification time when read, and its seconds


def utcnow() -> datetime:
    if _CLOCK_FILE is None:
        return datetime.now(UTC)
    return datetime.now(UTC) + timedelta(seconds=_seconds_ahead())


def _seconds_ahead() -> float:
    try:
        changed = os.stat(_CLOCK_FILE).st_mtime_ns
    except FileNotFoundError:
        return 0.0
    if changed != _ahead[0]:
        with open(_CLOCK_FILE) as file:
            _ahead[:] = [changed, float(file.read() or 0)]
    return _ahead[1]


def snowflake(nullable: bool = False, index: bool = False) -> Column:
    return Column(BigInteger, nullable=nullable, index=index)


class Game(SQLModel, table=True):
    __tablename__ = "games"
    __table_args__ = (
        # One live game per channel, enforced by the database itself.
        Index(
            "one_live_game_per_channel",
            "channel_id",
            unique=True,
            sqlite_where=LIVE,
            postgresql_where=LIVE,
        ),
        # A server's live games (/game mine: his seats are looked up in these, so the read
        # costs the server's live games, not the member's history on every server).
        Index("live_games_of_server", "guild_id", "id", sqlite_where=LIVE, postgresql_where=LIVE),
        # A place's games, newest first (/game record without a number; a thread's archiving).
        Index("games_of_channel", "channel_id", "id"),
        # The housekeeping's round: only the games with something due.
        Index("games_due", "due_at", sqlite_where=DUE, postgresql_where=DUE),
        # Ended games whose log is still rows of `actions`, to be packed (bot/game_logs.py).
        Index(
            "ended_games_to_pack",
            "id",
            sqlite_where=and_(UNPACKED, ENDED),
            postgresql_where=and_(UNPACKED, ENDED),
        ),
    )

    id: int | None = Field(default=None, primary_key=True)
    guild_id: int = Field(sa_column=snowflake())
    channel_id: int = Field(sa_column=snowflake())
    family: str
    game: str
    options: str = Field(default="{}", sa_column=Column(Text, nullable=False))
    status: str = "lobby"
    host_id: int = Field(sa_column=snowflake())
    state: str | None = Field(default=None, sa_column=Column(Text, nullable=True))
    version: int = 0
    message_id: int | None = Field(default=None, sa_column=snowflake(nullable=True))
    turn_timeout_minutes: int = 10
    # Provably fair chance (rules/fairness.py): the secret committed to at creation (revealed
    # when the game ends), the start interaction's id, and how many numbers were drawn so far.
    # No seed: a game from before the scheme, not verifiable.
    server_seed: str | None = None
    client_seed: str | None = None
    chance_counter: int = 0
    turn_started_at: datetime = Field(default_factory=utcnow)
    # The game's latest turn ping (bot/pings.py), the turn it was for (that turn's
    # turn_started_at) and whether it was the half-deadline reminder: persisted, so that a
    # restarted process deletes the right message and reminds nobody twice.
    ping_message_id: int | None = Field(default=None, sa_column=snowflake(nullable=True))
    ping_turn: datetime | None = None
    ping_reminded: bool = False
    # The game runs in a thread the bot opened for it (`where:thread`); the thread is archived
    # an hour after the last game there ends. `thread_archived`: this game's ending has its
    # thread archived no more (done, refused, or a later game there carries it).
    in_thread: bool = Field(default=False, sa_column_kwargs={"server_default": "0"})
    thread_archived: bool = Field(default=False, sa_column_kwargs={"server_default": "0"})
    # When the game's next timed event is due (a ping, a reminder, the turn's deadline, a paced
    # computer's move, a lobby's expiry, its thread's archiving: bot/timetable.py); None when
    # nothing is. The turn (its turn_started_at) whose deadline the board has shown as passed.
    due_at: datetime | None = None
    overdue_turn: datetime | None = None
    # A daily challenge's attempt (bot/daily/challenges.py): the day it belongs to (its
    # chance is the day's, `server_seed` being the day's secret and `client_seed` the challenge);
    # a game of a place.
    daily_day: str | None = None
    # A tournament's game (bot/tournaments/service.py): its result advances the tournament, and a
    # missed turn deadline is played by the computer (three in a row forfeit the game).
    tournament_id: int | None = None
    # An ended game's log and state are packed into one row of `game_logs`.
    log_packed: bool = Field(default=False, sa_column_kwargs={"server_default": "0"})
    created_at: datetime = Field(default_factory=utcnow)
    updated_at: datetime = Field(default_factory=utcnow)


# A game row as the session service hands it around (snapshots, boards, pings): plain values,
# frozen. Snapshots are shared between clicks and cached by the thousand; on an ORM object an
# attribute read costs about 0.8 µs and a changed copy about 150 µs, here 30 ns and 5 µs.
GameRow = make_dataclass(
    "GameRow", [column.name for column in Game.__table__.columns], frozen=True, slots=True
)


def game_row(game: Game | Any) -> GameRow:
    """The plain row of an ORM Game (or of a Core result row of the games table)."""
    return GameRow(**{name: getattr(game, name) for name in GameRow.__dataclass_fields__})


class Seat(SQLModel, table=True):
    __tablename__ = "seats"
    __table_args__ = (
        # A member's seats (`/game away`: his live games on every server, whose seats say so).
        Index("seats_of_member", "user_id", "game_id"),
    )
    game_id: int = Field(foreign_key="games.id", primary_key=True)
    seat: int = Field(primary_key=True)
    user_id: int | None = Field(default=None, sa_column=snowflake(nullable=True))
    computer: bool = False
    name: str
    locale: str = "en"
    # The member's away period (bot/away.py) as his live games know it: when he returns (or
    # returned) and why, as he typed it. His turn's clock waits for his return
    # (`Snapshot.turn_paused_until`): saved with the game, so the timetable reads it.
    away_until: datetime | None = None
    away_reason: str | None = None


# A seat as the service hands it around, plain and frozen like GameRow: boards read the seats
# many times per click. Keyword-only, with the model's defaults.
SeatRow = make_dataclass(
    "SeatRow",
    [
        (name, Any)
        if Seat.model_fields[name].is_required()
        else (name, Any, field(default=Seat.model_fields[name].default))
        for name in (column.name for column in Seat.__table__.columns)
    ],
    frozen=True,
    slots=True,
    kw_only=True,
)


def seat_row(seat: Seat | Any) -> SeatRow:
    """The plain row of an ORM Seat (or of a Core result row of the seats table)."""
    return SeatRow(**{name: getattr(seat, name) for name in SeatRow.__dataclass_fields__})


class ActionRecord(SQLModel, table=True):
    __tablename__ = "actions"

    game_id: int = Field(foreign_key="games.id", primary_key=True)
    seq: int = Field(primary_key=True)
    seat: int | None = None  # None: chance (dice, shuffles) or the service itself
    kind: str = "play"  # play | chance | computer | resign | skip | tutor | take_back
    action: str = Field(sa_column=Column(Text, nullable=False))
    draws: str | None = Field(default=None, sa_column=Column(Text, nullable=True))  # [[m, v]…]
    created_at: datetime = Field(default_factory=utcnow)


class LoggedAction(NamedTuple):
    """An `actions` row as the service hands it around (snapshots, records, reviews): a tuple
    of plain values, next to nothing to build. (The service's cache keeps them as exact tuples,
    which the garbage collector stops walking: a named tuple it walks on every full pass.)"""

    game_id: int
    seq: int
    seat: int | None
    kind: str
    action: str  # JSON
    draws: str | None
    created_at: datetime


ACTION_COLUMNS = [ActionRecord.__table__.c[name] for name in LoggedAction._fields]


class GameLog(SQLModel, table=True):
    """An ended game's action log and final state, packed into one compressed row
    (bot/game_logs.py) in place of its rows of `actions` and its `state`."""

    __tablename__ = "game_logs"

    game_id: int = Field(foreign_key="games.id", primary_key=True)
    packed: bytes = Field(sa_column=Column(LargeBinary, nullable=False))


class ResultRecord(SQLModel, table=True):
    __tablename__ = "results"
    __table_args__ = (
        # A member's results on a server in order (/stats: his rating and PR after each game).
        Index("results_of_member", "guild_id", "user_id", "created_at", "game_id"),
        # A game's results on a server over a span of time (a season's board:
        # bot/seasons/season.py).
        Index("results_of_season", "guild_id", "game", "created_at"),
        # A member's rated results of a game that tell its story, newest last (/stats: his
        # luck over his last games; a season's).
        Index(
            "stories_of_member",
            "guild_id",
            "user_id",
            "game",
            "created_at",
            sqlite_where=TOLD,
            postgresql_where=TOLD,
        ),
    )

    game_id: int = Field(foreign_key="games.id", primary_key=True)
    seat: int = Field(primary_key=True)
    guild_id: int = Field(sa_column=snowflake())
    user_id: int | None = Field(default=None, sa_column=snowflake(nullable=True))
    game: str
    place: int
    score: float
    # The player's rating in this game after it, as shown (bot/ratings.py); None for a
    # computer, a one-seat game or a practice game (a tutor or hints helped: it moves none).
    rating: float | None = None
    # How well the seat played (backgammon: XG's PR, lower is better); None where not judged.
    performance: float | None = None
    # The game's story (rules/story.py), in the family's unit: the seat's luck against the
    # table's, and what its decisions gave up against perfect play (None: none told, or a
    # game without decisions).
    luck: float | None = None
    cost: float | None = None
    practice: bool = Field(default=False, sa_column_kwargs={"server_default": "0"})
    created_at: datetime = Field(default_factory=utcnow)


class Standing(SQLModel, table=True):
    """One leaderboard row: a member's record in one game on one server."""

    __tablename__ = "standings"

    guild_id: int = Field(sa_column=Column(BigInteger, primary_key=True))
    user_id: int = Field(sa_column=Column(BigInteger, primary_key=True))
    game: str = Field(primary_key=True)
    played: int = 0
    wins: int = 0
    points: float = 0
    placing_sum: int = 0
    # The OpenSkill skill (bot/ratings.py) and the rating shown, its conservative estimate.
    mu: float = Field(default=START.mu, sa_column_kwargs={"server_default": repr(START.mu)})
    sigma: float = Field(
        default=START.sigma, sa_column_kwargs={"server_default": repr(START.sigma)}
    )
    rating: float = START.shown
    rated: int = Field(default=0, sa_column_kwargs={"server_default": "0"})  # games of 2+ seats
    best: float | None = None  # the best score of one game
    # The family's own counters, summed over games (JSON: generals, gammons, decision quality…).
    stats: str = Field(default="{}", sa_column=Column(Text, nullable=False, server_default="{}"))


class PingOptOut(SQLModel, table=True):
    """A member who switched turn pings off for himself on a server (`/game notify off`)."""

    __tablename__ = "ping_opt_outs"

    guild_id: int = Field(sa_column=Column(BigInteger, primary_key=True))
    user_id: int = Field(sa_column=Column(BigInteger, primary_key=True))


class ServerSettings(SQLModel, table=True):
    """A server's own defaults (`/game settings`), set by members with Manage Server."""

    __tablename__ = "server_settings"

    guild_id: int = Field(sa_column=Column(BigInteger, primary_key=True))
    # Where `/… play` opens a game when the command does not say: "here" or "thread".
    where: str = Field(default="here", sa_column_kwargs={"server_default": "here"})
    # Where the daily challenge's day is posted each midnight (None: nowhere), and the last day
    # posted there (bot/daily/posts.py: claimed once across processes by setting it).
    daily_channel_id: int | None = Field(default=None, sa_column=snowflake(nullable=True))
    daily_posted: str | None = None
    # How long a season lasts (bot/seasons/season.py: "month" or "quarter"), where its champions are
    # posted when it ends (None: nowhere, and none are crowned), and the last season closed
    # (claimed once across processes by setting it: bot/seasons/posts.py).
    season_length: str = Field(default="month", sa_column_kwargs={"server_default": "month"})
    season_channel_id: int | None = Field(default=None, sa_column=snowflake(nullable=True))
    season_posted: str | None = None


class SeasonChampion(SQLModel, table=True):
    """A season's podium place in a game on a server (bot/seasons/season.py), kept when the season
    closes: the member, his rating over the season's games alone, and when the season ended."""

    __tablename__ = "season_champions"
    __table_args__ = (
        # A member's titles on a server, newest first (/stats).
        Index("season_titles_of_member", "guild_id", "user_id", "ends_at"),
    )

    guild_id: int = Field(sa_column=Column(BigInteger, primary_key=True))
    season: str = Field(primary_key=True)  # "2026-10" (a month) or "2026-Q4" (a quarter)
    game: str = Field(primary_key=True)
    place: int = Field(primary_key=True)  # 1 the champion, 2 and 3
    user_id: int = Field(sa_column=snowflake())
    rating: float
    ends_at: datetime


class DailyDay(SQLModel, table=True):
    """A day of the daily challenge (bot/daily/challenges.py): its secret, drawn by the one
    process that created the row, and its challenges (JSON: {family: {game, options,
    setup}}), worked out from the day and its secret alone (whoever writes them first writes
    the same)."""

    __tablename__ = "daily_days"

    day: str = Field(primary_key=True)  # ISO date, in the challenge's time zone
    secret: str
    challenges: str | None = Field(default=None, sa_column=Column(Text, nullable=True))
    created_at: datetime = Field(default_factory=utcnow)


class DailyAttempt(SQLModel, table=True):
    """A member's attempt at a day's challenge: one per member, challenge and day, whichever
    server he plays it on (the key says so)."""

    __tablename__ = "daily_attempts"
    __table_args__ = (
        # The day's boards: everyone's, and a server's (best first, then earliest finished).
        Index("daily_board", "day", "challenge", "rank_key", "finished_at"),
        Index(
            "daily_board_of_server",
            "day",
            "challenge",
            "guild_id",
            "rank_key",
            "finished_at",
        ),
        # A member's last days (/stats: his last 30 days).
        Index("daily_attempts_of_member", "user_id", "day"),
    )

    day: str = Field(primary_key=True)
    challenge: str = Field(primary_key=True)  # the family
    user_id: int = Field(sa_column=Column(BigInteger, primary_key=True))
    guild_id: int = Field(sa_column=snowflake())
    game_id: int = Field(foreign_key="games.id")
    name: str  # as his server names him (its nickname): its own board's
    global_name: str  # as every server knows him (his global display name): everyone's board
    # Once finished: what the boards rank by (lower first: the score, negated where higher
    # is better), when, and the comparison with perfect play (JSON of rules.daily.Comparison).
    rank_key: float | None = None
    finished_at: datetime | None = None
    comparison: str | None = Field(default=None, sa_column=Column(Text, nullable=True))


class DailyStreak(SQLModel, table=True):
    """A member's days in a row with a finished daily challenge, and his best run."""

    __tablename__ = "daily_streaks"

    user_id: int = Field(sa_column=Column(BigInteger, primary_key=True))
    current: int = 0
    best: int = 0
    last_day: str


class Tournament(SQLModel, table=True):
    """A server's tournament (bot/tournaments/service.py): its settings, where it stands (status
    signup → running → finished, or cancelled; the round being played) and when its next
    timed step is due (its start, the round's time being up, a round to open or close)."""

    __tablename__ = "tournaments"
    __table_args__ = (
        # The tournaments' round (bot/tournaments/rounds.py): only those with a step due.
        Index("tournaments_due", "due_at", sqlite_where=DUE, postgresql_where=DUE),
        # The claims a process finds at its start, left by its last run (bot/tournaments.py).
        Index(
            "tournaments_claimed", "claimed_until", sqlite_where=CLAIMED, postgresql_where=CLAIMED
        ),
        # A server's tournaments, newest first (/tournament list).
        Index("tournaments_of_server", "guild_id", "id"),
    )

    id: int | None = Field(default=None, primary_key=True)
    guild_id: int = Field(sa_column=snowflake())
    channel_id: int = Field(sa_column=snowflake())
    message_id: int | None = Field(default=None, sa_column=snowflake(nullable=True))
    # The current round's line in the channel: its tables, threads and scores.
    round_message_id: int | None = Field(default=None, sa_column=snowflake(nullable=True))
    host_id: int = Field(sa_column=snowflake())
    name: str
    game: str
    format: str
    options: str = Field(default="{}", sa_column=Column(Text, nullable=False))  # the games'
    rounds: int | None = None  # None: the format's default for the field
    seats: int = 2
    final_table: bool = False
    turn_minutes: int
    round_minutes: int | None = None  # None: a round lasts until its games end
    # A round's time waits for its players' absence (/game away) up to this many days, once.
    away_cap_days: int = 3
    round_extended: bool = False
    status: str = "signup"
    round: int = 0
    starts_at: datetime | None = None
    round_ends_at: datetime | None = None
    due_at: datetime | None = None
    # The lease of the step claiming it (its due time moved there): a due time equal to it is
    # a claim, not a step set for then.
    claimed_until: datetime | None = None
    version: int = 0
    created_at: datetime = Field(default_factory=utcnow)
    updated_at: datetime = Field(default_factory=utcnow)


class TournamentEntrant(SQLModel, table=True):
    """An entrant, numbered in sign-up order: a member (his rating when the tournament
    started seeds him) or a computer (no member)."""

    __tablename__ = "tournament_entrants"

    tournament_id: int = Field(foreign_key="tournaments.id", primary_key=True)
    number: int = Field(primary_key=True)
    user_id: int | None = Field(default=None, sa_column=snowflake(nullable=True))
    name: str
    locale: str | None = None
    rating: float = START.shown
    # Withdrawn (/tournament leave or kick once it runs): during which round, and when. He is
    # seated in no later round; his games played stay as they ended.
    withdrew_in: int | None = None
    withdrew_at: datetime | None = None


class TournamentTable(SQLModel, table=True):
    """A table of a round: its entrants (JSON list of numbers; one: a bye), its game once
    opened, and its outcome once played (JSON placings and scores, as the game ended)."""

    __tablename__ = "tournament_tables"
    __table_args__ = (
        # A game's table, when the game ends (in the transaction of its last move).
        Index("tournament_table_of_game", "game_id", unique=True),
    )

    tournament_id: int = Field(foreign_key="tournaments.id", primary_key=True)
    round: int = Field(primary_key=True)
    number: int = Field(primary_key=True)
    entrants: str
    game_id: int | None = Field(default=None, foreign_key="games.id")
    thread_id: int | None = Field(default=None, sa_column=snowflake(nullable=True))
    placings: str | None = None
    scores: str | None = None
    forfeited: str = "[]"
    adjudicated: bool = False


class AwayPeriod(SQLModel, table=True):
    """A member's away period (`/game away`, bot/away.py): from when, until when he said, and
    when it ended if earlier (he came back, or declared another)."""

    __tablename__ = "away_periods"
    __table_args__ = (
        # His periods of the last 30 days (the 14 days in any 30), his current one.
        Index("away_periods_of_member", "user_id", "ends_at"),
    )

    id: int | None = Field(default=None, primary_key=True)
    user_id: int = Field(sa_column=snowflake())
    starts_at: datetime
    ends_at: datetime
    ended_at: datetime | None = None
    reason: str | None = None


class Setting(SQLModel, table=True):
    """Small facts the bot keeps about itself (e.g. the hash of the last synced commands)."""

    __tablename__ = "bot_settings"

    key: str = Field(primary_key=True)
    value: str
