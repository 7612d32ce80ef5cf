"""The tutor, take backs and practice games through the session service, with GNU Backgammon in
its engine process and fair dice, as the bot runs them: a bad move noted in the log and on the
board, taken back to the same position and dice (the computer then throws what it threw), the
refusals that change nothing, and practice results kept out of the ratings."""

from __future__ import annotations

import json
from contextlib import contextmanager

import pytest
from sqlmodel import select

from bot import records
from bot.computers import ComputerPlayers
from bot.game import GameError, Place
from bot.models import ResultRecord, Standing
from bot.sessions import GameService
from cogs.backgammon import coach
from cogs.backgammon.board import BackgammonBoard
from rules import fairness
from rules.base import SeededChance
from tests.conftest import ALICE, BOB, CHANNEL, GUILD, backgammon_with

pytest.importorskip("gnubg")


@pytest.fixture
async def fair(engine, backgammon_engine):
    """A fair service with the backgammon family as the bot plays it."""
    families = backgammon_with(backgammon_engine)
    computers = ComputerPlayers(families)
    return GameService(engine, SeededChance(3), fair=True, families=families, computers=computers)


async def against_the_computer(service, options, channel=CHANNEL):
    snap = await service.create(Place(GUILD, channel), ALICE, "backgammon", options)
    snap = await service.add_computer(snap.game.id, ALICE)
    return await service.start(snap.game.id, ALICE, "1234")


async def to_her_move(service, snap):
    """Alice rolls (and takes the computer's doubles) until she has dice to play."""
    while snap.state.phase != "move":
        answer = {"type": "take" if snap.state.phase == "cube" else "roll"}
        snap = await service.act(snap.game.id, snap.game.version, ALICE, answer)
    return snap


async def worst_move(service, backgammon_engine, snap):
    """Alice's next move, the worst she can play: (before, after, the move, the choices)."""
    snap = await to_her_move(service, snap)
    ranked = await backgammon_engine.ranked_moves(snap.state)
    worst = {"type": "move", "move": ranked[-1][0]}
    after = await service.act(snap.game.id, snap.game.version, ALICE, worst)
    return snap, after, worst, len(ranked)


async def blunder(service, backgammon_engine, snap):
    """Alice's worst moves until the tutor notes one: (before, after, the move)."""
    while True:
        before, after, worst, choices = await worst_move(service, backgammon_engine, snap)
        if choices > 1 and coach.tutor_line(after, "en"):
            return before, after, worst
        snap = after


@contextmanager
def refused(key):
    """The block must raise GameError with this catalog key."""
    with pytest.raises(GameError) as error:
        yield
    assert error.value.key == key, error.value


async def test_a_blunder_is_noted_then_taken_back_to_the_same_dice(fair, backgammon_engine):
    snap = await against_the_computer(fair, {"coach": "on"})
    with refused("backgammon.take_back_none"):  # she has decided nothing yet
        await fair.take_back(snap.game.id, snap.game.version, ALICE)
    before, after, worst = await blunder(fair, backgammon_engine, snap)
    [note] = [json.loads(e.action) for e in after.recent if e.kind == "tutor"]
    assert note["chosen"] == worst["move"] and note["loss"] >= 0.03
    line = coach.tutor_line(after, "cs")
    assert line.startswith("🎓") and worst["move"] in line and note["best"] in line
    # On the board (under the last move's line, when that is her move: then only what it
    # lost and what was better).
    told = coach.tutor_line(after, "cs", told=after.state.last_turn)
    assert told.startswith("🎓") and note["best"] in told
    assert told in BackgammonBoard(backgammon_engine).parts(after, "cs", "").body
    fair.forget(after.game.id)  # as after a restart: read from the database, the line stays
    assert coach.tutor_line(await fair.load(after.game.id), "cs") == line
    assert coach.take_back_offered(after, 0)

    game = after.game
    with refused("board.stale"):
        await fair.take_back(game.id, game.version - 1, ALICE)
    with refused("turn.not_a_player"):
        await fair.take_back(game.id, game.version, BOB)
    back = await fair.take_back(game.id, game.version, ALICE)
    assert (back.state.board, back.state.dice) == (before.state.board, before.state.dice)
    assert back.game.chance_counter == before.game.chance_counter
    assert not coach.tutor_line(back, "en") and not coach.take_back_offered(back, 0)
    with refused("backgammon.take_back_again"):
        await fair.take_back(back.game.id, back.game.version, ALICE)

    # The same move again meets the same dice: the computer's reply is what it was.
    again = await fair.act(back.game.id, back.game.version, ALICE, worst)
    assert again.state == after.state and again.game.chance_counter == after.game.chance_counter
    with refused("backgammon.take_back_again"):
        await fair.take_back(again.game.id, again.game.version, ALICE)

    # The game ends: practice, so no rating moved, and its chance verifies, rewind included.
    over = await fair.resign(CHANNEL, ALICE)
    with refused("game.over"):
        await fair.take_back(over.game.id, over.game.version, ALICE)
    verdict = fairness.verify(records.build(over, over.history))
    assert verdict.ok, verdict.problems
    async with fair.sessions() as db:
        standing = await db.get(Standing, (GUILD, ALICE.id, "backgammon"))
        [result] = (await db.exec(select(ResultRecord).where(ResultRecord.seat == 0))).all()
    stats = json.loads(standing.stats)
    assert (standing.played, standing.rated, standing.rating) == (0, 0, 1500.0)
    assert stats["practice_played"] == 1 and stats["decisions"] > 0
    assert result.practice and result.rating is None and result.performance > 0


async def test_a_rated_game_takes_nothing_back_and_moves_the_rating(fair, backgammon_engine):
    snap = await against_the_computer(fair, {"hints": "off", "coach": "off"})
    _, after, _, _ = await worst_move(fair, backgammon_engine, snap)
    assert all(entry.kind != "tutor" for entry in after.recent)  # the tutor is off
    with refused("take_back.rated"):
        await fair.take_back(after.game.id, after.game.version, ALICE)
    await fair.resign(CHANNEL, ALICE)
    async with fair.sessions() as db:
        standing = await db.get(Standing, (GUILD, ALICE.id, "backgammon"))
        [result] = (await db.exec(select(ResultRecord).where(ResultRecord.seat == 0))).all()
    assert standing.played == standing.rated == 1 and standing.rating < 1500
    assert "practice_played" not in json.loads(standing.stats)
    assert not result.practice and result.rating == standing.rating
