"""The fake's reading of request bodies: what aiohttp (discord.py's HTTP client) writes reads back
part for part, and a body or header that breaks its RFC is refused, never guessed at."""

from __future__ import annotations

import asyncio
import json

import aiohttp
import pytest
from hypothesis import given
from hypothesis import strategies as st

from tests.support.fakediscord import FakeDiscord
from tests.support.fakediscord.forms import FormError, FormPart, content_type, form_parts

CALLBACK = "/interactions/1/token/callback"


class Collected:
    """Where aiohttp's multipart writer writes: the body bytes."""

    def __init__(self) -> None:
        self.body = b""

    async def write(self, data: bytes) -> None:
        self.body += bytes(data)


async def written(form: aiohttp.FormData) -> tuple[str, bytes]:
    """The Content-Type header and the body aiohttp sends for the form."""
    writer = form()
    collected = Collected()
    await writer.write(collected)
    return writer.headers["Content-Type"], collected.body


def discord_form(payload: dict, files: list[tuple[str, bytes, str]]) -> aiohttp.FormData:
    """The form discord.py builds for a message with files (webhook/async_.py)."""
    form = aiohttp.FormData(quote_fields=False)
    form.add_field("payload_json", json.dumps(payload))
    for n, (filename, data, media_type) in enumerate(files):
        form.add_field(f"files[{n}]", data, filename=filename, content_type=media_type)
    return form


async def test_discord_py_forms_read_back_part_for_part():
    payload = {"type": 7, "data": {"flags": 32768, "components": []}}
    png = bytes(range(256)) * 40 + b"\r\n--not-the-boundary\r\n"
    header, body = await written(
        discord_form(payload, [("board.png", png, "image/png"), ("hand.png", b"", "image/png")])
    )
    media_type, parameters = content_type(header)
    assert media_type == "multipart/form-data"
    parts = form_parts(body, parameters["boundary"])
    assert [(p.name, p.filename, p.content_type) for p in parts] == [
        ("payload_json", None, "text/plain; charset=utf-8"),
        ("files[0]", "board.png", "image/png"),
        ("files[1]", "hand.png", "image/png"),
    ]
    assert json.loads(parts[0].data) == payload
    assert (parts[1].data, parts[2].data) == (png, b"")


@given(
    st.lists(
        st.tuples(
            st.text(
                st.characters(
                    codec="utf-8",
                    categories=("L", "N", "P", "S", "Zs"),  # aiohttp refuses control characters
                    exclude_characters='"\\',
                ),
                min_size=1,
            ),
            st.binary(),
        ),
        min_size=1,  # discord.py sends a form only with files
        max_size=4,
    )
)
def test_any_files_read_back(files):
    header, body = asyncio.run(
        written(
            discord_form({}, [(name, data, "application/octet-stream") for name, data in files])
        )
    )
    parts = form_parts(body, content_type(header)[1]["boundary"])
    assert [(p.filename, p.data) for p in parts[1:]] == files


def test_headers_and_quoted_parameters():
    assert content_type("") == ("", {})
    assert content_type('Multipart/Form-Data; Boundary="a b\\"c"') == (
        "multipart/form-data",
        {"boundary": 'a b"c'},
    )
    assert content_type("application/json; charset=utf-8") == (
        "application/json",
        {"charset": "utf-8"},
    )
    body = (
        b"preamble\r\n--B\r\n"
        b"Content-Disposition: form-data; name=\"files[0]\"; filename*=utf-8''d%C3%A9.png\r\n"
        b"\r\nPNG\r\n--B--\r\nepilogue"
    )
    assert form_parts(body, "B") == [FormPart("files[0]", "dé.png", None, b"PNG")]


@pytest.mark.parametrize(
    ("header", "body"),
    [
        ("multipart/form-data; boundary=B; junk", b""),
        ("not a media type", b""),
        ("multipart/form-data; boundary=B", b"--B\r\nContent-Disposition: form-data\r\n\r\nx"),
        ("multipart/form-data; boundary=B", b"no boundary at all"),
        ("multipart/form-data; boundary=B", b'--B\r\nContent-Disposition: form-data; name="a"'),
        ("multipart/form-data; boundary=B", b"--B\r\n\r\nx\r\n--B--"),
        ("multipart/form-data; boundary=B", b'--B\r\nContent-Disposition: attachment; name="a"'),
        ("multipart/form-data; boundary=B", b"--Bjunk\r\n\r\nx\r\n--B--"),
        ("multipart/form-data; boundary=B", b"--B\r\n continued: header\r\n\r\nx\r\n--B--"),
    ],
)
def test_what_breaks_the_rfc_is_refused(header, body):
    with pytest.raises(FormError):
        form_parts(body, content_type(header)[1]["boundary"])


async def test_a_malformed_form_is_answered_400_and_a_good_one_is_checked():
    fake = FakeDiscord()
    await fake.start()
    try:
        fake.expect_violations()
        async with aiohttp.ClientSession() as http:
            broken = b"--B\r\nContent-Disposition: form-data\r\n\r\n{}\r\n--B--\r\n"
            headers = {"Content-Type": "multipart/form-data; boundary=B"}
            async with http.post(fake.api_url + CALLBACK, data=broken, headers=headers) as answer:
                assert answer.status == 400
            misnamed = discord_form({"type": 4, "data": {"content": "x"}}, [])
            misnamed.add_field("files[x]", b"PNG", filename="a.png", content_type="image/png")
            async with http.post(fake.api_url + CALLBACK, data=misnamed) as answer:
                assert answer.status == 400
            payload = {"type": 4, "data": {"content": "x" * 2001}}
            form = discord_form(payload, [("a.png", b"PNG", "image/png")])
            async with http.post(fake.api_url + CALLBACK, data=form) as answer:
                assert (answer.status, (await answer.json())["code"]) == (400, 50035)
    finally:
        await fake.stop()
    assert [(v.pointer, v.rule) for v in fake.violations] == [
        ("/data/content", "openapi.maxLength")
    ]
