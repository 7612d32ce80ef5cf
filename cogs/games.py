"""Commands every family shares: /game status|resign|cancel|away…, /leaderboard, /stats, /rules."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from bot import away, game_threads, leaderboard, stats_picture, texts
from bot.clicks import is_admin
from bot.controller import Attachment
from bot.daily import posts as daily_posts_of
from bot.game import GameError, Snapshot
from bot.i18n import cmd, numbered_game, option_key, t, user_language
from bot.layout import Layout
from bot.seasons import season as seasons
from bot.stats_picture import MemberStats
from cogs.common import game_choices, where_choices
from rules import registry

if TYPE_CHECKING:
    from bot.client import TableBot

# How often each member may ask for a command that costs the bot real work: /stats and its
# menu (a picture, 10–27 ms of CPU), /leaderboard (a ranking read), /game record and /game
# verify (a game's whole log read; verify replays it). Composing a slash command by hand takes
# seconds, and each answer is read before the next: nobody asking in earnest comes near 5 in
# 30 s, while a script asking 20 times a second gets 5 answers in 30 s and a short refusal for
# the rest. Per member, whatever the server: the work is the bot's wherever it is asked for.
COOLDOWN_USES, COOLDOWN_SECONDS = 5, 30.0


def costly():
    """A costly command's cooldown: a count of its own per member."""
    return app_commands.checks.cooldown(COOLDOWN_USES, COOLDOWN_SECONDS)


DAILY = "daily"  # /rules daily: the daily challenge (its text is a rules text's entry)
STATS_COOLDOWN = costly()  # /stats and the Game stats menu: one count for both


class GameCommands(
    commands.GroupCog, group_name=cmd("cmd.game"), group_description=cmd("cmd.game.desc")
):
    def __init__(self, bot: TableBot) -> None:
        self.bot = bot

    @app_commands.command(name=cmd("cmd.status"), description=cmd("cmd.status.desc"))
    async def status(self, interaction: discord.Interaction) -> None:
        await self.bot.controller.status(interaction)

    @app_commands.command(name=cmd("cmd.resign"), description=cmd("cmd.resign.desc"))
    async def resign(self, interaction: discord.Interaction) -> None:
        await self.bot.controller.resign(interaction)

    @app_commands.command(name=cmd("cmd.cancel"), description=cmd("cmd.cancel.desc"))
    async def cancel(self, interaction: discord.Interaction) -> None:
        await self.bot.controller.cancel(interaction)

    @app_commands.command(name=cmd("cmd.record"), description=cmd("cmd.record.desc"))
    @app_commands.rename(game=cmd("cmd.opt.game_number"))
    @app_commands.describe(game=cmd("cmd.opt.game_number.desc"))
    @app_commands.guild_only()
    @costly()
    async def record(
        self, interaction: discord.Interaction, game: app_commands.Range[int, 1] | None = None
    ) -> None:
        await self.bot.controller.record(interaction, game)

    @app_commands.command(name=cmd("cmd.verify"), description=cmd("cmd.verify.desc"))
    @app_commands.rename(game=cmd("cmd.opt.game_number"))
    @app_commands.describe(game=cmd("cmd.opt.game_number.desc"))
    @app_commands.guild_only()
    @costly()
    async def verify(
        self, interaction: discord.Interaction, game: app_commands.Range[int, 1] | None = None
    ) -> None:
        await self.bot.controller.verify(interaction, game)

    @app_commands.command(name=cmd("cmd.notify"), description=cmd("cmd.notify.desc"))
    @app_commands.rename(pings=cmd("cmd.opt.pings"))
    @app_commands.describe(pings=cmd("cmd.opt.pings.desc"))
    @app_commands.choices(
        pings=[
            app_commands.Choice(name=cmd("cmd.notify.on"), value="on"),
            app_commands.Choice(name=cmd("cmd.notify.off"), value="off"),
        ]
    )
    @app_commands.guild_only()
    async def notify(self, interaction: discord.Interaction, pings: str) -> None:
        work = self._notify(interaction, pings == "on")
        await self.bot.controller.answer(interaction, work, ephemeral=True)

    @app_commands.command(name=cmd("cmd.away"), description=cmd("cmd.away.desc"))
    @app_commands.rename(days=cmd("cmd.opt.days"), reason=cmd("cmd.opt.reason"))
    @app_commands.describe(days=cmd("cmd.opt.days.desc"), reason=cmd("cmd.opt.reason.desc"))
    async def away(
        self,
        interaction: discord.Interaction,
        days: app_commands.Range[int, 0, away.MAX_DAYS],
        reason: app_commands.Range[str, 1, away.REASON_LENGTH] | None = None,
    ) -> None:
        """Away for `days` (0: back now): his turns' deadlines in all his games wait."""
        await self.bot.controller.absences.away(interaction, days, reason)

    @app_commands.command(name=cmd("cmd.mine"), description=cmd("cmd.mine.desc"))
    @app_commands.guild_only()
    async def mine(self, interaction: discord.Interaction) -> None:
        await self.bot.controller.answer(interaction, self._mine(interaction), ephemeral=True)

    async def _mine(self, interaction: discord.Interaction) -> Attachment:
        """The member's running games here: each with its channel, whose turn and a link."""
        lang = user_language(interaction)
        games = await self.bot.service.games_of(interaction.guild_id, interaction.user.id)
        lines = [_my_game(snap, interaction.user.id, lang) for snap in games]
        embed = discord.Embed(title=t(lang, "mine.title"), colour=0x5865F2)
        embed.description = "\n".join(lines) or t(lang, "mine.none")
        return embed, []

    @app_commands.command(name=cmd("cmd.settings"), description=cmd("cmd.settings.desc"))
    @app_commands.rename(
        where=cmd("cmd.opt.default_where"),
        daily_channel=cmd("cmd.opt.daily_channel"),
        daily_posts=cmd("cmd.opt.daily_posts"),
        season=cmd("cmd.opt.season_length"),
        season_channel=cmd("cmd.opt.season_channel"),
        season_posts=cmd("cmd.opt.season_posts"),
    )
    @app_commands.describe(
        where=cmd("cmd.opt.default_where.desc"),
        daily_channel=cmd("cmd.opt.daily_channel.desc"),
        daily_posts=cmd("cmd.opt.daily_posts.desc"),
        season=cmd("cmd.opt.season_length.desc"),
        season_channel=cmd("cmd.opt.season_channel.desc"),
        season_posts=cmd("cmd.opt.season_posts.desc"),
    )
    @app_commands.choices(
        where=where_choices(),
        season=[
            app_commands.Choice(name=cmd(f"choice.season_length.{length}"), value=length)
            for length in seasons.LENGTHS
        ],
    )
    @app_commands.guild_only()
    async def settings(
        self,
        interaction: discord.Interaction,
        where: str | None = None,
        daily_channel: discord.TextChannel | None = None,
        daily_posts: bool | None = None,
        season: str | None = None,
        season_channel: discord.TextChannel | None = None,
        season_posts: bool | None = None,
    ) -> None:
        """Without an option: the server's settings; with one (Manage Server): changed."""
        work = self._settings(
            interaction,
            where,
            daily_channel,
            daily_posts,
            (season, season_channel, season_posts),
        )
        await self.bot.controller.answer(interaction, work, ephemeral=True)

    async def _settings(
        self,
        interaction: discord.Interaction,
        where: str | None,
        daily_channel: discord.TextChannel | None,
        daily_posts: bool | None,
        season: tuple[str | None, discord.TextChannel | None, bool | None],
    ) -> Attachment:
        lang = user_language(interaction)
        sessions, guild_id = self.bot.service.sessions, interaction.guild_id
        lines = []
        if (where, daily_channel, daily_posts, *season) != (None,) * 6:
            if not is_admin(interaction):
                raise GameError("settings.manage_server")
            if where is not None:
                await game_threads.set_server_default(sessions, guild_id, where)
            if daily_channel is not None or daily_posts is False:
                channel = daily_channel.id if daily_channel and daily_posts is not False else None
                await daily_posts_of.set_channel(sessions, guild_id, channel)
            if season != (None, None, None):
                length, channel, posts = season
                clock = self.bot.wings["seasons"].clock
                channel_id = channel and channel.id
                await seasons.configure(sessions, guild_id, clock, length, channel_id, posts)
            lines.append(t(lang, "settings.saved"))
        default = await game_threads.server_default(sessions, guild_id)
        lines.append(t(lang, "settings.where", where=default))
        posted = await daily_posts_of.channel_of(sessions, guild_id)
        if posted is None:
            lines.append(t(lang, "settings.daily_off"))
        else:
            lines.append(t(lang, "settings.daily_channel", channel=f"<#{posted}>"))
        length = await seasons.length_of(sessions, guild_id)
        crowned = await seasons.channel_of(sessions, guild_id)
        if crowned is None:
            lines.append(t(lang, "settings.season_off", length=length))
        else:
            lines.append(t(lang, "settings.season", length=length, channel=f"<#{crowned}>"))
        embed = discord.Embed(title=t(lang, "settings.title"), colour=0x5865F2)
        embed.description = "\n".join(lines)
        return embed, []

    async def _notify(self, interaction: discord.Interaction, wanted: bool) -> Attachment:
        opt_outs = self.bot.controller.pings.opt_outs
        await opt_outs.want(interaction.guild_id, interaction.user.id, wanted)
        text = t(user_language(interaction), "notify.on" if wanted else "notify.off")
        return discord.Embed(description=text, colour=0x5865F2), []


class ServerCommands(commands.Cog):
    def __init__(self, bot: TableBot) -> None:
        self.bot = bot
        # Right-click a member → Apps → Game stats: /stats for him. (A context menu cannot be
        # declared in a cog's body; it is added to the tree here and removed on unload.)
        self.stats_menu = app_commands.ContextMenu(name=cmd("menu.stats"), callback=self.stats_of)
        bot.tree.add_command(self.stats_menu)

    async def cog_unload(self) -> None:
        self.bot.tree.remove_command(self.stats_menu.name, type=self.stats_menu.type)

    @app_commands.command(name=cmd("cmd.leaderboard"), description=cmd("cmd.leaderboard.desc"))
    @app_commands.rename(
        game=cmd("cmd.opt.game"), sort=cmd("cmd.opt.sort"), season=cmd("cmd.opt.season")
    )
    @app_commands.describe(
        game=cmd("cmd.opt.game.desc"),
        sort=cmd("cmd.opt.sort.desc"),
        season=cmd("cmd.opt.season.desc"),
    )
    @app_commands.choices(
        game=game_choices(),
        sort=[
            app_commands.Choice(name=cmd(f"sort.{name}"), value=name) for name in leaderboard.SORTS
        ],
        season=[
            app_commands.Choice(name=cmd(f"choice.season.{season}"), value=season)
            for season in (seasons.CURRENT, seasons.PREVIOUS, seasons.ALL_TIME)
        ],
    )
    @app_commands.guild_only()
    @costly()
    async def leaderboard(
        self,
        interaction: discord.Interaction,
        game: str | None = None,
        sort: str | None = None,
        season: str = seasons.ALL_TIME,
    ) -> None:
        if season == seasons.ALL_TIME:
            work = self._leaderboard(interaction, game, sort)
        else:
            work = self._season_board(interaction, game, sort, season == seasons.PREVIOUS)
        await self.bot.controller.answer(interaction, work)

    async def _leaderboard(
        self, interaction: discord.Interaction, game: str | None, sort: str | None
    ) -> Attachment:
        lang = user_language(interaction)
        rows = await leaderboard.ranks(self.bot.service.sessions, interaction.guild_id, game, sort)
        name = texts.game_name(game, lang) if game else t(lang, "leaderboard.all_games")
        embed = discord.Embed(title=t(lang, "leaderboard.title", game=name), colour=0xE8A317)
        ranked_by = leaderboard.ranking(game, sort)
        if sort:
            embed.set_footer(text=t(lang, "leaderboard.sorted", sort=t(lang, f"sort.{ranked_by}")))
        lines = self._ranked_lines(game, ranked_by, rows, interaction.user.id, lang)
        practised = await leaderboard.practice(
            self.bot.service.sessions, interaction.guild_id, game
        )
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
        return embed, []

    async def _season_board(
        self, interaction: discord.Interaction, game: str | None, sort: str | None, previous: bool
    ) -> Attachment:
        """The season's board of a game (bot/seasons/season.py); over all games, each game's podium
        as it stands (the champions were the season to end now)."""
        lang = user_language(interaction)
        sessions, guild_id = self.bot.service.sessions, interaction.guild_id
        clock = self.bot.wings["seasons"].clock
        season = seasons.Season.of(clock.today(), await seasons.length_of(sessions, guild_id))
        season = season.previous if previous else season
        name = season.name(lang)
        which = texts.game_name(game, lang) if game else t(lang, "leaderboard.all_games")
        title = t(lang, "leaderboard.title", game=f"{which} · {name}")
        embed = discord.Embed(title=title, colour=0xE8A317)
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
            board = await seasons.board(sessions, guild_id, game, season, clock, ranked_by)
            lines = self._ranked_lines(game, ranked_by, board.rows, interaction.user.id, lang)
            lines = lines or [t(lang, "season.empty", season=name)]
        if not previous:
            _, ends = season.span(clock)
            lines.append(t(lang, "season.ends", when=f"<t:{int(ends.timestamp())}:R>"))
        embed.description = "\n".join(lines)
        return embed, []

    def _ranked_lines(
        self, game: str | None, ranked_by: str, rows: list[leaderboard.Row], me: int, lang: str
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
            line = self._leaderboard_row(game, ranked_by, rank, row, lang)
            lines.append(f"{line} {t(lang, 'leaderboard.you')}" if row.user_id == me else line)
        return lines

    def _leaderboard_row(
        self, game: str | None, ranked_by: str, rank: int, row: leaderboard.Row, lang: str
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
        return " · ".join([line, *_figures(self._family_figures(game), row, lang)])

    @app_commands.command(name=cmd("cmd.stats"), description=cmd("cmd.stats.desc"))
    @app_commands.rename(user=cmd("cmd.opt.user"))
    @app_commands.describe(user=cmd("cmd.opt.user.desc"))
    @app_commands.guild_only()
    @STATS_COOLDOWN
    async def stats(
        self, interaction: discord.Interaction, user: discord.User | None = None
    ) -> None:
        await self.stats_of(interaction, user or interaction.user)

    @app_commands.guild_only()
    @STATS_COOLDOWN
    async def stats_of(self, interaction: discord.Interaction, member: discord.Member) -> None:
        work = self._stats(interaction, member)
        await self.bot.controller.answer(interaction, work, ephemeral=True)

    async def _stats(self, interaction: discord.Interaction, who: discord.abc.User) -> Layout:
        """The member's record per family and game in words, and his charts — his rating after
        each game, his backgammon PR — where they have a trend to show; a member with no
        finished game gets a sentence saying so."""
        lang = user_language(interaction)
        sessions, guild_id = self.bot.service.sessions, interaction.guild_id
        name = texts.literal(who.display_name)
        header = f"## {t(lang, 'stats.title', player=name)}"
        rows = await leaderboard.member(sessions, guild_id, who.id)
        daily = self.bot.wings["daily"].challenges
        days, streak = await daily.last_days(who.id), await daily.streak(who.id)
        if not rows and not days:
            return Layout(header, 0x5865F2, blocks=[t(lang, "stats.none", player=name)])
        titles = seasons.title_lines(await seasons.titles(sessions, guild_id, who.id), lang)
        header = "\n".join(filter(None, [header, titles]))  # his titles under his name
        history = await leaderboard.rating_history(sessions, guild_id, who.id)
        performance = await leaderboard.performance_history(sessions, guild_id, who.id)
        today = daily.clock.today()
        stats = MemberStats(rows, history, performance, days, today, streak.current)
        marks = stats_picture.marks(stats)
        families: dict[str, list[tuple[str, leaderboard.Row]]] = {}
        for game, row in rows:
            families.setdefault(registry.get(game).family, []).append((game, row))
        return Layout(
            header,
            0x5865F2,
            picture=stats_picture.stats_file(stats, lang),
            blocks=[
                self._family_record(family, games, marks, lang)
                for family, games in families.items()
            ],
        )

    def _family_record(
        self,
        family: str,
        games: list[tuple[str, leaderboard.Row]],
        marks: dict[str, str],
        lang: str,
    ) -> str:
        """A family's games, each with its record and figures (and the square of its line in
        the chart); of two or more, under the family's name and totals."""
        lines = []
        for game, row in games:
            figures = self._family_figures(game)
            if "best" not in figures:  # every game's best score, whatever its family ranks by
                figures = (*figures, "best")
            record = [*_record(game, row, lang), *_figures(figures, row, lang)]
            name = " ".join(filter(None, [marks.get(game), f"**{texts.game_name(game, lang)}**"]))
            lines.append(f"{name} — {' · '.join(record)}")
        if len(games) == 1:
            return lines[0]
        played, won = sum(row.played for _, row in games), sum(row.wins for _, row in games)
        totals = t(lang, "stats.played_won", played=played, won=won)
        return "\n".join([f"**{t(lang, f'family.{family}')}** · {totals}", *lines])

    def _family_figures(self, game: str | None) -> tuple[str, ...]:
        """The figures a game's family shows beside rating, wins and points (none over all
        games)."""
        return () if game is None else self.bot.families.of_game(game).figures

    @app_commands.command(name=cmd("cmd.rules"), description=cmd("cmd.rules.desc"))
    @app_commands.rename(game=cmd("cmd.opt.game"))
    @app_commands.describe(game=cmd("cmd.opt.game.desc"))
    @app_commands.choices(
        game=[*game_choices(), app_commands.Choice(name=cmd("rules.daily_choice"), value=DAILY)]
    )
    async def rules(self, interaction: discord.Interaction, game: str) -> None:
        await self.bot.controller.answer(interaction, _rules(game, interaction), ephemeral=True)


async def _rules(game: str, interaction: discord.Interaction) -> Attachment:
    lang = user_language(interaction)
    family = DAILY if game == DAILY else registry.get(game).family
    embed = discord.Embed(
        title=texts.game_name(game, lang),
        description=texts.rules_text(game, lang, lambda name: t(lang, option_key(family, name))),
        colour=0x5865F2,
    )
    embed.set_footer(text=texts.summary(game, lang))
    return embed, []


def _my_game(snap: Snapshot, user_id: int, lang: str) -> str:
    game = snap.game
    seat = snap.to_move
    if game.status == "lobby":
        state = t(lang, "mine.lobby")
    elif seat is not None and snap.seats[seat].user_id == user_id:
        state = t(lang, "mine.your_turn", deadline=f"<t:{int(snap.deadline().timestamp())}:R>")
    else:
        state = t(
            lang, "mine.turn_of", player=snap.player_name(seat, lang) if seat is not None else "—"
        )
    return t(
        lang,
        "mine.row",
        game=f"**{numbered_game(game.game, game.id, lang)}**",
        channel=snap.place.mention,
        state=state,
        link=snap.board_link(),
    )


def _record(game: str, row: leaderboard.Row, lang: str) -> list[str]:
    """A member's record in one game: games, wins (none in a game played alone), points;
    nothing when he only practised it."""
    if not row.played:
        return []
    key = "stats.solo_row" if leaderboard.solo(game) else "stats.row"
    return [t(lang, key, played=row.played, wins=row.wins, points=row.points)]


def _figures(figures: tuple[str, ...], row: leaderboard.Row, lang: str) -> list[str]:
    """The row's rating where it has one, and the game family's own `figures` ("best 287",
    "3 gammons"), those it has."""
    shown = []
    if row.rating is not None:
        key = "stat.rating_provisional" if row.provisional else "stat.rating"
        shown.append(t(lang, key, value=round(row.rating)))
    for name in figures:
        value = row.figure(name)
        if value is not None:
            shown.append(t(lang, f"stat.{name}", value=round(value, 1)))
    practised = row.stats.get("practice_played")
    if practised:
        wins = row.stats.get("practice_wins", 0)
        shown.append(t(lang, "stat.practice", played=practised, wins=wins))
    return shown
