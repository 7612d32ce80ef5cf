"""`figures` (Drápky): 14 figures per player, 3 throws a turn plus the marks carried over.

Figure ids (`scoring.FIGURES`): "ones".."sixes" (Numbers), "two_three", "pairs", "triples",
"pyramid", "poker", "hiroshima", "general", "straight". After a throw the current 6 dice are
`state.throw`; `roll` with `keep` throws the other dice again (the kept dice come first in the
new throw).
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from rules.base import Action, ChanceSource, IllegalAction
from rules.dice.engine import TURNS_OPTION, DiceGame, indices_of, parse_keep
from rules.dice.figures_player import choose_figure, choose_keep, saves_marks
from rules.dice.scoring import FIGURES, figures_formed
from rules.dice.state import OPEN, DiceState

THROWS_PER_TURN = 3


def _reroll_keeps(throw: tuple[int, ...]) -> list[list[int]]:
    """One keep (sorted indices) per distinct multiset of dice that may be kept for another
    throw: the first positions of each face, never all six."""
    positions = [[i for i, f in enumerate(throw) if f == face] for face in range(1, 7)]
    keeps: list[list[int]] = [[]]
    for same_face in positions:
        keeps = [keep + same_face[:n] for keep in keeps for n in range(len(same_face) + 1)]
    return [sorted(keep) for keep in keeps if len(keep) < len(throw)]


@lru_cache(maxsize=4096)
def _still_open(row: tuple[int, ...]) -> tuple[str, ...]:
    return tuple(figure for figure, points in zip(FIGURES, row, strict=True) if points == OPEN)


def open_figures(state: DiceState, seat: int) -> tuple[str, ...]:
    """The figures `seat` has not written yet, in FIGURES order."""
    return _still_open(state.figures[seat])


def writable_figures(state: DiceState) -> dict[str, int]:
    """The open figures of the seat to move that the current dice form, with their points."""
    if not state.throw:
        return {}
    still_open = set(open_figures(state, state.seat))
    return {f: p for f, p in figures_formed(state.throw).items() if f in still_open}


class Figures(DiceGame):
    id = "figures"
    options = (TURNS_OPTION,)
    actions = ("roll", "write", "end_turn")
    turn_enders = ("write", "end_turn")
    selects_dice = True  # the dice kept for the next throw
    writes_figures = True
    ranks_by_points_per_place = True

    def _setup(self, state: DiceState) -> DiceState:
        return state.evolve(
            marks=(0,) * state.players,
            figures=((OPEN,) * len(FIGURES),) * state.players,
        )

    def _start_turn(self, state: DiceState, seat: int) -> DiceState:
        marks = list(state.marks)
        carried, marks[seat] = marks[seat], 0
        state = super()._start_turn(state, seat)
        return state.evolve(throws_left=THROWS_PER_TURN + carried, marks=tuple(marks))

    def _game_ends(self, state: DiceState) -> bool:
        return OPEN not in state.figures[state.seat]

    def _rank_key(self, state: DiceState, seat: int) -> tuple[int, ...]:
        written = sum(points != OPEN for points in state.figures[seat])
        return (int(seat == state.finisher), written, state.scores[seat])

    def _legal(self, state: DiceState) -> list[Action]:
        end: list[Action] = [{"type": "end_turn"}]
        if not state.throw:
            return [{"type": "roll"}, *end]
        writes: list[Action] = [{"type": "write", "figure": f} for f in writable_figures(state)]
        rolls: list[Action] = []
        if state.throws_left:
            rolls = [{"type": "roll", "keep": keep} for keep in _reroll_keeps(state.throw)]
        return writes + rolls + end

    def _decide(self, state: DiceState, action: Action) -> DiceState:
        if action["type"] == "end_turn":
            return self._finish(state, {"type": "end_turn", "seat": state.seat})
        if action["type"] == "write":
            return self._write(state, action.get("figure"))
        if not state.throws_left:
            raise IllegalAction(
                "No throws left this turn: write a figure or end the turn.",
                "dice.figures.no_throws",
            )
        if not state.throw and action.get("keep"):
            raise IllegalAction("The first throw of a turn is of all six dice.", "dice.first_roll")
        keep = parse_keep(action, state.throw)
        if keep and len(keep) == len(state.throw):
            raise IllegalAction("Leave at least one die to throw.", "dice.figures.keep_all")
        kept = tuple(state.throw[i] for i in keep)
        return state.evolve(
            pending=6 - len(kept),
            set_aside=kept,
            throw=(),
            throws_left=state.throws_left - 1,
            event={"type": "roll", "seat": state.seat, "kept": list(kept)},
        )

    def _write(self, state: DiceState, figure: Any) -> DiceState:
        if not isinstance(figure, str) or figure not in FIGURES:
            raise IllegalAction(
                f"Choose a figure: {', '.join(FIGURES)}.", "dice.figures.unknown_figure"
            )
        points = writable_figures(state).get(figure)
        if points is None:
            raise IllegalAction(
                f"Your dice do not form {figure}, or you have written it already.",
                "dice.figures.not_formed",
                figure=figure,
            )
        row = list(state.figures[state.seat])
        row[FIGURES.index(figure)] = points
        table = list(state.figures)
        table[state.seat] = tuple(row)
        state = state.evolve(figures=tuple(table))
        state = state.with_score(state.seat, state.scores[state.seat] + points)
        event = {"type": "write", "seat": state.seat, "figure": figure, "points": points}
        return self._finish(state, event)

    def _finish(self, state: DiceState, event: dict[str, Any]) -> DiceState:
        """End the turn; the throws not used become marks."""
        marks = list(state.marks)
        marks[state.seat] = state.throws_left
        state = state.evolve(marks=tuple(marks), throws_left=0)
        return self._end_turn(state, {**event, "marks": marks[state.seat]})

    def _on_throw(self, state: DiceState, dice: tuple[int, ...]) -> DiceState:
        throw = state.set_aside + dice
        event = {"type": "throw", "seat": state.seat, "dice": list(throw)}
        return state.evolve(pending=0, throw=throw, set_aside=(), event=event)

    def _extra_view(self, state: DiceState) -> dict[str, Any]:
        return {
            "marks": list(state.marks),
            "figures": [
                {f: (None if p == OPEN else p) for f, p in zip(FIGURES, row, strict=True)}
                for row in state.figures
            ],
            "writable": writable_figures(state),
        }

    def computer_action(self, state: DiceState, source: ChanceSource) -> Action:
        still_open = open_figures(state, state.seat)
        if not state.throw:
            if saves_marks(still_open, state.throws_left):
                return {"type": "end_turn"}
            return {"type": "roll"}
        faces = tuple(sorted(state.throw))
        figure = choose_figure(faces, still_open)
        if figure is not None:
            return {"type": "write", "figure": figure}
        if not state.throws_left:
            return {"type": "end_turn"}
        kept = choose_keep(faces, still_open)
        return {"type": "roll", "keep": indices_of(state.throw, kept)}
