"""The /stats picture: drawn for any history (none, one game, hundreds), 800 px wide, encoded
as a palette PNG, and its description carries the numbers it shows."""

from __future__ import annotations

from PIL import Image, ImageColor

from bot.leaderboard import Row
from bot.stats_picture import (
    AXIS_WIDTH,
    BACKGROUND,
    FILENAME,
    MARGIN,
    PR_LINE,
    WIDTH,
    MemberStats,
    describe,
    draw,
    stats_file,
)

ROWS = [
    ("sequence", Row(1, 8, 3, 412, 14, 1531.0, 96)),
    ("kosci", Row(1, 7, 2, 1820, 12, 1488.0, 301, {"quality": 652.4})),
    ("backgammon", Row(1, 5, 3, 9, 8, 1522.0, 3, {"error": 61.5, "decisions": 10})),
    ("solo", Row(1, 4, 0, 70, 7, None, 28)),
]
HISTORY = [("sequence", 1516.0), ("kosci", 1484.0), ("sequence", 1531.0), ("backgammon", 1522.0)]


def test_the_picture_is_a_palette_png_with_its_numbers_described():
    file = stats_file(MemberStats(ROWS, HISTORY), "cs")
    assert file.filename == FILENAME
    image = Image.open(file.fp)
    assert image.format == "PNG" and image.mode == "P" and image.width == WIDTH
    assert file.description == describe(MemberStats(ROWS, HISTORY), "cs")
    assert "Sekvence: rating 1\u00a0516 → 1\u00a0531" in file.description
    assert "Kostky: odehráno 8 · vyhráno 3" in file.description
    assert "Kości (polské kostky) 301 kvalita rozhodnutí 93,2 % optima" in file.description


def test_without_rated_games_and_with_hundreds_of_them():
    unrated = draw(MemberStats(ROWS[-1:], []), "pl")
    many = draw(MemberStats(ROWS, [(ROWS[i % 3][0], 1500.0 + i % 40) for i in range(500)]), "en")
    assert unrated.width == many.width == WIDTH
    assert unrated.height < many.height  # no chart: a sentence instead
    assert len(describe(MemberStats(ROWS * 40, HISTORY * 100), "en")) <= 1024


def test_the_pr_trend_falls_as_he_gets_better_with_practice_games_hollow():
    performance = [
        ("backgammon", 14.0, True),
        ("backgammon", 9.0, False),
        ("backgammon", 6.0, False),
    ]
    stats = MemberStats(ROWS, HISTORY, performance)
    image = draw(stats, "en")
    assert image.width == WIDTH and image.height > draw(MemberStats(ROWS, HISTORY), "en").height
    colour = ImageColor.getrgb(PR_LINE)

    def dot(x: int) -> tuple[int, tuple[int, int, int]]:
        """The centre of the PR chart's dot in column x, and its colour there."""
        ys = [y for y in range(image.height) if image.getpixel((x, y)) == colour]
        centre = (min(ys) + max(ys)) // 2
        return centre, image.getpixel((x, centre))

    first_y, first = dot(MARGIN + AXIS_WIDTH)  # the practice game: a ring
    last_y, last = dot(WIDTH - MARGIN - 12)  # the last, rated: a full dot
    assert first == ImageColor.getrgb(BACKGROUND) and last == colour
    assert first_y < last_y  # 14 drawn above 6: lower is better, and it is falling
    assert "backgammon PR 14 → 6 (lower is better)" in describe(stats, "en")
    only_practised = [("backgammon", Row(1, 0, 0, 0, 0, None, None, {"practice_played": 2}))]
    assert draw(MemberStats(only_practised, [], performance), "pl").width == WIDTH
