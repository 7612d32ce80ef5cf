"""A season's board as /leaderboard season: shows it: a game's ranking over the season so far
(or the last one) with what the viewer's games of it say of his luck (bot/story_stats.py),
and over all games each game's podium as it stands; with when the season ends
(bot/seasons/season.py works the boards out)."""

from __future__ import annotations

import discord

from bot import leaderboard, leaderboard_view, story_stats, texts
from bot.days import DailyClock
from bot.families import Families
from bot.i18n import t
from bot.seasons import season as seasons
from rules import registry


async def board(
    sessions,
    families: Families,
    clock: DailyClock,
    guild_id: int,
    game: str | None,
    sort: str | None,
    previous: bool,
    me: int,
    lang: str,
) -> discord.Embed:
    """The season's board of a game; over all games, each game's podium as it stands (the
    champions were the season to end now)."""
    season = seasons.Season.of(clock.today(), await seasons.length_of(sessions, guild_id))
    season = season.previous if previous else season
    name = season.name(lang)
    which = texts.game_name(game, lang) if game else t(lang, "leaderboard.all_games")
    title = t(lang, "leaderboard.title", game=f"{which} · {name}")
    embed = discord.Embed(title=title, colour=leaderboard_view.COLOUR)
    if game is None:
        podiums = await seasons.podiums(sessions, guild_id, season, clock)
        lines = [seasons.podium_lines(each, rows, lang) for each, rows in podiums.items()]
        enough = seasons.CHAMPION_GAMES
        lines = lines or [t(lang, "season.no_podium", games=enough, season=name)]
    elif leaderboard.solo(game):
        lines = [t(lang, "season.solo")]
    else:
        ranked_by = seasons.ranking(sort)
        if sort:
            sorted_by = t(lang, "leaderboard.sorted", sort=t(lang, f"sort.{ranked_by}"))
            embed.set_footer(text=sorted_by)
        ranked = await seasons.board(sessions, guild_id, game, season, clock, ranked_by)
        lines = leaderboard_view.ranked_lines(families, game, ranked_by, ranked.rows, me, lang)
        if lines:  # what it lists: who may stand on its podium, and how ties go
            lines.append(t(lang, "season.rule", games=seasons.CHAMPION_GAMES))
        family = registry.get(game).family
        digits = families.story_digits(family)
        if digits is not None:  # the viewer's luck and decisions over the season's games
            story = await story_stats.told(sessions, guild_id, me, [game], season.span(clock))
            if story:
                lines.append(story_stats.line(story, family, digits, lang, season=True))
        lines = lines or [t(lang, "season.empty", season=name)]
    if not previous:
        _, ends = season.span(clock)
        lines.append(t(lang, "season.ends", when=f"<t:{int(ends.timestamp())}:R>"))
    embed.description = "\n".join(lines)
    return embed
