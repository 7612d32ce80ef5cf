"""Each of a person's turns starts its own clock (its ping, reminder and deadline), also when a
computer seat moved in between and brought the turn straight back to him: in every game, a
casual table and a tournament's (where the computer plays a missed turn once its deadline
passes, and the third in a row forfeits)."""

from __future__ import annotations

from datetime import timedelta

import pytest
import time_machine

from bot.game import Place
from bot.models import utcnow
from bot.tournaments.occasion import open_table
from bot.tournaments.service import TournamentService
from rules import registry
from rules.base import SeededChance
from tests.conftest import ALICE, CHANNEL, GUILD

DECISION = timedelta(minutes=1)  # each of her decisions takes a minute
DECISIONS = 16  # of hers, in each game


@pytest.mark.parametrize(
    "game", [g for g, rules in registry.GAMES.items() if rules.max_players > 1]
)
async def test_each_of_her_turns_against_a_computer_starts_its_own_clock(service, game):
    rules, chance = registry.get(game), SeededChance(game)
    snap = await service.create(Place(GUILD, CHANNEL), ALICE, game)
    for _ in range(max(rules.min_players, 2) - 1):
        snap = await service.add_computer(snap.game.id, ALICE)
    snap = await service.start(snap.game.id, ALICE)
    mine = snap.seat_of(ALICE.id)
    with time_machine.travel(utcnow(), tick=False) as clock:
        for _ in range(DECISIONS):
            assert snap.to_move == mine  # (the computers reply at once)
            before = len(await service.history(snap.game.id))
            turn_began = snap.game.turn_started_at
            clock.shift(DECISION)
            action = rules.simple_computer_action(snap.state, chance)
            snap = await service.act(snap.game.id, snap.game.version, ALICE, action)
            if snap.game.status != "active":
                break
            logged = (await service.history(snap.game.id))[before:]
            computer_played = any(e.seat != mine and e.kind != "chance" for e in logged)
            if computer_played:  # her turn ended, the computer's went by: a new one of hers
                assert snap.game.turn_started_at == utcnow()
                assert snap.deadline() == utcnow() + timedelta(minutes=10)
            else:  # the same turn goes on: its clock too
                assert snap.game.turn_started_at == turn_began


async def test_a_tournament_turn_is_played_for_her_only_once_its_own_deadline_passed(service):
    """Ones and Fives against a computer entrant, 2 minutes a turn: she uses 100 s of her
    first turn; 32 s into her second nothing is played for her; once that turn's own 2
    minutes pass it is, once."""
    tournaments = TournamentService(service.engine)
    state = await tournaments.create(
        GUILD, CHANNEL, ALICE, "Cup", "ones_and_fives", "knockout", {}, rounds=None,
        seats=None, final_table=False, turn_minutes=2, round_minutes=None, starts_at=None,
    )  # fmt: skip
    state = await tournaments.add_computer(state.id, ALICE)
    assert await tournaments.begin_round(state, 1, [(0, 1)])
    state = await tournaments.load(state.id)
    table = state.round_tables(1)[0]

    async def created(connection, game_id):
        await tournaments.attach_game(connection, state, table, game_id)

    players = [ALICE, state.entrants[1].name]
    snap = await open_table(
        service,
        Place(GUILD, CHANNEL + 1, thread=True), players, "ones_and_fives", {}, 2, state.id,
        ALICE.id, created,
    )  # fmt: skip
    rules, chance = snap.rules, SeededChance(5)
    with time_machine.travel(utcnow(), tick=False) as clock:
        mine = snap.seat_of(ALICE.id)
        assert snap.to_move == mine  # (had the computer entrant begun, it moved at once)
        clock.shift(timedelta(seconds=100))
        while snap.game.status == "active":  # her first turn, to its end
            turn = len(await service.history(snap.game.id))
            action = rules.simple_computer_action(snap.state, chance)
            snap = await service.act(snap.game.id, snap.game.version, ALICE, action)
            logged = (await service.history(snap.game.id))[turn:]
            if any(e.seat != mine and e.kind != "chance" for e in logged):
                break
        assert snap.game.status == "active" and snap.to_move == mine
        clock.shift(timedelta(seconds=32))
        assert await service.timeout(snap.game.id) is None  # 32 s of her 2 minutes
        clock.shift(timedelta(seconds=90))
        assert await service.timeout(snap.game.id) is not None  # 2 min 2 s: played
