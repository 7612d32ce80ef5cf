"""The dice board drawn from real rules states: what the buttons offer and say."""

from __future__ import annotations

import json
import re
from dataclasses import replace
from datetime import timedelta

import discord
import pytest

from bot import emojis
from bot.frame import render
from bot.models import LoggedAction, utcnow
from cogs.dice.board import DiceBoard
from rules import registry
from rules.base import FixedDice, SeededChance, play_chance, resolve_options
from tests.support.saved_games import by_action, played, saved_game, section_of, text

BOARD = DiceBoard()


class WholeStory(DiceBoard):
    """The dice board listing the last six turns live (the real one lists the turns since the
    mover's last one): for the tests of what each line says."""

    def recent_count(self, snap):
        return 6


STORY = WholeStory()
ROLL = {"type": "roll"}
LAST = ("Last", "Naposledy", "Ostatnio")  # the history's title in en, cs, pl


def snapshot(
    game_id: str,
    actions: list[dict],
    throws: list[list[int]],
    players: int = 2,
    options: dict | None = None,
    first: int = 1,
    **row,
):
    """The game after `actions` (the throws dealt in order), with the log records the service
    would have written, numbered from `first` (a later number: the log's start is cut off)."""
    rules = registry.get(game_id)
    state = rules.new_game(resolve_options(rules.options, options or {}), players)
    source = FixedDice(*throws)
    records: list[LoggedAction] = []

    def log(seat, kind, action):
        seq = first + len(records)
        records.append(LoggedAction(1, seq, seat, kind, json.dumps(action), None, utcnow()))

    state, thrown = play_chance(rules, state, source)
    for chance in thrown:
        log(None, "chance", chance)
    for action in actions:
        seat = state.seat
        log(seat, "play", action)
        state, thrown = play_chance(rules, rules.apply(state, action), source)
        for chance in thrown:
            log(seat, "chance", chance)
    names = [f"P{n}" for n in range(players)]
    return saved_game(game_id, state, names, recent=records[-40:], **row)


def last(drawn) -> list[str]:
    """The history's lines, in whichever language the board speaks."""
    title = next(title for title in LAST if f"**{title}**" in text(drawn))
    return section_of(drawn, title).splitlines()


def test_ones_and_fives_shows_what_a_selection_scores():
    snap = snapshot("ones_and_fives", [{"type": "roll"}], [[1, 1, 6, 6, 3, 4]])
    drawn = render(BOARD, snap, "en")
    assert [b.label for b in by_action(drawn, "toggle")] == list("⚀⚀⚅⚅⚂⚃")
    [roll] = by_action(drawn, "roll")
    assert roll.disabled and roll.label == "Pick dice"
    drawn = render(BOARD, snap, "en", ui="3")  # the two 1s selected
    toggles = by_action(drawn, "toggle")
    assert [t.style for t in toggles[:3]] == [discord.ButtonStyle.primary] * 2 + [
        discord.ButtonStyle.secondary
    ]
    assert toggles[0].custom_id == "g:1:5:toggle:2"  # clicking it again deselects it
    [roll] = by_action(drawn, "roll")
    [bank] = by_action(drawn, "bank")
    assert not roll.disabled and roll.label == "+200 and roll"
    assert roll.custom_id == "g:1:5:roll:3"
    assert bank.disabled  # 200 points with 4 dice left
    assert "# " not in drawn.blocks[0]  # the toggles are the throw: no second row of dice


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("en", "⚂ ⚅ score nothing: set aside only 1s, 5s and combinations."),
        ("cs", "⚂ ⚅ nebodují: odlož jen jedničky, pětky a kombinace."),
        ("pl", "⚂ ⚅ nie punktują: odłóż tylko jedynki, piątki i układy."),
    ],
)
def test_ones_and_fives_says_which_picked_dice_score_nothing(lang, said):
    """Roll and Bank wait while a picked die scores in no way: the board says which."""
    snap = snapshot("ones_and_fives", [{"type": "roll"}], [[1, 1, 6, 6, 3, 4]])
    drawn = render(BOARD, snap, lang, ui=str(0b010101))  # a 1, a 6 and the 3
    [roll] = by_action(drawn, "roll")
    assert roll.disabled
    said = said.replace("⚂ ⚅", emojis.dice([3, 6]))
    assert said in text(drawn)  # the 1 scores: it is not named
    scoring = render(BOARD, snap, lang, ui="3")  # the two 1s: nothing to say
    assert said not in text(scoring)


def test_after_hot_dice_six_dice_are_to_throw():
    """Six Dice: every die of the throw scored; the turn total says six dice are to throw."""
    snap = snapshot("six_dice", [{"type": "roll"}], [[1, 1, 1, 5, 5, 5]])
    assert snap.state.dice_left == 0  # (all six set aside)
    drawn = text(render(BOARD, snap, "en"))
    assert "6 dice to throw" in drawn and "0 dice" not in drawn


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
    [roll], [end] = by_action(drawn, "roll"), by_action(drawn, "end")
    assert roll.label == "Rzuć" and (roll.row, end.row) == (0, 1)  # ending the dice's two rows


def test_a_bust_is_told_and_the_turn_passes():
    snap = snapshot("ones_and_fives", [{"type": "roll"}], [[2, 3, 4, 6, 2, 3]])
    drawn = render(BOARD, snap, "en")
    assert last(drawn) == ["💥 P0: 2 3 4 6 2 3 → bust"]
    assert drawn.header.endswith("\n▶️ <@101> to play")
    assert [i.custom_id.split(":")[3] for i in drawn.controls] == ["roll"]


def test_a_bank_and_a_bust_stay_in_the_history_after_the_next_throw():
    actions = [
        ROLL,
        {"type": "roll", "keep": [0, 1]},  # P0: 1 1 = 200
        {"type": "bank", "keep": [0, 1]},  # 1 1 = 200 more, 2 dice left: 400 banked
        ROLL,
        {"type": "roll", "keep": [0]},  # P1: 5 = 50, then a bust
        ROLL,
        {"type": "roll", "keep": [0]},  # P0 again: 1 = 100, throws on
    ]
    throws = [[1, 1, 6, 6, 3, 4], [1, 1, 2, 3], [5, 2, 3, 4, 6, 6], [2, 3, 4, 6, 6]]
    throws += [[1, 2, 3, 4, 6, 6], [5, 3, 4, 6, 6]]
    snap = snapshot("ones_and_fives", actions, throws)
    assert last(render(STORY, snap, "en")) == [
        "💰 P0: set aside 1 1 1 1 → banked 400 · 400 total",
        "💥 P1: set aside 5 → 2 3 4 6 6 → bust — lost 50",
    ]
    assert last(render(STORY, snap, "cs")) == [
        "💰 P0: odloženo 1 1 1 1 → zapsáno 400 · celkem 400",
        "💥 P1: odloženo 5 → 2 3 4 6 6 → nic neboduje — propadá 50",
    ]


def test_a_banks_total_is_the_score_it_made_then():
    actions = [ROLL, {"type": "bank", "keep": [0, 1, 2, 3]}] * 2
    throws = [[1, 1, 1, 5, 3, 4], [1, 1, 1, 5, 3, 4]]
    snap = snapshot("six_dice", [ROLL, {"type": "bank"}] * 2, throws, players=1)
    assert last(render(STORY, snap, "pl")) == [
        "💰 P0: odłożone 1 1 1 5 → zapisane 1\u00a0050 · razem 1\u00a0050",
        "💰 P0: odłożone 1 1 1 5 → zapisane 1\u00a0050 · razem 2\u00a0100",
    ]
    snap = snapshot("ones_and_fives", actions, throws, players=1)
    assert last(render(STORY, snap, "en"))[-1] == (
        "💰 P0: set aside 1 1 1 5 → banked 1,050 · 2,100 total"
    )


def test_a_turn_begun_before_the_records_at_hand_is_left_out():
    actions = [ROLL, {"type": "roll", "keep": [0]}]
    snap = snapshot("ones_and_fives", actions, [[1, 2, 3, 4, 6, 6], [2, 3, 4, 6, 6]], first=9)
    snap = replace(snap, recent=snap.recent[1:])  # its first roll is older than those kept
    assert "**Last**" not in text(render(BOARD, snap, "en"))


def test_a_written_figure_and_an_ended_turn_stay_in_the_history():
    actions = [
        ROLL,
        {"type": "roll", "keep": [0, 1]},
        {"type": "write", "figure": "poker"},
        {"type": "end_turn"},  # P1 saves his throws
        ROLL,  # P0 throws again: the history keeps both lines
    ]
    throws = [[4, 4, 2, 3, 6, 1], [4, 4, 2, 5], [1, 2, 3, 4, 5, 5]]
    drawn = render(STORY, snapshot("figures", actions, throws), "en")
    assert last(drawn) == [
        "✍️ P0: 4 4 4 4 2 5 → Poker 16",  # the throw written from
        "✋ P1: no throw: throws saved as marks",
    ]


def test_sequence_and_forbidden_turns_are_one_line_each():
    snap = snapshot("sequence", [ROLL, ROLL], [[1, 2, 3, 5, 5, 6], [1, 1, 1, 2, 3, 4]])
    assert last(render(STORY, snap, "en")) == [
        "🎲 P0: 1 2 3 5 5 6 → +10",
        "🎲 P1: 1 1 1 2 3 4 → +15",
    ]
    throws = [[2, 5], [1, 2, 3, 5, 6, 6], [5, 2, 6, 1], [2, 5], [5, 5, 5, 5, 5, 5]]
    drawn = render(STORY, snapshot("forbidden", [ROLL] * 4, throws, players=3), "pl")
    assert last(drawn) == [
        "🎲 P0: 1 2 3 5 6 6 (+16) → 5 2 6 1 (+7) → 2 5 (+0) → razem 23",
        "🎲 P1: 5 5 5 5 5 5 (+0) → razem 0",
    ]


def test_figures_says_why_only_end_turn_is_left_and_what_is_still_to_write():
    actions = [ROLL, {"type": "roll", "keep": []}, {"type": "roll", "keep": []}]
    throws = [[1, 2, 3, 4, 5, 5]] * 3
    drawn = render(BOARD, snapshot("figures", actions, throws), "en")
    body = drawn.blocks[0].splitlines()
    assert body[:2] == ["# ⚀ ⚁ ⚂ ⚃ ⚄ ⚄", "No throws left and nothing to write: end your turn."]
    assert body[2] == (
        "**Still to write:** ⚀ ⚁ ⚂ ⚃ ⚄ ⚅ · 2+3 · Pairs · Triples · Pyramid · Poker · Hiroshima"
        " · General · Straight"
    )
    assert [i.custom_id.split(":")[3] for i in drawn.controls] == ["end"]  # no toggles left


def test_figures_shows_the_others_marks_beside_their_scores():
    actions = [ROLL, {"type": "end_turn"}, {"type": "end_turn"}]  # P1 saves 3 throws
    drawn = render(BOARD, snapshot("figures", actions, [[1, 2, 3, 4, 6, 6]]), "cs")
    assert "🔵 <@101> — **0** (0/14) · 3 čárky" in drawn.blocks[1]


def test_a_live_board_tells_the_last_turn_only_at_a_table_of_two():
    """From three players on, their score list takes the story's room on a phone."""
    throws = [[1, 2, 3, 5, 5, 6], [1, 1, 1, 2, 3, 4], [2, 2, 3, 4, 5, 6], [6, 6, 6, 1, 2, 3]]
    two = snapshot("sequence", [ROLL] * 3, throws)
    assert last(render(BOARD, two, "en")) == ["🎲 P0: 2 2 3 4 5 6 → +0"]
    three = snapshot("sequence", [ROLL] * 4, throws, players=3)
    assert "**Last**" not in text(render(BOARD, three, "en"))


@pytest.mark.parametrize(
    ("game", "ending", "turns"),
    # (six_dice tells each player's luck too: two turns; forbidden has two in all)
    [("six_dice", "💰 ", 2), ("forbidden", "🎲 ", 2), ("figures", "✍️ ", 4)],
)
def test_an_end_board_tells_the_last_turns_and_leaves_the_last_throw_out(game, ending, turns):
    """Six Dice's winning bank, Forbidden's last turn and Figures' last write are on the end
    board; the game's last throw is not (it is the story's last line)."""
    states, log = played(game, 2, {})
    state = states[-1][0]
    snap = saved_game(game, state, ["Ann", "Bob"], recent=log[-40:], history=log, status="finished")
    drawn = render(BOARD, snap, "en")
    story = last(drawn)
    assert len(story) == turns
    assert story[-1].startswith(ending)
    assert not [line for line in text(drawn).splitlines() if line.startswith("# ")]


@pytest.mark.parametrize("lang", ["en", "cs", "pl"])
def test_forbidden_shows_its_faces_once(lang):
    snap = snapshot("forbidden", [ROLL], [[2, 5], [1, 2, 3, 4, 6, 6]])
    shown = text(render(BOARD, snap, lang))
    assert shown.count(emojis.die(5)) == 1  # 5 is forbidden; the throw has none
    assert shown.count(emojis.die(2)) == 2  # the throw's 2, and once as forbidden


def test_ones_and_fives_title_and_target_agree():
    snap = snapshot("ones_and_fives", [], [], options={"target": 1500})
    drawn = render(BOARD, snap, "en")
    assert drawn.header.startswith("## Ones and Fives · ")
    assert "10,000" not in text(drawn) and "Playing to 1,500" in text(drawn)


@pytest.mark.parametrize(("lang", "said"), [("en", "Playing to 100"), ("cs", "Hraje se do 100")])
def test_sequence_says_what_it_is_played_to_and_the_others_without_a_target_do_not(lang, said):
    sequence = text(render(BOARD, snapshot("sequence", [], [[1, 2, 3, 4, 5, 6]]), lang))
    assert said in sequence
    for game, throws in [("forbidden", [[1, 2], [1, 2, 3, 4, 5, 6]]), ("figures", [])]:
        assert said[:-4] not in text(render(BOARD, snapshot(game, [], throws), lang))


def test_sequence_and_forbidden_only_roll():
    for game in ("sequence", "forbidden"):
        throws = [[1, 2], [1, 2, 3, 4, 5, 6]] if game == "forbidden" else [[1, 2, 3, 4, 5, 6]]
        snap = snapshot(game, [], throws)
        drawn = render(BOARD, snap, "en")
        assert [i.custom_id.split(":")[3] for i in drawn.controls] == ["roll"]


def test_an_absent_player_can_be_played_for_once_his_turn_is_overdue():
    snap = snapshot("sequence", [], [[1, 2, 3, 4, 5, 6]])
    assert not by_action(render(BOARD, snap, "en"), "skip")  # the turn has only begun
    overdue = utcnow() - timedelta(minutes=snap.game.turn_timeout_minutes)
    snap = replace(snap, game=replace(snap.game, turn_started_at=overdue))
    [skip] = by_action(render(BOARD, snap, "cs"), "skip")
    assert skip.label == "Zahrát za nepřítomného" and str(skip.emoji) == "⏭️"


def test_two_winners_are_named_together_with_a_plural_verb():
    throws = [[2, 5], [2, 2, 5, 5, 2, 5], [5, 5, 5, 2, 2, 2]]  # both score 0: a shared win
    snap = snapshot("forbidden", [ROLL, ROLL], throws, status="finished")
    assert render(BOARD, snap, "cs").header.endswith("🏆 **P0 a P1 vyhrávají** — 0 bodů")
    assert render(BOARD, snap, "en").header.endswith("🏆 **P0 and P1 win** — 0 points")


def test_players_who_scored_nothing_while_others_scored_win_no_medal():
    """Medals by place, equal places the same medal; the seats left at 0 points when others
    scored are placed without one (six players at 0 won no bronze)."""
    throws = [[2, 5], [6, 6, 6, 6, 6, 2], [2, 2, 5, 5, 2], [1, 1, 1, 1, 1, 2], [2, 5, 2, 5, 2]]
    throws += [[2, 2, 2, 5, 5, 5]] * 2
    snap = snapshot("forbidden", [ROLL] * 4, throws, players=4, status="finished")
    assert render(DiceBoard(), snap, "en").blocks[0] == (  # (a board of its own: game 1 anew)
        "🥇 **P0** — 30 points\n🥈 **P1** — 5 points\n**3.** **P2** — 0 points\n"
        "**3.** **P3** — 0 points"
    )


def greedy_game(game_id: str, players: int = 2):
    """A whole game of Ann, who sets aside every scoring die and never banks before she must
    (a costly habit), against computers: its end as saved, with its log."""
    rules = registry.get(game_id)
    chance = SeededChance(3)
    state = rules.new_game(resolve_options(rules.options, {"target": 3_000}), players)
    log, decider = [], None
    while not rules.is_over(state):
        seat = rules.to_move(state)
        if seat is None:
            action, kind = rules.chance_action(state, chance), "chance"
        elif seat == 0:
            action, kind = rules.legal_actions(state)[0], "play"
        else:
            action, kind = rules.computer_action(state, chance), "computer"
        decider = decider if seat is None else seat
        log.append(LoggedAction(1, len(log) + 1, decider, kind, json.dumps(action), None, utcnow()))
        state = rules.apply(state, action)
    return saved_game(
        game_id,
        state,
        ["Ann", *([""] * (players - 1))],
        computers=range(1, players),
        recent=log[-40:],
        history=log,
        status="finished",
    )


LUCK = re.compile(r" · 🍀 ([+−]?[\d,\u00a0]+)")  # (cs, pl: a no-break space in thousands)


@pytest.mark.parametrize("lang", ["en", "cs", "pl"])
def test_an_end_board_says_whether_it_was_the_dice(lang):
    """After each placing, the luck of the seat's throws against the table's (two players:
    one's luck is the other's bad luck) and, for a person, what his decisions gave up; under
    them what the numbers are and the costliest decision in words."""
    snap = greedy_game("ones_and_fives")
    placings = render(DiceBoard(), snap, lang).blocks[0].split("\n")
    ann, computer = sorted(placings[:2], key=lambda line: "Ann" not in line)
    lucks = [
        int(LUCK.search(line)[1].replace("−", "-").translate({ord(c): None for c in ",\u00a0"}))
        for line in (ann, computer)
    ]
    assert abs(sum(lucks)) <= 1 and lucks[0] != 0  # rounded each
    assert re.search(r" · 🎯 −[\d,\u00a0]+$", ann) and "🎯" not in computer  # perfect play
    costliest = next(line for line in placings if line.startswith("💸 "))
    turn = {"en": "turn ", "cs": ". tah", "pl": "tura "}[lang]
    assert costliest.startswith("💸 Ann, ") and turn in costliest
    legend = next(line for line in placings if line.startswith("-# 🍀 "))
    assert "🎯" in legend


def test_a_big_tables_end_board_says_each_seats_luck_and_its_costliest_decision():
    """Five seats: the luck alone after each placing (one number more keeps a phone's line);
    the costliest decision still said; a game of pure luck says luck only."""
    placings = render(DiceBoard(), greedy_game("six_dice", 5), "en").blocks[0].split("\n")
    assert sum("🍀" in line for line in placings) == 5 + 1  # and the legend
    assert not any("🎯" in line for line in placings)
    assert any(line.startswith("💸 Ann, turn ") for line in placings)
    states, log = played("sequence", 3, {})
    snap = saved_game("sequence", states[-1][0], ["A", "B", "C"], history=log, status="finished")
    shown = render(DiceBoard(), snap, "en").blocks[0]
    assert shown.count("🍀") == 3 + 1 and "🎯" not in shown and "💸" not in shown
