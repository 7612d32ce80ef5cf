"""The real bot process against the fake Discord: a finished game's replay, privately, in each
member's language — refused while the game is on, opened from the end board's ⏪ and with
/game replay, stepped with every control, and shown in the channel with 📢."""

from __future__ import annotations

import re

import pytest

from bot.i18n import t
from tests.e2e.test_dice_games import open_game
from tests.support.boards import answer, choose, header, is_over, mover, text

EPHEMERAL = 64
COMPONENTS_V2 = 1 << 15
UPDATE_MESSAGE = 7
STEP = {  # "Move 3 of 40" in each member's language
    "alice": re.compile(r"\*\*Move (\d+) of (\d+)\*\*"),
    "bob": re.compile(r"\*\*Tah (\d+) z (\d+)\*\*"),
    "cyril": re.compile(r"\*\*Ruch (\d+) z (\d+)\*\*"),
}
LANGUAGE = {"alice": "en", "bob": "cs", "cyril": "pl"}


def replay_id(message, what: str) -> str:
    return next(i for i in message.custom_ids if i.startswith("r:") and i.endswith(f":{what}"))


def step_of(name: str, message) -> tuple[int, int]:
    found = STEP[name].search(text(message))
    assert found, text(message)
    return int(found[1]), int(found[2])


@pytest.mark.sqlite_only  # a game's log read: tests/bot/test_game_logs, both databases
async def test_a_finished_game_is_replayed_privately_in_each_language(fake_discord, bot_process):
    fake = fake_discord
    await bot_process()
    board = await open_game(fake, "ones_and_fives", {"target": 1000})
    game = int(board.custom_ids[0].split(":")[1])

    # While it is played, nobody can replay it (its dice and decisions are still to come).
    refused = await fake.slash(fake.user("cyril"), None, "game replay", {"game": game})
    assert refused.data["data"]["flags"] & EPHEMERAL
    assert refused.data["data"]["content"] == t("pl", "replay.live", number=str(game))

    for _ in range(3000):
        if is_over(board):
            break
        board = await choose(fake, mover(fake, board), board)
    assert "🏆" in header(board)

    # ⏪ on the end board: a viewer of Alice's own, at the start.
    alice = fake.user("alice")
    opened = await answer(fake.click(alice, board, replay_id(board, "open")))
    viewer = opened.message
    assert viewer.ephemeral and opened.data["data"]["flags"] & COMPONENTS_V2
    assert "⏪" in text(viewer) and "**Start**" in text(viewer)

    async def press(name: str, viewer, what: str, values: list[str] | None = None):
        user = fake.user(name)
        custom_id = replay_id(viewer, what)
        handle = (
            fake.select(user, viewer, custom_id, values)
            if values
            else fake.click(user, viewer, custom_id)
        )
        response = await answer(handle)
        assert response.type == UPDATE_MESSAGE or response.kind == "edit", response.data
        return response.message

    viewer = await press("alice", viewer, "on")
    assert step_of("alice", viewer)[0] == 1
    viewer = await press("alice", viewer, "last")
    last, steps = step_of("alice", viewer)
    assert last == steps
    viewer = await press("alice", viewer, "back")
    assert step_of("alice", viewer) == (steps - 1, steps)
    viewer = await press("alice", viewer, "first")
    assert "**Start**" in text(viewer)

    # /game replay in Czech and Polish: the same steps, each member's own words.
    for name in ("bob", "cyril"):
        lang = LANGUAGE[name]
        response = await answer(fake.slash(fake.user(name), None, "game replay", {"game": game}))
        own = response.message
        assert own.ephemeral
        assert t(lang, "replay.jump") in str(own.payload)  # the select's placeholder
        offered = own.component(replay_id(own, "jump"))["options"]
        turn = int(offered[-1]["value"])  # the start of the last turn
        jumped = await press(name, own, "jump", [str(turn)])
        assert step_of(name, jumped) == (turn, steps)
        mistake = own.component(replay_id(own, "mistake"))
        if not mistake.get("disabled"):  # the first decision that cost something
            found = await press(name, own, "mistake")
            assert re.search("[🟡🔴] ", text(found)) and step_of(name, found)[0] > 0

    # 📢 shows the step in the channel, said by whom, without controls.
    shown = await answer(fake.click(alice, viewer, replay_id(viewer, "show")))
    assert not shown.message.ephemeral
    assert t("en", "replay.shown", member=f"<@{alice.id}>") in text(shown.message)
    assert not [i for i in shown.message.custom_ids if i.startswith("r:")]
