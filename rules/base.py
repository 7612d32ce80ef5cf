"""The contract every game of rules/ follows, and the chance sources that feed it.

A game is a `GameRules` object (one per game id). Its state is an opaque value the game
(de)serialises to JSON itself. Actions are JSON objects (`{"type": "...", ...}`) so they can be
logged and replayed. Chance lives in the state machine as *chance nodes*: when a state waits on
dice or a shuffle, `chance_action(state, source)` draws them from the source and returns the
action that carries them; the caller applies it like any other action. Replaying the action log
therefore rebuilds any game exactly, and tests drive games with fixed dice.
"""

from __future__ import annotations

import random
import secrets
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol, TypeVar

import orjson

Action = dict[str, Any]
T = TypeVar("T")


class IllegalAction(Exception):
    """An action the rules forbid. `reason` is plain English for players; `key` and `params`
    let the bot show a translated message (catalog key, falls back to `reason`)."""

    def __init__(self, reason: str, key: str = "", **params: Any) -> None:
        super().__init__(reason)
        self.reason = reason
        self.key = key
        self.params = params


class ChanceSource(Protocol):
    """Where dice and shuffles come from: cryptographic in production, seeded in tests."""

    def randint(self, low: int, high: int) -> int: ...

    def dice(self, count: int, sides: int = 6) -> list[int]: ...

    def shuffle(self, items: Sequence[T]) -> list[T]: ...


class _RandomChance:
    def __init__(self, rng: random.Random) -> None:
        self._rng = rng

    def randint(self, low: int, high: int) -> int:
        return self._rng.randint(low, high)

    def dice(self, count: int, sides: int = 6) -> list[int]:
        # One call for all the dice: random playouts spend much of their time throwing.
        return self._rng.choices(range(1, sides + 1), k=count)

    def shuffle(self, items: Sequence[T]) -> list[T]:
        out = list(items)
        self._rng.shuffle(out)
        return out


class SeededChance(_RandomChance):
    """Reproducible chance for tests, benchmarks and computer-player simulations."""

    def __init__(self, seed: int | str | None = None) -> None:
        super().__init__(random.Random(seed))


class SystemChance(_RandomChance):
    """Production chance: the operating system's cryptographic generator."""

    def __init__(self) -> None:
        super().__init__(secrets.SystemRandom())


class FixedDice:
    """Chance that returns scripted dice in order (tests of worked examples).
    Shuffles are left unchanged; `randint` takes the next scripted value too."""

    def __init__(self, *throws: Sequence[int]) -> None:
        self._values = [v for throw in throws for v in throw]

    def randint(self, low: int, high: int) -> int:
        value = self._values.pop(0)
        if not low <= value <= high:
            raise ValueError(f"scripted value {value} outside {low}..{high}")
        return value

    def dice(self, count: int, sides: int = 6) -> list[int]:
        return [self.randint(1, sides) for _ in range(count)]

    def shuffle(self, items: Sequence[T]) -> list[T]:
        return list(items)


@dataclass(frozen=True)
class OptionSpec:
    """One game option a server may set when it starts a game (RULES.md names them)."""

    name: str
    default: int | bool | str
    minimum: int | None = None
    maximum: int | None = None
    choices: tuple[str, ...] = ()
    # Whether a lobby lists it: not one only the daily challenge sets (a dice game's turns).
    listed: bool = True
    # The values with which it acts only while one person plays (against computers, or
    # alone): a lobby of more people leaves it unlisted (a computer's level, hints on "auto").
    solo_values: tuple[str, ...] = ()

    def validate(self, value: Any) -> int | bool | str:
        """Return the value coerced to the option's type, or raise IllegalAction."""
        if isinstance(self.default, bool):
            if isinstance(value, bool):
                return value
            if str(value).lower() in ("1", "true", "yes", "on"):
                return True
            if str(value).lower() in ("0", "false", "no", "off"):
                return False
            raise IllegalAction(f"{self.name} must be on or off", "option.bool", name=self.name)
        if isinstance(self.default, int):
            try:
                number = int(value)
            except (TypeError, ValueError):
                raise IllegalAction(
                    f"{self.name} must be a whole number", "option.int", name=self.name
                ) from None
            if (self.minimum is not None and number < self.minimum) or (
                self.maximum is not None and number > self.maximum
            ):
                raise IllegalAction(
                    f"{self.name} must be between {self.minimum} and {self.maximum}",
                    "option.range",
                    name=self.name,
                    minimum=self.minimum,
                    maximum=self.maximum,
                )
            return number
        if str(value) not in self.choices:
            raise IllegalAction(
                f"{self.name} must be one of {', '.join(self.choices)}",
                "option.choice",
                name=self.name,
                choices=", ".join(self.choices),
            )
        return str(value)


def resolve_options(specs: Sequence[OptionSpec], given: dict[str, Any] | None) -> dict[str, Any]:
    """Defaults filled in, every given value validated; unknown names are refused."""
    given = dict(given or {})
    known = {spec.name: spec for spec in specs}
    for name in given:
        if name not in known:
            raise IllegalAction(f"unknown option {name}", "option.unknown", name=name)
    return {
        spec.name: spec.validate(given[spec.name]) if spec.name in given else spec.default
        for spec in specs
    }


def dataclass_json(state: Any) -> dict[str, Any]:
    """A dataclass state as JSON values (tuples as lists, all the way down), for `to_json`.
    orjson walks it in C: `dataclasses.asdict` and a pass over its copy took 60 µs of every
    move, this takes 3."""
    return orjson.loads(orjson.dumps(state))


PERFORMANCE = "performance"  # a seat's stats key of how well he played (backgammon: XG's PR)
# A seat's stats keys of its game's story (rules/story.py): the luck of its throws against the
# table's (so a table's sums to 0), and what its decisions gave up against perfect play.
LUCK, COST = "luck", "cost"


@dataclass(frozen=True)
class Result:
    """How a finished game ended, per seat (0-based seats).

    placings: 1 = first; tied seats share a placing. scores: the game's own points for the
    leaderboard (dice totals, backgammon points won, domino points, net tokens...).
    detail: anything else the boards show, and two keys the leaderboard reads:
    `stats`, one dict per seat of counters summed into the player's standing (a Yahtzee
    `generals` count, backgammon `gammons`…) except PERFORMANCE, how well the seat played
    this game, and LUCK and COST, its story's numbers, kept with his result; `match_length`,
    for a two-seat game played as a match, which then also moves the players' FIBS match
    rating.
    """

    placings: tuple[int, ...]
    scores: tuple[float, ...]
    detail: dict[str, Any] = field(default_factory=dict)

    @property
    def winners(self) -> tuple[int, ...]:
        return tuple(seat for seat, place in enumerate(self.placings) if place == 1)


class GameRules:
    """The base class of every game's rules (one object per game id): the contract the bot
    plays every game by, and the defaults of its optional hooks. All methods are pure: they
    never mutate their inputs.

    A game implements the contract's methods (those raising NotImplementedError here) and sets
    its attributes; it overrides a hook only where it does more than the default. A family
    describes its variants by class attributes saying what the rules do (a dice game `banks`,
    a domino game `has_stock`...), set on its own base class and overridden per game, so that
    the boards ask the rules what a game does rather than which game it is."""

    id: str
    family: str
    hidden_information: bool  # players hold what others may not see (domino hands)
    min_players: int
    max_players: int
    options: tuple[OptionSpec, ...] = ()
    # Its leaderboard ranks by average points ÷ average placing, as seed 000 ranks Figures
    # (else by rating).
    ranks_by_points_per_place: bool = False

    # --- the contract -------------------------------------------------------------------------

    def new_game(self, options: dict[str, Any], players: int) -> Any:
        """A fresh state; `options` are already resolved (see `resolve_options`). Refuses a
        number of players the game is not played by (`check_players`)."""
        raise NotImplementedError

    def chance_action(self, state: Any, source: ChanceSource) -> Action | None:
        """If the state waits on chance, the action carrying it (drawn from `source`)."""
        raise NotImplementedError

    def to_move(self, state: Any) -> int | None:
        """The seat whose decision it is; None at a chance node or when the game is over."""
        raise NotImplementedError

    def legal_actions(self, state: Any) -> list[Action]:
        """Every legal action of the seat to move (empty at chance nodes and at the end)."""
        raise NotImplementedError

    def apply(self, state: Any, action: Action) -> Any:
        """The next state; raises IllegalAction (input unchanged) for a forbidden action."""
        raise NotImplementedError

    def resign(self, state: Any, seat: int) -> Any:
        """The state after `seat` gives up (2 sides: the other wins; more: he drops out)."""
        raise NotImplementedError

    def is_over(self, state: Any) -> bool:
        raise NotImplementedError

    def result(self, state: Any) -> Result:
        raise NotImplementedError

    def view(self, state: Any, seat: int | None) -> dict[str, Any]:
        """JSON of what `seat` may see (None: the public board). Never another's hidden tiles."""
        raise NotImplementedError

    def computer_action(self, state: Any, source: ChanceSource) -> Action:
        """The computer player's choice for the seat to move (also used to skip absent players)."""
        raise NotImplementedError

    def to_json(self, state: Any) -> dict[str, Any]:
        raise NotImplementedError

    def from_json(self, data: dict[str, Any]) -> Any:
        raise NotImplementedError

    def chance_key(self, state: Any) -> tuple[int, int]:
        """Which throw of which turn the pending chance action is, both counted from 0: a
        daily challenge draws its dice by this key (rules/fairness.py), so that everyone meets
        the same dice at the same turn and throw whatever he held before. By default the game
        has one chance action, at its start."""
        return (0, 0)

    # --- players ------------------------------------------------------------------------------

    def player_counts(self) -> tuple[int, ...]:
        """Every number of players the game is played by (by default min_players..max_players;
        block: 2 or 4)."""
        return tuple(range(self.min_players, self.max_players + 1))

    def check_players(self, players: int) -> None:
        """Refuse a number of players the game is not played by: IllegalAction with the key
        f"{family}.player_count" (each family has that message) and the parameters game,
        counts, minimum and maximum (its message uses those it needs)."""
        counts = self.player_counts()
        if players in counts:
            return
        if len(counts) == 1:
            allowed = f"exactly {counts[0]}"
        elif counts == tuple(range(counts[0], counts[-1] + 1)):
            allowed = f"{counts[0]} to {counts[-1]}"
        else:
            allowed = " or ".join(map(str, counts))
        raise IllegalAction(
            f"{self.id} is for {allowed} players.",
            f"{self.family}.player_count",
            game=self.id,
            counts=counts,
            minimum=self.min_players,
            maximum=self.max_players,
        )

    # --- optional hooks (the defaults say the game has none of its own) -----------------------

    def check_options(self, options: dict[str, Any]) -> None:
        """Refuse resolved options that cannot go together (asked before a lobby opens, and by
        `new_game`); by default every combination is accepted."""

    def computer_name(self, options: dict[str, Any]) -> tuple[str, dict[str, Any]] | None:
        """The catalog key and arguments of the computer seats' name in a game with these
        options (backgammon: GNU Backgammon at its level); None: the bot's own ("🤖 Computer
        N")."""
        return None

    def simple_computer_action(self, state: Any, source: ChanceSource) -> Action:
        """The computer's choice without a native engine. A family whose computer the bot runs
        in its engine process (the bot's family declaration says which; backgammon: GNU
        Backgammon) offers here the one the bot plays when that process fails; by default
        `computer_action` itself."""
        return self.computer_action(state, source)

    def take_back(
        self,
        options: dict[str, Any],
        players: int,
        log: Sequence[tuple[int | None, str, Action]],
        seat: int,
    ) -> tuple[Any, int]:
        """In a practice game a player may take back his last decision: the state just before
        it, and how many of the log's last entries that undoes (its replies and throws);
        IllegalAction when he has none to take back. The bot logs it as a TAKE_BACK entry (see
        `effective_log`). By default a game has no take back."""
        raise IllegalAction("This game has no take back.", "take_back.rated")

    def log_stats(
        self, options: dict[str, Any], players: int, log: Sequence[tuple[int | None, str, Action]]
    ) -> list[dict[str, float]]:
        """Per-seat counters only the whole game tells (Yahtzee decision quality, backgammon
        error rates, the story's luck and cost), worked out when it ends and summed into the
        players' standings (but PERFORMANCE, LUCK and COST, see Result); `log` is every logged
        (seat, kind, action) in order, kind being play, chance, computer, skip or resign (the
        player decided only the play ones), or the bot's own: a TAKE_BACK (see
        `effective_log`), a tutor's note. By default an empty dict per seat: the result tells
        everything the game counts."""
        return [{} for _ in range(players)]


TAKE_BACK = "take_back"  # the log kind of a take back; its action's `undo` counts what it undid


def effective_log(log: Sequence[tuple[int | None, str, Action]]) -> list[tuple]:
    """The (seat, kind, action) log as the game stands: without its take backs, each of which
    undid the `undo` entries just before it (never an earlier take back)."""
    kept: list[tuple] = []
    for entry in log:
        if entry[1] == TAKE_BACK:
            del kept[len(kept) - entry[2]["undo"] :]
        else:
            kept.append(entry)
    return kept


def play_chance(game: GameRules, state: Any, source: ChanceSource) -> tuple[Any, list[Action]]:
    """Resolve every pending chance node; returns the new state and the chance actions applied."""
    applied: list[Action] = []
    while (action := game.chance_action(state, source)) is not None:
        state = game.apply(state, action)
        applied.append(action)
    return state, applied
