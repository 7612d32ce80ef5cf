"""The points as the players see them: numbered as the picture prints them, from the first
seat's side (board_image.py), whoever moves. The board stays put for the whole game, its numbers
too, and the board is one message both players read; so every move shown on it or beside it (the
last move, the steps so far, the moves and steps offered, a hint, the tutor's word) names the
points by the numbers printed there: the second seat's 13/8 6/2 reads 12/17 19/23, his bar/22
bar/3, his 6/off 19/off. The rules, the game's log and the record's files (.mat, JSON) keep
standard notation, each seat's points from his own side; a move typed in either numbering is
played (`typed`).
"""

from __future__ import annotations

import re

from cogs.backgammon.board_image import label
from rules.backgammon import parse_move
from rules.backgammon.board import BAR, OFF, OPPONENT_BAR, OPPONENT_OFF, Position
from rules.base import IllegalAction

# A point's number in a move's notation (not a count: "13/7(2)"), or a step's "from-to".
_NUMBER = re.compile(r"\(\d+\)|\d+")


def seen(point: int, seat: int) -> int:
    """A point (bar 25, off 0) of `seat`'s numbering in the first seat's, as the picture
    takes it: the second seat's bar and borne-off checkers are the position's 26 and 27."""
    if seat == 0:
        return point
    return OPPONENT_BAR if point == BAR else OPPONENT_OFF if point == OFF else 25 - point


def point(value: int | str, seat: int) -> str:
    """A point of `seat`'s numbering (bar 25 or "bar", off 0 or "off") as the board names it:
    the number the picture prints there."""
    if value in (BAR, "bar"):
        return "bar"
    if value in (OFF, "off"):
        return "off"
    return label(seen(int(value), seat))


def shown(notation: str, seat: int) -> str:
    """A move of `seat` in standard notation (or its beginning, as a group of moves is named:
    `13/7 8/`) with the points numbered as the picture prints them."""
    if seat == 0:
        return notation
    return _NUMBER.sub(lambda found: _renumbered(found[0], seat), notation)


def _renumbered(number: str, seat: int) -> str:
    return number if number.startswith("(") else point(int(number), seat)


def standard(notation: str, seat: int) -> str:
    """A move of `seat` written in the picture's numbering back in standard notation (the
    numbering is its own inverse)."""
    return shown(notation, seat)


def typed(position: Position, dice: tuple[int, ...], text: str, seat: int) -> str:
    """A move `seat` typed, in standard notation for the rules: as typed where it is a legal
    move so, else read in the picture's numbering where that is one. A move cannot be both:
    read the other way, each of its checkers would move backwards. The first seat's numbering
    is the picture's: his move goes to the rules as typed. Neither: the IllegalAction of the
    reading the move seems written in (its first checker going up the picture's numbers: the
    picture's), the move as typed, the legal moves it gives as examples numbered as the picture
    is."""
    if seat == 0:
        return text
    renumbered = standard(text, seat)
    readings = [text, renumbered]
    if _upwards(text):
        readings.reverse()
    refusals = []
    for reading in readings:
        try:
            parse_move(position, dice, reading)
        except IllegalAction as refusal:
            refusals.append(refusal)
        else:
            return reading
    refusal = refusals[0]
    refusal.params["move"] = text  # as he wrote it, the examples as the picture numbers them
    if "examples" in refusal.params:
        refusal.params["examples"] = shown(refusal.params["examples"], seat)
    raise refusal


def _upwards(text: str) -> bool:
    """Whether the first checker written goes up the numbers, as the second seat's do on the
    picture (his bar before its 1, off beyond its 24)."""
    path = text.lower().replace(",", " ").split()[:1]
    stops = path[0].split("(")[0].replace("*", "").split("/") if path else []
    heights = [0 if stop == "bar" else 25 if stop == "off" else _number(stop) for stop in stops]
    return len(heights) > 1 and None not in heights and heights[0] < heights[1]


def _number(stop: str) -> int | None:
    return int(stop) if stop.isdigit() else None
