"""The session service against a real SQLite file: lobby, turns, refusals that change
nothing, races, computer seats, deadlines, results and the leaderboard."""

from __future__ import annotations

import asyncio
import gc
import itertools
import json
from contextlib import contextmanager
from datetime import timedelta

import pytest
from sqlalchemy import update
from sqlmodel import select

from bot import game_cache, leaderboard, records
from bot.game import GameError, Place
from bot.i18n import t
from bot.models import ActionRecord, Game, ResultRecord, Standing, utcnow
from bot.sessions import GameService
from bot.timetable import PACE
from rules import fairness, registry
from rules.base import SeededChance, resolve_options
from tests.conftest import ALICE, BOB, CAROL, CHANNEL, GUILD, fresh_snowflake, paced


async def lobby(service, game="sequence", options=None, players=(ALICE, BOB)):
    snap = await service.create(Place(GUILD, CHANNEL), players[0], game, options)
    for player in players[1:]:
        snap = await service.join(snap.game.id, player)
    return snap


async def started(service, game="sequence", options=None, players=(ALICE, BOB)):
    snap = await lobby(service, game, options, players)
    return await service.start(snap.game.id, players[0])


async def backdate(service, game_id: int, **ago: timedelta) -> None:
    """Move a game's timestamps into the past, as time passing would."""
    async with service.sessions() as db:
        values = {name: utcnow() - delta for name, delta in ago.items()}
        await db.exec(update(Game).where(Game.id == game_id).values(**values))
        await db.commit()
    service.forget(game_id)  # written behind the service's back: it must read it afresh


@contextmanager
def refused(key):
    """The block must raise GameError with this catalog key."""
    with pytest.raises(GameError) as error:
        yield
    assert error.value.key == key, error.value


async def test_lobby_join_leave_and_one_game_per_channel(service):
    snap = await lobby(service, players=(ALICE,))
    assert [s.name for s in snap.seats] == ["Alice"]
    with refused("game.channel_busy"):
        await service.create(Place(GUILD, CHANNEL), BOB, "figures")
    snap = await service.join(snap.game.id, BOB)
    snap = await service.join(snap.game.id, CAROL)
    with refused("lobby.already_joined"):
        await service.join(snap.game.id, BOB)
    snap = await service.leave(snap.game.id, BOB)
    assert [(s.seat, s.name) for s in snap.seats] == [(0, "Alice"), (1, "Carol")]
    with refused("lobby.host_only"):
        await service.start(snap.game.id, CAROL)
    snap = await service.leave(snap.game.id, ALICE)  # the host leaving closes the lobby
    assert snap.game.status == "cancelled"
    assert await service.live_game(CHANNEL) is None
    await service.create(Place(GUILD, CHANNEL), BOB, "figures")  # the channel is free again


async def test_lobby_is_capped_by_the_games_player_count(service):
    snap = await lobby(service, players=(ALICE,))
    for _ in range(registry.get("sequence").max_players - 1):
        snap = await service.add_computer(snap.game.id, ALICE)
    with refused("lobby.full"):
        await service.join(snap.game.id, BOB)
    with refused("lobby.host_only"):
        await service.add_computer(snap.game.id, BOB)


async def test_bad_options_are_refused_with_their_reason(service):
    with refused("option.range"):
        await service.create(Place(GUILD, CHANNEL), ALICE, "ones_and_fives", {"target": -5})
    with refused("option.unknown"):
        await service.create(Place(GUILD, CHANNEL), ALICE, "sequence", {"bank_min": 300})
    assert await service.live_game(CHANNEL) is None


async def test_refusals_change_nothing(service):
    snap = await started(service, "ones_and_fives")
    game_id, version = snap.game.id, snap.game.version
    with refused("turn.not_a_player"):
        await service.act(game_id, version, CAROL, {"type": "roll"})
    with refused("turn.not_yours"):
        await service.act(game_id, version, BOB, {"type": "roll"})
    with refused("board.stale"):
        await service.act(game_id, version - 1, ALICE, {"type": "roll"})
    with pytest.raises(GameError) as error:
        await service.act(game_id, version, ALICE, {"type": "bank", "keep": []})
    assert error.value.key.startswith("dice.") and error.value.reason
    after = await service.load(game_id)
    assert after.game.version == version and after.game.state == snap.game.state


async def test_racing_clicks_apply_once(service):
    snap = await started(service)
    game_id, version = snap.game.id, snap.game.version
    outcomes = await asyncio.gather(
        service.act(game_id, version, ALICE, {"type": "roll"}),
        service.act(game_id, version, ALICE, {"type": "roll"}),
        return_exceptions=True,
    )
    assert sum(isinstance(o, GameError) and o.key == "board.stale" for o in outcomes) == 1
    assert (await service.load(game_id)).game.version == version + 1


async def test_a_second_process_cannot_overwrite(engine, service):
    """Another process has its own locks; the optimistic version still refuses its write."""
    snap = await started(service)
    other = GameService(engine, SeededChance(8))
    stale = await other.load(snap.game.id)
    await service.act(snap.game.id, snap.game.version, ALICE, {"type": "roll"})
    with refused("board.stale"):
        await other._advance(stale, stale.state, [])


async def test_computer_seats_move_after_the_human(service):
    snap = await lobby(service, players=(ALICE,))
    snap = await service.add_computer(snap.game.id, ALICE)
    snap = await service.start(snap.game.id, ALICE)
    snap = await service.act(snap.game.id, snap.game.version, ALICE, {"type": "roll"})
    assert snap.to_move == 0 or snap.game.status == "finished"
    kinds = [r.kind for r in snap.recent]
    assert "computer" in kinds and "chance" in kinds


async def test_paced_computer_seats_wait_for_their_turn_one_decision_each(service):
    paced(service, "dice")
    snap = await lobby(service, players=(ALICE,))
    snap = await service.add_computer(snap.game.id, ALICE)
    snap = await service.start(snap.game.id, ALICE)
    while not snap.computer_to_move:  # Alice's turn, to its end
        snap = await service.act(snap.game.id, snap.game.version, ALICE, {"type": "roll"})
    assert snap.recent[-1].kind != "computer"  # the computer has not moved yet
    assert await service.computer_turn(snap.game.id, snap.game.version - 1) is None  # stale
    after = await service.computer_turn(snap.game.id, snap.game.version)
    assert after.game.version == snap.game.version + 1
    assert [r.kind for r in after.recent[len(snap.recent) :]].count("computer") == 1
    assert await service.computer_turn(snap.game.id, snap.game.version) is None  # played once
    # A computer's turn nobody plays (its process restarted) is due for the housekeeping.
    events = service.timetable.events(after, paced=True)
    if after.computer_to_move:
        assert events[PACE] == after.game.updated_at + timedelta(seconds=2)
        assert after.game.due_at == min(events.values())
    else:
        assert PACE not in events


async def test_a_finished_game_records_results_and_the_leaderboard(service):
    snap = await started(service)
    while snap.game.status == "active":
        mover = snap.seats[snap.to_move]
        player = ALICE if mover.user_id == ALICE.id else BOB
        snap = await service.act(snap.game.id, snap.game.version, player, {"type": "roll"})
    result = snap.rules.result(snap.state)
    async with service.sessions() as db:
        rows = (await db.exec(select(ResultRecord))).all()
        standings = {s.user_id: s for s in (await db.exec(select(Standing))).all()}
    assert sorted((r.seat, r.place) for r in rows) == sorted(enumerate(result.placings))
    winner = ALICE.id if result.placings[0] == 1 else BOB.id
    loser = BOB.id if winner == ALICE.id else ALICE.id
    assert standings[winner].wins == 1 and standings[loser].wins == 0
    assert standings[winner].rating > 1500 > standings[loser].rating
    # Each result keeps the player's rating after the game: the history /stats draws.
    assert {r.user_id: r.rating for r in rows} == {u: s.rating for u, s in standings.items()}
    assert standings[winner].rated == standings[loser].rated == 1
    top = await leaderboard.ranks(service.sessions, GUILD, "sequence")
    assert [row.user_id for row in top] == [winner, loser]
    with refused("game.over"):
        await service.act(snap.game.id, snap.game.version, ALICE, {"type": "roll"})


async def test_the_action_log_replays_the_game(service):
    snap = await started(service, "ones_and_fives")
    for _ in range(30):
        if snap.game.status != "active":
            break
        action = snap.rules.computer_action(snap.state, SeededChance(1))
        player = ALICE if snap.to_move == 0 else BOB
        snap = await service.act(snap.game.id, snap.game.version, player, action)
    async with service.sessions() as db:
        log = (
            await db.exec(
                select(ActionRecord)
                .where(ActionRecord.game_id == snap.game.id)
                .order_by(ActionRecord.seq)
            )
        ).all()
    rules = snap.rules
    state = rules.new_game(resolve_options(rules.options, {}), 2)
    for record in log:
        state = rules.apply(state, json.loads(record.action))
    assert rules.to_json(state) == rules.to_json(snap.state)


async def test_resign_ends_a_two_player_game(service):
    snap = await started(service)
    snap = await service.resign(CHANNEL, BOB)
    assert snap.game.status == "finished"
    assert snap.rules.result(snap.state).winners == (0,)
    with refused("game.none_in_channel"):
        await service.resign(CHANNEL, BOB)


async def test_cancel_needs_the_host_or_a_manager(service):
    await started(service)
    with refused("game.cancel_forbidden"):
        await service.cancel(CHANNEL, BOB, is_admin=False)
    snap = await service.cancel(CHANNEL, BOB, is_admin=True)
    assert snap.game.status == "cancelled"
    async with service.sessions() as db:
        assert (await db.exec(select(Standing))).all() == []


async def test_skip_an_absent_player_after_the_deadline(service):
    snap = await started(service)
    with refused("skip.own_turn"):
        await service.skip(snap.game.id, snap.game.version, ALICE)
    with refused("skip.too_early"):
        await service.skip(snap.game.id, snap.game.version, BOB)
    await backdate(service, snap.game.id, turn_started_at=timedelta(minutes=11))
    snap = await service.skip(snap.game.id, snap.game.version, BOB)
    assert snap.to_move == 1
    assert [r.kind for r in snap.recent if r.seat == 0][:1] == ["skip"]


async def test_abandoned_lobbies_expire(service):
    snap = await lobby(service)
    assert snap.game.due_at == snap.game.updated_at + timedelta(minutes=30)  # its expiry
    assert await service.expire(snap.game.id) is None  # not yet
    await backdate(service, snap.game.id, updated_at=timedelta(minutes=31))
    expired = await service.expire(snap.game.id)
    assert expired.game.status == "expired" and expired.game.due_at is None
    assert await service.live_game(CHANNEL) is None
    assert await service.expire(snap.game.id) is None  # closed already


async def test_play_again_opens_a_lobby_like_the_last_game(service):
    snap = await lobby(service, "ones_and_fives", {"target": 600}, players=(ALICE,))
    snap = await service.add_computer(snap.game.id, ALICE)
    snap = await service.start(snap.game.id, ALICE)
    with refused("lobby.closed"):
        await service.rematch(snap.game.id, ALICE)
    snap = await service.resign(CHANNEL, ALICE)
    with refused("turn.not_a_player"):
        await service.rematch(snap.game.id, BOB)
    again = await service.rematch(snap.game.id, ALICE)
    assert again.game.status == "lobby" and again.game.id != snap.game.id
    assert json.loads(again.game.options)["target"] == 600
    assert [(s.name, s.computer) for s in again.seats] == [("Alice", False), ("Computer 1", True)]


async def test_resigning_twice_or_in_a_lobby_is_answered(service):
    snap = await lobby(service, players=(ALICE, BOB, CAROL))
    snap = await service.resign(CHANNEL, CAROL)  # in a lobby: she leaves
    assert [s.name for s in snap.seats] == ["Alice", "Bob"]
    snap = await service.join(snap.game.id, CAROL)
    await service.start(snap.game.id, ALICE)
    snap = await service.resign(CHANNEL, CAROL)
    assert snap.game.status == "active"  # three players: the other two play on
    with refused("dice.not_playing"):
        await service.resign(CHANNEL, CAROL)


async def test_a_seat_count_the_game_is_not_played_with_is_refused_at_start(service):
    snap = await service.create(Place(GUILD, CHANNEL), ALICE, "block")  # 2 or 4 players
    await service.join(snap.game.id, BOB)
    snap = await service.join(snap.game.id, CAROL)
    with pytest.raises(GameError) as refused:
        await service.start(snap.game.id, ALICE)
    assert refused.value.key == "domino.player_count"
    assert (await service.load(snap.game.id)).game.status == "lobby"


async def test_the_cache_keeps_logs_the_garbage_collector_stops_walking(service, monkeypatch):
    monkeypatch.setattr(game_cache, "HOT_GAMES", 1)  # beyond the hottest game, kept compact
    snap = await started(service)
    mover = snap.seats[snap.to_move]
    player = next(p for p in (ALICE, BOB) if p.id == mover.user_id)
    acted = await service.act(snap.game.id, snap.game.version, player, {"type": "roll"})
    assert await service.load(snap.game.id) is acted  # the hottest: handed out as it is
    await service.create(Place(GUILD, fresh_snowflake()), ALICE, "sequence")  # now the hottest
    gc.collect()
    kept = service._cache._kept[snap.game.id]
    assert kept.recent and not any(gc.is_tracked(entry) for entry in kept.recent)
    loaded = await service.load(snap.game.id)
    assert [entry.kind for entry in loaded.recent] == [entry[3] for entry in kept.recent]
    assert loaded.game == acted.game


async def test_the_backgammon_computer_is_named_with_its_level_and_a_bad_level_refused(service):
    snap = await lobby(service, "backgammon", {"level": "beginner"}, players=(ALICE,))
    snap = await service.add_computer(snap.game.id, ALICE)
    assert snap.player_name(1, "en") == "🤖 GNU Backgammon · Beginner"
    assert snap.player_name(1, "cs") == "🤖 GNU Backgammon · Začátečník"
    assert snap.player_name(1, "pl") == "🤖 GNU Backgammon · Początkujący"
    await service.cancel(CHANNEL, ALICE, is_admin=False)
    snap = await lobby(service, "backgammon", players=(ALICE,))  # World Class by default
    snap = await service.add_computer(snap.game.id, ALICE)
    assert snap.plain_name(1, "en") == "🤖 GNU Backgammon · World Class"
    with pytest.raises(GameError) as error:
        service.check_options("backgammon", {"level": "godlike"})
    assert t("en", error.value.key, **error.value.params) == (
        "level must be one of: beginner, casual, intermediate, advanced, expert, world_class."
    )


async def test_forbidden_faces_thrown_again_verify(engine):
    """Equal forbidden faces are thrown again, and every throw is logged with its numbers: a
    game whose first throw was equal verifies (it once logged only the last throw, with all
    the numbers drawn: /game verify said it did not match)."""
    service = GameService(engine, SeededChance(3), fair=True)
    snap = await service.create(Place(GUILD, CHANNEL), ALICE, "forbidden")
    snap = await service.join(snap.game.id, BOB)

    def equal_then_different(client_seed: str) -> bool:
        chance = fairness.FairChance(snap.game.server_seed, client_seed)
        first, second = chance.dice(2), chance.dice(2)
        return first[0] == first[1] and second[0] != second[1]

    seed = next(str(n) for n in itertools.count() if equal_then_different(str(n)))
    snap = await service.start(snap.game.id, ALICE, seed)
    first, second = [json.loads(r.action)["dice"] for r in snap.recent[:2]]
    assert first[0] == first[1] and second[0] != second[1]
    while snap.game.status == "active":
        player = ALICE if snap.seats[snap.to_move].user_id == ALICE.id else BOB
        snap = await service.act(snap.game.id, snap.game.version, player, {"type": "roll"})
    record = records.build(snap, await service.history(snap.game.id))
    assert (await records.verdict(snap, record, "en")).startswith("✔")
