"""Limits of message content, embeds and uploaded files."""

from __future__ import annotations

from .rulebook import MESSAGE, Breaches, Context, rule, text_length

CONTENT_LIMIT = 2000
EMBED_TEXT_LIMIT = 6000
FILES_LIMIT = 10
FILE_SIZE_LIMIT = 10 * 1024 * 1024


@rule("message_content_length", "BASE_TYPE_MAX_LENGTH", *MESSAGE)
def content_length(message: dict, context: Context) -> Breaches:
    # "Message contents (up to 2000 characters)"; the schema allows 4000, a Nitro user's limit.
    # https://discord.com/developers/docs/resources/message#create-message
    if len(message.get("content") or "") > CONTENT_LIMIT:
        yield "/content", f"Must be {CONTENT_LIMIT} or fewer in length."


@rule("embed_field_not_empty", "BASE_TYPE_REQUIRED", *MESSAGE)
def embed_fields_filled(message: dict, context: Context) -> Breaches:
    # A field's name and value are required, and an empty string counts as missing.
    # https://discord.com/developers/docs/resources/message#embed-object-embed-field-structure
    for e, embed in enumerate(message.get("embeds") or ()):
        for f, field in enumerate(embed.get("fields") or ()):
            for key in ("name", "value"):
                if not str(field.get(key) or "").strip():
                    yield f"/embeds/{e}/fields/{f}/{key}", "This field is required"


@rule("embeds_total_length", "MESSAGE_EMBEDS_TOO_LONG", *MESSAGE)
def embeds_total_length(message: dict, context: Context) -> Breaches:
    # "the combined sum of characters in all title, description, field.name, field.value,
    # footer.text, and author.name fields across all embeds attached to a message must not
    # exceed 6000 characters" https://discord.com/developers/docs/resources/message#embed-object-embed-limits
    total = 0
    for embed in message.get("embeds") or ():
        total += text_length(
            embed.get("title"),
            embed.get("description"),
            (embed.get("footer") or {}).get("text"),
            (embed.get("author") or {}).get("name"),
            *(text for f in embed.get("fields") or () for text in (f.get("name"), f.get("value"))),
        )
    if total > EMBED_TEXT_LIMIT:
        yield "/embeds", f"Embed size exceeds maximum size of {EMBED_TEXT_LIMIT}"


@rule("files_count", "BASE_TYPE_MAX_LENGTH", *MESSAGE)
def files_count(message: dict, context: Context) -> Breaches:
    # Up to 10 files per message. https://discord.com/developers/docs/resources/message#create-message
    if len(context.upload_sizes) > FILES_LIMIT:
        yield "/files", f"Must be {FILES_LIMIT} or fewer in length."


@rule("file_size", "FILE_TOO_LARGE", *MESSAGE)
def file_size(message: dict, context: Context) -> Breaches:
    # "The default limit is 10 MiB" per file (more only with Nitro or server boosts).
    # https://discord.com/developers/docs/reference#uploading-files
    for index, size in enumerate(context.upload_sizes):
        if size > FILE_SIZE_LIMIT:
            yield f"/files[{index}]", f"File cannot be larger than {FILE_SIZE_LIMIT} bytes."
