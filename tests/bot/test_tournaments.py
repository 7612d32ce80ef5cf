"""A tournament's database side on both databases: the sign-up (join, a computer, leave and
its numbers closing up, the host alone starting, the field's ratings seeding it), a round's
tables opened once, a table's game recording its outcome in the transaction of its last move
(and making its tournament due), the computer playing a missed turn and a third missed turn in
a row forfeiting the game, the round's time finishing a game, a due tournament claimed by one
process only, and the claims a process's last run left taken over at its start."""

from __future__ import annotations

import asyncio
import json
from datetime import timedelta

import pytest
from sqlalchemy import update

from bot import missed_turns
from bot.frame import render
from bot.game import GameError, Place, Player
from bot.i18n import t
from bot.models import (
    AwayPeriod,
    LoggedAction,
    Standing,
    Tournament,
    TournamentTable,
    utcnow,
)
from bot.tournaments import view as tournament_view
from bot.tournaments.occasion import open_table
from bot.tournaments.service import RUNNING, TournamentService, game_options, owned_by
from cogs.dice.board import DiceBoard
from tests.bot.test_sessions import backdate, refused
from tests.conftest import ALICE, BOB, CAROL, CHANNEL, GUILD

THREAD = CHANNEL + 50


@pytest.fixture
def tournaments(engine):
    return TournamentService(engine)


async def _created(tournaments, game="sequence", format_name="swiss", **terms):
    return await tournaments.create(
        GUILD,
        CHANNEL,
        ALICE,
        "Spring cup",
        game,
        format_name,
        {},
        rounds=terms.get("rounds"),
        seats=terms.get("seats"),
        final_table=False,
        turn_minutes=terms.get("turn_minutes", 60),
        round_minutes=terms.get("round_minutes"),
        starts_at=None,
    )


async def _table(service, tournaments, state, players, number=0, thread=THREAD):
    """Round 1's table `number` of `players` (a name: a computer), its game opened."""
    seats = tuple(range(number * len(players), (number + 1) * len(players)))
    if number == 0:
        assert await tournaments.begin_round(state, 1, [seats])
    state = await tournaments.load(state.id)
    table = state.round_tables(1)[number]

    async def created(connection, game_id):
        await tournaments.attach_game(connection, state, table, game_id)

    return await open_table(
        service,
        Place(GUILD, thread, thread=True),
        list(players),
        state.row.game,
        {},
        state.row.turn_minutes,
        state.id,
        ALICE.id,
        created,
    )


async def test_the_sign_up(tournaments, engine):
    state = await _created(tournaments)
    assert [e.name for e in state.entrants] == ["Alice"]
    state = await tournaments.join(state.id, BOB)
    with refused("tournament.already_in"):
        await tournaments.join(state.id, BOB)
    with refused("tournament.host_only"):
        await tournaments.add_computer(state.id, BOB)
    state = await tournaments.add_computer(state.id, ALICE)
    state = await tournaments.join(state.id, CAROL)
    assert [(e.number, e.name) for e in state.entrants] == [
        (0, "Alice"),
        (1, "Bob"),
        (2, "Computer 1"),
        (3, "Carol"),
    ]
    state = await tournaments.remove(state.id, BOB, BOB.id, False)  # the numbers close up
    assert [(e.number, e.name) for e in state.entrants] == [
        (0, "Alice"),
        (1, "Computer 1"),
        (2, "Carol"),
    ]
    with refused("tournament.host_stays"):
        await tournaments.remove(state.id, ALICE, ALICE.id, False)
    with refused("tournament.host_only"):
        await tournaments.start(state.id, CAROL)
    async with tournaments.sessions() as db:  # Carol's rating in the game seeds her
        db.add(Standing(guild_id=GUILD, user_id=CAROL.id, game="sequence", rating=1620.0))
        await db.commit()
    state = await tournaments.start(state.id, ALICE)
    assert state.row.status == RUNNING and state.row.due_at is not None
    assert [e.rating for e in state.entrants] == [1500.0, 1500.0, 1620.0]
    with refused("tournament.started"):
        await tournaments.join(state.id, BOB)


async def test_a_round_opens_once(tournaments):
    state = await _created(tournaments)
    assert await tournaments.begin_round(state, 1, [(0, 1), (2,)])
    assert not await tournaments.begin_round(state, 1, [(0, 1), (2,)])  # read before: stale
    state = await tournaments.load(state.id)
    assert state.row.round == 1
    bye = state.round_tables(1)[1]
    assert bye.bye and bye.done and bye.placings == (1,)


async def test_a_game_of_computers_records_its_outcome_as_it_ends(service, tournaments):
    state = await _created(tournaments)
    await tournaments.add_computer(state.id, ALICE)
    await tournaments.add_computer(state.id, ALICE)
    state = await tournaments.load(state.id)
    snap = await _table(service, tournaments, state, ["Computer 1", "Computer 2"])
    assert snap.game.status == "finished" and snap.game.tournament_id == state.id
    state = await tournaments.load(state.id)
    table = state.round_tables(1)[0]
    assert table.game_id == snap.game.id and table.done
    assert table.placings == tuple(snap.rules.result(snap.state).placings)
    assert state.row.due_at <= utcnow()  # its tournament steps at once


async def test_a_tables_board_is_titled_by_its_tournament_and_round(service, tournaments):
    """As it opens, as read back (another process) and at its end; a casual game's is not."""
    state = await tournaments.join((await _created(tournaments, "ones_and_fives")).id, BOB)
    made = await _table(service, tournaments, state, [ALICE, BOB])
    service.forget(made.game.id)
    read = await service.load(made.game.id)
    ended = await service.resign(THREAD, ALICE)
    for snap, lang, title in (
        (made, "en", f"## Spring cup · Round 1 · #{made.game.id}"),
        (read, "cs", f"## Spring cup · 1. kolo · č. {made.game.id}"),
        (ended, "pl", f"## Spring cup · Runda 1 · nr {made.game.id}"),
    ):
        assert render(DiceBoard(), snap, lang).header.split("\n")[0] == title
    casual = await service.create(Place(GUILD, CHANNEL), ALICE, "ones_and_fives")
    await service.join(casual.game.id, CAROL)
    casual = await service.start(casual.game.id, ALICE)
    assert render(DiceBoard(), casual, "en").header.startswith("## Ones and Fives · #")


async def test_a_missed_turn_is_played_and_the_third_in_a_row_forfeits(service, tournaments):
    state = await _created(tournaments, "ones_and_fives", turn_minutes=10)
    state = await tournaments.join(state.id, BOB)
    snap = await _table(service, tournaments, state, [ALICE, BOB])
    game_id = snap.game.id
    assert await service.timeout(game_id) is None  # not overdue yet
    with pytest.raises(GameError) as refusal:
        await service.cancel(THREAD, ALICE, is_admin=True)
    assert refusal.value.key == "tournament.game_not_cancelled"
    absent = snap.to_move
    for missed in range(1, missed_turns.FORFEIT_AFTER + 1):
        while (snap := await service.load(game_id)).to_move != absent:
            other = snap.seats[snap.to_move]
            player = Player(other.user_id, other.name)
            action = await service.computers.action(snap.rules, snap.state, service.chance)
            await service.act(game_id, snap.game.version, player, action)
        await backdate(service, game_id, turn_started_at=timedelta(minutes=11))
        snap = await service.timeout(game_id)
        log = await service.history(game_id)
        if missed < missed_turns.FORFEIT_AFTER:
            assert snap.game.status == "active" and snap.to_move != absent
            assert missed_turns.missed_turns(log, absent) == missed
    assert snap.game.status == "finished"
    assert missed_turns.is_forfeit(log[-1].kind, json.loads(log[-1].action))
    assert log[-1].seat == absent
    table = (await tournaments.load(state.id)).round_tables(1)[0]
    assert table.forfeited == (absent,) and table.placings[absent] == 2


async def test_the_rounds_time_up_finishes_a_game(service, tournaments):
    state = await _created(tournaments, "general", "tables", seats=3)
    for player in (BOB, CAROL):
        state = await tournaments.join(state.id, player)
    snap = await _table(service, tournaments, state, [ALICE, BOB, CAROL])
    assert snap.game.status == "active"
    snap = await service.adjudicate(snap.game.id)
    assert snap.game.status == "finished"
    assert await service.adjudicate(snap.game.id) is None  # over already
    table = (await tournaments.load(state.id)).round_tables(1)[0]
    assert table.adjudicated and len(table.placings) == 3


async def test_a_due_tournament_is_claimed_once(tournaments, engine):
    state = await _created(tournaments)
    async with engine.begin() as connection:
        await connection.execute(
            update(Tournament.__table__).values(due_at=utcnow() - timedelta(seconds=1))
        )
    now = utcnow()
    claims = await asyncio.gather(*(tournaments.claim_due(now, None) for _ in range(4)))
    assert [claimed for claim in claims for claimed in claim] == [state.id]
    assert await tournaments.claim(state.id, utcnow()) is None  # leased


async def test_a_claim_the_last_run_left_is_taken_over_at_start(tournaments, engine):
    """A process that starts makes its servers' claimed tournaments due now (its last run died
    stepping them): not one due later, nor a claim on another shard's server."""
    cut, later, elsewhere = [(await _created(tournaments)).id for _ in range(3)]
    now = utcnow()
    rows = Tournament.__table__
    async with engine.begin() as connection:
        await connection.execute(update(rows).values(due_at=now - timedelta(seconds=1)))
        await connection.execute(
            update(rows).where(rows.c.id == later).values(due_at=now + timedelta(hours=1))
        )
        await connection.execute(
            update(rows).where(rows.c.id == elsewhere).values(guild_id=1 << 22)  # shard 1
        )
    assert sorted(await tournaments.claim_due(now, None)) == [cut, elsewhere]
    mine = owned_by(2, [0])  # GUILD's shard
    assert await tournaments.take_over(utcnow(), mine) == 1
    assert await tournaments.claim_due(utcnow(), mine) == [cut]  # at once, not in 5 minutes
    assert await tournaments.claim(elsewhere, utcnow()) is None  # still another's
    state = await tournaments.load(later)
    assert state.row.due_at > utcnow() + timedelta(minutes=59)  # as set
    # Its step done, nothing is left to take over.
    lease = (await tournaments.load(cut)).row.due_at
    await tournaments.release(cut, lease, None)
    assert await tournaments.take_over(utcnow(), mine) == 0


def test_missed_turns_count_whole_turns():
    def entry(seq, seat, kind):
        return LoggedAction(1, seq, seat, kind, json.dumps({}), None, utcnow())

    log = [
        entry(1, 0, "play"),
        entry(2, 0, "skip"),
        entry(3, None, "chance"),
        entry(4, 0, "skip"),  # the same turn: one missed
        entry(5, 1, "play"),
        entry(6, 0, "skip"),  # two
        entry(7, 1, "play"),
    ]
    assert missed_turns.missed_turns(log, 0) == 2
    assert missed_turns.missed_turns([*log, entry(8, 0, "play")], 0) == 0
    assert missed_turns.missed_turns(log, 1) == 0


async def test_a_rounds_time_waits_for_its_players_away_up_to_the_cap(service, tournaments, moment):
    """A round of a day begun at a moment of the date matrix ends 24 hours on (across a
    month's, a year's or a clock change's night), and waits once for a player away."""
    state = await _created(tournaments, round_minutes=24 * 60)
    state = await tournaments.join(state.id, BOB)
    began = utcnow()
    await _table(service, tournaments, state, [ALICE, BOB])
    state = await tournaments.load(state.id)
    ends = state.row.round_ends_at
    assert began + timedelta(days=1) <= ends <= utcnow() + timedelta(days=1)
    async with tournaments.sessions() as db:  # Bob away two days, from the round's start on
        start = ends - timedelta(days=1)
        db.add(AwayPeriod(user_id=BOB.id, starts_at=start, ends_at=start + timedelta(days=2)))
        await db.commit()
    assert await tournaments.away_extension(state) == timedelta(days=1)  # the round's day
    state = await tournaments.load(state.id)
    assert await tournaments.extend_round(state, timedelta(hours=12))
    state = await tournaments.load(state.id)
    assert state.row.round_ends_at == ends + timedelta(hours=12) and state.row.round_extended
    assert await tournaments.away_extension(state) == timedelta(0)  # once a round


async def test_an_option_the_tournament_does_not_take_is_refused(tournaments):
    with refused("tournament.option_unused"):
        await _created(tournaments, format_name="knockout", rounds=3)
    with refused("tournament.option_unused"):
        await _created(tournaments, format_name="swiss", seats=4)
    with pytest.raises(GameError) as refusal:
        game_options("sequence", match_to=5)
    assert refusal.value.params == {"option": "match_to"}
    assert game_options("backgammon", 5)["match_to"] == 5


async def test_tables_of_a_game_for_two_are_refused_naming_the_formats_that_fit(tournaments):
    with refused("tournament.two_players"):
        await _created(tournaments, "backgammon", "tables")
    words = t("en", "tournament.two_players")
    assert "game for two" in words and all(f in words for f in ("knockout", "Swiss", "round"))


async def _ended(tournaments, table: int, scores: str) -> None:
    """Round 1's table `table` won by its first seat, with `scores`, as its game's end saves."""
    async with tournaments.sessions() as db:
        await db.exec(
            update(TournamentTable.__table__)
            .where(TournamentTable.round == 1, TournamentTable.number == table)
            .values(placings="[1, 2]", scores=scores)
        )
        await db.commit()


async def test_a_withdrawal_counts_from_now_on_and_changes_no_game_that_ended(tournaments):
    """A knockout of four: Bob beats Carol in round 1 and leaves before the final. His win
    stays as it ended; the final is a bye for Alice; the podium is Alice, Bob, then the two
    semi-finalists; the record says who withdrew, during which round and when."""
    state = await _created(tournaments, format_name="knockout")
    for player in (BOB, CAROL):
        state = await tournaments.join(state.id, player)
    state = await tournaments.add_computer(state.id, ALICE)
    state = await tournaments.start(state.id, ALICE)
    pairs = state.format.pair(1, state.seeds(), state.played(), state.settings)
    assert pairs == [(0, 3), (1, 2)]  # Alice – Computer 1, Bob – Carol
    assert await tournaments.begin_round(state, 1, pairs)
    await _ended(tournaments, 1, "[5.0, 2.0]")  # Bob has beaten Carol
    left = utcnow()
    state = await tournaments.remove(state.id, BOB, BOB.id, False)
    bob = state.entrants[1]
    assert bob.withdrew_in == 1 and left <= bob.withdrew_at <= utcnow()
    won = state.round_tables(1)[1]
    assert (won.placings, won.scores, won.forfeited) == ((1, 2), (5.0, 2.0), ())
    with refused("tournament.not_in"):
        await tournaments.remove(state.id, BOB, BOB.id, False)
    await _ended(tournaments, 0, "[4.0, 1.0]")  # Alice beats the computer
    state = await tournaments.load(state.id)
    assert state.format.pair(2, state.seeds(), state.played(), state.settings) == [(0,)]
    assert await tournaments.begin_round(state, 2, [(0,)])
    state = await tournaments.load(state.id)
    assert [(row.entrant, row.rank) for row in state.standings()] == [
        (0, 1),
        (1, 2),
        (2, 3),
        (3, 3),
    ]
    podium = tournament_view._podium(state, "en").splitlines()[1]
    assert podium == "🥈 Bob (withdrew in round 1) · 🥉 Carol · 🥉 🤖 Computer 1"
    record = tournament_view.record(state)
    withdrew = [e["withdrew"] for e in record["entrants"]]
    assert withdrew == [None, {"round": 1, "at": bob.withdrew_at.isoformat()}, None, None]
    assert (
        record["rounds"][0][1]["placings"] == [1, 2] and record["rounds"][0][1]["forfeited"] == []
    )


async def test_a_cancelled_tournaments_games_go_on_as_casual_games(service, tournaments):
    """Cancelled mid-round: its game in play is a tournament's no more — no computer plays its
    missed turn, and its end records no table (nor steps the tournament); a process that had
    the game cached reads it afresh."""
    state = await _created(tournaments, "ones_and_fives", turn_minutes=10)
    state = await tournaments.join(state.id, BOB)
    snap = await _table(service, tournaments, state, [ALICE, BOB])
    state, casual = await tournaments.cancel(state.id, ALICE, is_admin=False)
    assert state.row.status == "cancelled" and casual == [snap.game.id]
    with refused("board.stale"):  # the cached game is out of date
        await service.act(snap.game.id, snap.game.version, ALICE, {"type": "roll"})
    service.forget(snap.game.id)
    game = await service.load(snap.game.id)
    assert game.game.tournament_id is None and game.game.version == snap.game.version + 1
    await backdate(service, game.game.id, turn_started_at=timedelta(minutes=11))
    assert await service.timeout(game.game.id) is None  # casual: nobody plays it for him
    await service.resign(THREAD, (ALICE, BOB)[game.to_move])
    assert (await service.load(game.game.id)).game.status == "finished"
    table = (await tournaments.load(state.id)).round_tables(1)[0]
    assert table.placings is None and (await tournaments.load(state.id)).row.due_at is None
