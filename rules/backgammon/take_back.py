"""Taking back a decision in a practice game (the rules' `take_back`): the player's last checker
or cube decision is undone, with what followed it (the throws, the computer's replies), and
the game stands as it was just before it, the same dice to play.

Only his last decision, while nobody else has decided since (the computer's replies aside) and
no game of the match has ended since (a game's result stands); and once: a decision made right
after a take back stands.
"""

from __future__ import annotations

from collections.abc import Sequence

from rules.backgammon.game import BACKGAMMON
from rules.backgammon.record import play
from rules.backgammon.state import State
from rules.base import TAKE_BACK, Action, IllegalAction, effective_log

DECISIONS = ("move", "confirm", "double", "roll", "take", "drop")
PARTS_OF_A_MOVE = ("step", "undo")  # the steps a confirmed move was built of
# What may follow the decision, undone with it: chance, the computer's replies, the tutor's
# notes (and the player's own actions that decided nothing yet: steps, offers to resign).
FOLLOWING = ("chance", "computer", "tutor")

Entry = tuple[int | None, str, Action]


def undone_entries(log: Sequence[Entry], seat: int) -> int:
    """How many of the log's last entries taking back `seat`'s last decision undoes (the
    decision with the steps it was built of, and all that followed it); IllegalAction when
    he has none to take back."""
    start = len(log)
    while True:  # back to his decision, over what followed it
        if start == 0:
            raise _nothing()
        entry_seat, kind, action = log[start - 1]
        if kind == TAKE_BACK:
            raise _again()
        own = kind == "play" and entry_seat == seat
        if not (own or kind in FOLLOWING):
            raise _nothing()
        start -= 1
        if own and action.get("type") in DECISIONS:
            break
    while start > 0 and _part_of_the_move(log[start - 1], seat):
        start -= 1
    if start > 0 and log[start - 1][1] == TAKE_BACK:
        raise _again()
    return len(log) - start


def take_back(options: dict, log: Sequence[Entry], seat: int) -> tuple[State, int]:
    """The state just before `seat`'s last decision, and how many entries that undoes."""
    count = undone_entries(log, seat)
    before = _state(options, effective_log(log[: len(log) - count]))
    state = before
    for entry in log[len(log) - count :]:
        state = play(state, *entry)
    if len(state.games) != len(before.games):
        raise IllegalAction(
            "A game of the match has ended since: its result stands.",
            "backgammon.take_back_game_over",
        )
    return before, count


def _state(options: dict, log: Sequence[Entry]) -> State:
    state = BACKGAMMON.new_game(options, 2)
    for entry in log:
        state = play(state, *entry)
    return state


def _part_of_the_move(entry: Entry, seat: int) -> bool:
    entry_seat, kind, action = entry
    return kind == "play" and entry_seat == seat and action.get("type") in PARTS_OF_A_MOVE


def _nothing() -> IllegalAction:
    return IllegalAction(
        "You have no decision to take back: only your last one, while nobody else has decided "
        "since.",
        "backgammon.take_back_none",
    )


def _again() -> IllegalAction:
    return IllegalAction(
        "You took your last decision back already: the one you make now stands.",
        "backgammon.take_back_again",
    )
