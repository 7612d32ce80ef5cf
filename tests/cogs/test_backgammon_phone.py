"""Backgammon's boards fit a phone in the checker-by-checker flow too (issue 48): between two
people (so with the turn's deadline) in a practice match to 5 (hints and the tutor on), at every
move of a whole game, for the first seat and the second to move, in English, Czech and Polish —
a checker picked (its destinations, 💡 Hint, 🏳️ Resign) with the tutor's word on the other's
last move or on a cube decision; a step taken (↩️ Undo and the steps so far) with the next
checker picked; a move built whole, to be confirmed; and the end of a rated match and of a
rated single game with two people's rating lines and the engine's analysis: each at most 650 px
tall, the picture's text at least 12 px (tests/support/phone.py). The start of a turn is
tests/cogs/test_phone_boards.py's."""

from __future__ import annotations

import dataclasses
import json
from datetime import timedelta

import pytest

from bot.board import UiOnly
from bot.frame import render
from bot.models import LoggedAction, utcnow
from bot.ratings import Change
from cogs.backgammon.board import BackgammonBoard, _just_over
from cogs.backgammon.engine import BackgammonEngine
from rules import registry
from rules.backgammon.state import MOVE
from tests.support.phone import show
from tests.support.phone_games import (
    MEMBERS,
    NAMES,
    PHONE_SCREEN,
    SMALLEST_TEXT,
    board_of,
    game,
)
from tests.support.saved_games import by_action, played, saved_game

RULES = registry.get("backgammon")
BOARD = BackgammonBoard(BackgammonEngine())  # drawing a live board needs no engine
PRACTICE = {"match_to": 5, "hints": "on", "coach": "on"}
RATED = {"hints": "off", "coach": "off"}
LANGUAGES = ("en", "cs", "pl")
# The tutor's longest words: a very bad decision.
CUBE_NOTE = {"skill": "very_bad", "chosen": "take", "best": "drop", "dice": [], "loss": 0.123}


def two_people(state, recent, options=PRACTICE, **row):
    """The position between Alžběta and Jaroslav, both people: the turn has its deadline."""
    state = dataclasses.replace(state, options={**state.options, **options})
    return saved_game(
        "backgammon",
        state,
        NAMES[:2],
        recent=recent,
        options=json.dumps({**PRACTICE, **options}),
        turn_started_at=utcnow() - timedelta(minutes=1),
        server_seed="ab" * 32,
        **row,
    )


def tutor(seat: int, note: dict) -> LoggedAction:
    return LoggedAction(1, 1 << 30, seat, "tutor", json.dumps(note), None, utcnow())


def widest(state) -> str:
    """The checker with the most destinations, as the board's UI state picks it."""
    movable = RULES.view(state, state.turn)["movable"]
    return str(max(movable, key=lambda entry: len(entry["to"]))["from"])


def moves():
    """(state, its log) at every move of a whole match to 5 between computers, the practice
    options on."""
    states, log = game("backgammon", 2)
    for state, logged in states:
        if state.phase == MOVE:
            yield dataclasses.replace(state, options={**state.options, **PRACTICE}), log[:logged]


def picked_with_the_tutors_word(seat: int):
    """A checker picked, the tutor's word under the last move: on that move (the other seat's,
    as the tutor speaks until someone decides again), or on the other's take of a double. Not
    at the first move of a match's next game: its news is the last game's (below)."""
    for state, log in moves():
        last = state.last_turn
        if state.turn != seat or _just_over(state) or not last or last["seat"] == seat:
            continue
        if last["move"] and not last.get("forced"):  # (a forced move is never judged)
            note = {
                "skill": "very_bad",
                "chosen": last["move"],
                "best": "13/7 13/11",
                "loss": 0.123,
            }
            yield state, [*log[-40:], tutor(last["seat"], {**note, "dice": last["dice"]})]
        yield state, [*log[-40:], tutor(1 - seat, CUBE_NOTE)]


def stepped(seat: int, whole: bool = False):
    """A step taken (the first checker offered, to its first destination), then, unless the
    move is `whole` already, the next checker picked."""
    for state, log in moves():
        if state.turn != seat or not RULES.view(state, seat)["movable"]:
            continue
        while True:
            movable = RULES.view(state, seat)["movable"]
            if not movable or (state.partial and not whole):
                break
            step = {"type": "step", "from": movable[0]["from"], "to": movable[0]["to"][0]}
            state = RULES.apply(state, step)
        if state.phase == MOVE and state.partial:
            yield state, log[-40:]


def heights(positions, lang: str, picked: bool = True) -> list:
    shown = []
    for state, recent in positions:
        snap = two_people(state, recent)
        ui = widest(state) if picked and RULES.view(state, state.turn)["movable"] else ""
        drawn = render(BOARD, snap, lang, ui)
        assert "⏳ <t:" in drawn.header  # the turn's deadline, on the line of whose turn it is
        shown.append(show(drawn, MEMBERS))
    assert shown
    return shown


def fits(shown) -> None:
    tallest = max(phone.height for phone in shown)
    assert tallest <= PHONE_SCREEN, tallest
    assert min(phone.smallest_text for phone in shown) >= SMALLEST_TEXT


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("seat", [0, 1])
def test_a_picked_checker_with_the_tutors_word_and_the_deadline_fits_a_phone(seat, lang):
    fits(heights(picked_with_the_tutors_word(seat), lang))


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("seat", [0, 1])
def test_a_step_taken_with_undo_and_the_next_checker_picked_fits_a_phone(seat, lang):
    fits(heights(stepped(seat), lang))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_move_built_whole_to_be_confirmed_fits_a_phone(lang):
    positions = [*stepped(0, whole=True), *stepped(1, whole=True)]
    state, recent = positions[0]
    drawn = render(BOARD, two_people(state, recent), lang)
    assert by_action(drawn, "confirm") and by_action(drawn, "undo")
    fits(heights(positions, lang, picked=False))


def test_while_stepping_the_checker_select_leads_back_to_the_whole_moves():
    """A phone's screen holds the steps or the whole moves: the checker select's last option
    brings the whole-move select back (the steps taken stay on the board)."""
    state, recent = next(stepped(0))
    snap = two_people(state, recent)
    drawn = render(BOARD, snap, "en")
    assert not by_action(drawn, "play")
    [pick] = by_action(drawn, "pick")
    whole = pick.options[-1]
    assert (whole.value, whole.label) == ("whole", "Play a whole move instead…")
    assert BOARD.interpret(snap, 0, "pick", whole.value) == UiOnly("whole")  # nothing saved
    assert by_action(render(BOARD, snap, "en", whole.value), "play")


@pytest.mark.parametrize("match_to", [5, 1])
async def test_a_rated_end_with_two_peoples_rating_lines_and_the_analysis_fits_a_phone(match_to):
    """The end of a match to 5 (its games' analysis, the last game's result) and of a single
    game (the doubling cube): two people's ratings before and after (one still provisional)
    under who won, the analysis of GNU Backgammon, the record's command and the fair dice."""
    options = {**RATED, "match_to": match_to}
    states, log = game("backgammon", 2) if match_to == 5 else played("backgammon", 2, options)
    end, logged = states[-1]
    changes = {0: Change(1500.4, 1523.2, False), 1: Change(1210.0, 1188.0, True)}
    async with board_of("backgammon") as board:
        for lang in LANGUAGES:
            snap = two_people(
                end,
                log[:logged][-40:],
                options,
                history=log[:logged],
                status="finished",
                id=48_000 + match_to,
            )
            await board.prepare(snap)  # the analysis, as the bot has it done at the end
            drawn = render(board, dataclasses.replace(snap, ratings=changes), lang)
            digits = "".join(filter(str.isdigit, drawn.header))
            assert "15001523" in digits and "12101188" in digits  # both, under who won
            assert any("PR" in block for block in drawn.blocks if block)
            shown = show(drawn, MEMBERS)
            assert shown.height <= PHONE_SCREEN, (lang, shown.height)
            assert shown.smallest_text >= SMALLEST_TEXT


async def test_the_first_move_of_a_matchs_next_game_fits_a_phone():
    """The last game's news until the next game's first move — its result, its analysis, the
    Crawford game, the tutor's word on the decision that ended it (small, as the analysis) —
    above a checker picked, between two people."""
    shown = []
    async with board_of("backgammon") as board:
        for state, log in moves():
            if not _just_over(state):
                continue
            for told in ([], [tutor(1 - state.turn, CUBE_NOTE)]):
                snap = two_people(state, [*log[-40:], *told], history=log, id=48_010)
                await board.prepare(snap)  # the game's analysis (the engine keeps the newest)
                for lang in LANGUAGES:
                    drawn = render(board, snap, lang, widest(state))
                    assert any("PR" in block for block in drawn.blocks if block)
                    said = "\n".join(filter(None, drawn.blocks))
                    assert not told or "\n-# 🎓 " in said
                    shown.append(show(drawn, MEMBERS))
    fits(shown)
