"""The backgammon board as a PNG, drawn from one player's side: his home board bottom right,
points numbered from his side, his checkers light. Everything it shows comes in a `Picture`,
so drawing knows nothing of Discord or of the game's state machine."""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache

from PIL import Image, ImageDraw

from bot.images import fitted_palette, font
from rules.backgammon.board import BAR, OFF, OPPONENT_BAR, OPPONENT_OFF, Position, make_position

# Geometry (pixels): a frame with point numbers, two halves of six points, the bar between
# them, and the column with both borne-off trays and the cube on the right.
POINT_W, POINT_H, MARGIN, BAR_W, TRAY_W = 44, 200, 24, 44, 64
HALF_W = 6 * POINT_W
TOP = MARGIN
HEIGHT_BOARD = 2 * POINT_H + 72
LEFT = MARGIN
BAR_X = LEFT + HALF_W
RIGHT_X = BAR_X + BAR_W
TRAY_X = RIGHT_X + HALF_W + 12
WIDTH = TRAY_X + TRAY_W + MARGIN
STRIP = 40  # the text strip under the board
HEIGHT = TOP + HEIGHT_BOARD + MARGIN + STRIP
RADIUS = 20
SHOWN = 5  # discs drawn per point; a count is written on taller stacks

WOOD, FELT, FRAME = (120, 78, 44), (32, 92, 64), (74, 46, 24)
DARK_POINT, LIGHT_POINT = (150, 52, 40), (226, 205, 160)
MINE, THEIRS = (246, 242, 230), (40, 40, 46)
MARK, STEP = (255, 196, 0), (64, 170, 255)
TEXT = (250, 250, 250)


@dataclass
class Picture:
    """What to draw, all from the viewer's side (his checkers positive in `position`)."""

    position: Position
    dice: tuple[int, ...] = ()
    dice_left: tuple[int, ...] = ()
    cube: int = 1
    cube_owner: str = "centre"  # "me", "them" or "centre"
    offered: bool = False  # a double (the cube shows its next value)
    pips: tuple[int, int] = (0, 0)
    names: tuple[str, str] = ("", "")
    score: str = ""  # e.g. "2 : 1 / 5 · Crawford"
    marks_from: set[int] = field(default_factory=set)  # the last move: points left (or bar)
    marks_to: set[int] = field(default_factory=set)  # and points reached (0 = off)
    steps: set[int] = field(default_factory=set)  # points the steps taken so far reached
    picked: int | None = None  # the checker picked to move, and where it may go
    targets: set[int] = field(default_factory=set)


def point_box(point: int) -> tuple[int, int, bool]:
    """(left x, base y, pointing down?) of point 1..24 seen from the viewer's side."""
    if point <= 12:  # bottom row, 1 at the right
        index = 12 - point
        base, down = TOP + HEIGHT_BOARD, False
    else:  # top row, 13 at the left
        index = point - 13
        base, down = TOP, True
    x = LEFT + index * POINT_W if index < 6 else RIGHT_X + (index - 6) * POINT_W
    return x, base, down


def draw(picture: Picture) -> Image.Image:
    image = _background().copy()
    pen = ImageDraw.Draw(image)
    for point in range(1, 25):
        _point(pen, picture, point)
    _bar(pen, picture)
    _trays(pen, picture)
    _cube(pen, picture)
    _dice(pen, picture)
    _strip(pen, picture)
    return image


@cache
def palette() -> Image.Image:
    """The colours of every board, fitted to one that shows everything a board can: tall
    stacks with counts, both bars and trays, every kind of mark, dice used and unused, an
    offered cube and the text strip."""
    points = [0] * 24
    points[0], points[5], points[11], points[12], points[18], points[23] = 7, 3, 2, -8, -3, -2
    both = make_position(points, bar=(2, 1), off=(1, 1))
    sample = draw(
        Picture(
            both,
            dice=(6, 5),
            dice_left=(5,),
            cube=2,
            offered=True,
            pips=(167, 167),
            names=("Žofie Łukasiewicz", "Ondřej"),
            score="2 : 1 / 5 · Crawford",
            marks_from={24},
            marks_to={18, OFF},
            steps={12},
            picked=6,
            targets={1, 3},
        )
    )
    return fitted_palette(sample)


@cache
def _background() -> Image.Image:
    """The empty board, the same for every viewer (points are numbered from his side)."""
    image = Image.new("RGB", (WIDTH, HEIGHT), FRAME)
    pen = ImageDraw.Draw(image)
    pen.rectangle((LEFT, TOP, LEFT + HALF_W, TOP + HEIGHT_BOARD), fill=FELT)
    pen.rectangle((RIGHT_X, TOP, RIGHT_X + HALF_W, TOP + HEIGHT_BOARD), fill=FELT)
    pen.rectangle((BAR_X, TOP, RIGHT_X, TOP + HEIGHT_BOARD), fill=WOOD)
    pen.rectangle((TRAY_X, TOP, TRAY_X + TRAY_W, TOP + HEIGHT_BOARD), fill=WOOD)
    numbers = font(13, bold=True)
    for point in range(1, 25):
        x, base, down = point_box(point)
        colour = DARK_POINT if point % 2 else LIGHT_POINT
        pen.polygon(_triangle(point), fill=colour)
        label_y = base - MARGIN + 4 if down else base + 4
        pen.text((x + POINT_W // 2, label_y), str(point), fill=TEXT, font=numbers, anchor="mt")
    return image


def _triangle(point: int) -> list[tuple[int, int]]:
    x, base, down = point_box(point)
    tip = base + POINT_H if down else base - POINT_H
    return [(x + 1, base), (x + POINT_W - 1, base), (x + POINT_W // 2, tip)]


def _point(pen: ImageDraw.ImageDraw, picture: Picture, point: int) -> None:
    """A point's checkers, and its outline when a move reached it or may go there."""
    outline = STEP if point in picture.targets else MARK if point in picture.marks_to else None
    if outline:
        pen.polygon(_triangle(point), outline=outline, width=3)
    x, base, down = point_box(point)
    direction = 1 if down else -1
    _stack(pen, x + POINT_W // 2, base + direction * RADIUS, direction, picture, point)


def _stack(pen, centre_x, first_y, direction, picture: Picture, point: int) -> None:
    """Up to five discs from the point's base towards its tip, the count on the last."""
    count = picture.position[point]
    if count == 0:
        if point in picture.marks_from:
            _ring(pen, centre_x, first_y, MARK)
        return
    fill, ink = (MINE, THEIRS) if count > 0 else (THEIRS, MINE)
    number = abs(count)
    for index in range(min(number, SHOWN)):
        y = first_y + direction * index * 2 * RADIUS
        _disc(pen, centre_x, y, fill)
    top_y = first_y + direction * (min(number, SHOWN) - 1) * 2 * RADIUS
    if number > SHOWN:
        pen.text((centre_x, top_y), str(number), fill=ink, font=font(16, bold=True), anchor="mm")
    if point == picture.picked or point in picture.steps:
        _ring(pen, centre_x, top_y, STEP)
    elif point in picture.marks_to or point in picture.marks_from:
        _ring(pen, centre_x, top_y, MARK)


def _disc(pen, x: int, y: int, fill) -> None:
    pen.ellipse((x - RADIUS, y - RADIUS, x + RADIUS, y + RADIUS), fill=fill, outline=(0, 0, 0))
    pen.ellipse(
        (x - RADIUS + 5, y - RADIUS + 5, x + RADIUS - 5, y + RADIUS - 5), outline=(128,) * 3
    )


def _ring(pen, x: int, y: int, colour) -> None:
    pen.ellipse(
        (x - RADIUS - 2, y - RADIUS - 2, x + RADIUS + 2, y + RADIUS + 2), outline=colour, width=3
    )


def _bar(pen, picture: Picture) -> None:
    """The viewer's checkers on the bar sit in the lower half, the opponent's in the upper."""
    centre_x = BAR_X + BAR_W // 2
    middle = TOP + HEIGHT_BOARD // 2
    for count, y, fill, ink, mine in (
        (picture.position[BAR], middle + 2 * RADIUS + 8, MINE, THEIRS, True),
        (picture.position[OPPONENT_BAR], middle - 2 * RADIUS - 8, THEIRS, MINE, False),
    ):
        if count:
            _disc(pen, centre_x, y, fill)
            if count > 1:
                pen.text((centre_x, y), str(count), fill=ink, font=font(16, bold=True), anchor="mm")
            if mine and (BAR in picture.marks_from or picture.picked == BAR):
                _ring(pen, centre_x, y, STEP if picture.picked == BAR else MARK)


def _trays(pen, picture: Picture) -> None:
    """Borne-off checkers as thin slabs: the viewer's at the bottom, the opponent's at the top."""
    label = font(14, bold=True)
    for count, bottom, fill in (
        (picture.position[OFF], True, MINE),
        (picture.position[OPPONENT_OFF], False, THEIRS),
    ):
        for index in range(count):
            y = TOP + HEIGHT_BOARD - 6 - index * 9 if bottom else TOP + 6 + index * 9
            pen.rectangle((TRAY_X + 8, y - 7, TRAY_X + TRAY_W - 8, y), fill=fill, outline=(0,) * 3)
        if count:
            y = TOP + HEIGHT_BOARD - 150 if bottom else TOP + 150
            pen.text((TRAY_X + TRAY_W // 2, y), str(count), fill=TEXT, font=label, anchor="mm")
    if OFF in picture.marks_to or OFF in picture.targets:
        colour = STEP if OFF in picture.targets else MARK
        pen.rectangle(
            (TRAY_X + 2, TOP + HEIGHT_BOARD - 140, TRAY_X + TRAY_W - 2, TOP + HEIGHT_BOARD - 2),
            outline=colour,
            width=3,
        )


def _cube(pen, picture: Picture) -> None:
    size = 40
    middle = TOP + HEIGHT_BOARD // 2
    y = {"me": middle + 50, "them": middle - 50, "centre": middle}[picture.cube_owner]
    if picture.offered:  # a double on offer: the cube moves to the middle of the doubler's half
        y = middle
    x = TRAY_X + TRAY_W // 2
    value = picture.cube * 2 if picture.offered else picture.cube
    text = "64" if value == 1 and not picture.offered else str(value)
    pen.rounded_rectangle(
        (x - size // 2, y - size // 2, x + size // 2, y + size // 2),
        radius=6,
        fill=(250, 250, 250),
        outline=MARK if picture.offered else (0, 0, 0),
        width=3 if picture.offered else 1,
    )
    pen.text((x, y), text, fill=(0, 0, 0), font=font(18, bold=True), anchor="mm")


_PIPS = {
    1: ((0, 0),),
    2: ((-1, -1), (1, 1)),
    3: ((-1, -1), (0, 0), (1, 1)),
    4: ((-1, -1), (1, -1), (-1, 1), (1, 1)),
    5: ((-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)),
    6: ((-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)),
}


def _dice(pen, picture: Picture) -> None:
    """The dice just thrown on the right half; dice already used are dimmed."""
    if not picture.dice:
        return
    dice = list(picture.dice) * (2 if picture.dice[0] == picture.dice[1] else 1)
    left = list(picture.dice_left)
    size, gap = 36, 10
    total = len(dice) * size + (len(dice) - 1) * gap
    x = RIGHT_X + HALF_W // 2 - total // 2
    y = TOP + HEIGHT_BOARD // 2 - size // 2
    # The dice still to play are the last ones: the steps use them up from the left.
    unused_from = len(dice) - len(left)
    for index, die in enumerate(dice):
        used = index < unused_from
        face, dot = ((120, 120, 120), (70, 70, 70)) if used else ((250, 250, 250), (0, 0, 0))
        box = (x, y, x + size, y + size)
        pen.rounded_rectangle(box, radius=6, fill=face, outline=(0, 0, 0))
        for dx, dy in _PIPS[die]:
            cx, cy = x + size // 2 + dx * 10, y + size // 2 + dy * 10
            pen.ellipse((cx - 4, cy - 4, cx + 4, cy + 4), fill=dot)
        x += size + gap


def _strip(pen, picture: Picture) -> None:
    """Names with pip counts, the match score in the middle."""
    y = TOP + HEIGHT_BOARD + MARGIN + STRIP // 2 - 6
    text = font(15, bold=True)
    me, them = picture.names
    pen.text((LEFT, y), f"● {me} · {picture.pips[0]}", fill=MINE, font=text, anchor="lm")
    pen.text(
        (TRAY_X + TRAY_W, y),
        f"{them} · {picture.pips[1]} ●",
        fill=(170, 170, 180),
        font=text,
        anchor="rm",
    )
    if picture.score:
        pen.text((BAR_X + BAR_W // 2, y), picture.score, fill=MARK, font=text, anchor="mm")
