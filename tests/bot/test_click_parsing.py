"""A game click is parsed without the board it was made on: discord.py would turn the whole
component tree Discord sends back into objects nobody reads."""

from __future__ import annotations

import copy

import discord

from bot.ui import BOARD_GAMES, from_other_board, unparsed_components
from tests.bot.test_delivery import BOARD, CLICK


def _parsed(payload: dict) -> discord.Interaction:
    client = discord.Client(intents=discord.Intents.none())
    state = client._connection
    unparsed_components(state)
    seen: list[discord.Interaction] = []
    state.dispatch = lambda event, *args: seen.extend(args) if event == "interaction" else None
    state.parsers["INTERACTION_CREATE"](copy.deepcopy(payload))  # as decoded from the gateway
    [interaction] = seen
    return interaction


def test_a_game_click_keeps_its_message_but_not_its_components():
    interaction = _parsed(CLICK)
    assert interaction.message.id == 7
    assert interaction.message.flags.components_v2
    assert interaction.message.components == []


def test_a_game_click_notes_the_games_its_message_shows():
    """A click acts only on a game its message is a board of (bot/clicks.py): the games its
    components name are kept from the tree discord.py skips."""
    interaction = _parsed(CLICK)
    assert interaction.data[BOARD_GAMES] == [1]
    assert not from_other_board(interaction, 1)
    assert from_other_board(interaction, 2)  # game 2's custom_id sent from game 1's board


def test_any_other_click_is_parsed_whole():
    other = {**CLICK, "data": {"custom_id": "someone-else", "component_type": 2}}
    interaction = _parsed(other)
    [container] = interaction.message.components
    assert isinstance(container, discord.components.Container)
    assert len(container.children) == len(BOARD["components"][0]["components"])
