"""The domino board drawn from real rules states: the public board never shows a hand (text,
picture, description), the private hand offers one button per placement, clicks are read
back into rules actions, and a hand's result is worded as RULES.md scores it."""

from __future__ import annotations

import json
import re

import discord
import pytest
from PIL import Image

from bot.frame import render
from bot.game import GameError, Snapshot
from cogs.domino.board import DominoBoard
from cogs.domino.table_image import LABEL_HEIGHT, line_image, trains_image
from rules import registry
from rules.base import SeededChance
from tests.rules.domino.helpers import dealt, position
from tests.support.saved_games import saved_game, text

BOARD = DominoBoard()
NAMES = ("Eva", "Petr", "Jana", "Ota")


def snapshot(state, status: str = "active", version: int = 5) -> Snapshot:
    names = NAMES[: state.players]
    return saved_game(state.game, state, names, status=status, version=version)


def labels(private) -> list[str]:
    return [item.label for item in private.controls if isinstance(item, discord.ui.Button)]


def public_text(drawn) -> str:
    """Everything of the public board a user can read: texts, file descriptions, buttons."""
    buttons = [getattr(child, "label", "") or "" for child in drawn.controls]
    described = [file.description or "" for file in drawn.files]
    return json.dumps([text(drawn), buttons, described], ensure_ascii=False)


def shown_tiles(text: str, hands) -> list[str]:
    return [
        f"{x}|{y}"
        for hand in hands
        for a, b in hand
        for x, y in ((a, b), (b, a))
        if re.search(rf"(?<!\d){x}\|{y}(?!\d)", text)
    ]


@pytest.mark.parametrize(
    ("game", "players"),
    [("block", 4), ("matador", 2), ("fours", 3), ("sevastopol", 4), ("train", 3)],
)
def test_the_public_board_never_shows_a_hand(game, players):
    rules = registry.get(game)
    chance = SeededChance(1)
    state = rules.new_game({option.name: option.default for option in rules.options}, players)
    for _ in range(200):
        if rules.is_over(state):
            break
        state = rules.apply(
            state, rules.chance_action(state, chance) or rules.computer_action(state, chance)
        )
        if rules.is_over(state) or state.phase != "play":
            continue
        drawn = render(BOARD, snapshot(state), "en")
        assert not shown_tiles(public_text(drawn), state.hands)
        assert [item.action for item in drawn.controls][:1] == ["hand"]


def test_the_picture_depends_on_the_public_view_alone():
    """Two tables alike but for which tiles the hands hold draw the same picture."""
    hands = [["1-1", "3-1", "2-2"], ["0-0", "4-4", "6-5"]]
    one = position("block", hands, "1-5", [[], ["5-6"]])
    other = position("block", [hands[1], hands[0]], "1-5", [[], ["5-6"]])
    first, second = (render(BOARD, snapshot(s), "en").files[0] for s in (one, other))
    assert first.fp.read() == second.fp.read()
    assert (
        first.description
        == second.description
        == ("Domino table: a line of 2 tiles, open ends 1 and 6.")
    )


def test_solo_shows_its_face_up_tiles_and_the_end_shows_every_hand_in_the_placings():
    state = position("solo", [["1-1", "3-1"]], "1-5", [[], []], stock=())
    drawn = render(BOARD, snapshot(state), "en")
    assert drawn.picture.filename == "table.png"
    over = position("block", [["6-6"], ["0-1", "2-3"]], "1-5", [[], []], phase="over")
    drawn = render(BOARD, snapshot(over, status="finished"), "cs")
    assert drawn.blocks[0].startswith(
        "🥇 **Eva** — 0 bodů · 6|6 (12)\n🥇 **Petr** — 0 bodů · 0|1 2|3 (6)\n"
    )


async def test_a_hand_offers_one_button_per_placement():
    state = position("block", [["1-4", "5-5", "0-2"], ["0-0"]], "1-5", [[], []])
    private = await BOARD.private(snapshot(state), 0, "en", "hand")
    assert private.header == "### Your tiles (3)"
    assert "`1|4`" not in private.blocks[0]  # the tiles are in the picture, once
    assert [file.filename for file in private.files] == ["hand.png"]  # the tiles, drawn
    assert private.picture.filename == "hand.png"
    assert labels(private) == [
        "1|4 → left",  # short: a phone fits two to a line
        "5|5 → right",
        "Refresh",
    ]
    assert [item.custom_id for item in private.controls][:2] == [
        "g:1:5:play:0.1.4.0.1",
        "g:1:5:play:0.5.5.1.5",
    ]
    waiting = await BOARD.private(snapshot(state), 1, "en", "hand")
    assert labels(waiting) == ["Refresh"] and "Eva is to play" in waiting.blocks[0]
    assert await BOARD.private(snapshot(state), 0, "en", "hint") is None


async def test_train_placements_name_the_trains_and_drawing_is_offered_when_nothing_fits():
    state = position(
        "train",
        [["12-5", "3-4"], ["0-1"], ["2-2"]],
        "12-12",
        [[], [], [], []],
        open_trains=(False, True, False),
        roots=(12,) * 4,
    )
    private = await BOARD.private(snapshot(state), 0, "cs", "hand")
    # Jana's train is closed to Eva: not offered; each tail says the next tile goes lower.
    assert (
        "Volné: centrální vlak **12**▼ · tvůj vlak **12**▼ · vlak: Petr **12**▼"
        in (private.blocks[0])
    )
    assert labels(private) == [
        "5|12 → centrální vlak",
        "5|12 → tvůj vlak",
        "5|12 → vlak: Petr",
        "Obnovit",
    ]
    state.turn = 2
    state.stock = ((6, 6),)
    stuck = await BOARD.private(snapshot(state), 2, "en", "hand")
    assert labels(stuck) == ["Draw", "Refresh"]
    assert stuck.controls[0].custom_id == "g:1:5:draw:2"


async def test_a_matador_played_either_way_names_the_touching_half():
    state = position("matador", [["6-1", "2-2"], ["3-3"]], "3-3", [[], []])
    private = await BOARD.private(snapshot(state), 0, "en", "hand")
    assert "1|6 → left, 1 touching" in labels(private)
    assert "1|6 → left, 6 touching" in labels(private)


def test_clicks_are_read_back_and_forged_seats_refused():
    state = position("train", [["12-5"], ["0-1"]], "12-12", [[], [], []], roots=(12,) * 3)
    snap = snapshot(state)
    assert BOARD.interpret(snap, 0, "play", "0.12.5.2.12") == {
        "type": "play",
        "tile": [12, 5],
        "end": "seat:1",
        "near": 12,
    }
    assert BOARD.interpret(snap, 0, "draw", "0") == {"type": "draw"}
    with pytest.raises(GameError) as refused:
        BOARD.interpret(snap, 1, "play", "0.12.5.2.12")  # Eva's button, Petr's click
    assert refused.value.key == "domino.not_your_hand"
    with pytest.raises(GameError) as refused:
        BOARD.interpret(snap, 0, "play", "0.x")
    assert refused.value.key == "rules.illegal"


def test_a_team_hand_end_is_summed_per_team_and_the_history_worded():
    rules = registry.get("block")
    state = dealt("block", 4, [["0-1"], ["6-6", "5-5"], ["4-4"], ["3-3"]])
    state.hands = (((0, 1),), ((6, 6), (5, 5)), ((4, 4),), ((3, 3),))
    state.leader = state.turn = 0
    state.hand_no = 1  # any tile may lead
    state = rules.apply(state, {"type": "play", "tile": [0, 1]})  # Eva goes out at once
    state = rules.apply(state, rules.chance_action(state, SeededChance(1)))  # the next deal
    drawn = render(BOARD, snapshot(state), "en")
    assert drawn.blocks[0] == (
        "Team A: 28 · team B: 0 (playing to 100)\n"  # the teams' scores: once, here
        "**Hand 2 — team A: +28 points**\n"
        "-# Eva played the last tile. The lower sum scores the other side's pips.\n"
        "-# Pips left — team A: 8, team B: 28."
    )
    assert "<@100> — 7 tiles (A)\n" in drawn.blocks[1]


def test_sevastopol_ends_in_tokens_net_of_the_stake_everywhere():
    """The winner and the placings count the same tokens: won less the stake (the end board
    says so once: no balance under them)."""
    rules = registry.get("sevastopol")
    hands = [["3-0"], ["1-2", "0-0"], ["4-4", "5-5"], ["5-2", "1-1"]]
    state = position("sevastopol", hands, "6-6", [["6-3"], ["6-1"], ["6-4"], ["6-5"]])
    for tile, end in (([3, 0], "left"), ([1, 2], "right"), ([4, 4], "up"), ([5, 2], "down")):
        state = rules.apply(state, {"type": "play", "tile": tile, "end": end})
    state = rules.apply(state, {"type": "play", "tile": [0, 0], "end": "left"})  # Petr: second out
    drawn = render(BOARD, snapshot(state, status="finished"), "en")
    assert drawn.header.endswith("🏆 **Eva wins** — +2 tokens")
    # Equal tokens: the fewer pips held first. One hand: its result is the placings' tokens
    # and tiles, the line saying so, and why it ended.
    assert drawn.blocks[0] == (
        "🥇 **Eva** — +2 tokens\n🥈 **Petr** — 0 tokens\n"
        "🥉 **Ota** — −1 token · 1|1 (2)\n**4.** **Jana** — −1 token · 5|5 (10)\n"
        "-# Beside each name: the tiles left in his hand and their pips.\n"
        "🏁 Out of tiles: 1. Eva, 2. Petr."
    )
    assert "Pot:" not in text(drawn)  # paid out


def test_the_lobby_tells_how_block_forms_teams():
    assert BOARD.lobby_note(snapshot(position("block", [[], []], "1-5", [[], []])), "pl") == (
        "W czwórkę grają pary: 1 + 3 przeciw 2 + 4."
    )


def test_a_new_hand_shows_the_whole_table_of_the_last_one_until_a_tile_is_laid():
    rules = registry.get("block")
    right = ["3-4", "4-5", "5-6", "6-0", "0-1", "1-2", "2-0", "0-3", "3-5", "5-1", "1-4", "4-2"]
    right += ["2-2", "2-5", "5-5", "5-0", "0-0", "0-4", "4-4", "4-6"]
    state = position("block", [["3-6"], ["6-6"]], "3-3", [[], right], hand_no=1)
    state = rules.apply(state, {"type": "play", "tile": [3, 6], "end": "left"})  # Eva goes out
    state = rules.apply(state, rules.chance_action(state, SeededChance(1)))  # hand 3 is dealt
    drawn = render(BOARD, snapshot(state), "en")
    line = rules.finished_view(state)["line"]
    assert len(line) == 22
    whole, live = (line_image(line, lambda count: f"+{count}", (), full) for full in (True, False))
    assert live.height < whole.height
    with Image.open(drawn.files[0].fp) as picture:
        assert picture.size == whole.size
    assert drawn.files[0].description == (
        "The table of hand 2, which has just ended. "
        "Domino table: a line of 22 tiles, open ends 6 and 6."
    )
    state = rules.apply(state, rules.legal_actions(state)[0])  # the new hand's first tile
    drawn = render(BOARD, snapshot(state), "en")
    assert drawn.files[0].description.startswith("Domino table: a line of 1 tile,")


def test_a_new_train_round_shows_the_trains_the_last_one_left():
    rules = registry.get("train")
    arms = [["12-10"], ["12-11", "11-9"], []]
    state = position("train", [["9-8"], ["0-0"]], "12-12", arms, options={"target": 500})
    state.roots, state.open_trains = (12,) * 3, (False, False)
    state = rules.apply(state, {"type": "play", "tile": [9, 8], "end": "seat:0"})  # Eva is out
    state = rules.apply(state, rules.chance_action(state, SeededChance(1)))  # round 2
    drawn = render(BOARD, snapshot(state), "en")
    assert drawn.files[0].description == (
        "The table of hand 1, which has just ended. Domino trains: 5 tiles on 3 trains."
    )
    with Image.open(drawn.files[0].fp) as picture:
        rows = BOARD._train_rows(snapshot(state), rules.finished_view(state), "en")
        past = trains_image(rows)
        assert picture.size == past.size and picture.tobytes() == past.tobytes()


@pytest.mark.parametrize(("game_id", "players"), [("train", 3), ("block", 4), ("fours", 3)])
def test_the_end_says_what_follows_each_name_the_tiles_left_and_their_pips(game_id, players):
    """ "Alice — 0 points · 2|5 0|0 (7)": the last hand's tiles left, their pips where a
    player's own count (not a team's sum, nor sticks), and one line saying so."""
    from bot.frame import render as drawn
    from tests.support.phone_games import BOARDS, boards

    end = next(snap for snap in boards(game_id, players) if snap.game.status == "finished")
    shown = text(drawn(BOARDS["domino"], end, "en"))
    counts = not end.rules.scores_ends and not (end.rules.forms_teams and players == 4)
    for seat, hand in enumerate(end.state.hands):
        if hand:
            tiles = " ".join(f"{a}|{b}" for a, b in hand)
            pips = f" ({sum(a + b for a, b in hand)})" if counts else ""
            assert f"{end.player_name(seat, 'en')}** — " in shown
            assert f" · {tiles}{pips}\n" in shown + "\n", (seat, tiles)
    legend = "their pips" if counts else "the tiles left in his hand."
    assert "-# Beside each name: the tiles left in his hand" in shown and legend in shown


def ending_of(state, lang: str = "en") -> str:
    """The end board's last line under the placings: why the game ended."""
    return render(BOARD, snapshot(state, status="finished"), lang).blocks[0].splitlines()[-1]


def train_position(hands, arms, **fields):
    fields.setdefault("open_trains", (False,) * len(hands))
    return position("train", hands, "12-12", arms, roots=(12,) * len(arms), **fields)


@pytest.mark.parametrize(
    ("game_id", "hands", "lead", "arms", "tile", "end", "fields", "said"),
    [
        (
            "block",
            [["2-0"], ["6-5", "1-1"]],
            "0-2",
            [[], []],
            "2-0",
            "right",
            {"scores": (95, 40)},
            "🏁 Eva played the last tile. Eva scores 13 points: the opponent's pips. "
            "Eva reached 100 points (hand 1).",
        ),
        (
            "block",
            [["2-0", "1-1"], ["6-5"]],
            "0-2",
            [[], []],
            "2-0",
            "right",
            {"scores": (90, 95), "hand_no": 6},
            "🏁 Nobody could play. Eva scores 11 points: the opponent's pips. "
            "Eva reached 100 points (hand 7).",
        ),
        (
            "block",
            [["2-0"], ["6-5"], ["1-1"], ["4-4"]],
            "0-2",
            [[], []],
            "2-0",
            "right",
            {"scores": (99, 0, 99, 0)},
            "🏁 Eva played the last tile. Team A scores 19 points: team B's pips. "
            "Team A reached 100 points (hand 1).",
        ),
        (
            "matador",
            [["1-5"], ["1-1", "6-6"]],
            "3-6",
            [[], []],
            "1-5",
            "right",
            {},
            "🏁 Eva played the last tile. Eva scores 14 points: the opponent's pips.",
        ),
        (
            "matador",
            [["1-5", "6-6"], ["3-3", "5-5"]],
            "3-6",
            [[], []],
            "1-5",
            "right",
            {},
            "🏁 Nobody could play. Eva scores 16 points: the opponent's pips.",
        ),
        (
            "matador",
            [["1-5", "3-3"], ["0-6"]],
            "3-6",
            [[], []],
            "1-5",
            "right",
            {},
            "🏁 Nobody could play. Equal sums: nobody scores.",
        ),
        (
            "fours",
            [["3-6", "1-1"], ["0-1"]],
            "5-6",
            [["5-3"], []],
            "3-6",
            "left",
            {"scores": (18, 19), "hand_no": 3},
            "🏁 Eva reached 20 sticks with 3|6 → left end (hand 4).",
        ),
        (
            "sevastopol",
            [["5-0"], ["2-5"], ["2-6"], ["5-5"]],
            "6-6",
            [["6-3"], ["6-1"], ["6-4"], ["6-5"]],
            "5-0",
            "down",
            {},
            "🏁 Out of tiles: 1. Eva. Nobody could play: the lowest pips take the prizes left.",
        ),
        (
            "solo",
            [["6-5", "1-1"]],
            "6-6",
            [[], []],
            "6-5",
            "left",
            {},
            "No tile of your hand fits an open end, and the stock is empty.",
        ),
    ],
)
def test_an_end_board_says_why_the_game_ended(game_id, hands, lead, arms, tile, end, fields, said):
    """From the rules' final state: out of tiles or blocked (or the game's own end), who
    scored whose pips, and the target reached in which hand."""
    rules = registry.get(game_id)
    state = position(game_id, hands, lead, arms, **fields)
    state = rules.apply(
        state, {"type": "play", "tile": list(map(int, tile.split("-"))), "end": end}
    )
    assert rules.is_over(state)
    assert ending_of(state) == said


def test_a_train_end_names_who_went_out_or_that_nobody_could_play():
    rules = registry.get("train")
    out = train_position([["12-4"], ["1-1"], ["5-6", "0-0"]], [[], [], [], []])
    out = rules.apply(out, {"type": "play", "tile": [12, 4], "end": "central"})
    assert ending_of(out) == "🏁 Eva played the last tile. Eva scores 13 points: the others' pips."
    assert ending_of(out, "cs") == (
        "🏁 Eva: poslední kostka přiložena. Eva získává 13 bodů: oka soupeřů."
    )
    assert ending_of(out, "pl") == (
        "🏁 Eva: ostatni kamień dołożony. Eva zdobywa 13 punktów: oczka rywali."
    )
    stuck = train_position([["2-3", "0-1"], ["5-5"], ["6-6"], ["4-6"]], [["12-2"], [], [], [], []])
    stuck = rules.apply(stuck, {"type": "play", "tile": [2, 3], "end": "central"})
    assert ending_of(stuck) == "🏁 Nobody could play. Eva scores 32 points: the others' pips."


def test_the_losers_medals_go_by_their_pips_equal_pips_the_same_medal():
    """Every loser at 0 points: the fewer pips held, the better the medal (10 and 10: both
    silver, then bronze), not one medal for all."""
    rules = registry.get("train")
    stuck = train_position([["2-3", "0-1"], ["5-5"], ["6-6"], ["4-6"]], [["12-2"], [], [], [], []])
    stuck = rules.apply(stuck, {"type": "play", "tile": [2, 3], "end": "central"})
    placings = render(BOARD, snapshot(stuck, status="finished"), "en").blocks[0].splitlines()
    assert placings[:4] == [
        "🥇 **Eva** — 32 points · 0|1 (1)",
        "🥈 **Petr** — 0 points · 5|5 (10)",
        "🥈 **Ota** — 0 points · 4|6 (10)",
        "🥉 **Jana** — 0 points · 6|6 (12)",
    ]


def test_a_resignation_ends_the_game_in_its_words():
    rules = registry.get("block")
    state = rules.resign(dealt("block", 2, []), 1)
    assert ending_of(state, "cs") == "🏳️ Petr vzdává hru."


@pytest.mark.parametrize(("lang", "label"), [("en", "Your tiles"), ("pl", "Twoje kamienie")])
def test_solo_names_its_hand_in_the_picture_live_and_at_the_end(lang, label):
    """The face-up row under the line is labelled, in the board's language; the end shows
    the tiles it was left with, which fit nowhere."""
    rules = registry.get("solo")
    state = position("solo", [["1-1", "3-1"]], "1-5", [[], []], stock=())
    over = rules.apply(
        position("solo", [["6-5", "1-1"]], "6-6", [[], []]),
        {"type": "play", "tile": [6, 5], "end": "left"},
    )
    for snap, line, hand in (
        (snapshot(state), [[1, 5]], [(1, 1), (1, 3)]),
        (snapshot(over, status="finished"), [[5, 6], [6, 6]], [(1, 1)]),
    ):
        drawn = render(BOARD, snap, lang)
        expected = line_image(
            line, lambda count: f"+{count}", hand, snap.game.status != "active", label
        )
        unlabelled = line_image(line, lambda count: f"+{count}", hand, snap.game.status != "active")
        with Image.open(drawn.files[0].fp) as picture:
            assert picture.size == expected.size
            assert picture.tobytes() == expected.tobytes()
        assert expected.height == unlabelled.height + LABEL_HEIGHT
