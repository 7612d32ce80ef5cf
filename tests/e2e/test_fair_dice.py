"""Provably fair dice through the real bot: the lobby and board show the commitment, nothing
shows the server seed before the end, the final board reveals it, /game verify confirms every
throw, /game record exports what the stand-alone verifier accepts (and a forged throw it
rejects), and a crash in the middle changes none of that."""

from __future__ import annotations

import json
import subprocess
import sys

from rules import fairness
from tests.e2e.boards import answer, choose, click, is_over, mover

SCRIPT = fairness.__file__


def everything_sent(fake) -> str:
    """Every message, edit and ephemeral the bot sent, as one text."""
    payloads = [r.data for h in fake.interactions for r in h.responses]
    payloads += [m.payload for m in fake.messages()]
    return json.dumps(payloads, ensure_ascii=False)


async def test_a_game_is_committed_revealed_and_verified(fake_discord, bot_process, tmp_path):
    fake = fake_discord
    bot = await bot_process()  # no TEST_CHANCE_SEED: fair dice, as in production
    alice, bob = fake.user("alice"), fake.user("bob")
    lobby = (await answer(fake.slash(alice, None, "dice play", {"game": "sequence"}))).message
    assert "🎲 Fair dice: commitment" in lobby.embeds[0]["footer"]["text"]
    board = await click(fake, bob, lobby, "join")
    board = await click(fake, alice, board, "start")
    for _ in range(6):
        board = await choose(fake, mover(fake, board), board)
    await bot.kill()  # a crash mid-game: the counter resumes from the stored game
    await bot.start()
    board = fake.messages()[-1]
    while not is_over(board):
        before_the_end = everything_sent(fake)  # all but the move that ends the game
        board = await choose(fake, mover(fake, board), board)

    exported = (await answer(fake.slash(alice, None, "game record"))).message
    assert exported.ephemeral and "Server seed" in exported.embeds[0]["description"]
    [data] = exported.files.values()
    record = json.loads(data)
    server_seed = record["fair"]["server_seed"]
    assert server_seed in board.embeds[0]["footer"]["text"]  # revealed on the final board
    assert server_seed not in before_the_end
    committed = record["fair"]["commitment"]
    assert f"{committed[:4]}…{committed[-4:]}" in lobby.embeds[0]["footer"]["text"]

    verdict = (await answer(fake.slash(bob, None, "game verify"))).message.content
    throws = sum("dice" in a["action"] for a in record["actions"] if "draws" in a)
    assert verdict == f"✔ Souhlasí se závazkem: {throws} hodů a 0 míchání."  # Bob reads Czech

    path = tmp_path / "record.json"
    path.write_text(json.dumps(record))
    run = subprocess.run([sys.executable, SCRIPT, str(path)], capture_output=True, text=True)
    assert run.returncode == 0 and run.stdout.startswith(f"✔ {throws} throws"), run.stdout
    forged = next(a for a in record["actions"] if "draws" in a)
    forged["action"]["dice"][0] = forged["action"]["dice"][0] % 6 + 1
    path.write_text(json.dumps(record))
    run = subprocess.run([sys.executable, SCRIPT, str(path)], capture_output=True, text=True)
    assert run.returncode == 1 and "the draws give" in run.stdout
