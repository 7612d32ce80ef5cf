"""What a family's board is (`Board`): it draws its own part of a game — its state, its picture,
its buttons (`BoardParts`) — says what a click on them means (a rules action, or `UiOnly`), and
what one seat alone may see (`Private`). The frame around it, the same for every family, is
bot/frame.py's."""

from __future__ import annotations

import asyncio
import json
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Generic, TypeVar

import discord

from bot.game import Snapshot
from bot.i18n import t
from bot.layout import Layout
from bot.models import LoggedAction
from rules.base import Action, Result, effective_log
from rules.daily import Decision
from rules.story import SeatStory, against_table

CLOSED = 0x747F8D  # a cancelled or expired game, or no one to move
RECENT_LINES = 6
REVIEWS_CACHED = 256  # finished games' reviews a board keeps (its newest end boards)
Review = TypeVar("Review")


@dataclass(frozen=True)
class UiOnly:
    """A click that changes only what the board shows (e.g. which dice are selected)."""

    arg: str


def story_record(snap: Snapshot, stories: list[SeatStory]) -> dict[str, Any]:
    """A finished game's story (rules/story.py) in its record: per seat its expectation, luck
    and cost (which add up to its score), and every priced step by its log entry (`seq`), for
    anyone to check the identity."""
    log = [(r.seat, r.kind, json.loads(r.action), r.seq) for r in snap.history or []]
    seqs = [entry[3] for entry in effective_log(log)]
    result = snap.rules.result(snap.state)
    seats = [
        {
            "seat": seat,
            "score": result.scores[seat],
            "expected": round(one.expected, 6),
            "luck": round(one.luck, 6),
            "cost": round(one.cost, 6),
            "luck_against_table": round(against_table(stories, seat), 6),
        }
        for seat, one in enumerate(stories)
    ]
    steps = [
        {"seq": seqs[index], "seat": seat, kind: round(value, 6)}
        for seat, one in enumerate(stories)
        for index, kind, value in one.steps
    ]
    return {
        "unit": "points",
        "exact": True,  # perfect play's exact values: score = expected + luck − cost
        "seats": seats,
        "steps": sorted(steps, key=lambda step: (step["seq"], step["seat"])),
    }


class EndReviews(Generic[Review]):
    """A finished game's review, worked out once from its whole log by `work` (pure, a few
    to some tens of ms: on a worker thread in `prepare`, never on the event loop) and kept
    for its end board's redraws, the newest REVIEWS_CACHED games'."""

    def __init__(self, work: Callable[[Snapshot], Review]) -> None:
        self._work = work
        self._kept: OrderedDict[int, Review] = OrderedDict()

    async def prepare(self, snap: Snapshot) -> None:
        if snap.history is not None and snap.game.id not in self._kept:
            self._keep(snap.game.id, await asyncio.to_thread(self._work, snap))

    def of(self, snap: Snapshot) -> Review:
        if snap.game.id in self._kept:
            return self._kept[snap.game.id]
        review = self._work(snap)  # drawn without `prepare` (a redraw)
        if snap.history is not None:  # (without its log, nothing to keep)
            self._keep(snap.game.id, review)
        return review

    def _keep(self, game_id: int, review: Any) -> None:
        self._kept[game_id] = review
        if len(self._kept) > REVIEWS_CACHED:
            self._kept.popitem(last=False)


@dataclass
class BoardParts:
    """A family's part of the board: its text under the picture (the dice, the prompt), titled
    sections (a scorecard, an analysis), the picture and the controls."""

    body: str = ""
    sections: list[tuple[str, str]] = field(default_factory=list)  # title, text
    items: list[discord.ui.Item] = field(default_factory=list)
    picture: discord.File | None = None


@dataclass(frozen=True)
class Origin:
    """Which private view a message shows: the game, the seat, the topic ("hand"), the
    language it is written in and the game's version it was drawn from."""

    game_id: int
    seat: int
    topic: str
    lang: str
    version: int


@dataclass
class Private(Layout):
    """What one seat alone sees (a hand, a hint), and buttons acting from it: a click there
    edits this message and then the public board. `origin` (set by the controller) says which
    game, seat and topic it shows, so that it can be redrawn when the game moves on."""

    origin: Origin | None = None
    # False: the view is final (a hint marked out of date): it is not redrawn any more.
    follows: bool = True


def outdated_hint(lang: str) -> Private:
    """What a hint message becomes once the game has moved on from the position it was for."""
    view = Private(t(lang, "board.hint_outdated"), CLOSED)
    view.follows = False
    return view


# `parts`' ui for a replay's step (`frame.still`): a board that lists its own last events
# lists only the one that led there.
STILL = "still"


class Board:
    """A family's drawing and click interpretation; subclasses override what they need."""

    # On/off or choice options the host may switch in the lobby (a button each).
    lobby_switches: tuple[str, ...] = ()
    recent_shown: int = RECENT_LINES  # how many of the last actions a live board lists
    # Whether the board's picture lists every player with his score (a scorecard): the frame
    # then leaves its own list of the players out.
    lists_players: bool = False
    # Its family's words for a daily attempt's costliest decision (bot.families.DailyFamily's
    # `decision_text`), given to the board by `Families.boards`; None: no daily challenge.
    daily_words: Callable[[Decision, str], str] | None = None
    # A decision's cost that is a small mistake, and a large one, in the story's unit
    # (a replay colours each decision by them), and what the colours mean (its Fluent key).
    cost_bands: tuple[float, float] = (1.0, 5.0)
    bands_text: str = "replay.bands"
    # The decimals a replay step's cost and luck are said with; None: whole points, and
    # hundredths below one.
    step_digits: int | None = None

    def recent_count(self, snap: Snapshot) -> int:
        """How many of the last actions the live board of `snap` lists."""
        return self.recent_shown

    def recent_at_end(self, snap: Snapshot) -> int:
        """How many the end board of `snap` lists (the game's last turns): none where the
        board itself shows how it ended (a domino table, a backgammon board)."""
        return 0

    def still_ui(self, state: Any, before: Any, better: Any) -> str:
        """`parts`' ui for a replay's step at `state` (`before`: the step before it, None at
        the start), whose decision had `better` as the best choice (None: it was, or not
        named): STILL, or the family's marks on it (backgammon's arrows)."""
        return STILL

    def better_text(self, better: Any, seat: int, lang: str) -> str:
        """The best choice beside a replay's decision that was not it (`Step.better`, as
        the family names it), in words; "": not said."""
        return ""

    def warm_up(self) -> None:
        """Draw now what the board keeps for the process's life (palettes, tiles), so that no
        click waits for it: called once at start, before the start-up heap is frozen."""

    async def prepare(self, snap: Snapshot) -> None:
        """Fetch what drawing needs beyond the snapshot (an engine's ranking of the moves, a
        finished game's review) before the synchronous `parts` runs; most boards need
        nothing."""

    def parts(self, snap: Snapshot, lang: str, ui: str) -> BoardParts:
        raise NotImplementedError

    def interpret(self, snap: Snapshot, seat: int, action: str, arg: str) -> Action | UiOnly:
        """The rules action (or UI-only change) a click means; raises GameError if none."""
        raise NotImplementedError

    def describe(self, snap: Snapshot, record: LoggedAction, lang: str) -> str | None:
        """One line for the 'last actions' list, or None to leave the action out."""
        return None

    def scores(self, snap: Snapshot, lang: str) -> list[str]:
        """A short score text per seat (shown beside the players' names)."""
        return [""] * len(snap.seats)

    def points(self, snap: Snapshot, value: float, lang: str) -> str:
        """A final score in words ("100 points"), beside the winner and each placing."""
        return t(lang, "board.points", points=value)

    def stories(self, snap: Snapshot) -> list[SeatStory] | None:
        """A finished game's story, seat by seat (rules/story.py: each throw's luck, each
        decision's cost), where the family tells one; None: it tells none."""
        return None

    def analysis(self, snap: Snapshot) -> dict[str, Any] | None:
        """What a finished game's record (/game record) carries of its story, as JSON: the
        luck and cost of every step (None: nothing beyond the actions)."""
        stories = self.stories(snap)
        return story_record(snap, stories) if stories else None

    def revealed_scores(self, snap: Snapshot, lang: str) -> list[str] | None:
        """Each seat's text beside its name on a finished game's replay, where nothing is
        secret any more (a domino player's hand): the list is then in small print, a line a
        seat. None: nothing was hidden (the list as `scores` has it)."""
        return None

    def placing_points(self, snap: Snapshot, value: float, lang: str) -> str:
        """A final score beside a placing: in words, unless the family says more on that line
        (a dice game's luck: its number alone, the unit being the winner's line's)."""
        return self.points(snap, value, lang)

    def ending_note(self, snap: Snapshot, lang: str) -> str:
        """What a finished game's board says under its placings, in their block: what follows
        the names, how the game ended (a domino game's)."""
        return ""

    def standing(self, snap: Snapshot, result: Result) -> tuple[int, ...]:
        """Each seat's place on the end board (its medal): its placing, unless the family
        ranks further (a domino player's pips left between equal scores)."""
        return result.placings

    def scored(self, snap: Snapshot, result: Result) -> tuple[bool, ...]:
        """Whether each seat has a result to show for: a score other than 0 (a seat without
        one, while others have one, gets no medal: `frame.mark`)."""
        return tuple(score != 0 for score in result.scores)

    def placing_note(self, snap: Snapshot, seat: int, lang: str) -> str:
        """What a finished game adds after a seat's placing (a domino player's tiles left)."""
        return ""

    async def private(self, snap: Snapshot, seat: int, lang: str, topic: str) -> Private | None:
        """What only `seat` may see: its hand (`topic` "hand") or a hint ("hint"); None when
        the game has no such view. May refuse with a GameError (a hint out of turn). Async:
        a hint may come from the engine process."""
        return None

    async def private_refresh(
        self, snap: Snapshot, seat: int, lang: str, topic: str
    ) -> Private | None:
        """The private view `topic` of `seat`, shown earlier, redrawn now that the game has
        changed (a hand with the new turn); None leaves the message as it is and stops
        following it. A hint, whatever the family, was for a position that is gone: it says
        so."""
        return outdated_hint(lang) if topic == "hint" else None

    async def private_retired(
        self, snap: Snapshot, seat: int, lang: str, topic: str
    ) -> Private | None:
        """The last edit of a private view that stops following the game (Discord lets it be
        edited for 15 minutes from the click that showed it): say so. None leaves it as it
        is (a hint is final in itself)."""
        return None

    def solo_over(self, snap: Snapshot, result: Result, lang: str) -> str:
        """The outcome of a finished one-player game (its score is points unless said here)."""
        return t(lang, "board.solo_over", score=result.scores[0])

    def lobby_value(self, snap: Snapshot, name: str, value: object) -> object | None:
        """What the lobby lists for option `name` set to `value`, for the seats as they are
        (beyond what its spec says: `OptionSpec.solo_values`): the value, what an "auto"
        comes to, or None (not listed: it means nothing at this table)."""
        return value

    def lobby_note(self, snap: Snapshot, lang: str) -> str:
        """A line under the lobby's seats (e.g. how the seats will form teams)."""
        return ""
