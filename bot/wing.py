"""A wing: a feature of the club beside the games themselves — the daily challenge, tournaments,
seasons. Each is a package of bot/ holding its storage, its flow, its views and its timed jobs,
declared once in cogs/ with the cog of its commands (`Wing`) and given to the client as
families are; the core (the session service, the controller, the frame, the timetable, the
client) imports no wing. What a wing adds to a game — a kind of game of its own — is an
occasion (bot/occasion.py), which it registers when it is made.

Adding a wing: docs/ARCHITECTURE.md, "Occasions and wings"."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import discord

if TYPE_CHECKING:
    from discord.ext import commands

    from bot.client import TableBot
    from bot.game import Snapshot


class WingFlow:
    """A wing at work, made once the core exists (`Wing.make(client)`): its buttons' clicks
    (custom_ids `<prefix>:…`), its part of each housekeeping round, and what it does after a
    game's board changed."""

    prefix: str | None = None  # its buttons' custom_id prefix ("t": t:join:7)

    async def click(self, interaction: discord.Interaction) -> None:
        """A click on one of its buttons (its custom_id starts with `prefix:`)."""

    async def start(self) -> None:
        """At the start, before the first housekeeping round: take over what this process's
        last run was cut off in (its own claims), so that the first round does it at once."""

    async def round(self) -> None:
        """Its timed jobs due by now (the housekeeping loop, after the games' round): each
        claimed once across processes, as a game's events are."""

    def follow(self, client: discord.Client, snap: Snapshot, lang: str) -> None:
        """After a game's board changed (a board follower, in the background)."""


@dataclass(frozen=True)
class Wing:
    """A wing as declared in cogs/: its name, what makes it at work, and its commands' cog."""

    name: str
    make: Callable[[TableBot], WingFlow]
    commands: Callable[[TableBot], commands.Cog] | None = None


class Wings:
    """The wings at work, by name, and by their buttons' prefix."""

    def __init__(self, flows: dict[str, WingFlow]) -> None:
        self._by_name = flows
        self._by_prefix = {flow.prefix: flow for flow in flows.values() if flow.prefix}

    def __getitem__(self, name: str) -> Any:
        return self._by_name[name]

    def get(self, name: str) -> Any:
        return self._by_name.get(name)

    def __iter__(self):
        return iter(self._by_name.values())

    def items(self):
        return self._by_name.items()

    def of_click(self, custom_id: str) -> WingFlow | None:
        """The wing whose button a custom_id names (None: no wing's)."""
        prefix, _, _ = custom_id.partition(":")
        return self._by_prefix.get(prefix)
