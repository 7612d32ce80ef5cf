"""The real bot killed (SIGKILL) while it writes moves of many games in group commits: every
move it answered is saved, exactly once; only clicks never answered may be lost."""

from __future__ import annotations

import asyncio

from sqlalchemy import select

from bot.models import ActionRecord, Game
from tests.support.boards import answer, choose, click, is_over, mover

UPDATE_MESSAGE = 7
CHANNELS = 8
ANSWERED_BEFORE_THE_KILL = 60


async def open_game(fake, channel: str):
    alice, bob = fake.user("alice"), fake.user("bob")
    board = (await answer(fake.slash(alice, channel, "dice play", {"game": "sequence"}))).message
    board = await click(fake, bob, board, "join")
    return await click(fake, alice, board, "start")


async def keep_playing(fake, channel: str) -> None:
    board = await open_game(fake, channel)
    while True:
        if is_over(board):
            board = await open_game(fake, channel)
        board = await choose(fake, mover(fake, board), board)


def answered_moves(fake) -> list[tuple[int, int]]:
    """(game, version it was made from) of every move the bot answered with the new board."""
    moves = []
    for handle in fake.interactions:
        parts = handle.payload["data"].get("custom_id", "").split(":")
        if len(parts) != 5 or parts[3] != "roll":
            continue
        kinds = {response.kind for response in handle.responses}
        board = any(r.kind == "callback" and r.type == UPDATE_MESSAGE for r in handle.responses)
        if (board or "edit" in kinds) and "followup" not in kinds:  # a followup: refused
            moves.append((int(parts[1]), int(parts[2])))
    return moves


async def test_a_kill_during_group_commits_loses_only_unanswered_clicks(
    fake_discord, bot_process, database
):
    fake = fake_discord
    bot = await bot_process()
    channels = [await fake.add_channel(f"table-{n}") for n in range(CHANNELS)]
    players = [asyncio.create_task(keep_playing(fake, channel)) for channel in channels]
    async with asyncio.timeout(60):
        while len(answered_moves(fake)) < ANSWERED_BEFORE_THE_KILL:
            await asyncio.sleep(0.005)
    await bot.kill()  # clicks are in flight in every channel
    for player in players:
        player.cancel()
    # Each player stops wherever the kill left it (waiting for an answer, or the connection).
    await asyncio.gather(*players, return_exceptions=True)
    answered = answered_moves(fake)
    assert len(answered) >= ANSWERED_BEFORE_THE_KILL
    async with database.connect() as connection:
        versions = dict((await connection.execute(select(Game.id, Game.version))).all())
        rolls = (
            await connection.execute(
                select(ActionRecord.game_id).where(ActionRecord.action.contains('"roll"'))
            )
        ).scalars()
        saved_rolls: dict[int, int] = {}
        for game_id in rolls:
            saved_rolls[game_id] = saved_rolls.get(game_id, 0) + 1
    # Every answered move was made from a version the stored game has moved past.
    lost = [(game, version) for game, version in answered if versions[game] <= version]
    assert not lost, f"answered, then lost with the process: {lost}"
    # And none was saved twice: a game holds at most as many throws as rolls were clicked.
    clicked: dict[int, int] = {}
    for handle in fake.interactions:
        parts = handle.payload["data"].get("custom_id", "").split(":")
        if len(parts) == 5 and parts[3] == "roll":
            clicked[int(parts[1])] = clicked.get(int(parts[1]), 0) + 1
    for game_id, count in saved_rolls.items():
        assert count <= clicked[game_id]
