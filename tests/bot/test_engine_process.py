"""A family's engine in its process (bot/engine_process.py), with GNU Backgammon's
(cogs/backgammon/engine.py): answers, a worker killed in the
middle of a request (replaced, asked again), one that keeps dying (the fallbacks), one that
hangs (killed and replaced), a bug in a request, shutdown — and a whole game against the
computer in a process that never imports gnubg."""

from __future__ import annotations

import asyncio
import json
import logging
import multiprocessing
import os
import signal
import subprocess
import sys

import pytest

from bot import engine_process as module
from bot.computers import ComputerPlayers
from bot.engine_process import EngineError, EngineUnavailable
from bot.game import GameError
from cogs.backgammon import coach
from cogs.backgammon import engine as engine_module
from cogs.backgammon.engine import BackgammonEngine
from rules.backgammon import BACKGAMMON
from rules.backgammon.state import State
from rules.base import SeededChance, resolve_options
from tests.bot import engine_workers
from tests.conftest import backgammon_with
from tests.support.bot_process import PROJECT_ROOT

pytest.importorskip("gnubg")

OPTIONS = resolve_options(BACKGAMMON.options, {})
OPENING_31 = State(options=OPTIONS, phase="move", dice=(3, 1))
BOOK_31 = {"type": "move", "move": "8/5 6/5"}  # gnubg's choice: the book move
STANDARD = resolve_options(BACKGAMMON.options, {"opening": "standard"})
ANALYSED_GAME = [  # with the standard opening: seat 0 threw higher and moves, badly
    (None, "chance", {"type": "throw", "dice": [3, 1]}),
    (0, "play", {"type": "move", "move": "24/21 6/5"}),
    (0, "resign", {"type": "resign"}),
]


def warnings(caplog) -> list[logging.LogRecord]:
    return [r for r in caplog.records if r.name == module.__name__ and r.levelno >= logging.WARNING]


def assert_one_quiet_warning(caplog, *words: str) -> None:
    """One WARNING line saying what happened, and no traceback."""
    [record] = warnings(caplog)
    assert record.levelno == logging.WARNING and record.exc_info is None
    assert all(word in record.getMessage() for word in words), record.getMessage()


async def test_it_answers_from_a_warm_worker(backgammon_engine):
    assert backgammon_engine.pid != os.getpid() and backgammon_engine.available
    assert await backgammon_engine.computer_action(BACKGAMMON, OPENING_31, 0) == BOOK_31
    ranked = await backgammon_engine.ranked_moves(OPENING_31)
    assert ranked[0][0] == "8/5 6/5" and ranked[0][1] > ranked[1][1]
    advice = await backgammon_engine.cube_advice(State(options=OPTIONS, phase="roll"))
    assert not advice.double and advice.take and advice.no_double is not None


async def test_a_finished_games_analysis_is_kept_and_reused(backgammon_engine):
    record = await backgammon_engine.analyse(7, STANDARD, ANALYSED_GAME)
    assert record.analysed and record.analysis.decisions[0] == 1  # 24/21 6/5: an error
    assert backgammon_engine.known(7, 1) is record and backgammon_engine.known(7, 2) is None
    assert await backgammon_engine.analyse(7, STANDARD, ANALYSED_GAME) is record  # not again
    stats = await backgammon_engine.log_stats(7, STANDARD, ANALYSED_GAME)
    assert stats[0]["decisions"] == 1 and stats[0]["error"] > 0


async def test_a_worker_killed_in_the_middle_of_a_request_is_replaced_and_asked_again(
    backgammon_engine, caplog
):
    first = backgammon_engine.pid
    os.kill(first, signal.SIGSTOP)  # holds the request in its pipe until the crash
    request = asyncio.create_task(backgammon_engine.computer_action(BACKGAMMON, OPENING_31, 0))
    await asyncio.sleep(0.2)
    os.kill(first, signal.SIGSEGV)
    os.kill(first, signal.SIGCONT)
    assert await request == BOOK_31
    assert backgammon_engine.pid not in (None, first)
    assert_one_quiet_warning(caplog, str(first), "SIGSEGV", "computer_action", "asking a new one")


async def test_a_hung_worker_is_killed_and_replaced(backgammon_engine, caplog, monkeypatch):
    monkeypatch.setattr(engine_module, "DECISION_SECONDS", 0.5)
    hung = backgammon_engine.pid
    os.kill(hung, signal.SIGSTOP)
    assert await backgammon_engine.computer_action(BACKGAMMON, OPENING_31, 0) == BOOK_31
    assert backgammon_engine.pid != hung
    assert_one_quiet_warning(caplog, str(hung), "did not answer within 0.5 s", "SIGKILL")
    with pytest.raises(ProcessLookupError):
        os.kill(hung, 0)  # gone, and reaped


async def test_a_worker_that_keeps_dying_leaves_the_fallbacks(caplog):
    engine = BackgammonEngine(engine_workers.crash_on_request)
    await engine.start()
    computers = ComputerPlayers(backgammon_with(engine))
    try:
        move = await computers.action(BACKGAMMON, OPENING_31, SeededChance(1))
        assert move == BACKGAMMON.simple_computer_action(OPENING_31, SeededChance(1))
        said = [r.getMessage() for r in warnings(caplog)]
        assert len(said) == 2 and said[1].endswith("using the fallback for 30 s"), said
        assert all(r.exc_info is None for r in warnings(caplog))
        assert engine.pid is None
        # For a while every request falls back at once: no new worker, no more warnings.
        with pytest.raises(GameError) as refused:
            await coach.hint(engine, OPENING_31, "pl")
        assert refused.value.key == "backgammon.engine_unavailable"
        record = await engine.analyse(7, STANDARD, ANALYSED_GAME)
        assert not record.analysed and record.games[0].result is not None
        assert engine.known(7, 1) is None  # an unanalysed record is not kept
        assert await computers.log_stats(7, BACKGAMMON, STANDARD, 2, ANALYSED_GAME) == [{}, {}]
        assert len(warnings(caplog)) == 2 and engine.pid is None
        # After the pause the next request tries a new worker again.
        engine._paused_until = 0.0  # as if the pause were over
        with pytest.raises(EngineUnavailable):
            await engine.cube_advice(OPENING_31)
        assert len(warnings(caplog)) == 4
    finally:
        await engine.close()


async def test_a_worker_dying_at_its_start_does_not_stop_the_bot(caplog):
    engine = BackgammonEngine(engine_workers.crash_at_start)
    await engine.start()
    assert engine.pid is None
    assert_one_quiet_warning(caplog, "SIGSEGV", "while starting", "the first request tries again")
    with pytest.raises(EngineUnavailable):
        await engine.cube_advice(OPENING_31)
    await engine.close()


async def test_a_bug_in_a_request_is_raised_with_its_traceback_and_the_worker_stays(
    backgammon_engine,
):
    worker = backgammon_engine.pid
    over = State(options=OPTIONS, phase="over")
    with pytest.raises(EngineError, match="Nobody is to decide now"):
        await backgammon_engine.computer_action(BACKGAMMON, over, 0)
    assert backgammon_engine.pid == worker
    assert await backgammon_engine.computer_action(BACKGAMMON, OPENING_31, 0) == BOOK_31


async def test_an_answer_given_up_on_is_not_taken_for_the_next(backgammon_engine):
    os.kill(backgammon_engine.pid, signal.SIGSTOP)
    request = asyncio.create_task(backgammon_engine.ranked_moves(OPENING_31))
    await asyncio.sleep(0.2)  # asked, and waiting for the answer
    request.cancel()
    os.kill(backgammon_engine.pid, signal.SIGCONT)  # answers it, then the next request
    assert await backgammon_engine.computer_action(BACKGAMMON, OPENING_31, 0) == BOOK_31


async def test_closing_ends_the_worker_and_refuses_requests():
    engine = BackgammonEngine()
    await engine.start()
    worker = engine.pid
    await engine.close()
    with pytest.raises(ProcessLookupError):
        os.kill(worker, 0)
    with pytest.raises(EngineUnavailable):
        await engine.computer_action(BACKGAMMON, OPENING_31, 0)


def test_a_game_against_the_computer_never_imports_gnubg_into_the_bot(tmp_path):
    url = f"sqlite+aiosqlite:///{tmp_path / 'bot.db'}"
    done = subprocess.run(
        [sys.executable, "-m", "tests.bot.engine_game", url],
        cwd=PROJECT_ROOT,
        capture_output=True,
        text=True,
        timeout=300,
        check=True,
    )
    outcome = json.loads(done.stdout.splitlines()[-1])
    assert outcome["hints"] > 5 and outcome["computer_moves"] > 5
    assert outcome["analysed"] and outcome["analyses"] == 1  # at the end, once
    assert outcome["gnubg_imported"] is False


async def test_closing_while_the_worker_starts_leaves_no_worker():
    engine = BackgammonEngine()
    starting = asyncio.create_task(engine.start())
    await asyncio.sleep(0.05)  # spawned, not yet warm
    await engine.close()
    await starting
    assert engine.pid is None
    assert not multiprocessing.active_children()
