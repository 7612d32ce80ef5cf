"""The backgammon board drawn from real rules states: the buttons of each phase, the image's
point of view, the coach."""

from __future__ import annotations

import dataclasses
import io

import pytest
from PIL import Image

from bot.board import UiOnly
from bot.frame import render
from bot.game import GameError, Snapshot
from bot.i18n import t
from bot.layout import action_rows
from cogs.backgammon import board_image, coach, move_menu
from cogs.backgammon.board import BackgammonBoard
from cogs.backgammon.engine import BackgammonEngine
from rules.backgammon import BACKGAMMON, legal_moves, make_position
from rules.backgammon.computer import CubeAdvice
from rules.backgammon.judge import Judgement
from rules.backgammon.record import Analysis, Mistake
from rules.backgammon.state import State
from rules.base import resolve_options
from tests.bot import engine_workers
from tests.support.saved_games import by_action, saved_game, text

BOARD = BackgammonBoard(BackgammonEngine())  # drawing needs no engine: never started


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
    return [child.custom_id.split(":")[3] for child in drawn.controls]


def test_roll_phase_offers_roll_double_and_resignations_behind_a_button():
    state = new(throw(5, 3))
    drawn = render(BOARD, snapshot(state), "en")
    assert actions(drawn) == ["roll", "double", "resigning"]
    assert drawn.controls[2].label == "🏳️ Resign…"
    assert BOARD.interpret(snapshot(state), 0, "resigning", "") == UiOnly("resign")
    drawn = render(BOARD, snapshot(state), "en", "resign")
    assert actions(drawn) == ["roll", "double", "offer"]
    offer = drawn.controls[2]
    assert [o.label for o in offer.options] == [
        "Resign a single game (1 point)",
        "Resign a gammon (2 points)",
        "Resign a backgammon (3 points)",
    ]
    assert drawn.picture.filename == "backgammon.png"
    # gnubg's IDs are tools, not board furniture: /backgammon record and the end show them.
    assert "Position ID" not in text(drawn)


def test_no_double_button_in_the_crawford_game():
    """The Crawford game is news with the result of the game before it, until its first move
    (the picture's score says it all game long to those who know)."""
    won = {"winner": 0, "points": 2, "kind": "gammon"}
    state = dataclasses.replace(
        new(throw(5, 3), match_to=3), crawford=True, score=(2, 0), games=(won,)
    )
    state = BACKGAMMON.apply(dataclasses.replace(state, phase="throw"), throw(6, 2))
    drawn = render(BOARD, snapshot(state), "cs")
    assert "double" not in actions(drawn) and "roll" not in actions(drawn)
    assert drawn.blocks[0].splitlines() == [
        "🏁 Hra 1: Eva +2 (gammon)",
        "-# Crawfordova hra: bez zdvojování.",  # for whoever wonders: small
    ]
    moved = BACKGAMMON.apply(state, {"type": "move", "move": "13/7 13/11"})
    assert "Crawford" not in text(render(BOARD, snapshot(moved), "cs"))


def test_picking_a_checker_offers_only_its_destinations():
    state = new(throw(6, 1), opening="standard")
    drawn = render(BOARD, snapshot(state), "en", ui="13")
    steps = [c for c in drawn.controls if c.custom_id.split(":")[3] == "step"]
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
    steps = [c.label for c in drawn.controls if c.custom_id.split(":")[3] == "step"]
    assert steps == ["7 → 6"]


def test_cube_and_resignation_answers_belong_to_the_other_player():
    state = new(throw(5, 3), {"type": "double"})
    assert actions(render(BOARD, snapshot(state), "en"))[:2] == ["take", "drop"]
    state = new(throw(5, 3), {"type": "offer", "level": 2})
    drawn = render(BOARD, snapshot(state), "en")
    assert actions(drawn)[:2] == ["accept", "refuse"]
    assert "offers to resign: gammon for 2 points" in drawn.blocks[0]


async def test_hints_only_against_the_computer_unless_asked(backgammon_engine):
    board = BackgammonBoard(backgammon_engine)
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


class Told:
    """An engine that answers as told: the hint's words without gnubg's thinking."""

    available = True

    def __init__(self, moves=(), cube: CubeAdvice | None = None) -> None:
        self.moves, self.cube = list(moves), cube

    async def ranked_moves(self, state):
        return self.moves

    async def cube_advice(self, state):
        return self.cube


MOVES = [("13/7 8/7", -1.2951), ("24/18 13/11", -1.2981), ("24/23 13/7", -1.35)]


@pytest.mark.parametrize(
    ("lang", "lines"),
    [
        ("en", ["equity −1.295 (best)", "0.003 worse", "0.055 worse"]),
        ("cs", ["hodnota −1,295 (nejlepší)", "o 0,003 horší", "o 0,055 horší"]),
        ("pl", ["wartość −1,295 (najlepszy)", "o 0,003 gorszy", "o 0,055 gorszy"]),
    ],
)
async def test_a_hint_says_what_the_best_move_is_worth_and_what_the_others_lose(lang, lines):
    state = new(throw(6, 1), opening="standard")
    hint = await coach.hint(Told(MOVES), state, lang)
    moves = [f"{rank}. `{move}` " for rank, (move, _) in enumerate(MOVES, 1)]
    assert hint.blocks[0].splitlines() == [
        move + line for move, line in zip(moves, lines, strict=True)
    ]


@pytest.mark.parametrize(
    ("lang", "line"), [("en", "just as good"), ("cs", "stejně dobrý"), ("pl", "równie dobry")]
)
async def test_a_move_as_good_as_the_best_to_the_digits_shown_is_said_to_be_so(lang, line):
    state = new(throw(6, 1), opening="standard")
    told = Told([("13/7 8/7", -1.2951), ("24/18 13/11", -1.2953)])
    hint = await coach.hint(told, state, lang)
    assert hint.blocks[0].splitlines()[1] == f"2. `24/18 13/11` {line}"


async def test_in_a_match_a_hint_speaks_of_the_chances_to_win_it():
    state = new(throw(6, 1), opening="standard", match_to=3)
    told = Told([("13/7 8/7", 0.4531), ("24/18 13/11", 0.4412)])
    said = {lang: (await coach.hint(told, state, lang)).blocks[0] for lang in ("en", "cs", "pl")}
    assert {lang: text.splitlines() for lang, text in said.items()} == {
        "en": ["1. `13/7 8/7` 45.3% to win the match (best)", "2. `24/18 13/11` 1.2% worse"],
        "cs": [
            "1. `13/7 8/7` 45,3 % šance na výhru zápasu (nejlepší)",
            "2. `24/18 13/11` o 1,2 % horší",
        ],
        "pl": [
            "1. `13/7 8/7` 45,3% szans na wygranie meczu (najlepszy)",
            "2. `24/18 13/11` o 1,2% gorszy",
        ],
    }


PASS = CubeAdvice(double=True, take=False, no_double=0.7, double_take=1.28, double_pass=1.0)
TAKE = CubeAdvice(double=True, take=True, no_double=0.5, double_take=0.65, double_pass=1.0)
TOO_GOOD = CubeAdvice(double=False, take=False, no_double=1.2, double_take=1.5, double_pass=1.0)
EARLY = CubeAdvice(double=False, take=True, no_double=0.2, double_take=0.1, double_pass=1.0)


@pytest.mark.parametrize(
    ("lang", "title", "answers"),
    [
        (
            "en",
            "### 💡 Take or pass? (GNU Backgammon)",
            [
                "**Pass: the double is right** — taking loses 0.280",
                "**Take** — passing loses 0.350",
                "**Pass: your opponent was too good to double** — taking loses 0.500",
            ],
        ),
        (
            "cs",
            "### 💡 Přijmout, nebo vzdát? (GNU Backgammon)",
            [
                "**Vzdej: zdvojení je správné** — přijetím ztratíš 0,280",
                "**Přijmi** — vzdáním ztratíš 0,350",
                "**Vzdej: soupeř stojí na zdvojení až příliš dobře** — přijetím ztratíš 0,500",
            ],
        ),
        (
            "pl",
            "### 💡 Przyjąć czy oddać? (GNU Backgammon)",
            [
                "**Oddaj: dubel jest słuszny** — przyjmując, tracisz 0,280",
                "**Przyjmij** — oddając, tracisz 0,350",
                "**Oddaj: przeciwnik ma za dobrą pozycję na dublowanie**"
                " — przyjmując, tracisz 0,500",
            ],
        ),
    ],
)
async def test_the_cube_hint_answers_the_player_offered_the_double(lang, title, answers):
    """Take or pass, and what the other answer loses: not the doubler's equities."""
    doubled = new(throw(5, 3), {"type": "double"})
    for advice, answer in zip((PASS, TAKE, TOO_GOOD), answers, strict=True):
        hint = await coach.hint(Told(cube=advice), doubled, lang)
        assert (hint.header, hint.blocks[0]) == (title, answer)


async def test_the_cube_hint_before_the_roll_answers_the_roller():
    rolling = new(throw(5, 3))
    said = [
        (await coach.hint(Told(cube=advice), rolling, "en")).blocks[0]
        for advice in (PASS, TAKE, TOO_GOOD, EARLY)
    ]
    assert said == [
        "**Double: your opponent should pass** — not doubling loses 0.300",
        "**Double: your opponent should take** — not doubling loses 0.150",
        "**No double: you are too good, play on for a gammon** — doubling loses 0.200",
        "**No double** — doubling loses 0.100",
    ]
    hint = await coach.hint(Told(cube=CubeAdvice(double=True, take=True)), rolling, "cs")
    assert hint.header == "### 💡 Zdvojit, nebo hodit? (GNU Backgammon)"
    assert hint.blocks[0] == "**Zdvoj: soupeř má přijmout**"  # rules of thumb: no figures


async def test_the_typed_moves_list_is_ranked_only_where_hints_are_on(backgammon_engine):
    state = new(throw(6, 1), opening="standard")
    ranked = await coach.move_choices(backgammon_engine, snapshot(state, computer=True), state)
    assert ranked[0][0] == "13/7 8/7" and all(equity is not None for _, equity in ranked)
    plain = await coach.move_choices(backgammon_engine, snapshot(state), state)
    assert sorted(plain) == sorted((move, None) for move, _ in ranked)


async def test_without_the_engine_the_typed_moves_come_unranked_and_a_hint_is_declined():
    engine = BackgammonEngine(engine_workers.crash_on_request)
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


def picture_of(drawn) -> Image.Image:
    image = Image.open(io.BytesIO(drawn.files[0].fp.read()))
    assert image.format == "PNG" and image.size == (board_image.WIDTH, board_image.HEIGHT)
    return image.convert("RGB")


def near(colour, expected, tolerance: int = 24) -> bool:
    return all(abs(a - b) <= tolerance for a, b in zip(colour, expected, strict=True))


def edge(point: int) -> tuple[int, int]:
    """A pixel on the slanted edge of a point's triangle, past a stack of four."""
    x, base, down = board_image.point_box(point)
    share = 0.85
    run = round(share * (board_image.POINT_W // 2 - 1))
    return x + 1 + run, base + (1 if down else -1) * round(share * board_image.POINT_H)


def test_the_picked_checkers_destinations_are_highlighted_on_the_picture():
    state = new(throw(6, 1), opening="standard")  # seat 0 plays 6-1; 13 may go to 7 only
    image = picture_of(render(BOARD, snapshot(state), "en", ui="13"))
    assert near(image.getpixel(edge(7)), board_image.STEP)
    assert not near(image.getpixel(edge(9)), board_image.STEP)  # no destination
    # The landing place on the empty 7-point is ringed; the picked checker (the fifth on 13).
    ring_x, ring_y = board_image.slot(7, 0)
    assert near(image.getpixel((ring_x, ring_y - board_image.RADIUS - 1)), board_image.STEP)
    top_x, top_y = board_image.slot(13, 4)
    assert near(image.getpixel((top_x, top_y + board_image.RADIUS + 1)), board_image.STEP)
    # The second seat's destinations, drawn in the first seat's places: his 8 is her 17.
    state = BACKGAMMON.apply(state, {"type": "move", "move": "13/7 8/7"})
    state = BACKGAMMON.apply(BACKGAMMON.apply(state, {"type": "roll"}), throw(5, 5))
    image = picture_of(render(BOARD, snapshot(state), "en", ui="13"))
    assert near(image.getpixel(edge(17)), board_image.STEP)
    assert not near(image.getpixel(edge(8)), board_image.STEP)


def test_the_board_stays_put_for_the_whole_game():
    """Each seat's checkers keep their colour and the first seat's home board stays bottom
    right, his point numbers too: whoever is on turn, when the second seat doubles, and at the
    end he wins."""
    first = new(throw(6, 1), opening="standard")  # seat 0 to move
    second = BACKGAMMON.apply(first, {"type": "move", "move": "24/23 13/7"})  # seat 1 to roll
    red, blue = board_image.CHECKERS
    for state in (first, second):
        image = picture_of(render(BOARD, snapshot(state), "en"))
        assert near(image.getpixel(board_image.slot(6, 0)), red)  # her 6-point, bottom right
        assert near(image.getpixel(board_image.slot(19, 0)), blue)  # his 6-point, top right
        assert near(image.getpixel(board_image.slot(12, 0)), blue)  # his 13, bottom left
    # Her 24/23 shows after his roll too: a red checker on her 23-point, top right.
    image = picture_of(render(BOARD, snapshot(second), "en"))
    assert near(image.getpixel(board_image.slot(23, 0)), red)
    doubled = BACKGAMMON.apply(second, {"type": "double"})
    won = saved_game("backgammon", BACKGAMMON.resign(doubled, 0), ["Eva", "Petr"])
    frames = [snapshot(first), snapshot(second), snapshot(doubled, computer=True), won]
    assert len({point_numbers(picture_of(render(BOARD, snap, "en"))) for snap in frames}) == 1


def point_numbers(image: Image.Image) -> bytes:
    """The frame's rows of point numbers above and below the points (a ring marking a
    checker at a point's base reaches a few pixels into the frame)."""
    bottom, rim = board_image.TOP + board_image.HEIGHT_BOARD, 4
    rows = [(0, 0, board_image.TRAY_X, board_image.TOP - rim)]
    rows.append((0, bottom + rim, board_image.TRAY_X, bottom + board_image.MARGIN))
    return b"".join(image.crop(row).tobytes() for row in rows)


def test_a_whole_move_in_one_pick_in_notation_order_without_hints():
    state = new(throw(6, 1), opening="standard")
    drawn = render(BOARD, snapshot(state), "en")
    [play] = by_action(drawn, "play")
    assert play.placeholder == "🎯 Play a whole move…"
    moves = [option.value for option in play.options]
    assert moves[:3] == ["24/23 24/18", "24/23 13/7", "24/23 8/2"] and len(moves) == 10
    assert moves[-1] == "8/2 6/5" and all(option.description is None for option in play.options)
    assert BOARD.interpret(snapshot(state), 0, "play", "13/7 8/7") == {
        "type": "move",
        "move": "13/7 8/7",
    }


def test_more_moves_than_a_select_holds_are_grouped_by_the_first_checker():
    # 1-1 in the middle of a game: 89 moves, grouped by the point the first checker leaves.
    points = [0] * 24
    for point, count in {24: 1, 13: 4, 10: 2, 8: 3, 7: 1, 6: 4}.items():
        points[point - 1] = count
    for point, count in {1: 2, 12: 5, 17: 3, 19: 5}.items():
        points[point - 1] = -count
    position = make_position(points)
    state = dataclasses.replace(new(throw(6, 1), opening="standard"), board=position, dice=(1, 1))
    assert len(legal_moves(position, (1, 1))) > move_menu.MENU_SIZE
    snap = snapshot(state)
    [play] = by_action(render(BOARD, snap, "en"), "play")
    assert [(o.label, o.value) for o in play.options] == [
        ("24/… (41 moves)", ">24/"),
        ("10/… (28 moves)", ">10/"),
        ("8/… (12 moves)", ">8/"),
        ("7/… (3 moves)", ">7/"),
        ("6/… (5 moves)", ">6/"),
    ]
    opened = BOARD.interpret(snap, 0, "play", ">24/")
    [inside] = by_action(render(BOARD, snap, "en", ui=opened.arg), "play")
    assert inside.placeholder == "🎯 Moves beginning 24/…"
    assert [(o.label, o.value) for o in inside.options] == [
        ("All moves", ">"),
        ("24/23… (25 moves)", ">24/23"),  # 24 fit beside the way back: opened, it is grouped
        ("24/22… (11 moves)", ">24/22"),
        ("24/21… (4 moves)", ">24/21"),
        ("24/20", "24/20"),
    ]
    # Every legal move is reached through the groups.
    reached = set()

    def walk(group: str) -> None:
        for entry in move_menu.entries(coach.plain_moves(state), group):
            if entry.value.startswith(move_menu.GROUP):
                walk(entry.value[1:])
            else:
                reached.add(entry.value)

    walk("")
    assert reached == {move for move, _ in coach.plain_moves(state)}


async def test_with_hints_the_whole_moves_come_best_first(backgammon_engine):
    board = BackgammonBoard(backgammon_engine)
    state = new(throw(6, 1), opening="standard")
    computer = snapshot(state, computer=True)
    await board.prepare(computer)
    [play] = by_action(render(board, computer, "en"), "play")
    assert play.options[0].value == "13/7 8/7" and play.options[0].description.startswith("+")


def test_every_control_has_its_row_whatever_the_phase():
    """The move selects, the destinations, the phase's buttons (the resignation's last: its
    select opens on demand)."""

    def rows(state, ui=""):
        layout = render(BOARD, snapshot(state, computer=False), "en", ui)
        return [
            [child.custom_id.split(":")[3] for child in row.children]
            for row in action_rows(layout.controls)
        ]

    rolling = new(throw(5, 3), hints="on")
    assert rows(rolling) == [["roll", "double", "hint", "resigning"]]
    assert rows(rolling, "resign") == [["roll", "double", "hint"], ["offer"]]
    moving = new(throw(6, 1), opening="standard", hints="on")
    assert rows(moving) == [["play"], ["pick"], ["hint", "resigning"]]
    # Building the move step by step: the checker select holds the way back to the whole
    # moves, the destinations share the buttons' row (a row fewer on a phone).
    assert rows(moving, "13") == [["pick"], ["step", "hint", "resigning"]]
    stepped = BACKGAMMON.apply(moving, {"type": "step", "from": 13, "to": 7})
    assert rows(stepped) == [["pick"], ["step", "undo", "hint", "resigning"]]
    assert rows(stepped, "whole") == [["play"], ["pick"], ["step", "undo", "hint", "resigning"]]
    assert rows(new(throw(5, 3), {"type": "double"}, hints="on")) == [["take", "drop", "hint"]]


@pytest.mark.parametrize(
    ("lang", "result", "record"),
    [
        ("en", "🏁 Game 1: Eva +3 (backgammon)", ": /backgammon record"),
        ("cs", "🏁 Hra 1: Eva +3 (backgammon)", ": /vrhcáby záznam"),
        ("pl", "🏁 Partia 1: Eva +3 (backgammon)", ": /tryktrak zapis"),
    ],
)
def test_the_end_of_a_single_game_says_its_result_once_and_leaves_the_ids_to_the_record(
    lang, result, record
):
    state = new(throw(6, 1), opening="standard")
    over = BACKGAMMON.resign(state, 1)
    finished = saved_game("backgammon", over, ["Eva", "Petr"], status="finished")
    said = text(render(BOARD, finished, lang))
    assert said.splitlines()[-2:] == [result, f"-# {t(lang, 'backgammon.record_hint')}"]
    assert said.endswith(record) and "Position ID" not in said


def analysis(pr_loss: float, rolls: int, luck: float) -> Analysis:
    """A game's analysis: Eva's decisions as given, Petr's the best, equally lucky."""
    judgement = Judgement(0, "8/4 8/3", "24/20 13/8", 0.38, True, True, (5, 4))
    return Analysis(
        loss=[pr_loss, 0.0],
        decisions=[2, 2],
        pr_loss=[pr_loss, 0.0],
        pr_decisions=[1, 2],
        rolls=[rolls, rolls],
        luck=[luck, luck],
        costliest=[[Mistake(1, judgement)], []],
    )


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        (
            "en",
            [
                "Eva: PR **190** · Awful! · average luck",
                "1. 8/4 8/3 (5-4) loses 0.380; better 24/20 13/8",
                "🤖 GNUbg: PR **0.0** · Supernatural · average luck",
                "Eva: PR **3.4** · World class · very lucky",
            ],
        ),
        (
            "cs",
            [
                "Eva: PR **190** · Hrozné! · průměrné štěstí",
                "1. 8/4 8/3 (5-4) ztrácí 0,380; lepší 24/20 13/8",
                "🤖 GNUbg: PR **0,0** · Nadpřirozené · průměrné štěstí",
                "Eva: PR **3,4** · Světová třída · velké štěstí",
            ],
        ),
        (
            "pl",
            [
                "Eva: PR **190** · Fatalnie! · przeciętne szczęście",
                "1. 8/4 8/3 (5-4) traci 0,380; lepiej 24/20 13/8",
                "🤖 GNUbg: PR **0,0** · Nadprzyrodzony · przeciętne szczęście",
                "Eva: PR **3,4** · Klasa światowa · wielkie szczęście",
            ],
        ),
    ],
)
def test_the_analysis_in_words_a_player_reads(lang, said):
    """PR to the unit (its tenths below 10), gnubg's word for the play and a word for the
    luck, not their figures; the computer by its short name. Then a lucky, strong game."""
    snap = snapshot(new(throw(6, 1)), computer=True)
    assert coach.analysis_lines(snap, analysis(0.3802, 20, -0.04), lang).splitlines() == said[:3]
    lucky = coach.analysis_lines(snap, analysis(0.00682, 10, 0.9), lang).splitlines()[0]
    assert lucky == said[-1]


def test_the_computer_goes_by_its_short_name_under_the_board():
    """Beside its pips the computer is "GNUbg": its full name with its level would be cut to
    "GNU…" there. The players' list keeps the full name."""
    snap = snapshot(new(throw(5, 3)), computer=True)
    picture = BOARD._picture(snap, BACKGAMMON.view(snap.state, 0), None, "cs")
    assert picture.names == ("Eva", "GNUbg")
    assert "GNU Backgammon · Světová třída" in text(render(BOARD, snap, "cs"))
