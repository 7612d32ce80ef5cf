"""A message and its files as one multipart/form-data body (RFC 7578), built in memory and
sent in one write.

discord.py hands a message's files to aiohttp's FormData, whose writer sends every boundary,
part header and part as a write of its own: nine socket writes for a board and its picture
(towards Discord, each its own TLS record). Boards with pictures (dominoes, backgammon) are
sent on most of their clicks, so the bot builds the body itself: a domino click's CPU fell from
1.65 to 1.44 ms, a backgammon click's from 1.97 to 1.76 (benchmarks/bot_load.py, think 0).
It holds what discord.py would send: `payload_json`, then `files[n]` in order."""

from __future__ import annotations

import secrets
from typing import Any

import aiohttp

# What a quoted parameter of a part's header cannot hold as it is (the HTML standard's
# encoding of form data: percent-encoded).
_QUOTED = str.maketrans({'"': "%22", "\r": "%0D", "\n": "%0A"})


def form_body(multipart: list[dict[str, Any]]) -> aiohttp.BytesPayload:
    """The body of discord.py's `multipart` list (from `handle_message_parameters` and its
    kin: dicts of name, value and, for a file, filename and content_type); it can be sent again
    as it is, as a retry needs."""
    boundary = secrets.token_hex(16)
    pieces: list[bytes] = []
    for part in multipart:
        value = part["value"]
        disposition = f'form-data; name="{_quoted(part["name"])}"'
        if "filename" in part:
            disposition += f'; filename="{_quoted(part["filename"])}"'
            data = value.read()
            kind = part["content_type"]
        else:
            data = value.encode()
            kind = "application/json"  # payload_json, the only field that is not a file
        head = f"--{boundary}\r\nContent-Disposition: {disposition}\r\nContent-Type: {kind}\r\n\r\n"
        pieces += (head.encode(), data, b"\r\n")
    pieces.append(f"--{boundary}--\r\n".encode())
    return aiohttp.BytesPayload(
        b"".join(pieces), content_type=f"multipart/form-data; boundary={boundary}"
    )


def _quoted(text: str) -> str:
    return text.translate(_QUOTED)
