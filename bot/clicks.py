"""What a click on a game's message means, in one table (`Clicks`): the bot's own actions — the
lobby's buttons, Play again, playing for an absent player, taking a decision back, a seat's
private view — and, for any other action, a move of the game's family, which its board reads
from the click (`Board.interpret`). Every change goes through the session service; a refusal
is a GameError."""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass, replace
from functools import partial

import discord

from bot import away
from bot.board import Board, Private, UiOnly
from bot.game import GameError, Player, Snapshot
from bot.i18n import user_language
from bot.live_privates import Origin
from bot.models import utcnow
from bot.sessions import GameService
from bot.ui import from_other_board
from rules.base import TAKE_BACK


def player_of(interaction: discord.Interaction) -> Player:
    """The member acting, named as this server names him (its nickname, if he has one)."""
    user = interaction.user
    return Player(user.id, user.display_name, user_language(interaction))


def global_name(interaction: discord.Interaction) -> str:
    """The member's name on every server: his global display name (a member's
    `display_name` is this server's nickname)."""
    user = interaction.user
    return user.global_name or user.name


def is_admin(interaction: discord.Interaction) -> bool:
    permissions = getattr(interaction.user, "guild_permissions", None)
    return bool(permissions and permissions.manage_guild)


@dataclass(frozen=True)
class Click:
    """A click on a game's component: the game and the version its message was drawn from, the
    action and its argument (a select's value chosen)."""

    interaction: discord.Interaction
    game_id: int
    version: int
    action: str
    arg: str

    @property
    def player(self) -> Player:
        return player_of(self.interaction)


def _check_place(click: Click, snap: Snapshot) -> None:
    """Refuse a click naming a game its message shows nothing of, or one played in another
    channel or server (a private table's board is its member's own message, wherever he opened
    it: his seat alone may act there)."""
    interaction, place = click.interaction, snap.place
    here = (interaction.guild_id, interaction.channel_id) == (place.guild_id, place.channel_id)
    if from_other_board(interaction, click.game_id) or not (here or place.private):
        raise GameError("click.elsewhere")


@dataclass(frozen=True)
class Changed:
    """The game as saved after the click (with any UI-only selection, `ui`), to draw on the
    message clicked."""

    snap: Snapshot
    ui: str = ""


@dataclass(frozen=True)
class NewGame:
    """A game the click opened (Play again): its board is a message of its own."""

    snap: Snapshot


Outcome = Changed | NewGame | Private


class Clicks:
    def __init__(
        self,
        service: GameService,
        boards: Mapping[str, Board],
        returned: Callable[[discord.Client, dict[int, tuple[int, int]]], None] = lambda *_: None,
    ) -> None:
        """`returned`: told of a member's games (`GameService.mark_away`'s) when a click of
        his brought him back from away (their boards to redraw)."""
        self.service = service
        self.boards = boards
        self.returned = returned
        handlers: dict[str, Callable[[Click], Awaitable[Outcome]]] = {
            # the lobby's buttons
            "join": self._join,
            "leave": self._leave,
            "computer": self._add_computer,
            "start": self._start,
            "cancel": self._cancel,
            "option": self._switch_option,
            # a game over, a turn overdue, a practice game
            "rematch": self._rematch,
            "skip": self._skip,
            TAKE_BACK: self._take_back,
            # answered with a view only the clicking player sees
            "hand": self._private,
            "hint": self._private,
        }
        self._handlers = handlers

    async def decide(self, click: Click) -> Outcome:
        """What the click changes: the game to draw on the clicked message, a new game to post,
        or a private view for the clicking player. A click acts only on a game whose board (or
        private view) it came from, at the game's place."""
        snap = await self.service.load(click.game_id, at_least=click.version)
        _check_place(click, snap)
        click = await self._back_if_away(click, snap)
        return await self._handlers.get(click.action, self._move)(click)

    async def _back_if_away(self, click: Click, snap: Snapshot) -> Click:
        """A click of a member away on one of his boards brings him back first (his seat in
        the cached game `snap` says so: no read), in all his games; the click then goes on as
        drawn, the clicked game's version moved on by his return alone."""
        user, now = click.interaction.user.id, utcnow()
        seat = snap.seat_of(user)
        if seat is None or snap.away_until(seat, now) is None:
            return click
        back = partial(away.end, user_id=user, now=now)
        games = await self.service.mark_away(user, now, None, back)
        if click.game_id in games and click.version == snap.game.version:
            click = replace(click, version=games[click.game_id][1])
        others = {game_id: game for game_id, game in games.items() if game_id != click.game_id}
        self.returned(click.interaction.client, others)
        return click

    async def _join(self, click: Click) -> Outcome:
        return Changed(await self.service.join(click.game_id, click.player))

    async def _leave(self, click: Click) -> Outcome:
        return Changed(await self.service.leave(click.game_id, click.player))

    async def _add_computer(self, click: Click) -> Outcome:
        return Changed(await self.service.add_computer(click.game_id, click.player))

    async def _start(self, click: Click) -> Outcome:
        # The click's id is the client seed of the game's fair chance.
        snap = await self.service.start(click.game_id, click.player, str(click.interaction.id))
        return Changed(snap)

    async def _cancel(self, click: Click) -> Outcome:
        snap = await self.service.load(click.game_id)
        admin = is_admin(click.interaction)
        return Changed(await self.service.cancel(snap.game.channel_id, click.player, admin))

    async def _switch_option(self, click: Click) -> Outcome:
        return Changed(await self.service.switch_option(click.game_id, click.player, click.arg))

    async def _rematch(self, click: Click) -> Outcome:
        return NewGame(await self.service.rematch(click.game_id, click.player))

    async def _skip(self, click: Click) -> Outcome:
        return Changed(await self.service.skip(click.game_id, click.version, click.player))

    async def _take_back(self, click: Click) -> Outcome:
        return Changed(await self.service.take_back(click.game_id, click.version, click.player))

    async def _private(self, click: Click) -> Outcome:
        """A seat's hidden information, shown to that player alone (re-openable any time)."""
        snap = await self.service.load(click.game_id, at_least=click.version)
        lang = user_language(click.interaction)
        view = await self.private_view(snap, click.player, click.action, lang)
        if view is None:
            raise GameError("rules.illegal")
        return view

    async def _move(self, click: Click) -> Outcome:
        """A move of the game's family, as its board reads the click (or a change of what the
        board shows only, which saves nothing)."""
        service, player = self.service, click.player
        snap = await service.load(click.game_id, at_least=click.version)
        seat = service.check_turn(snap, click.version, player)
        move = self.boards[snap.game.family].interpret(snap, seat, click.action, click.arg)
        if isinstance(move, UiOnly):
            return Changed(snap, move.arg)
        return Changed(await service.act(click.game_id, click.version, player, move))

    async def private_view(
        self, snap: Snapshot, player: Player, topic: str, lang: str
    ) -> Private | None:
        """The player's private view `topic` ("hand", "hint"): always his own seat's, whatever
        the click claims; None where the game has no such view."""
        seat = snap.seat_of(player.id)
        if seat is None:
            raise GameError("turn.not_a_player")
        view = await self.boards[snap.game.family].private(snap, seat, lang, topic)
        if view is not None:
            view.origin = Origin(snap.game.id, seat, topic, lang, snap.game.version)
        return view
