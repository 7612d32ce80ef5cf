"""The words every part of the bot shares about a game: a refusal (`GameError`), a person at
the table (`Player`), where a game is played (`Place`) and a game as saved (`Snapshot`). Drawing
code, commands and housekeeping speak of games in these terms; only the session service
(bot/sessions.py) changes them."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Any

from bot import texts
from bot.i18n import t
from bot.models import GameRow, LoggedAction, SeatRow
from bot.occasion import CASUAL, Occasion
from bot.ratings import Change
from rules.base import GameRules

DISCORD = "https://discord.com/channels"
PRIVATE = 0  # the channel of a member's private table: none


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
class Place:
    """Where a game is played: a channel of a server, or a thread the bot opened there for it
    (`thread`). Its board, its turn pings and its next game (Play again) are posted in it, and
    one game at a time is live there. Or a member's private table (`private`: a daily
    challenge's attempt), which is no channel (saved as channel 0): its board is his own
    message, which only the answers to his clicks edit."""

    guild_id: int
    channel_id: int
    thread: bool = False
    private: bool = False

    @classmethod
    def of(cls, game: GameRow) -> Place:
        return cls(game.guild_id, game.channel_id, game.in_thread, game.channel_id == PRIVATE)

    @property
    def mention(self) -> str:
        return f"<#{self.channel_id}>"

    def link(self, message_id: int | None = None) -> str:
        """A link to one of the place's messages (to the place itself, without one)."""
        link = f"{DISCORD}/{self.guild_id}/{self.channel_id}"
        return link if message_id is None else f"{link}/{message_id}"


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
    # What its occasion knows of it beyond the row (bot/occasion.py): a tournament table's
    # tournament and round, read when it is loaded; a finished daily attempt beside perfect
    # play on its chance (rules.daily.Comparison), judged by its end.
    facts: Any = None
    # The game's end as its commit saved it: each rated seat's rating before and after (empty
    # when it rated nobody; None when the snapshot was read back later).
    ratings: dict[int, Change] | None = None
    # What kind of game it is (bot/occasion.py), named once when it was loaded.
    occasion: Occasion = CASUAL

    @property
    def place(self) -> Place:
        return Place.of(self.game)

    def board_link(self) -> str:
        """A link to the game's board message (to its place while it has none)."""
        return self.place.link(self.game.message_id)

    def player_name(self, seat: int, lang: str) -> str:
        """A seat's name in a message: the member's name shown literally (markdown and mentions
        escaped), or "🤖 Computer 2" in `lang`."""
        row = self.seats[seat]
        return self.plain_name(seat, lang) if row.computer else texts.literal(row.name)

    def plain_name(self, seat: int, lang: str) -> str:
        """A seat's name as typed, for pictures (where markdown means nothing)."""
        row = self.seats[seat]
        if not row.computer:
            return row.name
        named = self.rules.computer_name(json.loads(self.game.options))  # a family's own
        if named is not None:
            key, params = named
            return t(lang, key, **params)
        # Its number, as it was seated ("Computer 5": a tournament's fifth computer entrant).
        number = row.name.rsplit(" ", 1)[-1]
        if not number.isdigit():
            number = sum(s.computer for s in self.seats[: seat + 1])
        return t(lang, "seat.computer", number=int(number))

    def seat_of(self, user_id: int) -> int | None:
        return next((s.seat for s in self.seats if s.user_id == user_id), None)

    @property
    def to_move(self) -> int | None:
        if self.state is None or self.game.status != "active":
            return None
        return self.rules.to_move(self.state)

    @property
    def turn_paused_until(self) -> datetime | None:
        """When the player to move returns, if he is away for this turn (his away period,
        bot/away.py, ends after the turn began): his turn's clock waits for then, and starts
        afresh (the timetable's RETURN moves `turn_started_at` to his return)."""
        seat = self.to_move
        until = None if seat is None else self.seats[seat].away_until
        return until if until is not None and until > self.game.turn_started_at else None

    def turn_clock(self) -> datetime:
        """When the turn's time started counting: its start, or its player's return."""
        return self.turn_paused_until or self.game.turn_started_at

    def deadline(self) -> datetime:
        return self.turn_clock() + timedelta(minutes=self.game.turn_timeout_minutes)

    def away_until(self, seat: int, now: datetime) -> datetime | None:
        """When the seat's player returns, if he is away at `now`."""
        until = self.seats[seat].away_until
        return until if until is not None and until > now else None

    @property
    def computer_to_move(self) -> bool:
        seat = self.to_move
        return seat is not None and self.seats[seat].computer
