"""The state of a domino game (one `Table` shape for all six games) and its helpers."""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any, NamedTuple

from rules.domino.tiles import Tile

DEAL, PLAY, OVER = "deal", "play", "over"
FINISHED_TABLE = "finished_table"  # the key of a hand_end event's table
HISTORY = 40  # events kept: a four-seat hand's end stays in it for more than a round


@dataclass
class Table:
    """One game at one moment. Hidden parts (hands, stock order, out-of-play tiles) leave it
    only through `view`. The layout is a lead tile with arms growing out of it: a line has two
    arms (left, right), Sevastopol four, trains one per train; each arm lists its tiles
    oriented (near, far) from the centre outwards.

    Every field holds immutable values (tuples), so a shallow `copy` shares them safely: the
    rules copy a state, then give the copy's fields new values, never touching the input."""

    game: str
    options: dict[str, Any]
    players: int
    phase: str = DEAL
    hand_no: int = 0
    hands: tuple[tuple[Tile, ...], ...] = ()
    stock: tuple[Tile, ...] = ()  # bank / boneyard / solo stock, drawn from the front
    out: tuple[Tile, ...] = ()  # face down out of play: undealt, matador's 3, dead hands
    lead: Tile | None = None  # the centre tile (trains: the engine)
    roots: tuple[int, ...] = ()  # open value of each arm while it is empty
    arms: tuple[tuple[Tile, ...], ...] = ()
    leader: int = 0  # seat that leads (starts) this hand
    turn: int = 0
    scores: tuple[float, ...] = ()  # points, sticks or net tokens per seat
    open_trains: tuple[bool, ...] = ()  # train: private trains carrying the "open" marker
    dropped: tuple[int, ...] = ()  # seats that resigned
    finished: tuple[int, ...] = ()  # sevastopol: seats out of tiles, in order
    winner: int | None = None  # matador and solo: who won, when not read from the scores
    events: tuple[dict[str, Any], ...] = ()  # what the last action did, for the board
    # The public events of the last actions (several actions, e.g. computer turns, are saved
    # at once; the board words them and keeps a finished hand's summary in sight).
    history: tuple[dict[str, Any], ...] = ()

    def copy(self) -> Table:
        twin = object.__new__(Table)
        twin.__dict__.update(self.__dict__)
        return twin

    def note(self, event: dict[str, Any]) -> None:
        self.events = (*self.events, event)

    def note_hand_end(self, **details: Any) -> None:
        """The hand is over: its "hand_end" event with `details` and the finished table (lead,
        roots, arms as they lie), which the board shows while the next hand is young."""
        table = {"lead": self.lead, "roots": self.roots, "arms": self.arms}
        self.note({"type": "hand_end", **details, FINISHED_TABLE: table})

    def remember(self) -> Table:
        """Add this action's events to the history (the copy an action made: it returns it).
        A new deal keeps only the last hand's end: its pips and its finished table, which
        tells nothing about the new hands (every tile was shuffled again)."""
        kept = self.history
        if self.events and self.events[0]["type"] == "deal":
            ends = [index for index, event in enumerate(kept) if event["type"] == "hand_end"]
            kept = kept[ends[-1] :] if ends else ()
        self.history = (*kept, *self.events)[-HISTORY:]
        return self


FIELD_NAMES = tuple(field.name for field in fields(Table))


class Play(NamedTuple):
    """One legal placement: `near` is the half put against the end (`end` None: the lead)."""

    tile: Tile
    end: int | None
    near: int

    @property
    def far(self) -> int:
        return self.tile[0] + self.tile[1] - self.near


def open_value(state: Table, end: int) -> int:
    arm = state.arms[end]
    return arm[-1][1] if arm else state.roots[end]


def layout_tiles(state: Table) -> set[Tile]:
    """The tiles on the table (lead included), written low-high."""
    placed = {(min(tile), max(tile)) for arm in state.arms for tile in arm}
    return placed | ({state.lead} if state.lead else set())


def replaced(items: tuple[Any, ...], index: int, value: Any) -> tuple[Any, ...]:
    return (*items[:index], value, *items[index + 1 :])


def without(hand: tuple[Tile, ...], tile: Tile) -> tuple[Tile, ...]:
    return tuple(held for held in hand if held != tile)


def draw_tiles(state: Table, seat: int, count: int) -> None:
    """The first `count` stock tiles into the seat's hand; the event says how many, not which."""
    hand = (*state.hands[seat], *state.stock[:count])
    state.hands = replaced(state.hands, seat, hand)
    state.stock = state.stock[count:]
    state.note({"type": "draw", "seat": seat, "count": count})


def in_play(state: Table, seat: int) -> bool:
    return seat not in state.dropped and seat not in state.finished


def seats_in_play(state: Table) -> list[int]:
    return [seat for seat in range(state.players) if in_play(state, seat)]


def next_seat(state: Table, seat: int) -> int:
    """The next seat to the left that still plays (`seat` itself if it is the only one)."""
    for step in range(1, state.players + 1):
        candidate = (seat + step) % state.players
        if in_play(state, candidate):
            return candidate
    return seat


def _frozen(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(_frozen(item) for item in value)
    if isinstance(value, dict):
        return {key: _frozen(item) for key, item in value.items()}
    return value


def table_to_json(state: Table) -> dict[str, Any]:
    """For json.dumps, which writes tuples as arrays: no copy made (the state is saved on every
    move, and a copy of a long hand's history cost more than the rest of the move)."""
    return {name: getattr(state, name) for name in FIELD_NAMES}


def table_from_json(data: dict[str, Any]) -> Table:
    return Table(**{name: _frozen(value) for name, value in data.items()})
