"""A minimal discord.py bot (a test double, not the product) that exercises the fake Discord.

/mini board: a message with an embed and a persistent DynamicItem button "count:<n>"; clicking
it edits the message to count n+1. /mini pick: a persistent select menu. /mini slow: defer,
then a followup and an edit of the original. /mini secret: an ephemeral reply.
/mini picture: a PNG attachment. /mini deep echo text times: a subcommand group with options.
/mini ask: a modal. /mini thread: a thread under the answer, with a message in it.
Settings come from the environment like the real bot's (DISCORD_TOKEN, DEV_GUILD_ID, LOG_LEVEL).
"""

from __future__ import annotations

import io
import logging
import os
import re

import discord
from discord import app_commands
from discord.ext import commands
from PIL import Image


class CountButton(discord.ui.DynamicItem[discord.ui.Button], template=r"count:(?P<n>\d+)"):
    def __init__(self, n: int) -> None:
        super().__init__(discord.ui.Button(label=f"Count {n}", custom_id=f"count:{n}"))
        self.n = n

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item, match: re.Match[str]
    ) -> CountButton:
        return cls(int(match["n"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        await interaction.response.edit_message(
            content=f"Count {self.n + 1} by {interaction.user.name}", view=board_view(self.n + 1)
        )


class FruitSelect(discord.ui.DynamicItem[discord.ui.Select], template=r"fruit"):
    def __init__(self) -> None:
        options = [discord.SelectOption(label=name, value=name) for name in ("apple", "pear")]
        super().__init__(discord.ui.Select(custom_id="fruit", options=options))

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item, match: re.Match[str]
    ) -> FruitSelect:
        return cls()

    async def callback(self, interaction: discord.Interaction) -> None:
        chosen = interaction.data["values"][0]
        await interaction.response.edit_message(content=f"Picked {chosen}")


def board_view(n: int) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(CountButton(n))
    return view


class NameForm(discord.ui.Modal, title="Who are you?"):
    name = discord.ui.TextInput(label="Name", custom_id="name")

    async def on_submit(self, interaction: discord.Interaction) -> None:
        await interaction.response.send_message(f"Hello {self.name.value}")


class Mini(commands.GroupCog, group_name="mini"):
    deep = app_commands.Group(name="deep", description="Nested commands")

    @app_commands.command(description="Post a board with a counting button")
    async def board(self, interaction: discord.Interaction) -> None:
        embed = discord.Embed(title="Board", description=f"locale {interaction.locale.value}")
        await interaction.response.send_message("Count 0", embed=embed, view=board_view(0))

    @app_commands.command(description="Post a select menu")
    async def pick(self, interaction: discord.Interaction) -> None:
        view = discord.ui.View(timeout=None)
        view.add_item(FruitSelect())
        await interaction.response.send_message("Pick a fruit", view=view)

    @app_commands.command(description="Defer, then answer")
    async def slow(self, interaction: discord.Interaction) -> None:
        await interaction.response.defer(thinking=True)
        await interaction.followup.send("Followup done")
        await interaction.edit_original_response(content="Slow done")

    @app_commands.command(description="Answer only to the caller")
    async def secret(self, interaction: discord.Interaction) -> None:
        await interaction.response.send_message("Only you", ephemeral=True)

    @app_commands.command(description="Send a picture")
    async def picture(self, interaction: discord.Interaction) -> None:
        buffer = io.BytesIO()
        Image.new("RGB", (8, 8), "red").save(buffer, format="PNG")
        buffer.seek(0)
        await interaction.response.send_message(file=discord.File(buffer, filename="board.png"))

    @app_commands.command(description="Ask for a name in a modal")
    async def ask(self, interaction: discord.Interaction) -> None:
        await interaction.response.send_modal(NameForm())

    @app_commands.command(description="Open a thread under the answer and post in it")
    async def thread(self, interaction: discord.Interaction) -> None:
        await interaction.response.send_message("Thread below")
        message = await interaction.original_response()
        thread = await message.create_thread(name="Game 1")
        await thread.send("In the thread")

    @deep.command(description="Repeat a text")
    @app_commands.describe(text="What to say", times="How often")
    async def echo(self, interaction: discord.Interaction, text: str, times: int = 1) -> None:
        await interaction.response.send_message(" ".join([text] * times))


class MiniBot(commands.Bot):
    def __init__(self, guild_id: int) -> None:
        super().__init__(command_prefix=commands.when_mentioned, intents=discord.Intents.default())
        self.dev_guild = discord.Object(guild_id)

    async def setup_hook(self) -> None:
        self.add_dynamic_items(CountButton, FruitSelect)
        await self.add_cog(Mini())
        self.tree.copy_global_to(guild=self.dev_guild)
        await self.tree.sync(guild=self.dev_guild)


def main() -> None:
    bot = MiniBot(int(os.environ["DEV_GUILD_ID"]))
    bot.run(os.environ["DISCORD_TOKEN"], log_level=getattr(logging, os.environ["LOG_LEVEL"]))


if __name__ == "__main__":
    main()
