"""The computer's engine: GNU Backgammon's nets when the package imports, pubeval and the rules
of thumb when it does not; and gnubg's Position and Match IDs, checked against the package."""

from __future__ import annotations

import base64
import dataclasses
import sys

import pytest

from rules.backgammon import BACKGAMMON as GAME
from rules.backgammon import engine, mover_position, pubeval
from rules.backgammon.gnubg_id import match_id, position_id
from rules.backgammon.notation import format_move
from rules.backgammon.state import State
from rules.base import SeededChance, play_chance, resolve_options
from rules.simulate import random_policy
from tests.rules.backgammon.helpers import position

gnubg = pytest.importorskip("gnubg")


def state(**changes) -> State:
    options = resolve_options(GAME.options, {"match_to": changes.pop("match_to", 1)})
    return State(options=options, **changes)


@pytest.fixture
def no_gnubg(monkeypatch):
    """As on a machine without the package: importing it fails."""
    monkeypatch.setitem(sys.modules, "gnubg", None)
    engine._gnubg.cache_clear()
    yield
    engine._gnubg.cache_clear()


def test_gnubg_plays_the_book_openings() -> None:
    assert engine.available()
    for dice, move in (((3, 1), "8/5 6/5"), ((6, 5), "24/13"), ((4, 2), "8/4 6/4")):
        ranked = engine.ranked_moves(state(phase="move", dice=dice))
        assert format_move(ranked[0].move) == move
        equities = [entry.equity for entry in ranked]
        assert equities == sorted(equities, reverse=True)


def test_cube_advice_in_a_won_race_is_double_pass_and_at_the_start_no_double_take() -> None:
    race = position({1: 3, 2: 3, 3: 3}, {20: 5, 21: 5, 22: 5})
    advice = engine.cube_advice(state(phase="roll", board=race))
    assert advice.double and not advice.take and advice.double_pass == 1.0
    advice = engine.cube_advice(state(phase="roll"))
    assert not advice.double and advice.take
    assert advice.no_double > advice.double_take - 1  # figures, not just verdicts


def test_match_cube_advice_uses_match_winning_chances() -> None:
    # 2-away/2-away: doubling at the start is a known mistake; the other takes.
    advice = engine.cube_advice(state(phase="roll", match_to=5, score=(3, 3)))
    assert advice.match and 0.4 < advice.no_double < 0.6
    assert advice.take


def test_a_resignation_is_accepted_only_if_it_is_worth_enough() -> None:
    # The offerer (to move) has none off; the other bears his last checker off next: a gammon.
    lost = position({13: 5, 14: 5, 15: 5}, {24: 1})
    offer = state(phase="resign", board=lost, resign_offer=1, resumes="roll")
    assert not engine.accepts_resignation(offer)
    assert engine.accepts_resignation(dataclasses.replace(offer, resign_offer=2))


def test_without_gnubg_pubeval_and_the_rules_of_thumb_decide(no_gnubg) -> None:
    assert not engine.available()
    start = state(phase="move", dice=(6, 4))
    ranked = engine.ranked_moves(start)
    assert ranked[0].equity is None
    assert ranked[0].move == pubeval.best_move(mover_position(start), (6, 4))[1]
    advice = engine.cube_advice(state(phase="roll"))
    assert (advice.double, advice.take, advice.no_double) == (False, True, None)
    assert GAME.computer_action(start, SeededChance(0))["type"] == "move"
    lost = position({13: 5, 14: 5, 15: 5}, {24: 1})
    offer = state(phase="resign", board=lost, resign_offer=1, resumes="roll")
    assert not engine.accepts_resignation(offer)  # the board would score a gammon now


def test_the_simple_computer_never_asks_gnubg(monkeypatch) -> None:
    monkeypatch.setattr(engine, "_gnubg", None)  # any use of gnubg would fail
    start = state(phase="move", dice=(6, 4))
    move = GAME.simple_computer_action(start, SeededChance(0))
    assert move == {
        "type": "move",
        "move": format_move(pubeval.best_move(mover_position(start), (6, 4))[1]),
    }
    assert GAME.simple_computer_action(state(phase="roll"), SeededChance(0)) == {"type": "roll"}
    race = position({1: 3, 2: 3, 3: 3}, {20: 5, 21: 5, 22: 5})
    doubled = state(phase="cube", board=race, cube=2)
    assert GAME.simple_computer_action(doubled, SeededChance(0)) == {"type": "drop"}
    lost = position({13: 5, 14: 5, 15: 5}, {24: 1})
    offer = state(phase="resign", board=lost, resign_offer=2, resumes="roll")
    assert GAME.simple_computer_action(offer, SeededChance(0)) == {"type": "accept"}


def test_position_id_of_the_start_is_the_documented_one() -> None:
    assert position_id(mover_position(state())) == "4HPwATDgc/ABMA"


def _bits(text: str, count: int) -> list[int]:
    return [byte >> bit & 1 for byte in base64.b64decode(text + "==")[:9] for bit in range(8)][
        :count
    ]


@pytest.mark.parametrize("match_to", [1, 7])
def test_ids_agree_with_the_gnubg_package_through_a_random_game(match_to: int) -> None:
    source = SeededChance(match_to)
    game = GAME.new_game(resolve_options(GAME.options, {"match_to": match_to}), 2)
    for _ in range(120):
        game, _ = play_chance(GAME, game, source)
        if GAME.is_over(game):
            break
        if game.phase in ("roll", "move"):  # the package's own IDs of an offer differ (fTurn)
            owner = -1 if game.cube_owner is None else game.cube_owner
            money = match_to == 1
            cube = gnubg.cubeinfo(
                game.cube,
                owner,
                game.turn,
                0 if money else match_to,
                (0, 0) if money else game.score,
                int(game.crawford),
            )
            dice = tuple(game.dice) if game.phase == "move" else (0, 0)
            info = gnubg.posinfo(game.turn, 0, 0, 1, dice)
            board = engine._board(mover_position(game))
            their_position, their_match = gnubg.gnubgid(board, cube, info).split(":")
            assert position_id(mover_position(game)) == their_position
            assert _bits(match_id(game), 66) == _bits(their_match, 66)
        game = GAME.apply(game, random_policy(GAME, game, GAME.to_move(game), source))
