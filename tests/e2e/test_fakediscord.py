"""Self-tests: a minimal discord.py bot (tests/support/minibot.py) runs against the fake Discord."""

from __future__ import annotations

import gc
import json
import weakref

import aiohttp
import pytest

from tests.support.fakediscord import FakeDiscord

PNG_MAGIC = b"\x89PNG\r\n\x1a\n"


@pytest.fixture
def bot_module() -> str:
    return "tests.support.minibot"


@pytest.fixture
def bot_database(tmp_path) -> str:
    """The minimal bot keeps no games: one database kind is enough."""
    return f"sqlite+aiosqlite:///{tmp_path / 'bot.db'}"


async def test_board_button_survives_a_restart(fake_discord: FakeDiscord, bot_process) -> None:
    bot = await bot_process()
    alice, bob = fake_discord.user("alice"), fake_discord.user("bob")
    assert "mini" in fake_discord.commands

    board = await fake_discord.slash(alice, None, "mini board")
    assert board.type == 4
    assert board.message.content == "Count 0"
    assert board.message.embeds[0]["title"] == "Board"
    assert board.message.custom_ids == ["count:0"]

    assert (await fake_discord.click(bob, board.message, "count:0")).type == 7
    [shown] = fake_discord.messages()
    assert shown.id == board.message.id
    assert (shown.content, shown.custom_ids) == ("Count 1 by bob", ["count:1"])

    await bot.restart(kill=True)
    clicked = await fake_discord.click(alice, shown, "count:1")
    assert clicked.message.content == "Count 2 by alice"
    assert all(0 < h.latency < 3 for h in fake_discord.interactions)
    assert fake_discord.unhandled_requests == []


async def test_deferred_answer_with_followup_and_edit(
    fake_discord: FakeDiscord, bot_process
) -> None:
    await bot_process()
    handle = fake_discord.slash(fake_discord.user("cyril"), None, "mini slow")

    deferred = await handle
    assert deferred.type == 5
    assert deferred.message.loading
    followup = await handle.followup()
    assert followup.message.content == "Followup done"
    edit = await handle.edit()
    assert edit.message.id == deferred.message.id
    assert (edit.message.content, edit.message.loading) == ("Slow done", False)
    assert [m.content for m in fake_discord.messages()] == ["Slow done", "Followup done"]
    assert [r.kind for r in await handle.settle()] == ["callback", "followup", "edit"]


async def test_ephemeral_reply_is_not_in_the_channel(
    fake_discord: FakeDiscord, bot_process
) -> None:
    await bot_process()
    reply = await fake_discord.slash(fake_discord.user("dana"), None, "mini secret")

    assert reply.message.ephemeral
    assert reply.message.content == "Only you"
    assert fake_discord.messages() == []


async def test_picture_upload_keeps_the_bytes(fake_discord: FakeDiscord, bot_process) -> None:
    await bot_process()
    message = (await fake_discord.slash(fake_discord.user("alice"), None, "mini picture")).message

    [attachment] = message.attachments
    assert attachment["filename"] == "board.png"
    assert attachment["url"].endswith("/board.png")
    assert message.files["board.png"].startswith(PNG_MAGIC)
    assert attachment["size"] == len(message.files["board.png"])


async def test_modal_and_thread(fake_discord: FakeDiscord, bot_process) -> None:
    await bot_process()
    dana = fake_discord.user("dana")

    asked = fake_discord.slash(dana, None, "mini ask")
    assert (await asked).type == 9
    with pytest.raises(ValueError, match="is required"):
        fake_discord.submit_modal(dana, asked, {})
    assert (await fake_discord.submit_modal(dana, asked, {"name": "Dana"})).message.content == (
        "Hello Dana"
    )

    await fake_discord.slash(dana, None, "mini thread")
    await fake_discord.wait_until(
        lambda: fake_discord.threads and fake_discord.messages(fake_discord.threads[0]["id"])
    )
    [thread] = fake_discord.threads
    assert thread["parent_id"] == fake_discord.channel
    assert [m.content for m in fake_discord.messages(thread["id"])] == ["In the thread"]


async def test_select_menu_and_nested_options(fake_discord: FakeDiscord, bot_process) -> None:
    await bot_process()
    bob = fake_discord.user("bob")

    menu = (await fake_discord.slash(bob, None, "mini pick")).message
    with pytest.raises(ValueError, match="not all among the options"):
        fake_discord.select(bob, menu, "fruit", ["plum"])
    picked = await fake_discord.select(bob, menu, "fruit", ["pear"])
    assert (picked.type, picked.message.content) == (7, "Picked pear")

    echo = await fake_discord.slash(bob, None, "mini deep echo", {"text": "hi", "times": 3})
    assert echo.message.content == "hi hi hi"
    with pytest.raises(ValueError, match="needs the options"):
        fake_discord.slash(bob, None, "mini deep echo", {"times": 3})
    with pytest.raises(LookupError, match="no option 'loud'"):
        fake_discord.slash(bob, None, "mini deep echo", {"text": "hi", "loud": True})


async def test_bot_resumes_or_reidentifies_after_a_dropped_gateway(
    fake_discord: FakeDiscord, bot_process
) -> None:
    await bot_process()
    alice = fake_discord.user("alice")

    await fake_discord.drop_bot()
    await fake_discord.wait_until(lambda: fake_discord.connected)
    assert (fake_discord.gateway.resume_count, fake_discord.identify_count) == (1, 1)
    board = await fake_discord.slash(alice, fake_discord.other_channel, "mini board")
    assert board.message.channel_id == fake_discord.other_channel
    assert fake_discord.messages() == []

    await fake_discord.drop_bot(resumable=False)
    await fake_discord.wait_until(lambda: fake_discord.connected)
    assert fake_discord.identify_count == 2
    assert (await fake_discord.slash(alice, None, "mini secret")).type == 4


async def test_the_locale_of_the_user_reaches_the_bot(
    fake_discord: FakeDiscord, bot_process
) -> None:
    await bot_process()
    board = await fake_discord.slash(fake_discord.user("bob"), None, "mini board")
    assert board.message.embeds[0]["description"] == "locale cs"


async def test_unsynced_commands_cannot_be_run(fake_discord: FakeDiscord) -> None:
    with pytest.raises(LookupError, match="is not synced"):
        fake_discord.slash(fake_discord.user("alice"), None, "mini board")


async def test_a_late_callback_is_rejected_like_discord_does(
    fake_discord: FakeDiscord, bot_process
) -> None:
    await bot_process()
    fake_discord.callback_deadline = 0.0
    handle = fake_discord.slash(fake_discord.user("alice"), None, "mini board")
    with pytest.raises(TimeoutError, match="expired=True"):
        await handle.callback(timeout=1.0)


async def next_dispatch(ws: aiohttp.ClientWebSocketResponse, event: str) -> dict:
    async for frame in ws:
        data = frame.json()
        if data.get("t") == event:
            return data["d"]
    raise AssertionError(f"the gateway closed before {event}")


async def test_discord_errors_and_attachment_edits_over_raw_http(fake_discord: FakeDiscord) -> None:
    """Without discord.py: a raw gateway client and REST calls hit the fake's corner cases."""
    fake = fake_discord
    auth = {"Authorization": f"Bot {fake.token}"}
    commands_url = f"{fake.api_url}/applications/{fake.application_id}/guilds/{fake.guild_id}"
    async with aiohttp.ClientSession() as http, http.ws_connect(fake.gateway_url) as ws:
        await ws.send_json({"op": 2, "d": {"token": fake.token, "intents": 0, "properties": {}}})
        await fake.wait_until(lambda: fake.connected)
        command = {"name": "ping", "description": "Ping", "type": 1}
        async with http.put(f"{commands_url}/commands", json=[command], headers=auth) as answer:
            assert (await answer.json())[0]["guild_id"] == fake.guild_id
        async with http.get(f"{fake.api_url}/users/@me") as answer:
            assert answer.status == 401

        handle = fake.slash(fake.user("alice"), None, "ping")
        assert (await next_dispatch(ws, "INTERACTION_CREATE"))["token"] == handle.token
        webhook = f"{fake.api_url}/webhooks/{fake.application_id}/{handle.token}"
        callback = f"{fake.api_url}/interactions/{handle.id}/{handle.token}/callback"
        async with http.post(f"{webhook}?wait=1", json={"content": "early"}) as answer:
            assert (answer.status, (await answer.json())["code"]) == (404, 10015)
        form = aiohttp.FormData()
        body = {"type": 4, "data": {"content": "pong", "attachments": [{"id": 0, "filename": "a"}]}}
        form.add_field("payload_json", json.dumps(body), content_type="application/json")
        form.add_field("files[0]", b"AAA", filename="a.txt", content_type="text/plain")
        async with http.post(f"{callback}?with_response=true", data=form) as answer:
            original = (await answer.json())["resource"]["message"]
        async with http.post(callback, json={"type": 4, "data": {}}) as answer:
            assert (answer.status, (await answer.json())["code"]) == (400, 40060)
        # Discord tells what a callback did only when asked to.
        unasked = fake.slash(fake.user("alice"), None, "ping")
        await next_dispatch(ws, "INTERACTION_CREATE")
        unasked_url = f"{fake.api_url}/interactions/{unasked.id}/{unasked.token}/callback"
        async with http.post(unasked_url, json={"type": 4, "data": {"content": "pong"}}) as answer:
            assert (answer.status, await answer.read()) == (204, b"")
        assert unasked.original.content == "pong"

        kept = {"content": "pong!", "attachments": [{"id": original["attachments"][0]["id"]}]}
        async with http.patch(f"{webhook}/messages/@original", json=kept) as answer:
            assert answer.status == 200
        async with http.patch(f"{webhook}/messages/@original", json={"attachments": []}) as answer:
            assert (await answer.json())["attachments"] == []

    [edited_once, emptied] = [r.message for r in handle.responses if r.kind == "edit"]
    assert (edited_once.content, edited_once.files) == ("pong!", {"a.txt": b"AAA"})
    assert (emptied.content, emptied.files) == ("pong!", {})
    assert handle.original.content == "pong!"
    assert fake.unhandled_requests == []


async def test_a_nonce_posts_once_and_a_message_starts_one_thread(fake_discord: FakeDiscord):
    """Over raw HTTP: a message sent again with its nonce (`enforce_nonce`) is the one made,
    unless the nonce is not enforced; a thread started from a message takes its id, and a
    second one on it is refused (160004)."""
    fake = fake_discord
    auth = {"Authorization": f"Bot {fake.token}"}
    channel = f"{fake.api_url}/channels/{fake.channel}"
    once = {"content": "line", "nonce": "t1.1.0", "enforce_nonce": True}
    async with aiohttp.ClientSession(headers=auth) as http:
        sent = []
        for body in (once, once, {**once, "enforce_nonce": False}):
            async with http.post(f"{channel}/messages", json=body) as answer:
                sent.append((await answer.json())["id"])
        assert sent[0] == sent[1] != sent[2]
        assert [m.id for m in fake.messages()] == [sent[0], sent[2]]
        thread = {"name": "R1 · Table 1", "auto_archive_duration": 10080}
        async with http.post(f"{channel}/messages/{sent[0]}/threads", json=thread) as answer:
            assert (answer.status, (await answer.json())["id"]) == (201, sent[0])
        async with http.post(f"{channel}/messages/{sent[0]}/threads", json=thread) as answer:
            assert (answer.status, (await answer.json())["code"]) == (400, 160004)
    assert len(fake.threads) == 1


async def test_a_stopped_fake_is_freed():
    """Nothing keeps a stopped fake (its every message and upload) alive: a test session starts
    hundreds of them."""
    fake = FakeDiscord()
    await fake.start()
    async with aiohttp.ClientSession() as http, http.get(f"{fake.api_url}/users/@me") as answer:
        assert answer.status == 401  # a request served: aiohttp has wrapped its route's handler
    await fake.stop()
    gone = weakref.ref(fake)
    del fake
    gc.collect()
    assert gone() is None
