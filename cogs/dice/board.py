"""The dice family's board: the throw as die faces, a toggle button per die, the turn's
buttons, every player's figure card (figures), and each finished turn in one history line.
Which dice are toggled is UI state carried in the buttons' custom_ids (a bitmask), so toggling
costs no database write and survives restarts with the message itself."""

from __future__ import annotations

import json

import discord

from bot import emojis
from bot.board import Board, BoardParts, EndReviews, UiOnly
from bot.game import GameError, Snapshot
from bot.i18n import number, t
from bot.models import LoggedAction
from bot.ui import GameButton, GameSelect
from cogs.dice import story
from cogs.dice.turns import TURN_KINDS, die_toggles, digits, indices, parse_mask, turn_actions
from rules.base import Action
from rules.dice import (
    FIGURES,
    can_bank,
    dice_to_throw,
    figures_formed,
    selection_score,
    writable_figures,
)
from rules.dice.daily import OUT_OF_REACH
from rules.dice.scoring import NUMBER_FIGURES, unscored
from rules.story import SeatStory

HISTORY_THROWS = 3  # throws a history line shows of a long turn (the last ones)
STORY_SEATS = 2  # the most players whose live board tells the last turn
END_STORY = (2, 4)  # the fewest and the most turns the end board tells
END_STORY_TOLD = (1, 2)  # the same, where it tells "was it the dice?" (cogs/dice/story.py)
PLACINGS_AND_STORY = 9  # the end board's placings and turns together that fit a phone


class DiceBoard(Board):
    recent_shown = 1  # the opponent's last turn: what the mover has not seen yet
    # Points of expected score a replay calls a small mistake, a large one (a banking
    # game's turn is worth some hundreds).
    cost_bands = (50.0, 250.0)

    def __init__(self) -> None:
        self._stories = EndReviews(story.work)

    def recent_count(self, snap: Snapshot) -> int:
        """The last turn while the table is small: from three players on, their score list
        takes its room on a phone's screen (the scores tell where the game stands, the end
        board tells its story)."""
        return self.recent_shown if len(snap.seats) <= STORY_SEATS else 0

    def recent_at_end(self, snap: Snapshot) -> int:
        """The turns that won the game: fewer at a big table, whose placings take their room
        on a phone's screen, and fewer where the placings tell each player's luck."""
        fewest, most = END_STORY_TOLD if story.told(snap.game.game) else END_STORY
        return max(fewest, min(most, PLACINGS_AND_STORY - len(snap.seats)))

    # ------------------------------------------------------------------ clicks
    def interpret(self, snap: Snapshot, seat: int, action: str, arg: str) -> Action | UiOnly:
        # A throw chosen from: toggles set dice aside, or keep them for the next throw.
        selects = snap.rules.selects_dice
        if action == "toggle":
            return UiOnly(arg)
        if action == "roll":
            keep = indices(parse_mask(arg))
            return (
                {"type": "roll", "keep": keep} if snap.state.throw and selects else {"type": "roll"}
            )
        if action == "bank":
            return (
                {"type": "bank", "keep": indices(parse_mask(arg))} if selects else {"type": "bank"}
            )
        if action == "write":
            return {"type": "write", "figure": arg}
        if action == "end":
            return {"type": "end_turn"}
        raise GameError("rules.illegal")

    # ------------------------------------------------------------------ the end
    async def prepare(self, snap: Snapshot) -> None:
        """A finished game's story, on a worker thread (cogs/dice/story.py)."""
        await self._stories.prepare(snap)

    def stories(self, snap: Snapshot) -> list[SeatStory] | None:
        return self._stories.of(snap) or None

    def placing_points(self, snap: Snapshot, value: float, lang: str) -> str:
        if self._stories.of(snap):  # its luck follows: the number alone keeps to a line
            return number(value, lang)
        return self.points(snap, value, lang)

    def placing_note(self, snap: Snapshot, seat: int, lang: str) -> str:
        return story.placing_note(snap, self._stories.of(snap), seat, lang)

    def ending_note(self, snap: Snapshot, lang: str) -> str:
        return story.ending_note(snap, self._stories.of(snap), lang)

    # ------------------------------------------------------------------ drawing
    def scores(self, snap: Snapshot, lang: str) -> list[str]:
        state = snap.state
        out = []
        for seat in range(state.players):
            text = f"— **{number(state.scores[seat], lang)}**"
            if snap.rules.writes_figures:
                written = sum(points >= 0 for points in state.figures[seat])
                text += f" ({written}/{len(FIGURES)})"
                if state.marks[seat]:
                    text += " · " + t(lang, "dice.marks", marks=state.marks[seat])
            if seat in state.resigned:
                text += " 🏳️"
            out.append(text)
        return out

    def parts(self, snap: Snapshot, lang: str, ui: str) -> BoardParts:
        state, game = snap.state, snap.game
        mask = parse_mask(ui)
        lines = []
        live = game.status == "active"
        controls = live and snap.to_move is not None
        # A turn under way; a finished one is the history's last line (so is the game's last
        # throw: the end board tells the last turns instead).
        if state.throw and live:
            event = self._event(snap, state.event, lang)
            if event:
                lines.append(event)
            if not (controls and self._selecting(snap)):  # else the toggles show the throw
                lines.append("# " + emojis.dice(state.throw, mask))
        if live:
            lines.extend(self._turn_lines(snap, lang, mask if controls else 0))
        parts = BoardParts(body="\n".join(lines))
        if controls:
            parts.items = self._buttons(snap, lang, mask)
        return parts

    @staticmethod
    def _selecting(snap: Snapshot) -> bool:
        """Whether the throw's dice are picked by a toggle each (set aside, or kept for the
        next throw): not once a figures turn has no throws left to keep them for."""
        state, rules = snap.state, snap.rules
        spent = rules.writes_figures and not state.throws_left
        return rules.selects_dice and bool(state.throw) and not spent

    def _turn_lines(self, snap: Snapshot, lang: str, mask: int) -> list[str]:
        state, rules = snap.state, snap.rules
        lines = []
        picked = [state.throw[i] for i in indices(mask)] if rules.selects_dice else []
        if rules.banks and picked:  # why Roll and Bank wait: dice picked that score nothing
            idle = unscored(state.game, picked)
            if idle:
                lines.append(
                    t(lang, "dice.scores_nothing", dice=emojis.dice(idle), count=len(idle))
                )
        if state.set_aside:
            key = "dice.kept" if rules.writes_figures else "dice.set_aside"
            lines.append(t(lang, key, dice=emojis.dice(state.set_aside)))
        if rules.banks:
            left = dice_to_throw(state)  # six again after hot dice
            lines.append(t(lang, "dice.turn_total", total=state.turn_total, left=left))
            if state.must_confirm:
                lines.append(t(lang, "dice.must_confirm"))
        if rules.writes_figures:  # live only: the end's placings and story tell the rest
            card = f"**{t(lang, 'dice.figures_open')}:** {self._figure_card(snap, lang)}"
            if state.throw and not state.throws_left:
                key = "dice.write_or_end" if writable_figures(state) else "dice.nothing_to_write"
                lines += [t(lang, key), card]
            else:  # one line: the card wraps on, where two lines would leave a short one
                lines.append(f"{t(lang, 'dice.throws_left', throws=state.throws_left)} · {card}")
        if rules.forbids_faces and state.forbidden:
            lines.append(t(lang, "dice.forbidden_faces", dice=emojis.dice(state.forbidden)))
        limit = state.options.get("turns", 0)  # the daily challenge's fixed turns
        if limit:
            turn = min(state.turns[state.seat] + 1, limit)
            lines.append(t(lang, "dice.turn_of", turn=turn, turns=limit))
        target = rules.winning_score(state)
        if target and target < OUT_OF_REACH:  # (out of reach: the turns end the game)
            lines.append(t(lang, "dice.target", target=target))
        return lines

    def _buttons(self, snap: Snapshot, lang: str, mask: int) -> list[discord.ui.Item]:
        state, game = snap.state, snap.game
        gid, version = game.id, game.version
        items: list[discord.ui.Item] = []
        selecting = self._selecting(snap)
        turn = self._turn_buttons(snap, lang, mask, selecting)
        if selecting:
            items.extend(die_toggles(game, "toggle", state.throw, mask, per_row=3))
            if snap.rules.writes_figures:  # Roll and End turn end the dice's rows: a row less
                for row, button in enumerate(turn):
                    button.row = row
        items.extend(turn)
        if snap.rules.writes_figures and state.throw:
            formed = figures_formed(state.throw)
            open_figures = [
                (figure, points)
                for figure, points in formed.items()
                if state.figures[state.seat][FIGURES.index(figure)] < 0
            ]
            if open_figures:
                options = [
                    discord.SelectOption(
                        label=f"{t(lang, 'figure.' + figure)} — {points}", value=figure
                    )
                    for figure, points in open_figures
                ]
                items.append(
                    GameSelect(
                        gid, version, "write", options, placeholder=t(lang, "dice.write"), row=3
                    )
                )
        return items

    def _turn_buttons(
        self, snap: Snapshot, lang: str, mask: int, selecting: bool
    ) -> list[discord.ui.Item]:
        state, game, rules = snap.state, snap.game, snap.rules
        gid, version, arg = game.id, game.version, str(mask)
        buttons: list[discord.ui.Item] = []
        if rules.selects_dice and rules.banks and state.throw:  # the scoring dice chosen
            points = selection_score(state, indices(mask))
            label = (
                t(lang, "dice.roll_with", points=points)
                if points is not None
                else t(lang, "dice.choose_scoring")
            )
            buttons.append(
                GameButton(
                    gid,
                    version,
                    "roll",
                    arg,
                    label=label,
                    emoji="🎲",
                    style=discord.ButtonStyle.success,
                    disabled=points is None,
                    row=2,
                )
            )
            allowed = points is not None and can_bank(state, indices(mask))
            total = state.turn_total + (points or 0)
            buttons.append(
                GameButton(
                    gid,
                    version,
                    "bank",
                    arg,
                    label=t(lang, "dice.bank", total=total),
                    emoji="💰",
                    style=discord.ButtonStyle.primary,
                    disabled=not allowed,
                    row=2,
                )
            )
            return buttons
        if not (rules.writes_figures and state.throw and not state.throws_left):
            buttons.append(
                GameButton(
                    gid,
                    version,
                    "roll",
                    arg if selecting else "",
                    label=t(lang, "dice.roll"),  # beside the dice: the toggles show those kept
                    emoji="🎲",
                    style=discord.ButtonStyle.success,
                    row=2,
                )
            )
        if rules.banks and not rules.selects_dice:  # the rules set the scoring dice aside
            buttons.append(
                GameButton(
                    gid,
                    version,
                    "bank",
                    label=t(lang, "dice.bank", total=state.turn_total),
                    emoji="💰",
                    style=discord.ButtonStyle.primary,
                    disabled=not can_bank(state),
                    row=2,
                )
            )
        if rules.writes_figures and state.throw:
            # No emoji: beside Roll the others it then fits a phone's row.
            buttons.append(GameButton(gid, version, "end", label=t(lang, "dice.end_turn"), row=2))
        return buttons

    @staticmethod
    def _figure_card(snap: Snapshot, lang: str) -> str:
        """The figures the player to move has still open (the header says who: his written
        ones are in his score and the story, everybody's progress beside the scores), the
        number figures as the die face they collect (their names are a line of their own on a
        phone)."""
        row = snap.state.figures[snap.state.seat]
        still = [figure for figure, points in zip(FIGURES, row, strict=True) if points < 0]
        faces = " ".join(
            emojis.die(NUMBER_FIGURES.index(f) + 1) for f in still if f in NUMBER_FIGURES
        )
        names = [t(lang, "figure." + figure) for figure in still if figure not in NUMBER_FIGURES]
        return " · ".join(filter(None, [faces, *names]))

    # ------------------------------------------------------------------ history
    def _event(self, snap: Snapshot, event: dict, lang: str) -> str:
        """What the last throw brought, as a sentence (the throw itself is the dice header)."""
        if event["type"] == "set_aside":
            text = t(
                lang,
                "dice.event.set_aside",
                player=snap.player_name(event["seat"], lang),
                dice=emojis.dice(event["dice"]),
                points=event["points"],
            )
            if event["hot_dice"] and not event.get("must_confirm"):
                text += "\n" + t(lang, "dice.hot_dice")
            return text
        if event["type"] == "throw" and "points" in event:  # forbidden
            return t(
                lang,
                "dice.event.forbidden_throw",
                player=snap.player_name(event["seat"], lang),
                points=event["points"],
                removed=event["removed"],
                score=event["score"],
            )
        return ""

    def describe(self, snap: Snapshot, record: LoggedAction, lang: str) -> str | None:
        """A finished turn in one line, on the record that ends it: "💰 Eva: set aside 1 5 5 →
        banked 450 · 2 350 total", "💥 Jan: 2 3 4 6 3 3 → bust", "✍️ Eva: 4 4 2 3 6 1 →
        4 4 4 4 2 5 → Poker 16"."""
        if record.seat is None or record.kind not in TURN_KINDS:
            return None
        events = self._turn_events(snap, record)
        if events is None:
            return None
        throws = [(action, event) for action, event in events if action["type"] == "throw"]
        end = events[-1][1]
        rules = snap.rules
        steps: list[str] = []
        if rules.banks:
            if end["set_aside"]:
                steps.append(t(lang, "dice.log.set_aside", dice=digits(end["set_aside"])))
            if end["type"] == "bust":
                steps.append(digits(end["dice"]))
                emoji, outcome = "💥", t(lang, "dice.log.bust", lost=end["lost"])
            else:
                total = snap.state.scores[record.seat] - self._banked_after(snap, record)
                emoji = "💰"
                outcome = t(lang, "dice.log.bank", points=end["points"], total=total)
        elif rules.writes_figures:
            # The throw the figure was written from (the turn's earlier throws wrap the line).
            steps = [digits(event["dice"]) for _, event in throws[-1:]]
            if end["type"] == "write":
                figure = t(lang, "figure." + end["figure"])
                emoji, outcome = "✍️", f"{figure} {end['points']}"
            else:
                emoji = "✋"
                outcome = t(lang, "dice.log.nothing_written" if throws else "dice.log.saved")
        elif rules.single_turn:  # one turn a game (forbidden): its points are the score
            steps = [f"{digits(event['dice'])} (+{event['points']})" for _, event in throws]
            emoji, outcome = "🎲", t(lang, "dice.log.total", score=end["score"])
        else:  # a turn is one throw, which scores (sequence)
            steps = [digits(end["dice"])]
            if end["reset"]:
                emoji, outcome = "💥", t(lang, "dice.log.reset")
            else:
                emoji, outcome = "🎲", f"+{end['points']}"
        if len(steps) > HISTORY_THROWS:
            steps = ["…", *steps[-HISTORY_THROWS:]]
        who = snap.player_name(record.seat, lang)
        return f"{emoji} {who}: " + " → ".join([*steps, outcome])

    @staticmethod
    def _turn_events(snap: Snapshot, record: LoggedAction) -> list[tuple[dict, dict]] | None:
        """(action, event) of each step of the turn `record` ends, or None when `record` ends
        no turn or the turn began before the records at hand."""
        rules, state = snap.rules, snap.state
        if not rules.ends_turn(state, json.loads(record.action)):
            return None
        actions = turn_actions(snap.recent, record, lambda action: rules.ends_turn(state, action))
        if actions is None:
            return None
        return list(zip(actions, rules.replay_turn(state, record.seat, actions), strict=True))

    def _banked_after(self, snap: Snapshot, record: LoggedAction) -> int:
        """The points `record`'s seat has banked since: his score then is his score now less
        these (a turn knows only its own points)."""
        banked = 0
        for later in snap.recent[snap.recent.index(record) + 1 :]:
            if later.seat == record.seat and later.kind in TURN_KINDS and '"bank"' in later.action:
                banked += self._turn_events(snap, later)[-1][1]["points"]
        return banked
