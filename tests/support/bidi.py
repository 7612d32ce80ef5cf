"""What a text leaves open for the text after it on its line, by Unicode's bidi algorithm
(UAX #9, rules X2–X6a: the directional status stack, without counting levels): its
embeddings, overrides and isolates not yet closed. A name shown in a line must leave nothing
open, or the rest of the line is read in its direction."""

from __future__ import annotations

EMBEDDINGS = {"\u202a", "\u202b", "\u202d", "\u202e"}  # LRE, RLE, LRO, RLO
PDF = "\u202c"
ISOLATES = {"\u2066", "\u2067", "\u2068"}  # LRI, RLI, FSI
PDI = "\u2069"


def left_open(text: str) -> list[str]:
    """The initiators still open at the text's end, the innermost last."""
    stack: list[str] = []
    for char in text:
        if char in "\n\u2029":  # a paragraph's end closes everything
            stack = []
        elif char in EMBEDDINGS or char in ISOLATES:
            stack.append(char)
        elif char == PDF and stack and stack[-1] in EMBEDDINGS:  # X7: never past an isolate
            stack.pop()
        elif char == PDI and any(c in ISOLATES for c in stack):  # X6a: to its isolate, inclusive
            while stack.pop() not in ISOLATES:
                pass
    return stack


def isolated_in(line: str, shown: str) -> bool:
    """Whether `shown` (a name as the bot writes it) is in the line as an isolate that leaves
    the rest of the line as it would be without it."""
    at = line.find(shown)
    return at >= 0 and left_open(line[: at + len(shown)]) == left_open(line[:at])
