"""Seasons: a server's calendar month (or quarter: `/game settings season:`), from midnight to
midnight in the daily challenge's time zone (DAILY_TIMEZONE), the same for every server.

A season's board ranks the members of one game by an OpenSkill rating recomputed from that
season's rated results alone — each game of two or more seats that was not practice is one
rating event, computer seats fixed, exactly as bot/standings.py rates a game as it ends — read
through the index of a server's results of a game in order of time (a read costs the season's
results of that server and game, never its history). Backgammon's season is ranked by the same
rating: the FIBS match rating runs over a member's whole history (the all-time board).

When a season ends, each game's podium — the top three of its board among those with at least
CHAMPION_GAMES rated games in it — is kept (`season_champions`) and posted where the server
chose (bot/seasons/posts.py); a member's titles are shown in his /stats."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from datetime import date, datetime, timedelta
from typing import Any

from babel.dates import format_date
from sqlmodel import col, select

from bot import leaderboard, ratings, texts
from bot.days import DailyClock
from bot.i18n import t
from bot.layout import subtext
from bot.models import ResultRecord, SeasonChampion, ServerSettings
from rules import registry

MONTH, QUARTER = LENGTHS = ("month", "quarter")
CURRENT, PREVIOUS, ALL_TIME = "current", "previous", "all"  # /leaderboard season:
# A podium place needs this many rated games in the season: one lucky win is no title (the
# board itself ranks everyone who played).
CHAMPION_GAMES = 3
PODIUM = 3
MEDALS = ("🥇", "🥈", "🥉")
TITLES_SHOWN = 3  # a member's newest titles in /stats: a line each
# What a season's board may be ranked by (a family's counters are kept over all time only).
SORTS = ("rating", "wins", "points", "best", "average")


@dataclass(frozen=True)
class Season:
    """A season: the month, or the quarter, starting on its first month's first day."""

    year: int
    month: int  # its first month
    length: str = MONTH

    @classmethod
    def of(cls, day: date, length: str) -> Season:
        """The season `day` is in."""
        first = day.month if length == MONTH else day.month - (day.month - 1) % 3
        return cls(day.year, first, length)

    @classmethod
    def parse(cls, key: str) -> Season:
        """The season of a key ("2026-10", "2026-Q4")."""
        year, part = key.split("-")
        if part.startswith("Q"):
            return cls(int(year), 3 * int(part[1:]) - 2, QUARTER)
        return cls(int(year), int(part), MONTH)

    @property
    def key(self) -> str:
        if self.length == MONTH:
            return f"{self.year}-{self.month:02d}"
        return f"{self.year}-Q{(self.month + 2) // 3}"

    @property
    def first_day(self) -> date:
        return date(self.year, self.month, 1)

    @property
    def next(self) -> Season:
        month = self.month + (1 if self.length == MONTH else 3)
        return Season(self.year + (month > 12), (month - 1) % 12 + 1, self.length)

    @property
    def previous(self) -> Season:
        return Season.of(self.first_day - timedelta(days=1), self.length)

    def span(self, clock: DailyClock) -> tuple[datetime, datetime]:
        """When it starts and when the next one does (UTC)."""
        return clock.start(self.first_day), clock.start(self.next.first_day)

    def name(self, lang: str) -> str:
        """ "October 2026", "říjen 2026", "październik 2026"; "4th quarter 2026"."""
        pattern = "LLLL y" if self.length == MONTH else "QQQQ y"
        return format_date(self.first_day, pattern, locale=lang)


def ranking(sort: str | None) -> str:
    """What a season's board ranks by: `sort` where a season has it, else the rating."""
    return sort if sort in SORTS else "rating"


def rated_games() -> list[str]:
    """The games that have a rating (two or more seats), in the catalogue's order."""
    return [game for game in registry.GAMES if not leaderboard.solo(game)]


@dataclass
class _Tally:
    skill: ratings.Skill = ratings.START
    played: int = 0
    wins: int = 0
    points: float = 0
    placing_sum: int = 0
    best: float | None = None

    def row(self, user_id: int) -> leaderboard.Row:
        figures = (self.played, self.wins, self.points, self.placing_sum, self.skill.shown)
        return leaderboard.Row(user_id, *figures, self.best, rated=self.played)


@dataclass
class Board:
    """A game's season board: its members ranked, and how many rated games it had."""

    rows: list[leaderboard.Row] = field(default_factory=list)
    games: int = 0

    def podium(self) -> list[leaderboard.Row]:
        """The top three of those with CHAMPION_GAMES rated games or more."""
        return [row for row in self.rows if row.rated >= CHAMPION_GAMES][:PODIUM]


def rate_season(games: Iterable[Sequence[Any]], sort: str = "rating") -> Board:
    """The board of a game's season: `games` are its rated games in the order they ended, each
    its seats' results (user_id None: a computer), replayed as bot/standings.py rates a game."""
    tallies: dict[int, _Tally] = {}
    count = 0
    for seats in games:
        count += 1
        members = [
            None if s.user_id is None else tallies.setdefault(s.user_id, _Tally()) for s in seats
        ]
        before = [ratings.COMPUTER if m is None else m.skill for m in members]
        placings = [s.place for s in seats]
        after = ratings.rate(before, placings, [m is None for m in members])
        for seat, member, skill in zip(seats, members, after, strict=True):
            if member is None:
                continue
            member.skill = skill
            member.played += 1
            member.wins += int(seat.place == 1)
            member.points += seat.score
            member.placing_sum += seat.place
            member.best = seat.score if member.best is None else max(member.best, seat.score)
    rows = [tally.row(user_id) for user_id, tally in tallies.items()]
    return Board(leaderboard.ranked(rows, sort), count)


async def _results(sessions, guild_id: int, games: list[str], season: Season, clock) -> dict:
    """Each of `games`' rated games of the season on the server: {game: [seats…]}, the games in
    the order they ended. One read through `results_of_season`: the server's results of those
    games in the season's span, and no others (ordered here: a sort in the database would be
    one of rows it has just found)."""
    start, end = season.span(clock)
    result = ResultRecord
    columns = (result.game_id, result.seat, result.user_id, result.game, result.place)
    query = select(*columns, result.score, result.created_at).where(
        result.guild_id == guild_id,
        col(result.game).in_(games),
        result.created_at >= start,
        result.created_at < end,
        col(result.practice).is_(False),
    )
    async with sessions() as db:
        rows = (await db.exec(query)).all()
    seats: dict[int, list] = {}
    for row in sorted(rows, key=lambda row: (row.created_at, row.game_id, row.seat)):
        seats.setdefault(row.game_id, []).append(row)
    by_game: dict[str, list] = {game: [] for game in games}
    for game_seats in seats.values():
        if len(game_seats) > 1:  # (a game played alone moves no rating)
            by_game[game_seats[0].game].append(game_seats)
    return by_game


async def board(
    sessions, guild_id: int, game: str, season: Season, clock: DailyClock, sort: str | None = None
) -> Board:
    """The season's board of a game on the server, ranked by the season's rating (or `sort`:
    the figures a season has, the others falling back to the rating)."""
    if leaderboard.solo(game):
        return Board()
    played = await _results(sessions, guild_id, [game], season, clock)
    return rate_season(played[game], ranking(sort))


async def podiums(
    sessions, guild_id: int, season: Season, clock: DailyClock
) -> dict[str, list[leaderboard.Row]]:
    """Each game's podium of the season on the server (those that have one), the games with
    the most rated games in the season first."""
    played = await _results(sessions, guild_id, rated_games(), season, clock)
    boards = {game: rate_season(games) for game, games in played.items()}
    ordered = sorted(boards.items(), key=lambda item: -item[1].games)
    return {game: podium for game, board in ordered if (podium := board.podium())}


def champions(
    guild_id: int, season: Season, clock: DailyClock, podiums: dict[str, list[leaderboard.Row]]
) -> list[SeasonChampion]:
    """The rows that keep a season's podiums."""
    _, ends = season.span(clock)
    return [
        SeasonChampion(
            guild_id=guild_id,
            season=season.key,
            game=game,
            place=place,
            user_id=row.user_id,
            rating=row.rating,
            ends_at=ends,
        )
        for game, rows in podiums.items()
        for place, row in enumerate(rows, 1)
    ]


async def titles(sessions, guild_id: int, user_id: int) -> list[SeasonChampion]:
    """The member's newest titles on the server: the seasons he was a game's champion or its
    runner-up in."""
    query = (
        select(SeasonChampion)
        .where(
            SeasonChampion.guild_id == guild_id,
            SeasonChampion.user_id == user_id,
            SeasonChampion.place <= 2,
        )
        .order_by(col(SeasonChampion.ends_at).desc())
        .limit(TITLES_SHOWN)
    )
    async with sessions() as db:
        return list((await db.exec(query)).all())


def title_lines(titles: Sequence[SeasonChampion], lang: str) -> str:
    """ "🏆 Champion: Kości · October 2026" (🥈 a runner-up), a small line a title, newest
    first: under the member's name in /stats, like badges (small, so that /stats stays within
    a phone's screen)."""
    return "\n".join(
        subtext(
            t(
                lang,
                "season.title",
                place=title.place,
                game=texts.board_name(title.game, lang),
                season=Season.parse(title.season).name(lang),
            )
        )
        for title in titles
    )


def podium_lines(game: str, rows: Sequence[leaderboard.Row], lang: str) -> str:
    """A game's podium: "**Kości**", then its medals on a line together: "🥇 @A · 🥈 @B ·
    🥉 @C"."""
    places = [f"{medal} <@{row.user_id}>" for medal, row in zip(MEDALS, rows, strict=False)]
    return f"**{texts.board_name(game, lang)}**\n" + " · ".join(places)


async def length_of(sessions, guild_id: int) -> str:
    """How long the server's seasons last: "month" (the default) or "quarter"."""
    async with sessions() as db:
        row = await db.get(ServerSettings, guild_id)
    return MONTH if row is None else row.season_length


async def channel_of(sessions, guild_id: int) -> int | None:
    """Where the server's champions are posted (None: nowhere, and none are crowned)."""
    async with sessions() as db:
        row = await db.get(ServerSettings, guild_id)
    return None if row is None else row.season_channel_id


async def configure(
    sessions,
    guild_id: int,
    clock: DailyClock,
    length: str | None = None,
    channel_id: int | None = None,
    posts: bool | None = None,
) -> None:
    """`/game settings season: season_channel: season_posts:` (Manage Server): the length
    and the channel changed where given (`posts` False: posted nowhere). A change closes no
    season already over: the first post is of the season under way, at its end."""
    async with sessions() as db:
        row = await db.get(ServerSettings, guild_id) or ServerSettings(guild_id=guild_id)
        row.season_length = length or row.season_length
        if posts is False:
            row.season_channel_id = None
        elif channel_id is not None:
            row.season_channel_id = channel_id
        row.season_posted = Season.of(clock.today(), row.season_length).previous.key
        db.add(row)
        await db.commit()
