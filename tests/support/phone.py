"""A message as Discord's phone client shows it: how tall a Components V2 message is on a
390 px phone, how small the text of its pictures becomes, and a PNG of it for a person to look at.

`show(layout)` lays out what the bot sends (a `bot.layout.Layout`, the components as
discord.py serialises them and the attached pictures) and returns a `Shown`: its `height` in px,
the smallest text of each `picture` as shown (its own smallest text × its scale), and `png()`.

The model, and what it assumes (Discord's mobile client in its dark theme). Calibrated against
the review of issue 38 on the boards it measured (its heights for the code as it was then):
Figures with two players 614–1 082 px there, at most 1 050–1 098 px here; Kości with two
1 117 px at most there, 1 228–1 250 px here (the model is a tenth taller: on the safe side);
its two-player code-block card ~390 px there, 380 px here; a 600 px picture 284 px wide.

- The screen is 390 px wide. A bot message starts under its author line (avatar row: 16 px top
  padding + 22 px name, then 4 px) and ends 8 px lower. The container fills the message column
  (58 px left for the avatar, 16 px right) with 16 px padding and a 4 px accent edge: what is
  inside is `INSIDE` = 284 px wide. Its items are 8 px apart.
- Text: DejaVu Sans Condensed, narrowed to `TEXT_WIDTH` of its widths, stands in for gg sans
  (no gg sans or Noto Sans here; the factor is what the calibration above asked for); 16 px on
  22 px lines. `#`, `##`, `###` headings are 24/20/16 px bold on 30/26/22
  px lines with 8 px under them; `-#` subtext is 12 px on 16 px lines; `**bold**` is measured
  bold; `~~`, `__`, `*` change no width; `` `code` `` is monospace 14 px with 4 px padding. Lines
  wrap at spaces by measured width (a word longer than the line breaks anywhere).
- An emoji (unicode or custom `<:name:id>`) is a square 1.375 × the font size (22 px in body
  text, 33 px in a `#` heading). A mention `<@id>` shows "@" and a name (`names` given, else
  "@member"); a timestamp `<t:…:R>` "in 2 hours", `<t:…:t>` "14:05", others a short date.
- A code block is DejaVu Sans Mono 14 px on 18 px lines, 8 px padding, and does not wrap (the
  phone scrolls it sideways: lines beyond the width are cut).
- A separator is 1 px with 8 px above and below it (besides the item gap).
- A media gallery of one picture is shown `INSIDE` px wide, its height by its aspect ratio (a
  phone limits only the width). Several pictures share rows of two.
- An action row's buttons are 40 px tall, 8 px apart, each as wide as its emoji (20 px) and
  label (14 px semibold: bold, narrowed as text is) plus 16 px padding a side; they wrap
  into more lines when they do not fit the width, as the phone's client wraps them. A select
  is a whole row 48 px tall. Rows are 8 px apart (the item gap).
- A section (text beside an accessory button) wraps its text in the width the button leaves
  (8 px between them); the button is at the right, level with the text's first line.
- A picture's smallest text is its drawing code's, per file name (`PICTURE_TEXT`), scaled
  as the picture is shown.
"""

from __future__ import annotations

import io
import re
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

from PIL import Image, ImageDraw, ImageFont

from bot import stats_picture
from bot.layout import Layout
from bot.tournaments import picture as tournament_picture
from cogs.backgammon import board_image
from cogs.domino import table_image
from cogs.yahtzee import card_picture

SCREEN = 390
INSIDE = 284  # px inside the container: text and pictures
LEFT = 58 + 4 + 16  # where the container's inside starts: avatar column, accent edge, padding
MESSAGE_TOP, MESSAGE_BOTTOM = 16 + 22 + 4, 8
PADDING, GAP = 16, 8
SEPARATOR = 1 + 2 * 8
BUTTON_HEIGHT, SELECT_HEIGHT, BUTTON_PAD, BUTTON_EMOJI = 40, 48, 16, 20
CODE_PAD, CODE_SIZE, CODE_LINE = 8, 14, 18
EMOJI = 1.375  # an emoji's side, in font sizes
HEADINGS = {"# ": (24, 30), "## ": (20, 26), "### ": (16, 22)}  # size, line height
BODY, SUBTEXT = (16, 22), (12, 16)
HEADING_BELOW = 8
TEXT_WIDTH = 0.88  # gg sans's widths, of DejaVu Sans Condensed's (calibrated: see above)

# The smallest text each picture draws, px as drawn: its drawing code's own.
PICTURE_TEXT = {
    "scorecard.png": card_picture.SMALLEST_TEXT,
    "table.png": table_image.NUMBER_SIZE,  # numerals, "+N" markers and names alike
    "hand.png": table_image.NUMBER_SIZE,
    "backgammon.png": board_image.TEXT_SIZE,
    "bracket.png": tournament_picture.TEXT,  # a tournament's
    "standings.png": tournament_picture.TEXT,
    "stats.png": stats_picture.TEXT,  # /stats
}

FONTS = Path("/usr/share/fonts/truetype/dejavu")
BACKGROUND, CONTAINER, INK, MUTED = (26, 26, 30), (43, 45, 49), (242, 243, 245), (148, 155, 164)
BUTTON, CODE = (78, 80, 88), (30, 31, 34)

TOKEN = re.compile(
    r"(?P<link>\[(?P<label>(?:\\.|[^\]\\])+)\]\(https?://[^)\s]+\))"  # shows its label
    r"|(?P<custom><a?:(?P<name>\w+):\d+>)|(?P<mention><@!?&?(?P<id>\d+)>)|(?P<channel><#\d+>)"
    r"|(?P<time><t:\d+(?::(?P<style>[tTdDfFR]))?>)|(?P<code>`[^`]+`)|(?P<bold>\*\*)"
    r"|(?P<plain>~~|__|\*|\\)|(?P<emoji>[\U0001F000-\U0001FAFF\u2600-\u27BF\u2B00-\u2BFF"
    r"\u23E9-\u23FA\u2705\u274C][\uFE0F\u200D\U0001F3FB-\U0001F3FF]*)"
    r"|(?P<invisible>[\uFE0E\uFE0F\u200D])"
)
TIMES = {"R": "in 2 hours", "t": "14:05", "T": "14:05:00", "d": "27/11/2026"}


@cache
def typeface(size: int, bold: bool = False, mono: bool = False) -> ImageFont.FreeTypeFont:
    name = "DejaVuSansMono" if mono else "DejaVuSansCondensed"
    return ImageFont.truetype(str(FONTS / f"{name}{'-Bold' if bold else ''}.ttf"), size)


@dataclass
class Run:
    """A piece of a line in one face, or an emoji (a square of `width`)."""

    text: str
    face: ImageFont.FreeTypeFont
    emoji: str = ""  # the emoji's name or character: drawn as a square
    code: bool = False

    @property
    def width(self) -> float:
        if self.emoji:
            return self.face.size * EMOJI
        if self.code:
            return self.face.getlength(self.text) + 8
        return self.face.getlength(self.text) * TEXT_WIDTH


@dataclass
class Shown:
    """A message as the phone shows it."""

    height: int
    pictures: dict[str, float]  # file name: its smallest text, px as shown
    drawing: list = field(repr=False, default_factory=list)

    @property
    def smallest_text(self) -> float | None:
        return min(self.pictures.values(), default=None)

    def png(self, path: str | Path | None = None) -> bytes:
        """The message drawn as the phone shows it (text in the model's fonts, emoji as
        squares, pictures scaled); saved to `path` if given."""
        image = Image.new("RGB", (SCREEN, self.height), BACKGROUND)
        pen = ImageDraw.Draw(image)
        for paint in self.drawing:
            paint(image, pen)
        data = io.BytesIO()
        image.save(data, "PNG")
        if path:
            Path(path).parent.mkdir(parents=True, exist_ok=True)
            Path(path).write_bytes(data.getvalue())
        return data.getvalue()


def show(layout: Layout, names: dict[str, str] | None = None) -> Shown:
    """`layout` as a 390 px phone shows it; `names` are the members' names by id (mentions)."""
    components = layout.view().to_components()
    files = {file.filename: file for file in layout.files}
    phone = _Phone(files, names or {})
    for component in components:
        phone.item(component)
    return phone.shown()


class _Phone:
    def __init__(self, files: dict, names: dict[str, str]) -> None:
        self.files, self.names = files, names
        self.y = MESSAGE_TOP
        self.width = INSIDE  # what text may fill (less beside a section's accessory)
        self.drawing: list = []
        self.pictures: dict[str, float] = {}

    def shown(self) -> Shown:
        height = round(self.y + MESSAGE_BOTTOM)
        return Shown(height, self.pictures, self.drawing)

    def item(self, component: dict) -> None:
        kind = component["type"]
        if kind == 17:  # container
            self.container(component)
        elif kind == 10:
            self.text(component["content"])
        elif kind == 14:
            middle = self.y + SEPARATOR / 2
            self.drawing.append(
                lambda image, pen: pen.line((LEFT, middle, LEFT + INSIDE, middle), fill=BUTTON)
            )
            self.y += SEPARATOR
        elif kind == 12:
            self.gallery([item["media"]["url"] for item in component["items"]])
        elif kind == 1:
            self.action_row(component["components"])
        elif kind == 9:
            self.section(component)
        else:
            raise ValueError(f"no phone model of component type {kind}")

    def container(self, component: dict) -> None:
        top = self.y
        self.y += PADDING
        paints_before = len(self.drawing)
        for n, child in enumerate(component["components"]):
            if n:
                self.y += GAP
            self.item(child)
        self.y += PADDING
        bottom, accent = self.y, component.get("accent_color")
        colour = ((accent >> 16) & 255, (accent >> 8) & 255, accent & 255) if accent else MUTED

        def paint(image, pen):
            pen.rounded_rectangle((LEFT - 20, top, SCREEN - 16, bottom), 8, fill=CONTAINER)
            pen.rectangle((LEFT - 20, top, LEFT - 17, bottom), fill=colour)

        self.drawing.insert(paints_before, paint)

    # ------------------------------------------------------------------ text
    def text(self, content: str) -> None:
        lines = content.split("\n")
        code: list[str] | None = None
        for line in lines:
            if line.startswith("```"):
                if code is None:
                    code = []
                else:
                    self.code_block(code)
                    code = None
                continue
            if code is not None:
                code.append(line)
                continue
            self.line(line)
        if code is not None:
            self.code_block(code)

    def line(self, line: str) -> None:
        (size, height), bold, indent, colour, below = BODY, False, 0, INK, 0
        mark = next((mark for mark in HEADINGS if line.startswith(mark)), None)
        if mark:
            line, (size, height), bold, below = (
                line[len(mark) :],
                HEADINGS[mark],
                True,
                HEADING_BELOW,
            )
        if line.startswith("-# "):
            line, (size, height), colour = line[3:], SUBTEXT, MUTED
        if line.startswith("> "):
            line, indent = line[2:], 12
        elif line.startswith(("- ", "* ")):
            line, indent = "• " + line[2:], 8
        for runs in self.wrapped(self.runs(line, size, bold), self.width - indent):
            self.paint_runs(runs, LEFT + indent, self.y, height, colour)
            self.y += height
        self.y += below

    def runs(self, line: str, size: int, bold: bool) -> list[Run]:
        runs: list[Run] = []
        strong = bold
        at = 0
        for found in TOKEN.finditer(line):
            if found.start() > at:
                runs.append(Run(line[at : found.start()], typeface(size, strong)))
            at = found.end()
            if found["bold"]:  # a heading is bold throughout
                strong = bold or not strong
            elif found["link"]:
                runs += self.runs(found["label"], size, strong)
            elif found["custom"]:
                runs.append(Run("", typeface(size), emoji=found["name"]))
            elif found["emoji"]:
                runs.append(Run("", typeface(size), emoji=found["emoji"]))
            elif found["mention"]:
                name = self.names.get(found["id"], "member")
                runs.append(Run("@" + name, typeface(size, True)))
            elif found["channel"]:
                runs.append(Run("#channel", typeface(size, True)))
            elif found["time"]:
                runs.append(
                    Run(TIMES.get(found["style"] or "f", "27 November 2026 14:05"), typeface(size))
                )
            elif found["code"]:
                runs.append(Run(found["code"][1:-1], typeface(CODE_SIZE, mono=True), code=True))
        if at < len(line):
            runs.append(Run(line[at:], typeface(size, strong)))
        return runs

    @staticmethod
    def wrapped(runs: list[Run], width: float) -> list[list[Run]]:
        """The runs in lines no wider than `width`, broken at spaces (a word wider than a line
        anywhere)."""
        words: list[list[Run]] = [[]]  # each word: its runs; a space run ends a word
        for run in runs:
            if run.emoji or run.code:
                words[-1].append(run)
                continue
            for piece in re.split(r"( )", run.text):
                if piece == " ":
                    words[-1].append(Run(" ", run.face))
                    words.append([])
                elif piece:
                    words[-1].append(Run(piece, run.face))
        lines: list[list[Run]] = [[]]
        used = 0.0
        for word in words:
            size = sum(run.width for run in word)
            trailing = word[-1].width if word and word[-1].text == " " else 0
            if lines[-1] and used + size - trailing > width:
                lines.append([])
                used = 0.0
            while size - trailing > width and not lines[-1]:  # a word wider than the line
                head, word = _split_word(word, width)
                lines[-1] = head
                lines.append([])
                size = sum(run.width for run in word)
            lines[-1].extend(word)
            used += size
        return [line for line in lines if line] or [[]]

    def code_block(self, lines: list[str]) -> None:
        face = typeface(CODE_SIZE, mono=True)
        top = self.y
        height = 2 * CODE_PAD + CODE_LINE * len(lines)

        def paint(image, pen):
            pen.rounded_rectangle((LEFT, top, LEFT + INSIDE, top + height), 4, fill=CODE)
            for n, line in enumerate(lines):
                runs = self.runs_code(line, face)
                _paint(
                    image,
                    pen,
                    runs,
                    LEFT + CODE_PAD,
                    top + CODE_PAD + n * CODE_LINE,
                    CODE_LINE,
                    INK,
                    LEFT + INSIDE - CODE_PAD,
                )

        self.drawing.append(paint)
        self.y += height

    @staticmethod
    def runs_code(line: str, face) -> list[Run]:
        """A code block's line: monospace, its emoji squares as wide as in text."""
        runs: list[Run] = []
        pieces = re.split(r"([\U0001F000-\U0001FAFF\u2600-\u27BF]\uFE0F?)", line)
        for n, piece in enumerate(pieces):
            if n % 2:
                runs.append(Run("", typeface(CODE_SIZE), emoji=piece))
            elif piece:
                runs.append(Run(piece, face))
        return runs

    def paint_runs(self, runs, x, y, height, colour) -> None:
        self.drawing.append(
            lambda image, pen: _paint(image, pen, runs, x, y, height, colour, SCREEN)
        )

    # ------------------------------------------------------------------ pictures, controls
    def gallery(self, urls: list[str]) -> None:
        per_row = 1 if len(urls) == 1 else 2
        width = (INSIDE - GAP * (per_row - 1)) / per_row
        for start in range(0, len(urls), per_row):
            row = urls[start : start + per_row]
            height = 0.0
            for n, url in enumerate(row):
                name = url.removeprefix("attachment://")
                picture = Image.open(io.BytesIO(_bytes(self.files[name]))).convert("RGB")
                scale = width / picture.width
                shown = picture.resize((round(width), round(picture.height * scale)), Image.LANCZOS)
                self.pictures[name] = PICTURE_TEXT[name] * scale
                x, y = round(LEFT + n * (width + GAP)), round(self.y)
                self.drawing.append(lambda image, pen, s=shown, at=(x, y): image.paste(s, at))
                height = max(height, shown.height)
            self.y += height + (GAP if start + per_row < len(urls) else 0)

    def section(self, component: dict) -> None:
        button = component["accessory"]
        width = _button_width(button)
        top, self.width = self.y, INSIDE - width - GAP
        for n, child in enumerate(component["components"]):
            if n:
                self.y += GAP
            self.item(child)
        self.width = INSIDE
        label, emoji = button.get("label") or "", button.get("emoji")
        self.drawing.append(_button_paint(LEFT + INSIDE - width, top, width, label, emoji))
        self.y = max(self.y, top + BUTTON_HEIGHT)

    def action_row(self, items: list[dict]) -> None:
        if items and items[0]["type"] != 2:  # a select: the whole row
            top = self.y
            text = items[0].get("placeholder", "")
            self.drawing.append(
                lambda image, pen: (
                    pen.rounded_rectangle(
                        (LEFT, top, LEFT + INSIDE, top + SELECT_HEIGHT), 8, fill=CODE
                    ),
                    pen.text(
                        (LEFT + 12, top + SELECT_HEIGHT / 2), text, MUTED, typeface(16), anchor="lm"
                    ),
                )
            )
            self.y += SELECT_HEIGHT
            return
        x, top = 0.0, self.y
        for button in items:
            width = _button_width(button)
            if x and x + width > INSIDE:
                x, top = 0.0, top + BUTTON_HEIGHT + GAP
            label, emoji = button.get("label") or "", button.get("emoji")
            self.drawing.append(_button_paint(LEFT + x, top, width, label, emoji))
            x += width + GAP
        self.y = top + BUTTON_HEIGHT


def _button_width(button: dict) -> float:
    label = button.get("label") or ""
    width = 2 * BUTTON_PAD + typeface(14, True).getlength(label) * TEXT_WIDTH
    if button.get("emoji"):
        width += BUTTON_EMOJI + (4 if label else 0)
    return width


def _bytes(file) -> bytes:
    file.fp.seek(0)
    data = file.fp.read()
    file.fp.seek(0)
    return data


def _split_word(word: list[Run], width: float) -> tuple[list[Run], list[Run]]:
    """The longest head of a word that fits `width`, and the rest."""
    text = "".join(run.text for run in word if not run.emoji)
    face = next(run.face for run in word if not run.emoji) if text else None
    if face is None:
        return word[:1], word[1:]
    cut = max(1, next((n for n in range(len(text), 0, -1) if face.getlength(text[:n]) <= width), 1))
    return [Run(text[:cut], face)], [Run(text[cut:], face)]


def _paint(image, pen, runs, x, y, height, colour, right) -> None:
    for run in runs:
        width = run.width
        if x + width > right + 0.5:
            break
        if run.emoji:
            side = run.face.size * 1.2
            top = y + (height - side) / 2
            pen.rounded_rectangle((x + 1, top, x + side, top + side), 4, fill=(200, 200, 210))
            die = re.search(r"\d", run.emoji)
            if die:
                pen.text(
                    (x + side / 2, top + side / 2),
                    die[0],
                    (20, 20, 20),
                    typeface(round(side * 0.7), True),
                    anchor="mm",
                )
        elif run.code:
            pen.text((x + 4, y + height / 2), run.text, colour, run.face, anchor="lm")
        else:
            _narrowed(image, run, x, y, height, colour)
        x += width


def _narrowed(image, run: Run, x: float, y: float, height: float, colour) -> None:
    """Text drawn as the model measures it: DejaVu narrowed to gg sans's widths."""
    full = round(run.face.getlength(run.text)) + 2
    if full <= 2:
        return
    mask = Image.new("L", (full, round(height)))
    ImageDraw.Draw(mask).text((0, height / 2), run.text, 255, run.face, anchor="lm")
    mask = mask.resize((max(1, round(full * TEXT_WIDTH)), mask.height), Image.LANCZOS)
    image.paste(colour, (round(x), round(y), round(x) + mask.width, round(y) + mask.height), mask)


def _button_paint(x, top, width, label, emoji):
    def paint(image, pen):
        pen.rounded_rectangle((x, top, x + width, top + BUTTON_HEIGHT), 8, fill=BUTTON)
        inner = x + BUTTON_PAD
        if emoji:
            pen.rounded_rectangle((inner, top + 10, inner + 20, top + 30), 3, fill=(200, 200, 210))
            die = re.search(r"\d", emoji.get("name", ""))
            if die:
                pen.text(
                    (inner + 10, top + 20), die[0], (20, 20, 20), typeface(14, True), anchor="mm"
                )
            inner += BUTTON_EMOJI + 4
        _narrowed(image, Run(label, typeface(14, True)), inner, top, BUTTON_HEIGHT, INK)

    return paint
