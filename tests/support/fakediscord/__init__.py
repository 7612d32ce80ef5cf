"""A small fake Discord (API v10 REST + gateway websocket) on loopback for end-to-end tests.

The real bot process (discord.py 2.x, unmodified) is pointed at it by `tests/support/run_bot.py`;
tests then act as guild members and read what the bot posted:

    fake = FakeDiscord()                      # binds 127.0.0.1 on a free port
    await fake.start() / await fake.stop()
    fake.base_url, fake.api_url, fake.gateway_url, fake.token, fake.guild_id
    fake.users, fake.user("alice")            # FakeUser(id, name, locale, manage_guild); alice
                                              # has Manage Server; locales en-US, cs, pl, en-GB
    fake.set_nickname(user, "Bobby", guild)   # his nickname on a guild (the test guild's if
                                              #   none given): its interactions' member.nick
    fake.channel, fake.other_channel          # the two text channel ids of the one guild
    fake.commands                             # synced commands by name (guild + global)
    fake.application_emojis                   # emojis the bot uploaded (kept across restarts)
    fake.fail_emoji_uploads()                 # refuse uploads from now on (fallback tests)
    fake.deny_bot(channel, models.CREATE_PUBLIC_THREADS)  # the bot loses permissions there
                                              #   (and in its threads); it has the invite's
                                              #   (models.BOT_PERMISSIONS) elsewhere

Acting (checks the input at once, raises ValueError/LookupError; sends in the background):
    h = fake.slash(user, channel_or_None, "dice play", {"players": 2})   # InteractionHandle
    h = fake.click(user, message, custom_id)
    h = fake.select(user, message, custom_id, ["value"])
    h = fake.submit_modal(user, opened_by=h, values={"field_id": "text"})

Reading the answer (every wait takes timeout=5.0 and raises TimeoutError with what came):
    r = await h                               # = await h.callback(): BotResponse(kind, at,
                                              #   data, type 4/5/6/7/8/9, message)
    await h.followup(n); await h.edit(n)      # the n-th followup / webhook message edit
    await h.settle()                          # every response, once the bot is quiet
    h.original, h.latency, h.expired          # response message now; dispatch->callback s;
                                              # callback came after fake.callback_deadline
    fake.messages(channel=None)               # SentMessage list, edits applied, no ephemerals
    fake.created(channel=None)                # (id, request body) of every message created
                                              #   there, deleted ones too (allowed_mentions…)
    message.content/embeds/components/flags/ephemeral/loading/attachments/files/custom_ids
    fake.threads, fake.interactions           # threads the bot opened; every handle so far

Threads as on Discord: opening one needs Create Public Threads in a text channel (one thread a
message), posting in one Send Messages in Threads, archiving it Manage Threads; a message
unarchives a thread, while editing a message of an archived thread is refused (50083).

Strict like Discord (validation.py, openapi.py, limits/): every REST request's JSON body (the
payload_json of a multipart one) and query is checked against Discord's OpenAPI description
(vendored in discord-api-spec/, loosened only where Discord is: openapi.loosen) and against
the documented limits the schema cannot say (limits/: content, embeds, files, components and
Components V2, component emojis = Unicode emojis or this app's emojis, command naming,
descriptions, locales and sizes, autocomplete choices, emoji uploads). A breach is refused as
Discord refuses it (400, {"code": 50035, "message": "Invalid Form Body", "errors": {... nested
by field, "_errors": [{code, message}]}}) and recorded:
    fake.violations                           # Violation(route, pointer, rule, code, message):
                                              #   "POST /channels/{channel_id}/messages
                                              #   /components/0/...: ... [component_emoji]"
    fake.check_violations()                   # AssertionError naming them all; the
                                              #   fake_discord fixture calls it at teardown
    fake.expect_violations()                  # this test provokes refusals on purpose
    fake.validation.mean_cost_ms              # the checks' cost per request

Gateway and diagnostics:
    await fake.drop_bot(resumable=True); await fake.wait_until(lambda: fake.connected)
    fake.identify_count, fake.connected       # fresh sessions so far; bot on the gateway now
    fake.unhandled_requests                   # routes the bot used that the fake lacks

Faults (429, 5xx, deleted messages, lost permissions, jitter, late deliveries, op 7): see
faults.py; `fake.faults` plans them, `await fake.delete_message(id)` deletes as a moderator.
"""

from .driver import FakeDiscord
from .models import FakeUser
from .store import BotResponse, InteractionHandle, SentMessage

__all__ = ["BotResponse", "FakeDiscord", "FakeUser", "InteractionHandle", "SentMessage"]
