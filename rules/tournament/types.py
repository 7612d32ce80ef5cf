"""The words every tournament format shares."""

from __future__ import annotations

from dataclasses import dataclass, field

Table = tuple[int, ...]  # the entrant numbers seated at one table of a round; one: a bye


@dataclass(frozen=True)
class Entrant:
    number: int  # 0..n-1, in sign-up order
    rating: float  # at the tournament's start: seeds the field, breaks the last ties
    # The round during which he withdrew (/tournament leave, or kicked): he is seated in no
    # later round; the games he played stay as they ended. None: he is still in.
    withdrew_in: int | None = None


@dataclass(frozen=True)
class Settings:
    """What the host chose. `rounds`: None = the format's default. `seats`: a table's seats
    (2 for the duel formats). `final_table`: tables only — after the rounds, the top `seats`
    of the standings play one final table, whose placings decide the top places."""

    rounds: int | None = None
    seats: int = 2
    final_table: bool = False


@dataclass(frozen=True)
class Outcome:
    """A table's result: its seats as paired, their placings (1 = first; equal placings are a
    draw or a shared place) and the game's scores (for the standings' tie-breaks and the
    bracket's numbers: a match's points, a game's score). A bye: one seat, placing 1.
    `forfeited`: the seats that lost by forfeit (they are not paired again)."""

    seats: Table
    placings: tuple[int, ...]
    scores: tuple[float, ...] = ()
    forfeited: frozenset[int] = field(default_factory=frozenset)

    @property
    def bye(self) -> bool:
        return len(self.seats) == 1


@dataclass(frozen=True)
class Row:
    """One entrant's line of the standings, best first. `points`: the format's score (a win 1,
    a draw ½, a bye 1; tables: opponents outplaced at each table, ½ for a shared place).
    `tiebreaks`: (name, value) in the order they break ties — swiss: ("buchholz", …),
    ("sonneborn_berger", …); round robin: ("sonneborn_berger", …), ("wins", …); tables:
    ("score", total game score)… and ("rating", …) last; knockout: none (it ranks by how far
    each got). `out_in`: knockout only, the round he lost in (None: still in, or the
    champion). Equal rows share a `rank`."""

    entrant: int
    rank: int
    points: float
    tiebreaks: tuple[tuple[str, float], ...]
    played: int
    wins: int
    draws: int
    losses: int
    out_in: int | None = None
