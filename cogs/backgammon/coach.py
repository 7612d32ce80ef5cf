"""The coach: hints for the player to decide, the tutor's word on each decision he makes, and
the summary of a finished game or match with each player's Performance Rating and costliest
decisions, from GNU Backgammon's engine in its engine process (cogs/backgammon/engine.py).

The tutor judges a person's checker or cube decision as he makes it (the session service asks
before saving it) and, when gnubg rates it doubtful or worse, the note is logged with it: the
board shows it from the log, after a restart too, until he decides again.

The moves a hint and the tutor name are numbered as the board's picture is (numbering.py); the
record (/backgammon record: its files and its analysis beside gnubg's IDs) is in standard
notation, each player's points from his own side."""

from __future__ import annotations

import contextlib
import io
import json
from functools import lru_cache

import discord

from bot.board import Private
from bot.controller import Attachment
from bot.engine_process import EngineUnavailable
from bot.game import GameError, Snapshot
from bot.i18n import decimal, t
from bot.layout import subtext
from bot.models import LoggedAction
from cogs.backgammon.engine import BackgammonEngine
from cogs.backgammon.numbering import shown
from rules.backgammon import legal_notations, mover_position
from rules.backgammon.board import Position
from rules.backgammon.computer import CubeAdvice
from rules.backgammon.gnubg_id import match_id, position_id
from rules.backgammon.record import (
    Analysis,
    Mistake,
    Record,
    luck_rating,
    rating,
    to_json,
    to_mat,
)
from rules.backgammon.state import CUBE, MOVE, ROLL, State
from rules.backgammon.take_back import DECISIONS, undone_entries
from rules.base import Action, IllegalAction

TOP_MOVES = 3
HINT_COLOUR = 0xF1C40F
TUTORED_LEVELS = ("beginner", "casual", "intermediate")  # the tutor's "auto": on against these
CUBE_CHOICES = {  # a cube decision in words
    "double": "backgammon.choice.double",
    "roll": "backgammon.choice.roll",
    "take": "backgammon.choice.take",
    "drop": "backgammon.choice.drop",
}


def hints_on(snap: Snapshot) -> bool:
    """The `hints` option; "auto": on against the computer, off between two people."""
    setting = snap.state.options.get("hints", "auto")
    if setting == "auto":
        return any(seat.computer for seat in snap.seats)
    return setting == "on"


def tutor_on(snap: Snapshot) -> bool:
    """The `coach` option, the tutor; "auto": on against a computer playing at Beginner,
    Casual or Intermediate level."""
    options = snap.state.options
    setting = options.get("coach", "auto")
    if setting == "auto":
        computer = any(seat.computer for seat in snap.seats)
        return computer and options.get("level", "world_class") in TUTORED_LEVELS
    return setting == "on"


def practice(snap: Snapshot) -> bool:
    """A game with the tutor or hints on is practice: unrated, and a player may take back his
    last decision."""
    return hints_on(snap) or tutor_on(snap)


async def tutor(
    engine: BackgammonEngine, snap: Snapshot, seat: int, action: Action
) -> Action | None:
    """The tutor's note on a person's decision about to be played in the saved game, where the
    tutor is on and gnubg rates it doubtful or worse (None for a better one; the tutor keeps
    quiet while the engine is unavailable)."""
    if not tutor_on(snap) or action.get("type") not in DECISIONS:  # a step, an offer: not asked
        return None
    try:
        judgement = await engine.judge(snap.state, action)
    except EngineUnavailable:
        return None
    if judgement is None or judgement.skill is None:
        return None
    return {
        "type": "tutor",
        "skill": judgement.skill,
        "chosen": judgement.chosen,
        "best": judgement.best,
        "loss": round(judgement.loss, 4),
        "dice": list(judgement.dice),
    }


def name(snap: Snapshot, seat: int, lang: str) -> str:
    """A seat as the board's lines name it: the computer by GNU Backgammon's short name, as its
    full one with its level (in the players' list) would make each of its lines two on a
    phone."""
    if snap.seats[seat].computer:
        return "🤖 " + t(lang, "backgammon.computer_short")
    return snap.player_name(seat, lang)


def tutor_line(snap: Snapshot, lang: str, told: dict | None = None) -> str:
    """The tutor's note on a person's last decision, until someone decides again (its moves
    numbered as the picture is). A note on the move `told` (the board's last move, on the
    line above it: between two people, the other's turn) says only what it lost and what
    was better: the player, his dice and his move are there already."""
    for entry in reversed(snap.recent):
        if entry.kind in ("chance", "computer"):
            continue
        if entry.kind != "tutor":
            return ""
        note = json.loads(entry.action)
        chosen, best = note["chosen"], note["best"]
        if note["dice"]:
            chosen, best = shown(chosen, entry.seat), shown(best, entry.seat)
        if note["dice"] and told and (told["seat"], told["dice"]) == (entry.seat, note["dice"]):
            return t(
                lang, "backgammon.tutor_told", skill=note["skill"], best=best, loss=note["loss"]
            )
        return t(
            lang,
            "backgammon.tutor_move" if note["dice"] else "backgammon.tutor_cube",
            skill=note["skill"],
            player=name(snap, entry.seat, lang),
            **_decision(chosen, best, note["dice"], lang),
            loss=note["loss"],
        )
    return ""


def _decision(chosen: str, best: str, dice, lang: str) -> dict[str, str]:
    """A decision and the better one in words: moves in notation with their dice, cube
    choices in the language."""
    if not dice:
        return {"chosen": t(lang, CUBE_CHOICES[chosen]), "best": t(lang, CUBE_CHOICES[best])}
    thrown = "-".join(str(die) for die in dice)
    return {"chosen": f"{chosen or '—'} ({thrown})", "best": best or "—"}


def tutor_view(snap: Snapshot, lang: str) -> Private:
    """The tutor's own private view, where hints are off: its word on the last decision."""
    line = tutor_line(snap, lang) or t(lang, "backgammon.tutor_quiet")
    return Private(f"### {t(lang, 'backgammon.tutor_title')}", HINT_COLOUR, blocks=[line])


def take_back_offered(snap: Snapshot, seat: int) -> bool:
    """Whether `seat` may take back his last decision, as far as the latest log entries tell
    (the service checks the whole log)."""
    if not practice(snap):
        return False
    log = [(entry.seat, entry.kind, json.loads(entry.action)) for entry in snap.recent]
    try:
        undone_entries(log, seat)
    except IllegalAction:
        return False
    return True


async def hint(engine: BackgammonEngine, state: State, lang: str) -> Private:
    """The best moves, or the cube advice; a GameError when the engine is unavailable."""
    advice = ""
    try:
        if state.phase == MOVE:
            advice = _moves(await engine.ranked_moves(state), state, lang)
        elif state.phase in (ROLL, CUBE):
            advice = _cube(await engine.cube_advice(state), state, lang)
    except EngineUnavailable:
        raise GameError("backgammon.engine_unavailable") from None
    fallback = "" if engine.available else subtext(t(lang, "backgammon.hint_fallback"))
    if state.phase == MOVE:  # the dice it is for: a hint kept open must not pass for the next
        title = t(lang, "backgammon.hint_title", dice="-".join(str(die) for die in state.dice))
    else:  # the question the player has: the taker's, or the roller's
        title = t(
            lang,
            "backgammon.hint_title_take" if state.phase == CUBE else "backgammon.hint_title_cube",
        )
    return Private(f"### {title}", HINT_COLOUR, blocks=[advice, fallback])


async def move_choices(
    engine: BackgammonEngine, snap: Snapshot, state: State
) -> list[tuple[str, float | None]]:
    """The mover's legal moves in notation: best first with their equities where the coach
    may help, else (or when the engine is unavailable) in notation order, without equities,
    so that the list is no hint."""
    if hints_on(snap):
        with contextlib.suppress(EngineUnavailable):
            return await engine.ranked_moves(state)
    return plain_moves(state)


def plain_moves(state: State) -> list[tuple[str, None]]:
    """The legal moves in notation order: the highest checker first."""
    return [(move, None) for move in _in_notation_order(mover_position(state), state.dice)]


@lru_cache(maxsize=1024)
def _in_notation_order(position: Position, dice: tuple[int, ...]) -> tuple[str, ...]:
    return tuple(sorted(legal_notations(position, dice), key=_points, reverse=True))


def _points(move: str) -> list[list[int]]:
    """A move's paths as point numbers (bar 25, off 0), as its notation lists them."""
    return [
        [25 if stop == "bar" else 0 if stop == "off" else int(stop) for stop in path.split("/")]
        for path in move.replace("*", "").split()
        for path in (path.split("(")[0],)
    ]


def gnubg_ids(state: State, lang: str) -> str:
    """GNU Backgammon's Position and Match IDs: the position to paste into gnubg or XG."""
    return t(
        lang, "backgammon.ids", position=position_id(mover_position(state)), match=match_id(state)
    )


def _moves(ranked: list[tuple[str, float | None]], state: State, lang: str) -> str:
    """The best moves (numbered as the picture is): the first with what it is worth, the
    others with what they lose."""
    best = ranked[0][1]
    lines = []
    for rank, (move, equity) in enumerate(ranked[:TOP_MOVES], 1):
        line = f"{rank}. `{shown(move, state.turn) or '—'}`"
        if equity is not None and rank == 1:
            match = state.options["match_to"] > 1
            key = "backgammon.hint_best_match" if match else "backgammon.hint_best"
            line += " " + t(lang, key, worth=value(equity, state, lang))
        elif equity is not None:
            margin = _loss(best - equity, state, lang)
            # Two moves equal to the digits shown are said to be so, not "0.000 worse".
            if margin != _loss(0.0, state, lang):
                line += " " + t(lang, "backgammon.hint_worse", margin=margin)
            else:
                line += " " + t(lang, "backgammon.hint_equal")
        lines.append(line)
    return "\n".join(lines)


def _cube(advice: CubeAdvice, state: State, lang: str) -> str:
    """The cube advice for the player who decides: while a double is on offer, the taker's
    (take or pass); else the roller's (double or not). With gnubg's figures, what the other
    choice loses."""
    if state.phase == CUBE:
        verdict = "take" if advice.take else "pass" if advice.double else "pass_gift"
        other = "pass" if advice.take else "take"
    elif advice.double:
        verdict, other = ("double_take" if advice.take else "double_pass"), "no_double"
    else:
        verdict, other = ("no_double" if advice.take else "too_good"), "double"
    line = t(lang, "backgammon.cube_verdict", verdict=verdict)
    if advice.no_double is None:  # the rules of thumb: no figures
        return line
    if state.phase == CUBE:
        loss = abs(advice.double_pass - advice.double_take)
    else:  # doubled, the opponent picks the better for him: the lower of the two for the roller
        loss = abs(min(advice.double_take, advice.double_pass) - advice.no_double)
    cost = t(lang, "backgammon.cube_cost", other=other, loss=_loss(loss, state, lang))
    return f"{line} — {cost}"


def value(equity: float, state: State, lang: str) -> str:
    """What a move is worth to the mover: the equity (+0.123) in a single game, the chances
    to win the match in a match."""
    return _amount(equity, state, lang, plus=True)


def _loss(difference: float, state: State, lang: str) -> str:
    """What a worse choice loses: equity, or match winning chances in a match."""
    return _amount(difference, state, lang)


def _amount(amount: float, state: State, lang: str, plus: bool = False) -> str:
    """Equity to three decimals in a single game; in a match, winning chances in percent."""
    if state.options["match_to"] > 1:
        return t(lang, "backgammon.percent", value=decimal(100 * amount, lang, 1))
    return decimal(amount, lang, 3, plus=plus)


def summary(snap: Snapshot, lang: str) -> str:
    """Each game of the match, a line each: who won how much, and how (the last ten)."""
    lines = [
        t(lang, "backgammon.game_line", number=index, result=result(snap, game, lang))
        for index, game in enumerate(snap.state.games, 1)
    ]
    return "\n".join(lines[-10:])


def result(snap: Snapshot, game: dict, lang: str) -> str:
    """Who won a game of the match, how many points, and how: a single game, the usual, goes
    without saying."""
    player = name(snap, game["winner"], lang)
    if game["kind"] == "single":
        return t(lang, "backgammon.result", player=player, points=game["points"])
    kind = t(lang, f"backgammon.kind.{game['kind']}")
    return t(lang, "backgammon.result_kind", player=player, points=game["points"], kind=kind)


async def analyse(engine: BackgammonEngine, snap: Snapshot, history: list[LoggedAction]) -> Record:
    """The match so far, rebuilt and analysed from the game's whole action log (by the engine
    process, which keeps each game's latest analysis)."""
    log = [(entry.seat, entry.kind, json.loads(entry.action)) for entry in history]
    return await engine.analyse(snap.game.id, snap.state.options, log)


def pr_line(snap: Snapshot, analysis: Analysis, title: str, lang: str) -> str:
    """`title` (which says PR) and each player's Performance Rating, on one line."""
    players = " · ".join(
        f"{name(snap, seat, lang)} **{_pr(pr, lang)}**"
        for seat in (0, 1)
        if (pr := analysis.pr(seat)) is not None
    )
    return f"{title}: {players}" if players else ""


def luck_line(snap: Snapshot, analysis: Analysis, lang: str) -> str:
    """Whom the dice favoured, by how much equity: one's rolls' luck less the other's (the
    two add to 0, so one player is named); "" when nothing was rolled."""
    if not any(analysis.rolls):
        return ""
    net = round(analysis.luck[0] - analysis.luck[1], 3)  # (as said: to the thousandth)
    if not net:
        return t(lang, "backgammon.luck_even")
    luck = decimal(abs(net), lang, 3)
    return t(lang, "backgammon.luck_favoured", player=name(snap, int(net < 0), lang), luck=luck)


def _pr(pr: float, lang: str) -> str:
    """A PR over 10 to the unit: its tenths tell a beginner nothing."""
    return decimal(pr, lang, int(pr < 10))


def analysis_lines(snap: Snapshot, analysis: Analysis, lang: str, games: int = 1) -> str:
    """Each player's Performance Rating, gnubg's word for his play and a word for his luck;
    under a person's line, his costliest decisions with the better play (numbered by game when
    the analysis covers `games` > 1)."""
    lines = []
    for seat in (0, 1):
        if analysis.error_rate(seat) is None:
            continue
        pr = analysis.pr(seat)
        parts = [] if pr is None else [t(lang, "backgammon.pr", pr=_pr(pr, lang))]
        parts.append(t(lang, f"backgammon.rating.{rating(analysis, seat)}"))
        if analysis.rolls[seat]:
            word = luck_rating(analysis.luck[seat] / analysis.rolls[seat])
            parts.append(t(lang, f"backgammon.luck_rating.{word}"))
        lines.append(f"{name(snap, seat, lang)}: {' · '.join(parts)}")
        if not snap.seats[seat].computer:
            lines += _costliest(analysis.costliest[seat], lang, games)
    return "\n".join(lines)


def _costliest(mistakes: list[Mistake], lang: str, games: int) -> list[str]:
    """A player's costliest decisions, worst first, each with the better play."""
    return [
        t(
            lang,
            "backgammon.costly_game" if games > 1 else "backgammon.costly",
            rank=rank,
            game=mistake.game,
            **_decision(
                mistake.judgement.chosen, mistake.judgement.best, mistake.judgement.dice, lang
            ),
            loss=mistake.judgement.loss,
        )
        for rank, mistake in enumerate(mistakes, 1)
    ]


def record(snap: Snapshot, played: Record, lang: str) -> Attachment:
    """The match record (.mat and JSON files) and an embed with the games and the analysis."""
    names = (snap.plain_name(0, "en"), snap.plain_name(1, "en"))  # files: no markdown
    embed = discord.Embed(
        title=t(lang, "backgammon.record_title", id=str(snap.game.id)),
        description=f"{summary(snap, lang)}\n\n{gnubg_ids(snap.state, lang)}",
        colour=0xE8A317,
    )
    analysis = (
        analysis_lines(snap, played.analysis, lang, len(played.games)) if played.analysed else ""
    )
    embed.add_field(
        name=t(lang, "backgammon.analysis"),
        value=analysis or t(lang, "backgammon.not_analysed"),
        inline=False,
    )
    stem = f"backgammon-{snap.game.id}"
    data = json.dumps(to_json(played, names), ensure_ascii=False, indent=1)
    files = [
        discord.File(io.BytesIO(to_mat(played, names).encode()), filename=f"{stem}.mat"),
        discord.File(io.BytesIO(data.encode()), filename=f"{stem}.json"),
    ]
    return embed, files
