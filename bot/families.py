"""A family of games, declared once: its games' rules, its board, its slash commands, its
leaderboard figures and its powers (computer seats at a human pace, a native engine in a
process of its own, practice games and a tutor). Each family declares itself in its cog package
(`cogs/<family>/__init__.py`, `FAMILY`); `python -m bot` gives the bot the families of
`cogs.FAMILIES`, and the session service, the controller, the leaderboards and the client ask
them (`Families`) — nothing else names a family."""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from datetime import date
from typing import TYPE_CHECKING, Any, Protocol

from bot.game import Snapshot
from bot.models import LoggedAction
from rules.base import Action, GameRules
from rules.daily import Challenge, DailyRules, Decision

if TYPE_CHECKING:
    from discord.ext import commands

    from bot.board import Board
    from bot.client import TableBot


class Engine(Protocol):
    """A family's native engine, run in a process of its own (bot/engine_process.py): what the
    bot asks of every such engine. A family's board and tutor may ask it more."""

    async def start(self) -> None:
        """Start and warm up its process (else the first request does)."""

    async def close(self) -> None: ...

    async def computer_action(self, rules: GameRules, state: Any, seed: int) -> Action:
        """The computer's decision (`seed` feeds whatever it draws by chance); raises
        EngineUnavailable when the process failed: the rules' `simple_computer_action` then
        decides."""

    async def log_stats(self, game_id: int, options: dict[str, Any], log: list) -> list[dict]:
        """The rules' `log_stats` of a finished game, worked out in the engine's process."""


History = Callable[[int], Awaitable[list[LoggedAction]]]  # a game's whole action log, by id


@dataclass(frozen=True)
class BoardTools:
    """What a family's board may use besides the snapshot it draws: its family's engine, and
    the whole action log of a game (a match's earlier games, say)."""

    engine: Engine | None
    history: History


Tutor = Callable[[Any, Snapshot, int, Action], Awaitable[Action | None]]


@dataclass(frozen=True)
class DailyFamily:
    """A family's daily challenge (bot/daily/challenges.py): its rules' side (the day's game, the
    comparison with perfect play; its board words the costliest decision). `make`, if given,
    makes the day's challenge with the family's engine (backgammon's position of the day)
    instead of the rules' `challenge`."""

    rules: DailyRules
    decision_text: Callable[[Decision, str], str]
    make: Callable[[Any, date, bytes], Awaitable[Challenge]] | None = None


def _never(snap: Snapshot) -> bool:
    return False


@dataclass(frozen=True)
class Family:
    """One family of games, as the bot knows it."""

    # Its name: its games' `family`, its Fluent file (bot/locales/<language>/<name>.ftl) and its
    # slash command group (/<name> in English).
    name: str
    games: tuple[GameRules, ...]
    board: Callable[[BoardTools], Board]  # draws its games and says what their clicks mean
    commands: Callable[[TableBot], commands.Cog]  # its slash commands (/<name> play, …)
    # The leaderboard's figures its rows show besides rating, wins and points (FIGURES' names).
    figures: tuple[str, ...] = ()
    # Computer seats play one decision at a time, each shown on the board, at a human pace.
    paced: bool = False
    # Its native engine, made once per bot: computer moves and end-of-game analysis are asked
    # of it (they fall back to the rules' `simple_computer_action` when its process fails).
    engine: Callable[[], Engine] | None = None
    # Whether a game is practice (a tutor or hints help its players): its result counts apart
    # and moves no rating, and a player may take back his last decision.
    practice: Callable[[Snapshot], bool] = _never
    # The tutor's word on a person's decision in the saved game (None: nothing to say), logged
    # with it; asked with the family's engine.
    tutor: Tutor | None = None
    # Its daily challenge, if it has one.
    daily: DailyFamily | None = None
    # The decimals its games' stories (rules/story.py: luck and decisions) are said with over
    # a member's games (/stats), in its unit; None: its games tell none.
    story_digits: int | None = None


class Families:
    """The families a bot plays, by name and by game, each with its engine (one per family that
    has one, started and closed with the bot)."""

    def __init__(self, declared: Sequence[Family] = ()) -> None:
        self._by_name = {family.name: family for family in declared}
        self._by_game = {rules.id: family for family in declared for rules in family.games}
        self._engines = {
            family.name: family.engine() for family in declared if family.engine is not None
        }

    def __iter__(self) -> Iterator[Family]:
        return iter(self._by_name.values())

    def __getitem__(self, name: str) -> Family:
        return self._by_name[name]

    def of_game(self, game_id: str) -> Family:
        return self._by_game[game_id]

    def games(self) -> Iterable[GameRules]:
        return (rules for family in self for rules in family.games)

    def engine(self, name: str) -> Engine | None:
        return self._engines.get(name)

    def daily(self) -> dict[str, DailyFamily]:
        """The families with a daily challenge, by name, in the order declared."""
        return {family.name: family.daily for family in self if family.daily is not None}

    def paced(self, name: str) -> bool:
        family = self._by_name.get(name)
        return family is not None and family.paced

    def story_digits(self, name: str) -> int | None:
        family = self._by_name.get(name)
        return None if family is None else family.story_digits

    def practice(self, snap: Snapshot) -> bool:
        family = self._by_name.get(snap.game.family)
        return family is not None and family.practice(snap)

    async def tutor(self, snap: Snapshot, seat: int, action: Action) -> Action | None:
        family = self._by_name.get(snap.game.family)
        if family is None or family.tutor is None:
            return None
        return await family.tutor(self.engine(family.name), snap, seat, action)

    def boards(self, history: History) -> dict[str, Board]:
        """Each family's board, made with its tools (and its daily challenge's words)."""
        boards = {}
        for family in self:
            board = boards[family.name] = family.board(
                BoardTools(self.engine(family.name), history)
            )
            if family.daily is not None:
                board.daily_words = family.daily.decision_text
        return boards

    async def start(self) -> None:
        for engine in self._engines.values():
            await engine.start()

    async def close(self) -> None:
        for engine in self._engines.values():
            await engine.close()
