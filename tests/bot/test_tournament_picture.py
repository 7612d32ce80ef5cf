"""A tournament's pictures: palette PNGs drawn for a phone's width, never taller than leaves a
message room on a phone's screen, their text 12 px or more as a phone shows them, names fitted
whatever they hold; the bracket from the round being played on, the champion named once over."""

from __future__ import annotations

import io
from dataclasses import replace

import pytest
from hypothesis import given
from hypothesis import strategies as st
from PIL import Image

from benchmarks.tournament_pictures import bracket, in_a_message, standings
from bot.images import drawable, font, text_width
from bot.tournaments.picture import (
    ACCENT,
    BACKGROUND,
    BANNER,
    CARD_GAP,
    GOLD,
    LINE,
    MARGIN,
    MAX_HEIGHT,
    ROW_GAP,
    TEXT,
    WIDTH,
    WIN,
    BracketMatch,
    BracketView,
    StandingLine,
    StandingsView,
    _plan,
    _tree,
    draw_bracket,
    draw_standings,
    shortened,
)

PHONE, PHONE_SCREEN, SMALLEST_TEXT = 284, 650, 12  # as tests/cogs/test_phone_boards.py
DIGIT_HEIGHT = 0.729  # of the font's size: DejaVu Sans's figures
LONG = "Bohumila Řeháková-Dvořáčková 🐉🐉"  # 32 characters
# Every size of field the brief names, at its start, midway and over.
BRACKETS = [
    (entrants, current)
    for entrants, rounds in ((2, 1), (6, 3), (8, 3), (16, 4), (64, 6))
    for current in sorted({0, rounds // 2, None} - {rounds}, key=str)
]


def picture(png: bytes) -> Image.Image:
    image = Image.open(io.BytesIO(png))
    image.load()  # every chunk's CRC and the deflate stream checked
    return image


def colours(image: Image.Image) -> set[tuple[int, int, int]]:
    return {colour for _, colour in image.convert("RGB").getcolors(1 << 16)}


@pytest.mark.parametrize(("entrants", "current"), BRACKETS)
def test_a_bracket_of_any_size_is_a_palette_png_at_phone_width_and_height(entrants, current):
    image = picture(draw_bracket(bracket(entrants, current)))
    assert image.format == "PNG" and image.mode == "P"
    assert image.width == WIDTH and image.height <= MAX_HEIGHT
    drawn = colours(image)
    assert (ACCENT in drawn) == (current is not None)  # the round being played
    assert (GOLD in drawn) == (current is None)  # the champion's banner
    assert WIN in drawn or current == 0  # a decided match's winner


@pytest.mark.parametrize("lines", [1, 16, 64])
def test_standings_of_any_length_are_a_palette_png_showing_the_top_lines_that_fit(lines):
    asked = []

    def more(count: int) -> str:
        asked.append(count)
        return f"+{count} more"

    view = standings(lines, final=lines == 16)
    image = picture(draw_standings(replace(view, more=more)))
    assert image.format == "PNG" and image.mode == "P"
    assert image.width == WIDTH and image.height <= MAX_HEIGHT
    assert asked == ([] if lines < 64 else [47])  # 17 of 64 lines fit


@pytest.mark.parametrize(
    ("stem", "png"),
    [
        ("bracket", lambda: draw_bracket(bracket(64, 1))),  # the tallest: 16 matches
        ("bracket", lambda: draw_bracket(bracket(64, 0, "pl"))),  # 32 matches, 14 drawn
        ("bracket", lambda: draw_bracket(bracket(16, None, "cs"))),
        ("standings", lambda: draw_standings(standings(64, False))),
        ("standings", lambda: draw_standings(standings(16, True, "cs"))),
    ],
)
def test_in_a_message_the_pictures_fit_a_phone_and_their_text_is_legible(stem, png):
    shown = in_a_message(png(), f"{stem}.png")
    assert shown.height <= PHONE_SCREEN
    assert shown.smallest_text >= SMALLEST_TEXT


def test_the_smallest_text_drawn_is_12_px_on_a_phone():
    """Measured: the height of a rank's figure, the smallest text there is."""
    view = StandingsView("T", "S", ("Pts",), (StandingLine(8, "Ola", ("1",)),))
    image = picture(draw_standings(view)).convert("RGB")
    bottom = image.height - MARGIN
    column = image.crop((0, bottom - LINE, 2 * MARGIN + 16, bottom))  # the line's rank
    inked = [
        y
        for y in range(column.height)
        if any(column.getpixel((x, y)) != BACKGROUND for x in range(column.width))
    ]
    size = (max(inked) - min(inked) + 1) / DIGIT_HEIGHT
    assert size == pytest.approx(TEXT, abs=1)
    assert size * PHONE / WIDTH >= SMALLEST_TEXT - 0.5


def test_a_name_is_drawn_whole_else_shortened_within_its_width():
    bold = font(TEXT, bold=True)
    assert shortened("Alžběta Nováková", bold, 300) == "Alžběta Nováková"
    assert shortened("🎲 Kuba 🎲", bold, 300) == "Kuba"  # the fonts have no emoji
    assert shortened("🎲🐉", bold, 300) == "?"
    assert shortened("Alžběta Nováková", bold, 150) == "Alžběta N."
    assert shortened("Jiří Hůlka 2", bold, 120) == "Jiří H. 2"
    assert shortened("Przemysław Wójcik", bold, 145) == "Przemysław"
    assert shortened("Przemysław Wójcik", bold, 100) == "Przem…"  # 95 px
    assert shortened("ŁukaszŚmigłyŹdźbłoŻółćGęśląJaźń1", bold, 100) == "Łukas…"
    # The computers stay told apart: their numbers are kept, whatever is cut.
    assert [shortened(f"🤖 Počítač {n}", bold, 100) for n in (1, 12)] == ["Počí… 1", "Poč… 12"]


@given(st.text(max_size=40), st.integers(40, 460))
def test_a_shortened_name_never_overflows(name, width):
    face = font(TEXT)
    shown = shortened(name, face, width)
    assert text_width(shown, face) <= width
    letters = set(drawable(name)) or {"?"}
    assert set(shown) - {"…", "."} <= letters  # the name's own letters, no emoji


def test_long_and_emoji_names_stay_inside_their_cards():
    """Nothing is drawn in the gap between a row's two cards, nor in the margins."""
    names = [f"{LONG[: 30 - len(str(n))]} {n}" for n in range(16)]
    view = bracket(16, 0)
    rounds = tuple(
        tuple(
            BracketMatch((names[2 * k], names[2 * k + 1]), match.seeds, match.scores, match.winner)
            for k, match in enumerate(matches)
        )
        for matches in view.rounds
    )
    image = picture(draw_bracket(replace(view, rounds=rounds))).convert("RGB")
    card = (WIDTH - 2 * MARGIN - CARD_GAP) // 2
    for x in [*range(MARGIN), *range(MARGIN + card + 1, MARGIN + card + CARD_GAP)]:
        column = image.crop((x, 60, x + 1, image.height))
        assert colours(column) == {BACKGROUND}, x


def test_the_rounds_not_paired_yet_are_drawn_from_the_winners_before_them():
    """Six entrants: the top two seeds have byes; 4 beat 5, 3 and 6 still play."""
    view = BracketView(
        "Six",
        ("Quarter-final", "Semi-final", "Final"),
        (
            (
                BracketMatch(("Ann", None), (1, None), winner=0),
                BracketMatch(("Dan", "Eve"), (4, 5), ("7", "2"), 0),
                BracketMatch(("Bob", None), (2, None), winner=0),
                BracketMatch(("Cid", "Fay"), (3, 6)),
            ),
        ),
        current=0,
        bye="bye",
    )
    tree = _tree(view)
    assert [card.names for card in tree[0]] == [
        ("Ann", None),
        ("Dan", "Eve"),
        ("Bob", None),
        ("Cid", "Fay"),
    ]
    assert [(card.names, card.seeds) for card in tree[1]] == [
        (("Ann", "Dan"), (1, 4)),
        (("Bob", ""), (2, None)),  # "": not known yet
    ]
    assert [card.names for card in tree[2]] == [("", "")]
    plan = _plan(view, tree)  # the whole bracket fits; the final, nobody known, is folded
    assert (plan.first, plan.last, plan.shown) == (0, 1, 4)


@pytest.mark.parametrize(
    ("entrants", "current", "drawn", "shown"),
    [
        (8, 1, (0, 2), 2),  # all three rounds
        (16, 0, (0, 1), 8),  # the first round and the quarter-finals, half known
        (64, 1, (1, 1), 16),  # round 2 alone, whole; round 1 folded before it
        (64, 0, (0, 0), 14),  # 32 matches: the first 14, "+18"
        (64, 3, (2, 4), 4),  # the quarter-finals, the round before them and the semi-finals
        (16, None, (1, 3), 1),  # over: the final, then back to the quarter-finals
    ],
)
def test_the_bracket_shows_the_round_being_played_then_after_it_then_before_it(
    entrants, current, drawn, shown
):
    view = bracket(entrants, current)
    plan = _plan(view, _tree(view))
    assert ((plan.first, plan.last), plan.shown) == (drawn, shown)


def test_a_finished_bracket_names_its_champion_on_a_banner():
    over = bracket(16, None)
    assert over.champion == over.rounds[-1][0].names[over.rounds[-1][0].winner]
    unnamed = picture(draw_bracket(replace(over, champion=None)))
    named = picture(draw_bracket(over))
    assert named.height == unnamed.height + BANNER + ROW_GAP
    banner = (0, MARGIN + 34, WIDTH, MARGIN + 34 + BANNER)
    other = picture(draw_bracket(replace(over, champion="Someone Else")))
    assert named.crop(banner).tobytes() != other.crop(banner).tobytes()
    assert GOLD in colours(named.crop(banner))
