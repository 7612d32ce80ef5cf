"""/leaderboard as members read it: a server's ranking of a game (or of all games) in words —
the top 10 and the member's own row under them — with each family's own figures, and the
figures' words shared with /stats (bot/stats_view.py) and the season boards
(bot/seasons/view.py)."""

from __future__ import annotations

import discord

from bot import leaderboard, texts
from bot.families import Families
from bot.i18n import t

COLOUR = 0xE8A317


async def ranking(
    sessions,
    families: Families,
    guild_id: int,
    game: str | None,
    sort: str | None,
    me: int,
    lang: str,
) -> discord.Embed:
    """The server's all-time ranking of `game` (None: every game), sorted by `sort`."""
    rows = await leaderboard.ranks(sessions, guild_id, game, sort)
    name = texts.game_name(game, lang) if game else t(lang, "leaderboard.all_games")
    embed = discord.Embed(title=t(lang, "leaderboard.title", game=name), colour=COLOUR)
    ranked_by = leaderboard.ranking(game, sort)
    if sort:
        embed.set_footer(text=t(lang, "leaderboard.sorted", sort=t(lang, f"sort.{ranked_by}")))
    lines = ranked_lines(families, game, ranked_by, rows, me, lang)
    practised = await leaderboard.practice(sessions, guild_id, game)
    if practised:  # practice games are unrated: a line of their own
        players = ", ".join(
            t(
                lang,
                "leaderboard.practice_player",
                player=f"<@{member.user_id}>",
                played=member.played,
                wins=member.wins,
            )
            for member in practised
        )
        lines.append(t(lang, "leaderboard.practice", players=players))
    embed.description = "\n".join(lines) or t(lang, "leaderboard.empty")
    return embed


def ranked_lines(
    families: Families,
    game: str | None,
    ranked_by: str,
    rows: list[leaderboard.Row],
    me: int,
    lang: str,
) -> list[str]:
    """The top 10, and under them the member's own row where he is not among them."""
    shown = [
        (rank, row)
        for rank, row in enumerate(rows, 1)
        if rank <= leaderboard.TOP or row.user_id == me
    ]
    lines = []
    for rank, row in shown:
        if rank > leaderboard.TOP + 1:  # members between the top 10 and him
            lines.append("…")
        line = _row_line(families, game, ranked_by, rank, row, lang)
        lines.append(f"{line} {t(lang, 'leaderboard.you')}" if row.user_id == me else line)
    return lines


def _row_line(
    families: Families, game: str | None, ranked_by: str, rank: int, row: leaderboard.Row, lang: str
) -> str:
    """A member's line on the leaderboard: his rank, his record and the figures."""
    player = f"<@{row.user_id}>"
    if ranked_by == "points_per_place":
        line = t(
            lang,
            "leaderboard.figures_row",
            rank=rank,
            player=player,
            value=round(row.points_per_place, 1),
            points=round(row.points / row.played, 1),
            place=round(row.average_place, 2),
            played=row.played,
        )
    else:
        solo = game is not None and leaderboard.solo(game)
        line = t(
            lang,
            "leaderboard.solo_row" if solo else "leaderboard.row",
            rank=rank,
            player=player,
            wins=row.wins,
            played=row.played,
            points=row.points,
        )
    return " · ".join([line, *figures(family_figures(families, game), row, lang)])


def family_figures(families: Families, game: str | None) -> tuple[str, ...]:
    """The figures a game's family shows beside rating, wins and points (none over all
    games)."""
    return () if game is None else families.of_game(game).figures


def figures(names: tuple[str, ...], row: leaderboard.Row, lang: str) -> list[str]:
    """The row's rating where it has one, and the game family's own figures `names` ("best
    287", "3 gammons"), those it has."""
    shown = []
    if row.rating is not None:
        key = "stat.rating_provisional" if row.provisional else "stat.rating"
        shown.append(t(lang, key, value=round(row.rating)))
    for name in names:
        value = row.figure(name)
        if value is not None:
            shown.append(t(lang, f"stat.{name}", value=round(value, 1)))
    practised = row.stats.get("practice_played")
    if practised:
        wins = row.stats.get("practice_wins", 0)
        shown.append(t(lang, "stat.practice", played=practised, wins=wins))
    return shown
