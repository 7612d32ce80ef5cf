"""/stats as members read it: a member's record per family and game in words with what his last
rated games' stories say (bot/story_stats.py: was it the dice?), his titles under his name,
and his charts (bot/stats_picture.py) — his rating after each game, his backgammon
PR, his last 30 days of the daily challenge — where they have something to show."""

from __future__ import annotations

from bot import leaderboard, leaderboard_view, stats_picture, story_stats, texts
from bot.daily.challenges import DailyChallenges
from bot.families import Families
from bot.i18n import t
from bot.layout import Layout, subtext
from bot.seasons import season as seasons
from bot.stats_picture import MemberStats
from rules import registry

COLOUR = 0x5865F2


async def member_stats(
    sessions,
    families: Families,
    daily: DailyChallenges,
    guild_id: int,
    user_id: int,
    display_name: str,
    lang: str,
) -> Layout:
    """The member's record and charts on the server; a member with no finished game gets a
    sentence saying so."""
    name = texts.literal(display_name)
    header = f"## {t(lang, 'stats.title', player=name)}"
    rows = await leaderboard.member(sessions, guild_id, user_id)
    days, streak = await daily.last_days(user_id), await daily.streak(user_id)
    if not rows and not days:
        return Layout(header, COLOUR, blocks=[t(lang, "stats.none", player=name)])
    titles = seasons.title_lines(await seasons.titles(sessions, guild_id, user_id), lang)
    header = "\n".join(filter(None, [header, titles]))  # his titles under his name
    history = await leaderboard.rating_history(sessions, guild_id, user_id)
    performance = await leaderboard.performance_history(sessions, guild_id, user_id)
    stats = MemberStats(rows, history, performance, days, daily.clock.today(), streak.current)
    marks = stats_picture.marks(stats)
    by_family: dict[str, list[tuple[str, leaderboard.Row]]] = {}
    for game, row in rows:
        by_family.setdefault(registry.get(game).family, []).append((game, row))
    blocks = []
    for family, games in by_family.items():
        record = _family_record(families, family, games, marks, lang)
        story = await _family_story(sessions, families, family, games, guild_id, user_id, lang)
        blocks.append("\n".join(filter(None, [record, story])))
    return Layout(header, COLOUR, picture=stats_picture.stats_file(stats, lang), blocks=blocks)


async def _family_story(
    sessions,
    families: Families,
    family: str,
    games: list[tuple[str, leaderboard.Row]],
    guild_id: int,
    user_id: int,
    lang: str,
) -> str:
    """What the member's last rated games of the family say of his luck and decisions, in
    small print ("" where its games tell no story, or he has too few)."""
    digits = families.story_digits(family)
    if digits is None:
        return ""
    story = await story_stats.told(sessions, guild_id, user_id, [game for game, _ in games])
    return subtext(story_stats.line(story, family, digits, lang)) if story else ""


def _family_record(
    families: Families,
    family: str,
    games: list[tuple[str, leaderboard.Row]],
    marks: dict[str, str],
    lang: str,
) -> str:
    """A family's games, each with its record and figures (and the square of its line in the
    chart); of two or more, under the family's name and totals."""
    lines = []
    for game, row in games:
        figures = leaderboard_view.family_figures(families, game)
        if "best" not in figures:  # every game's best score, whatever its family ranks by
            figures = (*figures, "best")
        record = [*record_words(game, row, lang), *leaderboard_view.figures(figures, row, lang)]
        name = " ".join(filter(None, [marks.get(game), f"**{texts.game_name(game, lang)}**"]))
        lines.append(f"{name} — {' · '.join(record)}")
    if len(games) == 1:
        return lines[0]
    played, won = sum(row.played for _, row in games), sum(row.wins for _, row in games)
    totals = t(lang, "stats.played_won", played=played, won=won)
    return "\n".join([f"**{t(lang, f'family.{family}')}** · {totals}", *lines])


def record_words(game: str, row: leaderboard.Row, lang: str) -> list[str]:
    """A member's record in one game: games, wins (none in a game played alone), points;
    nothing when he only practised it."""
    if not row.played:
        return []
    key = "stats.solo_row" if leaderboard.solo(game) else "stats.row"
    return [t(lang, key, played=row.played, wins=row.wins, points=row.points)]
