"""What the dice and Yahtzee boards share: a toggle button per die whose selection travels in
the click (a bitmask: no database write, and it survives restarts with the message), dice
written as digits, and a finished turn's actions found in the log for its one history line."""

from __future__ import annotations

import json
from collections.abc import Callable

import discord

from bot import emojis
from bot.models import GameRow, LoggedAction
from bot.ui import GameButton
from rules.base import Action

TURN_KINDS = ("play", "computer", "skip", "chance")  # the log records a turn is made of


def parse_mask(arg: str) -> int:
    """A UI selection bitmask from a click's argument (0 for anything else)."""
    return int(arg) if arg.isdigit() else 0


def indices(mask: int) -> list[int]:
    """The positions selected in a bitmask, lowest first."""
    return [i for i in range(mask.bit_length()) if mask >> i & 1]


def die_toggles(game: GameRow, action: str, dice, mask: int, per_row: int) -> list[GameButton]:
    """A toggle button per die, `per_row` to a row from the first. Each carries the selection
    bitmask its press leads to (the die's bit flipped); a selected die shows held."""
    buttons = []
    for i, face in enumerate(dice):
        chosen = bool(mask >> i & 1)
        buttons.append(
            GameButton(
                game.id,
                game.version,
                action,
                str(mask ^ (1 << i)),
                **emojis.die_button(face, chosen),
                style=discord.ButtonStyle.primary if chosen else discord.ButtonStyle.secondary,
                row=i // per_row,
            )
        )
    return buttons


def digits(dice) -> str:
    """Dice as digits, for history lines (short, and legible at any size: a field holds 1024
    characters, and the ⚀–⚅ glyphs are tiny)."""
    return " ".join(str(face) for face in dice)


def turn_actions(
    log: list[LoggedAction], record: LoggedAction, ends_turn: Callable[[Action], bool]
) -> list[Action] | None:
    """The actions of the turn that `record` ends, oldest first, its own last: the same seat's
    records back to the end of his previous turn or another seat's turn (records of no turn,
    such as another player resigning, are passed over). None when the log no longer reaches
    back to the turn's start. For the one history line a family writes per finished turn."""
    position = next(i for i, entry in enumerate(log) if entry is record)
    actions = [json.loads(record.action)]
    for earlier in reversed(log[:position]):
        if earlier.kind not in TURN_KINDS:
            continue
        action = json.loads(earlier.action)
        if earlier.seat != record.seat or ends_turn(action):
            break
        actions.append(action)
    else:  # the log's start: the game's own only if it is the first record
        if log[0].seq != 1:
            return None
    actions.reverse()
    return actions
