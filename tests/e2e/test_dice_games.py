"""The real bot process against the fake Discord: every dice game from the slash command to
the leaderboard, refusals, stale boards, racing clicks, and a crash in the middle of a game."""

from __future__ import annotations

import asyncio

import pytest

from bot.i18n import LANGUAGES, t
from tests.support.boards import (
    button,
    buttons,
    choose,
    click,
    header,
    is_over,
    latest_board,
    mover,
    play_to_end,
    section,
    text,
    texts,
)

EPHEMERAL = 64
SHORT_GAMES = {
    "ones_and_fives": {"target": 1000},
    "six_dice": {"target": 1000},
    "figures": {},
    "sequence": {},
    "forbidden": {},
}
# Figures ends only when someone writes all 14 figures, General included: the test players
# never keep dice, so a computer seat (which does) brings that game to its end.
OPPONENT = {"figures": "computer"}


@pytest.fixture
async def bot(fake_discord, bot_process):
    return await bot_process()


async def open_game(fake, game, options=None, opponent="bob"):
    """Alice opens the game, the opponent (a user's name, or "computer") joins, Alice starts."""
    alice = fake.user("alice")
    response = await fake.slash(alice, None, "dice play", {"game": game, **(options or {})})
    assert response.type == 4, response.data
    board = response.message
    if opponent == "computer":
        board = await click(fake, alice, board, "computer")
    else:
        board = await click(fake, fake.user(opponent), board, "join")
    return await click(fake, alice, board, "start")


async def test_commands_are_synced_with_translations(fake_discord, bot):
    commands = fake_discord.commands
    assert {"dice", "game", "leaderboard", "stats", "rules"} <= set(commands)
    play = next(o for o in commands["dice"]["options"] if o["name"] == "play")
    game = next(o for o in play["options"] if o["name"] == "game")
    assert [c["value"] for c in game["choices"]] == list(SHORT_GAMES)
    assert commands["dice"]["name_localizations"]["cs"] == "kostky"
    assert game["choices"][0]["name_localizations"]["cs"].startswith("Jedničky a pětky")


@pytest.mark.parametrize("game", list(SHORT_GAMES))
async def test_a_whole_game_then_the_leaderboard(fake_discord, bot, game):
    opponent = OPPONENT.get(game, "bob")
    board = await open_game(fake_discord, game, SHORT_GAMES[game], opponent)
    board = await play_to_end(fake_discord, board)
    assert "🏆" in header(board)
    assert is_over(board)
    alice = fake_discord.user("alice")
    response = await fake_discord.slash(alice, None, "leaderboard", {"game": game})
    rows = response.message.embeds[0]["description"].splitlines()
    humans = 1 if opponent == "computer" else 2
    assert len(rows) == humans and all("<@" in row for row in rows)


async def test_refusals_are_private_and_change_nothing(fake_discord, bot):
    fake = fake_discord
    board = await open_game(fake, "sequence")
    first = mover(fake, board)
    other = fake.user("bob") if first.name == "alice" else fake.user("alice")
    stranger = fake.user("cyril")  # Polish
    roll = button(board, "roll").custom_id

    response = await fake.click(stranger, board, roll)
    assert response.type == 4 and response.data["data"]["flags"] & EPHEMERAL
    assert "Nie grasz" in response.data["data"]["content"]

    response = await fake.click(other, board, roll)
    assert response.data["data"]["flags"] & EPHEMERAL
    assert latest_board(fake).components == board.components  # nothing changed

    moved = await click(fake, first, board, "roll")
    handle = fake.click(other, board, roll)  # the old board, now out of date
    stale = await handle
    assert stale.type == 7 and stale.message.custom_ids == moved.custom_ids
    notice = await handle.followup()
    assert notice.message.ephemeral
    assert notice.message.content in {t(lang, "board.stale") for lang in LANGUAGES}


async def test_racing_clicks_apply_once(fake_discord, bot):
    fake = fake_discord
    board = await open_game(fake, "sequence")
    user = mover(fake, board)
    roll = button(board, "roll").custom_id
    handles = [fake.click(user, board, roll), fake.click(user, board, roll)]
    answers = await asyncio.gather(*(handle.settle() for handle in handles))
    assert [answer[0].type for answer in answers] == [7, 7]  # the board edited both times
    notices = [r for answer in answers for r in answer if r.kind == "followup"]
    assert len(notices) == 1 and notices[0].message.ephemeral  # "out of date" to one click
    version = int(button(latest_board(fake), "roll").custom_id.split(":")[2])
    assert version == int(roll.split(":")[2]) + 1


async def test_play_again_after_the_end(fake_discord, bot):
    fake = fake_discord
    board = await play_to_end(fake, await open_game(fake, "sequence"))
    response = await fake.click(fake.user("bob"), board, button(board, "rematch").custom_id)
    assert response.type == 4  # a new message: the next game's lobby
    lobby = latest_board(fake)
    assert lobby.id != board.id and "Sequence" in header(lobby)
    assert {b.action for b in buttons(lobby)} >= {"join", "start"}


async def test_a_crash_mid_game_loses_nothing(fake_discord, bot):
    fake = fake_discord
    board = await open_game(fake, "ones_and_fives", {"target": 1000})
    board = await click(fake, mover(fake, board), board, "roll")
    before = board.components
    await bot.kill()
    await bot.start()
    assert latest_board(fake).components == before
    board = await play_to_end(fake, latest_board(fake))  # the old buttons still work
    assert "🏆" in header(board)


async def test_one_person_against_the_computer(fake_discord, bot):
    fake = fake_discord
    board = await open_game(fake, "six_dice", {"target": 1000}, opponent="computer")
    board = await play_to_end(fake, board)
    assert "🏆" in header(board)


async def test_a_second_game_in_the_channel_is_refused(fake_discord, bot):
    fake = fake_discord
    await open_game(fake, "sequence")
    response = await fake.slash(fake.user("bob"), None, "dice play", {"game": "figures"})
    assert response.data["data"]["flags"] & EPHEMERAL
    assert "vlákně" in response.data["data"]["content"]  # Bob reads Czech: "in a thread"


async def test_rules_and_stats_speak_the_users_language(fake_discord, bot):
    fake = fake_discord
    bob = fake.user("bob")  # Czech
    response = await fake.slash(bob, None, "rules", {"game": "figures"})
    embed = response.message.embeds[0]
    assert response.message.ephemeral and embed["title"] == "Drápky (Figury)"
    assert "Hirošima" in embed["description"]
    await play_to_end(fake, await open_game(fake, "sequence"))
    response = await fake.slash(bob, None, "stats", {})
    assert texts(response.message.components)[1].startswith("**Sekvence** — 1 hra, ")


@pytest.mark.parametrize(
    ("game", "endings"), [("ones_and_fives", ("💰 ", "💥 ")), ("figures", ("✍️ ", "✋ "))]
)
async def test_every_finished_turn_stays_in_the_history(fake_discord, bot, game, endings):
    fake = fake_discord
    turns = games = 0  # each finished turn is checked once the next throw has come
    board = None
    while turns < 4:
        if board is None or is_over(board):  # fair dice may end a short game at once: again
            games += 1
            assert games <= 5, "games end with no turn's line"
            board = await open_game(fake, game, SHORT_GAMES[game], OPPONENT.get(game, "bob"))
            if game == "ones_and_fives":  # one source of truth for the target
                assert "10,000" not in text(board) and "Playing to 1,000" in text(board)
        lines = section(board.components, "Last").splitlines() if "**Last**" in text(board) else []
        board = await choose(fake, mover(fake, board), board)
        if is_over(board):
            continue
        now = section(board.components, "Last").splitlines() if "**Last**" in text(board) else []
        if now == lines:
            continue
        assert now[-1].startswith(endings), now  # a turn ended: its line
        turns += 1
        player = mover(fake, board)
        board = await choose(fake, player, board)  # the next decision
        if not is_over(board) and mover(fake, board) == player:  # the turn goes on: still shown
            assert now[-1] in section(board.components, "Last").splitlines()
