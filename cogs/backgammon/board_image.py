"""The backgammon board as a PNG. It stays put for the whole game, its point numbers too: the
first seat's home board bottom right and numbered from his side, each seat's checkers in its
colour (the one beside its name under the board). Numbers that followed the player on turn
turned the board round for everyone at every turn, a double and the end; so every move the
players see is named by these numbers, the second seat's too (numbering.py). Everything it shows
comes in a `Picture`, so drawing knows nothing of Discord or of the game's state machine.

It is drawn in the indices of its own palette (see `bot.images.Palette`): the empty board and
the stacks of checkers are drawn once and kept, the rest is stamped or drawn in place."""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from functools import cache

from PIL import Image, ImageDraw

from bot.images import Palette, font, text_width
from bot.layout import seat_colour
from rules.backgammon.board import BAR, OFF, OPPONENT_BAR, OPPONENT_OFF, Position

# Geometry (pixels): a frame with point numbers, two halves of six points, the bar between
# them, and the column with both borne-off trays and the cube on the right.
POINT_W, POINT_H, MARGIN, BAR_W, TRAY_W = 44, 170, 32, 44, 64
BAND = 44  # between the rows of points: the dice
HALF_W = 6 * POINT_W
TOP = MARGIN
HEIGHT_BOARD = 2 * POINT_H + BAND
LEFT = 12
BAR_X = LEFT + HALF_W
RIGHT_X = BAR_X + BAR_W
TRAY_X = RIGHT_X + HALF_W + 12
WIDTH = TRAY_X + TRAY_W + 12
STRIP = 36  # the text strip under the board
HEIGHT = TOP + HEIGHT_BOARD + MARGIN + STRIP
# Every text: the point numbers, names, pips and score, counts on checkers and by the trays,
# the cube's value. A phone shows the picture 284 px wide: 12 px there.
TEXT_SIZE = 29
RADIUS = 17  # five checkers fill a point
SHOWN = 5  # discs drawn per point; a count is written on taller stacks
ARROW_HEAD = 22  # a replay's arrows: the head's length (and width)

WOOD, FELT, FRAME = (120, 78, 44), (32, 92, 64), (60, 38, 20)
DARK_POINT, LIGHT_POINT = (146, 98, 60), (214, 196, 158)
MARK = (255, 196, 0)  # the last move
STEP = (255, 255, 255)  # the move being built: the picked checker, its destinations, steps
TEXT = (250, 250, 250)  # and the cube's face
BLACK = (0, 0, 0)


def _rgb(colour: int) -> tuple[int, int, int]:
    return colour >> 16, colour >> 8 & 0xFF, colour & 0xFF


# The seats' colours of every game's frame (🔴 first seat, 🔵 second).
CHECKERS = (_rgb(seat_colour(0)), _rgb(seat_colour(1)))
RIMS = tuple(tuple(min(255, part + 70) for part in colour) for colour in CHECKERS)
USED_DICE = tuple(tuple(part // 3 + 60 for part in colour) for colour in CHECKERS)
BOARD_COLOURS = [FRAME, FELT, WOOD, DARK_POINT, LIGHT_POINT, MARK, STEP, TEXT, BLACK]
PALETTE = Palette(
    [*BOARD_COLOURS, *CHECKERS, *RIMS, *USED_DICE],
    # The point numbers, names and score under the board, counts on checkers and in the
    # trays, the cube's value.
    [(TEXT, FRAME), (MARK, FRAME), (TEXT, WOOD), (BLACK, TEXT)]
    + [(TEXT, checker) for checker in CHECKERS],
)


@dataclass
class Picture:
    """What to draw, all in the first seat's numbering: `position` is seat 0's side of the
    rules (his checkers positive, his bar 25 and borne-off 0; the second seat's bar 26 and
    borne-off 27), and so are the marked points."""

    position: Position
    dice: tuple[int, ...] = ()
    dice_left: tuple[int, ...] = ()
    roller: int = 0  # the mover, whose dice lie in his right-hand half
    cube: int = 1
    cube_owner: int | None = None
    offered: bool = False  # a double (the cube shows its next value)
    pips: tuple[int, int] = (0, 0)
    names: tuple[str, str] = ("", "")
    score: str = ""  # e.g. "2 : 1 / 5 · Crawford"
    marks_from: set[int] = field(default_factory=set)  # the last move: points left (or bar)
    marks_to: set[int] = field(default_factory=set)  # and points reached (0 / 27 = off)
    steps: set[int] = field(default_factory=set)  # points the steps taken so far reached
    picked: int | None = None  # the checker picked to move, and where it may go
    targets: set[int] = field(default_factory=set)
    # A replay's arrows, (from, to) each: the move played (in the last move's colour) and
    # the best one where it was not (white).
    played: list[tuple[int, int]] = field(default_factory=list)
    best: list[tuple[int, int]] = field(default_factory=list)


def point_box(point: int) -> tuple[int, int, bool]:
    """(left x, base y, pointing down?) of the first seat's point 1..24."""
    if point <= 12:  # bottom row, 1 at the right
        index = 12 - point
        base, down = TOP + HEIGHT_BOARD, False
    else:  # top row, 13 at the left
        index = point - 13
        base, down = TOP, True
    x = LEFT + index * POINT_W if index < 6 else RIGHT_X + (index - 6) * POINT_W
    return x, base, down


def label(point: int) -> str:
    """The number printed by the first seat's point 1..24 (in the frame beside its base): the
    board's numbering of every move shown (numbering.py)."""
    return str(point)


def slot(point: int, index: int) -> tuple[int, int]:
    """The centre of the `index`-th checker (from the base) on a point."""
    x, base, down = point_box(point)
    direction = 1 if down else -1
    return x + POINT_W // 2, base + direction * (RADIUS + index * 2 * RADIUS)


def draw(picture: Picture) -> Image.Image:
    """The board in its palette's indices (`bot.images.png_bytes` encodes it as it is)."""
    image = _background().copy()
    pen = ImageDraw.Draw(image)
    for point in range(1, 25):
        _point(image, pen, picture, point)
    _bar(image, pen, picture)
    _trays(image, pen, picture)
    _cube(image, pen, picture)
    _dice(pen, picture)
    _strip(image, picture)
    # (at two depths of the points: a move along a row and the best one along it apart)
    for spans, colour, depth in ((picture.played, MARK, 1), (picture.best, STEP, 3)):
        for start, end in spans:
            _arrow(pen, _spot(start, depth), _spot(end, depth), colour)
    return image


def _spot(point: int, depth: int) -> tuple[int, int]:
    """Where an arrow starts or ends at a point (by its `depth`-th checker from the base),
    the bar (either seat's) or a tray."""
    middle = TOP + HEIGHT_BOARD // 2
    if point in (BAR, OPPONENT_BAR):
        return BAR_X + BAR_W // 2, middle + (1 if point == BAR else -1) * (2 * RADIUS + 8)
    if point in (OFF, OPPONENT_OFF):
        return TRAY_X + TRAY_W // 2, middle + (1 if point == OFF else -1) * POINT_H // 2
    return slot(point, depth)


def _arrow(pen, start: tuple[int, int], end: tuple[int, int], colour) -> None:
    """A line from `start` to `end` with its head at `end`, outlined in black so that it
    reads on the felt, the wood and the checkers alike."""
    length = math.dist(start, end) or 1.0
    ux, uy = (end[0] - start[0]) / length, (end[1] - start[1]) / length
    back = (end[0] - ux * ARROW_HEAD, end[1] - uy * ARROW_HEAD)
    wing = (-uy * ARROW_HEAD / 2, ux * ARROW_HEAD / 2)
    head = [end, (back[0] + wing[0], back[1] + wing[1]), (back[0] - wing[0], back[1] - wing[1])]
    for width, fill in ((9, BLACK), (5, colour)):
        pen.line([start, back], fill=PALETTE[fill], width=width)
    pen.polygon(head, fill=PALETTE[colour], outline=PALETTE[BLACK], width=2)


def warm_up() -> None:
    """Draw what every board reuses: the background, every stack of checkers."""
    _background()
    for seat in (0, 1):
        for count in range(1, SHOWN + 1):
            for down in (False, True):
                _stack_sprite(seat, count, down)


@cache
def _background() -> Image.Image:
    """The empty board, its points numbered (drawn in full colour once, then indexed)."""
    image = Image.new("RGB", (WIDTH, HEIGHT), FRAME)
    pen = ImageDraw.Draw(image)
    pen.rectangle((LEFT, TOP, LEFT + HALF_W, TOP + HEIGHT_BOARD), fill=FELT)
    pen.rectangle((RIGHT_X, TOP, RIGHT_X + HALF_W, TOP + HEIGHT_BOARD), fill=FELT)
    pen.rectangle((BAR_X, TOP, RIGHT_X, TOP + HEIGHT_BOARD), fill=WOOD)
    pen.rectangle((TRAY_X, TOP, TRAY_X + TRAY_W, TOP + HEIGHT_BOARD), fill=WOOD)
    for point in range(1, 25):
        colour = DARK_POINT if point % 2 else LIGHT_POINT
        pen.polygon(_triangle(point), fill=colour)
    image = PALETTE.indexed(image)
    numbers = font(TEXT_SIZE)
    for point in range(1, 25):
        x, base, down = point_box(point)
        label_y = base - MARGIN // 2 if down else base + MARGIN // 2
        PALETTE.write(image, (x + POINT_W // 2, label_y), label(point), numbers, TEXT, FRAME, "mm")
    return image


def _triangle(point: int) -> list[tuple[int, int]]:
    x, base, down = point_box(point)
    tip = base + POINT_H if down else base - POINT_H
    return [(x + 1, base), (x + POINT_W - 1, base), (x + POINT_W // 2, tip)]


def _point(image: Image.Image, pen: ImageDraw.ImageDraw, picture: Picture, point: int) -> None:
    """A point's checkers, and its outline when a move reached it or may go there; a
    destination also shows where the checker would land."""
    count = picture.position[point]
    if point in picture.targets:
        pen.polygon(_triangle(point), outline=PALETTE[STEP], width=4)
    elif point in picture.marks_to:
        pen.polygon(_triangle(point), outline=PALETTE[MARK], width=3)
    _stack(image, pen, picture, point)
    if point in picture.targets:
        # On the mover's own checkers, or on the blot he hits (which the ring then covers).
        own = count if picture.roller == 0 else -count
        landing = min(own, SHOWN - 1) if own > 0 else 0
        _ring(pen, *slot(point, landing), STEP, dashed=True)


def _stack(image: Image.Image, pen, picture: Picture, point: int) -> None:
    """Up to five discs from the point's base towards its tip, the count on the last."""
    count = picture.position[point]
    if count == 0:
        if point in picture.marks_from:
            _ring(pen, *slot(point, 0), MARK)
        return
    seat = 0 if count > 0 else 1
    number = abs(count)
    shown = min(number, SHOWN)
    (x, base_y), top = slot(point, 0), slot(point, shown - 1)
    sprite, mask = _stack_sprite(seat, shown, down=top[1] > base_y)
    image.paste(sprite, (x - RADIUS, min(base_y, top[1]) - RADIUS), mask)
    if number > SHOWN:
        face = font(TEXT_SIZE, bold=True)
        PALETTE.write(image, top, str(number), face, TEXT, CHECKERS[seat], "mm")
    if point == picture.picked or point in picture.steps:
        _ring(pen, *top, STEP)
    elif point in picture.marks_to or point in picture.marks_from:
        _ring(pen, *top, MARK)


@cache
def _stack_sprite(seat: int, count: int, down: bool) -> tuple[Image.Image, Image.Image]:
    """`count` of a seat's checkers in a row from a point's base (at the top of the sprite
    when the point hangs `down`), each one over the one before it; and its mask."""
    stack = Image.new("RGBA", (2 * RADIUS + 1, 2 * RADIUS * count + 1), (0, 0, 0, 0))
    checker = _checker(seat)
    for index in range(count):
        stack.paste(checker, (0, 2 * RADIUS * (index if down else count - 1 - index)), checker)
    return PALETTE.sprite(stack)


def _disc(image: Image.Image, x: int, y: int, seat: int) -> None:
    sprite, mask = _stack_sprite(seat, 1, False)
    image.paste(sprite, (x - RADIUS, y - RADIUS), mask)


@cache
def _checker(seat: int) -> Image.Image:
    """A seat's checker, drawn once: the stacks are made of it."""
    checker = Image.new("RGBA", (2 * RADIUS + 1, 2 * RADIUS + 1), (0, 0, 0, 0))
    pen = ImageDraw.Draw(checker)
    pen.ellipse((0, 0, 2 * RADIUS, 2 * RADIUS), fill=CHECKERS[seat], outline=BLACK)
    pen.ellipse((5, 5, 2 * RADIUS - 5, 2 * RADIUS - 5), outline=RIMS[seat], width=2)
    return checker


def _ring(pen, x: int, y: int, colour, dashed: bool = False) -> None:
    box = (x - RADIUS - 2, y - RADIUS - 2, x + RADIUS + 2, y + RADIUS + 2)
    if not dashed:
        pen.ellipse(box, outline=PALETTE[colour], width=3)
        return
    for start in range(0, 360, 30):
        pen.arc(box, start, start + 18, fill=PALETTE[colour], width=4)


def _bar(image: Image.Image, pen, picture: Picture) -> None:
    """The first seat's checkers on the bar sit in the lower half, the second's in the upper
    (each on the side he enters from)."""
    centre_x = BAR_X + BAR_W // 2
    middle = TOP + HEIGHT_BOARD // 2
    for bar, y, seat in (
        (BAR, middle + 2 * RADIUS + 8, 0),
        (OPPONENT_BAR, middle - 2 * RADIUS - 8, 1),
    ):
        count = picture.position[bar]
        if not count:
            continue
        _disc(image, centre_x, y, seat)
        if count > 1:
            face = font(TEXT_SIZE, bold=True)
            PALETTE.write(image, (centre_x, y), str(count), face, TEXT, CHECKERS[seat], "mm")
        if picture.picked == bar:
            _ring(pen, centre_x, y, STEP)
        elif bar in picture.marks_from:
            _ring(pen, centre_x, y, MARK)


def _trays(image: Image.Image, pen, picture: Picture) -> None:
    """Borne-off checkers as thin slabs: the first seat's at the bottom, the second's at the
    top, their count in the frame beyond them (in the tray, it met the cube); the tray framed
    where a checker may go off or just went."""
    label = font(TEXT_SIZE, bold=True)
    for off, bottom, seat in ((OFF, True, 0), (OPPONENT_OFF, False, 1)):
        count = picture.position[off]
        for index in range(count):
            y = TOP + HEIGHT_BOARD - 6 - index * 9 if bottom else TOP + 6 + index * 9
            box = (TRAY_X + 8, y - 7, TRAY_X + TRAY_W - 8, y)
            pen.rectangle(box, fill=PALETTE[CHECKERS[seat]], outline=PALETTE[BLACK])
        if count:
            y = TOP + HEIGHT_BOARD + MARGIN // 2 if bottom else MARGIN // 2
            PALETTE.write(image, (TRAY_X + TRAY_W // 2, y), str(count), label, TEXT, FRAME, "mm")
        colour = STEP if off in picture.targets else MARK if off in picture.marks_to else None
        if colour:
            top, end = (HEIGHT_BOARD - 144, HEIGHT_BOARD - 2) if bottom else (2, 144)
            box = (TRAY_X + 2, TOP + top, TRAY_X + TRAY_W - 2, TOP + end)
            pen.rectangle(box, outline=PALETTE[colour], width=4)


def _cube(image: Image.Image, pen, picture: Picture) -> None:
    size = 48
    middle = TOP + HEIGHT_BOARD // 2
    y = {0: middle + 56, 1: middle - 56, None: middle}[picture.cube_owner]
    if picture.offered:  # a double on offer: the cube waits in the middle
        y = middle
    x = TRAY_X + TRAY_W // 2
    value = picture.cube * 2 if picture.offered else picture.cube
    text = "64" if value == 1 and not picture.offered else str(value)
    pen.rounded_rectangle(
        (x - size // 2, y - size // 2, x + size // 2, y + size // 2),
        radius=6,
        fill=PALETTE[TEXT],
        outline=PALETTE[MARK if picture.offered else BLACK],
        width=4 if picture.offered else 1,
    )
    PALETTE.write(image, (x, y), text, font(TEXT_SIZE, bold=True), BLACK, TEXT, "mm")


_PIPS = {
    1: ((0, 0),),
    2: ((-1, -1), (1, 1)),
    3: ((-1, -1), (0, 0), (1, 1)),
    4: ((-1, -1), (1, -1), (-1, 1), (1, 1)),
    5: ((-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)),
    6: ((-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)),
}
DIE = 36


def dice_x(picture: Picture) -> int:
    """The left edge of the dice: in the roller's right-hand half (the first seat's right is
    the board's right, the second seat sits across the table)."""
    count = 4 if len(picture.dice) == 2 and picture.dice[0] == picture.dice[1] else 2
    total = count * DIE + (count - 1) * 10
    half = RIGHT_X if picture.roller == 0 else LEFT
    return half + HALF_W // 2 - total // 2


def _dice(pen, picture: Picture) -> None:
    """The dice just thrown, in the roller's colour; dice already used are dimmed."""
    if not picture.dice:
        return
    dice = list(picture.dice) * (2 if picture.dice[0] == picture.dice[1] else 1)
    x, y = dice_x(picture), TOP + HEIGHT_BOARD // 2 - DIE // 2
    # The dice still to play are the last ones: the steps use them up from the left.
    unused_from = len(dice) - len(picture.dice_left)
    for index, die in enumerate(dice):
        face = CHECKERS[picture.roller] if index >= unused_from else USED_DICE[picture.roller]
        box = (x, y, x + DIE, y + DIE)
        pen.rounded_rectangle(box, radius=7, fill=PALETTE[face], outline=PALETTE[BLACK])
        for dx, dy in _PIPS[die]:
            cx, cy = x + DIE // 2 + dx * 10, y + DIE // 2 + dy * 10
            pen.ellipse((cx - 4, cy - 4, cx + 4, cy + 4), fill=PALETTE[STEP])
        x += DIE + 10


def _strip(image: Image.Image, picture: Picture) -> None:
    """Each seat's checker, name and pip count on its side, the match score in the middle."""
    y = TOP + HEIGHT_BOARD + MARGIN + STRIP // 2 - 4
    text = font(TEXT_SIZE)
    middle = text_width(picture.score, text) / 2 + 12 if picture.score else 8
    room = WIDTH // 2 - middle - LEFT - 2 * RADIUS - 8  # for a name and its pips
    first, second = (
        _fitted(text, name, pips, room)
        for name, pips in zip(picture.names, picture.pips, strict=True)
    )
    _disc(image, LEFT + RADIUS, y, 0)
    PALETTE.write(image, (LEFT + 2 * RADIUS + 8, y), first, text, TEXT, FRAME, "lm")
    right = WIDTH - 12
    _disc(image, right - RADIUS, y, 1)
    PALETTE.write(image, (right - 2 * RADIUS - 8, y), second, text, TEXT, FRAME, "rm")
    PALETTE.write(image, (WIDTH // 2, y), picture.score, text, MARK, FRAME, "mm")


def _fitted(text, name: str, pips: int, room: float) -> str:
    """ "Name · pips", the name shortened to fit."""
    line = f"{name} · {pips}"
    while text_width(line, text) > room and len(name) > 1:
        name = name[:-1]
        line = f"{name.rstrip()}… · {pips}"
    return line
