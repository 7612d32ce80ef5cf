"""The load benchmark script keeps working, with a channel for every game it plays (a tiny run;
the figures come from the script)."""

from __future__ import annotations

import argparse
import re

from benchmarks import bot_load


async def test_a_small_load_run_loses_no_move(capsys):
    arguments = argparse.Namespace(
        channels=len(bot_load.GAMES) + 1,  # every game, and one against the computer
        moves=4,
        think=[0.05],
        databases=["sqlite"],
        floor=True,
        games=bot_load.GAMES,
        profile=0,
        computer_every=len(bot_load.GAMES) + 1,  # channel 0
        ping_after=0.0,  # every turn pinged
        pairs=1,
        replays=False,  # (a replay run plays its games to their end: minutes)
    )
    await bot_load.main(arguments)
    report = capsys.readouterr().out
    accepted, persisted = map(
        int, re.search(r"moves accepted (\d+), persisted (\d+)", report).groups()
    )
    assert accepted == persisted > len(bot_load.GAMES) and "lost 0" in report
    assert report.count("late 0") == 2  # ours and the floor bot's
    # The bot's own figures as it stopped, and its requests to Discord.
    assert "commit batches: {'transactions'" in report and "objects tracked" in report
    assert re.search(r"requests per interaction: \d+\.\d\d", report)
    assert (
        "backgammon vs World Class" in report and "POST /channels/{channel_id}/messages" in report
    )
