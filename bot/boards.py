"""How a game is drawn for Discord. Each family supplies a `Board` that knows its own state
(dice faces, tiles, checkers) and what its buttons mean; the frame around it — title, whose
turn, the players and the deadline, recent actions, the ending with its placings, the fair
dice, the button that plays for an absent player — is filled in here once for every family,
into the layout of bot/layout.py."""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, field

import discord

from bot import emojis, table_options, texts
from bot.i18n import has, t
from bot.layout import Layout, seat_colour, seat_mark, section
from bot.live_privates import Origin
from bot.models import LIVE_STATUSES, GameRow, LoggedAction, utcnow
from bot.sessions import GameService, Snapshot
from bot.ui import GameButton
from rules import fairness
from rules.base import TAKE_BACK, Action, Result

RECENT_LINES = 6
TURN_KINDS = ("play", "computer", "skip", "chance")  # the log records a turn is made of
COLOURS = {"lobby": 0x5865F2, "finished": 0xE8A317}
CLOSED = 0x747F8D  # a cancelled or expired game, or no one to move
MEDALS = ("🥇", "🥈", "🥉")


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


def die_toggles(game: GameRow, action: str, dice, mask: int, per_row: int) -> list[GameButton]:
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


def digits(dice) -> str:
    """Dice as digits, for history lines (short, and legible at any size: a field holds 1024
    characters, and the ⚀–⚅ glyphs are tiny)."""
    return " ".join(str(face) for face in dice)


def turn_actions(
    log: list[LoggedAction], record: LoggedAction, ends_turn: Callable[[Action], bool]
) -> list[Action] | None:
    """The actions of the turn that `record` ends, oldest first, its own last: the same seat's
    records back to the end of his previous turn or another seat's turn (records of no turn,
    such as another player resigning, are passed over). None when the log no longer reaches
    back to the turn's start. For the one history line a family writes per finished turn."""
    position = next(i for i, entry in enumerate(log) if entry is record)
    actions = [json.loads(record.action)]
    for earlier in reversed(log[:position]):
        if earlier.kind not in TURN_KINDS:
            continue
        action = json.loads(earlier.action)
        if earlier.seat != record.seat or ends_turn(action):
            break
        actions.append(action)
    else:  # the log's start: the game's own only if it is the first record
        if log[0].seq != 1:
            return None
    actions.reverse()
    return actions


@dataclass
class BoardParts:
    """A family's part of the board: its text under the picture (the dice, the prompt), titled
    sections (a scorecard, an analysis), the picture and the controls."""

    body: str = ""
    sections: list[tuple[str, str]] = field(default_factory=list)  # title, text
    items: list[discord.ui.Item] = field(default_factory=list)
    picture: discord.File | None = None


@dataclass
class Private(Layout):
    """What one seat alone sees (a hand, a hint), and buttons acting from it: a click there
    edits this message and then the public board. `origin` (set by the controller) says which
    game, seat and topic it shows, so that it can be redrawn when the game moves on."""

    origin: Origin | None = None
    # False: the view is final (a hint marked out of date): it is not redrawn any more.
    follows: bool = True


def outdated_hint(lang: str) -> Private:
    """What a hint message becomes once the game has moved on from the position it was for."""
    view = Private(t(lang, "board.hint_outdated"), CLOSED)
    view.follows = False
    return view


class Board:
    """A family's drawing and click interpretation; subclasses override what they need."""

    family: str = ""
    # True: computer seats play one decision at a time, each shown, at a human pace.
    paced_computers: bool = False
    # On/off or choice options the host may switch in the lobby (a button each).
    lobby_switches: tuple[str, ...] = ()
    recent_shown: int = RECENT_LINES  # how many of the last actions a live board lists

    def warm_up(self) -> None:
        """Draw now what the board keeps for the process's life (palettes, tiles), so that no
        click waits for it: called once at start, before the start-up heap is frozen."""

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

    def practice(self, snap: Snapshot) -> bool:
        """Whether the game is practice (a tutor or hints help its players): its result counts
        apart and moves no rating, and a player may take back his last decision."""
        return False

    async def judge(self, snap: Snapshot, seat: int, action: Action) -> Action | None:
        """The tutor's word on `seat`'s decision `action` in the saved game, logged with it
        (None: nothing to say)."""
        return None

    def scores(self, snap: Snapshot, lang: str) -> list[str]:
        """A short score text per seat (shown beside the players' names)."""
        return [""] * len(snap.seats)

    def points(self, snap: Snapshot, value: float, lang: str) -> str:
        """A final score in words ("100 points"), beside the winner and each placing."""
        return t(lang, "board.points", points=value)

    async def private(self, snap: Snapshot, seat: int, lang: str, topic: str) -> Private | None:
        """What only `seat` may see: its hand (`topic` "hand") or a hint ("hint"); None when
        the game has no such view. May refuse with a GameError (a hint out of turn). Async:
        a hint may come from the engine process."""
        return None

    async def private_refresh(
        self, snap: Snapshot, seat: int, lang: str, topic: str
    ) -> Private | None:
        """The private view `topic` of `seat`, shown earlier, redrawn now that the game has
        changed (a hand with the new turn); None leaves the message as it is and stops
        following it. A hint, whatever the family, was for a position that is gone: it says
        so."""
        return outdated_hint(lang) if topic == "hint" else None

    def solo_over(self, snap: Snapshot, result: Result, lang: str) -> str:
        """The outcome of a finished one-player game (its score is points unless said here)."""
        return t(lang, "board.solo_over", score=result.scores[0])

    def lobby_note(self, snap: Snapshot, lang: str) -> str:
        """A line under the lobby's seats (e.g. how the seats will form teams)."""
        return ""


def render(board: Board, snap: Snapshot, lang: str, ui: str = "") -> Layout:
    game = snap.game
    if game.status == "lobby":
        return _lobby(board, snap, lang)
    number_ = t(lang, "board.game_number", id=str(game.id))
    title = f"## {texts.game_name(game.game, lang)} · {number_}"
    if snap.state is None:  # closed before it started
        closed = t(lang, "game.expired" if game.status == "expired" else "game.cancelled")
        return Layout(f"{title}\n{closed}", CLOSED)
    parts = board.parts(snap, lang, ui)
    family = "\n\n".join(filter(None, [parts.body, *(section(*s) for s in parts.sections)]))
    if game.status == "finished":
        return _ending(board, snap, lang, title, parts, family)
    live = game.status == "active"
    mover = snap.to_move if live else None
    if mover is not None:
        turn = "▶️ " + t(lang, "board.turn", player=_name(snap, mover, lang))
    else:
        turn = t(lang, "board.cancelled") if game.status == "cancelled" else ""
    status = _players(board, snap, lang)
    timed = live and others_wait(snap)
    if timed:
        status += "\n" + t(lang, "board.deadline", at=str(int(snap.deadline().timestamp())))
    recent = _recent(board, snap, lang)
    controls = list(parts.items) if live else []
    if timed and mover is not None and utcnow() >= snap.deadline():
        # Offered only once the turn is overdue (the service refuses it before).
        controls.append(
            GameButton(game.id, game.version, "skip", label=t(lang, "board.skip"), emoji="⏭️", row=4)
        )
    return Layout(
        header="\n".join(filter(None, [title, turn])),
        accent=seat_colour(mover) if mover is not None else CLOSED,
        picture=parts.picture,
        blocks=[
            family,
            status,
            recent and section(t(lang, "board.last"), recent),
            not decided_yet(snap) and fairness_line(snap, lang),
        ],
        controls=controls,
    )


def decided_yet(snap: Snapshot) -> bool:
    """Whether anyone has decided anything in the game (beyond chance: the deal, the dice). A
    game started by its command had no lobby: its first board shows the commitment instead."""
    return any(entry.kind != "chance" for entry in snap.recent)


def others_wait(snap: Snapshot) -> bool:
    """Whether more than one person plays: only then does a turn have a deadline that matters
    (someone waits, and may let the computer play for the absent one)."""
    return sum(not seat.computer for seat in snap.seats) > 1


def _ending(
    board: Board, snap: Snapshot, lang: str, title: str, parts: BoardParts, family: str
) -> Layout:
    """A finished game: who won, the placings, the family's analysis, the fair dice revealed,
    and Play again."""
    game = snap.game
    result = snap.rules.result(snap.state)
    placings = ""
    if len(snap.seats) == 1:
        headline = f"🏁 **{board.solo_over(snap, result, lang)}**"
    else:
        names = [snap.player_name(seat, lang) for seat in result.winners]
        winners = names[0]
        if len(names) > 1:
            winners = t(lang, "board.and", rest=", ".join(names[:-1]), last=names[-1])
        points = board.points(snap, result.scores[result.winners[0]], lang)
        headline = t(lang, "board.wins", players=winners, count=len(result.winners), points=points)
        placings = _placings(board, snap, result, lang)
    rematch = GameButton(
        game.id,
        game.version,
        "rematch",
        label=t(lang, "board.rematch"),
        emoji="🔁",
        style=discord.ButtonStyle.primary,
    )
    return Layout(
        header=f"{title}\n{headline}",
        accent=COLOURS["finished"],
        picture=parts.picture,
        blocks=[placings, family, fairness_line(snap, lang)],
        controls=[rematch],
    )


def _placings(board: Board, snap: Snapshot, result: Result, lang: str) -> str:
    order = sorted(range(len(snap.seats)), key=lambda seat: (result.placings[seat], seat))
    lines = []
    for seat in order:
        place = result.placings[seat]
        medal = MEDALS[place - 1] if place <= len(MEDALS) else f"**{place}.**"
        points = board.points(snap, result.scores[seat], lang)
        lines.append(f"{medal} **{snap.player_name(seat, lang)}** — {points}")
    return "\n".join(lines)


def _name(snap: Snapshot, seat: int, lang: str) -> str:
    """A person by mention (the client sends no pings unless asked), a computer by name."""
    user = snap.seats[seat].user_id
    return f"<@{user}>" if user else snap.player_name(seat, lang)


def _players(board: Board, snap: Snapshot, lang: str) -> str:
    scores = board.scores(snap, lang)
    return "\n".join(
        f"{seat_mark(seat.seat)} {_name(snap, seat.seat, lang)} {scores[seat.seat]}".rstrip()
        for seat in snap.seats
    )


def short(hex_text: str) -> str:
    return f"{hex_text[:4]}…{hex_text[-4:]}"


def fairness_line(snap: Snapshot, lang: str) -> str:
    """The commitment to the game's chance (in the lobby, on the first board); the seed
    revealed once it is over."""
    game = snap.game
    if game.server_seed is None:
        return ""
    if game.status in LIVE_STATUSES:
        return t(lang, "fair.commitment", short=short(fairness.commitment(game.server_seed)))
    return t(lang, "fair.revealed", short=short(game.server_seed))


def _recent(board: Board, snap: Snapshot, lang: str) -> str:
    """The last few lines of the game's story. Read from the newest record back, and only
    until enough lines are found: describing the whole kept log (up to 40 records, each
    turn's actions decoded again) was a third of a board's drawing, on every click."""
    standing = _standing(snap.recent)
    lines: list[str] = []  # newest first
    for index in range(len(standing) - 1, -1, -1):
        text = _line(board, snap, standing, index, lang)
        if text and (not lines or lines[-1] != text):  # a repeat shown once
            lines.append(text)
            if len(lines) == board.recent_shown:
                break
    return "\n".join(reversed(lines))


def _line(
    board: Board, snap: Snapshot, standing: list[LoggedAction], index: int, lang: str
) -> str | None:
    record = standing[index]
    if record.kind == "resign":
        return t(lang, "board.resigned", player=snap.player_name(record.seat, lang))
    if record.kind == "skip":  # one line for the whole skipped turn: on its first record
        decided = (r.kind for r in reversed(standing[:index]) if r.kind != "chance")
        if next(decided, None) == "skip":
            return None
        return t(lang, "board.skipped", player=snap.player_name(record.seat, lang))
    if record.kind == "cancel":
        return t(lang, "game.cancelled")
    return _described(board, snap, record, lang)


# Story lines kept, by record (game, number, time, action…) and language: a record's line never
# changes (a take back's later record of the same number has its own time), and working one
# out may replay a whole turn of the log, for the same last lines on every click. The oldest
# kept go first (a plain dict keeps its order): lines of games long over.
_LINES: dict[tuple[LoggedAction, str], str | None] = {}
KEPT_LINES = 8192
_UNKNOWN = object()


def _described(board: Board, snap: Snapshot, record: LoggedAction, lang: str) -> str | None:
    key = (record, lang)
    line = _LINES.get(key, _UNKNOWN)
    if line is _UNKNOWN:
        line = _LINES[key] = board.describe(snap, record, lang)
        if len(_LINES) > KEPT_LINES:
            del _LINES[next(iter(_LINES))]
    return line


def _standing(recent: list[LoggedAction]) -> list[LoggedAction]:
    """The entries that still stand: those a take back undid are left out (the take back
    itself stays, to say so)."""
    kept: list[LoggedAction] = []
    for record in recent:
        if record.kind == TAKE_BACK:
            del kept[max(len(kept) - json.loads(record.action)["undo"], 0) :]
        kept.append(record)
    return kept


def _lobby(board: Board, snap: Snapshot, lang: str) -> Layout:
    game = snap.game
    host = next(
        snap.player_name(seat.seat, lang) for seat in snap.seats if seat.user_id == game.host_id
    )
    seats = "\n".join(f"{s.seat + 1}. {snap.player_name(s.seat, lang)}" for s in snap.seats)
    note = board.lobby_note(snap, lang)
    if note:
        seats += "\n" + note
    players = t(lang, "lobby.players", count=len(snap.seats), maximum=snap.rules.max_players)
    options = json.loads(game.options)
    chosen = "\n".join(
        option_line(game.family, name, value, lang) for name, value in options.items()
    )
    buttons = [
        ("join", "lobby.join", discord.ButtonStyle.primary),
        ("leave", "lobby.leave", discord.ButtonStyle.secondary),
        ("computer", "lobby.computer", discord.ButtonStyle.secondary),
        ("start", "lobby.start", discord.ButtonStyle.success),
        ("cancel", "lobby.cancel", discord.ButtonStyle.danger),
    ]
    controls: list[discord.ui.Item] = [
        GameButton(game.id, game.version, action, label=t(lang, key), style=style)
        for action, key, style in buttons
    ]
    for name in (*board.lobby_switches, *table_options.switches(options)):
        label = option_line(game.family, name, options[name], lang)[:80]
        controls.append(GameButton(game.id, game.version, "option", name, label=label, emoji="⚙️"))
    title = t(lang, "lobby.title", game=texts.game_name(game.game, lang))
    return Layout(
        header=f"## {title}\n{t(lang, 'lobby.body', host=host)}",
        accent=COLOURS["lobby"],
        blocks=[
            section(players, seats),
            chosen and section(t(lang, "lobby.options"), chosen),
            fairness_line(snap, lang),
        ],
        controls=controls,
    )


def option_line(family: str, name: str, value: object, lang: str) -> str:
    """An option with its value, in words ("Match to 5 points"): the family's own phrase for
    it, else the shared one. A number goes in as a number (the phrase agrees with it)."""
    key = f"lobby.option.{family}.{name}"
    if not has(key):
        key = f"lobby.option.{name}"
    counted = isinstance(value, int) and not isinstance(value, bool)
    return t(lang, key, value=value if counted else _option(family, name, value, lang))


def _option(family: str, name: str, value: object, lang: str) -> str:
    """A value other than a number in words: the family's own for this option, a shared word
    for the value (auto, on, off), or the value itself."""
    if isinstance(value, bool):
        return "✅" if value else "❌"
    for key in (f"choice.{family}.{name}.{value}", f"choice.{value}"):
        if has(key, lang):
            return t(lang, key)
    return str(value)
