"""The daily challenge through the real bot and the fake Discord, in en/cs/pl: /daily's panel
(the member's own), a challenge played on it from the first click to perfect play's
comparison, one attempt a day, the day's boards (everyone's naming a member as every server
knows him), the share card in the channel (no dice on it,
nobody pinged), /game verify keeping the day's secret until midnight, and midnight itself at
each moment of the date matrix: the next day posted once, the last one's secret revealed."""

from __future__ import annotations

import asyncio
import re
from datetime import timedelta

import pytest

from bot.daily.view import day_name
from bot.days import DailyClock
from bot.i18n import t
from tests.support.boards import answer, choose, daily_attempt, daily_ids, daily_panel, texts

EPHEMERAL = 64
CHANNEL_MESSAGE = 4
SQUARES = re.compile(r"^[🟩🟨🟧🟥]+$", re.M)
MEMBERS = {"en": "alice", "cs": "bob", "pl": "cyril"}
SCORE_WORD = {"en": "Score", "cs": "Skóre", "pl": "Wynik"}


@pytest.fixture
async def bot(fake_discord, bot_process):
    return await bot_process()


@pytest.mark.parametrize("lang", ["en", "cs", "pl"])
async def test_a_daily_yahtzee_card_from_the_panel_to_the_share(fake_discord, bot, lang):
    fake, user = fake_discord, fake_discord.user(MEMBERS[lang])
    panel = await daily_panel(fake, user)
    assert t(lang, "daily.not_played") in "\n".join(texts(panel.components))
    assert {"d:play:dice", "d:play:yahtzee", "d:play:domino"} <= set(daily_ids(panel))
    board = await daily_attempt(fake, user, "yahtzee")
    shown = "\n".join(texts(board.components))
    score_word = SCORE_WORD[lang]
    assert f"{score_word} **" in shown and SQUARES.search(shown)
    score = shown.split(f"{score_word} **")[1].split("**")[0]
    share = next(i for i in daily_ids(board) if i.startswith("d:share:"))
    game_number = share.split(":")[2]

    # One attempt a day: the panel now shows the result, and its button the finished board.
    panel = await daily_panel(fake, user)
    assert f"· **{score}** · " in "\n".join(texts(panel.components))
    again = await fake.click(user, panel, "d:play:yahtzee")
    assert daily_ids(again.message) == daily_ids(board)

    # Shared: a card in the channel, in its server's language, for everyone; the squares,
    # never the dice.
    before = len(fake.messages())
    response = await fake.click(user, board, share)
    assert response.type == CHANNEL_MESSAGE and not response.message.flags & EPHEMERAL
    card = "\n".join(texts(fake.messages()[before].components))
    assert SQUARES.search(card) and "Score **" in card
    assert "die_" not in card and "⚀" not in card
    created = [body for _, body in fake.created() if body.get("allowed_mentions") is not None]
    assert all(not body["allowed_mentions"].get("parse") for body in created)

    # The card's ▶️ for one who played it today: one attempt a day, his own result said.
    again = await fake.click(user, fake.messages()[before], "d:open:yahtzee")
    assert again.message.flags & EPHEMERAL
    said = "\n".join(texts(again.message.components))
    assert t(lang, "daily.played_already") in said and f"{score_word} **{score}**" in said

    # Before midnight the day's secret stays sealed: verify says when it can check.
    verdict = await fake.slash(user, None, "game verify", {"game": int(game_number)})
    assert verdict.message.content == t(lang, "verify.sealed_day")


async def test_the_days_boards_and_a_domino_deal(fake_discord, bot):
    fake = fake_discord
    alice, bob = fake.user("alice"), fake.user("bob")
    for user in (alice, bob):
        board = await daily_attempt(fake, user, "domino")
        assert "d:boards:domino" in daily_ids(board)
    panel = await daily_panel(fake, alice)
    response = await fake.select(alice, panel, "d:boards:picked", ["domino"])
    assert response.type == CHANNEL_MESSAGE and response.message.flags & EPHEMERAL
    shown = "\n".join(texts(response.message.components))
    # The same deal, played the same way: the same score; the tie goes to who finished first.
    here = shown.split("**This server**")[1].split("**Everyone**")[0]
    assert here.index("Alice") < here.index("Bob") and "🥈 Bob" in here
    alices = shown.split("🥇 Alice — ")[1].splitlines()[0]
    assert alices.endswith(t("en", "leaderboard.you"))  # hers, marked
    assert here.count(alices.split(" ←")[0]) == 2
    assert t("en", "daily.your_place", place=1, count=2) in shown


async def test_everyone_s_board_names_a_member_as_every_server_knows_him(fake_discord, bot_process):
    """Bob, "S1BobNick" on this server, plays the day's deal here: this server's board may
    name him by its nickname, everyone's board — seen from any server — by his global display
    name, never by one server's nickname."""
    fake = fake_discord
    await bot_process(DEV_GUILD_ID="")  # global commands: the second server has them too
    alice, bob = fake.user("alice"), fake.user("bob")
    fake.set_nickname(bob, "S1BobNick")
    await daily_attempt(fake, bob, "domino")
    other = await fake.add_channel("games", await fake.add_guild("Server two"))

    async def boards(channel: str | None) -> tuple[str, str]:
        panel = (await answer(fake.slash(alice, channel, "daily"))).message
        response = await fake.select(alice, panel, "d:boards:picked", ["domino"])
        shown = "\n".join(texts(response.message.components))
        here, everyone = shown.split("**This server**")[1].split("**Everyone**")
        return here, everyone

    here, everyone = await boards(other)
    assert t("en", "daily.board_empty") in here
    assert "🥇 Bob — " in everyone and "S1BobNick" not in everyone
    here, everyone = await boards(None)  # on his own server
    assert "🥇 S1BobNick — " in here
    assert "🥇 Bob — " in everyone and "S1BobNick" not in everyone


@pytest.mark.parametrize("challenge", ["dice", "domino", "backgammon"])
async def test_each_challenge_to_its_comparison(fake_discord, bot, challenge):
    """The day's dice game (whichever the rotation gives), the domino deal and the position of
    the day (GNU Backgammon's, from the engine process), each played to its comparison by a
    member in each language."""
    fake = fake_discord
    for lang, member in MEMBERS.items():
        board = await daily_attempt(fake, fake.user(member), challenge)
        shown = "\n".join(texts(board.components))
        if challenge == "backgammon":
            assert t(lang, "daily.challenge_backgammon") in shown
            assert t(lang, "daily.result_loss", loss="X").split("X")[0] in shown
        else:
            assert f"{SCORE_WORD[lang]} **" in shown


async def test_continue_brings_the_attempt_back(fake_discord, bot):
    """A board lost (Discord forgets an ephemeral message on a reload): /daily's Continue
    shows the attempt where it stands."""
    fake, user = fake_discord, fake_discord.user("dana")
    panel = await daily_panel(fake, user)
    board = (await fake.click(user, panel, "d:play:yahtzee")).message
    board = await choose(fake, user, board)
    panel = await daily_panel(fake, user)
    assert "⏯" in str(panel.components)
    again = (await fake.click(user, panel, "d:play:yahtzee")).message
    assert texts(again.components) == texts(board.components)


async def test_the_day_is_posted_where_the_server_chose_once(fake_discord, bot_process):
    """/game settings daily_channel: the day is posted there (at once for today), its buttons
    open each member's own board; a restart posts it no second time."""
    fake, alice = fake_discord, fake_discord.user("alice")
    bot = await bot_process(HOUSEKEEPING_SECONDS="1")
    channel = await fake.add_channel("daily")
    settings = await answer(fake.slash(alice, None, "game settings", {"daily_channel": channel}))
    assert f"<#{channel}>" in settings.message.embeds[0]["description"]

    async def posts() -> list:
        return [m for m in fake.messages(channel) if any(daily_ids(m))]

    async with asyncio.timeout(20):
        while not await posts():
            await asyncio.sleep(0.2)
    post = (await posts())[0]
    assert "d:open:yahtzee" in daily_ids(post)
    opened = await answer(fake.click(fake.user("bob"), post, "d:open:yahtzee"))
    assert opened.type == CHANNEL_MESSAGE and opened.message.ephemeral
    assert any(c.startswith("g:") for c in opened.message.custom_ids)  # his board
    assert fake.message(post.id).components == post.components  # the post stays as it was

    await bot.restart()
    await asyncio.sleep(3)  # housekeeping rounds, each second
    assert len(await posts()) == 1


@pytest.mark.sqlite_only  # the day's post claimed once and its secret: tests/bot, both databases
async def test_at_midnight_the_next_day_is_posted_and_the_last_one_revealed(
    fake_discord, bot_process, clock, moment
):
    """The bot at a moment of the date matrix: the day (Prague's, whatever UTC's date is) is
    posted, an attempt at it is sealed; past the next midnight the next day is posted once,
    naming yesterday's best here with its secret, the attempt verifies, and /daily is the new
    day's."""
    fake, alice = fake_discord, fake_discord.user("alice")
    days = DailyClock()
    today = days.today(clock.now())
    await bot_process(HOUSEKEEPING_SECONDS="1")
    channel = await fake.add_channel("daily")
    await answer(fake.slash(alice, None, "game settings", {"daily_channel": channel}))

    def posts() -> list:
        return [m for m in fake.messages(channel) if any(daily_ids(m))]

    await fake.wait_until(lambda: posts(), timeout=20)
    assert day_name(today, "en") in texts(posts()[0].components)[0]
    board = await daily_attempt(fake, alice, "domino")
    game = int(next(i for i in daily_ids(board) if i.startswith("d:share:")).split(":")[2])
    sealed = await fake.slash(alice, None, "game verify", {"game": game})
    assert sealed.message.content == t("en", "verify.sealed_day")

    clock.advance(days.end(today) + timedelta(minutes=1) - clock.now())
    await fake.wait_until(lambda: len(posts()) == 2, timeout=20)
    tomorrow = today + timedelta(days=1)
    shown = "\n".join(texts(posts()[1].components))
    assert day_name(tomorrow, "en") in shown and "🥇 " in shown and "Alice" in shown
    assert t("en", "daily.post_revealed", secret="X").split("`")[0] in shown
    verdict = await fake.slash(alice, None, "game verify", {"game": game})
    assert verdict.message.content.startswith("✔"), verdict.message.content
    panel = "\n".join(texts((await daily_panel(fake, alice)).components))
    assert day_name(tomorrow, "en") in panel and t("en", "daily.not_played") in panel
    await asyncio.sleep(2.5)  # housekeeping rounds, each second: no second post
    assert len(posts()) == 2
