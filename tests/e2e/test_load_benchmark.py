"""The load benchmark script keeps working (a tiny run; the figures come from the script)."""

from __future__ import annotations

from benchmarks import bot_load


async def test_a_small_load_run_loses_no_move(capsys):
    await bot_load.main(channels=4, moves=4, think=0.05)
    report = capsys.readouterr().out
    assert "moves accepted: 16, persisted: 16, lost: 0" in report
    assert "callbacks later than 3 s: 0" in report


async def test_a_small_mixed_run_with_domino_games_loses_no_move(capsys):
    await bot_load.main(channels=4, moves=4, think=0.05, domino=True)
    report = capsys.readouterr().out
    assert "moves accepted: 16, persisted: 16, lost: 0" in report
