"""The dice board drawn from real rules states: what the buttons offer and say."""

from __future__ import annotations

from datetime import timedelta

import discord

from bot.boards import render
from bot.models import utcnow
from cogs.dice.board import DiceBoard
from rules import registry
from rules.base import FixedDice, play_chance, resolve_options
from tests.cogs.saved import by_action, items, saved_game

BOARD = DiceBoard()


def snapshot(game_id: str, actions: list[dict], throws: list[list[int]], players: int = 2):
    rules = registry.get(game_id)
    state = rules.new_game(resolve_options(rules.options, {}), players)
    source = FixedDice(*throws)
    state, _ = play_chance(rules, state, source)
    for action in actions:
        state, _ = play_chance(rules, rules.apply(state, action), source)
    return saved_game(game_id, state, [f"P{n}" for n in range(players)])


def test_ones_and_fives_shows_what_a_selection_scores():
    snap = snapshot("ones_and_fives", [{"type": "roll"}], [[1, 1, 6, 6, 3, 4]])
    drawn = render(BOARD, snap, "en")
    assert [b.label for b in by_action(drawn, "toggle")] == list("⚀⚀⚅⚅⚂⚃")
    [roll] = by_action(drawn, "roll")
    assert roll.disabled and roll.label == "Select scoring dice"
    drawn = render(BOARD, snap, "en", ui="3")  # the two 1s selected
    toggles = by_action(drawn, "toggle")
    assert [t.style for t in toggles[:3]] == [discord.ButtonStyle.primary] * 2 + [
        discord.ButtonStyle.secondary
    ]
    assert toggles[0].custom_id == "g:1:5:toggle:2"  # clicking it again deselects it
    [roll] = by_action(drawn, "roll")
    [bank] = by_action(drawn, "bank")
    assert not roll.disabled and roll.label == "Set aside +200, roll"
    assert roll.custom_id == "g:1:5:roll:3"
    assert bank.disabled  # 200 points with 4 dice left
    assert "# [⚀] [⚀] ⚅ ⚅ ⚂ ⚃" in drawn.blocks[0]


def test_bank_is_offered_when_the_rules_allow_it():
    # 1,1,1 (1000) + 5 (50) with 2 dice left: bankable.
    snap = snapshot("ones_and_fives", [{"type": "roll"}], [[1, 1, 1, 5, 3, 4]])
    drawn = render(BOARD, snap, "cs", ui=str(0b1111))
    [bank] = by_action(drawn, "bank")
    assert not bank.disabled and bank.label == "Zapsat 1\u00a0050"


def test_figures_offers_the_figures_the_dice_form():
    snap = snapshot("figures", [{"type": "roll"}], [[4, 4, 4, 4, 2, 2]])
    drawn = render(BOARD, snap, "pl")
    [select] = by_action(drawn, "write")
    labels = {option.value: option.label for option in select.options}
    assert labels["two_three"] == "2+3 — 16" and labels["poker"] == "Poker — 16"
    assert "pairs" not in labels
    assert by_action(drawn, "end") and by_action(drawn, "roll")[0].label == "Rzuć pozostałymi"


def test_a_bust_is_told_and_the_turn_passes():
    snap = snapshot("ones_and_fives", [{"type": "roll"}], [[2, 3, 4, 6, 2, 3]])
    drawn = render(BOARD, snap, "en")
    assert "nothing scores" in drawn.blocks[0]
    assert drawn.header.endswith("\n▶️ <@101> to play")
    assert [i.custom_id.split(":")[3] for i in items(drawn)] == ["roll"]


def test_sequence_and_forbidden_only_roll():
    for game in ("sequence", "forbidden"):
        throws = [[1, 2], [1, 2, 3, 4, 5, 6]] if game == "forbidden" else [[1, 2, 3, 4, 5, 6]]
        snap = snapshot(game, [], throws)
        drawn = render(BOARD, snap, "en")
        assert [i.custom_id.split(":")[3] for i in items(drawn)] == ["roll"]


def test_an_absent_player_can_be_played_for_once_his_turn_is_overdue():
    snap = snapshot("sequence", [], [[1, 2, 3, 4, 5, 6]])
    assert not by_action(render(BOARD, snap, "en"), "skip")  # the turn has only begun
    snap.game.turn_started_at = utcnow() - timedelta(minutes=snap.game.turn_timeout_minutes)
    [skip] = by_action(render(BOARD, snap, "cs"), "skip")
    assert skip.label == "Zahrát za nepřítomného" and str(skip.emoji) == "⏭️"
