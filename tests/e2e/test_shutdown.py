"""SIGTERM, as a process manager sends it: the clicks in flight are answered, later ones are
told the bot is restarting, the database closes cleanly, and the process exits 0 quickly."""

from __future__ import annotations

import asyncio
import time

from bot.i18n import LANGUAGES, t
from tests.support.boards import answer, button, click, mover

CHANNELS = 6


async def open_sequence(fake, channel):
    alice, bob = fake.user("alice"), fake.user("bob")
    board = (await answer(fake.slash(alice, channel, "dice play", {"game": "sequence"}))).message
    board = await click(fake, bob, board, "join")
    return await click(fake, alice, board, "start")


async def test_sigterm_answers_every_click_and_exits_cleanly(fake_discord, bot_process):
    fake = fake_discord
    bot = await bot_process()
    channels = [await fake.add_channel(f"table-{n}") for n in range(CHANNELS)]
    boards = [await open_sequence(fake, channel) for channel in channels]

    clicks = [fake.click(mover(fake, b), b, button(b, "roll").custom_id) for b in boards]
    started = time.monotonic()
    stopping = asyncio.create_task(bot.stop())
    late = []  # clicks during the shutdown: played (before SIGTERM), turned away, or undelivered
    while not stopping.done():
        board = boards[len(late) % CHANNELS]
        late.append(fake.click(mover(fake, board), board, button(board, "roll").custom_id))
        await asyncio.sleep(0.02)
    assert await stopping == 0
    assert time.monotonic() - started < 5

    restarting = {t(lang, "error.restarting") for lang in LANGUAGES}
    for handle in clicks:
        response = await answer(handle)
        assert response.message.components or response.data["data"]["content"] in restarting
    turned_away = [h for h in late if h.responses and h.responses[0].message.ephemeral]
    assert all(h.responses[0].data["data"]["content"] in restarting for h in turned_away)
    log = bot.log_path.read_text()
    assert "Traceback" not in log and "CancelledError" not in log
