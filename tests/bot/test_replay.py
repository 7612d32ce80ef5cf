"""A finished game's replay (bot/replay): every step from its log, priced by its story, ending
in the game as saved; each step drawn on a phone, with its controls."""

from __future__ import annotations

import pytest

from bot.replay.steps import steps_of
from bot.replay.view import draw, step_snapshot
from cogs.dice.board import DiceBoard
from cogs.domino.board import DominoBoard
from cogs.yahtzee.board import YahtzeeBoard
from rules import registry
from rules.base import resolve_options
from tests.cogs.test_dice_board import greedy_game
from tests.support.phone import show
from tests.support.phone_games import PHONE_SCREEN
from tests.support.saved_games import played, saved_game, text


def _finished(game_id: str, seats: int):
    rules = registry.get(game_id)
    options = resolve_options(rules.options, {})
    states, log = played(game_id, seats, options)
    snap = saved_game(
        game_id,
        states[-1][0],
        ["Ann", "Bob", "Cyril", "Dana"][:seats],
        recent=log[-40:],
        history=log,
        status="finished",
    )
    return snap, options


@pytest.mark.parametrize(
    "game_id, seats, board",
    [("six_dice", 2, DiceBoard), ("kosci", 2, YahtzeeBoard), ("block", 2, DominoBoard)],
)
def test_the_steps_replay_the_game_to_its_end_and_fit_a_phone(game_id, seats, board):
    snap, options = _finished(game_id, seats)
    drawing = board()
    steps = steps_of(snap.rules, options, seats, snap.history, drawing.stories(snap))
    rules = snap.rules
    assert rules.to_json(steps[-1].state) == rules.to_json(snap.state)  # the game as saved
    assert steps[0].record is None and all(step.record for step in steps[1:])
    decisions = [r for r in snap.history if r.kind in ("play", "computer")]
    assert [step.record for step in steps[1:]] == decisions
    for index in (0, len(steps) // 2, len(steps) - 1):
        at = step_snapshot(snap, steps, index)
        assert (at.game.status == "finished") == (index == len(steps) - 1)
        for lang in ("en", "cs", "pl"):
            drawn = draw(drawing, snap, steps, index, lang)
            ids = [item.custom_id for item in drawn.controls]
            assert len(ids) == len(set(ids))  # Discord refuses a custom_id twice
            assert all(i.startswith(f"r:{snap.game.id}:") for i in ids)
            assert show(drawn, {}).height <= PHONE_SCREEN


def test_a_dice_replay_prices_each_decision_and_finds_the_next_mistake():
    snap = greedy_game("ones_and_fives")  # Ann's habit costs her
    board = DiceBoard()
    options = resolve_options(snap.rules.options, {"target": 3_000})
    stories = board.stories(snap)
    steps = steps_of(snap.rules, options, 2, snap.history, stories)
    costs = [step.cost for step in steps if step.seat == 0]
    assert sum(costs) == pytest.approx(stories[0].cost)  # every decision priced, once
    lucks = [value for step in steps for seat, value in step.luck if seat == 0]
    assert sum(lucks) == pytest.approx(stories[0].luck)  # every throw of hers, once
    first = next(i for i, step in enumerate(steps) if (step.cost or 0) >= board.cost_bands[0])
    drawn = draw(board, snap, steps, 0, "en")
    mistake = next(i for i in drawn.controls if i.custom_id.endswith(":mistake"))
    assert mistake.custom_id == f"r:1:{first}:mistake" and not mistake.disabled
    shown = text(draw(board, snap, steps, first, "en"))
    assert "Ann: −" in shown and ("🟡" in shown or "🔴" in shown)
