"""Turn pings over the session service (SQLite and PostgreSQL) and a stand-in channel: whom a
ping is for, the previous one deleted, the wait that spares a player at the table, the
half-deadline reminder once (also after a restart, i.e. from what is saved), the `ping` option,
`/game notify off`, and a channel that refuses."""

from __future__ import annotations

import asyncio
import itertools
import json
import logging
from dataclasses import replace
from datetime import timedelta
from types import SimpleNamespace

import discord

from bot.game import Place
from bot.models import utcnow
from bot.pings import TurnPings
from bot.timetable import PING, Timetable
from tests.conftest import ALICE, BOB, CAROL, CHANNEL, GUILD, paced


class Channel:
    """The game's channel as the pings see it: what was sent there and deleted."""

    def __init__(self, refuse: bool = False) -> None:
        self.sent: list[tuple[int, str, discord.AllowedMentions]] = []
        self.deleted: list[int] = []
        self.refuse = refuse
        self._ids = itertools.count(1)

    async def send(self, content: str, allowed_mentions: discord.AllowedMentions):
        if self.refuse:
            reply = SimpleNamespace(status=403, reason="Forbidden")
            raise discord.Forbidden(reply, {"code": 50013, "message": "Missing Permissions"})
        message_id = next(self._ids)
        self.sent.append((message_id, content, allowed_mentions))
        return SimpleNamespace(id=message_id)

    def get_partial_message(self, message_id: int):
        async def delete() -> None:
            self.deleted.append(message_id)

        return SimpleNamespace(id=message_id, delete=delete)

    @property
    def shown(self) -> list[int]:
        return [mid for mid, _, _ in self.sent if mid not in self.deleted]

    def told(self) -> list[int]:
        """Whom each ping mentioned (and may ping: that user alone)."""
        whom = []
        for _, content, allowed in self.sent:
            mention = allowed.to_dict()
            assert mention["parse"] == [] and len(mention["users"]) == 1
            assert content.startswith(f"<@{mention['users'][0]}>, ")
            whom.append(mention["users"][0])
        return whom


class Client:
    def __init__(self, channel: Channel) -> None:
        self.channel = channel

    def get_partial_messageable(self, channel_id: int, guild_id: int | None = None) -> Channel:
        assert channel_id == CHANNEL and guild_id == GUILD
        return self.channel


async def started(service, players=(ALICE, BOB), computers=0, options=None):
    snap = await service.create(Place(GUILD, CHANNEL), players[0], "sequence", options)
    for player in players[1:]:
        snap = await service.join(snap.game.id, player)
    for _ in range(computers):
        snap = await service.add_computer(snap.game.id, players[0])
    await service.set_message(snap.game.id, 777)
    return await service.start(snap.game.id, players[0])


async def next_turn(service, snap):
    """The player to move rolls until the turn has passed on (or the game is over)."""
    by = {p.id: p for p in (ALICE, BOB, CAROL)}
    mover = snap.to_move
    while snap.game.status == "active" and snap.to_move == mover:
        player = by[snap.seats[mover].user_id]
        snap = await service.act(snap.game.id, snap.game.version, player, {"type": "roll"})
    return snap


def user_to_move(snap) -> int:
    return snap.seats[snap.to_move].user_id


def pings_of(service, after: float = 0.0) -> TurnPings:
    """The turn pings, waiting `after` seconds, as the service's timetable says so too."""
    timing = replace(service.timetable.timing, ping_after=timedelta(seconds=after))
    service.timetable = Timetable(timing)
    return TurnPings(service, service.timetable)


async def housekeeping(service, pings, client, game_id, lang, now) -> None:
    """What the housekeeping's round does for the game's pings at `now`, from what is saved:
    when the game says a ping is due, it is brought up to date."""
    snap = await service.load(game_id)
    if PING in service.timetable.due_now(snap, paced=False, now=now):
        await pings.update(client, game_id, lang, now)


async def test_the_ping_option_is_on_by_default_switched_in_the_lobby_and_not_the_rules(service):
    snap = await service.create(Place(GUILD, CHANNEL), ALICE, "sequence")
    assert json.loads(snap.game.options)["ping"] is True
    snap = await service.switch_option(snap.game.id, ALICE, "ping")
    assert json.loads(snap.game.options)["ping"] is False
    snap = await service.join(snap.game.id, BOB)
    snap = await service.start(snap.game.id, ALICE)
    assert "ping" not in snap.state.options  # rules/ never sees the table's options
    snap = await service.resign(CHANNEL, ALICE)
    again = await service.rematch(snap.game.id, BOB)
    assert json.loads(again.game.options)["ping"] is False


async def test_each_turn_passing_to_another_person_pings_him_alone(service):
    channel = Channel()
    pings, client = pings_of(service), Client(channel)
    snap = await started(service)
    await pings.update(client, snap.game.id, "en")
    # Whoever pressed Start knows it is his turn; anyone else is told.
    expected = [] if user_to_move(snap) == ALICE.id else [user_to_move(snap)]
    assert channel.told() == expected
    for _ in range(4):
        snap = await next_turn(service, snap)
        await pings.update(client, snap.game.id, "en")
        await pings.update(client, snap.game.id, "en")  # a second look changes nothing
        expected.append(user_to_move(snap))
        assert channel.told() == expected
        assert channel.shown == [channel.sent[-1][0]]  # the previous ping deleted
    content = channel.sent[-1][1]
    link = f"https://discord.com/channels/{GUILD}/{CHANNEL}/777"
    assert f"your turn · Sequence #{snap.game.id} → {link}" in content
    saved = (await service.load(snap.game.id)).game
    assert saved.ping_message_id == channel.sent[-1][0]
    snap = await service.resign(CHANNEL, ALICE)
    await pings.update(client, snap.game.id, "en")
    assert channel.shown == []  # the last ping goes with the game


async def test_a_turn_ping_waits_and_spares_a_player_who_decides_meanwhile(service):
    channel = Channel()
    pings, client = pings_of(service, after=0.2), Client(channel)
    snap = await next_turn(service, await started(service))
    absent = user_to_move(snap)
    pings.follow(client, snap, "en")
    await asyncio.sleep(0.1)
    assert channel.sent == []  # the turn is younger than the wait
    await asyncio.sleep(0.2)
    await pings.settle(5)
    assert channel.told() == [absent]  # he did not decide in time: told

    snap = await next_turn(service, snap)
    pings.follow(client, snap, "en")
    await pings.settle(5)
    assert channel.shown == []  # the ping of the turn that is over goes at once
    present = snap.seats[snap.to_move]
    player = ALICE if present.user_id == ALICE.id else BOB
    snap = await service.act(snap.game.id, snap.game.version, player, {"type": "roll"})
    pings.follow(client, snap, "en")
    await asyncio.sleep(0.3)
    await pings.settle(5)
    # He decided within the wait: not told. Had his roll ended his turn, the next player is.
    expected = (
        [] if snap.to_move is None or user_to_move(snap) == player.id else [user_to_move(snap)]
    )
    assert channel.told() == [absent, *expected]


async def test_a_turn_ping_a_restart_lost_is_sent_by_the_housekeeping(service):
    channel = Channel()
    client = Client(channel)
    first = pings_of(service, after=20)
    snap = await next_turn(service, await started(service))
    first.follow(client, snap, "en")  # its process stops before the 20 s
    restarted = pings_of(service, after=20)
    service.forget(snap.game.id)  # a restarted process knows only what was saved
    start = snap.game.turn_started_at
    # The game says when its ping is due; the housekeeping sends it then, once.
    assert (await service.load(snap.game.id)).game.due_at == start + timedelta(seconds=20)
    for seconds in (10, 21, 40):
        now = start + timedelta(seconds=seconds)
        await housekeeping(service, restarted, client, snap.game.id, "en", now)
        assert channel.told() == ([] if seconds < 20 else [user_to_move(snap)])
    # Next due: the turn's reminder, at half its deadline.
    assert (await service.load(snap.game.id)).game.due_at == start + timedelta(minutes=5)


async def test_the_reminder_comes_once_at_half_the_deadline_even_after_a_restart(service):
    channel = Channel()
    pings, client = pings_of(service), Client(channel)
    snap = await next_turn(service, await started(service))
    await pings.update(client, snap.game.id, "en")
    [turn_ping] = channel.shown
    half = snap.game.turn_started_at + timedelta(minutes=5)  # the turn has 10 minutes
    assert (await service.load(snap.game.id)).game.due_at == half
    await housekeeping(service, pings, client, snap.game.id, "cs", half - timedelta(seconds=1))
    assert channel.shown == [turn_ping]  # not yet
    await housekeeping(service, pings, client, snap.game.id, "cs", half)
    [reminder] = channel.shown
    assert reminder != turn_ping and "polovina času" in channel.sent[-1][1]
    assert channel.told()[-1] == user_to_move(snap)
    await housekeeping(service, pings, client, snap.game.id, "cs", half)
    service.forget(snap.game.id)  # a restarted process knows only what was saved
    later = half + timedelta(minutes=1)
    saved = await service.load(snap.game.id)
    assert PING not in service.timetable.due_now(saved, paced=False, now=later)
    await housekeeping(service, pings_of(service), client, snap.game.id, "cs", later)
    assert channel.shown == [reminder] and len(channel.sent) == 2
    # The next turn has its own ping and reminder.
    snap = await next_turn(service, snap)
    assert PING in service.timetable.due_now(snap, paced=False, now=utcnow())


async def test_nobody_is_pinged_alone_by_computers_or_with_the_option_off(service):
    channel = Channel()
    pings, client = pings_of(service), Client(channel)
    alone = await started(service, players=(ALICE,), computers=2)
    alone = await service.act(alone.game.id, alone.game.version, ALICE, {"type": "roll"})
    await pings.update(client, alone.game.id, "en")
    # Nothing of pings is due: nobody waits for the person to move.
    assert PING not in service.timetable.events(alone, paced=False)
    await housekeeping(service, pings, client, alone.game.id, "en", utcnow() + timedelta(hours=1))
    assert channel.sent == []
    await service.resign(CHANNEL, ALICE)

    snap = await started(service, options={"ping": False})
    for _ in range(3):
        snap = await next_turn(service, snap)
        await pings.update(client, snap.game.id, "en")
        assert PING not in service.timetable.events(snap, paced=False)
    assert channel.sent == []


async def test_a_computer_to_move_is_not_pinged_and_the_stale_ping_goes(service):
    paced(service, "dice")  # computer seats wait for their turn, as dominoes' do
    channel = Channel()
    pings, client = pings_of(service), Client(channel)
    snap = await started(service, computers=1)
    while not snap.computer_to_move:
        snap = await next_turn(service, snap)
        await pings.update(client, snap.game.id, "en")
    assert channel.sent and channel.shown == []  # Bob's ping gone once his turn was over
    assert set(channel.told()) <= {ALICE.id, BOB.id}


async def test_notify_off_silences_one_member_on_one_server(service):
    channel = Channel()
    pings, client = pings_of(service), Client(channel)
    opt_outs = pings.opt_outs
    assert await opt_outs.wanted(GUILD, BOB.id)
    await opt_outs.want(GUILD, BOB.id, False)
    await opt_outs.want(GUILD, BOB.id, False)  # saying it twice is fine
    assert not await opt_outs.wanted(GUILD, BOB.id)
    assert await opt_outs.wanted(GUILD + 1, BOB.id)  # another server
    snap = await started(service)
    for _ in range(4):
        snap = await next_turn(service, snap)
        await pings.update(client, snap.game.id, "en")
    assert channel.told() and set(channel.told()) == {ALICE.id}
    await opt_outs.want(GUILD, BOB.id, True)
    assert await opt_outs.wanted(GUILD, BOB.id)


async def test_a_channel_that_refuses_pings_is_logged_once_and_the_game_goes_on(service, caplog):
    channel = Channel(refuse=True)
    pings, client = pings_of(service), Client(channel)
    snap = await started(service)
    with caplog.at_level(logging.INFO, logger="bot.pings"):
        for _ in range(4):
            snap = await next_turn(service, snap)
            pings.follow(client, snap, "en")
            await pings.settle(5)
    assert snap.game.version > 4 and channel.sent == []
    assert [r.getMessage() for r in caplog.records if "no turn pings" in r.getMessage()] == [
        f"no turn pings for game {snap.game.id} (channel {CHANNEL}): 403 Forbidden (error code: "
        "50013): Missing Permissions"
    ]
