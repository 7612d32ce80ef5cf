"""The /stats picture: a member's rating after each game (a line per game), his Performance
Rating after each backgammon game or match (lower is better; practice games hollow), games
played and won per family, and each game's best score with its family's figures (Yahtzee
decision quality, backgammon error rate). Dark like Discord (#313338); drawn 800 px wide with
no text under 24 px, so that at a phone's 390 px it stays at 11 px or more."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache

import discord
from PIL import Image, ImageDraw

from bot import texts
from bot.i18n import number, t
from bot.images import fitted, fitted_palette, font, png_file, text_width
from bot.leaderboard import Row
from rules import registry

FILENAME = "stats.png"
WIDTH, MARGIN = 800, 32
INNER = WIDTH - 2 * MARGIN
TEXT, HEADING = 24, 28  # px
LINE = 34  # px per line of text
CHART_HEIGHT, AXIS_WIDTH = 280, 76
BACKGROUND, INK, MUTED, GRID = "#313338", "#F2F3F5", "#B5BAC1", "#4E5058"
PLAYED, WON = "#6D6F78", "#57F287"
PR_LINE, PR_HEIGHT = "#3BA4F5", 160  # the Performance Rating's chart
# One colour per game line, most played first; games beyond them are left out of the chart.
LINE_COLOURS = ("#5865F2", "#FEE75C", "#EB459E", "#57F287", "#ED4245", "#3BA4F5")
FAMILIES = tuple(dict.fromkeys(rules.family for rules in registry.GAMES.values()))
PICTURE_FIGURES = ("quality", "error", "pr")
# Y gridline steps, the first that gives at most 5 lines is used.
STEPS = (10, 20, 25, 50, 100, 200, 250, 500, 1000)
PR_STEPS = (2, 5, 10, 20, 50, 100)


@dataclass(frozen=True)
class MemberStats:
    """What the picture shows: the member's standings, most played first, the rating after
    each of his rated games, and how well he played each game judged so (game, PR, practice),
    both oldest first."""

    rows: Sequence[tuple[str, Row]]
    history: Sequence[tuple[str, float]]
    performance: Sequence[tuple[str, float, bool]] = ()


def stats_file(stats: MemberStats, lang: str) -> discord.File:
    return png_file(draw(stats, lang), FILENAME, describe(stats, lang), _palette())


def describe(stats: MemberStats, lang: str) -> str:
    """The picture's numbers in words, for its description (alt text, at most 1024 characters)."""
    parts = []
    for game, points in _lines(stats).items():
        first, last = (number(round(points[i][1]), lang) for i in (0, -1))
        path = t(lang, "stats.picture.rating_path", first=first, last=last)
        parts.append(f"{texts.game_name(game, lang)}: {path}")
    if stats.performance:
        first, last = (number(stats.performance[i][1], lang) for i in (0, -1))
        parts.append(t(lang, "stats.picture.pr_path", first=first, last=last))
    for family, (played, won) in _family_totals(stats.rows).items():
        counts = t(lang, "stats.picture.played_won", played=played, won=won)
        parts.append(f"{t(lang, f'family.{family}')}: {counts}")
    best = [
        " ".join([texts.game_name(game, lang), number(row.best or 0, lang), *_figures(row, lang)])
        for game, row in _played(stats.rows)
    ]
    parts.append(f"{t(lang, 'stats.picture.best')}: {', '.join(best)}")
    return "; ".join(parts)[:1024]


def _lines(stats: MemberStats) -> dict[str, list[tuple[int, float]]]:
    """(index among the member's rated games, rating) per game charted: the most played."""
    played = [game for game, _ in stats.rows]
    shown = sorted({game for game, _ in stats.history}, key=played.index)[: len(LINE_COLOURS)]
    lines: dict[str, list[tuple[int, float]]] = {game: [] for game in shown}
    for index, (game, rating) in enumerate(stats.history):
        if game in lines:
            lines[game].append((index, rating))
    return lines


def _family_totals(rows: Sequence[tuple[str, Row]]) -> dict[str, tuple[int, int]]:
    """(played, won) per family the member played, in the bot's order of families."""
    totals = {family: (0, 0) for family in FAMILIES}
    for game, row in rows:
        family = registry.get(game).family
        played, won = totals[family]
        totals[family] = (played + row.played, won + row.wins)
    return {family: counts for family, counts in totals.items() if counts[0]}


def draw(stats: MemberStats, lang: str) -> Image.Image:
    # Drawn on a canvas tall enough for anything, then cut to what was used.
    image = Image.new("RGB", (WIDTH, 2400), BACKGROUND)
    pen = ImageDraw.Draw(image)
    y = _rating_chart(pen, MARGIN, stats, lang)
    if stats.performance:
        y = _performance_chart(pen, y + MARGIN, stats.performance, lang)
    played = _played(stats.rows)
    if played:  # not when he only practised
        y = _families(pen, y + MARGIN, played, lang)
        y = _best_scores(pen, y + MARGIN, played, lang)
    return image.crop((0, 0, WIDTH, y + MARGIN))


def _played(rows: Sequence[tuple[str, Row]]) -> list[tuple[str, Row]]:
    """The standings of games he played, not only practised."""
    return [(game, row) for game, row in rows if row.played]


def _performance_chart(
    pen: ImageDraw.ImageDraw, y: int, games: Sequence[tuple[str, float, bool]], lang: str
) -> int:
    """His PR after each game, oldest first: lower is better; a practice game's dot hollow."""
    pen.text((MARGIN, y), t(lang, "stats.picture.pr"), INK, font(HEADING, bold=True))
    y += LINE + 8
    small = font(TEXT)
    pen.text((MARGIN, y), t(lang, "stats.picture.pr_note"), MUTED, small)
    y += LINE + 8
    values = [pr for _, pr, _ in games]
    step = next((s for s in PR_STEPS if max(values) / s <= 4), PR_STEPS[-1])
    high = max(step, -(-max(values) // step) * step)
    axes = _axes(pen, y, PR_HEIGHT, (0, high, step), len(games), lang)
    xy = [axes.at(index, pr) for index, pr in enumerate(values)]
    if len(xy) > 1:
        pen.line(xy, PR_LINE, 4, joint="curve")
    for (x, dot_y), (_, _, practice) in zip(xy, games, strict=True):
        box = (x - 7, dot_y - 7, x + 7, dot_y + 7)
        pen.ellipse(box, BACKGROUND if practice else PR_LINE, outline=PR_LINE, width=3)
    return axes.bottom + 8 + LINE


def _rating_chart(pen: ImageDraw.ImageDraw, y: int, stats: MemberStats, lang: str) -> int:
    pen.text((MARGIN, y), t(lang, "stats.picture.rating"), INK, font(HEADING, bold=True))
    y += LINE + 8
    lines = _lines(stats)
    if not lines:
        pen.text((MARGIN, y), t(lang, "stats.picture.unrated"), MUTED, font(TEXT))
        return y + LINE
    ratings = [rating for points in lines.values() for _, rating in points]
    step = next((s for s in STEPS if (max(ratings) - min(ratings)) / s <= 4), STEPS[-1])
    low = (min(ratings) // step) * step
    high = max(low + step, -(-max(ratings) // step) * step)
    axes = _axes(pen, y, CHART_HEIGHT, (low, high, step), len(stats.history), lang)
    for colour, points in zip(LINE_COLOURS, lines.values(), strict=False):
        xy = [axes.at(index, rating) for index, rating in points]
        if len(xy) > 1:
            pen.line(xy, colour, 4, joint="curve")
        x, y_end = xy[-1]
        pen.ellipse((x - 6, y_end - 6, x + 6, y_end + 6), colour)
    return _legend(pen, axes.bottom + 8 + LINE + 8, lines, lang)


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
    axes = _Axes(MARGIN + AXIS_WIDTH, WIDTH - MARGIN - 12, y + 12, y + height, low, high, count)
    small = font(TEXT)
    value = low
    while value <= high:
        _, gy = axes.at(0, value)
        pen.line([(axes.left, gy), (axes.right, gy)], GRID, 1)
        pen.text((axes.left - 12, gy), number(value, lang), MUTED, small, anchor="rm")
        value += step
    pen.text((axes.left, axes.bottom + 8), "1", MUTED, small, anchor="lt")
    total = t(lang, "stats.picture.games", count=count)
    pen.text((axes.right, axes.bottom + 8), total, MUTED, small, anchor="rt")
    return axes


def _legend(
    pen: ImageDraw.ImageDraw, y: int, lines: dict[str, list[tuple[int, float]]], lang: str
) -> int:
    """A swatch, the game's name and its rating now, a line each."""
    small = font(TEXT)
    for colour, (game, points) in zip(LINE_COLOURS, lines.items(), strict=False):
        pen.rectangle((MARGIN, y + 8, MARGIN + 18, y + 26), colour)
        rating = number(round(points[-1][1]), lang)
        width = INNER - 28 - text_width(f" {rating}", small)
        name = fitted(texts.game_name(game, lang), small, width)
        pen.text((MARGIN + 28, y + 4), f"{name} {rating}", INK, small)
        y += LINE
    return y


def _families(pen: ImageDraw.ImageDraw, y: int, rows: Sequence[tuple[str, Row]], lang: str) -> int:
    pen.text((MARGIN, y), t(lang, "stats.picture.families"), INK, font(HEADING, bold=True))
    y += LINE + 8
    totals = _family_totals(rows)
    most = max(played for played, _ in totals.values())
    for family, (played, won) in totals.items():
        pen.text((MARGIN, y), t(lang, f"family.{family}"), INK, font(TEXT, bold=True))
        counts = t(lang, "stats.picture.played_won", played=played, won=won)
        pen.text((WIDTH - MARGIN, y), counts, MUTED, font(TEXT), anchor="ra")
        bar = y + LINE + 2
        pen.rectangle((MARGIN, bar, MARGIN + INNER * played / most, bar + 12), PLAYED)
        if won:
            pen.rectangle((MARGIN, bar, MARGIN + INNER * won / most, bar + 12), WON)
        y = bar + 12 + 16
    return y


def _best_scores(
    pen: ImageDraw.ImageDraw, y: int, rows: Sequence[tuple[str, Row]], lang: str
) -> int:
    pen.text((MARGIN, y), t(lang, "stats.picture.best"), INK, font(HEADING, bold=True))
    y += LINE + 8
    small, bold = font(TEXT), font(TEXT, bold=True)
    for game, row in rows:
        best = number(row.best or 0, lang)
        width = INNER - text_width(best, bold) - 24
        pen.text((MARGIN, y), fitted(texts.game_name(game, lang), small, width), INK, small)
        pen.text((WIDTH - MARGIN, y), best, INK, bold, anchor="ra")
        y += LINE
        for figure in _figures(row, lang):
            pen.text((MARGIN + 24, y), fitted(figure, small, INNER - 24), MUTED, small)
            y += LINE
    return y


def _figures(row: Row, lang: str) -> list[str]:
    """The family's figures the picture shows under a game's best score, those the row has."""
    values = ((name, row.figure(name)) for name in PICTURE_FIGURES)
    return [t(lang, f"stat.{name}", value=round(v, 1)) for name, v in values if v is not None]


@cache
def _palette() -> Image.Image:
    """Fitted once to a picture with every colour and kind of text the pictures show: a line
    per colour, a bar per family."""
    games = tuple(registry.GAMES)[: len(LINE_COLOURS)]
    rows = [
        (game, Row(0, 10, 4, 900, 15, 1500.0, 287, {"quality": 930, "error": 20, "decisions": 9}))
        for game in games
    ]
    history = [(games[i % len(games)], 1400.0 + (i * 37) % 200) for i in range(40)]
    performance = [(games[0], 3.0 + (i * 7) % 20, i % 3 == 0) for i in range(30)]
    return fitted_palette(draw(MemberStats(rows, history, performance), "cs"))
