"""The real bot process against the fake Discord: Generał and Kości from the slash command to
the final table, played through the board's buttons and select; hints, decision quality,
computer seats, refusals, a crash mid-turn, and the die emojis.

Seeded games: the bot throws with SeededChance(TEST_CHANCE_SEED), and the test replays the same
draws through rules/ beside it, clicking what the optimal player would choose; the seeds are
ones whose games contain a joker, an extra five of a kind and (Kości) unused-throw bonuses."""

from __future__ import annotations

import io
import re
from operator import sub

import pytest
from PIL import Image

from bot.i18n import LANGUAGES, t
from cogs.yahtzee.card_picture import BACKGROUND, WIDTH
from rules import registry
from rules.base import SeededChance, play_chance
from rules.yahtzee.strategy import best_action
from tests.support.boards import (
    answer,
    button,
    buttons,
    click,
    is_over,
    latest_board,
    mover,
    picture,
    section,
    text,
    texts,
)
from tests.support.fakediscord.store import walk_components

EPHEMERAL = 64
FACE = re.compile(r"<:die_(\d)(?:_held)?:\d+>|([⚀-⚅])")
SEEDS = {"general": 26, "kosci": 3}  # games with a joker and a bonus five of a kind
TOTAL = re.compile(r"([^,]+) (\d+)(?:, |$)")  # a name and total of the card's alt text


async def open_game(fake, game, *, join=("bob",), computers=0, **options):
    """Alice opens the game, the others join (and computers sit down), Alice starts."""
    alice = fake.user("alice")
    response = await fake.slash(alice, None, "yahtzee play", {"game": game, **options})
    assert response.type == 4, response.data
    board = response.message
    for name in join:
        board = await click(fake, fake.user(name), board, "join")
    for _ in range(computers):
        board = await click(fake, alice, board, "computer")
    return await click(fake, alice, board, "start")


def board_dice(board) -> list[int]:
    """The dice the board shows: its hold toggles (after the first and second throw), else
    the row of dice after the third (die emojis, or unicode faces)."""
    toggles = [b.face for b in buttons(board) if b.action == "hold"]
    if toggles:
        return toggles
    lines = (line for block in texts(board.components) for line in block.splitlines())
    row = next((line for line in lines if line.startswith("# ")), "")
    return [int(custom) if custom else "⚀⚁⚂⚃⚄⚅".index(uni) + 1 for custom, uni in FACE.findall(row)]


def write_select(board) -> dict:
    return next(
        c for c in walk_components(board.components) if c.get("custom_id", "").startswith("s:")
    )


async def write(fake, user, board, box):
    select = write_select(board)
    return (await answer(fake.select(user, board, select["custom_id"], [box]))).message


async def hold_and_throw(fake, user, board, hold):
    for position in hold:
        toggle = [b for b in buttons(board) if b.action == "hold"][position]
        board = (await answer(fake.click(user, board, toggle.custom_id))).message
    return await click(fake, user, board, "roll")


async def play(fake, board, user, action):
    """One decision through the board: a throw (with its holds) or a write."""
    if action["type"] == "write":
        return await write(fake, user, board, action["box"])
    return await hold_and_throw(fake, user, board, action.get("hold", []))


async def ephemeral_text(handle) -> str:
    response = await handle
    assert response.type == 4 and response.data["data"]["flags"] & EPHEMERAL, response.data
    return response.data["data"].get("content") or texts(response.data["data"]["components"])[0]


def final_totals(board) -> dict[str, int]:
    """Each player's total, as the final card's alt text says ("Alice 229, Bob 352")."""
    [card] = board.attachments
    return {name: int(points) for name, points in TOTAL.findall(card["description"])}


@pytest.mark.sqlite_only  # a long play: the totals are the rules', saved as any game's
@pytest.mark.parametrize("game", list(SEEDS))
async def test_a_seeded_game_of_two_people_ends_with_the_exact_totals(
    fake_discord, bot_process, game
):
    fake = fake_discord
    await bot_process(TEST_CHANCE_SEED=str(SEEDS[game]))
    rules = registry.get(game)
    state, chance = rules.new_game({}, 2), SeededChance(SEEDS[game])
    board = first = await open_game(fake, game)
    notes: set[str] = set()  # select descriptions seen for the optimal writes
    while not rules.is_over(state):
        if state.throws:
            assert board_dice(board) == list(state.dice)
        action = best_action(rules.variant, state)
        if action["type"] == "write":
            option = next(o for o in write_select(board)["options"] if o["value"] == action["box"])
            notes.add(option.get("description") or "")
        board = await play(fake, board, mover(fake, board), action)
        state, _ = play_chance(rules, rules.apply(state, action), chance)
    expected = dict(zip(("Alice", "Bob"), rules.totals(state), strict=True))
    assert final_totals(board) == expected
    winner = max(expected, key=expected.get)
    assert f"🏆 **{winner} wins**" in text(board)
    # Two people's decision quality: each one's share of perfect play, a row of the card.
    assert t("en", "yahtzee.quality_row") in text(board)
    assert any("Joker" in note for note in notes)
    five = "General" if game == "general" else "Five of a kind"
    assert any(f"bonus: {five} again" in note for note in notes)
    if game == "kosci":
        assert any("bonus for unused throws" in note for note in notes)
    assert all(b.disabled or b.action == "rematch" for b in buttons(board))
    # A button of the first board, pressed after the end: the final board, and why.
    handle = fake.click(fake.user("alice"), first, button(first, "roll").custom_id)
    assert final_totals((await handle).message) == expected
    assert (await handle.followup()).message.content == t("en", "game.over")


async def test_solo_with_hints_then_the_decision_quality(fake_discord, bot_process):
    fake = fake_discord
    await bot_process(TEST_CHANCE_SEED="5")
    alice, bob = fake.user("alice"), fake.user("bob")
    board = await open_game(fake, "kosci", join=())
    board = await click(fake, alice, board, "roll")
    rules = registry.get("kosci")
    state, chance = rules.new_game({}, 1), SeededChance(5)
    state, _ = play_chance(rules, rules.apply(state, {"type": "roll"}), chance)
    hint = fake.click(alice, board, button(board, "hint").custom_id)
    shown = (await hint).data["data"]["components"]
    assert (await hint).data["data"]["flags"] & EPHEMERAL
    assert best_action(rules.variant, state) == {"type": "roll", "hold": [1, 2, 4]}  # 4 5 5 6 5
    advice = texts(shown)[1]
    assert "**hold 5 5 5 and throw**" in advice
    assert "expect" in advice and len(section(shown, "Alternatives").splitlines()) == 3
    refused = await ephemeral_text(fake.click(bob, board, button(board, "hint").custom_id))
    assert refused == t("cs", "turn.not_a_player")
    # Once the dice it was for are gone, the hint says it is out of date.
    hint_message = hint.original
    board = await click(fake, alice, board, "roll")
    await fake.wait_until(lambda: "out of date" in text(fake.message(hint_message.id)))
    assert not buttons(fake.message(hint_message.id))
    # Alice writes every first throw into its best-paying box: far from optimal.
    while not is_over(board):
        if not board_dice(board):
            assert "hint" not in {b.action for b in buttons(board)}  # nothing to advise yet
            board = await click(fake, alice, board, "roll")
        options = write_select(board)["options"]
        best_box = max(options, key=lambda o: int(o["label"].split("—")[1].split()[0]))
        board = await write(fake, alice, board, best_box["value"])
    description = text(board)
    found = re.search(r"your choices scored \*\*([\d.]+)%\*\* of what perfect play", description)
    assert found and 0 < float(found[1]) < 100
    assert "Costliest choice: round" in description
    # The leaderboard ranks by the same quality, and keeps the best score.
    response = await fake.slash(alice, None, "leaderboard", {"game": "kosci", "sort": "quality"})
    [row] = response.message.embeds[0]["description"].splitlines()
    assert f"decisions kept {found[1]}% of the optimum" in row and "best " in row


async def test_a_computer_turn_is_one_line(fake_discord, bot_process):
    fake = fake_discord
    await bot_process()
    alice = fake.user("alice")
    board = await open_game(fake, "general", join=(), computers=1)
    board = await click(fake, alice, board, "roll")
    board = await write(fake, alice, board, "chance")
    [line] = section(board.components, "Last").splitlines()  # Alice's write is on the card
    assert line.startswith("🤖 Computer 1: ") and " → " in line
    assert mover(fake, board).name == "alice" and not board_dice(board)


async def test_refusals_are_private_and_change_nothing(fake_discord, bot_process):
    fake = fake_discord
    await bot_process()
    alice, bob, cyril = fake.user("alice"), fake.user("bob"), fake.user("cyril")
    board = await open_game(fake, "general", hints=True)
    assert mover(fake, board) is alice
    roll = button(board, "roll").custom_id
    assert "Nie grasz" in await ephemeral_text(fake.click(cyril, board, roll))
    assert await ephemeral_text(fake.click(bob, board, roll)) == t(
        "cs", "turn.not_yours", player="Alice"
    )
    assert "hint" not in {b.action for b in buttons(board)}  # before the first throw
    before = texts(latest_board(fake).components)
    thrown = await click(fake, alice, board, "roll")
    assert before != texts(thrown.components)
    hint = button(thrown, "hint").custom_id
    assert await ephemeral_text(fake.click(bob, thrown, hint)) == t("cs", "yahtzee.hint.not_yours")
    for toggle in range(5):  # hold all five
        hold = [b for b in buttons(thrown) if b.action == "hold"][toggle]
        thrown = (await answer(fake.click(alice, thrown, hold.custom_id))).message
    refused = await ephemeral_text(fake.click(alice, thrown, button(thrown, "roll").custom_id))
    assert refused == t("en", "yahtzee.hold_all")
    # The first board is out of date now: the click is answered with the current board.
    handle = fake.click(alice, board, roll)
    stale = await handle
    assert stale.type == 7 and board_dice(stale.message) == board_dice(thrown)
    notice = await handle.followup()
    assert notice.message.ephemeral
    assert notice.message.content in {t(lang, "board.stale") for lang in LANGUAGES}


async def test_held_dice_and_old_buttons_survive_a_crash(fake_discord, bot_process):
    fake = fake_discord
    bot = await bot_process()
    emojis = {emoji["name"]: emoji["id"] for emoji in fake.application_emojis}
    assert len(emojis) == 13 and {"die_6_held", "domino_tile"} <= set(emojis)
    alice = fake.user("alice")
    board = await open_game(fake, "kosci")
    board = await click(fake, alice, board, "roll")
    first = board_dice(board)
    for position in (0, 2):
        toggle = [b for b in buttons(board) if b.action == "hold"][position]
        board = (await answer(fake.click(alice, board, toggle.custom_id))).message
    held = [b for b in buttons(board) if b.action == "hold"]
    assert [b.emoji.endswith("_held") for b in held] == [True, False, True, False, False]
    await bot.kill()
    await bot.start()
    # Idempotent: the second start reused every emoji.
    assert {emoji["name"]: emoji["id"] for emoji in fake.application_emojis} == emojis
    board = await click(fake, alice, latest_board(fake), "roll")
    again = board_dice(board)
    assert (again[0], again[2]) == (first[0], first[2])
    assert button(board, "roll").label == "Throw 3/3"  # the throw the held dice carried over to


async def test_unicode_faces_when_emojis_cannot_be_uploaded(fake_discord, bot_process):
    fake = fake_discord
    fake.fail_emoji_uploads()
    bot = await bot_process()
    assert fake.application_emojis == []
    alice = fake.user("alice")
    board = await click(fake, alice, await open_game(fake, "general", join=()), "roll")
    toggles = [b for b in buttons(board) if b.action == "hold"]
    assert all(b.label in "⚀⚁⚂⚃⚄⚅" and not b.emoji for b in toggles)
    assert len(board_dice(board)) == 5
    assert "app emojis unavailable" in bot.log_path.read_text()


async def test_the_host_switches_hints_on_in_the_lobby(fake_discord, bot_process):
    fake = fake_discord
    await bot_process()
    alice, bob = fake.user("alice"), fake.user("bob")
    response = await fake.slash(alice, None, "yahtzee play", {"game": "kosci"})
    lobby = await click(fake, bob, response.message, "join")
    switch = button(lobby, "option")
    assert switch.label == "Hints: auto (on when one person plays)"
    refused = await ephemeral_text(fake.click(bob, lobby, switch.custom_id))
    assert refused == t("cs", "lobby.host_only")
    lobby = await click(fake, alice, lobby, "option")
    assert button(lobby, "option").label == "Hints: ✅"
    board = await click(fake, alice, await click(fake, alice, lobby, "start"), "roll")
    assert "hint" in {b.action for b in buttons(board)}  # two people, hints on


async def test_three_players_see_the_scorecard_image(fake_discord, bot_process):
    fake = fake_discord
    await bot_process()
    alice = fake.user("alice")
    board = await open_game(fake, "general", join=("bob",), computers=1)
    [card] = board.attachments
    assert picture(board) == f"attachment://{card['filename']}"
    assert card["description"] == "Alice 0, Bob 0, 🤖 Computer 1 0"
    assert board.files[card["filename"]].startswith(b"\x89PNG")
    board = await click(fake, alice, board, "roll")
    [redrawn] = board.attachments  # the new card replaced the old one
    assert redrawn["id"] != card["id"]
    assert board.files[redrawn["filename"]] != fake.store.attachment_bytes[card["id"]]
    drawn = Image.open(io.BytesIO(board.files[redrawn["filename"]])).convert("RGB")
    corner = drawn.getpixel((2, 2))  # dark, in the picture's palette
    assert drawn.width == WIDTH and max(map(abs, map(sub, corner, BACKGROUND))) <= 4
    # Turns go by; the board keeps the last of them, in one line.
    for _ in range(5):
        board = await click(fake, mover(fake, board), board, "roll")
        board = await write(
            fake, mover(fake, board), board, write_select(board)["options"][0]["value"]
        )
    [line] = section(board.components, "Last").splitlines()
    assert " → " in line
