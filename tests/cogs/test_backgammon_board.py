"""The backgammon board drawn from real rules states: the buttons of each phase, the image's
point of view, the coach."""

from __future__ import annotations

import dataclasses
import io

import pytest
from PIL import Image

from bot.boards import render
from bot.engine_service import EngineService
from bot.sessions import GameError, Snapshot
from cogs.backgammon import coach
from cogs.backgammon.board import BackgammonBoard
from rules.backgammon import BACKGAMMON
from rules.backgammon.state import State
from rules.base import resolve_options
from tests.bot import engine_workers
from tests.cogs.saved import saved_game, text

BOARD = BackgammonBoard(EngineService())  # drawing needs no engine: never started


def snapshot(state: State, computer: bool = False) -> Snapshot:
    return saved_game("backgammon", state, ["Eva", "Petr"], computers=[1] if computer else [])


def new(*actions: dict, **options) -> State:
    state = BACKGAMMON.new_game(resolve_options(BACKGAMMON.options, options), 2)
    for action in actions:
        state = BACKGAMMON.apply(state, action)
    return state


def throw(a: int, b: int) -> dict:
    return {"type": "throw", "dice": [a, b]}


def actions(drawn) -> list[str]:
    return [child.item.custom_id.split(":")[3] for child in drawn.controls]


def test_roll_phase_offers_roll_double_and_resignations():
    drawn = render(BOARD, snapshot(new(throw(5, 3))), "en")
    assert actions(drawn) == ["roll", "double", "offer"]
    offer = drawn.controls[2].item
    assert [o.label for o in offer.options] == [
        "Resign a single game (1 point)",
        "Resign a gammon (2 points)",
        "Resign a backgammon (3 points)",
    ]
    assert drawn.picture.filename == "backgammon.png"
    # gnubg's IDs are tools, not board furniture: /backgammon record and the end show them.
    assert "Position ID" not in text(drawn)


def test_no_double_button_in_the_crawford_game():
    state = dataclasses.replace(new(throw(5, 3), match_to=3), crawford=True, score=(2, 0))
    state = BACKGAMMON.apply(dataclasses.replace(state, phase="throw"), throw(6, 2))
    drawn = render(BOARD, snapshot(state), "cs")
    assert "double" not in actions(drawn) and "roll" not in actions(drawn)
    assert "Crawfordova hra" in drawn.blocks[0]


def test_picking_a_checker_offers_only_its_destinations():
    state = new(throw(6, 1), opening="standard")
    drawn = render(BOARD, snapshot(state), "en", ui="13")
    steps = [c.item for c in drawn.controls if c.item.custom_id.split(":")[3] == "step"]
    assert [(s.label, s.custom_id) for s in steps] == [("13 → 7", "g:1:5:step:13-7")]
    assert BOARD.interpret(snapshot(state), 0, "step", "13-7") == {
        "type": "step",
        "from": 13,
        "to": 7,
    }
    state = BACKGAMMON.apply(state, {"type": "step", "from": 13, "to": 7})
    drawn = render(BOARD, snapshot(state), "en")
    assert "undo" in actions(drawn) and "confirm" not in actions(drawn)
    assert "Steps so far: 13/7." in drawn.blocks[0]
    # The checker just moved may go on: its destinations are offered without a new pick.
    steps = [c.item.label for c in drawn.controls if c.item.custom_id.split(":")[3] == "step"]
    assert steps == ["7 → 6"]


def test_cube_and_resignation_answers_belong_to_the_other_player():
    state = new(throw(5, 3), {"type": "double"})
    assert actions(render(BOARD, snapshot(state), "en"))[:2] == ["take", "drop"]
    state = new(throw(5, 3), {"type": "offer", "level": 2})
    drawn = render(BOARD, snapshot(state), "en")
    assert actions(drawn)[:2] == ["accept", "refuse"]
    assert "offers to resign: gammon for 2 points" in drawn.blocks[0]


async def test_hints_only_against_the_computer_unless_asked(engine_service):
    board = BackgammonBoard(engine_service)
    state = new(throw(6, 1), opening="standard")
    humans = snapshot(state)
    assert "hint" not in actions(render(board, humans, "en"))
    with pytest.raises(GameError) as refused:
        await board.private(humans, 0, "en", "hint")
    assert refused.value.key == "backgammon.hints_off"
    computer = snapshot(state, computer=True)
    assert "hint" in actions(render(board, computer, "en"))
    hint = await board.private(computer, 0, "en", "hint")
    assert hint.header == "### 💡 Hint for 6-1 (GNU Backgammon)"  # the roll it is for
    assert hint.blocks[0].splitlines()[0].startswith("1. `13/7 8/7`")
    assert "hint" in actions(render(BOARD, snapshot(new(throw(6, 1), hints="on")), "en"))


async def test_the_typed_moves_list_is_ranked_only_where_hints_are_on(engine_service):
    state = new(throw(6, 1), opening="standard")
    ranked = await coach.move_choices(engine_service, snapshot(state, computer=True), state)
    assert ranked[0][0] == "13/7 8/7" and all(equity is not None for _, equity in ranked)
    plain = await coach.move_choices(engine_service, snapshot(state), state)
    assert sorted(plain) == sorted((move, None) for move, _ in ranked)


async def test_without_the_engine_the_typed_moves_come_unranked_and_a_hint_is_declined():
    engine = EngineService(engine_workers.crash_on_request)
    try:
        state = new(throw(6, 1), opening="standard")
        computer = snapshot(state, computer=True)
        plain = await coach.move_choices(engine, computer, state)
        assert plain and all(equity is None for _, equity in plain)
        with pytest.raises(GameError) as declined:
            await BackgammonBoard(engine).private(computer, 0, "cs", "hint")
        assert declined.value.key == "backgammon.engine_unavailable"
    finally:
        await engine.close()
