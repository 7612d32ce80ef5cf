"""A tournament's pictures, drawn at phone width like the other boards (bot/images.py): the
knockout bracket, and the standings table of the other formats. They draw what they are given
(the words already in the reader's language), from plain views the tournament's board builds
(bot/tournaments/view.py).

Both are dark like Discord's container, drawn `WIDTH` px wide: a phone shows them 284 px wide
(×0.59), so their `TEXT` px text, the smallest there is, is 12.4 px there. A picture is at most
`MAX_HEIGHT` px high (379 px on a phone), which leaves a message 270 px around it on a 650 px
phone screen: a header, a line or two and a row of buttons.

The bracket. A tree of 64 entrants is 63 matches: at 12 px text a phone's 284 px hold about
forty characters across and twenty lines down, so a tree of columns would cut names to a few
letters by the round of 16 and be as tall as three screens. What a player looks for is his
match now, who he meets if he wins, and what the rounds before decided; so the picture is the
rounds as sections top down, each match a card (seed, name and score on a line per side: the
winner bold with his score on green, the loser grey), the two matches whose winners meet next
side by side, the final alone across. The round being played is always drawn (its name on an
accent pill, its cards edged in the accent colour); then the rounds after it, as long as
somebody in them is known (cards filled in as winners go through, a blank line for whoever is
not known yet), then the rounds before it, the latest first — while the picture stays within
`MAX_HEIGHT`. So 8 or 16 entrants are seen whole or nearly, and 64 from the round being played
on. The rounds left out are folded: those before into the first drawn round's heading ("✓ Round
1 · Round 2 ›", a tick each where their names do not fit), those after into a last line ("Semi-
final › Final"). A round too long on its own (64 entrants' first: 32 matches) shows its first
matches and the view's words for how many more. A bye is its entrant's card with the view's
word for a bye where the opponent would be. Once the tournament is over, a gold banner with a
cup names the champion under the title, and the rounds are drawn from the final back.

The standings: rank, name and the view's columns (the first, the points, bold), every other
line striped; the podium's ranks in medals drawn gold, silver and bronze. A long field shows
its top lines and the view's words for how many more."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from functools import cache
from math import cos, pi, sin

from PIL import Image, ImageDraw
from PIL.ImageFont import FreeTypeFont

from bot.images import Palette, drawable, fitted, font, png_bytes, text_width

More = Callable[[int], str]  # the words of a "+N more" line


def plus(count: int) -> str:
    return f"+{count}"


@dataclass(frozen=True)
class BracketMatch:
    names: tuple[str, str | None]  # the second None: a bye
    seeds: tuple[int | None, int | None]  # 1 = the top seed
    scores: tuple[str, str] | None = None  # as shown ("7", "3"); None: not played yet
    winner: int | None = None  # 0 or 1: who went through; None: not decided


@dataclass(frozen=True)
class BracketView:
    """`rounds` are those paired so far, in bracket order: the winners of a round's matches
    2k and 2k + 1 meet in the next round's match k (the rounds not paired yet are drawn from
    that). `bye`: the word for a bye; `more`: the words for matches not drawn ("+12 matches")."""

    title: str
    round_names: tuple[str, ...]  # "Round 1", "Quarter-final", "Semi-final", "Final"
    rounds: tuple[tuple[BracketMatch, ...], ...]  # round 1 first; every round's matches top down
    current: int | None  # the round being played (index), highlighted; None: over
    champion: str | None = None
    bye: str = "—"
    more: More = plus


@dataclass(frozen=True)
class StandingLine:
    rank: int
    name: str
    values: tuple[str, ...]  # one per column, as shown
    medal: int | None = None  # 1, 2, 3: the final standings' podium


@dataclass(frozen=True)
class StandingsView:
    """`more`: the words for the lines not drawn ("+48 more"), the lines that fit being the
    top ones."""

    title: str
    subtitle: str  # "Round 3 of 5", "Final standings"
    columns: tuple[str, ...]  # the values' headers ("Pts", "Bh", "SB")
    lines: tuple[StandingLine, ...]
    more: More = plus


WIDTH = 480
MAX_HEIGHT = 640  # px: 379 on a phone
MARGIN = 8
TEXT = 21  # px: every text but the title and the champion's name
TITLE = 25
CHAMPION = (27, 24, TEXT)  # the champion's name: the largest that fits
LINE = 28  # a card's line, a standings line
CARD_HEIGHT = 2 * LINE + 1  # a line a side, a rule between
HEADING = 34  # a round's heading, a standings' header
FOLD = 30  # a line of folded rounds, of "+N more"
CARD_GAP, ROW_GAP = 8, 7  # between a row's two cards, between rows of cards
CARD_PAD = 6
PILL_PAD = 9  # the current round's name on its pill, a score in its box
EDGE = 4  # the current round's accent edge on its cards
RADIUS = 6
BANNER = 64  # the champion's banner
PODIUM = 36  # a line of the standings with a medal
MEDAL = 27  # its disc, across
SUPERSAMPLE = 4  # the cup and medals are drawn this many times larger, then shrunk

BACKGROUND = (43, 45, 49)  # Discord's dark container: the picture lies in one
CARD = (30, 31, 34)
STRIPE = (52, 54, 60)
RULE = (66, 69, 76)
INK = (242, 243, 245)
MUTED = (148, 155, 164)
ACCENT = (88, 101, 242)  # the round being played
WIN = (36, 128, 70)  # a winner's score
GOLD = (240, 178, 50)
GOLD_DEEP = (176, 118, 22)
SILVER = (196, 203, 212)
SILVER_DEEP = (132, 140, 152)
BRONZE = (205, 127, 50)
BRONZE_DEEP = (140, 80, 30)
BANNER_PAPER = (64, 54, 30)
DARK = (24, 25, 28)  # a medal's number
MEDALS = {1: (GOLD, GOLD_DEEP), 2: (SILVER, SILVER_DEEP), 3: (BRONZE, BRONZE_DEEP)}
RIBBONS = {1: (220, 60, 60), 2: (70, 110, 220), 3: (60, 160, 90)}

BRACKET_PALETTE = Palette(
    [BACKGROUND, CARD, RULE, INK, MUTED, ACCENT, WIN, GOLD, GOLD_DEEP, BANNER_PAPER],
    # Titles, headings and folded lines; names and scores on cards; the current round's
    # heading; winners' scores; the champion and his cup on the banner.
    [
        (INK, BACKGROUND),
        (MUTED, BACKGROUND),
        (INK, CARD),
        (MUTED, CARD),
        (INK, ACCENT),
        (INK, WIN),
        (GOLD, BANNER_PAPER),
        (GOLD_DEEP, BANNER_PAPER),
        (INK, BANNER_PAPER),
    ],
)
STANDINGS_PALETTE = Palette(
    [BACKGROUND, STRIPE, RULE, INK, MUTED, DARK, *RIBBONS.values()]
    + [colour for pair in MEDALS.values() for colour in pair],
    # Lines on either paper; the medals' numbers, and their rims on either paper.
    [(INK, BACKGROUND), (MUTED, BACKGROUND), (INK, STRIPE), (MUTED, STRIPE)]
    + [(DARK, face) for face, _ in MEDALS.values()]
    + [(deep, paper) for _, deep in MEDALS.values() for paper in (BACKGROUND, STRIPE)],
)


def shortened(name: str, face: FreeTypeFont, width: float) -> str:
    """A member's name as drawn within `width` px: whole (without emoji: the fonts have none),
    else his first name and the initials of the others ("Alžběta N."), else his first name,
    cut short with "…" if even that is too wide. A number at its end stays (it is what tells
    "Computer 1" from "Computer 2"): "Comp… 2"."""
    name = drawable(name) or "?"
    first, *others = name.split()
    initials = " ".join([first, *(word if word.isdigit() else word[0] + "." for word in others)])
    number = f" {others[-1]}" if others and others[-1].isdigit() else ""
    room = width - text_width(number, face)
    return next(
        (form for form in (name, initials, first + number) if text_width(form, face) <= width),
        fitted(first, face, room) + number if room > 0 else fitted(name, face, width),
    )


# --------------------------------------------------------------------------- the bracket
UNKNOWN = BracketMatch(("", ""), (None, None))  # a match of the rounds ahead: "", not known yet


def _tree(view: BracketView) -> list[list[BracketMatch]]:
    """Every round's matches: those paired, then the rounds after them from their winners."""
    tree = [list(paired) for paired in view.rounds]
    while len(tree) < len(view.round_names):
        before = tree[-1] if tree else []
        pairs = [before[k : k + 2] for k in range(0, len(before), 2)] or [[UNKNOWN, UNKNOWN]]
        tree.append([_joined(pair) for pair in pairs])
    return tree


def _joined(feeders: list[BracketMatch]) -> BracketMatch:
    """The match of the winners of two matches, each "" while his match is undecided."""
    if len(feeders) == 1:
        return UNKNOWN
    first, second = (_through(match) for match in feeders)
    return BracketMatch((first[0], second[0]), (first[1], second[1]))


def _through(match: BracketMatch) -> tuple[str, int | None]:
    if match.winner is None:
        return "", None
    return match.names[match.winner] or "", match.seeds[match.winner]


@dataclass(frozen=True)
class _Plan:
    """What the bracket shows: the rounds `first`..`last` drawn, the `focus` round showing
    only its first `shown` matches."""

    first: int
    last: int
    focus: int
    shown: int
    rounds: int
    champion: bool

    def height(self, tree: list[list[BracketMatch]]) -> int:
        height = MARGIN + HEADING + (BANNER + ROW_GAP if self.champion else 0)
        height += FOLD if self.last < self.rounds - 1 else 0
        for number in range(self.first, self.last + 1):
            count = self.shown if number == self.focus else len(tree[number])
            height += HEADING + _card_rows(count) * (CARD_HEIGHT + ROW_GAP)
            height += FOLD if count < len(tree[number]) else 0
        return height + MARGIN


def _card_rows(count: int) -> int:
    return (count + 1) // 2


def _plan(view: BracketView, tree: list[list[BracketMatch]]) -> _Plan:
    """The round being played (the final once over), then the rounds after it that have a
    name known, and those before it, the latest first, while the picture stays within
    MAX_HEIGHT."""
    rounds = len(tree)
    focus = rounds - 1 if view.current is None else view.current
    plan = _Plan(focus, focus, focus, len(tree[focus]), rounds, view.champion is not None)
    while plan.shown > 1 and plan.height(tree) > MAX_HEIGHT:
        plan = replace(plan, shown=2 * (_card_rows(plan.shown) - 1))
    if plan.shown < len(tree[focus]):
        return plan
    while (
        plan.last + 1 < rounds
        and any(card.names != UNKNOWN.names for card in tree[plan.last + 1])
        and replace(plan, last=plan.last + 1).height(tree) <= MAX_HEIGHT
    ):
        plan = replace(plan, last=plan.last + 1)
    while plan.first > 0 and replace(plan, first=plan.first - 1).height(tree) <= MAX_HEIGHT:
        plan = replace(plan, first=plan.first - 1)
    return plan


def draw_bracket(view: BracketView) -> bytes:
    """The bracket as a PNG."""
    tree = _tree(view)
    plan = _plan(view, tree)
    image = BRACKET_PALETTE.canvas((WIDTH, plan.height(tree)), BACKGROUND)
    pen = ImageDraw.Draw(image)
    y = _title(image, BRACKET_PALETTE, view.title)
    if view.champion is not None:
        _banner(image, pen, y, view.champion)
        y += BANNER + ROW_GAP
    names = view.round_names
    seeds = max((seed for match in _matches(tree) for seed in match.seeds if seed), default=1)
    seeds_width = text_width(str(seeds), font(TEXT))  # figures are all as wide
    for number in range(plan.first, plan.last + 1):
        current = number == view.current
        # The rounds folded before the first drawn, in its heading's line.
        folded = names[:number] if number == plan.first else ()
        heading = (names[number], current, _decided(tree[number]))
        y = _round_heading(image, pen, y, heading, folded)
        cards = tree[number][: plan.shown] if number == plan.focus else tree[number]
        # Two cards a row, the final's alone across the picture.
        width = WIDTH - 2 * MARGIN if len(cards) == 1 else (WIDTH - 2 * MARGIN - CARD_GAP) // 2
        for row in range(_card_rows(len(cards))):
            for column, card in enumerate(cards[2 * row : 2 * row + 2]):
                x = MARGIN + column * (width + CARD_GAP)
                _card(image, pen, (x, y, x + width), card, current, view.bye, seeds_width)
            y += CARD_HEIGHT + ROW_GAP
        if len(cards) < len(tree[number]):
            y = _folded(image, y, view.more(len(tree[number]) - len(cards)))
    if plan.last < len(tree) - 1:
        y = _folded(image, y, " › ".join(names[plan.last + 1 :]))
    return png_bytes(image)


def _matches(tree: list[list[BracketMatch]]) -> list[BracketMatch]:
    return [match for matches in tree for match in matches]


def _title(image: Image.Image, palette: Palette, title: str) -> int:
    """The picture's title at its top; where the rest starts."""
    face = font(TITLE, bold=True)
    text = fitted(title, face, WIDTH - 2 * MARGIN)
    palette.write(image, (MARGIN, MARGIN + HEADING / 2), text, face, INK, BACKGROUND, "lm")
    return MARGIN + HEADING


def _decided(cards: Sequence[BracketMatch]) -> bool:
    return all(card.winner is not None for card in cards)


def _folded(image: Image.Image, y: int, text: str) -> int:
    face = font(TEXT)
    BRACKET_PALETTE.write(
        image,
        (MARGIN, y + FOLD / 2),
        fitted(text, face, WIDTH - 2 * MARGIN),
        face,
        MUTED,
        BACKGROUND,
        "lm",
    )
    return y + FOLD


def _round_heading(
    image: Image.Image,
    pen: ImageDraw.ImageDraw,
    y: int,
    heading: tuple[str, bool, bool],
    folded: Sequence[str],
) -> int:
    """A round's name — on an accent pill while it is played (current), ticked once decided
    (done) — after the names of the `folded` rounds before it ("✓ Round 1 · Round 2 ›"), or
    a tick for each where their names do not fit."""
    name, current, done = heading
    bold, regular = font(TEXT, bold=True), font(TEXT)
    middle = y + HEADING / 2
    text = name if current else ("✓ " if done else "") + name
    width = text_width(text, bold) + (2 * PILL_PAD if current else 0)
    x = MARGIN
    if folded:
        room = WIDTH - 2 * MARGIN - width - CARD_GAP
        ticks = "✓" * len(folded) + " ›"
        said = "✓ " + " · ".join(folded) + " ›"
        said = fitted(said if text_width(said, regular) <= room else ticks, regular, room)
        BRACKET_PALETTE.write(image, (x, middle), said, regular, MUTED, BACKGROUND, "lm")
        x += text_width(said, regular) + CARD_GAP
    text = fitted(text, bold, WIDTH - MARGIN - x - (2 * PILL_PAD if current else 0))
    if current:
        right = x + text_width(text, bold) + 2 * PILL_PAD
        box = (x, middle - LINE / 2, right, middle + LINE / 2)
        pen.rounded_rectangle(box, LINE // 2, fill=BRACKET_PALETTE[ACCENT])
        BRACKET_PALETTE.write(image, (x + PILL_PAD, middle), text, bold, INK, ACCENT, "lm")
    else:
        BRACKET_PALETTE.write(image, (x, middle), text, bold, MUTED, BACKGROUND, "lm")
    return y + HEADING


def _card(
    image: Image.Image,
    pen: ImageDraw.ImageDraw,
    place: tuple[int, int, int],
    card: BracketMatch,
    current: bool,
    bye: str,
    seed_width: float,
) -> None:
    """A match's card: a line per side (seed, name, score), the winner's score on green; the
    seeds' column `seed_width` px wide."""
    left, top, right = place
    palette = BRACKET_PALETTE
    pen.rounded_rectangle((left, top, right, top + CARD_HEIGHT), RADIUS, fill=palette[CARD])
    if current:
        pen.rounded_rectangle(
            (left, top, left + 2 * EDGE, top + CARD_HEIGHT), RADIUS, fill=palette[ACCENT]
        )
        pen.rectangle((left + EDGE, top, left + 2 * EDGE, top + CARD_HEIGHT), palette[CARD])
    regular, bold = font(TEXT), font(TEXT, bold=True)
    score_width = max([text_width("8", bold)] + [text_width(s, bold) for s in card.scores or ()])
    score_left = right - score_width - 2 * PILL_PAD
    name_left = left + EDGE + CARD_PAD + seed_width + CARD_PAD
    pen.line((name_left, top + LINE, right, top + LINE), palette[RULE])
    for side in (0, 1):
        middle = top + side * (LINE + 1) + LINE / 2
        name, seed = card.names[side], card.seeds[side]
        won, lost = card.winner == side, card.winner == 1 - side
        if seed is not None:
            at = (name_left - CARD_PAD, middle)
            palette.write(image, at, str(seed), regular, MUTED, CARD, "rm")
        face, ink = (bold, INK) if won else (regular, MUTED if lost else INK)
        room = score_left - name_left - CARD_PAD
        if name == "":  # nobody known yet: a blank to be filled in
            pen.line((name_left, middle, name_left + 3 * seed_width, middle), palette[RULE], 2)
        else:
            text = fitted(bye, regular, room) if name is None else shortened(name, face, room)
            palette.write(
                image, (name_left, middle), text, face, MUTED if name is None else ink, CARD, "lm"
            )
        if card.scores is not None:
            paper = WIN if won else CARD
            if won:
                box = (score_left, middle - LINE / 2 + 2, right - EDGE, middle + LINE / 2 - 2)
                pen.rounded_rectangle(box, RADIUS - 2, fill=palette[WIN])
            at = ((score_left + right - EDGE) / 2, middle)
            palette.write(image, at, card.scores[side], face, ink, paper, "mm")


def _banner(image: Image.Image, pen: ImageDraw.ImageDraw, y: int, champion: str) -> None:
    """The champion's name beside a cup, on gold-edged paper."""
    box = (MARGIN, y, WIDTH - MARGIN, y + BANNER)
    pen.rounded_rectangle(
        box, RADIUS + 2, fill=BRACKET_PALETTE[BANNER_PAPER], outline=BRACKET_PALETTE[GOLD], width=2
    )
    cup, mask = _cup()
    left = MARGIN + CARD_PAD + 4
    image.paste(cup, (left, y + (BANNER - cup.height) // 2), mask)
    x = left + cup.width + CARD_PAD + 4
    width = WIDTH - MARGIN - CARD_PAD - x
    name = drawable(champion) or "?"
    faces = [font(size, bold=True) for size in CHAMPION]
    face = next((face for face in faces if text_width(name, face) <= width), faces[-1])
    name = shortened(name, face, width)
    BRACKET_PALETTE.write(image, (x, y + BANNER / 2), name, face, GOLD, BANNER_PAPER, "lm")


@cache
def _cup() -> tuple[Image.Image, Image.Image]:
    """A gold cup 40 px high with a star on it, on the banner's paper."""
    size = 40 * SUPERSAMPLE
    s = SUPERSAMPLE
    image = Image.new("RGBA", (size, size), (0, 0, 0, 0))
    pen = ImageDraw.Draw(image)
    # Handles behind the bowl, then the bowl, its stem and its foot.
    pen.ellipse((2 * s, 6 * s, 16 * s, 22 * s), outline=GOLD_DEEP, width=3 * s)
    pen.ellipse((24 * s, 6 * s, 38 * s, 22 * s), outline=GOLD_DEEP, width=3 * s)
    pen.chord((8 * s, -14 * s, 32 * s, 27 * s), 0, 180, fill=GOLD)
    pen.rectangle((8 * s, 3 * s, 32 * s, 7 * s), fill=GOLD)
    pen.polygon(
        [(17 * s, 26 * s), (23 * s, 26 * s), (22 * s, 32 * s), (18 * s, 32 * s)], fill=GOLD_DEEP
    )
    pen.rounded_rectangle((11 * s, 32 * s, 29 * s, 38 * s), 2 * s, fill=GOLD)
    star = [
        (20 * s + radius * s * sin(pi * n / 5), 13 * s - radius * s * cos(pi * n / 5))
        for n, radius in zip(range(10), [5, 2] * 5, strict=True)
    ]
    pen.polygon(star, fill=GOLD_DEEP)
    return _shrunk(image, BANNER_PAPER, BRACKET_PALETTE)


# --------------------------------------------------------------------------- the standings
def draw_standings(view: StandingsView) -> bytes:
    """The standings as a PNG."""
    top = MARGIN + 3 * HEADING  # the title, the subtitle, the columns' headers
    lines = _fitting(view.lines, MAX_HEIGHT - top - MARGIN)
    more = len(view.lines) - len(lines)
    height = top + sum(map(_line_height, lines)) + (FOLD if more else 0) + MARGIN
    palette = STANDINGS_PALETTE
    image = palette.canvas((WIDTH, height), BACKGROUND)
    pen = ImageDraw.Draw(image)
    regular, bold = font(TEXT), font(TEXT, bold=True)
    span = WIDTH - 2 * MARGIN
    y = _title(image, palette, view.title)
    subtitle = fitted(view.subtitle, regular, span)
    palette.write(image, (MARGIN, y + HEADING / 2 - 4), subtitle, regular, MUTED, BACKGROUND, "lm")
    y += HEADING
    rank_width = max([MEDAL] + [text_width(str(line.rank), bold) for line in lines])
    rank_centre = MARGIN + CARD_PAD + rank_width / 2
    rights = _columns(view, lines)
    name_left = MARGIN + 2 * CARD_PAD + rank_width + 4
    name_right = rights[0] - _column_width(view, lines, 0) - 2 * CARD_PAD if rights else span
    for header, right in zip(view.columns, rights, strict=True):
        palette.write(image, (right, y + HEADING / 2), header, bold, MUTED, BACKGROUND, "rm")
    pen.line((MARGIN, y + HEADING - 2, WIDTH - MARGIN, y + HEADING - 2), palette[RULE], 2)
    y += HEADING
    for index, line in enumerate(lines):
        paper = STRIPE if index % 2 else BACKGROUND
        line_height = _line_height(line)
        if paper == STRIPE:
            pen.rectangle((MARGIN, y, WIDTH - MARGIN - 1, y + line_height - 1), palette[STRIPE])
        middle = y + line_height / 2
        if line.medal in MEDALS:
            medal, mask = _medal(line.medal, paper)
            image.paste(medal, (round(rank_centre - medal.width / 2), y), mask)
            disc = y + line_height - MEDAL / 2 - 1
            face = MEDALS[line.medal][0]
            palette.write(image, (rank_centre, disc), str(line.rank), bold, DARK, face, "mm")
        else:
            palette.write(image, (rank_centre, middle), str(line.rank), bold, MUTED, paper, "mm")
        face = bold if line.medal else regular
        name = shortened(line.name, face, name_right - name_left)
        palette.write(image, (name_left, middle), name, face, INK, paper, "lm")
        for column, (value, right) in enumerate(zip(line.values, rights, strict=False)):
            palette.write(
                image,
                (right, middle),
                value,
                bold if column == 0 else regular,
                INK if column == 0 else MUTED,
                paper,
                "rm",
            )
        y += line_height
    if more:
        palette.write(
            image,
            (WIDTH / 2, y + FOLD / 2),
            fitted(view.more(more), regular, span),
            regular,
            MUTED,
            BACKGROUND,
            "mm",
        )
    return png_bytes(image)


def _line_height(line: StandingLine) -> int:
    """A line's height: the podium's taller, for their medals."""
    return PODIUM if line.medal in MEDALS else LINE


def _fitting(lines: Sequence[StandingLine], room: int) -> Sequence[StandingLine]:
    """All the lines if they fit in `room` px, else the top ones that fit with "+N more"."""
    if sum(map(_line_height, lines)) <= room:
        return lines
    room -= FOLD
    count = 0
    while count < len(lines) and _line_height(lines[count]) <= room:
        room -= _line_height(lines[count])
        count += 1
    return lines[:count]


def _column_width(view: StandingsView, lines: Sequence[StandingLine], column: int) -> float:
    bold, regular = font(TEXT, bold=True), font(TEXT)
    values = [
        text_width(line.values[column], bold if column == 0 else regular)
        for line in lines
        if column < len(line.values)
    ]
    return max([text_width(view.columns[column], bold), *values])


def _columns(view: StandingsView, lines: Sequence[StandingLine]) -> list[float]:
    """Where each column's values end (they stand right-aligned), the last at the margin."""
    rights: list[float] = []
    right = WIDTH - MARGIN - CARD_PAD
    for column in reversed(range(len(view.columns))):
        rights.insert(0, right)
        right -= _column_width(view, lines, column) + 3 * CARD_PAD
    return rights


@cache
def _medal(place: int, paper: tuple[int, int, int]) -> tuple[Image.Image, Image.Image]:
    """A medal a podium line high: a ribbon's ends over a disc of the place's metal (its
    number is written on it), on the line's paper."""
    face, deep = MEDALS[place]
    s = SUPERSAMPLE
    width, height = MEDAL + 2, PODIUM
    image = Image.new("RGBA", (width * s, height * s), (0, 0, 0, 0))
    pen = ImageDraw.Draw(image)
    middle, top = width * s / 2, (height - MEDAL - 1) * s  # the disc's top
    for side in (-1, 1):
        ends = [(middle + side * 9 * s, 0), (middle + side * 3 * s, 0)]
        knot = [(middle - side * 2 * s, top + 5 * s), (middle + side * 5 * s, top + 5 * s)]
        pen.polygon(ends + knot, fill=RIBBONS[place])
    pen.ellipse((s, top, (MEDAL + 1) * s, top + MEDAL * s), fill=deep)
    pen.ellipse((3 * s, top + 2 * s, (MEDAL - 1) * s, top + (MEDAL - 2) * s), fill=face)
    return _shrunk(image, paper, STANDINGS_PALETTE)


def _shrunk(
    drawing: Image.Image, paper: tuple[int, int, int], palette: Palette
) -> tuple[Image.Image, Image.Image]:
    """A sprite drawn SUPERSAMPLE times too large, shrunk (its edges smooth) and blended with
    the paper it will lie on."""
    small = drawing.resize(
        (drawing.width // SUPERSAMPLE, drawing.height // SUPERSAMPLE), Image.LANCZOS
    )
    flat = Image.new("RGBA", small.size, (*paper, 255))
    flat.alpha_composite(small)
    flat.putalpha(small.getchannel("A"))
    return palette.sprite(flat)
