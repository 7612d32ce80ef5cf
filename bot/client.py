"""The discord.py client: plays the families it is given (bot/families.py: their engines started,
their commands added), dispatches game clicks (bot/ui.py), syncs the command tree (instantly to
DEV_GUILD_ID; globally only when the commands changed) and runs the housekeeping loop that
closes abandoned lobbies, reminds players whose turn is half over and archives the threads of
games that ended an hour ago."""

from __future__ import annotations

import asyncio
import gc
import hashlib
import json
import logging
import signal
import sys
from collections.abc import Callable, Sequence
from datetime import timedelta

import discord
from discord import app_commands
from discord.ext import commands, tasks

from bot import db, emojis, game_logs, outages, process_figures
from bot.computers import ComputerPlayers
from bot.controller import Controller
from bot.delivery import release
from bot.families import Families, Family
from bot.housekeeping import Housekeeping, owned_by
from bot.i18n import CatalogTranslator, language
from bot.occasion import Occasions
from bot.sessions import GameService
from bot.settings import Settings
from bot.timetable import Timetable, Timing
from bot.ui import game_click, unparsed_components
from bot.wing import Wing, WingFlow, Wings
from rules.base import SeededChance, SystemChance

log = logging.getLogger(__name__)

COMMANDS_HASH = "commands_hash"
DRAIN_SECONDS = 8.0  # process managers send SIGKILL 10 s after SIGTERM
PACKING_SECONDS = 30.0  # how often ended games' logs are packed
PACKING_PAUSE = 0.05  # seconds between two batches of a backlog
PINGS_SECONDS = 1.0  # then for the turn pings being sent (each a request or two)


class TableBot(commands.AutoShardedBot):
    def __init__(
        self,
        settings: Settings,
        families: Sequence[Family],
        shared_commands: Sequence[Callable[[TableBot], commands.Cog]] = (),
        wings: Sequence[Wing] = (),
    ) -> None:
        """`families`: the games it plays; `shared_commands`: the cogs of the commands every
        family shares (/game, /leaderboard…); `wings`: the club's features beside the games
        (bot/wing.py: the daily challenge, tournaments, seasons)."""
        shard_count, shard_ids = settings.shards
        # The bot has no voice: discord.py's two warnings at every start that voice will not
        # be supported (PyNaCl, davey) are noise.
        discord.VoiceClient.warn_nacl = discord.VoiceClient.warn_dave = False
        super().__init__(
            command_prefix=commands.when_mentioned,
            # Guilds only: games run on interactions, so message events would be pure overhead.
            intents=discord.Intents(guilds=True),
            help_command=None,
            # Nothing the bot posts pings anyone unless that message names whom it is for:
            # never @everyone, @here or a role, whatever a display name or a text contains.
            allowed_mentions=discord.AllowedMentions.none(),
            shard_count=shard_count,
            shard_ids=shard_ids,
        )
        self.settings = settings
        self.engine = db.create_engine(settings.database_url)
        chance = (
            SystemChance()
            if settings.test_chance_seed is None
            else SeededChance(settings.test_chance_seed)
        )
        # Each family's native engine (GNU Backgammon) runs in a process of its own.
        self.families = Families(families)
        self.shared_commands = shared_commands
        timing = Timing(
            lobby_timeout=timedelta(minutes=settings.lobby_timeout_minutes),
            ping_after=timedelta(seconds=settings.ping_after_seconds),
            pace=timedelta(seconds=settings.computer_pace_seconds),
        )
        self.service = GameService(
            self.engine,
            chance,
            settings.turn_timeout_minutes,
            fair=settings.test_chance_seed is None,
            families=self.families,
            computers=ComputerPlayers(self.families),
            timetable=Timetable(timing),
            occasions=Occasions(),  # each wing registers its own when it is made
        )
        self.boards = self.families.boards(self.service.history)
        self.controller = Controller(
            self.service,
            self.boards,
            settings.private_live_seconds,
            self.server_language,
        )
        owned = owned_by(shard_count, shard_ids)
        self.housekeeper = Housekeeping(
            self, self.service, self.controller, owned, self.server_language
        )
        self.wing_commands = [wing.commands for wing in wings if wing.commands is not None]
        self.wings = Wings({wing.name: wing.make(self) for wing in wings})
        followers = [flow.follow for flow in self.wings if type(flow).follow is not WingFlow.follow]
        self.controller.messages.followers += tuple(followers)
        self.gc_pauses = process_figures.GcPauses()
        self.tree.error(self.command_error)
        unparsed_components(self._connection)
        self._shutdown: asyncio.Task | None = None
        self._engine_warming: asyncio.Task | None = None

    async def setup_hook(self) -> None:
        # Warm the engines (about half a second) while the rest starts: the first computer move
        # is then as fast as any, and connecting to Discord does not wait for them.
        self._engine_warming = asyncio.create_task(self.families.start())
        await db.upgrade(self.engine)
        if self.settings.sql_capture_file is not None:  # tests: the query-plan guard
            db.capture_statements(self.engine, self.settings.sql_capture_file)
        await self.tree.set_translator(CatalogTranslator())
        await emojis.ensure(self)
        for family in self.families:
            await self.add_cog(family.commands(self))
        for shared in (*self.shared_commands, *self.wing_commands):
            await self.add_cog(shared(self))
        if 0 in self.shard_ids:  # one process syncs the commands for all
            await self.sync_commands()
        for flow in self.wings:  # what this process's last run left cut off (before any round)
            await flow.start()
        self.housekeeping.change_interval(seconds=self.settings.housekeeping_seconds)
        self.housekeeping.start()
        self.packing.start()
        for board in self.boards.values():
            board.warm_up()
        # Everything loaded so far lives as long as the process: keep it out of the garbage
        # collector's full passes, whose pauses would otherwise show up as slow clicks.
        gc.freeze()
        # A click leaves nothing in reference cycles (`release`, `GameView.to_components`), so
        # what the young generation's passes find is the clicks in flight, alive: after every
        # 700 new objects (the default) or 10 000, under load, they walk them again and again
        # and find nothing to free. After 50 000: a pass a few times a minute under full load.
        gc.set_threshold(50_000, 10, 10)
        self.gc_pauses.install()
        # SQLite runs on aiosqlite's worker thread: under load the event loop holds the GIL for
        # up to the switch interval (5 ms by default) before each query may run. 1 ms cuts that
        # wait at a negligible cost in switching.
        sys.setswitchinterval(0.001)
        # Process managers stop workers with SIGTERM: shut down gracefully (see close).
        asyncio.get_running_loop().add_signal_handler(signal.SIGTERM, self._on_sigterm)

    async def sync_commands(self) -> None:
        if self.settings.dev_guild_id:
            guild = discord.Object(self.settings.dev_guild_id)
            self.tree.copy_global_to(guild=guild)
            await self.tree.sync(guild=guild)
            log.info("commands synced to guild %s", self.settings.dev_guild_id)
            return
        # Translated, so that a changed name or description in any language counts as a change.
        translator = self.tree.translator
        payloads = [
            await command.get_translated_payload(self.tree, translator)
            for command in self.tree.get_commands()
        ]
        payload = json.dumps(payloads, sort_keys=True)
        digest = hashlib.sha256(payload.encode()).hexdigest()
        if await db.get_setting(self.service.sessions, COMMANDS_HASH) == digest:
            log.info("commands unchanged; not syncing")
            return
        await self.tree.sync()
        await db.put_setting(self.service.sessions, COMMANDS_HASH, digest)
        log.info("commands synced globally")

    async def on_interaction(self, interaction: discord.Interaction) -> None:
        click = game_click(interaction)  # every game click (bot/ui.py says why)
        if click is not None:
            try:
                await self.controller.click(interaction, *click)
            finally:
                release(interaction)
            return
        if interaction.type == discord.InteractionType.component:  # a wing's button?
            wing = self.wings.of_click((interaction.data or {}).get("custom_id", ""))
            if wing is not None:
                await wing.click(interaction)

    async def command_error(
        self, interaction: discord.Interaction, error: app_commands.AppCommandError
    ) -> None:
        """A command on its cooldown is told so; anything else is logged, as discord.py does."""
        if isinstance(error, app_commands.CommandOnCooldown):
            await self.controller.too_soon(interaction, error.retry_after)
            return
        await app_commands.CommandTree.on_error(self.tree, interaction, error)

    def server_language(self, guild_id: int) -> str:
        guild = self.get_guild(guild_id)
        return language(guild.preferred_locale if guild else None)

    @tasks.loop(minutes=1)
    async def housekeeping(self) -> None:
        """What the games of this process's servers have due (bot/housekeeping.py). The first
        round runs at start: it plays what a restart cut off (a computer's turn, a ping). A
        round that fails (the database unavailable, say) is a line in the log and the next
        round tries again: a task loop stops for good at an exception it is not told to
        expect. Then each wing does what it has due (the tournaments' steps, the daily
        challenge's post, the seasons' close), each apart: the failing of one holds up nothing
        else."""
        try:
            await self.housekeeper.round()
        except Exception:
            outages.log_failure(log, "housekeeping round failed")
        for name, flow in self.wings.items():
            try:
                await flow.round()
            except Exception:
                outages.log_failure(log, "the %s round failed", name)

    @tasks.loop(seconds=PACKING_SECONDS)
    async def packing(self) -> None:
        """Pack the logs of ended games (bot/game_logs.py), a batch at a time with a pause
        between, so that clicks are never held up long; at the first start on an old database
        it works through the whole backlog this way."""
        try:
            while await game_logs.pack_ended(self.engine) == game_logs.BATCH:
                await asyncio.sleep(PACKING_PAUSE)
        except Exception:
            outages.log_failure(log, "packing game logs failed")

    def _on_sigterm(self) -> None:
        if self._shutdown is None:
            log.info("SIGTERM: finishing the interactions in flight, then stopping")
            self._shutdown = asyncio.create_task(self.close())

    async def close(self) -> None:
        """Turn new interactions away, let those in flight finish (their answers still need
        the HTTP session), close the engine process and the database, then the gateway and
        HTTP."""
        if not self.is_closed():
            self.housekeeping.cancel()
            self.packing.cancel()
            await self.controller.drain(DRAIN_SECONDS)
            await self.controller.pings.settle(PINGS_SECONDS)
            await self.families.close()
            await self.service.close()
            await self.engine.dispose()
            figures = {
                "commit batches": process_figures.batch_figures(self.service.committer.batch_sizes),
                **self.gc_pauses.figures(),
            }
            log.info("%s%s", process_figures.PROCESS_FIGURES, json.dumps(figures))
        await super().close()
