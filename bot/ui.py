"""Persistent components. Every game button and select is a DynamicItem whose custom_id
carries the game id, the state version it was drawn from, an action and an argument, so any
board keeps working after a restart and a click on an old board is recognised as such."""

from __future__ import annotations

from collections.abc import Iterable, Iterator

import discord

ID_PART = r"(?P<game>\d+):(?P<version>\d+):(?P<action>[a-z_]+):(?P<arg>[\w,.|-]*)"


def custom_id(prefix: str, game_id: int, version: int, action: str, arg: str = "") -> str:
    value = f"{prefix}:{game_id}:{version}:{action}:{arg}"
    if len(value) > 100:  # Discord's limit; boards must keep their arguments short
        raise ValueError(f"custom_id too long: {value}")
    return value


class GameButton(discord.ui.DynamicItem[discord.ui.Button], template=r"g:" + ID_PART):
    def __init__(
        self,
        game_id: int,
        version: int,
        action: str,
        arg: str = "",
        *,
        label: str | None = None,
        emoji: str | None = None,
        style: discord.ButtonStyle = discord.ButtonStyle.secondary,
        disabled: bool = False,
        row: int | None = None,
    ) -> None:
        super().__init__(
            discord.ui.Button(
                label=label,
                emoji=emoji,
                style=style,
                disabled=disabled,
                row=row,
                custom_id=custom_id("g", game_id, version, action, arg),
            )
        )
        self.game_id, self.version, self.action, self.arg = game_id, version, action, arg

    @classmethod
    async def from_custom_id(cls, interaction, item, match):  # type: ignore[override]
        return cls(int(match["game"]), int(match["version"]), match["action"], match["arg"])

    async def callback(self, interaction: discord.Interaction) -> None:
        await interaction.client.controller.click(  # type: ignore[attr-defined]
            interaction, self.game_id, self.version, self.action, self.arg
        )


class GameSelect(discord.ui.DynamicItem[discord.ui.Select], template=r"s:" + ID_PART):
    """A select menu; the chosen value is passed on as the click's argument. `part` tells
    apart several menus of one action (Discord refuses a message with a custom_id twice)."""

    def __init__(
        self,
        game_id: int,
        version: int,
        action: str,
        options: list[discord.SelectOption] | None = None,
        *,
        placeholder: str | None = None,
        disabled: bool = False,
        row: int | None = None,
        part: str = "",
    ) -> None:
        super().__init__(
            discord.ui.Select(
                custom_id=custom_id("s", game_id, version, action, part),
                options=options or [discord.SelectOption(label="-")],
                placeholder=placeholder,
                disabled=disabled,
                row=row,
            )
        )
        self.game_id, self.version, self.action = game_id, version, action

    @classmethod
    async def from_custom_id(cls, interaction, item, match):  # type: ignore[override]
        return cls(int(match["game"]), int(match["version"]), match["action"], part=match["arg"])

    async def callback(self, interaction: discord.Interaction) -> None:
        values = (interaction.data or {}).get("values") or [""]
        await interaction.client.controller.click(  # type: ignore[attr-defined]
            interaction, self.game_id, self.version, self.action, str(values[0])
        )


def shown_ids(components: Iterable[discord.Component]) -> Iterator[str]:
    """The custom_ids a message shows, inside action rows and containers alike."""
    for component in components:
        custom_id = getattr(component, "custom_id", None)
        if custom_id:
            yield custom_id
        yield from shown_ids(getattr(component, "children", ()))


def unrendered_click(interaction: discord.Interaction) -> tuple[int, int, str, str] | None:
    """(game, version, action, arg) of a click on a game component that the message no longer
    shows. Discord sends the message as it is now, and discord.py silently drops a click whose
    component is gone from it (a double click racing the board's edit), which the user would
    see as "This interaction failed"; the client answers those itself."""
    if interaction.type != discord.InteractionType.component or interaction.message is None:
        return None
    data = interaction.data or {}
    custom_id = str(data.get("custom_id", ""))
    for factory in (GameButton, GameSelect):
        match = factory.__discord_ui_compiled_template__.fullmatch(custom_id)
        if match is not None:
            break
    else:
        return None
    if custom_id in shown_ids(interaction.message.components):
        return None  # discord.py dispatches it to the DynamicItem
    arg = str((data.get("values") or [""])[0]) if factory is GameSelect else match["arg"]
    return int(match["game"]), int(match["version"]), match["action"], arg
