"""Tournaments through the real bot and the fake Discord, with a clock of the bot's own that
the test moves on (TEST_CLOCK_FILE): nobody intervenes after Start.

- An 8-player Yahtzee tournament at tables of four: Alice plays her games on their boards, Bob
  never comes (the computer plays each missed turn once its day is over; his third missed turn
  in a row forfeits his game, and he is not seated again), computers fill the field; a restart
  mid-round changes nothing; every game opens in a thread of its own with its players pinged
  once there; the round's line in the channel keeps score; the final board names the
  champion.
- A 16-player Swiss backgammon tournament over days: four members who never play and twelve
  computers; each round's time (three days) runs out and the computer finishes the games
  still running, and the next round is paired at once, until the final standings.
- Each format to its champion, in one bot run: knockouts of 6 (byes to the top two seeds) and
  8, a Swiss of 7 over 4 rounds (no pair twice, a bye each round, nobody's second), a round
  robin of 4 (everyone meets everyone once), tables of 9 Kości players at tables of four.
- The bot killed (SIGKILL) as it opens a round, the moment Discord made its line, a table's
  line or a table's thread and before the bot heard of it: restarted, it opens the round at
  once (its last run's claim taken over, not waited out), with one line, thread and game a
  table.
"""

from __future__ import annotations

import asyncio
import json
import re
import time
from datetime import timedelta

import pytest
from sqlalchemy import text

from tests.support.boards import (
    answer,
    choose,
    latest_board,
    mover,
    play_through,
    texts,
    tournament_over,
    tournament_sign_up,
)

# Long plays, on SQLite alone: a tournament's database side runs on both databases in
# tests/bot/test_tournaments.py, and its steps across processes on PostgreSQL in
# test_sharding.py.
pytestmark = pytest.mark.sqlite_only


def shown(message) -> str:
    return "\n".join(texts(message.components))


async def test_yahtzee_at_tables_of_four_with_an_absent_member(
    fake_discord, bot_process, clock, database
):
    fake = fake_discord
    env = {"HOUSEKEEPING_SECONDS": "1"}
    bot = await bot_process(**env)
    options = {"game": "kosci", "format": "tables", "seats": 4, "rounds": 2, "turn_time": 1440}
    board = await tournament_sign_up(fake, options, ["bob"], computers=6)
    alice, bob = fake.user("alice"), fake.user("bob")
    restarted = False
    async with asyncio.timeout(240):
        while not tournament_over(fake, board.id):
            boards = [latest_board(fake, t["id"]) for t in fake.threads if fake.messages(t["id"])]
            live = [b for b in boards if mover(fake, b) is not None]
            mine = [b for b in live if mover(fake, b) == alice]
            if mine:
                await choose(fake, alice, mine[0])
            elif any(mover(fake, b) == bob for b in live):
                if not restarted:  # mid-round: the tournament goes on from the database
                    await bot.restart()
                    restarted = True
                clock.advance(timedelta(days=1, minutes=1))  # his turn's deadline passes
                await asyncio.sleep(1.5)
            else:
                await asyncio.sleep(0.05)
    final = shown(fake.message(board.id))
    assert "🥇" in final and "Final standings" not in final  # (the picture says it)
    # Two rounds: two tables of four, then (Bob out after his forfeit) a table of four and
    # one of three; each game in its own thread, its members pinged there once.
    assert [t["name"].split(" · ")[1:] for t in fake.threads] == [
        ["R1", "Table 1"],
        ["R1", "Table 2"],
        ["R2", "Table 1"],
        ["R2", "Table 2"],
    ]
    # Alice is pinged once in each of her games' threads (the game's own turn pings aside),
    # Bob in his one; nobody in the computers' table of round 2.
    called = [
        [m.content.split(":")[0] for m in fake.messages(t["id"]) if "your round" in m.content]
        for t in fake.threads
    ]
    assert sorted(map(len, called)) == [0, 1, 1, 1]
    assert sum(f"<@{alice.id}>" in c for calls in called for c in calls) == 2
    assert sum(f"<@{bob.id}>" in c for calls in called for c in calls) == 1
    # Each call lists whom it may ping: exactly the members of its table it names.
    for thread in fake.threads:
        for _, body in fake.created(thread["id"]):
            if "your round" in (body.get("content") or ""):
                allowed = body["allowed_mentions"]
                users = {str(user) for user in allowed["users"]}
                assert allowed["parse"] == [] and users <= {str(alice.id), str(bob.id)}
                assert users == set(re.findall(r"<@(\d+)>", body["content"]))
    async with database.connect() as connection:
        forfeits = (
            await connection.execute(
                text("SELECT round, forfeited FROM tournament_tables WHERE forfeited != '[]'")
            )
        ).all()
        seated = (
            await connection.execute(text("SELECT entrants FROM tournament_tables WHERE round = 2"))
        ).all()
    assert [round_ for round_, _ in forfeits] == [1]
    bob_number = 1  # signed up second
    assert all(bob_number not in json.loads(row[0]) for row in seated)
    lines = [m for m in fake.messages() if "Round" in shown(m) and m.id != board.id]
    assert len(lines) == 2 and all("✅" in shown(line) for line in lines)
    # Each round's line lists its games to replay: one chosen opens privately at its start.
    picker = lines[0].component("r:0:0:pick")
    assert len(picker["options"]) == 2
    chosen = picker["options"][0]["value"]
    replay = await answer(fake.select(alice, lines[0], "r:0:0:pick", [chosen]))
    assert replay.message.ephemeral and f"#{chosen}" in shown(replay.message)


async def test_a_swiss_backgammon_tournament_over_days(fake_discord, bot_process, clock, database):
    fake = fake_discord
    env = {"HOUSEKEEPING_SECONDS": "1"}
    await bot_process(**env)
    options = {
        "game": "backgammon",
        "format": "swiss",
        "rounds": 3,
        "turn_time": 1440,
        "round_time": 4320,
    }
    board = await tournament_sign_up(fake, options, ["bob", "cyril", "dana"], computers=12)
    async with asyncio.timeout(240):
        for round_ in range(1, 4):
            # The members never come: three days on, the round's time is up.
            await fake.wait_until(lambda n=8 * round_: len(fake.threads) == n, timeout=60)
            clock.advance(timedelta(days=3, minutes=1))
            await asyncio.sleep(1.5)
        await fake.wait_until(lambda: tournament_over(fake, board.id), timeout=120)
    async with database.connect() as connection:
        tables = (
            await connection.execute(
                text("SELECT round, entrants, adjudicated FROM tournament_tables ORDER BY round")
            )
        ).all()
    assert [r for r, _, _ in tables] == [1] * 8 + [2] * 8 + [3] * 8
    pairs = [frozenset(json.loads(e)) for _, e, _ in tables]
    assert len(set(pairs)) == len(pairs)  # nobody met twice
    assert any(adjudicated for _, _, adjudicated in tables)  # the members' games
    assert len(fake.threads) == 24


# Each format from its sign-up to its champion in one bot run: Alice and computers, Alice
# playing her games on their boards (Forbidden Numbers: one turn each; Kości at the tables).
FIELDS = (
    # (options, computers, the threads of its rounds)
    ({"game": "forbidden", "format": "knockout"}, 5, [2, 2, 1]),  # six: byes to seeds 1, 2
    ({"game": "forbidden", "format": "knockout"}, 7, [4, 2, 1]),
    ({"game": "forbidden", "format": "swiss", "rounds": 4}, 6, [3, 3, 3, 3]),  # a bye a round
    ({"game": "forbidden", "format": "round_robin"}, 3, [2, 2, 2]),
    ({"game": "kosci", "format": "tables", "seats": 4, "rounds": 2}, 8, [3, 3]),
)


async def test_each_format_to_its_champion(fake_discord, bot_process, database):
    fake = fake_discord
    await bot_process()
    for options, computers, threads in FIELDS:
        before = len(fake.threads)
        board = await tournament_sign_up(fake, options, [], computers)
        await play_through(fake, board)
        rounds = [t["name"].split(" · ")[1] for t in fake.threads[before:]]
        assert [rounds.count(f"R{n}") for n in range(1, len(threads) + 1)] == threads, options
    async with database.connect() as connection:
        rows = (
            await connection.execute(
                text(
                    "SELECT t.format, tt.round, tt.entrants FROM tournament_tables tt"
                    " JOIN tournaments t ON t.id = tt.tournament_id ORDER BY t.id, tt.round"
                )
            )
        ).all()
    swiss = [json.loads(entrants) for format_, _, entrants in rows if format_ == "swiss"]
    pairs = [frozenset(seats) for seats in swiss if len(seats) == 2]
    byes = [seats[0] for seats in swiss if len(seats) == 1]
    assert len(set(pairs)) == len(pairs) == 12 and len(set(byes)) == len(byes) == 4
    robin = [frozenset(json.loads(e)) for f, _, e in rows if f == "round_robin"]
    assert len(set(robin)) == 6  # everyone met everyone once
    six = [json.loads(e) for f, r, e in rows if f == "knockout" and r == 1][:4]
    assert sorted(map(len, six)) == [1, 1, 2, 2]  # the top two seeds' byes


# Where a kill cuts the round's opening: the request made (then its answer held, the bot
# killed), after how many like it.
KILLED_AT = {
    "the round's line": ("POST", "/channels/{channel}/messages", 0),
    "a table's line": ("POST", "/channels/{channel}/messages", 1),
    "a table's thread": ("POST", "/channels/*/threads", 0),
    # The round's line, a table's line, then that table's board in its thread.
    "a table's board": ("POST", "/channels/*/messages", 2),
}


@pytest.mark.parametrize("cut", KILLED_AT)
async def test_a_round_opens_once_whoever_kills_the_bot_opening_it(
    fake_discord, bot_process, database, cut
):
    fake = fake_discord
    bot = await bot_process(HOUSEKEEPING_SECONDS="1")
    method, route, after = KILLED_AT[cut]
    held = fake.faults.taken_then_held(method, route.format(channel=fake.channel), after)
    # Alice and three computers: two tables, the computers' played at once, hers waiting.
    board = await tournament_sign_up(fake, {"game": "forbidden", "format": "knockout"}, [], 3)
    try:
        await asyncio.wait_for(held.arrived.wait(), 30)
        await bot.kill()
    finally:
        held.release()
    killed = time.monotonic()
    await bot.start()

    def lines(kind: str) -> list:
        return [m for m in fake.messages() if m.id != board.id and kind in shown(m) + m.content]

    def opened() -> bool:
        boards = [t for t in fake.threads if any(m.components for m in fake.messages(t["id"]))]
        return (
            len(boards) == 2
            and lines("Round 1 of 2")
            and "of 2 games" in shown(fake.message(board.id))
        )

    await fake.wait_until(opened, timeout=60)
    assert time.monotonic() - killed < 90  # not the five minutes of the last run's claim
    assert len(fake.threads) == 2 and len(lines("Round 1 of 2")) == 1
    for thread in fake.threads:  # one board a table, however the kill cut its posting
        assert len([m for m in fake.messages(thread["id"]) if m.components]) == 1
    assert len(lines("· Round 1 ·")) == 2  # each table's line, which its thread started from
    async with database.connect() as connection:
        tables = (
            await connection.execute(
                text(
                    "SELECT tt.thread_id, g.channel_id FROM tournament_tables tt"
                    " JOIN games g ON g.id = tt.game_id"
                )
            )
        ).all()
        games = (
            await connection.execute(text("SELECT channel_id FROM games WHERE tournament_id = 1"))
        ).all()
    threads = {int(t["id"]) for t in fake.threads}
    assert {thread for thread, _ in tables} == threads  # the thread Discord made first, kept
    assert all(thread == channel for thread, channel in tables)
    assert sorted(channel for (channel,) in games) == sorted(threads)  # a game a table
