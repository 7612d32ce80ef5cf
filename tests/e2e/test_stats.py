"""/stats and the "Game stats" user command through the fake Discord: a member with 21 games in
3 families gets his record in words and the charts of the games he played more than once
(ephemeral, Components V2); one with none, a sentence; two who played each other are told
their luck over those games, one's the other's negative. /leaderboard shows the member who asks
where he stands."""

from __future__ import annotations

import io
import itertools
import random
import re
from datetime import UTC, datetime, timedelta

import pytest
from PIL import Image

from bot import db
from bot.models import Game, ResultRecord, Standing
from bot.stats_picture import FILENAME, WIDTH
from rules import registry
from tests.support import boards

GAMES = {"sequence": 8, "kosci": 7, "backgammon": 5, "six_dice": 1}  # 3 families


@pytest.fixture
async def bot(fake_discord, bot_process):
    return await bot_process()


async def finished_games(database, fake, player) -> None:
    """Bob's finished games against Alice, with results and standings as the bot keeps."""
    rng = random.Random(5)
    guild, me, other = int(fake.guild_id), int(player.id), int(fake.user("alice").id)
    order = [game for game, count in GAMES.items() for _ in range(count)]
    rng.shuffle(order)
    ratings = dict.fromkeys(GAMES, 1500.0)
    standings = {
        game: Standing(guild_id=guild, user_id=me, game=game, rated=count, played=count)
        for game, count in GAMES.items()
    }
    start = datetime(2026, 11, 1, tzinfo=UTC)
    async with db.session_factory(database)() as session:
        for number, game in zip(itertools.count(1), order, strict=False):
            family = registry.get(game).family
            session.add(
                Game(
                    id=number,
                    guild_id=guild,
                    channel_id=int(fake.channel),
                    family=family,
                    game=game,
                    status="over",
                    host_id=me,
                )
            )
            await session.flush()
            won = rng.random() < 0.5
            ratings[game] += 12 if won else -12
            row = standings[game]
            row.wins += won
            row.points += 100
            row.placing_sum += 1 if won else 2
            row.rating, row.best = ratings[game], 100
            when = start + timedelta(hours=number)
            for seat, (user, place) in enumerate(((me, 2 - won), (other, 1 + won))):
                session.add(
                    ResultRecord(
                        game_id=number,
                        seat=seat,
                        guild_id=guild,
                        user_id=user,
                        game=game,
                        place=place,
                        score=100,
                        created_at=when,
                        rating=ratings[game] if user == me else None,
                    )
                )
        session.add_all(standings.values())
        await session.commit()


def picture(message) -> Image.Image:
    assert boards.picture(message) == f"attachment://{FILENAME}"
    (attachment,) = message.attachments
    assert attachment["description"]  # the alt text carries the numbers
    return Image.open(io.BytesIO(message.files[FILENAME]))


async def test_stats_shows_the_record_in_words_and_the_ratings_of_games_played_twice(
    fake_discord, bot, database
):
    fake = fake_discord
    bob = fake.user("bob")  # Czech
    await finished_games(database, fake, bob)
    answer = await fake.slash(bob, None, "stats", {})
    message = answer.message
    assert message.ephemeral and message.embeds == []
    # A family's games under its totals; each charted game marked by its line's colour.
    assert boards.texts(message.components) == [
        "## Bob na tomto serveru",
        "**Kostky** · odehráno 9 · vyhráno 7\n"
        "🟦 **Sekvence** — 8 her, 6 výher, 800 bodů · rating 1\xa0548 (prozatímní)"
        " · nejlepší 100\n"
        "**6 kostek** — 1 hra, 1 výhra, 100 bodů · rating 1\xa0512 (prozatímní) · nejlepší 100",
        "🟨 **Kości (polské kostky)** — 7 her, 2 výhry, 700 bodů · rating 1\xa0464 (prozatímní)"
        " · nejlepší 100 · průměr 100",
        "🟪 **Vrhcáby** — 5 her, 2 výhry, 500 bodů · rating 1\xa0488 (prozatímní) · nejlepší 100",
    ]
    image = picture(message)
    assert image.format == "PNG" and image.size == (WIDTH, 252)
    # Six Dice, played once, is a lone rating: not charted.
    assert message.attachments[0]["description"] == (
        "Sekvence: rating 1\xa0512 → 1\xa0548; Kości (polské kostky): rating 1\xa0488 → 1\xa0464;"
        " Vrhcáby: rating 1\xa0512 → 1\xa0488"
    )


@pytest.mark.sqlite_only  # two games played out (the results' story: tests/bot/test_story_stats)
async def test_two_games_played_tell_each_player_his_luck_over_them(fake_discord, bot):
    """Alice and Bob play two games of Sequence: each one's /stats says his luck a game over
    both, with its interval; luck against the table, so Alice's is Bob's negated."""
    fake = fake_discord
    alice, bob = fake.user("alice"), fake.user("bob")
    for _ in range(2):
        lobby = (await fake.slash(alice, None, "dice play", {"game": "sequence"})).message
        lobby = await boards.click(fake, bob, lobby, "join")
        await boards.play_to_end(fake, await boards.click(fake, alice, lobby, "start"))
    lines = {}
    for member, said in (
        (alice, r"Luck (\S+) ± (\S+) · points a game \(the last 2 rated games\)"),
        (bob, r"Štěstí (\S+) ± (\S+) · v bodech na hru \(poslední 2 hodnocené hry\)"),
    ):
        message = (await fake.slash(member, None, "stats", {})).message
        last = boards.texts(message.components)[1].splitlines()[-1]
        found = re.fullmatch(r"-# 🍀 " + said, last)
        assert found, last
        lines[member.name] = found.groups()
    (luck, half), (other, other_half) = lines["alice"], lines["bob"]
    assert half == other_half.replace(",", ".") and float(half) >= 0
    assert luck.lstrip("+−") == other.lstrip("+−").replace(",", ".")
    assert luck == "0" or {luck[0], other[0]} == {"+", "−"}


async def test_the_game_stats_user_command_answers_for_the_clicked_member(
    fake_discord, bot, database
):
    fake = fake_discord
    alice, bob = fake.user("alice"), fake.user("bob")
    menu = fake.commands["Game stats"]
    assert menu["type"] == 2 and not menu.get("description")
    assert menu["name_localizations"]["cs"] == "Herní statistiky"
    await finished_games(database, fake, bob)
    answer = await fake.user_command(alice, None, "Game stats", bob)
    assert answer.message.ephemeral and picture(answer.message).width == WIDTH
    # Alice reads about Bob, in English
    assert boards.header(answer.message) == "## Bob on this server"
    # A member with no finished game: the sentence, no picture.
    answer = await fake.user_command(bob, None, "Game stats", fake.user("dana"))
    assert boards.texts(answer.message.components) == [
        "## Dana na tomto serveru",
        "Dana tu zatím nemá žádnou dohranou hru.",
    ]
    assert answer.message.attachments == []


async def test_the_leaderboard_shows_the_member_where_he_stands(fake_discord, bot, database):
    fake = fake_discord
    alice, bob = fake.user("alice"), fake.user("bob")
    # Eleven members rated 1,600 down to 1,500, Alice third, Bob last: 13th.
    ratings = {100 + n: 1600.0 - 10 * n for n in range(11)}
    ratings |= {int(alice.id): 1585.0, int(bob.id): 1400.0}
    async with db.session_factory(database)() as session:
        session.add_all(
            Standing(
                guild_id=int(fake.guild_id),
                user_id=user,
                game="sequence",
                played=4,
                rated=10,  # settled: no provisional mark
                wins=2,
                points=100,
                placing_sum=6,
                rating=rating,
            )
            for user, rating in ratings.items()
        )
        await session.commit()

    async def leaderboard(member) -> list[str]:
        answer = await fake.slash(member, None, "leaderboard", {"game": "sequence"})
        return answer.message.embeds[0]["description"].splitlines()

    # Among the top 10: her row marked.
    lines = await leaderboard(alice)
    assert len(lines) == 10
    assert lines[2] == f"**3.** <@{alice.id}> — 2/4 won, 100 points · rating 1,585 ← you"
    assert not any(line.endswith("← you") for line in lines[:2] + lines[3:])
    # Below them: his own row under the table.
    lines = await leaderboard(bob)  # in Czech
    assert lines[9].startswith("**10.** <@108> — ") and lines[10:] == [
        "…",
        f"**13.** <@{bob.id}> — výhry 2/4, 100 bodů · rating 1\xa0400 ← to jsi ty",
    ]
