"""Per-member cooldowns on the commands that cost the bot real work (cogs/games.py), through
the fake Discord: a member asking for one of them again and again is answered
COOLDOWN_USES times, then told, to him alone, when he may ask again; another member, and
another command, are answered meanwhile."""

from __future__ import annotations

from bot.i18n import t
from cogs.games import COOLDOWN_SECONDS, COOLDOWN_USES
from tests.support.boards import answer

TOO_SOON = {t("en", "error.too_soon", seconds=s) for s in range(1, int(COOLDOWN_SECONDS) + 1)}


async def test_a_member_asking_too_often_is_told_when_to_ask_again(fake_discord, bot_process):
    fake = fake_discord
    await bot_process()
    alice, bob = fake.user("alice"), fake.user("bob")
    asked = [await answer(fake.slash(alice, None, "game verify")) for _ in range(COOLDOWN_USES + 1)]
    *answered, refused = [response.message for response in asked]
    assert not any(message.content in TOO_SOON for message in answered)
    assert refused.content in TOO_SOON and refused.ephemeral
    assert refused.content != t("en", "error.too_soon", seconds=1)  # the wait left, in seconds
    others = [fake.slash(bob, None, "game verify"), fake.slash(alice, None, "game record")]
    for other in others:
        assert (await answer(other)).message.content not in TOO_SOON
