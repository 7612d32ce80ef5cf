"""A finished game's replay (bot/replay): every step from its log, priced by its story, ending
in the game as saved; each step drawn on a phone, with its controls."""

from __future__ import annotations

import re
from dataclasses import replace

import pytest

from bot.frame import render
from bot.frame import still as frame_still
from bot.replay.steps import steps_of
from bot.replay.view import draw, step_snapshot
from cogs.dice.board import DiceBoard
from cogs.domino.board import DominoBoard, hand_text
from rules import registry
from rules.base import resolve_options
from tests.cogs.test_dice_board import greedy_game
from tests.support.phone import show
from tests.support.phone_games import PHONE_SCREEN, board_of, drawing_board
from tests.support.saved_games import finished_game, text

NAMES = ["Ann", "Bob", "Cyril", "Dana"]


@pytest.mark.parametrize("game_id", sorted(registry.GAMES))
def test_every_game_replays_to_its_saved_state_and_each_step_fits_a_phone(game_id):
    rules = registry.get(game_id)
    seats = min(rules.max_players, len(NAMES))
    snap, options = finished_game(game_id, NAMES[:seats])
    board = drawing_board(rules.family)
    steps = steps_of(rules, options, seats, snap.history, board.stories(snap))
    assert rules.to_json(steps[-1].state) == rules.to_json(snap.state)  # the game as saved
    assert steps[0].record is None and all(step.record for step in steps[1:])
    decisions = [r for r in snap.history if r.kind in ("play", "computer")]
    assert [step.record for step in steps[1:]] == decisions
    middle = len(steps) // 2
    for index in (0, middle, len(steps) - 1):
        at = step_snapshot(snap, steps, index)
        assert (at.game.status == "finished") == (index == len(steps) - 1)
        for lang in ("en", "cs", "pl") if index == middle else ("en",):
            drawn = draw(board, snap, steps, index, lang)
            ids = [item.custom_id for item in [*drawn.controls, drawn.header_button]]
            assert len(ids) == len(set(ids))  # Discord refuses a custom_id twice
            assert all(i.startswith(f"r:{snap.game.id}:") for i in ids)
            assert show(drawn, {}).height <= PHONE_SCREEN, (index, lang)


def test_a_domino_replay_shows_every_hand_the_game_being_over():
    snap, options = finished_game("block", NAMES)
    board = DominoBoard()
    steps = steps_of(snap.rules, options, 4, snap.history, board.stories(snap))
    middle = steps[len(steps) // 2].state
    shown = text(draw(board, snap, steps, len(steps) // 2, "en"))
    for hand in middle.hands:
        assert hand_text(hand) in shown  # in small print, beside its player
    assert shown.count("\n-# 🔴") == 1
    live = replace(snap, game=replace(snap.game, status="active"), state=middle)
    board_text = text(render(board, live, "en"))
    assert not any(hand_text(hand) in board_text for hand in middle.hands if hand)


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
    assert "· Ann\n🟡 −" in shown or "· Ann\n🔴 −" in shown  # her decision, coloured


async def test_a_backgammon_replay_prices_each_step_as_gnubg_judges_it():
    """A whole game between computer players, analysed by the engine process: each judged
    decision's equity given up and each roll's luck on its step (a seat's add up to the
    analysis'), the colours in equity, and the next mistake found."""
    snap, options = finished_game("backgammon", NAMES[:2])
    async with board_of("backgammon") as board:
        await board.prepare(snap)  # the analysis, by the engine process
        stories = board.stories(snap)
    assert stories is not None  # (the engine process has GNU Backgammon)
    steps = steps_of(snap.rules, options, 2, snap.history, stories)
    for seat in (0, 1):
        costs = [step.cost for step in steps if step.seat == seat and step.cost is not None]
        assert costs and all(cost >= 0 for cost in costs)
        assert sum(costs) == pytest.approx(stories[seat].cost)
        lucks = [value for step in steps for who, value in step.luck if who == seat]
        assert sum(lucks) == pytest.approx(stories[seat].luck)
    assert board.analysis(snap) is None  # (gnubg's figures are /backgammon record's)
    costly = next(i for i, step in enumerate(steps) if (step.cost or 0) >= board.cost_bands[0])
    shown = text(draw(board, snap, steps, costly, "cs"))
    cost = r"\n[🟡🔴] (proti nejlepší volbě: −0,\d{3}|−0,\d{3} · nejlepší: .+)\n"  # (named)
    assert re.search(cost, shown), shown
    assert "\n-# 🟡 od 0,020 · 🔴 od 0,080 ztracené hodnoty\n" in shown
    drawn = draw(board, snap, steps, 0, "en")
    mistake = next(i for i in drawn.controls if i.custom_id.endswith(":mistake"))
    assert mistake.custom_id == f"r:1:{costly}:mistake"
    assert show(draw(board, snap, steps, costly, "pl"), {}).height <= PHONE_SCREEN


async def test_a_backgammon_replay_draws_the_move_played_and_the_best_one_as_arrows():
    snap, options = finished_game("backgammon", NAMES[:2])
    async with board_of("backgammon") as board:
        await board.prepare(snap)
        steps = steps_of(snap.rules, options, 2, snap.history, board.stories(snap))
    moves = [i for i, step in enumerate(steps) if step.better and "/" in step.better]
    index = moves[0]
    step, before = steps[index], steps[index - 1]
    assert board.still_ui(step.state, before.state, step.better) == f"still:arrows:{step.better}"
    assert board.still_ui(before.state, steps[index - 2].state, None) == "still"  # a roll's
    shown = text(draw(board, snap, steps, index, "en"))
    best = board.better_text(step.better, step.seat, "en")
    assert f" · best: {best}\n" in shown and best.startswith("**")
    with_arrows = draw(board, snap, steps, index, "en").picture.fp.getvalue()
    plain = frame_still(board, step_snapshot(snap, steps, index), "en", "").picture
    assert with_arrows != plain.fp.getvalue()
