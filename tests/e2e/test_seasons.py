"""Seasons through the real bot and the fake Discord, on a clock of the bot's own
(TEST_CLOCK_FILE): results in two months, /leaderboard season:previous and season:current
ranking each month's games alone, and the month's close posting its champions once, and the
champion's title in /stats. (The close claimed once across processes and after a restart:
tests/bot/test_seasons.py.)"""

from __future__ import annotations

import asyncio
import re
from datetime import timedelta

import pytest

from bot import db
from bot.days import DailyClock
from bot.models import Game, ResultRecord, Standing
from bot.seasons.season import MONTH, Season
from tests.support.boards import answer, texts

GAME = "sequence"
MENTION = re.compile(r"<@(\d+)>")

# On SQLite alone: its database side runs on both databases in tests/bot.
pytestmark = pytest.mark.sqlite_only


async def seed(database, guild: int, channel: int, games: list[tuple]) -> None:
    """Finished games of Sequence, (when, winner, loser), with their results and the
    standings they make (as tests/e2e/test_stats.py seeds)."""
    standings: dict[int, Standing] = {}
    async with db.session_factory(database)() as session:
        for number, (when, winner, loser) in enumerate(games, 1):
            session.add(
                Game(
                    id=number,
                    guild_id=guild,
                    channel_id=channel,
                    family="dice",
                    game=GAME,
                    status="finished",
                    host_id=winner,
                )
            )
            await session.flush()
            for seat, (user, place) in enumerate(((winner, 1), (loser, 2))):
                session.add(
                    ResultRecord(
                        game_id=number,
                        seat=seat,
                        guild_id=guild,
                        user_id=user,
                        game=GAME,
                        place=place,
                        score=100 // place,
                        created_at=when,
                    )
                )
                row = standings.setdefault(user, Standing(guild_id=guild, user_id=user, game=GAME))
                row.played, row.rated = row.played + 1, row.rated + 1
                row.wins += place == 1
                row.points += 100 // place
                row.placing_sum += place
        session.add_all(standings.values())
        await session.commit()


def ranked(answered) -> list[int]:
    """The members of a leaderboard's rows, top first."""
    lines = answered.message.embeds[0]["description"].splitlines()
    return [int(found[1]) for line in lines if (found := MENTION.search(line))]


async def test_season_boards_and_the_close_of_a_season(
    fake_discord, bot_process, database, clock, moment
):
    fake = fake_discord
    alice, bob, cyril = (fake.user(name) for name in ("alice", "bob", "cyril"))
    a, b, c = (int(user.id) for user in (alice, bob, cyril))
    days = DailyClock()  # where the seasons start
    now = clock.now()
    this = Season.of(days.today(now), MONTH)
    last_start, this_start = this.previous.span(days)[0], this.span(days)[0]
    earlier = last_start + (this_start - last_start) / 2
    lately = this_start + (now - this_start) / 2
    # Last month Bob beat Alice three times and Cyril beat her once; this month Alice beat
    # Bob four times.
    games = [(earlier + timedelta(minutes=n), b, a) for n in range(3)]
    games += [(earlier + timedelta(hours=1), c, a)]
    games += [(lately + timedelta(seconds=n), a, b) for n in range(4)]
    await bot_process(HOUSEKEEPING_SECONDS="1")
    await seed(database, int(fake.guild_id), int(fake.channel), games)  # (migrated by the bot)

    previous = await answer(
        fake.slash(alice, None, "leaderboard", {"game": GAME, "season": "previous"})
    )
    assert ranked(previous) == [b, c, a]
    title = previous.message.embeds[0]["title"]
    assert title == f"Leaderboard — Sequence · {this.previous.name('en')}"
    current = await answer(
        fake.slash(alice, None, "leaderboard", {"game": GAME, "season": "current"})
    )
    assert ranked(current) == [a, b]
    assert "The season ends <t:" in current.message.embeds[0]["description"]

    seasons_channel = await fake.add_channel("seasons")
    options = {"season_channel": seasons_channel}
    settings = await answer(fake.slash(alice, None, "game settings", options))
    assert f"<#{seasons_channel}>" in settings.message.embeds[0]["description"]
    # Last month, over before the channel was set, is never posted: the one post is this one's.
    next_month = this.next.span(days)[0] + timedelta(minutes=1)
    clock.advance(next_month - clock.now())
    async with asyncio.timeout(5):
        while not fake.messages(seasons_channel):
            await asyncio.sleep(0.1)
    (post,) = fake.messages(seasons_channel)
    header, podium, _ = texts(post.components)
    assert header == f"## 🏆 Season champions · {this.name('en')}"
    assert podium == f"**Sequence**\n🥇 <@{a}> · 🥈 <@{b}>"
    ((_, body),) = fake.created(seasons_channel)
    assert body["allowed_mentions"] == {"parse": []}  # nobody pinged

    await asyncio.sleep(1.2)  # another housekeeping round, or more: no second post
    assert len(fake.messages(seasons_channel)) == 1
    stats = await answer(fake.slash(alice, None, "stats", {}))
    assert texts(stats.message.components)[0] == (
        f"## Alice on this server\n-# 🏆 Champion: Sequence · {this.name('en')}"
    )
