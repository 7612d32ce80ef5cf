"""GNU Backgammon's Position ID and Match ID of a game, as its manual documents them, so that
players can paste a position into gnubg, eXtreme Gammon or Backgammon Galaxy.

Position ID: for the player not on roll, then the player on roll, each point from his 1-point
to his 24-point and then his bar: as many 1 bits as checkers, then a 0 bit; 80 bits in all,
packed least significant bit first into 10 bytes, Base64 without the padding (14 characters).

Match ID: 66 bits packed the same way into 9 bytes (12 characters): log2 of the cube (4 bits),
cube owner (2: 0 / 1, 3 = centred), player on roll (1), Crawford (1), game state (3: 1 playing,
2 over, 3 resigned, 4 dropped), player to decide (1: the other one while a double or a
resignation is offered), double offered (1), resignation offered (2), the two dice (3 each,
higher first as gnubg writes them, 0 before the roll), match length (15, 0 = money), the two
scores (15 each). Players are the seats: seat 0 is gnubg's player 0.
"""

from __future__ import annotations

import base64
from collections.abc import Iterable

from rules.backgammon.board import BAR, Position, flip
from rules.backgammon.state import CUBE, MOVE, OVER, RESIGN, State

_GAME_STATE = {"drop": 4}  # a game that ended otherwise: 2 (over), 3 if resigned


def position_id(position: Position) -> str:
    """The Position ID of `position` (seen from the player on roll)."""
    bits: list[int] = []
    for side in (flip(position), position):
        for point in range(1, 25):
            bits += [1] * max(side[point], 0) + [0]
        bits += [1] * side[BAR] + [0]
    return _encode(bits, 80)[:14]


def match_id(state: State) -> str:
    """The Match ID of the game in `state` (a single game counts as money play)."""
    on_roll = state.turn
    deciding = 1 - on_roll if state.phase in (CUBE, RESIGN) else on_roll
    owner = 3 if state.cube_owner is None else state.cube_owner
    dice = sorted(state.dice, reverse=True) if state.phase == MOVE else (0, 0)  # gnubg: high first
    match_to = state.options["match_to"]
    fields = (
        (state.cube.bit_length() - 1, 4),
        (owner, 2),
        (on_roll, 1),
        (int(state.crawford), 1),
        (_game_state(state), 3),
        (deciding, 1),
        (int(state.phase == CUBE), 1),
        (state.resign_offer, 2),
        (dice[0], 3),
        (dice[1], 3),
        (0 if match_to == 1 else match_to, 15),
        (state.score[0] if match_to > 1 else 0, 15),
        (state.score[1] if match_to > 1 else 0, 15),
    )
    return _encode(_bits(fields), 72)[:12]


def _game_state(state: State) -> int:
    if state.phase != OVER:
        return 1
    last = state.games[-1] if state.games else {}
    if last.get("kind") in _GAME_STATE:
        return _GAME_STATE[last["kind"]]
    return 3 if last.get("resigned") else 2


def _bits(fields: Iterable[tuple[int, int]]) -> list[int]:
    """Each value's bits, least significant first."""
    return [value >> bit & 1 for value, width in fields for bit in range(width)]


def _encode(bits: list[int], size: int) -> str:
    bits = bits + [0] * (size - len(bits))
    data = bytes(
        sum(bit << offset for offset, bit in enumerate(bits[start : start + 8]))
        for start in range(0, size, 8)
    )
    return base64.b64encode(data).decode()
