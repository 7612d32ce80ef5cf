"""How a game is drawn for Discord. Each family supplies a `Board` that knows its own state
(dice faces, tiles, checkers) and what its buttons mean; the frame around it — title, seats,
whose turn and the deadline, recent actions, results, the Skip button, disabling the buttons
of a finished game — is drawn here once for every family."""

from __future__ import annotations

import json
from dataclasses import dataclass, field

import discord

from bot import emojis, table_options, texts
from bot.i18n import has, number, option_key, t
from bot.models import LIVE_STATUSES, Game, LoggedAction
from bot.sessions import GameService, Snapshot
from bot.ui import GameButton
from rules import fairness
from rules.base import Action, Result

RECENT_LINES = 6
COLOURS = {"lobby": 0x5865F2, "active": 0x2B8A3E, "finished": 0xE8A317}


@dataclass(frozen=True)
class UiOnly:
    """A click that changes only what the board shows (e.g. which dice are selected)."""

    arg: str


def parse_mask(arg: str) -> int:
    """A UI selection bitmask from a click's argument (0 for anything else)."""
    return int(arg) if arg.isdigit() else 0


def indices(mask: int) -> list[int]:
    """The positions selected in a bitmask, lowest first."""
    return [i for i in range(mask.bit_length()) if mask >> i & 1]


def die_toggles(game: Game, action: str, dice, mask: int, per_row: int) -> list[GameButton]:
    """A toggle button per die, `per_row` to a row from the first. Each carries the selection
    bitmask its press leads to (the die's bit flipped); a selected die shows held."""
    buttons = []
    for i, face in enumerate(dice):
        chosen = bool(mask >> i & 1)
        buttons.append(
            GameButton(
                game.id,
                game.version,
                action,
                str(mask ^ (1 << i)),
                **emojis.die_button(face, chosen),
                style=discord.ButtonStyle.primary if chosen else discord.ButtonStyle.secondary,
                row=i // per_row,
            )
        )
    return buttons


@dataclass
class BoardParts:
    """A family's part of the board."""

    description: str = ""
    fields: list[tuple[str, str, bool]] = field(default_factory=list)  # name, value, inline
    items: list[discord.ui.Item] = field(default_factory=list)
    files: list[discord.File] = field(default_factory=list)
    image: str | None = None  # attachment://name of one of `files`


@dataclass
class Private:
    """What one seat alone sees (a hand, a hint), and buttons acting from it: a click there
    edits this message and then the public board."""

    embed: discord.Embed
    items: list[discord.ui.Item] = field(default_factory=list)
    files: list[discord.File] = field(default_factory=list)


@dataclass
class Rendered:
    embed: discord.Embed
    view: discord.ui.View
    files: list[discord.File]


class Board:
    """A family's drawing and click interpretation; subclasses override what they need."""

    family: str = ""
    slow: bool = False  # True when drawing takes long (images): the click is deferred first
    # True: computer seats play one decision at a time, each shown, at a human pace.
    paced_computers: bool = False
    # On/off or choice options the host may switch in the lobby (a button each).
    lobby_switches: tuple[str, ...] = ()

    async def prepare(self, snap: Snapshot, service: GameService) -> None:
        """Fetch what drawing needs beyond the snapshot (e.g. a game's whole action log) before
        the synchronous `parts` runs; most boards need nothing."""

    def parts(self, snap: Snapshot, lang: str, ui: str) -> BoardParts:
        raise NotImplementedError

    def interpret(self, snap: Snapshot, seat: int, action: str, arg: str) -> Action | UiOnly:
        """The rules action (or UI-only change) a click means; raises GameError if none."""
        raise NotImplementedError

    def describe(self, snap: Snapshot, record: LoggedAction, lang: str) -> str | None:
        """One line for the 'last actions' list, or None to leave the action out."""
        return None

    def scores(self, snap: Snapshot, lang: str) -> list[str]:
        """A short score text per seat (shown beside the players' names)."""
        return [""] * len(snap.seats)

    async def private(self, snap: Snapshot, seat: int, lang: str, topic: str) -> Private | None:
        """What only `seat` may see: its hand (`topic` "hand") or a hint ("hint"); None when
        the game has no such view. May refuse with a GameError (a hint out of turn). Async:
        a hint may come from the engine process."""
        return None

    def solo_over(self, snap: Snapshot, result: Result, lang: str) -> str:
        """The footer of a finished one-player game (its score is points unless said here)."""
        return t(lang, "board.solo_over", score=result.scores[0])

    def lobby_note(self, snap: Snapshot, lang: str) -> str:
        """A line under the lobby's seats (e.g. how the seats will form teams)."""
        return ""


def render(board: Board, snap: Snapshot, lang: str, ui: str = "") -> Rendered:
    game = snap.game
    title = f"{texts.game_name(game.game, lang)} · {t(lang, 'board.game_number', id=str(game.id))}"
    embed = discord.Embed(title=title, colour=COLOURS.get(game.status, 0x747F8D))
    if game.status == "lobby":
        return _lobby(board, snap, lang, embed)
    if snap.state is None:  # closed before it started
        embed.description = t(
            lang, "game.expired" if game.status == "expired" else "game.cancelled"
        )
        return Rendered(embed, discord.ui.View(timeout=None), [])
    parts = board.parts(snap, lang, ui)
    embed.description = parts.description
    embed.add_field(name=t(lang, "board.scores"), value=_players(board, snap, lang), inline=False)
    for name, value, inline in parts.fields:
        embed.add_field(name=name, value=value or "—", inline=inline)
    recent = _recent(board, snap, lang)
    if recent:
        embed.add_field(name=t(lang, "board.last"), value=recent, inline=False)
    if parts.image:
        embed.set_image(url=parts.image)
    footer = [_status(board, snap, lang), fairness_line(snap, lang)]
    embed.set_footer(text="\n".join(filter(None, footer)))
    view = discord.ui.View(timeout=None)
    live = game.status == "active"
    for item in parts.items:
        if not live:
            item.item.disabled = True  # type: ignore[attr-defined]
        view.add_item(item)
    if live:
        view.add_item(
            GameButton(game.id, game.version, "skip", label=t(lang, "board.skip"), emoji="⏭️", row=4)
        )
    elif game.status == "finished":
        view.add_item(
            GameButton(
                game.id,
                game.version,
                "rematch",
                label=t(lang, "board.rematch"),
                emoji="🔁",
                style=discord.ButtonStyle.primary,
                row=4,
            )
        )
    return Rendered(embed, view, parts.files)


def _players(board: Board, snap: Snapshot, lang: str) -> str:
    scores = board.scores(snap, lang)
    mover = snap.to_move
    lines = []
    for seat in snap.seats:
        marker = "▶️" if seat.seat == mover else "▫️"
        name = f"<@{seat.user_id}>" if seat.user_id else snap.player_name(seat.seat, lang)
        lines.append(f"{marker} {name} {scores[seat.seat]}".rstrip())
    return "\n".join(lines)


def fairness_line(snap: Snapshot, lang: str) -> str:
    """The commitment to the game's chance while it runs; the revealed seed once it is over."""
    game = snap.game
    if game.server_seed is None:
        return ""
    if game.status in LIVE_STATUSES:
        committed = fairness.commitment(game.server_seed)
        return t(lang, "fair.commitment", short=f"{committed[:4]}…{committed[-4:]}")
    return t(lang, "fair.revealed", seed=game.server_seed)


def _status(board: Board, snap: Snapshot, lang: str) -> str:
    game = snap.game
    if game.status == "cancelled":
        return t(lang, "board.cancelled")
    if game.status == "finished":
        result = snap.rules.result(snap.state)
        if len(snap.seats) == 1:
            return board.solo_over(snap, result, lang)
        winners = ", ".join(snap.player_name(s, lang) for s in result.winners)
        return t(lang, "board.winner", players=winners)
    mover = snap.to_move
    return t(lang, "board.turn", player=snap.player_name(mover, lang)) if mover is not None else ""


def deadline_line(snap: Snapshot, lang: str) -> str:
    return t(lang, "board.deadline", at=str(int(snap.deadline().timestamp())))


def _recent(board: Board, snap: Snapshot, lang: str) -> str:
    lines: list[str] = []
    previous = ""  # the kind of the last decision (chance records do not count)
    for record in snap.recent:
        if record.kind == "resign":
            text = t(lang, "board.resigned", player=snap.player_name(record.seat, lang))
        elif record.kind == "skip":  # one line for the whole skipped turn
            skipped = t(lang, "board.skipped", player=snap.player_name(record.seat, lang))
            text = skipped if previous != "skip" else None
        elif record.kind == "cancel":
            text = t(lang, "game.cancelled")
        else:
            text = board.describe(snap, record, lang)
        if record.kind != "chance":
            previous = record.kind
        if text and (not lines or lines[-1] != text):
            lines.append(text)
    return "\n".join(lines[-RECENT_LINES:])


def _lobby(board: Board, snap: Snapshot, lang: str, embed: discord.Embed) -> Rendered:
    game = snap.game
    host = next(
        snap.player_name(seat.seat, lang) for seat in snap.seats if seat.user_id == game.host_id
    )
    embed.title = t(lang, "lobby.title", game=texts.game_name(game.game, lang))
    embed.description = t(lang, "lobby.body", host=host)
    seats = "\n".join(f"{s.seat + 1}. {snap.player_name(s.seat, lang)}" for s in snap.seats)
    note = board.lobby_note(snap, lang)
    if note:
        seats += "\n" + note
    embed.add_field(
        name=t(lang, "lobby.players", count=len(snap.seats), maximum=snap.rules.max_players),
        value=seats,
        inline=False,
    )
    options = json.loads(game.options)
    if options:
        embed.add_field(
            name=t(lang, "lobby.options"),
            value="\n".join(
                f"{option_name(game.family, name, lang)}: {_option(game.family, name, value, lang)}"
                for name, value in options.items()
            ),
            inline=False,
        )
    view = discord.ui.View(timeout=None)
    buttons = [
        ("join", "lobby.join", discord.ButtonStyle.primary),
        ("leave", "lobby.leave", discord.ButtonStyle.secondary),
        ("computer", "lobby.computer", discord.ButtonStyle.secondary),
        ("start", "lobby.start", discord.ButtonStyle.success),
        ("cancel", "lobby.cancel", discord.ButtonStyle.danger),
    ]
    for action, key, style in buttons:
        view.add_item(GameButton(game.id, game.version, action, label=t(lang, key), style=style))
    for name in (*board.lobby_switches, *table_options.switches(options)):
        value = _option(game.family, name, options[name], lang)
        label = f"{option_name(game.family, name, lang)}: {value}"[:80]
        view.add_item(GameButton(game.id, game.version, "option", name, label=label, emoji="⚙️"))
    if game.server_seed is not None:
        embed.set_footer(text=fairness_line(snap, lang))
    return Rendered(embed, view, [])


def option_name(family: str, name: str, lang: str) -> str:
    """An option's name as its command shows it."""
    return t(lang, option_key(family, name))


def _option(family: str, name: str, value: object, lang: str) -> str:
    """An option's value in words: the family's own for this option, a shared word for the
    value (auto, on, off), or the value itself."""
    if isinstance(value, bool):
        return "✅" if value else "❌"
    if isinstance(value, int):
        return number(value, lang)
    for key in (f"choice.{family}.{name}.{value}", f"choice.{value}"):
        if has(key, lang):
            return t(lang, key)
    return str(value)
