"""The backgammon board: the position as an image that stays put for the whole game (see
board_image.py), the last move and the prompt, and the turn's controls, each in a fixed row.

A move is played in one pick from the "Play a whole move…" select, or built step by step: pick
a checker (a select), then one of its destinations (buttons). While it is built so (a checker
picked, a step taken), the whole-move select gives way to the steps, the checker select's last
option bringing it back, and the destinations share the buttons' row: a phone's screen holds no
more (tests/cogs/test_backgammon_phone.py). The steps taken are rules actions
saved with the game (`state.partial`), so they survive a restart and everyone sees them on the
board; only the picked checker or the group of moves opened, which change nothing yet, are UI
state, carried by the click that chose them.

Every move the board names, whoever plays it, is numbered as the picture prints the points:
from the first seat's side (numbering.py). The controls' values stay the rules' own (the
mover's numbering), only their labels are the picture's.
"""

from __future__ import annotations

import json
import re
from collections import OrderedDict

import discord

from bot.board import STILL, Board, BoardParts, Private, UiOnly
from bot.families import History
from bot.game import GameError, Snapshot
from bot.i18n import t
from bot.images import drawable, png_file
from bot.layout import ROW_WIDTH, subtext
from bot.models import LoggedAction
from bot.ui import GameButton, GameSelect
from cogs.backgammon import board_image, coach, move_menu
from cogs.backgammon.board_image import Picture, draw
from cogs.backgammon.engine import BackgammonEngine
from cogs.backgammon.numbering import point as shown_point
from cogs.backgammon.numbering import seen, shown
from rules.backgammon import flip, mover_position, pip_count, replay, starting_position
from rules.backgammon.board import BAR, OFF
from rules.backgammon.state import (
    CUBE,
    MOVE,
    OVER,
    RESIGN,
    RESIGN_LEVELS,
    ROLL,
    State,
    single_move,
)
from rules.base import TAKE_BACK, Action
from rules.story import SeatStory

FILENAME = "backgammon.png"
_STEP = re.compile(r"^(bar|\d{1,2})-(off|\d{1,2})$")
SIMPLE = {"roll", "double", "take", "drop", "undo", "confirm", "accept", "refuse"}
# Every control has its row, whatever the phase: the move selects, the picked checker's
# destinations, the phase's buttons (the hint last), the resignation select.
ROW_MOVES, ROW_PICK, ROW_STEPS, ROW_BUTTONS, ROW_RESIGN = range(5)
RESIGNING = "resign"  # the board's UI state with the resignation select opened
WHOLE = "whole"  # the board's UI state with the whole-move select back while stepping
ARROWS = ":arrows:"  # a replay step's (after STILL): its move's arrows, then the best move's
STORY = ("double", "take", "drop", "offer", "accept", "refuse")  # decisions told in the story
KEPT_ORDERS = 256  # games whose move order (the engine's ranking) is kept for drawing


def point_arg(point: int) -> str:
    return "bar" if point == BAR else "off" if point == OFF else str(point)


def _point_in(text: str) -> int | str:
    return text if text in ("bar", "off") else int(text)


class BackgammonBoard(Board):
    lists_players = True  # the picture's strip: both names, their pips and the match score

    def lobby_value(self, snap: Snapshot, name: str, value: object) -> object | None:
        """The computer's level while one may still sit down (once one does, his seat's name
        says it: "GNU Backgammon · World Class"); the hints' "auto" (on against him) and the
        tutor's (on against a tutored level) only once he sits, as "on" where they are on."""
        computer = any(seat.computer for seat in snap.seats)
        if name == "level":
            return None if computer else value
        if value == "auto" and name == "hints":
            return "on" if computer else None
        if value == "auto" and name == "coach":
            tutored = json.loads(snap.game.options).get("level") in coach.TUTORED_LEVELS
            return "on" if computer and tutored else None
        return value

    recent_shown = 0  # the last decision worth telling is a line of the board's (`_news`)
    # A replay's colours: XG's and Backgammon Galaxy's error and blunder, in equity (EMG)
    cost_bands = (0.02, 0.08)
    bands_text = "backgammon.replay_bands"
    step_digits = 3

    def __init__(self, engine: BackgammonEngine, history: History | None = None) -> None:
        """`history` reads a game's whole log, for the analysis of a match's games as they
        end (without it, as where single positions are drawn, they are not analysed)."""
        self.engine = engine
        self.history = history
        # game id -> (the decision, its moves in the select's order): asked of the engine
        # before drawing, which cannot wait for it.
        self._orders: OrderedDict[int, tuple[tuple, list[tuple[str, float | None]]]] = OrderedDict()

    def warm_up(self) -> None:
        board_image.warm_up()

    def _news(self, snap: Snapshot, lang: str) -> str:
        """The last answer to a double or a resignation offer (a take back, a skipped turn)
        until the next roll, under the last move: an offer is told by the prompt, the cube is
        on the picture, moves are on the event line, and the decision that ended a game by
        its result. A line of its own, not a titled section: the move board is a phone's
        screen already."""
        decided = [record for record in snap.recent if record.kind != "chance"]
        if not decided or snap.state.phase in (CUBE, RESIGN) or _just_over(snap.state):
            return ""
        last = decided[-1]
        if last.kind == "skip":
            return t(lang, "board.skipped", player=snap.player_name(last.seat, lang))
        return self.describe(snap, last, lang) or ""

    async def prepare(self, snap: Snapshot) -> None:
        """Before drawing: the order of the moves to offer (the engine's, where the coach may
        help), and once a game of the match is over, its analysis (by the engine process,
        which keeps it: the end of the game may have had it done already)."""
        state = snap.state
        if state is None:
            return
        if state.phase == MOVE and not snap.computer_to_move:
            kept = self._orders.get(snap.game.id)
            if kept is None or kept[0] != _decision(state):
                moves = await coach.move_choices(self.engine, snap, state)
                self._orders[snap.game.id] = (_decision(state), moves)
                if len(self._orders) > KEPT_ORDERS:
                    self._orders.popitem(last=False)
            self._orders.move_to_end(snap.game.id)
        if state.games and self.engine.known(snap.game.id, len(state.games)) is None:
            history = snap.history
            if history is None and self.history is not None:
                history = await self.history(snap.game.id)
            if history is not None:
                await coach.analyse(self.engine, snap, history)

    def stories(self, snap: Snapshot) -> list[SeatStory] | None:
        """The finished match's analysis (`prepare` had the engine make it) as each seat's
        story: his rolls' luck and his decisions' equity given up, step by step, as GNU
        Backgammon judges them (None: not analysed)."""
        state = snap.state
        record = self.engine.known(snap.game.id, len(state.games)) if state else None
        if record is None or not record.analysed:
            return None
        analysis = record.analysis
        return [
            SeatStory(
                luck=analysis.luck[seat],
                cost=analysis.loss[seat],
                steps=analysis.steps[seat],
                better=analysis.better[seat],
            )
            for seat in (0, 1)
        ]

    def still_ui(self, state: State, before: State | None, better: object) -> str:
        """A step that played a move: its arrows, and the best move's where it was not
        (`better`, a move in notation; a cube decision's has none)."""
        moved = before is not None and state.last_turn and state.last_turn is not before.last_turn
        if not moved:
            return STILL
        best = better if isinstance(better, str) and "/" in better else ""
        return f"{STILL}{ARROWS}{best}"

    def better_text(self, better: object, seat: int, lang: str) -> str:
        """The best move as the board numbers it (the arrows'), or the cube choice."""
        if better in coach.CUBE_CHOICES:
            return t(lang, coach.CUBE_CHOICES[better])
        return f"**{shown(str(better), seat)}**"

    def analysis(self, snap: Snapshot) -> dict | None:
        """None in /game record: gnubg's figures are /backgammon record's, as a match file
        and JSON (its luck and equity lost are estimates, with no expectation to add up to)."""
        return None

    def _moves(self, snap: Snapshot) -> list[tuple[str, float | None]]:
        """The mover's moves as prepared, or in notation order (a board drawn unprepared)."""
        kept = self._orders.get(snap.game.id)
        if kept is not None and kept[0] == _decision(snap.state):
            return kept[1]
        return coach.plain_moves(snap.state)

    def _analysis(self, snap: Snapshot, lang: str) -> list[str]:
        """The game just finished (until the next one's first move), or at the end of a match
        the whole match: each player's Performance Rating in a line, and at the match's end
        whom the dice favoured in another. The rest of the analysis (gnubg's words, the costliest
        decisions) is in /backgammon record: on the board it made a match's end 750–900 px
        on a phone."""
        state = snap.state
        record = self.engine.known(snap.game.id, len(state.games))
        if record is None or not record.analysed or not _just_over(state):
            return []
        finished = [game for game in record.games if game.result is not None]
        if state.phase == OVER and len(finished) > 1:  # the match's, its games' included
            analysis, title = record.analysis, t(lang, "backgammon.analysis_match")
        elif finished:
            analysis = finished[-1].analysis
            title = t(lang, "backgammon.analysis_game", number=len(finished))
        else:
            return []
        # Whom the dice favoured, at the match's end only: the next game's first move needs
        # the room on a phone.
        luck = coach.luck_line(snap, analysis, lang) if state.phase == OVER else ""
        return [line for line in (coach.pr_line(snap, analysis, title, lang), luck) if line]

    # ------------------------------------------------------------------ clicks
    def interpret(self, snap: Snapshot, seat: int, action: str, arg: str) -> Action | UiOnly:
        if action in SIMPLE:
            return {"type": action}
        if action == "pick":
            return UiOnly(arg)
        if action == "resigning":  # rarely wanted: its select opens on demand
            return UiOnly(RESIGNING)
        if action == "play":
            return UiOnly(arg) if arg.startswith(move_menu.GROUP) else {"type": "move", "move": arg}
        if action == "step" and (found := _STEP.match(arg)):
            return {"type": "step", "from": _point_in(found[1]), "to": _point_in(found[2])}
        if action == "offer" and arg.isdigit():
            return {"type": "offer", "level": int(arg)}
        raise GameError("rules.illegal")

    async def private(self, snap: Snapshot, seat: int, lang: str, topic: str) -> Private | None:
        """The hint (or, where hints are off, the tutor's word), with "Take it back" while the
        player may take back his last decision."""
        if topic != "hint":
            return None
        if not coach.practice(snap):
            raise GameError("backgammon.hints_off")
        if snap.to_move != seat:
            raise GameError("backgammon.hint_not_yours")
        if coach.hints_on(snap):
            view = await coach.hint(self.engine, snap.state, lang)
        else:
            view = coach.tutor_view(snap, lang)
        if coach.take_back_offered(snap, seat):
            game, label = snap.game, t(lang, "backgammon.take_back")
            button = GameButton(game.id, game.version, TAKE_BACK, label=label, emoji="↩️")
            view.controls.append(button)
        return view

    # ------------------------------------------------------------------ drawing
    def scores(self, snap: Snapshot, lang: str) -> list[str]:
        state = snap.state
        match_to = state.options["match_to"]
        if match_to > 1:
            return [f"— **{state.score[seat]}** / {match_to}" for seat in (0, 1)]
        return [f"— **{state.score[seat]}**" if state.games else "" for seat in (0, 1)]

    def parts(self, snap: Snapshot, lang: str, ui: str) -> BoardParts:
        state = snap.state
        view = snap.rules.view(state, state.turn)
        picked = _picked(state, view, ui)
        image = draw(self._picture(snap, view, picked, lang, ui))
        finished = snap.game.status == "finished"
        # The game just over is told by its result until the next one's first move, its last
        # move no more (the tutor's word on it small, as its analysis: news of the game
        # before); the match's games one by one are in /backgammon record.
        over = _just_over(state)
        tutor = coach.tutor_line(snap, lang, told=None if over else state.last_turn)
        texts = (
            not over and self._event(snap, lang),
            not finished and self._news(snap, lang),
            not over and tutor,
            over and _outcome(snap, lang),
            over and subtext(tutor),
            "\n".join(map(subtext, self._analysis(snap, lang))),  # for whoever looks: small
            self._prompt(snap, view, lang),
        )
        lines = [line for line in texts if line]
        if state.crawford and over and state.phase != OVER:  # news with the game before it
            lines.append(subtext(t(lang, "backgammon.crawford_game")))
        if finished and not snap.place.private:  # its games, analysis and gnubg's IDs are there
            lines.append(subtext(t(lang, "backgammon.record_hint")))
        parts = BoardParts(
            body="\n".join(lines),
            picture=png_file(image, FILENAME, t(lang, "backgammon.image")),
        )
        if snap.game.status == "active" and snap.to_move is not None and not ui.startswith(STILL):
            parts.items = self._controls(snap, view, lang, picked, ui)  # (a still has none)
        return parts

    def _picture(
        self, snap: Snapshot, view: dict, picked: int | None, lang: str, ui: str = ""
    ) -> Picture:
        """The board in the first seat's numbering, the move being built included."""
        state = snap.state
        turn = state.turn
        picture = Picture(
            position=state.board,
            cube=state.cube,
            cube_owner=state.cube_owner,
            offered=state.phase == CUBE,
            names=(_strip_name(snap, 0, lang), _strip_name(snap, 1, lang)),
            score=_score_line(state, lang),
        )
        if state.phase == MOVE:
            built, _ = replay(mover_position(state), state.partial)
            picture.position = built if turn == 0 else flip(built)
            picture.dice, picture.roller = state.dice, turn
            picture.dice_left = tuple(view["dice_left"])
            picture.marks_from = {seen(start, turn) for start, _, _ in state.partial}
            picture.steps = {seen(target, turn) for _, target, _ in state.partial}
            if picked is not None:
                picture.picked = seen(picked, turn)
                picture.targets = {seen(target, turn) for target in _targets(view, picked)}
        elif state.last_turn:
            picture.marks_from, picture.marks_to = _last_marks(state)
        if ui.startswith(f"{STILL}{ARROWS}"):  # a replay's step that played a move
            last = state.last_turn
            picture.played = _spans(last["move"], last["seat"])
            best = ui.removeprefix(f"{STILL}{ARROWS}")
            picture.best = _spans(best, last["seat"]) if best else []
        picture.pips = pip_count(picture.position)
        return picture

    def _event(self, snap: Snapshot, lang: str) -> str:
        """The last move, numbered as the picture is."""
        last = snap.state.last_turn
        if not last:
            return ""
        player = coach.name(snap, last["seat"], lang)
        dice = "-".join(str(die) for die in last["dice"])
        if not last["move"]:
            return t(lang, "backgammon.no_move", player=player, dice=dice)
        key = "backgammon.forced" if last.get("forced") else "backgammon.moved"
        return t(lang, key, player=player, dice=dice, move=shown(last["move"], last["seat"]))

    def _prompt(self, snap: Snapshot, view: dict, lang: str) -> str:
        state = snap.state
        if state.phase == OVER or (state.phase == MOVE and not view["partial"]):
            return ""  # a move's: the turn line and the dice say the rest
        if state.phase == MOVE:  # before the other seat is named: a position has none
            return t(lang, "backgammon.steps_so_far", partial=shown(view["partial"], state.turn))
        mover, other = coach.name(snap, state.turn, lang), coach.name(snap, 1 - state.turn, lang)
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
        return ""

    def _controls(
        self,
        snap: Snapshot,
        view: dict,
        lang: str,
        picked: int | None,
        ui: str,
    ) -> list[discord.ui.Item]:
        state, game = snap.state, snap.game
        gid, version = game.id, game.version
        group = ui.removeprefix(move_menu.GROUP) if ui.startswith(move_menu.GROUP) else ""

        def button(action, key, emoji=None, style=discord.ButtonStyle.secondary):
            return GameButton(
                gid, version, action, label=t(lang, key), emoji=emoji, style=style, row=ROW_BUTTONS
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
            # Once the move is being built step by step (a checker picked, a step taken), the
            # whole-move select gives way to the steps (a phone's screen holds no more): the
            # checker select's last option brings it back.
            stepping = bool(view["movable"]) and _stepping(state, ui)
            if not stepping:
                items.append(self._whole_moves(snap, lang, group))
            items.extend(self._steps(snap, lang, view, picked, stepping))
            if view["can_undo"]:
                items.append(button("undo", "backgammon.undo", "↩️"))
            if view["can_confirm"]:
                confirm = button("confirm", "backgammon.confirm", "✔️", discord.ButtonStyle.success)
                items.append(confirm)
        if state.phase in (ROLL, MOVE, CUBE) and coach.hints_on(snap):
            items.append(button("hint", "backgammon.hint", "💡"))
        elif state.phase in (ROLL, MOVE, CUBE) and coach.tutor_on(snap):  # its word, take back
            items.append(button("hint", "backgammon.tutor", "🎓"))
        offers = _resign_offers(snap, lang) if state.phase in (ROLL, MOVE) else []
        if offers and ui == RESIGNING:
            placeholder = t(lang, "backgammon.resign")
            items.append(
                GameSelect(gid, version, "offer", offers, placeholder=placeholder, row=ROW_RESIGN)
            )
        elif offers:  # a button beside the others, which opens the select
            items.append(button("resigning", "backgammon.resigning"))
        return _steps_beside_buttons(items)

    def _whole_moves(self, snap: Snapshot, lang: str, group: str) -> GameSelect:
        """Every legal move in one select; when there are more than it holds, groups of them,
        or the moves of the group opened (`group`) with the way back to all. Each is labelled
        as the picture numbers the points; its value is the rules' notation."""
        state, game = snap.state, snap.game
        seat = state.turn
        moves = self._moves(snap)
        entries = group and move_menu.entries(moves, group)
        options, placeholder = [], t(lang, "backgammon.play")
        if entries:
            back = t(lang, "backgammon.all_moves")
            options.append(discord.SelectOption(label=back, value=move_menu.GROUP, emoji="↩️"))
            placeholder = t(lang, "backgammon.play_group", moves=f"{shown(group, seat)}…")
        else:
            entries = move_menu.entries(moves)
        for entry in entries:
            if entry.value.startswith(move_menu.GROUP):
                name = entry.value.removeprefix(move_menu.GROUP)
                moves_in = f"{shown(name, seat)}…"
                label = t(lang, "backgammon.move_group", moves=moves_in, count=entry.moves)
                options.append(discord.SelectOption(label=label, value=entry.value, emoji="📂"))
            else:
                equity = None if entry.equity is None else coach.value(entry.equity, state, lang)
                label = shown(entry.value, seat)
                options.append(
                    discord.SelectOption(label=label, value=entry.value, description=equity)
                )
        return GameSelect(
            game.id, game.version, "play", options, placeholder=placeholder, row=ROW_MOVES
        )

    def _steps(self, snap, lang, view, picked, stepping) -> list[discord.ui.Item]:
        """The step-by-step picker: a checker, then one of its destinations (labelled as the
        picture numbers the points, their values in the mover's numbering); while `stepping`,
        the checker select's last option goes back to the whole-move select."""
        game, seat = snap.game, snap.state.turn
        items: list[discord.ui.Item] = []
        movable = view["movable"]
        if movable:
            options = [
                discord.SelectOption(
                    label=t(
                        lang,
                        "backgammon.checker",
                        point=shown_point(entry["from"], seat),
                        targets=", ".join(shown_point(target, seat) for target in entry["to"]),
                    ),
                    value=str(entry["from"]),
                    default=_point_number(entry["from"]) == picked,
                )
                for entry in movable
            ]
            if stepping:
                label = t(lang, "backgammon.whole_move")
                options.append(discord.SelectOption(label=label, value=WHOLE, emoji="🎯"))
            items.append(
                GameSelect(
                    game.id,
                    game.version,
                    "pick",
                    options,
                    placeholder=t(lang, "backgammon.pick"),
                    row=ROW_PICK,
                )
            )
        if picked is not None:
            start = point_arg(picked)
            for target in _targets(view, picked)[:5]:
                end = point_arg(target)
                items.append(
                    GameButton(
                        game.id,
                        game.version,
                        "step",
                        f"{start}-{end}",
                        label=f"{shown_point(picked, seat)} → {shown_point(target, seat)}",
                        style=discord.ButtonStyle.primary,
                        row=ROW_STEPS,
                    )
                )
        return items

    # ------------------------------------------------------------------ history
    def describe(self, snap: Snapshot, record: LoggedAction, lang: str) -> str | None:
        """Decisions worth a line: moves typed or confirmed are on the board's event line."""
        action = json.loads(record.action)
        kind = action.get("type")
        if kind == TAKE_BACK:
            return t(lang, "backgammon.log.take_back", player=coach.name(snap, record.seat, lang))
        if record.seat is None or kind not in STORY:
            return None
        params = {"player": coach.name(snap, record.seat, lang)}
        if kind == "offer":
            params["kind"] = t(lang, f"backgammon.kind.{RESIGN_LEVELS[action['level']]}")
        return t(lang, f"backgammon.log.{kind}", **params)


def _decision(state: State) -> tuple:
    """What the order of the moves depends on."""
    return state.board, state.turn, state.dice


def _picked(state: State, view: dict, ui: str) -> int | None:
    """The checker whose destinations are shown: the one picked; else, to save a click, the
    only one that can move, or the one just stepped if it can go on."""
    if state.phase != MOVE:
        return None
    if ui == "bar" or ui.isdigit():
        return _point_number(ui)
    movable = [_point_number(entry["from"]) for entry in view["movable"]]
    if len(movable) == 1:
        return movable[0]
    if state.partial and state.partial[-1][1] in movable:
        return state.partial[-1][1]
    return None


def _stepping(state: State, ui: str) -> bool:
    """Whether the move is being built step by step: a checker picked (by the player: one
    picked for him saves a click, his choice is still open), or a step taken; unless he went
    back to the whole moves (a group of them opened too)."""
    if ui == WHOLE or ui.startswith(move_menu.GROUP):
        return False
    return bool(state.partial) or ui == "bar" or ui.isdigit()


def _steps_beside_buttons(items: list[discord.ui.Item]) -> list[discord.ui.Item]:
    """The picked checker's destinations in one row with the turn's buttons (Undo, Confirm,
    Hint, Resign) where they fit in it: a row fewer on a phone."""
    steps = [item for item in items if item.row == ROW_STEPS]
    buttons = [item for item in items if item.row == ROW_BUTTONS]
    if steps and len(steps) + len(buttons) <= ROW_WIDTH:
        for step in steps:
            step.row = ROW_BUTTONS
    return items


def _point_number(value: int | str) -> int:
    return BAR if value == "bar" else OFF if value == "off" else int(value)


def _targets(view: dict, picked: int) -> list[int]:
    """Where the picked checker may go (the rules' stepwise options), as point numbers."""
    for entry in view.get("movable", ()):
        if _point_number(entry["from"]) == picked:
            return [_point_number(target) for target in entry["to"]]
    return []


def _last_marks(state: State) -> tuple[set[int], set[int]]:
    """The points the last move left and reached, in the first seat's numbering."""
    last = state.last_turn
    if not last:
        return set(), set()
    spans = _spans(last["move"], last["seat"])
    return {start for start, _ in spans}, {end for _, end in spans}


def _spans(move: str, seat: int) -> list[tuple[int, int]]:
    """Each checker's (from, to) of a move in `seat`'s notation ("13/9 6/5*(2)", "bar/22",
    "6/off"), in the first seat's numbering: one a token, its hits and stops on the way
    left out."""
    spans = []
    for token in move.split():
        stops = token.split("(")[0].replace("*", "").split("/")
        spans.append((seen(_point_number(stops[0]), seat), seen(_point_number(stops[-1]), seat)))
    return spans


def _strip_name(snap: Snapshot, seat: int, lang: str) -> str:
    """A seat's name under the board, beside its pips: the computer by GNU Backgammon's short
    name, as its full one ("GNU Backgammon · World Class") would be cut to "GNU…" there.
    A position's one player has nobody opposite: no name there."""
    if seat >= len(snap.seats):
        return ""
    if snap.seats[seat].computer:
        return t(lang, "backgammon.computer_short")
    return drawable(snap.plain_name(seat, lang))


def _score_line(state: State, lang: str) -> str:
    """The match score, the first seat's first (he is drawn on the left of the strip); the
    Crawford game is said under the picture."""
    match_to = state.options["match_to"]
    if match_to == 1:
        return ""
    return t(
        lang, "backgammon.match_score", first=state.score[0], second=state.score[1], to=match_to
    )


def _resign_offers(snap: Snapshot, lang: str) -> list[discord.SelectOption]:
    """The offers to resign the mover may still make this turn (none in a position: nobody
    is there to resign to)."""
    state = snap.state
    if single_move(state.options):
        return []
    return [
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


def _just_over(state: State) -> bool:
    """Whether a game has just ended: the match is over, or the next game has not had its
    first move yet."""
    return bool(state.games) and (state.phase == OVER or state.board == starting_position())


def _outcome(snap: Snapshot, lang: str) -> str:
    state = snap.state
    return t(
        lang,
        "backgammon.won",
        number=len(state.games),
        result=coach.result(snap, state.games[-1], lang),
    )
