"""When a game's next timed event is due (bot/timetable.py), worked out from the game as saved
and saved with it: a lobby's expiry, a turn's ping and reminder, its deadline while someone
waits, a paced computer's turn, an ended game's thread to archive."""

from __future__ import annotations

from dataclasses import replace
from datetime import timedelta

import pytest

from bot.models import utcnow
from bot.timetable import ARCHIVE, DEADLINE, EXPIRE, PACE, PING, Timetable, Timing
from rules import registry
from tests.support.saved_games import saved_game

DAY, MINUTE, SECOND = timedelta(days=1), timedelta(minutes=1), timedelta(seconds=1)
TIMETABLE = Timetable(
    Timing(lobby_timeout=30 * MINUTE, ping_after=timedelta(seconds=20), pace=timedelta(seconds=2))
)


def game(status="active", names=("Eva", "Petr"), computers=(), **row):
    """A dice game (sequence) of Eva (seat 0, user 100) and Petr (seat 1, user 101), saved now
    with its turn started now: seat 0 to move."""
    now = utcnow()
    state = registry.get("sequence").new_game({}, len(names)) if status == "active" else None
    fields = {"updated_at": now, "turn_started_at": now, "options": '{"ping": true}', **row}
    return saved_game("sequence", state, list(names), computers=computers, status=status, **fields)


def test_a_lobby_expires_after_the_lobby_timeout():
    lobby = game(status="lobby")
    assert TIMETABLE.events(lobby, paced=False) == {EXPIRE: lobby.game.updated_at + 30 * MINUTE}
    assert TIMETABLE.due_now(lobby, False, lobby.game.updated_at + 29 * MINUTE) == []
    assert TIMETABLE.due_now(lobby, False, lobby.game.updated_at + 30 * MINUTE) == [EXPIRE]


def test_a_turn_is_pinged_then_reminded_then_shown_overdue():
    snap = game()
    start = snap.game.turn_started_at
    # The host started it: the turn's ping would tell him what he knows, so it is the
    # reminder at half the deadline (10 minutes) that is due first, then the deadline.
    assert TIMETABLE.events(snap, False) == {
        PING: start + 5 * MINUTE,
        DEADLINE: start + 10 * MINUTE,
    }
    assert TIMETABLE.due_at(snap, False) == start + 5 * MINUTE
    # Petr's turn: his ping after 20 s.
    petr = replace(snap, state=replace(snap.state, seat=1))
    assert TIMETABLE.events(petr, False)[PING] == start + timedelta(seconds=20)
    pinged = replace(petr, game=replace(petr.game, ping_turn=start))
    assert TIMETABLE.events(pinged, False)[PING] == start + 5 * MINUTE  # then the reminder
    reminded = replace(pinged, game=replace(pinged.game, ping_reminded=True))
    assert PING not in TIMETABLE.events(reminded, False)
    shown = replace(reminded, game=replace(reminded.game, overdue_turn=start))
    assert TIMETABLE.due_at(shown, False) is None  # nothing more this turn


@pytest.mark.parametrize("days", [1, 3, 7])
def test_a_turn_of_days_ends_that_many_days_after_it_began(moment, days):
    """A game over days (turn_time 1, 3 or 7 days) whose turn began at a moment of the date
    matrix: its reminder at half the time and its deadline that many times 24 hours on, to the
    second, across a month's, a year's or a clock change's night (Discord shows the moment in
    each reader's own time)."""
    snap = game(turn_timeout_minutes=days * 24 * 60)
    start = snap.game.turn_started_at
    assert start - moment < MINUTE  # (begun at the moment)
    petr = replace(snap, state=replace(snap.state, seat=1))
    pinged = replace(petr, game=replace(petr.game, ping_turn=start))
    deadline = start + days * DAY
    assert petr.deadline() == deadline
    assert TIMETABLE.events(pinged, False) == {PING: start + days * DAY / 2, DEADLINE: deadline}
    reminded = replace(pinged, game=replace(pinged.game, ping_reminded=True))
    assert TIMETABLE.due_now(reminded, False, deadline - SECOND) == []
    assert TIMETABLE.due_now(reminded, False, deadline) == [DEADLINE]


def test_nobody_is_pinged_or_waits_in_a_game_one_person_plays():
    alone = game(names=("Eva", "Computer"), computers=(1,))
    assert TIMETABLE.events(alone, False) == {}
    off = game(options='{"ping": false}')
    assert set(TIMETABLE.events(off, False)) == {DEADLINE}  # someone waits: the deadline holds


def test_a_paced_computer_s_turn_is_due_if_nobody_plays_it():
    snap = game(names=("Eva", "Computer"), computers=(1,))
    snap = replace(snap, state=replace(snap.state, seat=1))
    assert TIMETABLE.events(snap, paced=True) == {
        PACE: snap.game.updated_at + 4 * timedelta(seconds=1)
    }
    assert TIMETABLE.events(snap, paced=False) == {}
    unpaced = Timetable(replace(TIMETABLE.timing, pace=timedelta(0)))
    assert unpaced.events(snap, paced=True) == {}


def test_an_ended_game_in_a_thread_has_its_thread_archived_an_hour_later():
    ended = game(status="finished", in_thread=True)
    assert TIMETABLE.events(ended, False) == {ARCHIVE: ended.game.updated_at + timedelta(hours=1)}
    done = replace(ended, game=replace(ended.game, thread_archived=True))
    assert TIMETABLE.events(done, False) == {}
    assert TIMETABLE.events(game(status="finished"), False) == {}  # not in a thread
    assert TIMETABLE.events(game(status="cancelled", in_thread=True), False) != {}
