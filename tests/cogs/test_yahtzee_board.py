"""The Yahtzee board drawn from real rules states, in English, Czech and Polish: dice, holds,
the Throw button, the write select and its words, scorecards, turn lines, hints, the end."""

from __future__ import annotations

import json
from dataclasses import replace

import discord
import pytest
from PIL import Image

from bot.board import UiOnly
from bot.frame import render
from bot.game import GameError, Snapshot
from bot.i18n import t
from bot.models import LoggedAction, utcnow
from bot.texts import FSI, literal
from cogs.yahtzee.board import YahtzeeBoard, box_name
from cogs.yahtzee.card import card_rows
from cogs.yahtzee.card_picture import card_picture
from rules import registry
from rules.base import FixedDice, SeededChance, play_chance
from rules.yahtzee.scorecard import Card, Write
from tests.support.bidi import isolated_in
from tests.support.saved_games import by_action, saved_game, section_of, text

BOARD = YahtzeeBoard()


def snapshot(
    game_id: str,
    moves: list[tuple[dict, list[int]]] = (),
    players: int = 2,
    computers: int = 0,
    hints: str = "auto",
    state=None,
) -> Snapshot:
    """The game after `moves` (each an action and the dice its throw brings), with the log
    records the service would have written."""
    rules = registry.get(game_id)
    state = state or rules.new_game({}, players)
    records: list[LoggedAction] = []

    def log(seat, kind, action):
        records.append(
            LoggedAction(1, len(records) + 1, seat, kind, json.dumps(action), None, utcnow())
        )

    for action, dice in moves:
        seat = state.seat
        log(seat, "computer" if seat >= players - computers else "play", action)
        state, thrown = play_chance(rules, rules.apply(state, action), FixedDice(dice))
        for chance in thrown:
            log(seat, "chance", chance)
    over = rules.is_over(state)
    return saved_game(
        game_id,
        state,
        ["c" if n >= players - computers else f"P{n}" for n in range(len(state.cards))],
        computers=range(players - computers, len(state.cards)),
        recent=records[-40:],
        history=records if over else None,
        status="finished" if over else "active",
        options=json.dumps({"hints": hints}),
    )


ROLL = {"type": "roll"}


def card(snap: Snapshot, lang: str) -> dict[str, list[str]]:
    """The scorecard the picture draws: each row's cells by its label."""
    drawn = card_rows(snap, snap.rules.view(snap.state, None), lang, box_name)
    return {row.label: row.cells for row in drawn.rows}


def test_after_the_first_throw_the_dice_holds_and_boxes_are_offered():
    snap = snapshot("general", [(ROLL, [3, 3, 5, 5, 6])])
    drawn = render(BOARD, snap, "en")
    assert not drawn.blocks[0]  # the hold toggles are the dice thrown, the round is on the card
    toggles = by_action(drawn, "hold")
    assert [b.label for b in toggles] == list("⚂⚂⚄⚄⚅")
    assert [b.custom_id for b in toggles][:2] == ["g:1:5:hold:1", "g:1:5:hold:2"]
    [roll] = by_action(drawn, "roll")
    assert roll.label == "Throw 2/3" and not roll.disabled
    [select] = by_action(drawn, "write")
    labels = {o.value: o.label for o in select.options}
    assert len(labels) == 13 and labels["chance"] == "Chance — 22"
    assert labels["threes"] == "Threes — 6" and labels["full_house"] == "Full house — 0"
    zero = next(o for o in select.options if o.value == "full_house")
    assert zero.description == "Scores 0: the dice do not fit this box"
    cells = card(snap, "en")
    assert cells["Chance"] == ["(22)", "·"] and cells["Upper sum /63"] == ["0", "0"]
    assert drawn.picture.filename == "scorecard.png"  # two players too: the card is a picture


def test_holds_are_ui_state_and_the_throw_carries_them():
    snap = snapshot("kosci", [(ROLL, [3, 3, 5, 5, 6])])
    drawn = render(BOARD, snap, "cs", ui="3")
    toggles = by_action(drawn, "hold")
    assert [b.style for b in toggles[:3]] == [discord.ButtonStyle.primary] * 2 + [
        discord.ButtonStyle.secondary
    ]
    assert toggles[0].custom_id == "g:1:5:hold:2"  # pressing it again releases it
    [roll] = by_action(drawn, "roll")
    assert roll.custom_id == "g:1:5:roll:3" and roll.label == "Hodit 2/3"
    assert BOARD.interpret(snap, 0, "hold", "99") == UiOnly("3")  # only five dice
    assert BOARD.interpret(snap, 0, "roll", "3") == {"type": "roll", "hold": [0, 1]}
    assert BOARD.interpret(snap, 0, "write", "chance") == {"type": "write", "box": "chance"}
    with pytest.raises(GameError):
        BOARD.interpret(snap, 0, "bank", "")


def test_the_first_throw_holds_nothing_and_the_third_disables_throwing():
    snap = snapshot("general")
    assert BOARD.interpret(snap, 0, "roll", "5") == ROLL
    drawn = render(BOARD, snap, "pl")
    assert not by_action(drawn, "hold") and not by_action(drawn, "write")
    assert by_action(drawn, "roll")[0].label == "Rzuć 1/3"
    hold = {"type": "roll", "hold": [0]}
    snap = snapshot("general", [(ROLL, [1, 2, 3, 4, 6]), (hold, [1] * 4), (hold, [2] * 4)])
    drawn = render(BOARD, snap, "pl")
    assert not by_action(drawn, "hold") and not by_action(drawn, "roll")  # only writing is left
    assert drawn.blocks[0] == "# ⚀ ⚁ ⚁ ⚁ ⚁"  # no toggles: the dice are shown


@pytest.mark.parametrize(
    ("lang", "joker", "bonus"),
    [
        ("en", "Joker: counts at full value", "+100 bonus: General again"),
        ("cs", "Žolík: platí plná hodnota", "+100 bonus: znovu Generál"),
        ("pl", "Dżoker: liczy się pełna wartość", "+100 premii: ponownie Generał"),
    ],
)
def test_a_general_joker_is_explained_in_words(lang, joker, bonus):
    rules = registry.get("general")
    card = Card()
    for box, score in (("threes", 9), ("general", 50)):
        card = card.written(rules.variant.box_index[box], Write(score, 0, 0, 1))
    state = rules.new_game({}, 1)._replace(cards=(card,), dice=(3, 3, 3, 3, 3), throws=1)
    drawn = render(BOARD, snapshot("general", state=state, players=1), lang)
    [select] = by_action(drawn, "write")
    full = next(o for o in select.options if o.value == "full_house")
    assert full.label.endswith("— 25 +100")
    assert full.description == f"{joker} · {bonus}"
    assert "threes" not in {o.value for o in select.options}


def test_kosci_throw_bonus_and_the_lower_bonus_row():
    snap = snapshot("kosci", [(ROLL, [2, 3, 4, 5, 6])])
    drawn = render(BOARD, snap, "pl")
    [select] = by_action(drawn, "write")
    straight = next(o for o in select.options if o.value == "straight")
    assert straight.label == "Strit — 30 +10"
    assert straight.description == "+10 premii za niewykorzystane rzuty"
    cells = card(snap, "pl")
    assert cells["Strit"][0] == "(40)" and cells["Premia dolna"] == ["·", "·"]
    assert cells["Suma górna /60"] == ["0", "0"]


def test_three_players_get_the_scorecard_as_an_image():
    snap = snapshot(
        "kosci", [(ROLL, [1, 1, 1, 2, 2]), ({"type": "write", "box": "full_house"}, [])], players=3
    )
    drawn = render(BOARD, snap, "cs")
    [file] = drawn.files
    assert drawn.picture is file  # shown at full width
    assert file.description == "P0 40, P1 0, P2 0"  # alt text: the totals
    image = Image.open(file.fp)
    assert image.format == "PNG" and image.width > 400
    assert "**Tabulka**" not in text(drawn)


def test_a_right_to_left_override_in_a_name_stays_inside_its_lines():
    """Every line naming the player (and the picture's alt text) has his name as an isolate;
    the picture draws his name as typed, without the isolate's marks."""
    name = "\u202eEvil"  # what follows it would read right to left
    snap = snapshot(
        "kosci", [(ROLL, [1, 1, 1, 2, 2]), ({"type": "write", "box": "full_house"}, [])], players=3
    )
    snap = replace(snap, seats=[replace(snap.seats[0], name=name), *snap.seats[1:]])
    drawn = render(BOARD, snap, "en")
    lines = [line for line in text(drawn).splitlines() if name in line]
    assert lines and all(isolated_in(line, literal(name)) for line in lines), lines
    assert isolated_in(drawn.files[0].description, literal(name))
    pictured = card_rows(snap, snap.rules.view(snap.state, None), "en", box_name).names
    assert pictured[0] == name and FSI not in pictured[0]


def test_a_finished_turn_is_one_line_in_the_log():
    moves = [
        (ROLL, [3, 3, 5, 5, 6]),
        ({"type": "roll", "hold": [0, 1, 2, 3]}, [1]),
        ({"type": "roll", "hold": [0, 1, 2, 3]}, [5]),
        ({"type": "write", "box": "full_house"}, []),
    ]
    snap = snapshot("general", moves)
    drawn = render(BOARD, snap, "cs")
    last = section_of(drawn, "Naposledy")
    assert last == "P0: 3 3 5 5 5 → Full house 25"  # the dice written


def optimal_moves(game_id, state, chance, writes):
    """The optimal player's moves from `state` until it has written `writes` times."""
    rules, moves = registry.get(game_id), []
    while sum(action["type"] == "write" for action, _ in moves) < writes:
        action = rules.computer_action(state, chance)
        state, thrown = play_chance(rules, rules.apply(state, action), chance)
        moves.append((action, thrown[0]["dice"] if thrown else []))
    return moves


def test_a_computer_turn_is_one_line_with_its_localized_name():
    state = registry.get("general").new_game({}, 2)
    moves = optimal_moves("general", state, SeededChance(3), writes=2)
    drawn = render(BOARD, snapshot("general", moves, computers=1), "pl")
    [line] = section_of(drawn, "Ostatnio").splitlines()  # the last turn: the card has the rest
    assert line.startswith("🤖 Komputer 1: ")


async def test_the_hint_after_the_last_throw_says_so():
    third = {"type": "roll", "hold": [0, 1, 2]}
    moves = [(ROLL, [6, 6, 6, 2, 1]), (third, [6, 6, 6, 3, 1]), (third, [6, 6, 6, 4, 4])]
    snap = snapshot("general", moves, players=1)
    titles = [(await BOARD.private(snap, 0, lang, "hint")).header for lang in ("en", "cs", "pl")]
    assert titles == [
        "### 💡 Hint: round 1, after the last throw",
        "### 💡 Nápověda: kolo 1, po posledním hodu",
        "### 💡 Podpowiedź: kolejka 1, po ostatnim rzucie",
    ]


async def test_the_hint_is_private_to_the_player_to_move():
    snap = snapshot("general", [(ROLL, [6, 6, 6, 2, 1])], players=1)
    drawn = render(BOARD, snap, "en")
    assert by_action(drawn, "hint")[0].label == "Hint"
    hint = await BOARD.private(snap, 0, "en", "hint")
    assert hint.header.startswith("### 💡 Hint: round 1, throw 2 of 3")
    assert hint.blocks[0].startswith("⚅ ⚅ ⚅ ⚁ ⚀\nBest: **hold 6 6 6 and throw** — expect ")
    alternatives = section_of(hint, "Alternatives").splitlines()
    assert len(alternatives) == 3 and all("(−" in line for line in alternatives)
    czech = await BOARD.private(snap, 0, "cs", "hint")
    assert "\nNejlepší: **nechat 6 6 6 a hodit**" in czech.blocks[0]
    two = snapshot("general", [(ROLL, [6, 6, 6, 2, 1])], hints="on")
    with pytest.raises(GameError) as refused:
        await BOARD.private(two, 1, "en", "hint")
    assert refused.value.key == "yahtzee.hint.not_yours"
    off = snapshot("general", [(ROLL, [6, 6, 6, 2, 1])])  # two people: off unless asked for
    assert not by_action(render(BOARD, off, "en"), "hint")
    with pytest.raises(GameError) as refused:
        await BOARD.private(off, 0, "en", "hint")
    assert refused.value.key == "yahtzee.hint.off"


@pytest.mark.parametrize(
    ("lang", "kept", "costliest", "title"),
    [
        (
            "en",
            "P0: your choices scored **82.6%** of what perfect play would expect.",
            "Costliest choice: round 1, you chose to write Chance 6; to hold 1 1 1 1 and throw"
            " was worth 44.3 points more on average.",
            "Scorecard",
        ),
        (
            "cs",
            "P0: tvoje volby získaly **82,6 %** toho, co by v průměru získala dokonalá hra.",
            "Nejdražší volba: 1. kolo, zapsat Šance 6; nechat 1 1 1 1 a hodit by v průměru"
            " vyneslo o 44,3 bodu víc.",
            "Tabulka",
        ),
        (
            "pl",
            "P0: twoje wybory dały **82,6%** tego, czego średnio można oczekiwać po idealnej grze.",
            "Najdroższy wybór: kolejka 1, wpisać Szansa 6; zatrzymać 1 1 1 1 i rzucić dałoby"
            " średnio o 44,3 punktu więcej.",
            "Tabela",
        ),
    ],
)
def test_the_final_table_once_and_the_decision_quality_in_plain_words(lang, kept, costliest, title):
    rules = registry.get("general")
    # Chance written with 1 1 1 1 2 (a poor choice), then optimal play to the end.
    moves = [(ROLL, [1, 1, 1, 1, 2]), ({"type": "write", "box": "chance"}, [])]
    state = snapshot("general", moves, players=1).state
    moves += optimal_moves("general", state, SeededChance(1), writes=12)
    snap = snapshot("general", moves, players=1)
    assert snap.game.status == "finished"
    drawn = render(BOARD, snap, lang)
    total = rules.totals(snap.state)[0]
    assert drawn.header.endswith(f"\n🏁 **{t(lang, 'board.solo_over', score=total)}**")
    luck = t(lang, "yahtzee.luck_row", alone="true")  # and the card's luck row, alone
    assert drawn.blocks[1] == f"{kept}\n{costliest}\n{luck}"  # no placings: the card has them
    assert drawn.files == [drawn.picture] and f"**{title}**" not in text(drawn)  # the card, once
    assert t(lang, "yahtzee.card.total") not in text(drawn)
    [quality] = BOARD.reviews(snap)
    assert quality.decisions >= 13 and 0 < quality.kept < 1
    assert quality.loss == pytest.approx(quality.costliest.loss)  # the rest was optimal
    assert quality.costliest.round == 1 and quality.costliest.action == {
        "type": "write",
        "box": "chance",
    }


def test_no_hint_before_the_first_throw_then_one_after_it():
    before = render(BOARD, snapshot("general", players=1), "en")
    assert not by_action(before, "hint") and by_action(before, "roll")
    after = render(BOARD, snapshot("general", [(ROLL, [6, 6, 6, 2, 1])], players=1), "en")
    [hint] = by_action(after, "hint")
    assert hint.label == "Hint" and hint.emoji.name == "💡"


def test_a_live_board_lists_the_last_turn():
    state = registry.get("kosci").new_game({}, 3)
    moves = optimal_moves("kosci", state, SeededChance(7), writes=5)
    drawn = render(BOARD, snapshot("kosci", moves, players=3, computers=1), "en")
    assert section_of(drawn, "Last") == "P1: 4 2 2 5 3 → Twos 4"  # the fifth write: seat 1


def test_several_peoples_shares_of_perfect_play_are_the_cards_last_row(monkeypatch):
    """Each one's costliest choice would not fit a phone beside the card: their shares are a
    row of it, in whole per cent (100 only for a game without a costlier choice), and a line
    says what it is."""
    drawn_cards = []
    monkeypatch.setattr(
        "cogs.yahtzee.board.card_picture", lambda card, lang: drawn_cards.append(card)
    )
    state = registry.get("general").new_game({}, 3)
    moves = optimal_moves("general", state, SeededChance(2), writes=39)
    board = YahtzeeBoard()  # its own: a board keeps a finished game's review by its number
    drawn = render(board, snapshot("general", moves, players=3, computers=1), "en")
    assert "**%** on the card: each one's choices compared with perfect play." in text(drawn)
    assert "your choices scored" not in text(drawn)
    [card] = drawn_cards
    assert card.rows[-2].label == "%" and card.rows[-2].cells == ["100", "100", "·"]
    luck = card.rows[-1]  # and everyone's luck, against the table's average: summing to 0
    assert luck.label == "Luck" and abs(sum(int(c.replace("−", "-")) for c in luck.cells)) <= 1
    [total] = [row for row in card.rows if row.kind == "total"]
    names_and_totals = zip(card.names, total.cells, strict=True)
    said = ", ".join(f"{name} {points}" for name, points in names_and_totals)
    assert card_picture(card, "en").description == said  # the alt text: totals, not shares


def test_a_finished_game_of_three_shows_its_card_once_as_the_picture():
    state = registry.get("general").new_game({}, 3)
    moves = optimal_moves("general", state, SeededChance(2), writes=39)
    snap = snapshot("general", moves, players=3, computers=2)
    drawn = render(BOARD, snap, "cs")
    [card] = drawn.files
    assert drawn.picture is card and Image.open(card.fp).size == (560, 306)  # its luck row too
    assert "**Tabulka**" not in text(drawn) and "Celkem" not in text(drawn)
    assert "P0: tvoje volby získaly **" in text(drawn)
    assert "Počítač 1" not in text(drawn)  # no review for him; his place is on the card
