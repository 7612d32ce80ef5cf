"""The real bot process against the fake Discord: backgammon from the slash command to the end
of a game and of a match — the cube, the Crawford game, resignations, the computer, the typed
move with autocomplete, the stepwise move on the board image, refusals and a crash mid-move."""

from __future__ import annotations

import io
import os
import re
import signal

import pytest
from PIL import Image

from bot.i18n import t
from cogs.backgammon import board_image, move_menu
from rules.backgammon import levels
from tests.support.boards import (
    answer,
    board_version,
    body,
    button,
    buttons,
    click,
    header,
    is_over,
    latest_board,
    mover,
    picture,
    text,
    texts,
)
from tests.support.fakediscord.store import SentMessage, walk_components

EPHEMERAL = 64
AUTOCOMPLETE_RESULT = 8


@pytest.fixture
async def bot(fake_discord, bot_process):
    return await bot_process(TEST_CHANCE_SEED="7")


async def open_game(fake, options=None) -> SentMessage:
    """Alice opens the game, Bob joins, Alice starts it."""
    alice = fake.user("alice")
    board = (await answer(fake.slash(alice, None, "backgammon play", options or {}))).message
    board = await click(fake, fake.user("bob"), board, "join")
    return await click(fake, alice, board, "start")


def other(fake, user):
    return fake.user("bob" if user.name == "alice" else "alice")


def actions(board: SentMessage) -> set[str]:
    return {b.action for b in buttons(board) if not b.disabled}


def select(board: SentMessage, action: str) -> dict:
    return next(
        c
        for c in walk_components(board.components)
        if c.get("custom_id", "").startswith("s:") and f":{action}:" in c["custom_id"]
    )


async def offer(fake, user, board: SentMessage, level: str) -> SentMessage:
    """`user` opens the resignation select (behind its button) and offers `level`."""
    board = await click(fake, user, board, "resigning")
    return await choose(fake, user, board, "offer", level)


async def choose(fake, user, board: SentMessage, action: str, value: str) -> SentMessage:
    menu = select(board, action)
    return (await answer(fake.select(user, board, menu["custom_id"], [value]))).message


async def typed_move(fake, user, text: str = "") -> SentMessage:
    """/backgammon move with the first choice the autocomplete offers for `text`."""
    response = await fake.autocomplete(
        user, None, "backgammon move", {"notation": text}, "notation"
    )
    assert response.type == AUTOCOMPLETE_RESULT
    choices = response.data["data"]["choices"]
    assert choices, "no legal move offered"
    response = await answer(
        fake.slash(user, None, "backgammon move", {"notation": choices[0]["value"]})
    )
    return response.message


async def one_turn(fake, board: SentMessage) -> SentMessage:
    """One decision of the mover: roll if asked, else the first move the autocomplete offers."""
    user = mover(fake, board)
    if "roll" in actions(board):
        return await click(fake, user, board, "roll")
    assert select_exists(board, "pick"), text(board)
    return await typed_move(fake, user)


def select_exists(board: SentMessage, action: str) -> bool:
    return any(f":{action}:" in c for c in board.custom_ids)


def image_of(board: SentMessage) -> bytes:
    assert picture(board) == "attachment://backgammon.png"
    return board.files["backgammon.png"]


async def test_the_command_opens_a_board_with_the_image(fake_discord, bot):
    fake = fake_discord
    board = await open_game(fake)
    assert image_of(board).startswith(b"\x89PNG")
    assert "Position ID" not in body(board)  # gnubg's IDs: in the record and at the end
    assert actions(board) >= {"roll", "double"} or select_exists(board, "pick")


async def play_until(fake, board: SentMessage, done, limit: int = 400) -> SentMessage:
    for _ in range(limit):
        if done(board):
            return board
        board = await one_turn(fake, board)
    raise AssertionError("the position never came")


async def test_a_game_with_a_double_taken_and_a_redouble_passed(fake_discord, bot):
    fake = fake_discord
    board = await play_until(fake, await open_game(fake), lambda b: "double" in actions(b))
    doubler = mover(fake, board)
    board = await click(fake, doubler, board, "double")
    taker = mover(fake, board)
    assert taker == other(fake, doubler) and actions(board) >= {"take", "drop"}
    assert "⏫" in body(board)
    wrong = await fake.click(doubler, board, button(board, "take").custom_id)
    assert wrong.data["data"]["flags"] & EPHEMERAL  # not his decision
    board = await click(fake, taker, board, "take")
    # Only the taker, who owns the cube now, may redouble.
    board = await play_until(
        fake, board, lambda b: "double" in actions(b) and mover(fake, b) == taker
    )
    board = await click(fake, taker, board, "double")
    board = await click(fake, doubler, board, "drop")
    assert is_over(board)
    headline = header(board)
    assert "🏆" in headline and taker.name.lower() in headline.lower()
    assert "+2" in text(board)  # the cube at 2 when passed
    # The game's analysis in a small line: both players' PR (the rest: /backgammon record).
    title = t("en", "backgammon.analysis_game", number=1)
    [analysis] = [line for line in text(board).splitlines() if line.startswith(f"-# {title}: ")]
    assert re.fullmatch(r".*: .+ \*\*\d+(\.\d)?\*\* · .+ \*\*\d+(\.\d)?\*\*", analysis)
    # ... and, the match over, whom the dice favoured (the players' luck adds to 0: one named).
    lines = text(board).splitlines()
    luck = lines[lines.index(analysis) + 1]
    favoured = r"-# 🍀 The dice favoured (.+) by \d\.\d{3} of equity"
    assert re.fullmatch(favoured, luck) or luck == "-# 🍀 The dice favoured neither player"


def analysed(text: str) -> tuple[list[str], list[str]]:
    """An analysis's lines: each player's figures, and the costliest decisions (numbered)."""
    lines = text.splitlines()
    return [line for line in lines if not line[0].isdigit()], [
        line for line in lines if line[0].isdigit()
    ]


async def test_a_typed_move_with_autocomplete_and_its_refusals(fake_discord, bot):
    fake = fake_discord
    board = await open_game(fake)
    board = await play_until(fake, board, lambda b: select_exists(b, "pick"))
    user = mover(fake, board)
    stranger = await fake.autocomplete(
        other(fake, user), None, "backgammon move", {"notation": ""}, "notation"
    )
    assert stranger.data["data"]["choices"] == []  # only the mover is offered moves
    response = await fake.slash(user, None, "backgammon move", {"notation": "24/1"})
    refusal = response.data["data"]["content"]
    assert response.data["data"]["flags"] & EPHEMERAL and refusal.startswith("24/1 ")
    illegal = t(user.locale, "backgammon.illegal_move", move="24/1", dice="", examples="")
    assert illegal[5:15] in refusal
    response = await fake.slash(user, None, "backgammon move", {"notation": "hello"})
    assert response.data["data"]["content"] == t(
        user.locale, "backgammon.bad_notation", move="hello"
    )
    moved = await typed_move(fake, user)
    assert mover(fake, moved) != user or "roll" in actions(moved)
    assert f"{user.name}".lower() in body(moved).lower()
    # Giving up outright scores what the board would: nobody has borne off, so a gammon or more.
    over = (await answer(fake.slash(user, None, "game resign"))).message
    assert is_over(over)
    assert t("en", "backgammon.kind.gammon") in text(over) or (
        t("en", "backgammon.kind.backgammon") in text(over)
    )


async def step_once(fake, user, board: SentMessage) -> SentMessage:
    """Pick the first checker offered, then its first destination."""
    menu = select(board, "pick")
    picked = await choose(fake, user, board, "pick", menu["options"][0]["value"])
    assert image_of(picked) != image_of(board)  # the picked checker and its targets are marked
    target = next(b for b in buttons(picked) if b.action == "step")
    return await click(fake, user, picked, "step") if target else picked


async def test_stepwise_move_with_undo_survives_a_crash(fake_discord, bot):
    fake = fake_discord
    board = await play_until(fake, await open_game(fake), lambda b: select_exists(b, "pick"))
    user = mover(fake, board)
    stale = board
    stepped = await step_once(fake, user, board)
    assert image_of(stepped) != image_of(board) and "undo" in actions(stepped)
    undone = await click(fake, user, stepped, "undo")
    assert image_of(undone) == image_of(board)  # back where the move began
    stepped = await step_once(fake, user, undone)

    # Another player's pick is refused privately; so is a pick on the old board, which is
    # brought up to date.
    menu = select(stepped, "pick")
    value = menu["options"][0]["value"]
    response = await fake.select(other(fake, user), stepped, menu["custom_id"], [value])
    assert response.data["data"]["flags"] & EPHEMERAL
    old = select(stale, "pick")
    handle = fake.select(user, stale, old["custom_id"], [old["options"][0]["value"]])
    refreshed = await answer(handle)
    assert refreshed.message.custom_ids == stepped.custom_ids
    notice = await handle.followup()
    assert notice.message.ephemeral and notice.message.content == t(user.locale, "board.stale")

    await bot.kill()  # kill -9 in the middle of the move
    await bot.start()
    assert body(latest_board(fake)) == body(stepped)
    while "confirm" not in actions(stepped):
        stepped = await step_once(fake, user, stepped)
    done = await click(fake, user, stepped, "confirm")
    assert mover(fake, done) != user or "roll" in actions(done)


async def double_and(fake, board: SentMessage, answer_with: str) -> SentMessage:
    board = await play_until(fake, board, lambda b: "double" in actions(b))
    board = await click(fake, mover(fake, board), board, "double")
    return await click(fake, mover(fake, board), board, answer_with)


async def test_a_match_to_three_with_the_crawford_game(fake_discord, bot):
    fake = fake_discord
    board = await open_game(fake, {"match_to": 3})
    board = await double_and(fake, board, "take")
    leader = await play_until(fake, board, lambda b: "double" in actions(b))
    leader_user = mover(fake, leader)
    board = await click(fake, leader_user, leader, "double")
    board = await click(fake, mover(fake, board), board, "drop")  # +2 at the cube of 2
    assert not is_over(board)
    title = t("en", "backgammon.analysis_game", number=1)
    assert f"{title}: " in text(board)  # until the next move
    said = body(board)
    assert (
        t("en", "backgammon.crawford_game") in said or t("cs", "backgammon.crawford_game") in said
    )
    # The Crawford game: nobody may double; the leader gives it up with a single game.
    for _ in range(4):
        assert "double" not in actions(board)
        board = await one_turn(fake, board)
    board = await play_until(
        fake, board, lambda b: mover(fake, b) == leader_user and "resigning" in actions(b)
    )
    board = await offer(fake, leader_user, board, "1")
    board = await click(fake, other(fake, leader_user), board, "accept")
    assert "🏁 Game 2: " in body(board) and " +1" in body(board)  # 2 : 1 on the picture
    # After the Crawford game the cube is back.
    while not is_over(board):
        board = await double_and(fake, board, "drop")
    assert "🏆" in header(board)
    # The match moved both players' FIBS ratings: the winner's above 1500, the loser's below.
    alice = fake.user("alice")  # reads English: 1,502.3
    response = await fake.slash(alice, None, "leaderboard", {"game": "backgammon", "sort": "fibs"})
    rows = response.message.embeds[0]["description"].splitlines()
    ratings = [float(re.search(r"FIBS ([\d,.]+)", row)[1].replace(",", "")) for row in rows]
    assert len(ratings) == 2 and ratings[0] > 1500 > ratings[1]


async def test_a_gammon_resignation_refused_then_a_single_accepted(fake_discord, bot):
    fake = fake_discord
    board = await open_game(fake)
    board = await play_until(fake, board, lambda b: "resigning" in actions(b))
    quitter = mover(fake, board)
    board = await offer(fake, quitter, board, "2")
    assert actions(board) >= {"accept", "refuse"} and mover(fake, board) != quitter
    board = await click(fake, other(fake, quitter), board, "refuse")
    board = await click(fake, quitter, board, "resigning")
    offers = [o["value"] for o in select(board, "offer")["options"]]
    assert mover(fake, board) == quitter and offers == ["3"]  # only a higher offer this turn
    board = await play_until(fake, board, lambda b: mover(fake, b) != quitter)
    board = await play_until(
        fake, board, lambda b: mover(fake, b) == quitter and "resigning" in actions(b)
    )
    board = await click(fake, quitter, board, "resigning")
    assert [o["value"] for o in select(board, "offer")["options"]] == ["1", "2", "3"]
    board = await choose(fake, quitter, board, "offer", "1")
    board = await click(fake, other(fake, quitter), board, "accept")
    assert is_over(board) and "+1" in text(board)


async def against_the_computer(fake, user, level: str | None = None) -> SentMessage:
    """`user` opens a game against the computer (seated and started at once, at `level` or
    the default); the board once it is his turn."""
    options = {"opponent": "computer", **({"level": level} if level else {})}
    board = (await answer(fake.slash(user, None, "backgammon play", options))).message
    return await play_until(fake, board, lambda b: mover(fake, b) == user)


async def test_against_the_computer_with_a_hint(fake_discord, bot):
    fake = fake_discord
    alice = fake.user("alice")
    board = await against_the_computer(fake, alice)
    hint = await fake.click(alice, board, button(board, "hint").custom_id)
    title, advice = texts(hint.data["data"]["components"])[:2]
    assert hint.data["data"]["flags"] & EPHEMERAL and "GNU Backgammon" in title
    assert advice.startswith(("1. `", "**Double", "**No double"))  # moves, or the roller's cube
    for _ in range(6):
        board = await one_turn(fake, board)
    assert "🤖" in body(board)  # the computer's moves are shown
    board = await play_until(fake, board, lambda b: "resigning" in actions(b))
    board = await offer(fake, alice, board, "3")
    assert is_over(board)  # the computer accepts a backgammon at once


async def test_every_level_of_the_computer_plays_a_game_to_its_end(fake_discord, bot):
    """Each of gnubg's levels decides through the engine process (moves, cube, an offered
    resignation), and the computer's name says which level it is."""
    fake = fake_discord
    alice = fake.user("alice")
    lobby = (await answer(fake.slash(alice, None, "backgammon play", {"level": "casual"}))).message
    assert "Computer's level: Casual player" in text(lobby)  # for a computer added here
    await click(fake, alice, lobby, "cancel")
    for level in levels.LEVELS:
        board = await against_the_computer(fake, alice, level)
        for _ in range(6):  # a noisy level may double early: she takes
            taking = "take" in actions(board)
            board = await (click(fake, alice, board, "take") if taking else one_turn(fake, board))
        assert "🤖" in body(board) and not is_over(board)  # the computer has moved
        board = await play_until(fake, board, lambda b: "resigning" in actions(b))
        board = await offer(fake, alice, board, "3")
        assert is_over(board)  # a backgammon offered: accepted at every level
        assert t("en", "backgammon.computer", level=level) in header(board)  # the winner
    assert "Traceback" not in bot.log_path.read_text()


async def test_automatic_doubles_in_a_match_are_refused(fake_discord, bot):
    fake = fake_discord
    alice = fake.user("alice")
    options = {"match_to": 3, "auto_doubles": 1}
    response = await fake.slash(alice, None, "backgammon play", options)
    assert response.data["data"]["flags"] & EPHEMERAL
    assert response.data["data"]["content"] == t(alice.locale, "backgammon.auto_doubles_match")


async def test_the_record_of_a_finished_match_imports_into_gnubg(fake_discord, bot, tmp_path):
    gnubg = pytest.importorskip("gnubg")
    fake = fake_discord
    board = await open_game(fake, {"match_to": 2})
    while not is_over(board):
        # A move first: a .mat game cannot begin with a double (gnubg infers who starts from
        # the first roll), which the seed opening allows.
        board = await play_until(fake, board, lambda b: select_exists(b, "pick"))
        board = await one_turn(fake, board)
        board = await double_and(fake, board, "drop")
    alice = fake.user("alice")
    response = await answer(fake.slash(alice, None, "backgammon record"))
    record = response.message
    names = sorted(record.files)
    assert names[0].endswith(".json") and names[1].endswith(".mat")
    [analysis] = record.embeds[0]["fields"]
    assert "Position ID `" in record.embeds[0]["description"]  # gnubg's IDs, to paste there
    players, costliest = analysed(analysis["value"])  # each player's PR and error rate
    assert len(players) == 2 and 2 <= len(costliest) <= 6
    assert any(line.startswith("1. Game ") for line in costliest)  # a match: by game
    path = tmp_path / "match.mat"
    path.write_bytes(record.files[names[1]])
    gnubg.command(f"import mat {path}")
    imported = gnubg.match()
    assert imported["match-info"]["match-length"] == 2
    assert sum(game["info"]["points-won"] for game in imported["games"]) >= 2
    response = await fake.slash(alice, None, "backgammon record", {"game": 999})
    assert response.data["data"]["flags"] & EPHEMERAL


def engine_pid(bot) -> int:
    """The engine worker's process id, as the bot logged it when it started the worker."""
    started = re.findall(r"engine worker started \(pid (\d+)\)", bot.log_path.read_text())
    return int(started[-1])


async def test_the_computer_plays_on_when_its_engine_process_crashes(fake_discord, bot):
    fake = fake_discord
    alice = fake.user("alice")
    board = await against_the_computer(fake, alice)
    crashed = engine_pid(bot)
    os.kill(crashed, signal.SIGSEGV)
    for _ in range(6):
        board = await one_turn(fake, board)
    assert "🤖" in body(board) and not is_over(board)
    hint = await fake.click(alice, board, button(board, "hint").custom_id)
    assert "GNU Backgammon" in texts(hint.data["data"]["components"])[0]
    assert engine_pid(bot) != crashed and bot.running
    log = bot.log_path.read_text()
    [warning] = [line for line in log.splitlines() if " WARNING bot.engine_process" in line]
    assert f"engine worker {crashed} " in warning and "SIGSEGV" in warning
    assert "Traceback" not in log


async def test_an_analysed_game_between_two_then_a_move_and_a_hint_against_the_computer(
    fake_discord, bot
):
    """Issue 19: the end-of-game analysis was gnubg's first use, on a worker thread; the next
    computer move or hint on the event loop then killed the bot with SIGSEGV."""
    fake = fake_discord
    board = await play_until(fake, await open_game(fake), lambda b: select_exists(b, "pick"))
    board = await one_turn(fake, board)
    over = (await answer(fake.slash(mover(fake, board), None, "game resign"))).message
    title = t("en", "backgammon.analysis_game", number=1)
    assert f"{title}: " in text(over)  # analysed
    alice = fake.user("alice")
    board = await against_the_computer(fake, alice)
    hint = await fake.click(alice, board, button(board, "hint").custom_id)
    assert "GNU Backgammon" in texts(hint.data["data"]["components"])[0]
    board = await play_until(fake, board, lambda b: select_exists(b, "pick"))
    board = await typed_move(fake, alice)  # the autocomplete ranks the moves by the engine
    assert "🤖" in body(board) and bot.running
    assert "Traceback" not in bot.log_path.read_text()


def checker_colour(board: SentMessage, point: int) -> tuple[int, int, int]:
    """The colour of the first checker on the first seat's `point`, as the picture shows it."""
    image = Image.open(io.BytesIO(image_of(board))).convert("RGB")
    return image.getpixel(board_image.slot(point, 0))


def control_rows(board: SentMessage) -> list[list[str]]:
    """The actions of each action row, top to bottom."""
    return [
        [c["custom_id"].split(":")[3] for c in row["components"]]
        for row in walk_components(board.components)
        if row["type"] == 1
    ]


async def test_a_whole_move_in_one_pick_on_a_board_that_stays_put(fake_discord, bot):
    """Two people: the board keeps its colours and sides from one's turn to the other's, the
    controls their places, and a move is one pick from the whole-move select."""
    fake = fake_discord
    board = await play_until(fake, await open_game(fake), lambda b: select_exists(b, "play"))
    first_mover = mover(fake, board)  # the game's first move: the starting position
    red, blue = board_image.CHECKERS
    menu = select(board, "play")
    assert menu["placeholder"] == t("en", "backgammon.play")
    assert len(menu["options"]) <= 25
    moves = [o["value"] for o in menu["options"] if not o["value"].startswith(">")]
    assert moves and control_rows(board)[0] == ["play"] and control_rows(board)[-1] == ["resigning"]
    moved = await choose(fake, first_mover, board, "play", moves[0])
    # Played at once, no confirm; written as its option says it, in the board's numbers.
    label = next(o["label"] for o in menu["options"] if o["value"] == moves[0])
    assert f"**{label}**" in body(moved)
    assert mover(fake, moved) != first_mover
    # The other player's turn: the same sides and colours (her six checkers' point bottom
    # right, his top right: no roll moves five checkers), Roll with the resignation's button.
    for shown in (board, moved):
        assert near(checker_colour(shown, 6), red) and near(checker_colour(shown, 19), blue)
    assert control_rows(moved) == [["roll", "double", "resigning"]]


def near(colour, expected) -> bool:
    return all(abs(a - b) <= 24 for a, b in zip(colour, expected, strict=True))


async def to_alices_move(fake, board: SentMessage) -> SentMessage:
    """Alice (against the computer) rolls and takes until she has a whole move to pick."""
    alice = fake.user("alice")
    while not select_exists(board, "play"):
        assert not is_over(board), text(board)
        board = await click(fake, alice, board, "take" if "take" in actions(board) else "roll")
    return board


def worst_of(board: SentMessage) -> str:
    """The last whole move the select offers (a group opened, the last move in it): with
    hints on, the worst, as the moves come best first."""
    values = [o["value"] for o in select(board, "play")["options"]]
    return next(value for value in reversed(values) if not value.startswith(move_menu.GROUP))


async def play_the_worst(fake, user, board: SentMessage) -> tuple[SentMessage, str]:
    """`user` plays the worst move the board's select offers: the board after it, the move."""
    last = select(board, "play")["options"][-1]["value"]
    if last.startswith(move_menu.GROUP):  # too many moves for one select: the last group
        board = await choose(fake, user, board, "play", last)
    worst = worst_of(board)
    return await choose(fake, user, board, "play", worst), worst


def tutor_line(board: SentMessage) -> str:
    return next((line for line in body(board).splitlines() if line.startswith("🎓")), "")


async def changed(fake, board: SentMessage) -> SentMessage:
    """The board message once the bot has edited it (after a click on a private view)."""
    version = board_version(board)
    await fake.wait_until(lambda: board_version(fake.message(board.id)) > version, timeout=30)
    return fake.message(board.id)


async def test_the_tutor_notes_a_bad_move_and_the_hint_takes_it_back_to_the_same_dice(
    fake_discord, bot_process
):
    await bot_process()  # fair dice: a take back rewinds them
    fake = fake_discord
    alice = fake.user("alice")
    options = {"opponent": "computer", "coach": "on"}
    board = (await answer(fake.slash(alice, None, "backgammon play", options))).message
    while True:  # her worst moves until the tutor has something to say
        before = await to_alices_move(fake, board)
        board, worst = await play_the_worst(fake, alice, before)
        if tutor_line(board):
            break
    line = tutor_line(board)
    assert " loses " in line and "; better " in line
    # Her move named in it, or on the line just above (the computer could not move since):
    # said once, the tutor's short form
    assert f"{worst} (" in line or worst in body(board).split(line)[0].splitlines()[-1]

    hint = (await fake.click(alice, board, button(board, "hint").custom_id)).message
    assert hint.ephemeral and "take_back" in actions(hint)
    await fake.click(alice, hint, button(hint, "take_back").custom_id)
    back = await changed(fake, board)
    assert image_of(back) == image_of(before) and not tutor_line(back)
    assert t("en", "backgammon.log.take_back", player="Alice") in body(back).splitlines()
    # Her take back button again: the game has moved on, it says so privately.
    handle = fake.click(alice, hint, button(hint, "take_back").custom_id)
    await handle
    notice = await handle.followup()
    assert notice.message.ephemeral and notice.message.content == t("en", "board.stale")
    assert board_version(fake.message(back.id)) == board_version(back)  # nothing changed

    # The same move again meets the same dice: the computer answers as it did.
    again, replayed = await play_the_worst(fake, alice, back)
    assert replayed == worst and body(again) == body(board)
    hint = (await fake.click(alice, again, button(again, "hint").custom_id)).message
    assert "take_back" not in actions(hint)  # once per decision

    # A practice game: on the leaderboard's practice line, in no rating.
    assert is_over((await answer(fake.slash(alice, None, "game resign"))).message)
    response = await fake.slash(alice, None, "leaderboard", {"game": "backgammon"})
    [line] = response.message.embeds[0]["description"].splitlines()
    assert line.startswith("🎓") and f"<@{alice.id}> 1 game (0 won)" in line
    stats = (await fake.slash(alice, None, "stats", {})).message
    [record] = texts(stats.components)[1:]
    assert record.startswith("**Backgammon** — ") and " · PR " in record
    assert record.endswith(" · practice: 1 game, 0 won")
    assert stats.attachments == []  # one game's PR: no trend to chart yet


async def test_a_game_without_tutor_and_hints_is_rated_and_offers_no_take_back(fake_discord, bot):
    fake = fake_discord
    alice = fake.user("alice")
    options = {"opponent": "computer", "coach": "off", "hints": False}
    board = (await answer(fake.slash(alice, None, "backgammon play", options))).message
    board, _ = await play_the_worst(fake, alice, await to_alices_move(fake, board))
    assert not tutor_line(board) and "hint" not in actions(board)
    assert is_over((await answer(fake.slash(alice, None, "game resign"))).message)
    response = await fake.slash(alice, None, "leaderboard", {"game": "backgammon"})
    [line] = response.message.embeds[0]["description"].splitlines()
    assert line.startswith(f"**1.** <@{alice.id}> — 0/1 won") and "rating 1,4" in line
