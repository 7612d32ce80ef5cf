"""Getting answers and boards to Discord through its everyday faults: interactions that reached
the bot late, answers lost or taken twice, transient 5xx."""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Awaitable, Callable
from typing import Any, TypeVar

import aiohttp
import discord
from discord.http import MultipartParameters, Route, handle_message_parameters
from discord.webhook.async_ import async_context, interaction_message_response_params

from bot.form_body import form_body
from bot.game import Place

log = logging.getLogger(__name__)

UNKNOWN_MESSAGE = 10008
UNKNOWN_INTERACTION = 10062
ALREADY_ACKNOWLEDGED = 40060
# Discord limits the edits of a message older than an hour ("Maximum number of edits to
# messages older than 1 hour reached. Try again later"; its threshold undocumented): a 429
# that discord.py retries five times before it raises.
EDITS_REFUSED = 30046
# An answer failing with these can never reach the player: the interaction expired, the message
# it edits is gone, or an earlier try of it went through.
ANSWER_GONE = {UNKNOWN_MESSAGE, UNKNOWN_INTERACTION, ALREADY_ACKNOWLEDGED}
CALLBACK = "/interactions/{webhook_id}/{webhook_token}/callback"
TRANSIENT_ATTEMPTS = 3
FIRST_BACKOFF = 0.5  # seconds; doubled after each transient failure
T = TypeVar("T")
# A request to Discord that did not go through: refused, or lost on the way (a connection
# dropped, the bot's HTTP session closing during a shutdown).
SEND_FAILED = (discord.HTTPException, aiohttp.ClientError)


def game_channel(client: discord.Client, place: Place) -> discord.PartialMessageable:
    """Where a game's own messages go (its board posted anew, its turn pings): its place, a
    channel or a thread of its own."""
    return client.get_partial_messageable(place.channel_id, guild_id=place.guild_id)


def age(interaction: discord.Interaction) -> float:
    """Seconds since the user acted: Discord's 3 s for the first answer count from the moment
    stamped in the interaction's id, however late the event reached the bot."""
    return seconds_since(interaction.id)


def seconds_since(snowflake: int) -> float:
    """Seconds since the moment stamped in a Discord id (its milliseconds since Discord's
    epoch, in its top 42 bits: read directly, as datetimes cost more on every click)."""
    created_ms = (snowflake >> 22) + discord.utils.DISCORD_EPOCH
    return max(0.0, time.time() - created_ms / 1000)


def release(interaction: discord.Interaction) -> None:
    """After a click is answered: an Interaction and its response refer to each other, so the
    pair, with the clicked message parsed into it (its whole component tree, about 35 objects),
    would wait for the cyclic garbage collector. Nothing reads the response once the click is
    over (what runs on in the background keeps only the followup webhook)."""
    interaction.response._parent = None


def answer_gone(failure: Exception) -> bool:
    """Whether an answer failed for good: the interaction is gone, or the request was lost."""
    if isinstance(failure, aiohttp.ClientError):
        return True
    return isinstance(failure, discord.HTTPException) and failure.code in ANSWER_GONE


def edits_refused(failure: Exception) -> bool:
    """Whether Discord refused to edit a message because it is old and edited too often."""
    return isinstance(failure, discord.HTTPException) and failure.code == EDITS_REFUSED


async def acknowledged(callback: Awaitable[T]) -> T | None:
    """Send an interaction callback; what Discord answered, or None when "already acknowledged":
    discord.py sent it again after a 5xx that Discord had answered although it took the first
    one, so it is answered."""
    try:
        return await callback
    except discord.HTTPException as failure:
        if failure.code != ALREADY_ACKNOWLEDGED:
            raise
        log.info("interaction callback had gone through already")
        return None


async def update_clicked(interaction: discord.Interaction, **fields: Any) -> None:
    """Answer a click by editing the message clicked (`fields` as `InteractionResponse.
    edit_message` takes them) without asking for that message back. discord.py's edit_message
    always asks (`with_response`), and decodes and parses the whole Components V2 message
    Discord returns, on every click, for an answer nothing reads."""
    await _answer(interaction, discord.InteractionResponseType.message_update, fields)


async def send_private(interaction: discord.Interaction, **fields: Any) -> int:
    """Answer with a new message only the user sees (`fields` as `InteractionResponse.
    send_message` takes them); the id of that message, read from Discord's answer, which
    discord.py would parse whole (a private hand: its picture, buttons and attachments)."""
    fields["flags"] = discord.MessageFlags(ephemeral=True)
    kind = discord.InteractionResponseType.channel_message
    data = await _answer(interaction, kind, fields, with_response=True)
    return int(data["resource"]["message"]["id"])


async def say_privately(interaction: discord.Interaction, text: str) -> None:
    """Answer with a line only the user sees, without asking for it back (discord.py's
    send_message always does, and parses the message Discord returns)."""
    fields = {"content": text, "flags": discord.MessageFlags(ephemeral=True)}
    await _answer(interaction, discord.InteractionResponseType.channel_message, fields)


async def _answer(
    interaction: discord.Interaction,
    kind: discord.InteractionResponseType,
    fields: dict[str, Any],
    with_response: bool = False,
) -> Any:
    """An interaction's callback as discord.py's InteractionResponse sends it, through its own
    webhook adapter (its rate limits, its retries of a 5xx); the private names used are those
    of discord.py's own, and every e2e test goes through here. Discord's answer, decoded."""
    response = interaction.response
    if response.is_done():
        raise discord.InteractionResponded(interaction)
    params = interaction_message_response_params(
        type=kind.value, previous_allowed_mentions=interaction._state.allowed_mentions, **fields
    )
    http = interaction._state.http
    data = await async_context.get().request(
        Route("POST", CALLBACK, webhook_id=interaction.id, webhook_token=interaction.token),
        **_webhook_body(params, interaction._session),
        proxy=http.proxy,
        proxy_auth=http.proxy_auth,
        params={"with_response": "1"} if with_response else None,
    )
    response._response_type = kind
    return data


async def edit_message(
    client: discord.Client, channel_id: int, message_id: int, **fields: Any
) -> None:
    """`PartialMessage.edit` (`fields` as it takes them) without the message back: discord.py
    parses Discord's answer, a whole Components V2 message with its attachments, into a
    Message on every redraw, for an answer nothing reads. The rest of what edit does concerns
    views it dispatches, which ours are not (`GameView`). Files go in one piece (form_body)."""
    mentions = client._connection.allowed_mentions
    with handle_message_parameters(previous_allowed_mentions=mentions, **fields) as params:
        if not params.files:
            await client.http.edit_message(channel_id, message_id, params=params)
            return
        route = Route(
            "PATCH",
            "/channels/{channel_id}/messages/{message_id}",
            channel_id=channel_id,
            message_id=message_id,
        )
        await client.http.request(route, data=form_body(params.multipart))


async def edit_followup(followup: discord.Webhook, message_id: int, **fields: Any) -> None:
    """`Webhook.edit_message` likewise (a private view kept up to date through the webhook of
    the interaction that showed it), through discord.py's own webhook adapter, as
    `update_clicked`."""
    mentions = getattr(followup._state, "allowed_mentions", None)
    with handle_message_parameters(previous_allowed_mentions=mentions, **fields) as params:
        await async_context.get().edit_webhook_message(
            followup.id,
            followup.token,
            message_id,
            **_webhook_body(params, followup.session),
            proxy=followup.proxy,
            proxy_auth=followup.proxy_auth,
            with_components=True,
        )


def _webhook_body(params: MultipartParameters, session: aiohttp.ClientSession) -> dict[str, Any]:
    """What discord.py's webhook adapter is given to send `params`: the JSON payload, or (with
    files) no payload of its own and a session that sends the form in one piece."""
    if not params.files:
        return {"session": session, "payload": params.payload}
    return {"session": _SendingBody(session, form_body(params.multipart))}


class _SendingBody:
    """An aiohttp session as discord.py's webhook adapter uses it (`request`), sending `body`
    in place of the data the adapter passes (none: it was given no payload), so that the
    adapter's rate limits and retries still apply (the body can be sent again)."""

    __slots__ = ("_body", "_session")

    def __init__(self, session: aiohttp.ClientSession, body: aiohttp.BytesPayload) -> None:
        self._session = session
        self._body = body

    def request(self, method: str, url: str, **kwargs: Any) -> Any:
        kwargs["data"] = self._body
        return self._session.request(method, url, **kwargs)


async def message_of(
    interaction: discord.Interaction, response: discord.InteractionCallbackResponse | None
) -> discord.InteractionMessage:
    """The message a callback sent: from Discord's answer to it, or (the callback had gone
    through already) asked for."""
    if response is not None and isinstance(response.resource, discord.InteractionMessage):
        return response.resource
    return await interaction.original_response()


async def with_retries(attempt: Callable[[], Awaitable[T]]) -> T:
    """`attempt()` again after a transient 5xx, a few times with a growing pause (discord.py
    retries 500, 502 and 504 itself, but raises a 503 at once). `attempt` builds its request
    anew each time: files sent once are spent."""
    pause = FIRST_BACKOFF
    for _ in range(TRANSIENT_ATTEMPTS - 1):
        try:
            return await attempt()
        except discord.DiscordServerError as failure:
            log.info("Discord answered %s; trying again in %.1f s", failure.status, pause)
        await asyncio.sleep(pause)
        pause *= 2
    return await attempt()
