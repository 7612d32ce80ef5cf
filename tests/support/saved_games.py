"""Saved games as a board sees them, built without a database (board tests and benchmarks),
whole games played by computer players to draw them along, and the items of a drawn board."""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

import discord

from bot.game import Snapshot
from bot.layout import Layout
from bot.models import Game, LoggedAction, SeatRow, game_row, utcnow
from rules import registry
from rules.base import SeededChance, resolve_options


def saved_game(
    game_id: str,
    state: Any,
    names: Sequence[str],
    *,
    computers: Sequence[int] = (),
    recent: Sequence[LoggedAction] = (),
    history: list[LoggedAction] | None = None,
    **row: Any,
) -> Snapshot:
    """Game 1 at version 5, active, seat n played by user 100 + n called names[n] (the seats
    in `computers` by computer players); `row` overrides any of the game row's fields (`id`
    too)."""
    rules = registry.get(game_id)
    fields = {"id": 1, "status": "active", "version": 5, **row}
    game = game_row(
        Game(guild_id=1, channel_id=1, family=rules.family, game=game_id, host_id=100, **fields)
    )
    seats = [
        SeatRow(game_id=game.id, seat=n, user_id=None, computer=True, name=name)
        if n in computers
        else SeatRow(game_id=game.id, seat=n, user_id=100 + n, name=name)
        for n, name in enumerate(names)
    ]
    return Snapshot(game, seats, rules, state, list(recent), history)


def played(game_id: str, seats: int, options: dict) -> tuple[list[tuple[object, int]], list]:
    """Every state of a whole game between computer players, each with the length of the log
    written by then; and the log."""
    rules = registry.get(game_id)
    chance = SeededChance(7)
    state = rules.new_game(resolve_options(rules.options, options), seats)
    log: list[LoggedAction] = []
    states = [(state, 0)]
    decider = None  # as the service logs it: a throw under the seat whose decision caused it
    while not rules.is_over(state):
        seat = rules.to_move(state)
        action = rules.chance_action(state, chance) or rules.computer_action(state, chance)
        kind = "chance" if seat is None else "play"
        decider = decider if seat is None else seat
        log.append(LoggedAction(1, len(log) + 1, decider, kind, json.dumps(action), None, utcnow()))
        state = rules.apply(state, action)
        states.append((state, len(log)))
    return states, log


def finished_game(game_id: str, names: Sequence[str], **options: Any) -> tuple[Snapshot, dict]:
    """A whole game between computer players saved as finished, its whole log with it (what
    a replay reads), and its options resolved."""
    rules = registry.get(game_id)
    resolved = resolve_options(rules.options, options)
    states, log = played(game_id, len(names), resolved)
    snap = saved_game(
        game_id, states[-1][0], names, recent=log[-40:], history=log, status="finished"
    )
    return snap, resolved


def text(drawn: Layout) -> str:
    """Every text the layout shows, top to bottom."""
    return "\n".join([drawn.header, *filter(None, drawn.blocks)])


def by_action(drawn, action: str) -> list[discord.ui.Item]:
    return [item for item in drawn.controls if item.custom_id.split(":")[3] == action]


def section_of(drawn: Layout, title: str) -> str:
    """The text under the section whose title starts so (up to the next blank line)."""
    for block in filter(None, drawn.blocks):
        for part in block.split("\n\n"):
            if part.startswith(f"**{title}"):
                return part.split("\n", 1)[1]
    raise LookupError(f"no section {title!r} in {drawn.blocks}")
