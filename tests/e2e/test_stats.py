"""/stats and the "Game stats" user command through the fake Discord: a member with 20 games in
3 families gets his record in words and as a picture (ephemeral); one with none, a sentence."""

from __future__ import annotations

import io
import itertools
import random
from datetime import UTC, datetime, timedelta

import pytest
from PIL import Image

from bot import db
from bot.models import Game, ResultRecord, Standing
from bot.stats_picture import FILENAME, WIDTH
from rules import registry

GAMES = {"sequence": 8, "kosci": 7, "backgammon": 5}  # 3 families, 20 games


@pytest.fixture
async def bot(fake_discord, bot_process):
    return await bot_process()


async def twenty_games(database, fake, player) -> None:
    """Bob's 20 finished games against Alice, with results and standings as the bot keeps."""
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
    assert message.embeds[0]["image"]["url"] == f"attachment://{FILENAME}"
    (attachment,) = message.attachments
    assert attachment["description"]  # the alt text carries the numbers
    return Image.open(io.BytesIO(message.files[FILENAME]))


async def test_stats_shows_a_picture_of_twenty_games_in_three_families(fake_discord, bot, database):
    fake = fake_discord
    bob = fake.user("bob")  # Czech
    await twenty_games(database, fake, bob)
    answer = await fake.slash(bob, None, "stats", {})
    message = answer.message
    assert message.ephemeral
    assert [field["name"] for field in message.embeds[0]["fields"]] == [
        "Sekvence",
        "Kości (polské kostky)",
        "Vrhcáby",
    ]
    image = picture(message)
    assert image.format == "PNG" and image.width == WIDTH
    assert "Kostky: odehráno 8" in message.attachments[0]["description"]


async def test_the_game_stats_user_command_answers_for_the_clicked_member(
    fake_discord, bot, database
):
    fake = fake_discord
    alice, bob = fake.user("alice"), fake.user("bob")
    menu = fake.commands["Game stats"]
    assert menu["type"] == 2 and not menu.get("description")
    assert menu["name_localizations"]["cs"] == "Herní statistiky"
    await twenty_games(database, fake, bob)
    answer = await fake.user_command(alice, None, "Game stats", bob)
    assert answer.message.ephemeral and picture(answer.message).width == WIDTH
    assert "Bob" in answer.message.embeds[0]["title"]  # Alice reads about Bob, in English
    # A member with no finished game: the sentence, no picture.
    answer = await fake.user_command(bob, None, "Game stats", fake.user("dana"))
    embed = answer.message.embeds[0]
    assert "žádnou dohranou hru" in embed["description"] and "image" not in embed
    assert answer.message.attachments == []
