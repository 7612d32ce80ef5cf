"""Game components. Every game button and select carries in its custom_id the game id, the
state version it was drawn from, an action and an argument, so any board keeps working after a
restart and a click on an old board is recognised as such.

The client dispatches every game click itself, from its custom_id alone (`game_click`):
discord.py's own dispatch would first rebuild the clicked message's whole view, and would drop a
click whose component the message no longer shows (a double click racing the board's edit),
which the user sees as "This interaction failed". So discord.py keeps no view of a game message
(`GameView`), and the components have no callbacks.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import TYPE_CHECKING

import discord

if TYPE_CHECKING:
    from discord.state import ConnectionState

ID_PART = r"(?P<game>\d+):(?P<version>\d+):(?P<action>[a-z_]+):(?P<arg>[\w,.|-]*)"
GAME_COMPONENT = re.compile(r"(?P<kind>[gs]):" + ID_PART)
BUTTON, SELECT = "g", "s"  # custom_id prefixes
REPLAY = "r"  # a replay's buttons (bot/replay): r:<game>:<step>:<what>, nothing kept beside
COMPONENT_INTERACTION = discord.InteractionType.component.value
# The games whose components the clicked message shows, noted in the click's data when it is
# parsed (`unparsed_components`): a click acts only on a game its message is a board of.
BOARD_GAMES = "board_games"


def custom_id(prefix: str, game_id: int, version: int, action: str, arg: str = "") -> str:
    value = f"{prefix}:{game_id}:{version}:{action}:{arg}"
    if len(value) > 100:  # Discord's limit; boards must keep their arguments short
        raise ValueError(f"custom_id too long: {value}")
    return value


def replay_id(game_id: int, step: int, what: str) -> str:
    """A replay button's custom_id: the step it shows is in it, so it works after a restart
    (`what` tells apart buttons going to the same step: Discord refuses a custom_id twice)."""
    return f"{REPLAY}:{game_id}:{step}:{what}"


def replay_picker(
    games: list[tuple[int, str]], placeholder: str, row: int | None = None
) -> discord.ui.Select:
    """A select opening, privately, the replay of one of `games` (id, label: plain text): its
    custom_id names no game (r:0:0:pick), the chosen option's value does."""
    options = [discord.SelectOption(label=label[:100], value=str(game)) for game, label in games]
    return discord.ui.Select(
        custom_id=replay_id(0, 0, "pick"), options=options[:25], placeholder=placeholder, row=row
    )


class GameButton(discord.ui.Button):
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
            label=label,
            emoji=None if emoji is None else _emoji(emoji),
            style=style,
            disabled=disabled,
            row=row,
            custom_id=custom_id(BUTTON, game_id, version, action, arg),
        )
        self.game_id, self.version, self.action, self.arg = game_id, version, action, arg


@lru_cache(maxsize=1024)
def _emoji(text: str) -> discord.PartialEmoji:
    """A button's emoji parsed once: boards show the same dice and symbols on every click."""
    return discord.PartialEmoji.from_str(text)


class GameSelect(discord.ui.Select):
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
            custom_id=custom_id(SELECT, game_id, version, action, part),
            options=options or [discord.SelectOption(label="-")],
            placeholder=placeholder,
            disabled=disabled,
            row=row,
        )
        self.game_id, self.version, self.action = game_id, version, action


class GameView(discord.ui.LayoutView):
    """A game message's layout. Not dispatchable: the client dispatches its clicks
    (`game_click`), so discord.py need not keep it (it would keep one per message for good).
    Finished from the start, too: discord.py keeps a view sent as an interaction's answer
    whether dispatchable or not, unless it is finished (for good, or 15 minutes if private:
    hundreds of views, tens of thousands of objects for the garbage collector to walk)."""

    def __init__(self) -> None:
        super().__init__(timeout=None)
        self.stop()

    def is_dispatchable(self) -> bool:
        return False

    def to_components(self) -> list[dict]:
        """The components to send; the view is never used as a tree again. Its items refer
        back to their view and parent, so a sent board (about 50 objects) would wait for the
        cyclic garbage collector, whose passes grow with it; without those references it is
        freed as soon as it is sent."""
        components = super().to_components()
        for item in self.walk_children():
            item._view = None
            item._parent = None
        return components


def game_click(interaction: discord.Interaction) -> tuple[int, int, str, str] | None:
    """(game, version, action, arg) of a click on a game button or select; a select's arg is
    the value chosen."""
    if interaction.type != discord.InteractionType.component:
        return None
    data = interaction.data or {}
    match = GAME_COMPONENT.fullmatch(str(data.get("custom_id", "")))
    if match is None:
        return None
    arg = str((data.get("values") or [""])[0]) if match["kind"] == SELECT else match["arg"]
    return int(match["game"]), int(match["version"]), match["action"], arg


def from_other_board(interaction: discord.Interaction, game_id: int) -> bool:
    """Whether a click names a game its message is no board of: the message shows other games'
    components and none of `game_id`'s (a custom_id sent from another game's message). A
    message showing none (a board just redrawn into a line) leaves the click to its version."""
    games = (getattr(interaction, "data", None) or {}).get(BOARD_GAMES)
    return bool(games) and game_id not in games


def _games_shown(components: list[dict]) -> list[int]:
    """The games whose buttons or selects a message's raw component tree holds."""
    games, stack = set(), list(components)
    while stack:
        component = stack.pop()
        match = GAME_COMPONENT.fullmatch(str(component.get("custom_id", "")))
        if match is not None:
            games.add(int(match["game"]))
        stack.extend(component.get("components", ()))
        if "accessory" in component:
            stack.append(component["accessory"])
    return sorted(games)


def unparsed_components(state: ConnectionState) -> None:
    """Make discord.py skip the clicked message's components when it parses a game click: Discord
    sends the whole board back with every click, and turning its component tree into objects
    (about 27 µs for a Yahtzee board, twice the rest of the click's parsing) is wasted:
    the click is dispatched from its custom_id alone and no view of a game message exists to
    refresh (`GameView`). The message keeps the rest (its id, its flags); the click's data
    notes which games the message's components name (BOARD_GAMES)."""
    parse = state.parsers["INTERACTION_CREATE"]

    def parse_interaction_create(data: dict) -> None:
        custom_id = str(data.get("data", {}).get("custom_id", ""))
        clicked_message = data.get("type") == COMPONENT_INTERACTION and "message" in data
        if clicked_message and GAME_COMPONENT.fullmatch(custom_id):
            shown = _games_shown(data["message"].get("components") or [])
            data["data"] = {**data["data"], BOARD_GAMES: shown}
            data["message"] = {**data["message"], "components": []}
        parse(data)

    # The shards' gateways read this very dict: the change holds for every one of them.
    state.parsers["INTERACTION_CREATE"] = parse_interaction_create
