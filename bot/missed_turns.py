"""How a game logs what nobody played, in the log's own kinds (every family's replay reads them
already): the computer's moves for a player whose turn deadline passed are a `skip`, as when
another player asks for it; the forfeit of one who missed FORFEIT_AFTER turns in a row (a
tournament's game: bot/tournaments/occasion.py) is a `resign` marked `forfeit`; the moves of a
game the computer finished for everyone (a tournament round's time up) are the `computer`'s."""

from __future__ import annotations

from collections.abc import Iterable

from bot.models import LoggedAction

MISSED = "skip"  # the kind of the computer's moves for an absent player
FORFEIT = {"type": "resign", "forfeit": True}  # the action of a forfeit (kind "resign")
FORFEIT_AFTER = 3  # missed turns in a row


def missed_turns(log: Iterable[LoggedAction], seat: int) -> int:
    """The turns in a row, up to now, that `seat` let pass (the computer played them: a run
    of MISSED entries is one turn); any decision of his own starts the count again."""
    missed, previous = 0, None
    for entry in log:
        if entry.kind == "chance":
            continue
        mine = entry.seat == seat
        if mine and entry.kind == MISSED:
            missed += previous != (seat, MISSED)
        elif mine:
            missed = 0
        previous = (entry.seat, entry.kind)
    return missed


def is_forfeit(kind: str, action: dict) -> bool:
    return kind == "resign" and bool(action.get("forfeit"))
