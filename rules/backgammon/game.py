"""The backgammon game as a `GameRules` object: what the contract asks (legal actions, views,
results, JSON, the computer player) on top of state.py and actions.py (RULES.md, seed 004)."""

from __future__ import annotations

import dataclasses
from typing import Any

from rules.backgammon import computer, engine, levels
from rules.backgammon.actions import apply_action, concede
from rules.backgammon.board import BAR, OFF, Position, pip_count
from rules.backgammon.notation import format_move, legal_notations, point_name
from rules.backgammon.state import (
    CUBE,
    MOVE,
    OPENING,
    OVER,
    RESIGN,
    RESIGN_LEVELS,
    ROLL,
    THROW,
    State,
    may_double,
    mover_position,
    single_move,
)
from rules.backgammon.steps import PartialStep, dice_left, is_complete, replay, step_options
from rules.base import (
    Action,
    ChanceSource,
    GameRules,
    IllegalAction,
    OptionSpec,
    Result,
    dataclass_json,
)


class Backgammon(GameRules):
    """rules.base.GameRules for `backgammon`."""

    id = "backgammon"
    family = "backgammon"
    hidden_information = False
    min_players = 2
    max_players = 2
    options = (
        OptionSpec("opening", "seed", choices=("seed", "standard")),
        OptionSpec("auto_doubles", 0, minimum=0, maximum=6),
        OptionSpec("scoring", "standard", choices=("standard", "checkers")),
        OptionSpec("match_to", 1, minimum=1, maximum=25),
        # For the board, not the rules: the coach's hints ("auto": only against the computer).
        OptionSpec("hints", "auto", choices=("auto", "on", "off"), solo_values=("auto",)),
        # The computer's strength (gnubg's presets, levels.py): only a computer seat uses it.
        OptionSpec(
            "level", levels.DEFAULT, choices=tuple(levels.LEVELS), solo_values=tuple(levels.LEVELS)
        ),
        # For the board, not the rules: the tutor ("auto": against a computer at Beginner,
        # Casual or Intermediate level).
        OptionSpec("coach", "auto", choices=("auto", "on", "off"), solo_values=("auto",)),
    )

    # --- the contract -------------------------------------------------------------------------

    def new_game(self, options: dict[str, Any], players: int) -> State:
        """A game or match from the start; with the `position` option (the daily challenge's,
        never a lobby's: no OptionSpec offers it), one player's one decision from that
        position: {"board": seat 0's side, as State.board, "dice": [a, b]}, seat 0 to move."""
        if single_move(options):
            return self._position(options, players)
        self.check_players(players)
        self.check_options(options)
        return State(options=dict(options))

    def _position(self, options: dict[str, Any], players: int) -> State:
        if players != 1:
            raise IllegalAction(
                "A position is played by one player.", "backgammon.position_players"
            )
        self.check_options(options)
        position = options["position"]
        return State(
            options=dict(options),
            phase=MOVE,
            board=tuple(position["board"]),
            dice=tuple(position["dice"]),
        )

    def check_options(self, options: dict[str, Any]) -> None:
        """Refuse what the options cannot be together (asked before a lobby opens, too)."""
        if options["auto_doubles"] and options["match_to"] > 1:
            raise IllegalAction(
                "Automatic doubles are for single games only: choose match_to 1 or auto_doubles 0.",
                "backgammon.auto_doubles_match",
            )

    def chance_action(self, state: State, source: ChanceSource) -> Action | None:
        if state.phase in (OPENING, THROW):
            return {"type": "throw", "dice": source.dice(2)}
        return None

    def to_move(self, state: State) -> int | None:
        if state.phase in (ROLL, MOVE):
            return state.turn
        if state.phase in (CUBE, RESIGN):
            return 1 - state.turn
        return None

    def legal_actions(self, state: State) -> list[Action]:
        """Whole moves while no step is taken; after a step: steps, undo and (when the steps
        make a whole move) confirm. `apply` also takes steps at any time of the move. On his
        turn the mover may also offer to resign (higher than an offer refused this turn)."""
        offers = [
            {"type": "offer", "level": level}
            for level in RESIGN_LEVELS
            if level > state.resign_refused and not single_move(state.options)
        ]
        if state.phase == ROLL:
            doubling = [{"type": "double"}] if may_double(state, state.turn) else []
            return [{"type": "roll"}, *doubling, *offers]
        if state.phase == CUBE:
            return [{"type": "take"}, {"type": "drop"}]
        if state.phase == RESIGN:
            return [{"type": "accept"}, {"type": "refuse"}]
        if state.phase != MOVE:
            return []
        position = mover_position(state)
        if not state.partial:
            moves = legal_notations(position, state.dice)
            return [*({"type": "move", "move": move} for move in moves), *offers]
        steps: list[Action] = [
            {"type": "step", "from": _point_out(start), "to": _point_out(target)}
            for start, target, _ in step_options(position, state.dice, state.partial)
        ]
        if is_complete(position, state.dice, state.partial):
            steps.append({"type": "confirm"})
        return [*steps, {"type": "undo"}]

    def apply(self, state: State, action: Action) -> State:
        return apply_action(state, action)

    def resign(self, state: State, seat: int) -> State:
        """`seat` gives up outright: the game scores what the board would score now (× cube),
        and in a match the match is conceded too."""
        if state.phase == OVER:
            raise IllegalAction("The game is already over.", "backgammon.over")
        if single_move(state.options):  # nobody wins: the position is left unplayed
            return dataclasses.replace(state, phase=OVER, dice=(), partial=())
        return concede(state, seat)

    def is_over(self, state: State) -> bool:
        return state.phase == OVER

    def result(self, state: State) -> Result:
        """placings by the match (or single game) winner, else by the score so far; scores:
        points won (in a match: match points); detail: each game's winner, points, kind
        (single, gammon, backgammon, checkers or drop), cube and whether it was resigned; the
        gammons and backgammons each seat won, and the match length, for the leaderboard.
        A position's one decision has no winner: its one seat is placed first, with no points
        (the daily challenge measures the move against the engine's ranking)."""
        if single_move(state.options):
            return Result(placings=(1,), scores=(0.0,), detail={"stats": [{}]})
        if state.winner is not None:
            placings = (1, 2) if state.winner == 0 else (2, 1)
        else:
            high = max(state.score)
            placings = tuple(1 if points == high else 2 for points in state.score)
        return Result(
            placings=placings,
            scores=tuple(float(points) for points in state.score),
            detail={
                "games": list(state.games),
                "match_to": state.options["match_to"],
                # A single game is a one-point match on FIBS's rating formula.
                "match_length": state.options["match_to"],
                "stats": [
                    {
                        kind + "s": sum(
                            g["winner"] == seat and g["kind"] == kind for g in state.games
                        )
                        for kind in ("gammon", "backgammon")
                    }
                    for seat in (0, 1)
                ],
            },
        )

    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        """Everything is public. `points[i]` is seat 0's point i + 1 (seat 1's point 24 - i),
        seat 0's checkers positive. Moves, steps and `movable` use the mover's own point
        numbers, like the notation. `resign` holds the level on offer and the one refused."""
        board = state.board
        view: dict[str, Any] = {
            "phase": state.phase,
            "turn": state.turn,
            "to_move": self.to_move(state),
            "points": list(board[1:25]),
            "bar": [board[BAR], board[26]],
            "off": [board[OFF], board[27]],
            "pips": list(pip_count(board)),
            "dice": list(state.dice),
            "cube": {
                "value": state.cube,
                "owner": state.cube_owner,
                "offered": state.phase == CUBE,
                "may_double": state.phase == ROLL and may_double(state, state.turn),
            },
            "resign": {"offer": state.resign_offer, "refused": state.resign_refused},
            "match": {
                "to": state.options["match_to"],
                "score": list(state.score),
                "crawford": state.crawford,
                "games": list(state.games),
                "winner": state.winner,
            },
            "opening_winner": state.opening_winner,
            "last_turn": state.last_turn,
        }
        if state.phase == MOVE:
            position = mover_position(state)
            view["dice_left"] = dice_left(state.dice, state.partial)
            view["moves"] = list(legal_notations(position, state.dice))
            view["partial"] = format_move(replay(position, state.partial)[1])
            view["movable"] = _movable(position, state.dice, state.partial)
            view["can_undo"] = bool(state.partial)
            view["can_confirm"] = is_complete(position, state.dice, state.partial)
        return view

    def computer_action(self, state: State, source: ChanceSource) -> Action:
        """GNU Backgammon's choices at the game's level (pubeval and rules of thumb without
        it; see engine.py). A noisy level draws its noise's seed from `source`, the
        computer's own chance, never the game's dice."""
        level = levels.of(state.options)
        noise = None
        if level.noise:
            noise = engine.Noise(level.noise, source.randint(0, engine.NOISE_SEEDS - 1))
        return _decide(state, engine.Computer(level, noise))

    def computer_name(self, options: dict[str, Any]) -> tuple[str, dict[str, Any]]:
        """GNU Backgammon at the game's level ("🤖 GNU Backgammon · World Class")."""
        return "backgammon.computer", {"level": levels.of(options).name}

    def simple_computer_action(self, state: State, source: ChanceSource) -> Action:
        """The computer without GNU Backgammon's engine: pubeval and rules of thumb."""
        return _decide(state, computer)

    def log_stats(self, options, players, log) -> list[dict[str, float]]:
        """Each seat's equity given up (× 1000) and decisions, as GNU Backgammon judges them
        (nothing without the engine): their ratio is the error rate; and the same as XG's PR
        counts them, with his PR of the game or match (record.stats). A position's one
        decision counts nothing: the daily challenge has its own measure."""
        if single_move(options):
            return [{} for _ in range(players)]
        from rules.backgammon import record  # the record replays games of these rules

        return record.stats(record.replay(options, log))

    def take_back(self, options, players, log, seat) -> tuple[State, int]:
        """`seat`'s last decision undone (see take_back.py): the state before it, and how
        many of the log's last entries that undoes."""
        from rules.backgammon import take_back  # it replays games of these rules

        return take_back.take_back(options, log, seat)

    def to_json(self, state: State) -> dict[str, Any]:
        return dataclass_json(state)

    def from_json(self, data: dict[str, Any]) -> State:
        return State(
            **{
                **data,
                "board": tuple(data["board"]),
                "dice": tuple(data["dice"]),
                "partial": tuple(tuple(step) for step in data["partial"]),
                "score": tuple(data["score"]),
                "games": tuple(data["games"]),
            }
        )


def _decide(state: State, player: Any) -> Action:
    """The computer's action by `player`: the engine's Computer at a level or the fallback
    computer module, which both offer best_move, cube_advice and accepts_resignation."""
    if state.phase == ROLL:
        double = may_double(state, state.turn) and player.cube_advice(state).double
        return {"type": "double" if double else "roll"}
    if state.phase == CUBE:
        return {"type": "take" if player.cube_advice(state).take else "drop"}
    if state.phase == RESIGN:
        return {"type": "accept" if player.accepts_resignation(state) else "refuse"}
    if state.phase == MOVE:
        return {"type": "move", "move": format_move(player.best_move(state))}
    raise IllegalAction("Nobody is to decide now.", "backgammon.not_your_turn")


def _point_out(point: int) -> int | str:
    return point_name(point) if point in (BAR, OFF) else point


def _movable(
    position: Position, dice: tuple[int, ...], partial: tuple[PartialStep, ...]
) -> list[dict[str, Any]]:
    """For the stepwise UI: each checker that can move now and where it can go."""
    targets: dict[int, list[int | str]] = {}
    for start, target, _ in step_options(position, dice, partial):
        targets.setdefault(start, []).append(_point_out(target))
    return [{"from": _point_out(start), "to": to} for start, to in targets.items()]


BACKGAMMON = Backgammon()
