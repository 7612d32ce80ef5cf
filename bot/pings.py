"""Turn pings: when the turn passes to another person, a short message in the game's channel
mentions him (and him alone) with a link to the board, in place of the game's previous ping, so
that a channel holds at most one ping per game; at half the turn's deadline one reminder takes
its place; when the game ends its last ping goes.

A turn's ping waits a few seconds (`after`, PING_AFTER_SECONDS): a player who has made his
turn's first decision by then is at the table and is not notified (as live play on chess sites
does without "your turn" notifications); one who has not is pinged. The wait runs on a timer;
a timer lost in a restart is made up for by the housekeeping's next round.

Pings are sent in the background once the board's answer is out, one update of a game at a
time, each from the game as saved: which ping is in the channel, the turn it was for and whether
it was that turn's reminder are on the game row, so a restarted process deletes the right
message and reminds nobody twice. A ping that cannot be sent never affects the game."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Coroutine
from datetime import datetime
from typing import Any

import discord
from sqlmodel import select

from bot import outages
from bot.delivery import game_channel, with_retries
from bot.game import Snapshot
from bot.i18n import numbered_game, t
from bot.locks import KeyedLocks
from bot.models import GameRow, PingOptOut, utcnow
from bot.sessions import GameService
from bot.timetable import REMINDER, TURN, Timetable, recipient

log = logging.getLogger(__name__)


def stale(game: GameRow) -> bool:
    """The game's ping announces a turn that is over (or a game that is)."""
    return game.ping_message_id is not None and (
        game.status != "active" or game.ping_turn != game.turn_started_at
    )


class TurnPings:
    def __init__(self, service: GameService, timetable: Timetable) -> None:
        """`timetable` says when a turn's ping and reminder are due."""
        self.service = service
        self.timetable = timetable
        self.opt_outs = PingOptOuts(service)
        self._lock = KeyedLocks()  # one update of a game's ping at a time
        self._tasks: set[asyncio.Task] = set()
        self._waiting: dict[int, asyncio.TimerHandle] = {}  # game id -> its turn's ping timer
        # Games whose channel refused a ping (no Send Messages): not tried again, logged once.
        self._refused: set[int] = set()

    def follow(self, client: discord.Client, snap: Snapshot, lang: str) -> None:
        """After a board change: bring the game's ping up to date in the background, if the
        change may call for that (most moves are within a turn and call for nothing)."""
        game = snap.game
        if game.status != "active":
            self._refused.discard(game.id)  # over: nothing more to try there
        if stale(game):  # the ping of a turn that is over goes at once
            self._spawn(self.update(client, game.id, lang))
        unpinged = game.status == "active" and game.ping_turn != game.turn_started_at
        if unpinged and game.id not in self._refused and recipient(snap, TURN) is not None:
            self._ping_when_due(client, game, lang)

    def _ping_when_due(self, client: discord.Client, game: GameRow, lang: str) -> None:
        """The turn's ping once the turn is PING_AFTER_SECONDS old (then only if its player has
        still not decided anything: `update` looks at the game as saved then). On time, where
        the housekeeping's round (`update` too, when the game says a ping is due) may come up
        to a round late; it is what plays a ping a restart lost."""
        waiting = self._waiting.pop(game.id, None)
        if waiting is not None:
            waiting.cancel()
        wait = (game.turn_started_at + self.timetable.timing.ping_after - utcnow()).total_seconds()
        if wait <= 0:
            self._spawn(self.update(client, game.id, lang))
            return
        self._waiting[game.id] = asyncio.get_running_loop().call_later(
            wait, self._waited, client, game.id, lang
        )

    def _waited(self, client: discord.Client, game_id: int, lang: str) -> None:
        del self._waiting[game_id]
        self._spawn(self.update(client, game_id, lang))

    async def settle(self, timeout: float) -> None:
        """Let the pings being sent finish (at shutdown); pings still waiting are due all the
        same: the next start's housekeeping sends them."""
        for waiting in self._waiting.values():
            waiting.cancel()
        self._waiting.clear()
        if self._tasks:
            await asyncio.wait(self._tasks, timeout=timeout)

    def _spawn(self, work: Coroutine[Any, Any, None]) -> None:
        task = asyncio.create_task(work)
        self._tasks.add(task)  # a task nobody references may be collected mid-way
        task.add_done_callback(self._tasks.discard)

    async def update(
        self, client: discord.Client, game_id: int, lang: str, now: datetime | None = None
    ) -> None:
        """Make the channel show the ping the game calls for now, from the game as saved."""
        try:
            async with self._lock(game_id):
                await self._update(client, await self.service.load(game_id), lang, now)
        except Exception:
            outages.log_failure(log, "turn ping of game %s failed", game_id)

    async def _update(
        self, client: discord.Client, snap: Snapshot, lang: str, now: datetime | None
    ) -> None:
        game = snap.game
        kind = self.timetable.ping_due(snap, now or utcnow())
        seat = recipient(snap, kind)
        # A turn nobody is to be told about leaves nothing to save (nothing was sent), unless
        # its reminder time is marked as past (so the housekeeping looks no more).
        if not stale(game) and kind != REMINDER and seat is None:
            return
        if game.id in self._refused:  # not tried again: the turn is marked as done all the same
            seat = None
        if game.ping_message_id is not None:
            await self._delete(client, snap)
        if kind == REMINDER and seat is not None:
            # Marked before it is sent: a crash in between costs the reminder, never repeats it.
            await self._note(game, None, True)
        message_id = None if seat is None else await self._post(client, snap, seat, kind, lang)
        await self._note(game, message_id, kind == REMINDER)

    async def _note(self, game: GameRow, message_id: int | None, reminded: bool) -> None:
        """Save the game's latest turn ping (None: none in the channel now), the turn it was
        for and whether it was that turn's reminder."""
        values = {
            "ping_message_id": message_id,
            "ping_turn": game.turn_started_at,
            "ping_reminded": reminded,
        }
        await self.service.note(game.id, values)

    async def _post(
        self, client: discord.Client, snap: Snapshot, seat: int, kind: str, lang: str
    ) -> int | None:
        """The ping for `seat`, unless its player switched pings off; its message id."""
        game, user_id = snap.game, snap.seats[seat].user_id
        if not await self.opt_outs.wanted(game.guild_id, user_id):
            return None
        text, only_him = ping_text(snap, seat, kind, lang)
        try:
            message = await game_channel(client, snap.place).send(text, allowed_mentions=only_him)
        except discord.Forbidden as refusal:  # no Send Messages there: the game goes on
            self._refused.add(game.id)
            log.info(
                "no turn pings for game %s (channel %s): %s", game.id, game.channel_id, refusal
            )
            return None
        except discord.HTTPException as failure:  # not retried: a 5xx may have posted it
            log.info("turn ping of game %s not sent: %s", game.id, failure)
            return None
        return message.id

    def board_moved(self, client: discord.Client, game_id: int, lang: str) -> None:
        """The game's board was posted anew (`/game status`): its ping, if it has one for the
        turn being played, links to the new board (an edit: nobody is pinged again)."""
        self._spawn(self._relink(client, game_id, lang))

    async def _relink(self, client: discord.Client, game_id: int, lang: str) -> None:
        async with self._lock(game_id):
            snap = await self.service.load(game_id)
            game, seat = snap.game, snap.to_move
            if game.ping_message_id is None or stale(game) or seat is None:
                return
            text, only_him = ping_text(snap, seat, REMINDER if game.ping_reminded else TURN, lang)
            message = game_channel(client, snap.place).get_partial_message(game.ping_message_id)
            try:
                await message.edit(content=text, allowed_mentions=only_him)
            except discord.HTTPException as failure:
                log.info("turn ping %s of game %s not relinked: %s", message.id, game_id, failure)

    @staticmethod
    async def _delete(client: discord.Client, snap: Snapshot) -> None:
        game = snap.game
        message = game_channel(client, snap.place).get_partial_message(game.ping_message_id)
        try:
            await with_retries(message.delete)
        except discord.NotFound:  # deleted by someone already
            pass
        except discord.HTTPException as failure:
            log.info("turn ping %s of game %s not deleted: %s", message.id, game.id, failure)


def ping_text(
    snap: Snapshot, seat: int, kind: str, lang: str
) -> tuple[str, discord.AllowedMentions]:
    """A ping of `kind` for `seat`, and the mentions it may make: that member's alone."""
    game, user_id = snap.game, snap.seats[seat].user_id
    text = t(
        lang,
        "ping.turn" if kind == TURN else "ping.reminder",
        player=f"<@{user_id}>",
        game=numbered_game(game.game, game.id, lang),
        link=snap.board_link(),
        deadline=f"<t:{int(snap.deadline().timestamp())}:R>",
    )
    only_him = discord.AllowedMentions(
        everyone=False, roles=False, replied_user=False, users=[discord.Object(user_id)]
    )
    return text, only_him


class PingOptOuts:
    """The members who switched turn pings off for themselves on a server (`/game notify`)."""

    def __init__(self, service: GameService) -> None:
        self.service = service
        self._known: dict[int, set[int]] = {}  # per server: who switched pings off

    async def wanted(self, guild_id: int, user_id: int) -> bool:
        """Whether the member takes turn pings on this server (unless `/game notify off`)."""
        return user_id not in await self._opted_out(guild_id)

    async def want(self, guild_id: int, user_id: int, wanted: bool) -> None:
        opted_out = await self._opted_out(guild_id)
        async with self.service.sessions() as db:
            row = await db.get(PingOptOut, (guild_id, user_id))
            if wanted and row is not None:
                await db.delete(row)
            elif not wanted and row is None:
                db.add(PingOptOut(guild_id=guild_id, user_id=user_id))
            await db.commit()
        (opted_out.discard if wanted else opted_out.add)(user_id)

    async def _opted_out(self, guild_id: int) -> set[int]:
        """The server's members who switched pings off, read once: a turn ping asks on every
        turn, and only this process changes them (a server's commands reach its own shard)."""
        known = self._known.get(guild_id)
        if known is None:
            async with self.service.sessions() as db:
                rows = await db.exec(
                    select(PingOptOut.user_id).where(PingOptOut.guild_id == guild_id)
                )
                known = self._known[guild_id] = set(rows.all())
        return known
