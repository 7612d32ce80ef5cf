"""Request bodies as the fake reads them: a Content-Type header's media type and parameters, and
a multipart/form-data body's parts (RFC 7578 over RFC 2046). aiohttp's own readers parse every
header through the standard library's e-mail parser, a fifth of the fake's CPU under load; this
reads the whole body at once and is just as strict: what it cannot read is refused, never
guessed."""

from __future__ import annotations

import re
from dataclasses import dataclass
from urllib.parse import unquote

_TOKEN = r"[!#$%&'*+.^_`|~0-9A-Za-z-]+"
_QUOTED = r'"(?:[^"\\]|\\.)*"'
_MEDIA_TYPE = re.compile(rf"\s*({_TOKEN}/{_TOKEN})\s*")
_PARAMETER = re.compile(rf";\s*({_TOKEN})\s*=\s*({_TOKEN}|{_QUOTED})\s*")
_DISPOSITION = re.compile(rf"\s*({_TOKEN})\s*")
_ESCAPED = re.compile(r"\\(.)")


class FormError(ValueError):
    """A body or header that does not follow its RFC."""


@dataclass(frozen=True)
class FormPart:
    name: str
    filename: str | None
    content_type: str | None
    data: bytes


def content_type(header: str) -> tuple[str, dict[str, str]]:
    """("multipart/form-data", {"boundary": …}) from a Content-Type header; ("", {}) if absent."""
    if not header.strip():
        return "", {}
    match = _MEDIA_TYPE.match(header)
    if match is None:
        raise FormError(f"not a media type: {header!r}")
    return match.group(1).lower(), _parameters(header, match.end())


def form_parts(body: bytes, boundary: str) -> list[FormPart]:
    """The parts of a multipart/form-data body, in order."""
    delimiter = b"--" + boundary.encode("ascii")
    if body.startswith(delimiter):
        position = len(delimiter)
    else:  # a preamble, which RFC 2046 says to ignore
        found = body.find(b"\r\n" + delimiter)
        if found < 0:
            raise FormError("no boundary in the body")
        position = found + 2 + len(delimiter)
    parts = []
    while not body.startswith(
        b"--", position
    ):  # else the closing delimiter: the epilogue is ignored
        line_end = body.find(b"\r\n", position)
        if line_end < 0 or body[position:line_end].strip(b" \t"):
            raise FormError("a boundary line that does not end where it should")
        start = line_end + 2
        end = body.find(b"\r\n" + delimiter, start)
        if end < 0:
            raise FormError("a part without the boundary that ends it")
        parts.append(_part(body[start:end]))
        position = end + 2 + len(delimiter)
    return parts


def _part(chunk: bytes) -> FormPart:
    if chunk.startswith(b"\r\n"):
        head, data = b"", chunk[2:]
    else:
        head, separator, data = chunk.partition(b"\r\n\r\n")
        if not separator:
            raise FormError("a part whose headers never end")
    headers: dict[str, str] = {}
    for line in head.decode("utf-8").split("\r\n") if head else []:
        name, colon, value = line.partition(":")
        if not colon or not name or name != name.strip():
            raise FormError(f"not a header line: {line!r}")
        headers[name.lower()] = value.strip()
    disposition = headers.get("content-disposition")
    if disposition is None:
        raise FormError("a part without Content-Disposition")
    match = _DISPOSITION.match(disposition)
    if match is None or match.group(1).lower() != "form-data":
        raise FormError(f"not a form-data part: {disposition!r}")
    parameters = _parameters(disposition, match.end())
    if "name" not in parameters:
        raise FormError("a form-data part without a name")
    return FormPart(
        parameters["name"], _filename(parameters), headers.get("content-type"), bytes(data)
    )


def _parameters(header: str, position: int) -> dict[str, str]:
    parameters = {}
    while position < len(header):
        match = _PARAMETER.match(header, position)
        if match is None:
            raise FormError(f"unreadable parameters: {header[position:]!r}")
        name, value = match.group(1).lower(), match.group(2)
        if value.startswith('"'):
            value = _ESCAPED.sub(r"\1", value[1:-1])
        parameters[name] = value
        position = match.end()
    return parameters


def _filename(parameters: dict[str, str]) -> str | None:
    """`filename*` (RFC 5987: charset'language'percent-encoded) wins over `filename`."""
    extended = parameters.get("filename*")
    if extended is None:
        return parameters.get("filename")
    pieces = extended.split("'", 2)
    if len(pieces) != 3:
        raise FormError(f"not an extended value: {extended!r}")
    charset, _language, encoded = pieces
    try:
        return unquote(encoded, encoding=charset or "utf-8", errors="strict")
    except (LookupError, UnicodeDecodeError) as error:
        raise FormError(f"undecodable filename*: {extended!r}") from error
