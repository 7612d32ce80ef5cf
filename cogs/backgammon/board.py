"""The backgammon board: the position as an image from the side of the player to decide, a
line with the last move, pips and gnubg's IDs, and the turn's buttons.

A move is built step by step: pick a checker (a select), then one of its destinations
(buttons). The steps taken are rules actions saved with the game (`state.partial`), so they
survive a restart and everyone sees them on the board; only the picked checker, which changes
nothing yet, is UI state carried in the components' custom_ids.
"""

from __future__ import annotations

import json
import re

import discord

from bot.boards import Board, BoardParts, Private, UiOnly
from bot.engine_service import EngineService
from bot.i18n import t
from bot.images import png_file
from bot.models import LoggedAction
from bot.sessions import GameError, GameService, Snapshot
from bot.ui import GameButton, GameSelect
from cogs.backgammon import coach
from cogs.backgammon.board_image import Picture, draw, palette
from rules.backgammon import flip, mover_position, pip_count, replay, starting_position
from rules.backgammon.board import BAR, OFF
from rules.backgammon.gnubg_id import match_id, position_id
from rules.backgammon.state import CUBE, MOVE, OVER, RESIGN, RESIGN_LEVELS, ROLL, State
from rules.base import Action

FILENAME = "backgammon.png"
_STEP = re.compile(r"^(bar|\d{1,2})-(off|\d{1,2})$")
SIMPLE = {"roll", "double", "take", "drop", "undo", "confirm", "accept", "refuse"}


def point_arg(point: int) -> str:
    return "bar" if point == BAR else "off" if point == OFF else str(point)


def _point_in(text: str) -> int | str:
    return text if text in ("bar", "off") else int(text)


class BackgammonBoard(Board):
    family = "backgammon"
    slow = True

    def __init__(self, engine: EngineService) -> None:
        self.engine = engine

    async def prepare(self, snap: Snapshot, service: GameService) -> None:
        """Once a game of the match is over, have it analysed (by the engine process, which
        keeps the analysis: the end of the game may have had it done already)."""
        state = snap.state
        if state is None or not state.games:
            return
        if self.engine.known(snap.game.id, len(state.games)) is None:
            history = snap.history or await service.history(snap.game.id)
            await coach.analyse(self.engine, snap, history)

    def _analysis(self, snap: Snapshot, lang: str) -> list[tuple[str, str]]:
        """The error rates of the game just finished (until the next one's first move), and of
        the whole match at its end."""
        state = snap.state
        record = self.engine.known(snap.game.id, len(state.games))
        just_over = state.phase == OVER or state.board == starting_position()
        if record is None or not record.analysed or not just_over:
            return []
        finished = [game for game in record.games if game.result is not None]
        fields = []
        if finished:
            name = t(lang, "backgammon.analysis_game", number=len(finished))
            fields.append((name, coach.error_lines(snap, finished[-1].analysis, lang)))
        if state.phase == OVER and len(finished) > 1:
            text = coach.error_lines(snap, record.analysis, lang)
            fields.append((t(lang, "backgammon.analysis"), text))
        return fields

    # ------------------------------------------------------------------ clicks
    def interpret(self, snap: Snapshot, seat: int, action: str, arg: str) -> Action | UiOnly:
        if action in SIMPLE:
            return {"type": action}
        if action == "pick":
            return UiOnly(arg)
        if action == "step" and (found := _STEP.match(arg)):
            return {"type": "step", "from": _point_in(found[1]), "to": _point_in(found[2])}
        if action == "offer" and arg.isdigit():
            return {"type": "offer", "level": int(arg)}
        raise GameError("rules.illegal")

    async def private(self, snap: Snapshot, seat: int, lang: str, topic: str) -> Private | None:
        if topic != "hint":
            return None
        if not coach.hints_on(snap):
            raise GameError("backgammon.hints_off")
        if snap.to_move != seat:
            raise GameError("backgammon.hint_not_yours")
        return await coach.hint(self.engine, snap.state, lang)

    # ------------------------------------------------------------------ drawing
    def scores(self, snap: Snapshot, lang: str) -> list[str]:
        state = snap.state
        match_to = state.options["match_to"]
        if match_to > 1:
            return [f"— **{state.score[seat]}** / {match_to}" for seat in (0, 1)]
        return [f"— **{state.score[seat]}**" if state.games else "" for seat in (0, 1)]

    def parts(self, snap: Snapshot, lang: str, ui: str) -> BoardParts:
        state = snap.state
        viewer = snap.to_move if snap.to_move is not None else 0
        view = snap.rules.view(state, state.turn)
        picked = _picked(state, view, ui)
        picture = self._picture(snap, view, viewer, picked, lang)
        image = draw(picture)
        texts = (self._event(snap, lang), _outcome(snap, lang), self._prompt(snap, view, lang))
        lines = [line for line in texts if line]
        if state.crawford and state.phase != OVER:
            lines.append(t(lang, "backgammon.crawford_game"))
        lines.append(self._ids(snap, viewer, lang))
        parts = BoardParts(
            body="\n".join(lines),
            picture=png_file(image, FILENAME, t(lang, "backgammon.image"), palette()),
        )
        if snap.game.status == "active" and snap.to_move is not None:
            parts.items = self._buttons(snap, view, lang, picked)
        elif snap.game.status == "finished":
            games = f"{coach.summary(snap, lang)}\n{t(lang, 'backgammon.record_hint')}"
            parts.sections.append((t(lang, "backgammon.games"), games))
        parts.sections.extend(self._analysis(snap, lang))
        return parts

    def _picture(
        self, snap: Snapshot, view: dict, viewer: int, picked: int | None, lang: str
    ) -> Picture:
        state = snap.state
        seen = state.board if viewer == 0 else flip(state.board)
        picture = Picture(
            position=seen,
            cube=state.cube,
            cube_owner=_side(state.cube_owner, viewer),
            offered=state.phase == CUBE,
            names=(
                _drawable(snap.plain_name(viewer, lang)),
                _drawable(snap.plain_name(1 - viewer, lang)),
            ),
            score=_score_line(state, viewer, lang),
        )
        if state.phase == MOVE and state.turn == viewer:
            position = mover_position(state)
            picture.position, _ = replay(position, state.partial)
            picture.dice = state.dice
            picture.dice_left = tuple(view["dice_left"])
            picture.marks_from = {start for start, _, _ in state.partial}
            picture.steps = {target for _, target, _ in state.partial}
            if picked is not None:
                picture.picked = picked
                picture.targets = {
                    BAR if target == "bar" else OFF if target == "off" else target
                    for target in _targets(view, picked)
                }
        elif state.last_turn:
            picture.marks_from, picture.marks_to = _last_marks(state, viewer)
        picture.pips = pip_count(picture.position)
        return picture

    def _event(self, snap: Snapshot, lang: str) -> str:
        """The last move, in standard notation."""
        last = snap.state.last_turn
        if not last:
            return ""
        player = snap.player_name(last["seat"], lang)
        dice = "-".join(str(die) for die in last["dice"])
        if not last["move"]:
            return t(lang, "backgammon.no_move", player=player, dice=dice)
        key = "backgammon.forced" if last.get("forced") else "backgammon.moved"
        return t(lang, key, player=player, dice=dice, move=last["move"])

    def _prompt(self, snap: Snapshot, view: dict, lang: str) -> str:
        state = snap.state
        if state.phase == OVER:
            return ""
        mover, other = snap.player_name(state.turn, lang), snap.player_name(1 - state.turn, lang)
        if state.phase == ROLL:
            return t(lang, "backgammon.prompt_roll", player=mover)
        if state.phase == CUBE:
            return t(lang, "backgammon.prompt_cube", player=mover, other=other, cube=state.cube * 2)
        if state.phase == RESIGN:
            level = RESIGN_LEVELS[state.resign_offer]
            return t(
                lang,
                "backgammon.prompt_resign",
                player=mover,
                other=other,
                kind=t(lang, f"backgammon.kind.{level}"),
                points=state.resign_offer * state.cube,
            )
        if state.phase == MOVE:
            return t(
                lang,
                "backgammon.prompt_move",
                player=mover,
                dice="-".join(str(die) for die in state.dice),
                partial=view["partial"] or "—",
            )
        return ""

    def _ids(self, snap: Snapshot, viewer: int, lang: str) -> str:
        state = snap.state
        pips = pip_count(state.board if viewer == 0 else flip(state.board))
        return t(
            lang,
            "backgammon.ids",
            mine=pips[0],
            theirs=pips[1],
            position=position_id(mover_position(state)),
            match=match_id(state),
        )

    def _buttons(
        self, snap: Snapshot, view: dict, lang: str, picked: int | None
    ) -> list[discord.ui.Item]:
        state, game = snap.state, snap.game
        gid, version = game.id, game.version

        def button(action, key, emoji=None, style=discord.ButtonStyle.secondary, arg="", row=2):
            label = t(lang, key) if key else None
            return GameButton(
                gid, version, action, arg, label=label, emoji=emoji, style=style, row=row
            )

        items: list[discord.ui.Item] = []
        if state.phase == ROLL:
            items.append(button("roll", "backgammon.roll", "🎲", discord.ButtonStyle.success))
            if view["cube"]["may_double"]:
                items.append(
                    button("double", "backgammon.double", "⏫", discord.ButtonStyle.primary)
                )
        elif state.phase == CUBE:
            items.append(button("take", "backgammon.take", "✅", discord.ButtonStyle.success))
            items.append(button("drop", "backgammon.pass", "🏳️", discord.ButtonStyle.danger))
        elif state.phase == RESIGN:
            items.append(button("accept", "backgammon.accept", "✅", discord.ButtonStyle.success))
            items.append(button("refuse", "backgammon.refuse", "❌", discord.ButtonStyle.danger))
        elif state.phase == MOVE:
            items.extend(self._move_items(snap, lang, view, picked, button))
        if state.phase in (ROLL, MOVE, CUBE) and coach.hints_on(snap):
            items.append(button("hint", "backgammon.hint", "💡"))
        if state.phase in (ROLL, MOVE):
            options = [
                discord.SelectOption(
                    label=t(
                        lang,
                        "backgammon.resign_option",
                        kind=t(lang, f"backgammon.kind.{RESIGN_LEVELS[level]}"),
                        points=level * state.cube,
                    ),
                    value=str(level),
                    emoji="🏳️",
                )
                for level in RESIGN_LEVELS
                if level > state.resign_refused
            ]
            if options:
                items.append(
                    GameSelect(
                        gid,
                        version,
                        "offer",
                        options,
                        placeholder=t(lang, "backgammon.resign"),
                        row=3,
                    )
                )
        return items

    def _move_items(self, snap, lang, view, picked, button) -> list[discord.ui.Item]:
        game = snap.game
        items: list[discord.ui.Item] = []
        movable = view["movable"]
        if movable:
            options = [
                discord.SelectOption(
                    label=t(
                        lang,
                        "backgammon.checker",
                        point=str(entry["from"]),
                        targets=", ".join(str(target) for target in entry["to"]),
                    ),
                    value=str(entry["from"]),
                    default=_point_number(entry["from"]) == picked,
                )
                for entry in movable
            ]
            items.append(
                GameSelect(
                    game.id,
                    game.version,
                    "pick",
                    options,
                    placeholder=t(lang, "backgammon.pick"),
                    row=0,
                )
            )
        if picked is not None:
            start = point_arg(picked)
            for target in _targets(view, picked)[:5]:
                items.append(
                    button(
                        "step",
                        None,
                        None,
                        discord.ButtonStyle.primary,
                        f"{start}-{target}",
                        row=1,
                    )
                )
                items[-1].item.label = f"{start} → {target}"
        if view["can_undo"]:
            items.append(button("undo", "backgammon.undo", "↩️"))
        if view["can_confirm"]:
            items.append(button("confirm", "backgammon.confirm", "✔️", discord.ButtonStyle.success))
        return items

    # ------------------------------------------------------------------ history
    def describe(self, snap: Snapshot, record: LoggedAction, lang: str) -> str | None:
        """Decisions worth a line: moves typed or confirmed are on the board's event line."""
        action = json.loads(record.action)
        kind = action.get("type")
        if record.seat is None or kind not in (
            "double",
            "take",
            "drop",
            "offer",
            "accept",
            "refuse",
        ):
            return None
        params = {"player": snap.player_name(record.seat, lang)}
        if kind == "offer":
            params["kind"] = t(lang, f"backgammon.kind.{RESIGN_LEVELS[action['level']]}")
        return t(lang, f"backgammon.log.{kind}", **params)


def _picked(state: State, view: dict, ui: str) -> int | None:
    """The checker whose destinations are shown: the one picked; else, to save a click, the
    only one that can move, or the one just stepped if it can go on."""
    if state.phase != MOVE:
        return None
    if ui:
        return BAR if ui == "bar" else int(ui) if ui.isdigit() else None
    movable = [_point_number(entry["from"]) for entry in view["movable"]]
    if len(movable) == 1:
        return movable[0]
    if state.partial and state.partial[-1][1] in movable:
        return state.partial[-1][1]
    return None


def _point_number(value: int | str) -> int:
    return BAR if value == "bar" else OFF if value == "off" else int(value)


def _targets(view: dict, picked: int) -> list[str]:
    """Where the picked checker may go (the rules' stepwise options)."""
    for entry in view.get("movable", ()):
        if _point_number(entry["from"]) == picked:
            return [str(target) for target in entry["to"]]
    return []


def _side(owner: int | None, viewer: int) -> str:
    return "centre" if owner is None else "me" if owner == viewer else "them"


def _last_marks(state: State, viewer: int) -> tuple[set[int], set[int]]:
    """The points the last move left and reached, in the viewer's numbering."""
    last = state.last_turn
    if not last:
        return set(), set()
    starts, ends = set(), set()
    for token in last["move"].split():
        stops = token.split("(")[0].replace("*", "").split("/")
        starts.add(_point_number(stops[0]))
        ends.add(_point_number(stops[-1]))
    if last["seat"] == viewer:
        return starts, ends
    mirror = {point: 25 - point for point in range(1, 25)}
    return {mirror[p] for p in starts if p in mirror}, {mirror[p] for p in ends if p in mirror}


def _score_line(state: State, viewer: int, lang: str) -> str:
    """The match score, the viewer's first (he is drawn on the left of the strip)."""
    match_to = state.options["match_to"]
    if match_to == 1:
        return ""
    mine, theirs = state.score[viewer], state.score[1 - viewer]
    line = t(lang, "backgammon.match_score", mine=mine, theirs=theirs, to=match_to)
    return f"{line} · {t(lang, 'backgammon.crawford')}" if state.crawford else line


def _drawable(name: str) -> str:
    """The image font has no emoji: leave them out of names drawn on the board."""
    return "".join(char for char in name if ord(char) <= 0xFFFF).strip()


def _outcome(snap: Snapshot, lang: str) -> str:
    state = snap.state
    if not state.games:
        return ""
    last = state.games[-1]
    return t(
        lang,
        "backgammon.won",
        number=len(state.games),
        player=snap.player_name(last["winner"], lang),
        points=last["points"],
        kind=t(lang, f"backgammon.kind.{last['kind']}"),
    )
