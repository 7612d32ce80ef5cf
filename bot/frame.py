"""The frame every family's board is drawn in (`render`): the title, whose turn, the players
and the deadline, the last events, the ending with its placings, the fair dice, the lobby, and
the button that plays for an absent player — filled in here once for every family, around the
family's own part (bot/board.py), into the layout of bot/layout.py."""

from __future__ import annotations

import json

import discord

from bot import missed_turns, table_options, texts
from bot.board import CLOSED, STILL, Board, BoardParts
from bot.game import Snapshot
from bot.i18n import has, t
from bot.layout import Layout, seat_colour, seat_mark, section, subtext
from bot.models import LIVE_STATUSES, LoggedAction, utcnow
from bot.ratings import PROVISIONAL_GAMES
from bot.timetable import others_wait
from bot.ui import GameButton, replay_id
from rules import fairness
from rules.base import TAKE_BACK, OptionSpec, Result

COLOURS = {"lobby": 0x5865F2, "finished": 0xE8A317}
MEDALS = ("🥇", "🥈", "🥉")
LOBBY_LIST = 4  # seats a lobby lists one under another; more go on a line, side by side


def render(board: Board, snap: Snapshot, lang: str, ui: str = "") -> Layout:
    game = snap.game
    if game.status == "lobby":
        return _lobby(board, snap, lang)
    number_ = t(lang, "board.game_number", id=str(game.id))
    title = snap.occasion.title(snap, lang) or f"## {texts.board_name(game.game, lang)} · {number_}"
    if snap.state is None:  # closed before it started
        closed = t(lang, "game.expired" if game.status == "expired" else "game.cancelled")
        return Layout(f"{title}\n{closed}", CLOSED)
    parts = board.parts(snap.occasion.drawn(snap), lang, ui)
    family = "\n\n".join(filter(None, [parts.body, *(section(*s) for s in parts.sections)]))
    if game.status == "finished":
        return _ending(board, snap, lang, title, parts, family)
    live = game.status == "active"
    mover = snap.to_move if live else None
    if mover is not None:
        turn = "▶️ " + t(lang, "board.turn", player=_name(snap, mover, lang))
    else:
        turn = t(lang, "board.cancelled") if game.status == "cancelled" else ""
    timed = live and others_wait(snap)
    at = str(int(snap.deadline().timestamp())) if timed else ""
    deadline = t(lang, "board.deadline", at=at) if timed else ""
    if board.lists_players:  # its picture lists them: the deadline goes on whose turn it is
        if timed and mover is not None:
            turn = "▶️ " + t(lang, "board.turn_until", player=_name(snap, mover, lang), at=at)
            deadline = ""
        away = ((seat.seat, _away(snap, seat.seat, lang)) for seat in snap.seats)
        status = "\n".join(f"{_name(snap, seat, lang)} {note}" for seat, note in away if note)
    else:
        status = "\n".join(filter(None, [_players(board, snap, lang), deadline]))
        deadline = ""
    recent = _recent(board, snap, lang, board.recent_count(snap))
    controls = list(parts.items) if live else []
    if timed and mover is not None and utcnow() >= snap.deadline():
        # Offered only once the turn is overdue (the service refuses it before).
        controls.append(
            GameButton(game.id, game.version, "skip", label=t(lang, "board.skip"), emoji="⏭️", row=4)
        )
    return Layout(
        header="\n".join(filter(None, [title, turn, deadline])),
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


def _ending(
    board: Board, snap: Snapshot, lang: str, title: str, parts: BoardParts, family: str
) -> Layout:
    """A finished game: who won, the placings, the family's analysis, the fair dice revealed,
    and Play again (or what its occasion draws in their place)."""
    own = snap.occasion.ending(board, snap, lang, title, parts, family)
    if own is not None:
        return own
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
        if not board.lists_players:  # else the picture has every player's score
            placings = _placings(board, snap, result, lang)
    rematch = GameButton(
        game.id,
        game.version,
        "rematch",
        label=t(lang, "board.rematch"),
        emoji="🔁",
        style=discord.ButtonStyle.primary,
    )
    replay = discord.ui.Button(
        label=t(lang, "board.replay"), emoji="⏪", custom_id=replay_id(game.id, 0, "open")
    )
    story = _recent(board, snap, lang, board.recent_at_end(snap))
    ratings = _rating_changes(snap, lang)
    if not placings:  # under who won (a block of its own would take a phone's line more)
        headline, ratings = "\n".join(filter(None, [headline, ratings])), ""
    return Layout(
        header=f"{title}\n{headline}",
        accent=COLOURS["finished"],
        picture=parts.picture,
        blocks=[
            "\n".join(filter(None, [placings, board.ending_note(snap, lang), ratings])),
            *_with_fairness(snap, [family, story and section(t(lang, "board.last"), story)], lang),
        ],
        controls=[rematch, replay] if snap.occasion.rematch else [replay],
    )


def _with_fairness(snap: Snapshot, blocks: list[str], lang: str) -> list[str]:
    """The fair dice line, for whoever checks (small), under the last of `blocks` that says
    something: a separator less on a phone."""
    said = [block for block in blocks if block]
    fair = subtext(fairness_line(snap, lang))
    return [*said[:-1], "\n".join(filter(None, [*said[-1:], fair]))]


def _placings(board: Board, snap: Snapshot, result: Result, lang: str) -> str:
    places, scored = board.standing(snap, result), board.scored(snap, result)
    order = sorted(range(len(snap.seats)), key=lambda seat: (places[seat], seat))
    lines = []
    for seat in order:
        tied = places.count(places[seat])
        medal = mark(places[seat], tied, scored[seat] or not any(scored))
        points = board.placing_points(snap, result.scores[seat], lang)
        note = board.placing_note(snap, seat, lang)
        lines.append(f"{medal} **{snap.player_name(seat, lang)}** — {points}{note}")
    return "\n".join(lines)


def mark(place: int, tied: int = 1, scored: bool = True) -> str:
    """A place on an end board: 🥇 🥈 🥉 by place (equal places, the same medal), else the
    place in bold — so too for a tie reaching past the medals (four at 0 behind two share
    "3.") and for a seat that scored nothing while others scored (no bronze for 0 points)."""
    if place + tied - 1 <= len(MEDALS) and (scored or place == 1):
        return MEDALS[place - 1]
    return f"**{place}.**"


def _rating_changes(snap: Snapshot, lang: str) -> str:
    """Each rated player's rating before → after the game, as its end saved them."""
    changes = [
        t(
            lang,
            "board.rating_provisional" if change.provisional else "board.rating",
            player=snap.player_name(seat, lang),
            before=round(change.before),
            after=round(change.after),
        )
        for seat, change in sorted((snap.ratings or {}).items())
    ]
    if not changes:
        return ""
    line = t(lang, "board.ratings", changes=" · ".join(changes))
    if any(change.provisional for change in snap.ratings.values()):  # why it moved so much
        line += "\n" + subtext(t(lang, "board.ratings_provisional", games=PROVISIONAL_GAMES))
    return line


def _name(snap: Snapshot, seat: int, lang: str) -> str:
    """A person by mention (the client sends no pings unless asked), a computer by name."""
    user = snap.seats[seat].user_id
    return f"<@{user}>" if user else snap.player_name(seat, lang)


def _players(board: Board, snap: Snapshot, lang: str, revealed: list[str] | None = None) -> str:
    """A line a seat: its colour, name, score and absence (`revealed`: a replay's texts of
    what was hidden, in small print)."""
    scores = board.scores(snap, lang) if revealed is None else revealed
    small = subtext if revealed is not None else str
    return "\n".join(
        small(
            " ".join(
                filter(
                    None,
                    [
                        seat_mark(seat.seat),
                        _name(snap, seat.seat, lang),
                        scores[seat.seat],
                        _away(snap, seat.seat, lang),
                    ],
                )
            )
        )
        for seat in snap.seats
    )


def _away(snap: Snapshot, seat: int, lang: str) -> str:
    """Whether the seat's player is away (/game away): until when, and why (his words shown
    as typed); "" when he is not."""
    until = snap.seats[seat].away_until
    if until is None or until <= utcnow():  # (most seats have none: no clock read)
        return ""
    reason, at = snap.seats[seat].away_reason, str(int(until.timestamp()))
    if reason:
        return t(lang, "board.away_because", at=at, reason=texts.literal(reason))
    return t(lang, "board.away", at=at)


def short(hex_text: str) -> str:
    return f"{hex_text[:4]}…{hex_text[-4:]}"


def fairness_line(snap: Snapshot, lang: str) -> str:
    """The commitment to the game's chance (in the lobby, on the first board); the seed
    revealed once it is over."""
    game = snap.game
    if game.server_seed is None:
        return ""
    own = snap.occasion.fairness_line(snap, lang)
    if own is not None:
        return own
    if game.status in LIVE_STATUSES:
        return t(lang, "fair.commitment", short=short(fairness.commitment(game.server_seed)))
    return t(lang, "fair.revealed", short=short(game.server_seed))


def _recent(board: Board, snap: Snapshot, lang: str, shown: int) -> str:
    """The last `shown` lines of the game's story. Read from the newest record back, and only
    until enough lines are found: describing the whole kept log (up to 40 records, each
    turn's actions decoded again) was a third of a board's drawing, on every click."""
    if not shown:
        return ""
    standing = _standing(snap.recent)
    lines: list[str] = []  # newest first
    for index in range(len(standing) - 1, -1, -1):
        text = _line(board, snap, standing, index, lang)
        if text and (not lines or lines[-1] != text):  # a repeat shown once
            lines.append(text)
            if len(lines) == shown:
                break
    return "\n".join(reversed(lines))


def _line(
    board: Board, snap: Snapshot, standing: list[LoggedAction], index: int, lang: str
) -> str | None:
    record = standing[index]
    if record.kind == "resign":
        forfeit = missed_turns.is_forfeit(record.kind, json.loads(record.action))
        key = "board.forfeited" if forfeit else "board.resigned"
        return t(lang, key, player=snap.player_name(record.seat, lang))
    if record.kind == "skip":  # one line for the whole skipped turn: on its first record
        decided = (r.kind for r in reversed(standing[:index]) if r.kind != "chance")
        if next(decided, None) == "skip":
            return None
        return t(lang, "board.skipped", player=snap.player_name(record.seat, lang))
    if record.kind == "computer" and not snap.seats[record.seat].computer:
        # A person's move made by the computer: the tournament round's time was up (one line).
        decided = (r for r in reversed(standing[:index]) if r.kind != "chance")
        before = next(decided, None)
        if before is not None and before.kind == "computer":
            return None
        return t(lang, "board.adjudicated")
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
    # A long table on a few lines (a phone shows 8 names one under another as a tall list).
    between = "\n" if len(snap.seats) <= LOBBY_LIST else " · "
    seats = between.join(
        f"{s.seat + 1}. {snap.player_name(s.seat, lang)} {_away(snap, s.seat, lang)}".rstrip()
        for s in snap.seats
    )
    note = board.lobby_note(snap, lang)
    if note:
        seats += "\n" + note
    players = t(lang, "lobby.players", count=len(snap.seats), maximum=snap.rules.max_players)
    options = json.loads(game.options)
    people = sum(not seat.computer for seat in snap.seats)

    def shown(spec: OptionSpec, value: object) -> object | None:
        """What an option comes to for the seats as they are (None: nothing at this table)."""
        if spec.name == "ping" and people < 2:  # alone, or beside computers: nobody waits
            return None
        if value in spec.solo_values and people > 1:
            return None
        return board.lobby_value(snap, spec.name, value)

    specs = {spec.name: spec for spec in table_options.specs(snap.rules)}
    table = [
        name
        for name in table_options.switches(options)
        if shown(specs[name], options[name]) is not None
    ]
    switched = (*board.lobby_switches, *table)  # each a button that says its value
    listed = {
        name: shown(specs[name], value)
        for name, value in options.items()
        if name in specs and specs[name].listed and name not in switched
    }
    chosen = "\n".join(
        option_line(game.family, name, value, lang)
        for name, value in listed.items()
        if value is not None
    )
    full = len(snap.seats) >= snap.rules.max_players  # no seat left: nobody more may sit down
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
        if not (full and action in ("join", "computer"))
    ]
    for name in switched:
        label = option_line(game.family, name, options[name], lang)[:80]
        controls.append(GameButton(game.id, game.version, "option", name, label=label, emoji="⚙️"))
    # Full: nobody more may join, the host's to start.
    keys = ("lobby.title_full", "lobby.body_full") if full else ("lobby.title", "lobby.body")
    title = t(lang, keys[0], game=texts.game_name(game.game, lang))
    return Layout(
        header=f"## {title}\n{t(lang, keys[1], host=host)}",
        accent=COLOURS["lobby"],
        blocks=[
            section(players, seats),
            chosen and section(t(lang, "lobby.options"), chosen),
            subtext(fairness_line(snap, lang)),  # for whoever checks: small
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


def still(
    board: Board, snap: Snapshot, lang: str, header: str, lead: str = "", ui: str = STILL
) -> Layout:
    """A game's position drawn as its board shows it, without the board's own title, turn,
    deadline, last events or controls (a replay's step, its `ui`: `Board.still_ui`): under
    the picture `lead` (what the step's decision cost) and the family's part, then the
    players, with what was hidden while it was played (`revealed_scores`)."""
    parts = board.parts(snap, lang, ui)
    family = "\n\n".join(filter(None, [parts.body, *(section(*s) for s in parts.sections)]))
    family = "\n".join(filter(None, [lead, family]))
    revealed = board.revealed_scores(snap, lang)
    players = "" if board.lists_players else _players(board, snap, lang, revealed)
    mover = snap.to_move
    # Hands revealed in small print follow the event without a separator (four hands of a
    # double-twelve deal take eight lines on a phone).
    blocks = ["\n".join(filter(None, [family, players]))] if revealed else [family, players]
    return Layout(
        header=header,
        accent=seat_colour(mover) if mover is not None else CLOSED,
        picture=parts.picture,
        blocks=blocks,
    )
