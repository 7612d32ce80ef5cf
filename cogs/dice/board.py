"""The dice family's board: the throw as die faces, a toggle button per die, and the turn's
buttons. Which dice are toggled is UI state carried in the buttons' custom_ids (a bitmask), so
toggling costs no database write and survives restarts with the message itself."""

from __future__ import annotations

import json

import discord

from bot import emojis
from bot.boards import Board, BoardParts, UiOnly, die_toggles, indices, parse_mask
from bot.i18n import number, t
from bot.models import LoggedAction
from bot.sessions import GameError, Snapshot
from bot.ui import GameButton, GameSelect
from rules.base import Action
from rules.dice import FIGURES, can_bank, figures_formed, selection_score

# Games whose throw is chosen from (toggles set dice aside, or keep them for the next throw).
SELECTING = ("ones_and_fives", "figures")
BANKING = ("ones_and_fives", "six_dice")


def faces(dice) -> str:
    """Unicode faces, for the history lines (emojis there would overflow the field's limit)."""
    return " ".join(emojis.UNICODE_FACES[d - 1] for d in dice)


class DiceBoard(Board):
    family = "dice"

    # ------------------------------------------------------------------ clicks
    def interpret(self, snap: Snapshot, seat: int, action: str, arg: str) -> Action | UiOnly:
        game = snap.game.game
        if action == "toggle":
            return UiOnly(arg)
        if action == "roll":
            keep = indices(parse_mask(arg))
            return (
                {"type": "roll", "keep": keep}
                if snap.state.throw and game in SELECTING
                else {"type": "roll"}
            )
        if action == "bank":
            return (
                {"type": "bank", "keep": indices(parse_mask(arg))}
                if game in SELECTING
                else {"type": "bank"}
            )
        if action == "write":
            return {"type": "write", "figure": arg}
        if action == "end":
            return {"type": "end_turn"}
        raise GameError("rules.illegal")

    # ------------------------------------------------------------------ drawing
    def scores(self, snap: Snapshot, lang: str) -> list[str]:
        state = snap.state
        out = []
        for seat in range(state.players):
            text = f"— **{number(state.scores[seat], lang)}**"
            if snap.game.game == "figures":
                written = sum(points >= 0 for points in state.figures[seat])
                text += f" ({written}/{len(FIGURES)})"
            if seat in state.resigned:
                text += " 🏳️"
            out.append(text)
        return out

    def parts(self, snap: Snapshot, lang: str, ui: str) -> BoardParts:
        state, game = snap.state, snap.game
        mask = parse_mask(ui)
        lines = []
        event = self._event(snap, state.event, lang) if state.event else ""
        if event:
            lines.append(event)
        if state.throw:
            lines.append("# " + emojis.dice(state.throw, mask))
        if game.status == "active":
            lines.extend(self._turn_lines(snap, lang))
        parts = BoardParts(body="\n".join(lines))
        if game.game == "figures":
            parts.sections.append((t(lang, "dice.figures"), self._figure_table(snap, lang)))
        if game.status == "active" and snap.to_move is not None:
            parts.items = self._buttons(snap, lang, mask)
        return parts

    def _turn_lines(self, snap: Snapshot, lang: str) -> list[str]:
        state, game = snap.state, snap.game.game
        lines = []
        if state.set_aside:
            key = "dice.kept" if game == "figures" else "dice.set_aside"
            lines.append(t(lang, key, dice=emojis.dice(state.set_aside)))
        if game in BANKING:
            lines.append(t(lang, "dice.turn_total", total=state.turn_total, left=state.dice_left))
            if state.must_confirm:
                lines.append(t(lang, "dice.must_confirm"))
        if game == "figures":
            lines.append(t(lang, "dice.throws_left", throws=state.throws_left))
        if game == "forbidden" and state.forbidden:
            lines.append(t(lang, "dice.forbidden_faces", dice=emojis.dice(state.forbidden)))
        target = state.options.get("target")
        if target:
            lines.append(t(lang, "dice.target", target=target))
        return lines

    def _buttons(self, snap: Snapshot, lang: str, mask: int) -> list[discord.ui.Item]:
        state, game = snap.state, snap.game
        gid, version = game.id, game.version
        items: list[discord.ui.Item] = []
        selecting = game.game in SELECTING and bool(state.throw)
        if selecting:
            items.extend(die_toggles(game, "toggle", state.throw, mask, per_row=3))
        items.extend(self._turn_buttons(snap, lang, mask, selecting))
        if game.game == "figures" and state.throw:
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
        state, game = snap.state, snap.game
        gid, version, arg = game.id, game.version, str(mask)
        buttons: list[discord.ui.Item] = []
        if game.game == "ones_and_fives" and state.throw:
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
        roll_label = t(lang, "dice.roll_kept") if selecting else t(lang, "dice.roll")
        can_roll = not (game.game == "figures" and state.throw and state.throws_left <= 0)
        buttons.append(
            GameButton(
                gid,
                version,
                "roll",
                arg if selecting else "",
                label=roll_label,
                emoji="🎲",
                style=discord.ButtonStyle.success,
                disabled=not can_roll,
                row=2,
            )
        )
        if game.game == "six_dice":
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
        if game.game == "figures" and state.throw:
            buttons.append(
                GameButton(gid, version, "end", label=t(lang, "dice.end_turn"), emoji="✋", row=2)
            )
        return buttons

    def _figure_table(self, snap: Snapshot, lang: str) -> str:
        state = snap.state
        row = state.figures[state.seat]
        cells = []
        for figure, points in zip(FIGURES, row, strict=True):
            name = t(lang, "figure." + figure)
            cells.append(f"~~{name}~~ {points}" if points >= 0 else f"**{name}**")
        return " · ".join(cells)

    # ------------------------------------------------------------------ history
    def _event(self, snap: Snapshot, event: dict, lang: str) -> str:
        """The last thing that happened, as a sentence (the throw itself is the dice header)."""
        kind = event["type"]
        if kind == "throw" and "points" not in event:
            return ""
        key = {
            "throw": "dice.event.forbidden_throw",
            "score": "dice.event.score_reset" if event.get("reset") else "dice.event.score",
        }.get(kind, "dice.event." + kind)
        params = dict(event)
        if "seat" in event:
            params["player"] = snap.player_name(event["seat"], lang)
        for name in ("dice", "kept", "faces"):
            if name in event:
                params["dice" if name == "faces" else name] = emojis.dice(event[name])
        if "figure" in event:
            params["figure"] = t(lang, "figure." + event["figure"])
        text = t(lang, key, kind, **params)
        if event.get("hot_dice") and not event.get("must_confirm"):
            text += "\n" + t(lang, "dice.hot_dice")
        return text

    def describe(self, snap: Snapshot, record: LoggedAction, lang: str) -> str | None:
        """Every throw, with whose it was (none for the game's opening draw)."""
        action = json.loads(record.action)
        if action["type"] != "throw":
            return None
        who = f"{snap.player_name(record.seat, lang)}: " if record.seat is not None else ""
        return f"🎲 {who}{faces(action['dice'])}"
