"""The domino family's board. The public message is drawn from `view(state, None)` alone — a
picture of the table, tile counts, scores, the game's facts (what the ends need or score) and
the last events — and carries a "My tiles" button; each player's tiles and plays come only in
his private view, whose buttons act from there and which is kept up to date as the game moves
on. Solo's five tiles lie face up: it is played on the public board itself. Until the first
tile of a new hand is laid, the picture is the whole table of the hand before; once a game is
over, the whole table and every hand left are shown."""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache
from typing import Any

import discord

from bot import emojis
from bot.board import STILL, Board, BoardParts, Private, UiOnly
from bot.game import GameError, Snapshot
from bot.i18n import t
from bot.images import attachment, drawable, png_bytes, png_file
from bot.layout import seat_colour, subtext
from bot.models import LoggedAction
from bot.ui import GameButton, GameSelect
from cogs.domino import table_image
from cogs.domino.table_image import Row, cross_image, hand_image, line_image, trains_image
from rules.base import Action, Result
from rules.domino.fours import STICKS_TO_WIN, sticks_of
from rules.domino.game import BLOCKED, OUT, PLACED, RESIGNED, STICKS, STUCK, Ending
from rules.domino.matador import MATADORS
from rules.domino.tiles import pips

TEAMS = "AB"
END_KEYS = {
    "left": "domino.end_left",
    "right": "domino.end_right",
    "up": "domino.end_up",
    "down": "domino.end_down",
    "central": "domino.end_central",
}
WAY_KEYS = {  # an end as a play's button names it: short, for two buttons to a phone's row
    "left": "domino.way_left",
    "right": "domino.way_right",
    "up": "domino.way_up",
    "down": "domino.way_down",
}
EVENT_KEYS = {
    "draw": "domino.event_draw",
    "pass": "domino.event_pass",
    "out": "domino.event_out",
    "refill": "domino.event_refill",
}
SCORE_KEYS = {  # the rules' score_unit: what a game's scores count
    "points": "domino.points",
    "sticks": "domino.sticks",
    "tokens": "domino.tokens",
    "placed": "domino.placed",
}
# Plays as buttons in two rows of four: a phone shows them two to a line (of five, one would
# be alone on its line); more plays go into select menus, a line each.
PER_ROW = 4
MOVE_BUTTONS = 2 * PER_ROW
SELECT_OPTIONS = 25


def tile_text(tile: list[int]) -> str:
    return f"{tile[0]}|{tile[1]}"


def hand_text(hand: Iterable[list[int]]) -> str:
    """A hand's tiles in a line (plain: narrower than code)."""
    return " ".join(tile_text(tile) for tile in hand)


def seats_line(snap: Snapshot, seats: list[int], lang: str) -> str:
    return " + ".join(snap.player_name(seat, lang) for seat in seats)


def sign(value: float) -> str:
    """The sign of a gain (+) or a loss (−); none for 0."""
    return "+" if value > 0 else "−" if value < 0 else ""


def capitalised(text: str) -> str:
    return text[:1].upper() + text[1:]


def train_open(view: dict[str, Any], owner: int) -> bool:
    """Whether others may play on the owner's train (marked open, or he resigned)."""
    return view["open_trains"][owner] or owner in view["dropped"]


def next_descends(tiles: list[dict[str, Any]]) -> bool:
    """The direction memory: the next tile of a train goes lower after an ascending one."""
    return not tiles or tiles[-1]["direction"] == "ascending"


def play_arg(seat: int, action: dict[str, Any], names: tuple[str, ...]) -> str:
    """`<seat>.<a>.<b>.<end index or x>.<near>`: the seat lets a click from someone else's
    private view be refused; the rest names one placement."""
    a, b = action["tile"]
    end = str(names.index(action["end"])) if "end" in action else "x"
    return f"{seat}.{a}.{b}.{end}.{action.get('near', a)}"


class DominoBoard(Board):
    def warm_up(self) -> None:
        table_image.warm_up()

    # ------------------------------------------------------------------ clicks
    def interpret(self, snap: Snapshot, seat: int, action: str, arg: str) -> Action | UiOnly:
        if action not in ("play", "draw", "pass"):
            raise GameError("rules.illegal")
        parts = arg.split(".")
        if parts[0] != str(seat):
            raise GameError("domino.not_your_hand")
        if action != "play":
            return {"type": action}
        try:
            a, b, end, near = parts[1], parts[2], parts[3], int(parts[4])
            move: Action = {"type": "play", "tile": [int(a), int(b)]}
            if end != "x":
                move["end"] = snap.rules.end_names(snap.state)[int(end)]
                move["near"] = near
        except (IndexError, ValueError):
            raise GameError("rules.illegal") from None
        return move

    def describe(self, snap: Snapshot, record: LoggedAction, lang: str) -> str | None:
        """Table events are worded from the rules' history in `parts` (one action may draw
        several tiles or take sticks); the frame's list keeps resignations and skips."""
        return None

    def lobby_note(self, snap: Snapshot, lang: str) -> str:
        return t(lang, "domino.lobby_teams") if snap.rules.forms_teams else ""

    def solo_over(self, snap: Snapshot, result: Result, lang: str) -> str:
        """Solo scores the tiles placed: the ending says won or lost."""
        key = "domino.solo_won" if result.placings[0] == 1 else "domino.solo_lost"
        return t(lang, key, placed=result.scores[0])

    # ------------------------------------------------------------------ the public board
    def public_view(self, snap: Snapshot) -> dict[str, Any]:
        """What anyone may see. Solo is played with its five tiles face up."""
        seat = 0 if snap.rules.solitaire else None
        return snap.rules.view(snap.state, seat)

    def scores(self, snap: Snapshot, lang: str) -> list[str]:
        return self._seat_lines(snap, lang, revealed=False)

    def revealed_scores(self, snap: Snapshot, lang: str) -> list[str] | None:
        """A replay's step: each hand's tiles instead of their count (the game is over; solo
        shows its own face up)."""
        return None if snap.rules.solitaire else self._seat_lines(snap, lang, revealed=True)

    def _seat_lines(self, snap: Snapshot, lang: str, revealed: bool) -> list[str]:
        view = self.public_view(snap)
        rules = snap.rules
        teams = self._teams(view)
        # Scores once there are any (a round of trains scores only at its end; tokens are
        # paid out at the end); a team's score is said once, above (`_status_lines`).
        scored = rules.solitaire or (scored_yet(view) and not teams)
        hands = snap.state.hands or [()] * view["players"]
        out = []
        for seat in range(view["players"]):
            count = t(lang, "domino.tiles", count=view["tiles_in_hand"][seat])
            parts = [(hand_text(hands[seat]) or count) if revealed else count]
            if scored:
                score = placed(snap, view) if rules.solitaire else view["scores"][seat]
                parts.append(self._score(rules.score_unit, score, lang))
            text = "— " + " · ".join(parts)
            if teams:
                text += f" ({teams[seat]})"
            if view.get("open_trains") and view["open_trains"][seat]:
                text += " 🚩"
            if seat in view.get("finished", ()):
                text += f" ✅ {view['finished'].index(seat) + 1}."
            if seat in view["dropped"]:
                text += " 🏳️"
            out.append(text)
        return out

    @staticmethod
    def _teams(view: dict[str, Any]) -> dict[int, str]:
        sides = view["sides"]
        if not any(len(side) > 1 for side in sides):
            return {}
        return {seat: TEAMS[index] for index, side in enumerate(sides) for seat in side}

    def points(self, snap: Snapshot, value: float, lang: str) -> str:
        return self._score(snap.rules.score_unit, value, lang)

    @staticmethod
    def _score(unit: str, value: float, lang: str) -> str:
        """A score in its unit; tokens are won or lost (net of the stake): signed."""
        if unit == "tokens":
            return sign(value) + t(lang, SCORE_KEYS[unit], n=round(abs(value), 2))
        return t(lang, SCORE_KEYS[unit], n=round(value, 2))

    def parts(self, snap: Snapshot, lang: str, ui: str) -> BoardParts:
        view = self.public_view(snap)
        game = snap.game
        lines = self._status_lines(snap, view, lang)
        summary = None
        if game.status != "finished":  # the ending says how it ended (`ending_note`)
            summary = self.hand_summary(snap, view, lang)
            lines.append(summary or "")
            shown = 1 if ui == STILL else self.recent_count(snap)
            lines.extend(self.recent_lines(snap, view["history"], lang)[-shown:])
        # A replay's still: its few facts and the one event in a line (its hands take room)
        body = (" · " if ui == STILL else "\n").join(filter(None, lines))
        parts = BoardParts(body=body)
        image, alt = self._picture(snap, view, summary is not None, lang)
        if image is not None:  # nothing on the table yet: no empty picture
            parts.picture = png_file(image, "table.png", alt)
        if game.status == "active" and snap.rules.solitaire:  # played here, face up
            moves = self._move_options(snap, 0, view, lang)
            parts.items = self._move_items(snap, moves, lang)
        elif game.status == "active":
            parts.items = [
                GameButton(
                    game.id,
                    game.version,
                    "hand",
                    label=t(lang, "domino.my_tiles"),
                    emoji=emojis.domino_tile(),
                    style=discord.ButtonStyle.primary,
                )
            ]
        return parts

    def recent_count(self, snap: Snapshot) -> int:
        """The plays since the mover's last turn (at least two: a draw and the play after)."""
        return max(2, len(snap.seats) - 1)

    def _status_lines(self, snap: Snapshot, view: dict[str, Any], lang: str) -> list[str]:
        """The game's facts, the target, the stock and the pot on one line, then what the
        table means now; none once the game is over. The teams are marked in the players list
        (its A and B)."""
        if snap.game.status == "finished":
            return []
        facts = []
        target = snap.state.options.get("target")
        if self._teams(view) and scored_yet(view):  # the teams' scores, and what they play to
            a, b = (view["scores"][side[0]] for side in view["sides"])
            facts.append(t(lang, "domino.team_scores", a=a, b=b, target=target))
        elif target:
            facts.append(t(lang, "domino.target", target=target))
        if view["stock"] or snap.rules.has_stock:
            facts.append(t(lang, "domino.stock", count=view["stock"]))
        if view.get("pot"):  # paid out at the end: the result says how
            facts.append(t(lang, "domino.pot", count=view["pot"]))
        lines = [" · ".join(facts)] if facts else []
        if snap.game.status == "active":
            lines.extend(self._facts(snap, view, lang))
        return lines

    def _facts(self, snap: Snapshot, view: dict[str, Any], lang: str) -> list[str]:
        """What each game's table means now: what the ends score or need (the trains' picture
        flags the open trains; the hand says the game's rule and what the arrows mean)."""
        rules = snap.rules
        ends = view["ends"]
        if rules.scores_ends and view["lead"]:
            total = sum(ends.values())
            sticks = sticks_of(total)
            values = " + ".join(str(value) for value in ends.values())
            key = "domino.fours_ends_score" if sticks else "domino.fours_ends"
            return [t(lang, key, ends=values, total=total, sticks=sticks)]
        if rules.ends_make_seven:
            needs = [
                t(
                    lang,
                    "domino.matador_end",
                    end=t(lang, END_KEYS[end]),
                    value=value,
                    need=7 - value,
                )
                if value
                else t(lang, "domino.matador_zero", end=t(lang, END_KEYS[end]))
                for end, value in ends.items()
            ]
            return [" · ".join(needs)] if view["lead"] else []
        return []

    @staticmethod
    def _rule(snap: Snapshot, lang: str) -> str:
        """The game's own rule, for a player choosing his play: how fours scores, what
        matador's ends need, how Sevastopol pays out."""
        rules = snap.rules
        if rules.scores_ends:
            return t(lang, "domino.fours_rule", target=STICKS_TO_WIN)
        if rules.ends_make_seven:
            matadors = ", ".join(f"{high}-{low}" for low, high in sorted(MATADORS))
            return t(lang, "domino.matador_rule", matadors=matadors)
        if rules.pays_tokens:
            return t(lang, "domino.sevastopol_rule")
        return ""

    def placing_note(self, snap: Snapshot, seat: int, lang: str) -> str:
        """The tiles the seat was left with, if any (the full state: nothing is secret then),
        and their pips where the game counts them: " · 0|1 1|3 (5)" (`_left_legend` says so)."""
        hands = snap.state.hands
        hand = hands[seat] if hands else ()
        if not hand:
            return ""
        tiles = hand_text(hand)
        counts = snap.rules.counts_own_pips(snap.state)
        return f" · {tiles} ({pips(hand)})" if counts else f" · {tiles}"

    def standing(self, snap: Snapshot, result: Result) -> tuple[int, ...]:
        """The placings, and between equal ones fewer pips held first (the rules' standing)."""
        return snap.rules.standing(snap.state)

    def scored(self, snap: Snapshot, result: Result) -> tuple[bool, ...]:
        """Where a player's own pips count, every seat has a result (his pips), 0 points too."""
        if snap.rules.counts_own_pips(snap.state):
            return (True,) * len(snap.seats)
        return super().scored(snap, result)

    @staticmethod
    def _left_legend(snap: Snapshot, lang: str) -> str:
        """Under a finished game's placings, what follows the names: the tiles left."""
        if len(snap.seats) < 2 or not any(snap.state.hands or ()):
            return ""
        counts = snap.rules.counts_own_pips(snap.state)
        return subtext(t(lang, "domino.left_legend_pips" if counts else "domino.left_legend"))

    def ending_note(self, snap: Snapshot, lang: str) -> str:
        """Under the placings: what follows the names, then how the game ended."""
        return "\n".join(filter(None, [self._left_legend(snap, lang), self._ending(snap, lang)]))

    def _ending(self, snap: Snapshot, lang: str) -> str:
        """Why the game ended, in a line (the rules' `ending`): how its play ended, who scored
        whose pips and the target reached (solo: why the deal was lost; its header says how
        many tiles were placed)."""
        rules = snap.rules
        ending = rules.ending(snap.state)
        if ending is None or ending.how == PLACED:
            return ""
        if ending.how == RESIGNED:
            return t(lang, "board.resigned", player=snap.player_name(ending.seats[0], lang))
        if ending.how == STUCK:
            return t(lang, "domino.end_stuck_refill" if ending.stock else "domino.end_stuck")
        why = self._why(snap, ending, lang)
        if ending.scorers and ending.points:
            why.append(self._scored(snap, ending, lang))
        elif not (rules.scores_ends or rules.pays_tokens):  # pips scored, but equal: nobody
            why.append(t(lang, "domino.hand_drawn"))
        if ending.target and ending.how != STICKS:
            who = self._side_name(snap, ending.scorers, lang)
            why.append(
                t(lang, "domino.end_target", player=who, target=ending.target, hand=ending.hand)
            )
        return "🏁 " + " ".join(why)

    def _why(self, snap: Snapshot, ending: Ending, lang: str) -> list[str]:
        """The sentences saying how the play ended."""
        rules = snap.rules
        if ending.how == STICKS:
            return [
                t(
                    lang,
                    "domino.end_sticks",
                    player=snap.player_name(ending.seats[0], lang),
                    target=ending.target,
                    play=self._last_play(snap, lang),
                    hand=ending.hand,
                )
            ]
        if rules.pays_tokens:  # the seats out of tiles in order, and whether the rest was stuck
            why = []
            if ending.seats:
                order = ", ".join(
                    f"{place}. {snap.player_name(seat, lang)}"
                    for place, seat in enumerate(ending.seats, 1)
                )
                why.append(t(lang, "domino.end_out_order", players=order))
            if ending.how == BLOCKED:
                why.append(t(lang, "domino.end_blocked_prizes"))
            return why
        if ending.how == OUT:
            return [t(lang, "domino.hand_out", player=snap.player_name(ending.seats[0], lang))]
        return [t(lang, "domino.hand_blocked")]  # the lowest pips: who scores, said next

    def _last_play(self, snap: Snapshot, lang: str) -> str:
        """The last tile laid, as a play's button names it ("2|6 → left end")."""
        play = next(event for event in reversed(snap.state.history) if event["type"] == "play")
        tile = tile_text(play["tile"])
        if "end" not in play:  # the lead
            return tile
        end = self.end_name(snap, play["end"], play["seat"], lang, "domino.end_their_own")
        return t(lang, "domino.play", tile=tile, end=end)

    def _side_name(self, snap: Snapshot, side: tuple[int, ...], lang: str) -> str:
        """A player by name, a team by its letter ("Team B")."""
        if len(side) > 1:
            return capitalised(t(lang, "domino.team", team=TEAMS[self._side_index(snap, side)]))
        return snap.player_name(side[0], lang)

    @staticmethod
    def _side_index(snap: Snapshot, side: tuple[int, ...]) -> int:
        return [tuple(other) for other in snap.rules.sides(snap.state)].index(tuple(side))

    def _scored(self, snap: Snapshot, ending: Ending, lang: str) -> str:
        """Who scored whose pips: "Alice scores 23 points: the others' pips" (a team's)."""
        if len(ending.scorers) > 1:
            team = self._side_index(snap, ending.scorers)
            return t(
                lang,
                "domino.end_scored_team",
                team=TEAMS[team],
                other=TEAMS[1 - team],
                points=ending.points,
            )
        return t(
            lang,
            "domino.end_scored",
            player=snap.player_name(ending.scorers[0], lang),
            points=ending.points,
            payers=len(ending.payers),
        )

    # ------------------------------------------------------------------ the picture
    def _picture(self, snap: Snapshot, view: dict[str, Any], summary: bool, lang: str):
        """The table; while the last hand's summary is shown and nothing lies on the new
        table yet, the whole table that hand left (its line of play is seen once in full)."""
        live = snap.game.status == "active"
        past = snap.rules.finished_view(snap.state) if summary and nothing_laid(view) else None
        if not live or past is None:
            return self._image(snap, view, lang, full=not live)
        image, alt = self._image(snap, past, lang, full=True)
        hand = view["hand_number"] - 1  # the next hand is dealt
        return image, t(lang, "domino.alt_last_hand", hand=hand, table=alt)

    def _image(self, snap: Snapshot, view: dict[str, Any], lang: str, full: bool):
        """The table: the tiles at its open ends (a line: all that fit when `full`); None
        while no tile lies on a line or cross table."""
        rules = snap.rules
        played = sum(len(arm) for arm in view["arms"].values()) + (1 if view["lead"] else 0)

        def more(count: int) -> str:
            return t(lang, "domino.more_tiles", count=count)

        if rules.lays_cross:
            if view["lead"] is None:
                return None, ""
            image = cross_image(view["lead"], self._arm_rows(view, lang))
            alt = t(lang, "domino.alt_cross", count=played)
        elif rules.has_trains:
            image = trains_image(self._train_rows(snap, view, lang))
            alt = t(lang, "domino.alt_trains", count=played, trains=len(view["trains"]))
        else:
            line = view["line"]
            face_up = view.get("my_hand", ()) if rules.solitaire else ()  # at the end: left
            if not line and not face_up:
                return None, ""
            image = line_image(line, more, face_up, full, t(lang, "domino.hand_alt"))
            if line:
                alt = t(
                    lang, "domino.alt_line", count=len(line), left=line[0][0], right=line[-1][1]
                )
            else:  # solo's face-up tiles alone
                alt = t(lang, "domino.alt_empty")
        return image, alt

    @staticmethod
    def _arm_rows(view: dict[str, Any], lang: str) -> list[Row]:
        """Sevastopol's arms as the picture's rows, named as the plays' buttons name them."""
        return [
            (capitalised(t(lang, WAY_KEYS[name])), False, arm, view["ends"][name], "")
            for name, arm in view["arms"].items()
        ]

    def _train_rows(self, snap: Snapshot, view: dict[str, Any], lang: str) -> list[Row]:
        rows = []
        for name, tiles in view["trains"].items():
            if name == "central":
                label, is_open = t(lang, "domino.central"), False
            else:
                owner = int(name.split(":")[1])
                label = drawable(snap.plain_name(owner, lang)) or "?"
                is_open = train_open(view, owner)
            laid = [item["tile"] for item in tiles]
            sign = "▼" if next_descends(tiles) else "▲"
            rows.append((label, is_open, laid, view["ends"][name], sign))
        return rows

    # ------------------------------------------------------------------ words
    def end_name(
        self, snap: Snapshot, end: str, seat: int | None, lang: str, own: str = "domino.end_own"
    ) -> str:
        """An end, arm or train as a player reads it ("right end", "your train"); `own`: the
        words for the seat's own train ("own train" in the story of the seat's play)."""
        if end.startswith("seat:"):
            owner = int(end.split(":")[1])
            if owner == seat:
                return t(lang, own)
            return t(lang, "domino.end_train", player=snap.player_name(owner, lang))
        return t(lang, END_KEYS[end])

    def recent_lines(self, snap: Snapshot, history: list[dict], lang: str) -> list[str]:
        """The last events of this hand in words (the one before has its summary): a play
        with the sticks it took (the lead too: the turn line says who leads before), a draw
        with the pass that followed it."""
        deals = [index for index, event in enumerate(history) if event["type"] == "deal"]
        lines: list[str] = []
        previous: dict | None = None
        for event in history[deals[-1] if deals else 0 :]:
            kind = event["type"]
            who = snap.player_name(event["seat"], lang) if "seat" in event else ""
            if kind == "sticks" and lines:
                lines[-1] += " " + t(lang, "domino.event_sticks", sticks=event["sticks"])
            elif kind == "pass" and previous and previous["type"] == "draw":
                lines[-1] = t(lang, "domino.event_draw_pass", player=who, count=previous["count"])
            elif kind == "play" and "end" not in event:
                lines.append(
                    t(lang, "domino.event_lead", player=who, tile=tile_text(event["tile"]))
                )
            elif kind == "play":
                end = self.end_name(snap, event["end"], event["seat"], lang, "domino.end_their_own")
                tile = tile_text(event["tile"])
                lines.append(t(lang, "domino.event_play", player=who, tile=tile, end=end))
            elif kind in EVENT_KEYS:
                lines.append(t(lang, EVENT_KEYS[kind], player=who, **_numbers(event)))
            previous = event
        return lines

    def hand_summary(self, snap: Snapshot, view: dict[str, Any], lang: str) -> str | None:
        """The last hand's result while the next hand is young (until every seat has had a
        turn in it): its first line, in bold, says who won the hand and what, the rest in
        small print why (a finished game says how it ended: `ending_note`)."""
        history = view["history"]
        if snap.rules.solitaire:  # one hand: the header says how it went
            return None
        ends = [index for index, event in enumerate(history) if event["type"] == "hand_end"]
        if not ends:
            return None
        after = history[ends[-1] + 1 :]
        turns = sum(event["type"] in ("play", "draw", "pass") for event in after)
        if turns >= view["players"]:
            return None
        event = history[ends[-1]]
        hand = view["hand_number"] - any(later["type"] == "deal" for later in after)
        headline, *rest = self._result(snap, view, event, lang)
        title = f"**{t(lang, 'domino.hand_title', hand=hand, result=headline)}**"
        return "\n".join([title, *map(subtext, rest)])  # the details in small print

    def _result(self, snap: Snapshot, view: dict[str, Any], event: dict, lang: str) -> list[str]:
        """A hand's end in words, while the game plays on: who won it and what, why, by which
        rule and the pips left. The players list has the score."""
        rules = snap.rules
        sides = view["sides"]
        out = event.get("out")
        why = (
            t(lang, "domino.hand_out", player=snap.player_name(out, lang))
            if out is not None
            else t(lang, "domino.hand_blocked")
        )
        if rules.scores_ends:  # no pips count: the next hand simply starts
            return [why]
        left = " · ".join(
            t(lang, "domino.pips_of", player=snap.player_name(seat, lang), n=value)
            for seat, value in enumerate(event["pips"])
            if seat not in view["dropped"]
        )
        pips = t(lang, "domino.hand_pips", pips=left)
        if rules.forms_teams:  # a hand is won by a side (a team, or one player)
            winner = event["winner_side"]
            who = None if winner is None else seats_line(snap, sides[winner], lang)
            if winner is not None and len(sides[winner]) > 1:  # its players are marked so
                who = t(lang, "domino.team", team=TEAMS[winner])
            rule = "domino.rule_lower_sum"
            if len(sides[0]) > 1:  # the teams' sums decide
                a, b = event["side_pips"]
                pips = t(lang, "domino.hand_team_pips", a=a, b=b)
        else:
            winner = event["winner"]
            who = None if winner is None else snap.player_name(winner, lang)
            rule = "domino.rule_loser_pips" if rules.loser_pips else "domino.rule_others_pips"
        points = event.get("points")
        if who is None or not points:
            headline = t(lang, "domino.hand_drawn")
        else:
            headline = t(lang, "domino.hand_won", player=who, points=points)
        return [headline, f"{why} {t(lang, rule)}", pips]

    # ------------------------------------------------------------------ the private hand
    async def private_refresh(
        self, snap: Snapshot, seat: int, lang: str, topic: str
    ) -> Private | None:
        """A hand shown earlier, as it is now: the turn, the plays, the ends, the game over."""
        return await self.private(snap, seat, lang, topic)

    async def private_retired(
        self, snap: Snapshot, seat: int, lang: str, topic: str
    ) -> Private | None:
        """A hand still in play, as it is now, saying that it changes by itself no more."""
        if snap.game.status != "active":
            return None  # its last edit said the game is over
        return self._hand(snap, seat, lang, following=False)

    async def private(self, snap: Snapshot, seat: int, lang: str, topic: str) -> Private | None:
        if topic != "hand" or snap.rules.solitaire:  # solo's tiles lie on the board
            return None
        return self._hand(snap, seat, lang, following=True)

    def _hand(self, snap: Snapshot, seat: int, lang: str, following: bool) -> Private:
        """A seat's tiles and, on his turn, his plays; `following`: whether the message will
        change with the game (else it says how to bring it up to date)."""
        game = snap.game
        view = snap.rules.view(snap.state, seat)
        hand = view["my_hand"]
        lines = [] if hand else ["—"]  # the tiles are in the picture
        if view["ends"] and view["lead"]:
            lines.append(
                t(lang, "domino.open_ends", ends=self._usable_ends(snap, view, seat, lang))
            )
            if "trains" in view:
                lines[-1] += " " + t(lang, "domino.train_arrows")
        items: list[discord.ui.Item] = []
        live = game.status == "active"
        mover = snap.to_move
        if not live:
            lines.append(t(lang, "domino.over"))
        elif mover != seat:
            lines.append(
                t(lang, "domino.waiting", player=snap.player_name(mover, lang))
                if following
                else t(lang, "board.turn", player=snap.player_name(mover, lang))
            )
        else:
            moves = self._move_options(snap, seat, view, lang)
            if moves:
                leads = view["lead"] is None
                lines.append(t(lang, "domino.your_lead" if leads else "domino.your_turn"))
                items.extend(self._move_items(snap, moves, lang))
            else:
                drawing = view["stock"] > 0
                lines.append(t(lang, "domino.must_draw" if drawing else "domino.must_pass"))
                kind = "draw" if drawing else "pass"
                items.append(
                    GameButton(
                        game.id,
                        game.version,
                        kind,
                        str(seat),
                        label=t(lang, "domino.draw" if drawing else "domino.pass"),
                        style=discord.ButtonStyle.success,
                        row=4,
                    )
                )
        picture = None
        if hand:
            # Double-twelve tiles show numerals (twelve pips cannot be told apart).
            png = hand_png(tuple(map(tuple, hand)), numerals=snap.rules.max_pip > 6)
            picture = attachment(png, "hand.png", t(lang, "domino.hand_alt"))
        if live:
            items.append(
                GameButton(
                    game.id,
                    game.version,
                    "hand",
                    label=t(lang, "domino.refresh"),
                    emoji="🔄",
                    row=4,
                )
            )
        if live and (rule := self._rule(snap, lang)):
            lines.append(subtext(rule))
        if not following:
            lines.append(t(lang, "domino.stopped_following"))
        title = t(lang, "domino.your_tiles", count=len(hand))
        return Private(f"### {title}", seat_colour(seat), picture, ["\n".join(lines)], items)

    def _usable_ends(self, snap: Snapshot, view: dict[str, Any], seat: int, lang: str) -> str:
        """The ends the seat may play on, with their open values (trains: only the central,
        his own and open ones, each with ▼ or ▲ for the way the next tile must go)."""
        shown = []
        for end, value in view["ends"].items():
            text = f"{self.end_name(snap, end, seat, lang)} **{value}**"
            if "trains" in view:
                owner = int(end.split(":")[1]) if end.startswith("seat:") else seat
                if owner != seat and not train_open(view, owner):
                    continue
                text += "▼" if next_descends(view["trains"][end]) else "▲"
            shown.append(text)
        return " · ".join(shown)

    def _move_options(
        self, snap: Snapshot, seat: int, view: dict[str, Any], lang: str
    ) -> list[tuple[str, str]]:
        """(label, click argument) per legal placement of the seat's tiles."""
        names = snap.rules.end_names(snap.state)
        options = []
        for entry in view["my_moves"]:
            tile = tile_text(entry["tile"])
            actions = entry["actions"]
            ends = [action.get("end") for action in actions]
            for action, gain in zip(actions, entry["gains"], strict=True):
                if "end" not in action:  # the turn's line says it leads
                    label = tile
                else:
                    way = WAY_KEYS.get(action["end"])
                    end = t(lang, way) if way else self.end_name(snap, action["end"], seat, lang)
                    label = t(lang, "domino.play", tile=tile, end=end)
                    if ends.count(action["end"]) > 1:  # a matador either way round
                        label = t(lang, "domino.play_near", tile=tile, end=end, near=action["near"])
                if gain:
                    label += " " + t(lang, "domino.event_sticks", sticks=gain)
                options.append((label, play_arg(seat, action, names)))
        return options

    @staticmethod
    def _move_items(
        snap: Snapshot, moves: list[tuple[str, str]], lang: str
    ) -> list[discord.ui.Item]:
        game = snap.game
        if len(moves) <= MOVE_BUTTONS:
            return [
                GameButton(
                    game.id,
                    game.version,
                    "play",
                    arg,
                    label=label,
                    style=discord.ButtonStyle.primary,
                    row=index // PER_ROW,
                )
                for index, (label, arg) in enumerate(moves)
            ]
        chunks = [moves[i : i + SELECT_OPTIONS] for i in range(0, len(moves), SELECT_OPTIONS)]
        return [
            GameSelect(
                game.id,
                game.version,
                "play",
                [discord.SelectOption(label=label, value=arg) for label, arg in chunk],
                placeholder=t(lang, "domino.choose"),
                row=row,
                part=str(row),
            )
            for row, chunk in enumerate(chunks[:4])
        ]


def scored_yet(view: dict[str, Any]) -> bool:
    """Whether anyone has scored (tokens: not before the pot is paid out)."""
    return any(view["scores"]) and not view.get("pot")


def nothing_laid(view: dict[str, Any]) -> bool:
    """No tile laid in this hand yet (the trains' engine lies there from the deal on)."""
    return not any(view["arms"].values()) and (view["lead"] is None or "trains" in view)


def placed(snap: Snapshot, view: dict[str, Any]) -> int:
    """Solo: the tiles on the table (the stock and the face-up tiles are not)."""
    return len(snap.rules.deck()) - view["tiles_in_hand"][0] - view["stock"]


def _numbers(event: dict) -> dict[str, Any]:
    return {key: value for key, value in event.items() if key in ("count", "place")}


@lru_cache(maxsize=1024)
def hand_png(hand: tuple[tuple[int, int], ...], numerals: bool) -> bytes:
    """A hand's picture, kept: every change of a game redraws each player's live hand, and most
    hands did not change (2–5 KB each)."""
    return png_bytes(hand_image(hand, numerals))
