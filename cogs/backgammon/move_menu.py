"""The entries of the "Play a whole move…" select: every legal move of the roll in standard
notation, in the order given (the engine's best first, or notation order). A select holds 25
entries; with more moves they are grouped by the first checker — by the point it leaves, then
by its whole path, then likewise by the next checker — and picking a group opens it.

A group is named by the moves' common beginning, the way it reads: `13/`, `13/7`, `13/7 8/`.
"""

from __future__ import annotations

from dataclasses import dataclass

MENU_SIZE = 25  # Discord's limit of a select's options
GROUP = ">"  # a group's value starts so (a move's never does)


@dataclass(frozen=True)
class Entry:
    value: str  # the move's notation, or GROUP + the group's name
    moves: int  # the moves it stands for (1: a move)
    equity: float | None = None  # a move's, from the engine


def _keys(move: str) -> list[str]:
    """The move's beginnings, a step coarser each: `13/`, `13/7`, `13/7 8/`, `13/7 8/7`."""
    keys, done = [], ""
    for token in move.split():
        start = token.split("/")[0] + "/"
        keys += [done + start, done + token]
        done += token + " "
    return keys


def _depth(name: str) -> int:
    """How many beginnings a group's name covers (`13/7 8/`: three)."""
    tokens = name.split()
    return 2 * len(tokens) - (1 if tokens and tokens[-1].endswith("/") else 0)


def _in(move: str, group: str, depth: int) -> bool:
    keys = _keys(move)
    return not group or (depth <= len(keys) and keys[depth - 1] == group)


def entries(moves: list[tuple[str, float | None]], group: str = "") -> list[Entry]:
    """The select's entries for the moves in `group` ("" for all); a group is listed by its
    best-ordered move's place."""
    depth = _depth(group)
    chosen = [(move, equity) for move, equity in moves if _in(move, group, depth)]
    room = MENU_SIZE - 1 if group else MENU_SIZE  # inside a group: the way back comes first
    while len(chosen) > room:
        groups: dict[str, list[tuple[str, float | None]]] = {}
        for move, equity in chosen:
            keys = _keys(move)
            groups.setdefault(keys[depth] if depth < len(keys) else move, []).append((move, equity))
        # A checker leaves one of at most 16 points (bar included), and from one point takes
        # few paths: a level of groups always fits.
        if len(groups) > 1:
            return [
                Entry(*members[0]) if len(members) == 1 else Entry(GROUP + name, len(members))
                for name, members in groups.items()
            ]
        depth += 1  # all share this beginning too: look further
    return [Entry(move, 1, equity) for move, equity in chosen]
