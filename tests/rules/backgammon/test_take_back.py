"""Taking back a decision: which log entries it undoes (the decision, the steps it was built of,
all that followed), the state it goes back to, and the refusals: nothing of his to take back,
once only, not past a finished game of the match. The log is replayed without what take backs
undid."""

from __future__ import annotations

import pytest

from rules.backgammon import BACKGAMMON as GAME
from rules.backgammon.record import replay
from rules.backgammon.take_back import take_back, undone_entries
from rules.base import TAKE_BACK, IllegalAction, effective_log, resolve_options

OPTIONS = resolve_options(GAME.options, {"opening": "standard"})
THROW_31 = (None, "chance", {"type": "throw", "dice": [3, 1]})
# Seat 0 opens with 3-1; the computer (seat 1) rolls 6-5 and runs; seat 0 is to roll.
OPENING = [
    THROW_31,
    (0, "play", {"type": "move", "move": "8/7 8/5"}),
    (1, "computer", {"type": "roll"}),
    (None, "chance", {"type": "throw", "dice": [6, 5]}),
    (1, "computer", {"type": "move", "move": "24/18* 13/8"}),
]


def refused(key: str, log, seat: int = 0) -> None:
    with pytest.raises(IllegalAction) as error:
        take_back(OPTIONS, log, seat)
    assert error.value.key == key


def test_the_last_decision_goes_back_with_the_computers_reply_and_the_same_dice():
    tutor = (0, "tutor", {"type": "tutor", "skill": "very_bad"})
    log = [*OPENING[:2], tutor, *OPENING[2:]]
    state, count = take_back(OPTIONS, log, 0)
    assert count == 5 and state == GAME.apply(GAME.new_game(OPTIONS, 2), THROW_31[2])
    assert state.phase == "move" and state.dice == (3, 1)
    # Logged, the take back undoes them: the game replays as if they had never been.
    taken = [*log, (0, TAKE_BACK, {"type": TAKE_BACK, "undo": count})]
    assert effective_log(taken) == [THROW_31]
    replayed = [*taken, (0, "play", {"type": "move", "move": "8/5 6/5"})]
    record = replay(OPTIONS, replayed, analyse=False)
    assert [a["move"] for a in record.games[0].actions] == ["8/5 6/5"]


def test_a_stepwise_move_goes_back_whole():
    steps = [
        THROW_31,
        (0, "play", {"type": "step", "from": 8, "to": 7}),
        (0, "play", {"type": "undo"}),
        (0, "play", {"type": "step", "from": 8, "to": 5}),
        (0, "play", {"type": "step", "from": 6, "to": 5}),
        (0, "play", {"type": "confirm"}),
        (1, "computer", {"type": "roll"}),
    ]
    assert undone_entries(steps, 0) == 6


def test_nothing_to_take_back_once_only_and_never_past_a_finished_game():
    refused("backgammon.take_back_none", [THROW_31])
    refused("backgammon.take_back_none", OPENING, seat=1)  # the computer's moves are not his
    two_people = [*OPENING[:2], (1, "play", {"type": "roll"})]
    refused("backgammon.take_back_none", two_people)  # the other person has decided since
    taken = [*OPENING, (0, TAKE_BACK, {"type": TAKE_BACK, "undo": 4})]
    refused("backgammon.take_back_again", taken)
    redone = [*taken, (0, "play", {"type": "move", "move": "8/5 6/5"})]
    refused("backgammon.take_back_again", redone)  # the decision made again stands
    match = resolve_options(GAME.options, {"opening": "standard", "match_to": 3})
    dropped = [
        THROW_31,
        (0, "play", {"type": "move", "move": "8/5 6/5"}),
        (1, "computer", {"type": "double"}),
        (0, "play", {"type": "drop"}),
        (None, "chance", {"type": "throw", "dice": [5, 2]}),  # the next game's opening
    ]
    assert undone_entries(dropped, 0) == 2
    with pytest.raises(IllegalAction) as error:
        take_back(match, dropped, 0)
    assert error.value.key == "backgammon.take_back_game_over"
