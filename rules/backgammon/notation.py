"""Standard move notation in and out: `24/18 13/11`, `bar/22`, `6/off`, `8/2*`, `13/7(2)`,
`24/21*/18`. Points are counted from the mover's side. The empty string is "no move"."""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache
from itertools import groupby

from rules.backgammon.board import BAR, OFF, OPPONENT_BAR, Position, pip_count
from rules.backgammon.moves import Move, legal_moves
from rules.base import IllegalAction

# "13/7(2)", "bar/22", "24/21*/18*": points or bar/off separated by slashes, optional count.
_SEGMENT = re.compile(r"^((?:bar|off|\d{1,2})\*?(?:/(?:bar|off|\d{1,2})\*?)+)(?:\((\d)\))?$")
_NO_MOVE = ("", "pass")


_NAMES = ("off", *(str(point) for point in range(1, 25)), "bar")


def point_name(point: int) -> str:
    return _NAMES[point]


def format_move(move: Move) -> str:
    """The standard notation of a move: one checker's consecutive steps are joined (showing a
    point passed only where it hit), identical paths are counted, highest point first."""
    paths: list[list[tuple[int, bool]]] = []
    for start, target, hit in move:
        path = next((p for p in reversed(paths) if p[-1][0] == start), None)
        if path is None:
            paths.append([(start, False), (target, hit)])
        else:
            path.append((target, hit))
    written = sorted(
        ((path[0][0], path[-1][0], _format_path(path)) for path in paths), reverse=True
    )
    return " ".join(
        text if count == 1 else f"{text}({count})"
        for text, count in ((key[2], len(list(group))) for key, group in groupby(written))
    )


def legal_notations(position: Position, dice: Sequence[int]) -> tuple[str, ...]:
    """Every legal move's notation, in `legal_moves`' order. Kept like them: each board of a
    turn lists them (the view, the move select) on every click of it."""
    return _kept_notations(position, tuple(dice))


@lru_cache(maxsize=1024)
def _kept_notations(position: Position, dice: tuple[int, ...]) -> tuple[str, ...]:
    return tuple(format_move(move) for move in legal_moves(position, dice).values())


def _format_path(path: list[tuple[int, bool]]) -> str:
    shown = [path[0], *(stop for stop in path[1:-1] if stop[1]), path[-1]]
    return "/".join(_NAMES[point] + "*" if hit else _NAMES[point] for point, hit in shown)


def parse_move(position: Position, dice: Sequence[int], text: str) -> tuple[Position, Move]:
    """The legal move that `text` describes: (resulting position, its steps). Any notation
    that leads to a legal result is accepted (`24/18`, `24/21/18`, `13/11 13/11`, `13/11(2)`).
    Raises IllegalAction for unreadable or illegal moves."""
    legal = legal_moves(position, dice)
    result = _relocate(position, text)
    if result not in legal:
        examples = ", ".join(f"`{format_move(move)}`" for move in list(legal.values())[:3])
        roll = "-".join(str(die) for die in dice)
        why, key = _why_illegal(position, text, result, legal)
        raise IllegalAction(
            f"{text or 'No move'} is not a legal move with {roll}: {why} "
            f"Legal moves include {examples}.",
            key,
            move=text,
            dice=roll,
            examples=examples,
        )
    return result, legal[result]


def _why_illegal(
    position: Position, text: str, result: Position, legal: dict[Position, Move]
) -> tuple[str, str]:
    """The first rule a readable but illegal move breaks: (reason, catalog key)."""
    starts = [token.split("/")[0] for token in text.lower().replace(",", " ").split()]
    if position[BAR] and any(start != "bar" for start in starts):
        return "checkers on the bar must enter first.", "backgammon.illegal_bar_first"
    if "off" in text.lower() and any(position[point] > 0 for point in range(7, BAR + 1)):
        return (
            "you can bear off only with all 15 checkers in your home board.",
            "backgammon.illegal_bear_off",
        )
    if pip_count(result)[0] > max(pip_count(reached)[0] for reached in legal):
        return (
            "you must use both dice (all four of a double) if you can, or else the higher one.",
            "backgammon.illegal_dice",
        )
    return "the checkers cannot move that way.", "backgammon.illegal_move"


def _relocate(position: Position, text: str) -> Position:
    """Carry each written checker from its first to its last point, hitting a blot where it
    stops and where a `*` marks a point it passed. Legality is checked by the caller."""
    board = list(position)
    if text.strip().lower() in _NO_MOVE:
        return position
    for token in text.lower().replace(",", " ").split():
        match = _SEGMENT.match(token)
        if match is None:
            raise _unreadable(text)
        stops = [_read_point(stop, text) for stop in match.group(1).split("/")]
        for _ in range(int(match.group(2) or 1)):
            start, target = stops[0][0], stops[-1][0]
            if board[start] <= 0 or start == OFF or target == BAR:
                raise _unreadable(text)
            board[start] -= 1
            for point, marked in stops[1:-1]:
                if marked and board[point] == -1:
                    board[point] = 0
                    board[OPPONENT_BAR] += 1
            if target != OFF and board[target] == -1:
                board[target] = 0
                board[OPPONENT_BAR] += 1
            board[target] += 1
    return tuple(board)


def _read_point(stop: str, text: str) -> tuple[int, bool]:
    name = stop.rstrip("*")
    point = BAR if name == "bar" else OFF if name == "off" else int(name)
    if not OFF <= point <= BAR:
        raise _unreadable(text)
    return point, stop.endswith("*")


def _unreadable(text: str) -> IllegalAction:
    return IllegalAction(
        f"I can't read the move {text!r}. Write it like `24/18 13/11`, `bar/22`, `6/off` or "
        "`13/7(2)`, with points counted from your side.",
        "backgammon.bad_notation",
        move=text,
    )
