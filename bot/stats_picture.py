"""The /stats picture: a member's rating after each game (a line per game), his Performance
Rating after each backgammon game or match (lower is better; practice games hollow), and his
last 30 days of the daily challenge (a square a day, coloured by his best share of perfect
play that day). Only the charts that have something to show: a line needs two games. His
numbers (games, wins, best scores, a family's figures) are the message's text, where each
charted game is marked by a square of its line's colour.

Dark like Discord (#313338), drawn 480 px wide: a phone shows it about 284 px wide (×0.59), so
its 21 px text is 12.4 px there; a desktop shows it as drawn, shrunk only when taller than
350 px (with both charts)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import date, timedelta
from functools import cache

import discord
from PIL import Image, ImageDraw

from bot import texts
from bot.i18n import number, t
from bot.images import fitted, fitted_palette, font, png_file
from bot.leaderboard import Row
from rules import registry

FILENAME = "stats.png"
WIDTH, MARGIN = 480, 16
TEXT, HEADING = 21, 22  # px: 12.4 and 13 px on a phone
LINE = 28  # px per line of text
CHART_HEIGHT, PR_HEIGHT, AXIS_WIDTH = 150, 90, 72
BACKGROUND, INK, MUTED, GRID = "#313338", "#F2F3F5", "#B5BAC1", "#4E5058"
PR_LINE = "#3BA4F5"
# One colour per game line, most played first, each that of the square marking the game in
# the message's text (Discord's emoji); games beyond them are left out of the chart.
LINE_COLOURS = (
    ("#55ACEE", "🟦"),
    ("#FDCB58", "🟨"),
    ("#AA8ED6", "🟪"),
    ("#78B159", "🟩"),
    ("#DD2E44", "🟥"),
    ("#F4900C", "🟧"),
)
# Y gridline steps, the first that gives at most 5 lines is used.
STEPS = (10, 20, 25, 50, 100, 200, 250, 500, 1000)
PR_STEPS = (2, 5, 10, 20, 50, 100)
DAILY_DAYS, DAY_CELL, DAY_GAP = 30, 12, 2  # the daily strip: its days; a square and gap (ratio)
# A day's best share of perfect play (per cent): at least this, this colour; a day without one
# is the grid's.
DAY_COLOURS = ((100, "#78B159"), (90, "#FDCB58"), (75, "#F4900C"), (0, "#DD2E44"))


@dataclass(frozen=True)
class MemberStats:
    """What the picture shows: the member's standings, most played first, the rating after
    each of his rated games, and how well he played each game judged so (game, PR, practice),
    both oldest first."""

    rows: Sequence[tuple[str, Row]]
    history: Sequence[tuple[str, float]]
    performance: Sequence[tuple[str, float, bool]] = ()
    # His daily challenge: each day's shares of perfect play (per cent) over the last 30
    # days ending `today`, and his current streak.
    daily: Mapping[date, Sequence[int]] = field(default_factory=dict)
    today: date | None = None
    streak: int = 0


def stats_file(stats: MemberStats, lang: str) -> discord.File | None:
    """The picture, or None when no chart has two games to join yet (nor a daily day)."""
    if not (_lines(stats) or _has_pr_trend(stats) or stats.daily):
        return None
    return png_file(draw(stats, lang), FILENAME, describe(stats, lang), _palette())


def marks(stats: MemberStats) -> dict[str, str]:
    """The square in its line's colour that marks each charted game in the text."""
    return {game: mark for game, (_, mark) in zip(_lines(stats), LINE_COLOURS, strict=False)}


def describe(stats: MemberStats, lang: str) -> str:
    """The charts in words, for the picture's description (alt text, at most 1024 characters)."""
    parts = []
    for game, points in _lines(stats).items():
        first, last = (number(round(points[i][1]), lang) for i in (0, -1))
        path = t(lang, "stats.picture.rating_path", first=first, last=last)
        parts.append(f"{texts.game_name(game, lang)}: {path}")
    if _has_pr_trend(stats):
        first, last = (number(stats.performance[i][1], lang) for i in (0, -1))
        parts.append(t(lang, "stats.picture.pr_path", first=first, last=last))
    if stats.daily:
        best = max(max(shares) for shares in stats.daily.values())
        parts.append(t(lang, "stats.picture.daily_path", days=len(stats.daily), best=best))
    return "; ".join(parts)[:1024]


def _lines(stats: MemberStats) -> dict[str, list[tuple[int, float]]]:
    """(index among the member's rated games, rating) per game charted: the most played of
    those with two rated games or more (one is a lone dot)."""
    points: dict[str, list[tuple[int, float]]] = {}
    for index, (game, rating) in enumerate(stats.history):
        points.setdefault(game, []).append((index, rating))
    played = [game for game, _ in stats.rows]
    trends = sorted((game for game, line in points.items() if len(line) > 1), key=played.index)
    return {game: points[game] for game in trends[: len(LINE_COLOURS)]}


def _has_pr_trend(stats: MemberStats) -> bool:
    return len(stats.performance) > 1


def draw(stats: MemberStats, lang: str) -> Image.Image:
    # Drawn on a canvas tall enough for both charts, then cut to what was used.
    image = Image.new("RGB", (WIDTH, 600), BACKGROUND)
    pen = ImageDraw.Draw(image)
    y = MARGIN
    lines = _lines(stats)
    if lines:
        y = _rating_chart(pen, y, lines, len(stats.history), lang) + MARGIN
    if _has_pr_trend(stats):
        y = _performance_chart(pen, y, stats.performance, lang) + MARGIN
    if stats.daily:
        y = _daily_strip(pen, y, stats, lang) + MARGIN
    return image.crop((0, 0, WIDTH, y))


def _heading(pen: ImageDraw.ImageDraw, y: int, key: str, lang: str) -> int:
    heading = font(HEADING, bold=True)
    pen.text((MARGIN, y), fitted(t(lang, key), heading, WIDTH - 2 * MARGIN), INK, heading)
    return y + LINE + 8


def _rating_chart(
    pen: ImageDraw.ImageDraw,
    y: int,
    lines: dict[str, list[tuple[int, float]]],
    count: int,
    lang: str,
) -> int:
    """Each charted game's rating after each of his rated games (`count` in all)."""
    y = _heading(pen, y, "stats.picture.rating", lang)
    ratings = [rating for points in lines.values() for _, rating in points]
    step = next((s for s in STEPS if (max(ratings) - min(ratings)) / s <= 4), STEPS[-1])
    low = (min(ratings) // step) * step
    high = max(low + step, -(-max(ratings) // step) * step)
    axes = _axes(pen, y, CHART_HEIGHT, (low, high, step), count, lang)
    for (colour, _), points in zip(LINE_COLOURS, lines.values(), strict=False):
        xy = [axes.at(index, rating) for index, rating in points]
        pen.line(xy, colour, 4, joint="curve")
        x, y_end = xy[-1]
        pen.ellipse((x - 5, y_end - 5, x + 5, y_end + 5), colour)
    return axes.bottom + 6 + LINE


def _performance_chart(
    pen: ImageDraw.ImageDraw, y: int, games: Sequence[tuple[str, float, bool]], lang: str
) -> int:
    """His PR after each game, oldest first: lower is better; a practice game's dot hollow."""
    y = _heading(pen, y, "stats.picture.pr", lang)
    small = font(TEXT)
    note = fitted(t(lang, "stats.picture.pr_note"), small, WIDTH - 2 * MARGIN)
    pen.text((MARGIN, y), note, MUTED, small)
    y += LINE + 4
    values = [pr for _, pr, _ in games]
    step = next((s for s in PR_STEPS if max(values) / s <= 3), PR_STEPS[-1])
    high = max(step, -(-max(values) // step) * step)
    axes = _axes(pen, y, PR_HEIGHT, (0, high, step), len(games), lang)
    xy = [axes.at(index, pr) for index, pr in enumerate(values)]
    pen.line(xy, PR_LINE, 3, joint="curve")
    # Dots no wider than the gap between games, so that many games stay apart.
    radius = max(3, min(6, (axes.right - axes.left) / len(games) / 2))
    for (x, dot_y), (_, _, practice) in zip(xy, games, strict=True):
        box = (x - radius, dot_y - radius, x + radius, dot_y + radius)
        pen.ellipse(box, BACKGROUND if practice else PR_LINE, outline=PR_LINE, width=2)
    return axes.bottom + 6 + LINE


def _daily_strip(pen: ImageDraw.ImageDraw, y: int, stats: MemberStats, lang: str) -> int:
    """His last 30 days of the daily challenge, oldest first: a square a day in the colour of
    his average share of perfect play that day (one green among three reds would hide them),
    and his streak."""
    y = _heading(pen, y, "stats.picture.daily", lang)
    today = stats.today or max(stats.daily)
    step = (WIDTH - 2 * MARGIN) / DAILY_DAYS
    cell = step * DAY_CELL / (DAY_CELL + DAY_GAP)
    for n in range(DAILY_DAYS):
        day = today - timedelta(days=DAILY_DAYS - 1 - n)
        shares = stats.daily.get(day)
        colour = GRID
        if shares:
            average = sum(shares) / len(shares)
            colour = next(c for low, c in DAY_COLOURS if average >= low)
        x = MARGIN + n * step
        pen.rectangle((x, y, x + cell, y + 2 * cell), colour)
    y += round(2 * cell) + 8
    small = font(TEXT)
    legend = t(lang, "stats.picture.daily_note", streak=stats.streak)
    pen.text((MARGIN, y), fitted(legend, small, WIDTH - 2 * MARGIN), MUTED, small)
    return y + LINE


@dataclass(frozen=True)
class _Axes:
    """A chart's frame: its games from the first to the `count`th across, values from `low` to
    `high` up."""

    left: float
    right: float
    top: float
    bottom: float
    low: float
    high: float
    count: int

    def at(self, index: int, value: float) -> tuple[float, float]:
        across = (self.right - self.left) * index / max(self.count - 1, 1)
        up = (self.bottom - self.top) * (value - self.low) / (self.high - self.low)
        return self.left + across, self.bottom - up


def _axes(
    pen: ImageDraw.ImageDraw,
    y: int,
    height: int,
    scale: tuple[float, float, float],
    count: int,
    lang: str,
) -> _Axes:
    """Draw a chart's grid — a line and its value every `step` from `low` to `high` (the
    `scale`), the games' count under it — and return its frame."""
    low, high, step = scale
    axes = _Axes(MARGIN + AXIS_WIDTH, WIDTH - MARGIN - 8, y + 10, y + height, low, high, count)
    small = font(TEXT)
    value = low
    while value <= high:
        _, gy = axes.at(0, value)
        pen.line([(axes.left, gy), (axes.right, gy)], GRID, 1)
        pen.text((axes.left - 10, gy), number(value, lang), MUTED, small, anchor="rm")
        value += step
    pen.text((axes.left, axes.bottom + 6), "1", MUTED, small, anchor="lt")
    total = t(lang, "stats.picture.games", count=count)
    pen.text((axes.right, axes.bottom + 6), total, MUTED, small, anchor="rt")
    return axes


@cache
def _palette() -> Image.Image:
    """Fitted once to a picture with every colour and kind of text the pictures show: a line
    per colour, the PR chart with practice games."""
    games = tuple(game for game, rules in registry.GAMES.items() if rules.max_players > 1)
    games = games[: len(LINE_COLOURS)]
    rows = [(game, Row(0, 10, 4, 900, 15, 1500.0, 287)) for game in games]
    history = [(games[i % len(games)], 1400.0 + (i * 37) % 200) for i in range(40)]
    performance = [(games[0], 3.0 + (i * 7) % 20, i % 3 == 0) for i in range(30)]
    today = date(2026, 11, 27)
    daily = {today - timedelta(days=n): [110 - 12 * (n % 5)] for n in range(0, 30, 2)}
    return fitted_palette(draw(MemberStats(rows, history, performance, daily, today, 3), "cs"))
