"""A message with files, built in one piece, reads back (by the standard library's MIME parser,
not ours) as the form discord.py would have sent."""

from __future__ import annotations

import asyncio
import email
import email.policy
import io
import json

import discord
from discord.http import handle_message_parameters

from bot.form_body import form_body


def _parts(multipart: list[dict]) -> list[email.message.EmailMessage]:
    body = form_body(multipart)
    raw = asyncio.run(body.as_bytes())
    head = f"Content-Type: {body.headers['Content-Type']}"
    message = email.message_from_bytes(head.encode() + b"\r\n\r\n" + raw, policy=email.policy.HTTP)
    assert message.is_multipart() and not message.defects
    return list(message.iter_parts())


def test_a_message_and_its_files_in_discord_pys_order():
    files = [
        discord.File(io.BytesIO(b"\x89PNG\r\n--not a boundary\r\n"), "table.png"),
        discord.File(io.BytesIO(bytes(range(256))), "hand.png", description="your hand"),
    ]
    with handle_message_parameters(content="Ones & fives", files=files) as params:
        sent = json.loads(params.multipart[0]["value"])
        parts = _parts(params.multipart)
    assert [part.get_param("name", header="content-disposition") for part in parts] == [
        "payload_json",
        "files[0]",
        "files[1]",
    ]
    assert parts[0].get_content_type() == "application/json"
    assert json.loads(parts[0].get_payload(decode=True)) == sent
    assert sent["attachments"][1] == {"id": 1, "filename": "hand.png", "description": "your hand"}
    assert [part.get_filename() for part in parts[1:]] == ["table.png", "hand.png"]
    assert [part.get_content_type() for part in parts[1:]] == ["application/octet-stream"] * 2
    assert parts[1].get_payload(decode=True) == b"\x89PNG\r\n--not a boundary\r\n"
    assert parts[2].get_payload(decode=True) == bytes(range(256))


def test_a_filename_cannot_break_its_header():
    multipart = [
        {"name": "payload_json", "value": "{}"},
        {
            "name": "files[0]",
            "value": io.BytesIO(b"x"),
            "filename": 'a"b\r\nContent-Type: text/html.png',
            "content_type": "application/octet-stream",
        },
    ]
    _, file = _parts(multipart)
    assert file.get_filename() == "a%22b%0D%0AContent-Type: text/html.png"
    assert file.get_content_type() == "application/octet-stream"
    assert file.get_payload(decode=True) == b"x"
