"""The load benchmark script keeps working (a tiny run; the figures come from the script)."""

from __future__ import annotations

import argparse

from benchmarks import bot_load


async def test_a_small_load_run_loses_no_move(capsys):
    arguments = argparse.Namespace(
        channels=4, moves=4, think=[0.05], databases=["sqlite"], floor=True
    )
    await bot_load.main(arguments)
    report = capsys.readouterr().out
    assert "moves accepted 16, persisted 16, lost 0" in report
    assert report.count("late 0") == 2  # ours and the floor bot's
