"""The session service's cache of saved games (bot/sessions.py): the latest snapshot of the
games used lately, so that most clicks need no read at all. Snapshots are shared and never
changed, only replaced."""

from __future__ import annotations

from collections import OrderedDict
from dataclasses import dataclass, replace
from typing import Any

from bot.game import Snapshot
from bot.models import GameRow, LoggedAction, SeatRow
from bot.occasion import Occasion
from rules.base import GameRules

HOT_GAMES = 256
CACHED_GAMES = 5_000


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
    facts: Any
    occasion: Occasion

    @classmethod
    def of(cls, snap: Snapshot) -> _Kept:
        history = None if snap.history is None else tuple(map(tuple, snap.history))
        recent = tuple(map(tuple, snap.recent))
        return cls(
            snap.game,
            snap.seats,
            snap.rules,
            snap.state,
            recent,
            history,
            snap.facts,
            snap.occasion,
        )

    def snapshot(self) -> Snapshot:
        history = None if self.history is None else list(map(LoggedAction._make, self.history))
        recent = list(map(LoggedAction._make, self.recent))
        return Snapshot(
            self.game,
            self.seats,
            self.rules,
            self.state,
            recent,
            history,
            facts=self.facts,
            occasion=self.occasion,
        )


class GameCache:
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
                tier[game_id] = replace(entry, game=changed(entry.game, values))

    def in_channel(self, channel_id: int) -> list[int]:
        """The cached games of the channel."""
        tiers = (*self._hot.values(), *self._kept.values())
        return [entry.game.id for entry in tiers if entry.game.channel_id == channel_id]


def changed(game: GameRow, values: dict[str, Any]) -> GameRow:
    """A copy of the row with `values` (snapshots are shared, so rows are never mutated)."""
    return replace(game, **values)
