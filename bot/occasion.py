"""What kind of game a game is — its occasion: a casual table (this module's `Occasion`), a
daily challenge's attempt (bot/daily/occasion.py), a tournament's table
(bot/tournaments/occasion.py). Declared once, as a family is: each occasion answers what the
core asks of a game of its kind — how its chance is drawn, its turn clock and what a missed
turn does, what its end does and what its end board, record and verification say. A game names
its occasion once, when it is loaded (`Occasions.of`, into `Snapshot.occasion`); the core asks
the occasion, never a column of another feature.

Adding an occasion: docs/ARCHITECTURE.md, "Occasions and wings"."""

from __future__ import annotations

import json
from collections.abc import Awaitable, Callable, Iterable
from dataclasses import dataclass
from datetime import datetime
from functools import cached_property
from typing import TYPE_CHECKING, Any

from sqlalchemy.ext.asyncio import AsyncConnection

from bot.models import LIVE_STATUSES, GameRow, LoggedAction
from rules import fairness
from rules.base import Action, ChanceSource, Result

if TYPE_CHECKING:
    from bot.board import Board, BoardParts
    from bot.game import Snapshot
    from bot.layout import Layout

# A decision or draw of the game's log: (seat, kind, action).
Entry = tuple[int | None, str, Action]
End = Callable[[AsyncConnection], Awaitable[None]]

# What a person's missed turn (his deadline passed while others wait) leads to.
OFFER = "offer"  # the board offers the others to let the computer play it (skip)
COMPUTER = "computer"  # the computer plays it at once, nobody having to ask
NOTHING = "nothing"  # nothing: nobody waits for him


@dataclass(frozen=True)
class Ending:
    """A game's last change, as its occasion sees it: the game before it, its final state,
    its log before the change (`earlier`) and the change's own entries (`steps`)."""

    snap: Snapshot
    state: Any
    earlier: list[LoggedAction]
    steps: list[Entry]
    # The service's usual end: the result (each seat's stats completed from the whole log)
    # and the players' standings saved with it.
    standings: Callable[[], Awaitable[Finish]]

    @cached_property
    def log(self) -> list[Entry]:
        """The whole log, decoded once (the result's stats and the occasion's end read it)."""
        return [(r.seat, r.kind, json.loads(r.action)) for r in self.earlier] + self.steps


@dataclass(frozen=True)
class Finish:
    """What a game's end saves with its last move (`end`, in the same transaction), its result,
    what its snapshot carries (`judged`: a daily attempt's comparison) and the ratings it
    moved, filled by the commit (`ratings`, for the end board)."""

    end: End
    result: Result | None = None
    judged: Any = None
    ratings: dict | None = None


class Occasion:
    """A casual game: a table anyone may sit at in a server's channel (or its thread). The
    other occasions override what differs."""

    rematch = True  # its end board offers Play again
    cancel_refusal: str | None = None  # why /game cancel is refused (None: host or manager may)
    stopped = "game.over"  # the refusal of a move once its moves ended (`moves_end`)
    thread_line = True  # its thread has a line in the channel that says how it stands
    anywhere = False  # found by its number on any server (/game record, /game verify)
    missed_turn = OFFER

    def claims(self, game: GameRow) -> bool:
        """Whether a saved game is of this occasion (the casual one is every other game's)."""
        return False

    # ------------------------------------------------------------------ chance and clock
    def chance(self, game: GameRow) -> ChanceSource:
        """The game's chance, once seeded: its fair sequence from where it stopped."""
        return fairness.FairChance(game.server_seed, game.client_seed, game.chance_counter)

    def moves_end(self, game: GameRow) -> datetime | None:
        """When the game stops taking moves, whatever its players do (None: by its moves)."""
        return None

    # ------------------------------------------------------------------ its end
    async def finish(self, ending: Ending) -> Finish:
        """What the end saves: the players' standings (ratings, counters)."""
        return await ending.standings()

    async def loaded(self, snap: Snapshot) -> Snapshot:
        """A finished game as read back, with whatever its end board needs beyond the row."""
        return snap

    # ------------------------------------------------------------------ its board
    def title(self, snap: Snapshot, lang: str) -> str | None:
        """The board's title, if not the game's name and number."""
        return None

    def drawn(self, snap: Snapshot) -> Snapshot:
        """The snapshot the family's board draws its part from."""
        return snap

    def ending(
        self, board: Board, snap: Snapshot, lang: str, title: str, parts: BoardParts, body: str
    ) -> Layout | None:
        """Its own end board (None: the frame's, with the placings and Play again)."""
        return None

    def fairness_line(self, snap: Snapshot, lang: str) -> str | None:
        """Its own line on the fair chance (None: the frame's commitment, then seed)."""
        return None

    # ------------------------------------------------------------------ record and verify
    def revealed(self, snap: Snapshot) -> bool:
        """Whether the secret its chance comes from may be shown: once the game is over."""
        return snap.game.status not in LIVE_STATUSES

    async def derived_position(self, record: dict[str, Any]) -> dict[str, Any] | None:
        """The starting position the record's revealed secret gives, which /game verify
        compares with the record's (None: the game starts as its rules start it)."""
        return None

    def record_fair(self, snap: Snapshot, revealed: bool) -> dict[str, Any]:
        """The record's `fair` part, what checks its chance (a game with seeds): its secret
        only if `revealed`."""
        game = snap.game
        return {
            "commitment": fairness.commitment(game.server_seed),
            "client_seed": game.client_seed,
            "draws": game.chance_counter,
            **({"server_seed": game.server_seed} if revealed else {}),
        }


CASUAL = Occasion()


class Occasions:
    """The occasions the bot plays, registered by its wings; a game is the first one's that
    claims it, else casual."""

    def __init__(self, occasions: Iterable[Occasion] = ()) -> None:
        self._all = list(occasions)

    def add(self, occasion: Occasion) -> None:
        """A wing's occasion, registered when the wing is made (before any game is loaded)."""
        self._all.append(occasion)

    def of(self, game: GameRow) -> Occasion:
        return next((o for o in self._all if o.claims(game)), CASUAL)
