"""What a tournament shows: its board in the channel (the sign-up with its buttons, then the
bracket or the standings as a picture, the round being played and its games, at the end the
champion and the podium), the line of each round (its games' threads and scores), the ping in
a game's thread, a game's thread name and the server's list of tournaments.

The sign-up's buttons are not a game's: their custom_id is `t:<action>:<tournament>`
(`tournament_click` reads it)."""

from __future__ import annotations

import json
import re
from collections.abc import Callable

import discord

from bot import texts
from bot.game import Place
from bot.i18n import number, t
from bot.images import attachment
from bot.layout import Layout, subtext
from bot.tournaments.picture import (
    BracketMatch,
    BracketView,
    StandingLine,
    StandingsView,
    draw_bracket,
    draw_standings,
)
from bot.tournaments.service import (
    CANCELLED,
    FINISHED,
    SIGNUP,
    TableState,
    TournamentState,
)
from bot.ui import replay_picker
from rules.tournament.results import seeded
from rules.tournament.types import Row

PREFIX = "t"
JOIN, LEAVE, COMPUTER, START, CANCEL = "join", "leave", "computer", "start", "cancel"
COMPONENT = re.compile(r"t:(?P<action>join|leave|computer|start|cancel):(?P<id>\d+)")
ACCENT = 0xF59F00
MEDALS = ("🥇", "🥈", "🥉")
SHOWN_ENTRANTS = 12  # the sign-up's list; more are counted
ROUND_LINES = 12  # a round line's tables; more are counted
THREAD_NAME = 100  # Discord's longest channel name


def tournament_click(interaction: discord.Interaction) -> tuple[str, int] | None:
    """(action, tournament) of a click on a sign-up's button; None for anything else."""
    if interaction.type != discord.InteractionType.component:
        return None
    found = COMPONENT.fullmatch((interaction.data or {}).get("custom_id", ""))
    return None if found is None else (found["action"], int(found["id"]))


def _button(action: str, state: TournamentState, label: str, style, emoji: str):
    return discord.ui.Button(
        label=label, style=style, emoji=emoji, custom_id=f"{PREFIX}:{action}:{state.id}"
    )


def _plain_name(state: TournamentState, number: int, lang: str) -> str:
    """An entrant as a picture writes it: a member's name as typed, a computer as the game's
    boards name it ("🤖 Computer 5")."""
    entrant = state.entrants[number]
    if entrant.user_id is not None:
        return entrant.name
    return t(lang, "seat.computer", number=int(entrant.name.rsplit(" ", 1)[-1]))


def entrant_name(state: TournamentState, number: int, lang: str) -> str:
    """An entrant in a message (a display name is user text: shown literally)."""
    name = _plain_name(state, number, lang)
    return name if state.entrants[number].user_id is None else texts.literal(name)


def _title(state: TournamentState, lang: str) -> str:
    game = texts.board_name(state.row.game, lang)
    kind = t(lang, f"tournament.format_{state.row.format}")
    return f"## 🏆 {texts.literal(state.row.name)}\n{game} · {kind}"


def _terms(state: TournamentState, lang: str) -> str:
    """The tournament's terms in one line: rounds, turn time, round time, a match's length."""
    row = state.row
    parts = [t(lang, "tournament.turn_time", time=_duration(row.turn_minutes, lang))]
    if row.round_minutes:
        parts.append(t(lang, "tournament.round_time", time=_duration(row.round_minutes, lang)))
        if row.away_cap_days and row.status == SIGNUP:  # (on the running board: room)
            parts.append(t(lang, "tournament.away_cap", days=row.away_cap_days))
    if row.format == "tables":
        parts.append(t(lang, "tournament.seats", seats=row.seats))
    match_to = json.loads(row.options).get("match_to", 1)
    if match_to > 1:
        parts.append(t(lang, "tournament.match_to", points=match_to))
    return " · ".join(parts)


def _duration(minutes: int, lang: str) -> str:
    if minutes % 1440 == 0:
        return t(lang, "tournament.days", n=minutes // 1440)
    if minutes % 60 == 0:
        return t(lang, "tournament.hours", n=minutes // 60)
    return t(lang, "tournament.minutes", n=minutes)


def board(state: TournamentState, lang: str) -> Layout:
    """The tournament's board in its channel, as it stands."""
    if state.row.status == SIGNUP:
        return _signup(state, lang)
    if state.row.status == CANCELLED:
        return Layout(_title(state, lang), ACCENT, blocks=[t(lang, "tournament.cancelled")])
    return _standings_board(state, lang)


def _signup(state: TournamentState, lang: str) -> Layout:
    row = state.row
    # On a line, one after another: the board stays one phone screen for a big field.
    lines = [
        entrant_name(state, e.number, lang) + ("" if e.user_id is None else f" ({round(e.rating)})")
        for e in state.entrants[:SHOWN_ENTRANTS]
    ]
    if len(state.entrants) > SHOWN_ENTRANTS:
        lines.append(t(lang, "tournament.more", n=len(state.entrants) - SHOWN_ENTRANTS))
    start = (
        t(lang, "tournament.starts_at", at=f"<t:{int(row.starts_at.timestamp())}:R>")
        if row.starts_at
        else t(lang, "tournament.starts_by_host", host=f"<@{row.host_id}>")
    )
    entrants = t(lang, "tournament.entrants", n=len(state.entrants))
    grey, green, red = (
        discord.ButtonStyle.secondary,
        discord.ButtonStyle.success,
        discord.ButtonStyle.danger,
    )
    controls = [
        _button(JOIN, state, t(lang, "lobby.join"), discord.ButtonStyle.primary, "➕"),
        _button(LEAVE, state, t(lang, "lobby.leave"), grey, "🚪"),
        _button(COMPUTER, state, t(lang, "lobby.computer"), grey, "🤖"),
        _button(START, state, t(lang, "lobby.start"), green, "▶️"),
        _button(CANCEL, state, t(lang, "lobby.cancel"), red, "✖️"),
    ]
    return Layout(
        _title(state, lang),
        ACCENT,
        blocks=[
            f"{start}\n{subtext(_terms(state, lang))}",
            f"**{entrants}**\n" + " · ".join(lines),
        ],
        controls=controls,
    )


def _standings_board(state: TournamentState, lang: str) -> Layout:
    """The bracket or the standings, and where the round stands (its games are listed on its
    line in the channel: this board stays one phone screen whatever the field)."""
    row = state.row
    if row.status == FINISHED:
        said = _podium(state, lang)
    else:
        tables = [table for table in state.round_tables(row.round) if not table.bye]
        # (Round 0: started, its first round about to open.)
        said = t(lang, "tournament.round_of", round=max(row.round, 1), rounds=state.total_rounds)
        said = f"**{said}** · " + t(
            lang,
            "tournament.played",
            done=sum(table.done for table in tables),
            games=len(tables),
        )
        if row.round_ends_at:
            ends = f"<t:{int(row.round_ends_at.timestamp())}:R>"
            said += "\n" + t(lang, "tournament.round_ends", at=ends)
    blocks = [said] if row.status == FINISHED else [said, subtext(_terms(state, lang))]
    return Layout(_title(state, lang), ACCENT, picture=_picture(state, lang), blocks=blocks)


LEGENDS = {  # the standings' columns, said in words under the picture
    "buchholz": "tournament.legend_buchholz",
    "sonneborn_berger": "tournament.legend_sonneborn_berger",
    "score": "tournament.legend_score",
    "wins": "tournament.legend_wins",
}


def legend(state: TournamentState, lang: str) -> str:
    """What the standings' tie-break columns are ("Bh: Buchholz, …"); none under a
    bracket."""
    rows = state.standings()
    if state.row.format == "knockout" or not rows:
        return ""
    names = [name for name, _ in rows[0].tiebreaks if name != "rating"]  # (points: plain)
    return " · ".join(t(lang, LEGENDS[name]) for name in names)


def _podium(state: TournamentState, lang: str) -> str:
    """The champion, the rest of the podium and where every game is."""
    rows = state.standings()
    champion = t(lang, "tournament.champion", name=entrant_name(state, rows[0].entrant, lang))
    podium = " · ".join(
        f"{MEDALS[r.rank - 1]} {entrant_name(state, r.entrant, lang)}{_withdrew(state, r, lang)}"
        for r in rows[1:]
        if r.rank <= len(MEDALS)
    )
    every = subtext(t(lang, "tournament.every_game", number=state.id))
    return "\n".join(filter(None, (champion, podium, every)))


def _withdrew(state: TournamentState, row: Row, lang: str) -> str:
    """ " (withdrew in round 2)" after a place won by one who left before the end."""
    round_number = state.entrants[row.entrant].withdrew_in
    return "" if round_number is None else " " + t(lang, "tournament.withdrew", round=round_number)


def _pairing(state: TournamentState, table: TableState, lang: str) -> str:
    return " – ".join(entrant_name(state, number, lang) for number in table.entrants)


def _tables_text(state: TournamentState, number: int, lang: str) -> str:
    """A round's tables, one a line, each a link to its thread: the games in play first (to
    watch), then the played ones with their scores, then the byes — the first ROUND_LINES
    (a phone screen, long names on two lines), the rest counted."""
    lines = []
    for table in state.round_tables(number):
        if table.bye:
            name = entrant_name(state, table.entrants[0], lang)
            lines.append((3, t(lang, "tournament.bye", name=name)))
            continue
        said = _result(state, table, lang) if table.done else _pairing(state, table, lang)
        if table.thread_id is not None:
            said = texts.linked(said, Place(state.row.guild_id, table.thread_id).link())
        if table.done:
            lines.append((2, f"✅ {said}"))
        else:  # in play, or its game still to open
            lines.append((0 if table.game_id is not None else 1, f"⏳ {said}"))
    shown = [line for _, line in sorted(lines, key=lambda line: line[0])]
    more = len(shown) - ROUND_LINES
    if more > 0:
        shown = [*shown[:ROUND_LINES], t(lang, "tournament.more", n=more)]
    return "\n".join(shown)


def _result(
    state: TournamentState,
    table: TableState,
    lang: str,
    named: Callable[[TournamentState, int, str], str] = entrant_name,
) -> str:
    """The table's players by placing, each with his score ("Alice 7 – 3 Bob"); `named`
    says an entrant's name (`_plain_name` for a select's option)."""
    order = sorted(range(len(table.entrants)), key=lambda seat: table.placings[seat])
    names = [named(state, table.entrants[seat], lang) for seat in order]
    scores = [number(table.scores[seat], lang) if table.scores else "" for seat in order]
    said = " · ".join(f"{name} {score}".strip() for name, score in zip(names, scores, strict=True))
    if table.adjudicated:
        said += " ⚖️"
    if table.forfeited:
        said += " 🏳️"
    return said


def round_line(state: TournamentState, number: int, lang: str) -> Layout:
    """A round's line in the tournament's channel: its games' threads and their scores."""
    header = f"**{texts.literal(state.row.name)} · " + t(
        lang, "tournament.round_of", round=number, rounds=state.total_rounds
    )
    played = [
        (table.game_id, _result(state, table, lang, _plain_name))
        for table in state.round_tables(number)
        if table.done and table.game_id is not None and not table.bye
    ]
    controls = [replay_picker(played, t(lang, "replay.pick"))] if played else []
    return Layout(
        header + "**", ACCENT, blocks=[_tables_text(state, number, lang)], controls=controls
    )


def thread_name(state: TournamentState, table: TableState, lang: str) -> str:
    """ "Spring cup · R2 · Alice – Bob" (a table of more: its number)."""
    players = (
        " – ".join(texts.isolated(_plain_name(state, n, lang)) for n in table.entrants)
        if len(table.entrants) == 2
        else t(lang, "tournament.table", number=table.number + 1)
    )
    return f"{texts.isolated(state.row.name)} · R{table.round} · {players}"[:THREAD_NAME]


def table_line(state: TournamentState, table: TableState, lang: str) -> str:
    """A table's line in the channel, which its thread starts from ("**Spring cup** · Round 2
    · Alice – Bob")."""
    said = t(lang, "tournament.round", round=table.round)
    return f"**{texts.literal(state.row.name)}** · {said} · {_pairing(state, table, lang)}"


def table_ping(state: TournamentState, table: TableState, link: str, lang: str) -> str:
    """The one ping of a game's players, in its thread."""
    members = " ".join(
        f"<@{state.entrants[n].user_id}>"
        for n in table.entrants
        if state.entrants[n].user_id is not None
    )
    return t(
        lang,
        "tournament.your_game",
        players=members,
        tournament=texts.literal(state.row.name),
        round=table.round,
        link=link,
        time=_duration(state.row.turn_minutes, lang),
    )


def listing(rows, lang: str) -> Layout:
    """/tournament list: the server's latest tournaments."""
    lines = [
        f"**#{row.id}** {texts.literal(row.name)} · {texts.board_name(row.game, lang)} · "
        + t(lang, f"tournament.status_{row.status}")
        for row in rows
    ]
    return Layout(
        t(lang, "tournament.list_title"),
        ACCENT,
        blocks=["\n".join(lines) or t(lang, "tournament.none")],
    )


# ---------------------------------------------------------------------- the picture
def _picture(state: TournamentState, lang: str) -> discord.File:
    if state.row.format == "knockout":
        png = draw_bracket(bracket_view(state, lang))
        return attachment(png, "bracket.png", t(lang, "tournament.bracket"))
    png = draw_standings(standings_view(state, lang))
    return attachment(png, "standings.png", t(lang, "tournament.standings"))


def round_name(number: int, total: int, lang: str) -> str:
    from_final = total - number
    if from_final <= 2:
        return t(
            lang,
            ("tournament.final", "tournament.semi_final", "tournament.quarter_final")[from_final],
        )
    return t(lang, "tournament.round", round=number)


def bracket_view(state: TournamentState, lang: str) -> BracketView:
    """The knockout's bracket as the picture draws it: every round's matches, their scores,
    and who went through (the format's word: a draw sends the higher seed on)."""
    slots = state.format.bracket(state.seeds(), state.played(), state.settings)
    through = state.format.through(state.seeds(), state.played())
    seeds = {e.number: seed for seed, e in enumerate(seeded(state.seeds()), 1)}
    rounds = []
    for round_number, matches in enumerate(slots, 1):
        drawn = []
        for (a, b), winner in zip(matches, through[round_number - 1], strict=True):
            table = _table_of(state, round_number, a, b)
            names = (
                _plain_name(state, a, lang) if a is not None else "…",
                None
                if b is None and round_number == 1
                else (_plain_name(state, b, lang) if b is not None else "…"),
            )
            scores = None
            if table is not None and table.done and not table.bye and table.scores:
                scores = tuple(number(table.scores[table.entrants.index(x)], lang) for x in (a, b))
            went = None if winner is None or b is None else (a, b).index(winner)
            drawn.append(BracketMatch(names, (seeds.get(a), seeds.get(b)), scores, went))
        rounds.append(tuple(drawn))
    total = len(slots)
    over = state.row.status == FINISHED
    champion = _plain_name(state, state.standings()[0].entrant, lang) if over else None
    return BracketView(
        title=state.row.name,
        round_names=tuple(round_name(n, total, lang) for n in range(1, total + 1)),
        rounds=tuple(rounds),
        current=None if over else max(state.row.round - 1, 0),
        champion=champion,
        bye=t(lang, "tournament.bye_word"),
        more=lambda n: t(lang, "tournament.more", n=n),
    )


def _table_of(state: TournamentState, number: int, a, b) -> TableState | None:
    wanted = {x for x in (a, b) if x is not None}
    return next((t_ for t_ in state.round_tables(number) if set(t_.entrants) == wanted), None)


def standings_view(state: TournamentState, lang: str) -> StandingsView:
    rows = state.standings()
    over = state.row.status == FINISHED
    names = [name for name, _ in rows[0].tiebreaks if name != "rating"] if rows else []
    columns = (t(lang, "tournament.col_points"), *(t(lang, f"tournament.col_{n}") for n in names))
    lines = tuple(
        StandingLine(
            rank=row.rank,
            name=_plain_name(state, row.entrant, lang),
            values=(
                number(row.points, lang),
                *(number(value, lang) for name, value in row.tiebreaks if name != "rating"),
            ),
            medal=row.rank if over and row.rank <= 3 else None,
        )
        for row in rows
    )
    # Under the title, what the columns are (the board's text says the round, or the end).
    round_of = t(
        lang, "tournament.round_of", round=max(state.row.round, 1), rounds=state.total_rounds
    )
    where = t(lang, "tournament.final_standings") if over else round_of
    subtitle = legend(state, lang) or where
    return StandingsView(
        title=state.row.name,
        subtitle=subtitle,
        columns=columns,
        lines=lines,
        more=lambda n: t(lang, "tournament.more", n=n),
    )


def record(state: TournamentState) -> dict:
    """`/tournament record`: the tournament as JSON — its terms, entrants, every round's tables
    with their game's number (each verifiable with /game verify) and outcome, and the
    standings."""
    row = state.row
    return {
        "tournament": row.id,
        "name": row.name,
        "game": row.game,
        "format": row.format,
        "options": json.loads(row.options),
        "status": row.status,
        "turn_minutes": row.turn_minutes,
        "round_minutes": row.round_minutes,
        "entrants": [
            {
                "number": e.number,
                "name": e.name,
                "user_id": e.user_id,
                "rating": e.rating,
                "withdrew": None
                if e.withdrew_in is None
                else {"round": e.withdrew_in, "at": e.withdrew_at.isoformat()},
            }
            for e in state.entrants
        ],
        "rounds": [
            [
                {
                    "entrants": list(table.entrants),
                    "game": table.game_id,
                    "placings": None if table.placings is None else list(table.placings),
                    "scores": list(table.scores),
                    "forfeited": [table.entrants[seat] for seat in table.forfeited],
                    "adjudicated": table.adjudicated,
                }
                for table in state.round_tables(number)
            ]
            for number in range(1, row.round + 1)
        ],
        "standings": [
            {
                "entrant": r.entrant,
                "rank": r.rank,
                "points": r.points,
                "tiebreaks": dict(r.tiebreaks),
            }
            for r in state.standings()
        ]
        if row.round
        else [],
    }
