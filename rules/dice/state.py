"""The one state shape of the dice family: an immutable record, so `apply` can never mutate it.

Every game uses the common fields; the others keep their neutral value where a game has no use
for them (documented per field). Sequences are tuples; `to_json` turns them into lists.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any

from rules.base import dataclass_json

OPEN = -1  # an unwritten figure in `DiceState.figures`


@dataclass(frozen=True)
class DiceState:
    game: str
    options: dict[str, Any]
    players: int
    seat: int = 0  # whose turn it is
    scores: tuple[int, ...] = ()
    turns: tuple[int, ...] = ()  # turns each seat has completed
    thrown_turns: tuple[int, ...] = ()  # of those, the turns that threw dice (figures may end
    # one unthrown): with `throws`, a daily challenge's chance key; () in states saved before it
    resigned: tuple[int, ...] = ()  # seats that gave up, in order
    over: bool = False
    finisher: int | None = None  # who ended the game and so won (target, all figures written)
    pending: int = 0  # dice the next chance action must throw (0: a player decides)
    throws: int = 0  # throws made so far in this turn (a daily challenge's chance key)
    throw: tuple[int, ...] = ()  # faces of the current throw (figures: all 6 dice)
    set_aside: tuple[int, ...] = ()  # faces set aside this turn (figures: dice kept to re-throw)
    turn_total: int = 0  # ones_and_fives, six_dice
    dice_left: int = 6  # dice not set aside (0 = hot dice); forbidden: dice still in play
    must_confirm: bool = False  # six_dice: the next throw confirms a six-dice score
    throws_left: int = 0  # figures
    marks: tuple[int, ...] = ()  # figures: throws carried to each seat's next turn (a seat's
    # marks move into `throws_left` when his turn starts, so they read 0 during it)
    figures: tuple[tuple[int, ...], ...] = ()  # figures: points per seat in FIGURES order
    forbidden: tuple[int, ...] = ()  # forbidden: the two forbidden faces
    event: dict[str, Any] | None = None  # what the last action did (bust, bank, write...)

    def evolve(self, **changes: Any) -> DiceState:
        """A copy with `changes` (like `dataclasses.replace`, but fast: this is the hot path of
        every playout, and the record has no invariants to re-check)."""
        state = object.__new__(DiceState)
        state.__dict__.update(self.__dict__, **changes)
        return state

    def active_seats(self) -> list[int]:
        return [seat for seat in range(self.players) if seat not in self.resigned]

    def with_score(self, seat: int, points: int) -> DiceState:
        scores = list(self.scores)
        scores[seat] = points
        return self.evolve(scores=tuple(scores))


_TUPLES = {
    "scores",
    "turns",
    "thrown_turns",
    "resigned",
    "throw",
    "set_aside",
    "marks",
    "forbidden",
}


def state_to_json(state: DiceState) -> dict[str, Any]:
    return dataclass_json(state)


def state_from_json(data: dict[str, Any]) -> DiceState:
    known = {field.name for field in fields(DiceState)}
    values = {name: value for name, value in data.items() if name in known}
    for name in _TUPLES & values.keys():
        values[name] = tuple(values[name])
    values["figures"] = tuple(tuple(row) for row in values.get("figures", ()))
    values["options"] = dict(values["options"])
    return DiceState(**values)
