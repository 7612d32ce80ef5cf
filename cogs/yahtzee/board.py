"""The Yahtzee family's board: the five dice, a hold toggle per die (UI state in the buttons'
custom_ids, as on the dice boards), the Throw button, a "Write into…" select of the legal boxes,
every player's scorecard (a picture), each finished turn in one line, and after the game every
player's decision quality."""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from typing import NamedTuple

import discord

from bot import emojis
from bot.board import STILL, Board, BoardParts, EndReviews, Private, UiOnly
from bot.game import GameError, Snapshot
from bot.i18n import decimal, t
from bot.layout import section
from bot.models import LoggedAction
from bot.ui import GameButton, GameSelect
from cogs.dice.turns import TURN_KINDS, die_toggles, digits, indices, parse_mask, turn_actions
from cogs.yahtzee.card import EMPTY, card_rows
from cogs.yahtzee.card_picture import card_picture, layout, palette
from rules.base import Action
from rules.story import SeatStory, against_table
from rules.yahtzee.dice import DICE, THROWS_PER_TURN, roll_index
from rules.yahtzee.review import SeatReview, review
from rules.yahtzee.scorecard import UPPER
from rules.yahtzee.story import story
from rules.yahtzee.strategy import hint

HINT_ALTERNATIVES = 3
HINT_COLOUR = 0xF0B232
SIDE_BY_SIDE = 4  # the most players whose card's two parts stand side by side


@cache  # a handful of names, asked for on every board
def box_name(game: str, box: str, lang: str) -> str:
    key = f"yahtzee.box.{box}" if box in UPPER else f"yahtzee.box.{game}.{box}"
    return t(lang, key)


def points_text(score: int, bonus: int) -> str:
    """A write's points: "30", or "30 (+10)" with its bonuses."""
    return f"{score} (+{bonus})" if bonus else str(score)


def hints_on(snap: Snapshot) -> bool:
    """The hints option: "auto" means on while only one person plays (computers aside)."""
    setting = json.loads(snap.game.options).get("hints", "auto")
    humans = sum(not seat.computer for seat in snap.seats)
    return setting == "on" or (setting == "auto" and humans == 1)


def action_words(snap: Snapshot, dice, action: Action, lang: str, points: str = "") -> str:
    """An action as an infinitive phrase ("hold 6 6 and throw", "write Chance 22");
    a write's `points` default to what it pays now."""
    if action["type"] == "write":
        if not points:
            paid = snap.rules.preview(snap.state)[action["box"]]
            points = points_text(paid["score"], paid["five_bonus"] + paid["throw_bonus"])
        box = box_name(snap.game.game, action["box"], lang)
        return t(lang, "yahtzee.act.write", box=box, points=points)
    hold = action.get("hold")
    if hold is None:
        return t(lang, "yahtzee.act.first")
    if not hold:
        return t(lang, "yahtzee.act.reroll")
    return t(lang, "yahtzee.act.hold", dice=digits(sorted(dice[i] for i in hold)))


@dataclass(frozen=True)
class Turn:
    """One finished turn rebuilt from the log: whose, the dice written and the box."""

    seat: int
    dice: list[int]
    box: str


class Reviewed(NamedTuple):
    """A finished game's review: each seat's decision quality and its story (luck, cost)."""

    quality: list[SeatReview]
    stories: list[SeatStory]


class YahtzeeBoard(Board):
    lobby_switches = ("hints",)
    lists_players = True  # the card: every player's name in his colour, and his total
    recent_shown = 1  # the last turn: the card shows what the others wrote before

    def __init__(self) -> None:
        self._reviews = EndReviews(self._review)

    def warm_up(self) -> None:
        palette()

    def recent_count(self, snap: Snapshot) -> int:
        """The last turn, while the card's parts stand side by side: one under the other (five
        players and more) they take its room on a phone's screen."""
        return self.recent_shown if len(snap.seats) <= SIDE_BY_SIDE else 0

    # ------------------------------------------------------------------ clicks
    def interpret(self, snap: Snapshot, seat: int, action: str, arg: str) -> Action | UiOnly:
        if action == "hold":
            return UiOnly(str(parse_mask(arg) & (1 << DICE) - 1))
        if action == "roll":
            if not snap.state.throws:
                return {"type": "roll"}
            return {"type": "roll", "hold": indices(parse_mask(arg))}
        if action == "write":
            return {"type": "write", "box": arg}
        raise GameError("rules.illegal")

    # ------------------------------------------------------------------ drawing
    def parts(self, snap: Snapshot, lang: str, ui: str) -> BoardParts:
        state, game = snap.state, snap.game
        live = game.status == "active" and snap.to_move is not None
        mask = parse_mask(ui) if live and 0 < state.throws < THROWS_PER_TURN else 0
        lines = []
        if live:
            if state.throws == THROWS_PER_TURN:  # before, the hold toggles show the dice
                lines.append("# " + emojis.dice(state.dice, mask))
            elif not state.throws:  # the round is on the card, the throw on its button
                lines.append(t(lang, "yahtzee.start_turn"))
        shares = lucks = None
        view = snap.rules.view(state, None)
        if game.status == "finished" and snap.history is not None:
            people = self._people(snap)
            if len(people) > 1:  # their shares a row of the card, what it says under it
                shares = self._shares(snap, people)
            elif ui != STILL:  # (a replay's step prices each decision itself)
                lines.extend(self._quality(snap, people, lang))
            lucks = self._lucks(snap, lang)
        card = card_rows(snap, view, lang, box_name, shares, lucks)
        if not layout(card).signed:  # else the card's legend of signs says them
            if shares:
                lines.append(t(lang, "yahtzee.quality_row"))
            if lucks:
                alone = str(len(snap.seats) == 1).lower()
                lines.append(t(lang, "yahtzee.luck_row", alone=alone))
        parts = BoardParts(body="\n".join(lines))
        parts.picture = card_picture(card, lang)
        if live:
            parts.items = self._buttons(snap, lang, mask, view["preview"])
        return parts

    def _buttons(
        self, snap: Snapshot, lang: str, mask: int, preview: dict[str, dict[str, int]]
    ) -> list[discord.ui.Item]:
        state, game = snap.state, snap.game
        gid, version = game.id, game.version
        items: list[discord.ui.Item] = []
        if 0 < state.throws < THROWS_PER_TURN:
            items.extend(die_toggles(game, "hold", state.dice, mask, per_row=DICE))
        if state.throws < THROWS_PER_TURN:  # then only writing is left: the select
            items.append(
                GameButton(
                    gid,
                    version,
                    "roll",
                    str(mask) if state.throws else "",
                    label=t(lang, "yahtzee.throw", n=state.throws + 1),
                    emoji="🎲",
                    style=discord.ButtonStyle.success,
                    row=1,
                )
            )
        if hints_on(snap) and state.throws:  # before the first, the only advice is to throw
            items.append(
                GameButton(gid, version, "hint", label=t(lang, "yahtzee.hint"), emoji="💡", row=1)
            )
        if state.throws:
            items.append(
                GameSelect(
                    gid,
                    version,
                    "write",
                    self._write_options(snap, preview, lang),
                    placeholder=t(lang, "yahtzee.write"),
                    row=2,
                )
            )
        return items

    def _write_options(
        self, snap: Snapshot, preview: dict[str, dict[str, int]], lang: str
    ) -> list[discord.SelectOption]:
        """One option per box the dice may go into (the rules' `preview`), its points, and in
        words any joker or bonus that applies."""
        variant = snap.rules.variant
        roll = roll_index(snap.state.dice)
        options = []
        for box, paid in preview.items():
            index = variant.box_index[box]
            notes = []
            if paid["score"] == 0:
                notes.append(t(lang, "yahtzee.option.zero"))
            elif paid["score"] != variant.base[index, roll]:
                notes.append(t(lang, "yahtzee.option.joker"))
            if paid["five_bonus"]:
                five = box_name(snap.game.game, variant.five_box, lang)
                notes.append(
                    t(lang, "yahtzee.option.five_bonus", points=paid["five_bonus"], box=five)
                )
            if paid["throw_bonus"]:
                notes.append(t(lang, "yahtzee.option.throw_bonus", points=paid["throw_bonus"]))
            bonus = paid["five_bonus"] + paid["throw_bonus"]
            label = f"{box_name(snap.game.game, box, lang)} — {paid['score']}"
            options.append(
                discord.SelectOption(
                    label=label + (f" +{bonus}" if bonus else ""),
                    value=box,
                    description=" · ".join(notes)[:100] or None,
                )
            )
        return options

    async def private(self, snap: Snapshot, seat: int, lang: str, topic: str) -> Private | None:
        if topic != "hint":
            return None
        if not hints_on(snap):
            raise GameError("yahtzee.hint.off")
        if snap.to_move != seat:
            raise GameError("yahtzee.hint.not_yours")
        state = snap.state
        options = hint(snap.rules.variant, state)
        best, others = options[0], options[1 : 1 + HINT_ALTERNATIVES]
        round_ = state.cards[seat].filled + 1
        advice = t(
            lang,
            "yahtzee.hint.best",
            action=action_words(snap, state.dice, best["action"], lang),
            expected=round(best["expected"], 1),
        )
        if state.throws:
            advice = f"{emojis.dice(state.dice)}\n{advice}"
        alternatives = "\n".join(
            t(
                lang,
                "yahtzee.hint.other",
                action=action_words(snap, state.dice, other["action"], lang),
                expected=round(other["expected"], 1),
                loss=round(other["loss"], 1),
            )
            for other in others
        )
        if state.throws < THROWS_PER_TURN:
            title = t(lang, "yahtzee.hint.title", round=round_, throw=state.throws + 1)
        else:  # the dice are final: what to write
            title = t(lang, "yahtzee.hint.title_last", round=round_)
        return Private(
            f"### {title}",
            HINT_COLOUR,
            blocks=[advice, alternatives and section(t(lang, "yahtzee.hint.others"), alternatives)],
        )

    # ------------------------------------------------------------------ history
    def describe(self, snap: Snapshot, record: LoggedAction, lang: str) -> str | None:
        """A finished turn in one line, on its write: "Ann: 3 3 5 5 5 → Full house 25", the
        dice written (the turn's earlier throws and holds would wrap it on a phone)."""
        if '"write"' not in record.action:  # cheaper than decoding every record
            return None
        turn = self._turn(snap.recent, record)
        card = snap.state.cards[turn.seat]
        index = snap.rules.variant.box_index[turn.box]
        bonus = card.five_bonus[index] + card.throw_bonus[index]
        points = points_text(card.scores[index], bonus)
        written = f"{box_name(snap.game.game, turn.box, lang)} {points}"
        return f"{snap.player_name(turn.seat, lang)}: {digits(turn.dice)} → {written}"

    @staticmethod
    def _turn(log: list[LoggedAction], record: LoggedAction) -> Turn:
        """The turn a write record ends, rebuilt from the records before it."""
        actions = turn_actions(log, record, lambda action: action["type"] == "write") or []
        dice: list[int] = []
        hold: list[int] = []
        for step in actions[:-1]:
            if step["type"] == "roll":
                hold = step.get("hold", [])
            elif step["type"] == "throw":
                thrown = iter(step["dice"])
                dice = [dice[i] if i in hold else next(thrown) for i in range(DICE)]
        return Turn(record.seat, dice, json.loads(record.action)["box"])

    # ------------------------------------------------------------------ the end
    async def prepare(self, snap: Snapshot) -> None:
        """A finished game's review, on a worker thread: about 16 ms per two players."""
        await self._reviews.prepare(snap)

    def stories(self, snap: Snapshot) -> list[SeatStory] | None:
        return self._reviews.of(snap).stories

    def reviews(self, snap: Snapshot) -> list[SeatReview]:
        """Every seat's decision quality (kept: a finished game never changes)."""
        return self._reviews.of(snap).quality

    @staticmethod
    def _review(snap: Snapshot) -> Reviewed:
        history = snap.history or []
        log = [
            (record.seat, json.loads(record.action), record.kind == "play")
            for record in history
            if record.kind in (*TURN_KINDS, "resign")
        ]
        told = [(record.seat, record.kind, json.loads(record.action)) for record in history]
        seats = len(snap.seats)
        return Reviewed(review(snap.rules, seats, log), story(snap.rules, seats, told))

    def _people(self, snap: Snapshot) -> list[tuple[int, SeatReview]]:
        """The people's (not the computers') seats and decision quality."""
        return [
            (seat, quality)
            for seat, quality in enumerate(self.reviews(snap))
            if not snap.seats[seat].computer and quality.decisions
        ]

    def _lucks(self, snap: Snapshot, lang: str) -> list[str]:
        """Each seat's luck in points, against the table's average (alone: against the
        optimum's expectation), as the card's row shows it."""
        stories = self._reviews.of(snap).stories
        return [decimal(against_table(stories, s), lang, 0, plus=True) for s in range(len(stories))]

    @staticmethod
    def _shares(snap: Snapshot, people: list[tuple[int, SeatReview]]) -> list[str]:
        """Each seat's share of perfect play in whole per cent, as the card's row shows it:
        100 only for a game without a costlier choice, a computer's none."""
        shares = [EMPTY] * len(snap.seats)
        for seat, quality in people:
            whole = 100 if quality.costliest is None else min(99, round(quality.kept * 100))
            shares[seat] = str(whole)
        return shares

    def _quality(
        self, snap: Snapshot, people: list[tuple[int, SeatReview]], lang: str
    ) -> list[str]:
        """One person's share of perfect play and costliest decision (at a table of several,
        each one's would not fit a phone's screen beside the card: their shares are its row)."""
        lines: list[str] = []
        for seat, quality in people:
            share = round(quality.kept * 100, 1)
            lines.append(
                t(lang, "yahtzee.quality", player=snap.player_name(seat, lang), share=share)
            )
            worst = quality.costliest
            if worst is None:
                lines.append(t(lang, "yahtzee.flawless"))
                continue
            lines.append(
                t(
                    lang,
                    "yahtzee.costliest",
                    round=worst.round,
                    action=action_words(
                        snap, worst.dice, worst.action, lang, points_text(*worst.points)
                    ),
                    best=action_words(
                        snap, worst.dice, worst.best, lang, points_text(*worst.best_points)
                    ),
                    loss=round(worst.loss, 1),
                )
            )
        return lines
