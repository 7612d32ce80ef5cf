"""Provably fair chance through the real bot, for a dice, a Yahtzee and a domino game: the
lobby shows the commitment, nothing shows the server seed (or a hidden tile) before the end,
the final board reveals the seed, /game verify confirms every throw and shuffle, /game record
exports what the stand-alone verifier accepts (and a forged throw it rejects), and a crash in
the middle of a game changes none of that."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from bot.i18n import t
from bot.records import HIDDEN
from rules import fairness
from tests.support.boards import answer, buttons, choose, click, domino_turn, is_over, mover, text

SCRIPT = fairness.__file__
GAMES = {  # command, game, whether a second player joins
    "dice": ("dice play", "sequence", True),
    "yahtzee": ("yahtzee play", "general", False),
    "domino": ("domino play", "solo", False),
}


def everything_sent(fake) -> str:
    """Every message, edit, ephemeral and file the bot sent, as one text."""
    responses = [r for h in fake.interactions for r in h.responses]
    payloads = [r.data for r in responses] + [m.payload for m in fake.messages()]
    messages = [r.message for r in responses if r.message is not None]
    files = [data.decode(errors="replace") for m in messages for data in m.files.values()]
    return json.dumps(payloads, ensure_ascii=False) + "".join(files)


async def move(fake, board):
    """The mover's next sensible decision (a domino move from his hand or, solo, the board)."""
    if {"hand", "play"} & {b.action for b in buttons(board)}:
        return await domino_turn(fake, board)
    return await choose(fake, mover(fake, board), board)


async def export(fake, user) -> dict:
    exported = (await answer(fake.slash(user, None, "game record"))).message
    assert exported.ephemeral
    [data] = exported.files.values()
    return json.loads(data)


@pytest.mark.parametrize("family", list(GAMES))
async def test_a_game_is_committed_revealed_and_verified(
    fake_discord, bot_process, tmp_path, family
):
    fake = fake_discord
    bot = await bot_process()  # no TEST_CHANCE_SEED: fair chance, as in production
    alice, bob = fake.user("alice"), fake.user("bob")
    command, game, joins = GAMES[family]
    lobby = (await answer(fake.slash(alice, None, command, {"game": game}))).message
    assert "🎲 Fair dice: commitment" in text(lobby)
    board = await click(fake, bob, lobby, "join") if joins else lobby
    if family != "domino":  # solo starts with the command: its first board is the lobby's
        board = await click(fake, alice, board, "start")
    assert "🎲 Fair dice: commitment" in text(board)  # until someone decides something
    if family == "domino":  # a running game's record hides the deal
        running = await export(fake, alice)
        assert running["fair"].get("server_seed") is None
        assert [a["action"] for a in running["actions"] if a["kind"] == "chance"] == [HIDDEN]
    before_the_end = everything_sent(fake)  # all but the move that ends the game (this one?)
    board = await move(fake, board)
    # Then the final board alone says it (a solo deal may end with its first play).
    assert ("Fair dice" in text(board)) == is_over(board)
    moves = 1
    while not is_over(board):
        before_the_end = everything_sent(fake)
        board = await move(fake, board)
        moves += 1
        if moves == 2 and not is_over(board):
            await bot.kill()  # a crash mid-game: the numbers go on from the stored counter
            await bot.start()
            board = fake.message(board.id)

    record = await export(fake, alice)
    server_seed = record["fair"]["server_seed"]
    revealed = f"{server_seed[:4]}…{server_seed[-4:]}"  # its short form; /game record has it all
    assert revealed in text(board) and "/game verify" in text(board)  # on the final board
    assert server_seed not in before_the_end and revealed not in before_the_end
    committed = record["fair"]["commitment"]
    assert f"{committed[:4]}…{committed[-4:]}" in text(lobby)

    if family != "domino":  # was it the dice? On the end board, and in the record to check
        assert ("🍀" if family == "dice" else "**Luck** on the card") in text(board)
        analysis = record["analysis"]
        for seat in analysis["seats"]:
            total = seat["expected"] + seat["luck"] - seat["cost"]
            assert total == pytest.approx(seat["score"], abs=1e-4)
        kinds = {a["seq"]: a["kind"] for a in record["actions"]}
        assert all(kinds[step["seq"]] == "chance" for step in analysis["steps"] if "luck" in step)
        if len(analysis["seats"]) > 1:  # against the table: zero-sum (alone: the luck itself)
            assert sum(seat["luck_against_table"] for seat in analysis["seats"]) == pytest.approx(0)
    else:
        assert "analysis" not in record
    chance = [a["action"] for a in record["actions"] if "draws" in a]
    throws = sum("dice" in action for action in chance)
    shuffles = sum("tiles" in action for action in chance)
    assert throws + shuffles > 0
    verdict = (await answer(fake.slash(bob, None, "game verify"))).message.content
    assert verdict == t("cs", "verify.ok", throws=throws, shuffles=shuffles)  # Bob reads Czech

    path = tmp_path / "record.json"
    path.write_text(json.dumps(record))
    run = subprocess.run([sys.executable, SCRIPT, str(path)], capture_output=True, text=True)
    assert run.returncode == 0 and "all match the commitment" in run.stdout, run.stdout
    if throws:
        forged = next(action for action in chance if "dice" in action)
        forged["dice"][0] = forged["dice"][0] % 6 + 1
        path.write_text(json.dumps(record))
        run = subprocess.run([sys.executable, SCRIPT, str(path)], capture_output=True, text=True)
        assert run.returncode == 1 and "the draws give" in run.stdout
