"""The "last actions" list under a board: read from the newest record back until it has its
lines, it must show what reading the whole kept log forward would."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta

from bot.board import Board
from bot.frame import _recent
from bot.i18n import t
from bot.models import LoggedAction
from rules.base import TAKE_BACK
from tests.support.saved_games import saved_game

START = datetime(2026, 11, 24, tzinfo=UTC)


class StoryBoard(Board):
    """Describes a decision by its action's "line" (none: no line), and counts the calls."""

    recent_shown = 3

    def __init__(self) -> None:
        self.described = 0

    def describe(self, snap, record, lang):
        self.described += 1
        return json.loads(record.action).get("line")


def log(*entries: tuple[int | None, str, dict], first: int = 1) -> list[LoggedAction]:
    """Records numbered from `first`, a second apart."""
    return [
        LoggedAction(1, seq, seat, kind, json.dumps(action), None, START + timedelta(seconds=seq))
        for seq, (seat, kind, action) in enumerate(entries, start=first)
    ]


def story(board: Board, recent: list[LoggedAction]) -> list[str]:
    snap = saved_game("ones_and_fives", None, ["Ann", "Bob"], recent=recent)
    return _recent(board, snap, "en", board.recent_shown).split("\n")


def test_the_newest_lines_oldest_first_and_the_older_records_not_described():
    board = StoryBoard()
    entries = [(n % 2, "play", {"line": f"turn {n}"}) for n in range(30)]
    assert story(board, log(*entries)) == ["turn 27", "turn 28", "turn 29"]
    assert board.described == 3


def test_a_skipped_turn_is_one_line_and_a_repeated_line_shows_once():
    skipped = t("en", "board.skipped", player="Bob")
    entries = log(
        (0, "play", {"line": "Ann banks"}),
        (1, "skip", {}),
        (None, "chance", {}),
        (1, "skip", {}),
        (0, "play", {"line": "Ann busts"}),
        (0, "play", {"line": "Ann busts"}),
        (0, "play", {}),  # no line of its own
    )
    assert story(StoryBoard(), entries) == ["Ann banks", skipped, "Ann busts"]


def test_what_a_take_back_undid_is_left_out_and_a_redone_record_is_described_anew():
    board = StoryBoard()
    first = log((0, "play", {"line": "Ann banks"}), (1, "play", {"line": "Bob busts"}))
    assert story(board, first) == ["Ann banks", "Bob busts"]
    undone = [*first, *log((1, TAKE_BACK, {"undo": 1, "line": "back"}), first=3)]
    assert story(board, undone) == ["Ann banks", "back"]
    # The same record number written again later is another record: not the kept line.
    redone = [first[0], first[1]._replace(action='{"line": "Bob banks"}', created_at=START)]
    assert story(board, redone) == ["Ann banks", "Bob banks"]
