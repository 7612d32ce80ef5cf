"""What the five dice games share: seats and turns, throws as chance nodes, resigning, placings,
JSON and the public view. Each game subclasses `DiceGame` and supplies its player actions."""

from __future__ import annotations

from copy import deepcopy
from typing import Any

from rules.base import Action, ChanceSource, GameRules, IllegalAction, OptionSpec, Result
from rules.dice.state import DiceState, state_from_json, state_to_json

_FACES = frozenset(range(1, 7))
# After this many turns of each player the game ends, placed by score (0: no limit); the daily
# challenge plays a fixed number of turns.
TURNS_OPTION = OptionSpec("turns", 0, minimum=0, maximum=100, listed=False)
_INDICES = [frozenset(range(n)) for n in range(7)]


def parse_keep(action: Action, throw: tuple[int, ...]) -> tuple[int, ...]:
    """The distinct dice indices of `action["keep"]` (missing = none), sorted."""
    keep = action.get("keep", [])
    if (
        type(keep) is not list
        or any(type(i) is not int for i in keep)  # bools and floats are refused too
        or not _INDICES[len(throw)].issuperset(keep)
        or len(set(keep)) != len(keep)
    ):
        raise IllegalAction(
            f"Choose dice by their positions 0..{len(throw) - 1}, each at most once.",
            "dice.bad_selection",
        )
    return tuple(sorted(keep))


def indices_of(throw: tuple[int, ...], faces: tuple[int, ...]) -> list[int]:
    """The first positions in `throw` holding the multiset `faces` (the canonical selection)."""
    wanted = [0] * 7
    for face in faces:
        wanted[face] += 1
    indices = []
    for index, face in enumerate(throw):
        if wanted[face]:
            wanted[face] -= 1
            indices.append(index)
    return indices


class DiceGame(GameRules):
    """Base of the dice games. Subclasses set `id`, `options` and `actions` and what the game
    does (the variant's properties below), implement `_legal`, `_decide` (a player's action),
    `_on_throw` (a chance throw) and either `winning_score` or `_game_ends`, and may extend
    `_setup`, `_start_turn`, `_rank_key`, `_bank_allowed`, `_throw_ends_turn` and
    `_extra_view`."""

    id: str
    family = "dice"
    hidden_information = False
    min_players = 1
    max_players = 8
    options: tuple[OptionSpec, ...] = ()
    actions: tuple[str, ...] = ()  # player action types of this game
    turn_enders: tuple[str, ...] = ()  # those that always end the turn
    finisher_wins = True  # the seat whose turn ends the game is placed first (not forbidden)

    # --- what the game does (the variant's properties; the boards ask these) ---------------
    selects_dice = False  # the player picks dice of a throw by position (to set aside or keep)
    banks = False  # a turn's points are at risk until the player banks them (or busts)
    writes_figures = False  # each player fills a card of figures, a turn's dice into one
    forbids_faces = False  # two faces drawn before the first turn score nothing all game
    single_turn = False  # each player has one turn a game: its points are his score

    # --- the GameRules contract -----------------------------------------------------------

    def new_game(self, options: dict[str, Any], players: int) -> DiceState:
        self.check_players(players)
        state = DiceState(
            game=self.id,
            options=dict(options),
            players=players,
            scores=(0,) * players,
            turns=(0,) * players,
            thrown_turns=(0,) * players,
        )
        return self._start_turn(self._setup(state), 0)

    def chance_action(self, state: DiceState, source: ChanceSource) -> Action | None:
        if state.over or not state.pending:
            return None
        return {"type": "throw", "dice": source.dice(state.pending)}

    def chance_key(self, state: DiceState) -> tuple[int, int]:
        """(turns in which the seat to move threw dice, throws made so far in this turn): a
        turn ended without a throw (figures) draws no dice, so the keys run without a gap."""
        thrown = state.thrown_turns or state.turns  # a state saved before the count
        return (thrown[state.seat], state.throws)

    def to_move(self, state: DiceState) -> int | None:
        return None if state.over or state.pending else state.seat

    def legal_actions(self, state: DiceState) -> list[Action]:
        return [] if self.to_move(state) is None else self._legal(state)

    def apply(self, state: DiceState, action: Action) -> DiceState:
        if state.over:
            raise IllegalAction("The game is over.", "dice.game_over")
        kind = action.get("type") if isinstance(action, dict) else None
        if state.pending:
            if kind != "throw":
                raise IllegalAction("The dice are being thrown; wait for them.", "dice.wait_throw")
            dice = self._thrown_dice(state, action)
            return self._on_throw(state.evolve(throws=state.throws + 1), dice)
        if kind not in self.actions:
            raise IllegalAction(
                f"Choose one of: {', '.join(self.actions)}.",
                "dice.unknown_action",
                actions=", ".join(self.actions),
            )
        return self._decide(state, action)

    def resign(self, state: DiceState, seat: int) -> DiceState:
        if state.over or seat not in state.active_seats():
            raise IllegalAction("That seat is not playing in this game.", "dice.not_playing")
        state = state.evolve(
            resigned=(*state.resigned, seat), event={"type": "resign", "seat": seat}
        )
        active = state.active_seats()
        if not active or (state.players > 1 and len(active) == 1):
            return state.evolve(over=True, pending=0)
        if seat == state.seat:
            state = self._pass_turn(state)
        return state.evolve(over=self._game_ends(state) or self._turns_played(state))

    def is_over(self, state: DiceState) -> bool:
        return state.over

    def result(self, state: DiceState) -> Result:
        """Placings (ties share) and scores; before the end, the standings so far."""
        active = state.active_seats()
        if state.players > 1 and len(active) == 1:
            keys = {active[0]: (1,)}
        else:
            keys = {seat: self._rank_key(state, seat) for seat in active}
        placings = [0] * state.players
        for seat, key in keys.items():
            placings[seat] = 1 + sum(other > key for other in keys.values())
        for worse, seat in enumerate(reversed(state.resigned)):
            placings[seat] = len(active) + 1 + worse
        return Result(tuple(placings), tuple(float(score) for score in state.scores))

    def log_stats(self, options, players, log) -> list[dict[str, float]]:
        """Each seat's luck and (a banking game's) decisions' cost, where the game's story is
        told (rules/dice/story.py)."""
        from rules.dice import story  # the story replays games of these rules
        from rules.story import seat_figures

        if not story.told(self.id):
            return super().log_stats(options, players, log)
        return seat_figures(story.story(self, options, players, log), self.banks)

    def view(self, state: DiceState, seat: int | None) -> dict[str, Any]:
        """The public board (dice games hide nothing, so `seat` does not matter)."""
        return {
            "game": state.game,
            "to_move": self.to_move(state),
            "seat": state.seat,
            "scores": list(state.scores),
            "turn_total": state.turn_total,
            "dice_left": state.dice_left,
            "throw": list(state.throw),
            "set_aside": list(state.set_aside),
            "throws_left": state.throws_left,
            "bank_allowed": self._bank_allowed(state),
            "event": deepcopy(state.event),
            "winners": list(self.result(state).winners) if state.over else [],
            "resigned": list(state.resigned),
            **self._extra_view(state),
        }

    def ends_turn(self, state: DiceState, action: Action) -> bool:
        """Whether `action`, logged in a seat's turn (a decision, or a throw it brought), ends
        that turn whatever came before it: how a history tells one turn from the next. `state`
        is any state of the game (forbidden: it gives the forbidden faces)."""
        if action["type"] == "throw":
            return self._throw_ends_turn(state, tuple(action["dice"]))
        return action["type"] in self.turn_enders

    def replay_turn(
        self, state: DiceState, seat: int, actions: list[Action]
    ) -> list[dict[str, Any] | None]:
        """The event after each action of one whole turn of `seat` (his decisions and the
        throws they brought, in order), replayed from a fresh start of that turn: what a
        history tells of it. `state` is any state of the game, for its options and forbidden
        faces. Running totals in the events (`score`, `marks`) count from that fresh start:
        the turn alone does not know more."""
        start = self.new_game(state.options, state.players).evolve(forbidden=state.forbidden)
        # figures: as many throws as the turn made (its carried marks are not known here)
        throws = sum(action["type"] == "roll" for action in actions)
        turn = self._start_turn(start, seat).evolve(throws_left=throws)
        events = []
        for action in actions:
            turn = self.apply(turn, action)
            events.append(turn.event)
        return events

    def to_json(self, state: DiceState) -> dict[str, Any]:
        return state_to_json(state)

    def from_json(self, data: dict[str, Any]) -> DiceState:
        return state_from_json(data)

    # --- turns ----------------------------------------------------------------------------

    def _end_turn(self, state: DiceState, event: dict[str, Any]) -> DiceState:
        """Count the turn of the seat to move; the game ends or the next active seat plays."""
        turns, thrown = list(state.turns), list(state.thrown_turns or state.turns)
        turns[state.seat] += 1
        thrown[state.seat] += int(state.throws > 0)
        state = state.evolve(turns=tuple(turns), thrown_turns=tuple(thrown), event=event, pending=0)
        if self._game_ends(state):
            return state.evolve(over=True, finisher=state.seat if self.finisher_wins else None)
        if self._turns_played(state):
            return state.evolve(over=True)  # placed by score alone
        return self._pass_turn(state)

    def _turns_played(self, state: DiceState) -> bool:
        """Whether every active seat has played the game's `turns` (0 or none: no limit)."""
        limit = state.options.get("turns", 0)
        return bool(limit) and all(state.turns[seat] >= limit for seat in state.active_seats())

    def _pass_turn(self, state: DiceState) -> DiceState:
        active = state.active_seats()
        following = [seat for seat in active if seat > state.seat] or active
        return self._start_turn(state, following[0])

    def _start_turn(self, state: DiceState, seat: int) -> DiceState:
        return state.evolve(
            seat=seat,
            pending=0,
            throws=0,
            throw=(),
            set_aside=(),
            turn_total=0,
            dice_left=6,
            must_confirm=False,
        )

    def _thrown_dice(self, state: DiceState, action: Action) -> tuple[int, ...]:
        dice = action.get("dice")
        if (
            type(dice) is not list
            or len(dice) != state.pending
            or any(type(d) is not int for d in dice)  # bools and floats are refused too
            or not _FACES.issuperset(dice)
        ):
            raise IllegalAction(
                f"A throw must carry {state.pending} dice with faces 1..6.",
                "dice.bad_throw",
                count=state.pending,
            )
        return tuple(dice)

    # --- per game -------------------------------------------------------------------------

    def _setup(self, state: DiceState) -> DiceState:
        """The game's own fields of a new game."""
        return state

    def _legal(self, state: DiceState) -> list[Action]:
        raise NotImplementedError

    def _decide(self, state: DiceState, action: Action) -> DiceState:
        raise NotImplementedError

    def _on_throw(self, state: DiceState, dice: tuple[int, ...]) -> DiceState:
        raise NotImplementedError

    def _game_ends(self, state: DiceState) -> bool:
        """Whether the turn just ended ends the game: by default, its player reached the
        winning score (games without one decide otherwise)."""
        target = self.winning_score(state)
        if target is None:
            raise NotImplementedError
        return state.scores[state.seat] >= target

    def winning_score(self, state: DiceState) -> int | None:
        """The score whose reaching ends the game, in a game that has one."""
        return None

    def _throw_ends_turn(self, state: DiceState, dice: tuple[int, ...]) -> bool:
        """Whether these dice end the turn they are thrown in, whatever came before."""
        return False

    def _rank_key(self, state: DiceState, seat: int) -> tuple[int, ...]:
        """Higher is better; equal keys share a placing."""
        return (int(seat == state.finisher), state.scores[seat])

    def _bank_allowed(self, state: DiceState) -> bool:
        return False

    def _extra_view(self, state: DiceState) -> dict[str, Any]:
        return {}
