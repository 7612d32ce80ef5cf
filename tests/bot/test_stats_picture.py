"""The /stats picture: only the charts that have a trend to show (none after one game), drawn
for the width a phone shows with text 12 px or more there, encoded as a palette PNG whose
description carries the numbers it shows."""

from __future__ import annotations

from datetime import date

from PIL import Image, ImageColor

from bot.leaderboard import Row
from bot.stats_picture import (
    AXIS_WIDTH,
    BACKGROUND,
    DAY_COLOURS,
    FILENAME,
    MARGIN,
    PR_LINE,
    WIDTH,
    MemberStats,
    describe,
    draw,
    marks,
    stats_file,
)

PHONE = 284  # px: a picture's width in a container on a 390 px phone
DIGIT_HEIGHT = 0.729  # of the font's size: DejaVu Sans's figures
ROWS = [
    ("sequence", Row(1, 8, 3, 412, 14, 1531.0, 96)),
    ("kosci", Row(1, 7, 2, 1820, 12, 1488.0, 301, {"quality": 652.4})),
    ("backgammon", Row(1, 5, 3, 9, 8, 1522.0, 3, {"error": 61.5, "decisions": 10})),
    ("solo", Row(1, 4, 0, 70, 7, None, 28)),
]
# Sequence rated twice, Kości and backgammon once each: only Sequence has a line.
HISTORY = [("sequence", 1516.0), ("kosci", 1484.0), ("sequence", 1531.0), ("backgammon", 1522.0)]
GAMES = ("sequence", "kosci", "general", "block", "train", "six_dice", "backgammon")
PERFORMANCE = [("backgammon", 14.0, True), ("backgammon", 9.0, False), ("backgammon", 6.0, False)]


def text_on_a_phone(image: Image.Image) -> float:
    """The font size of the y axes' values (the smallest text) as a phone shows the picture,
    measured from the height of their figures: the height most runs of rows inked left of the
    charts have (the values outnumber the headings there)."""
    band = image.convert("RGB").crop((0, 0, MARGIN + AXIS_WIDTH - 8, image.height))
    paper = ImageColor.getrgb(BACKGROUND)
    runs, run = [], 0
    for y in range(band.height + 1):
        if y < band.height and any(band.getpixel((x, y)) != paper for x in range(band.width)):
            run += 1
        elif run:
            runs.append(run)
            run = 0
    return max(set(runs), key=runs.count) / DIGIT_HEIGHT * PHONE / image.width


def test_the_picture_is_a_palette_png_of_the_games_with_a_trend():
    stats = MemberStats(ROWS, HISTORY)
    file = stats_file(stats, "cs")
    assert file.filename == FILENAME
    image = Image.open(file.fp)
    assert image.format == "PNG" and image.mode == "P" and image.size == (WIDTH, 252)
    assert file.description == describe(stats, "cs") == "Sekvence: rating 1\u00a0516 → 1\u00a0531"
    assert marks(stats) == {"sequence": "🟦"}  # its line's colour, beside its name in the text
    assert 12 <= text_on_a_phone(image) < 13


def test_after_one_game_there_is_nothing_to_chart():
    one_game = MemberStats(ROWS[:1], HISTORY[:1], PERFORMANCE[:1])
    assert stats_file(one_game, "en") is None and marks(one_game) == {}
    # One rated game in each of three games is three lone dots: no chart either.
    assert stats_file(MemberStats(ROWS, [HISTORY[i] for i in (0, 1, 3)]), "pl") is None


def test_hundreds_of_games_chart_the_six_most_played():
    rows = [(game, Row(1, 100 - n, 0, 0, 0, 1500.0)) for n, game in enumerate(GAMES)]
    history = [(GAMES[i % len(GAMES)], 1500.0 + i % 40) for i in range(500)]
    stats = MemberStats(rows, history, [("backgammon", 5.0 + i % 20, False) for i in range(100)])
    assert list(marks(stats)) == list(GAMES[:6])
    image = draw(stats, "cs")
    assert image.size == (WIDTH, 460)  # both charts: a desktop shows it at 350 px high
    assert 12 <= text_on_a_phone(image) < 13
    assert len(describe(MemberStats(rows * 40, history), "en")) <= 1024


def test_the_pr_trend_falls_as_he_gets_better_with_practice_games_hollow():
    stats = MemberStats(ROWS, HISTORY, PERFORMANCE)
    image = draw(stats, "en")
    assert image.width == WIDTH and image.height > draw(MemberStats(ROWS, HISTORY), "en").height
    colour = ImageColor.getrgb(PR_LINE)

    def dot(x: int) -> tuple[int, tuple[int, int, int]]:
        """The centre of the PR chart's dot in column x, and its colour there."""
        ys = [y for y in range(image.height) if image.getpixel((x, y)) == colour]
        centre = (min(ys) + max(ys)) // 2
        return centre, image.getpixel((x, centre))

    first_y, first = dot(MARGIN + AXIS_WIDTH)  # the practice game: a ring
    last_y, last = dot(WIDTH - MARGIN - 8)  # the last, rated: a full dot
    assert first == ImageColor.getrgb(BACKGROUND) and last == colour
    assert first_y < last_y  # 14 drawn above 6: lower is better, and it is falling
    assert "backgammon PR 14 → 6 (lower is better)" in describe(stats, "en")
    # Only practised: no rating to chart, his PR alone.
    only_practised = [("backgammon", Row(1, 0, 0, 0, 0, None, None, {"practice_played": 2}))]
    alone = draw(MemberStats(only_practised, [], PERFORMANCE), "pl")
    assert alone.width == WIDTH and alone.height < image.height


def test_a_daily_square_is_coloured_by_the_days_average_not_its_best():
    """A day of four challenges, one perfect and three at 22–47 %, is not a green day."""
    today = date(2026, 12, 1)
    image = draw(MemberStats([], [], daily={today: [100, 22, 35, 47]}, today=today), "en")
    colours = {colour for _, colour in image.convert("RGB").getcolors(1 << 16)}
    green, red = (ImageColor.getrgb(DAY_COLOURS[i][1]) for i in (0, -1))
    assert red in colours and green not in colours
