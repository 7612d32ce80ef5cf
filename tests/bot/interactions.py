"""Just enough of discord.Interaction for the controller (tests/bot), recording what it is sent:
its response's calls, and what goes out after it (followups, edits of the answer)."""

from __future__ import annotations

from dataclasses import dataclass, field
from types import SimpleNamespace
from typing import Any

import discord

from bot.game import Player
from tests.conftest import ALICE, CHANNEL, GUILD, fresh_snowflake

UNKNOWN = {"code": 10062, "message": "Unknown interaction"}
ANSWER = 555  # the id Discord gives the interaction's answer


@dataclass
class Response:
    """`expired`: Discord no longer takes an answer to it (the user acted over 3 s ago)."""

    expired: bool = False
    calls: list[tuple[str, dict[str, Any]]] = field(default_factory=list)

    def is_done(self) -> bool:
        return bool(self.calls)

    @property
    def deferred(self) -> list[bool]:
        """Each acknowledgement's `thinking` (a command's "thinking…", not a click's)."""
        return [options["thinking"] for kind, options in self.calls if kind == "defer"]

    async def defer(self, thinking: bool = False) -> None:
        if self.expired:
            raise discord.NotFound(SimpleNamespace(status=404, reason="Not Found"), UNKNOWN)
        self.calls.append(("defer", {"thinking": thinking}))

    async def send_message(self, *args: Any, **options: Any) -> None:
        self.calls.append(("send_message", {"content": args[0] if args else None, **options}))

    async def edit_message(self, **options: Any) -> None:
        self.calls.append(("edit_message", options))


class Interaction:
    """A click (or, of `kind`, a command) by `player`, who acted `age` seconds ago."""

    def __init__(
        self,
        player: Player = ALICE,
        kind: discord.InteractionType = discord.InteractionType.component,
        age: float = 0.0,
    ) -> None:
        self.id = fresh_snowflake() - (int(age * 1000) << 22)
        self.type = kind
        self.user = SimpleNamespace(
            id=player.id,
            display_name=player.name,
            guild_permissions=discord.Permissions.none(),
        )
        self.locale = discord.Locale.american_english
        self.guild_locale = discord.Locale.czech
        self.guild_id, self.channel_id = GUILD, CHANNEL
        self.client = SimpleNamespace()  # what the bot is: boards redrawn later need it
        self.response = Response(expired=age > 3)
        self.sent: list[tuple[str, dict[str, Any]]] = []
        self.followup = SimpleNamespace(send=self._followup)

    async def _followup(self, *args: Any, **options: Any):
        self.sent.append(("followup", {"content": args[0] if args else None, **options}))
        return SimpleNamespace(id=ANSWER)

    async def edit_original_response(self, **options: Any) -> None:
        self.sent.append(("edit_original_response", options))

    async def original_response(self):
        return SimpleNamespace(id=ANSWER)
