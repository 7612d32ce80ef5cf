"""Tournaments at work (a wing: bot/wing.py): /tournament's commands and the sign-up board's
buttons (`t:<action>:<tournament>`, bot/tournaments/view.py), and the steps of the
tournaments due (bot/tournaments/rounds.py) in each housekeeping round and after each of their
games' boards changed. Its occasion, a tournament's table (bot/tournaments/occasion.py), is
registered with the session service when it is made."""

from __future__ import annotations

import io
import json
from datetime import timedelta
from typing import TYPE_CHECKING, Any

import discord

from bot import texts
from bot.clicks import is_admin, player_of
from bot.delivery import acknowledged, message_of, update_clicked
from bot.game import GameError, Player, Snapshot
from bot.i18n import board_language, t, user_language
from bot.models import utcnow
from bot.tournaments import service as tournaments
from bot.tournaments import view as tournament_view
from bot.tournaments.occasion import TournamentTable
from bot.tournaments.rounds import TournamentRounds
from bot.tournaments.service import TournamentService, TournamentState, owned_by
from bot.wing import WingFlow

if TYPE_CHECKING:
    from bot.client import TableBot


class TournamentsFlow(WingFlow):
    prefix = tournament_view.PREFIX

    def __init__(self, client: TableBot) -> None:
        self.client, self.games, self.controller = client, client.service, client.controller
        self.games.occasions.add(TournamentTable(client.engine))
        self.tournaments = TournamentService(client.engine)
        self.owned = owned_by(*client.settings.shards)
        self.rounds = TournamentRounds(
            self.games, self.tournaments, self.controller.messages, client.server_language
        )

    async def click(self, interaction: discord.Interaction) -> None:
        clicked = tournament_view.tournament_click(interaction)
        if clicked is not None:
            await self._click(interaction, *clicked)

    async def start(self) -> None:
        """The steps this process's last run was cut off in: its first round steps them."""
        await self.rounds.take_over(self.owned)

    async def round(self) -> None:
        await self.rounds.round(self.client, self.owned)

    def follow(self, client: discord.Client, snap: Snapshot, lang: str) -> None:
        self.rounds.follow(client, snap, lang)

    async def create(
        self, interaction: discord.Interaction, *, starts_in: int | None, **chosen: Any
    ) -> None:
        """`/tournament create`: its sign-up board, posted here (the command's answer)."""
        async with self.controller.errors(interaction):
            if interaction.guild_id is None:
                raise GameError("error.guild_only")
            if isinstance(interaction.channel, discord.Thread):  # its games open threads here
                raise GameError("tournament.not_in_thread")
            lang = board_language(interaction)
            game = chosen["game"]
            options = tournaments.game_options(game, chosen.pop("match_to"))
            name = chosen.pop("name") or t(
                lang,
                "tournament.default_name",
                game=texts.board_name(game, lang),
                format=t(lang, f"tournament.format_{chosen['format_name']}"),
            )
            starts = None if starts_in is None else utcnow() + timedelta(minutes=starts_in)
            state = await self.tournaments.create(
                interaction.guild_id,
                interaction.channel_id,
                player_of(interaction),
                name,
                options=self.games.check_options(game, options),
                starts_at=starts,
                **chosen,
            )
            board = tournament_view.board(state, lang)
            sent = await acknowledged(interaction.response.send_message(**board.message()))
            message = await message_of(interaction, sent)
            await self.tournaments.set_message(state.id, message.id)

    async def _click(
        self, interaction: discord.Interaction, action: str, tournament_id: int
    ) -> None:
        """A sign-up board's button (bot/tournaments/view.py)."""
        async with self.controller.errors(interaction):
            player, service = player_of(interaction), self.tournaments
            if action == tournament_view.JOIN:
                state = await service.join(tournament_id, player)
            elif action == tournament_view.LEAVE:
                state = await service.remove(tournament_id, player, player.id, False)
            elif action == tournament_view.COMPUTER:
                state = await service.add_computer(tournament_id, player)
            elif action == tournament_view.START:
                state = await service.start(tournament_id, player)
            else:
                state = await service.cancel(tournament_id, player, is_admin(interaction))
            board = tournament_view.board(state, board_language(interaction))
            await update_clicked(interaction, **board.edit())
            if action == tournament_view.START:  # its first round opens now
                self.rounds.wake(interaction.client, tournament_id)

    async def status(self, interaction: discord.Interaction, number: int | None) -> None:
        async with self.controller.errors(interaction):
            state = await self._tournament(interaction, number)
            board = tournament_view.board(state, user_language(interaction))
            await self.controller.reply(interaction, **board.message(), ephemeral=True)

    async def remove(
        self, interaction: discord.Interaction, number: int | None, member: discord.abc.User
    ) -> None:
        """`/tournament leave` (the member himself) or `kick` (the host, a member): before the
        start his entry goes; once running he withdraws and his game in play is lost."""
        async with self.controller.errors(interaction):
            state = await self._tournament(interaction, number)
            by = player_of(interaction)
            state = await self.tournaments.remove(state.id, by, member.id, is_admin(interaction))
            entrant = state.entrant_of(member.id)
            playing = [
                table
                for table in state.round_tables(state.row.round)
                if entrant is not None and entrant.number in table.entrants
                if not table.done and table.thread_id is not None and table.game_id is not None
            ]
            for table in playing:  # his game in play is lost
                leaver = Player(member.id, member.display_name, by.locale)
                snap = await self.games.resign(table.thread_id, leaver)
                await self.controller.messages.redraw(
                    interaction.client, snap, board_language(interaction)
                )
            await self.rounds.show(interaction.client, state)
            text = t(
                user_language(interaction),
                "tournament.removed",
                name=texts.literal(member.display_name),
            )
            await self.controller.reply(interaction, content=text, ephemeral=True)

    async def cancel(self, interaction: discord.Interaction, number: int | None) -> None:
        async with self.controller.errors(interaction):
            state = await self._tournament(interaction, number)
            state, casual = await self.tournaments.cancel(
                state.id, player_of(interaction), is_admin(interaction)
            )
            for game_id in casual:  # its games in play go on as casual games
                self.games.forget(game_id)
                snap = await self.games.load(game_id)
                await self.controller.messages.redraw(
                    interaction.client, snap, board_language(interaction)
                )
            await self.rounds.show(interaction.client, state)
            await self.controller.reply(
                interaction,
                content=t(user_language(interaction), "tournament.cancelled"),
                ephemeral=True,
            )

    async def listing(self, interaction: discord.Interaction) -> None:
        async with self.controller.errors(interaction):
            rows = await self.tournaments.of_server(interaction.guild_id)
            layout = tournament_view.listing(rows, user_language(interaction))
            await self.controller.reply(interaction, **layout.message(), ephemeral=True)

    async def record(self, interaction: discord.Interaction, number: int | None) -> None:
        """`/tournament record`: the tournament as JSON, with every game's number (each game
        verifiable with /game verify)."""
        async with self.controller.errors(interaction):
            state = await self._tournament(interaction, number)
            data = json.dumps(tournament_view.record(state), indent=1).encode()
            file = discord.File(io.BytesIO(data), filename=f"tournament-{state.id}.json")
            await self.controller.reply(interaction, file=file, ephemeral=True)

    async def _tournament(
        self, interaction: discord.Interaction, number: int | None
    ) -> TournamentState:
        """The server's tournament `number` (None: its newest)."""
        if number is None:
            return await self.tournaments.latest(interaction.guild_id)
        state = await self.tournaments.load(number)
        if state.row.guild_id != interaction.guild_id:
            raise GameError("tournament.not_found")
        return state
