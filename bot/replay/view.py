"""A replay's step as its private viewer shows it: the family's own board at that position,
the decision that led there with its cost coloured, the luck of the throws after it, and the
controls (⏮ ◀ ▶ ⏭, the next mistake, a jump to any turn, Show in the channel)."""

from __future__ import annotations

from dataclasses import replace

import discord

from bot import frame, texts
from bot.board import Board
from bot.game import Snapshot
from bot.i18n import decimal, t
from bot.layout import Layout, subtext
from bot.replay.steps import Step
from bot.ui import replay_id
from rules.story import PRICED

JUMPS = 25  # a select's options, Discord's most


def step_snapshot(snap: Snapshot, steps: list[Step], index: int) -> Snapshot:
    """The finished game as it stood at step `index` (the last step is the game as saved)."""
    if index == len(steps) - 1:
        return snap
    # (a still lists no last events: the records so far are not needed)
    return replace(
        snap,
        game=replace(snap.game, status="active"),
        state=steps[index].state,
        recent=[],
        history=None,
    )


def band(board: Board, cost: float) -> str:
    """A decision's colour: 🟢 the best choice, 🟡 a small mistake, 🔴 a large one."""
    small, large = board.cost_bands
    return "🔴" if cost >= large else "🟡" if cost >= small else "🟢"


def mistake(board: Board, step: Step) -> bool:
    return step.cost is not None and step.cost >= board.cost_bands[0]


def draw(
    board: Board, snap: Snapshot, steps: list[Step], index: int, lang: str, controls: bool = True
) -> Layout:
    """Step `index` of a finished game's replay (with its controls, or as a still)."""
    at = step_snapshot(snap, steps, index)
    step = steps[index]
    name = texts.board_name(snap.game.game, lang)
    number_ = t(lang, "board.game_number", id=str(snap.game.id))
    header = "\n".join(
        [
            t(lang, "replay.title", game=name, number=number_),
            t(lang, "replay.start", steps=len(steps) - 1)
            if step.record is None
            else t(
                lang,
                "replay.step",
                step=index,
                steps=len(steps) - 1,
                player=snap.player_name(step.seat, lang),
            ),
        ]
    )
    # (the priced lines under the picture, at its width: the header's beside 📢 is narrower)
    before = steps[index - 1].state if index else None
    ui = board.still_ui(step.state, before, step.better)
    still = frame.still(board, at, lang, header, "\n".join(_priced(board, snap, step, lang)), ui)
    if controls:
        still.controls = _controls(board, snap, steps, index, lang)
        still.header_button = _show(snap.game.id, index)
    return still


def _priced(board: Board, snap: Snapshot, step: Step, lang: str) -> list[str]:
    """The decision's cost and the luck of the throws after it (one line), and under a
    mistake what the colours mean."""
    lines = []
    if step.cost is not None and step.seat is not None:  # his, said by the line above
        if step.cost < PRICED:
            lines.append(t(lang, "replay.best"))
        else:
            points, colour = amount(board, step.cost, lang), band(board, step.cost)
            better = board.better_text(step.better, step.seat, lang) if step.better else ""
            if better:
                lines.append(
                    t(lang, "replay.cost_better", band=colour, points=points, better=better)
                )
            else:
                lines.append(t(lang, "replay.cost", band=colour, points=points))
    for seat, value in step.luck:
        said = decimal(value, lang, _digits(board, abs(value)), plus=True)
        signed = said if said[0] in "+−" else f"±{said}"  # (rounded to 0: no sign)
        if seat == step.seat:  # his own throw, after his decision (named above)
            lines.append(t(lang, "replay.own_luck", points=signed))
        else:
            player = snap.player_name(seat, lang)
            lines.append(t(lang, "replay.luck", player=player, points=signed))
    if not lines:
        return []
    if not mistake(board, step):
        return [" · ".join(lines)]
    small, large = (amount(board, bound, lang) for bound in board.cost_bands)
    return [" · ".join(lines), subtext(t(lang, board.bands_text, small=small, large=large))]


def amount(board: Board, value: float, lang: str) -> str:
    """A cost (or a colour's bound) in the family's unit."""
    return decimal(value, lang, _digits(board, value))


def _digits(board: Board, size: float) -> int:
    """The decimals a step's amount of this size is said with (`Board.step_digits`)."""
    if board.step_digits is not None:
        return board.step_digits
    return 0 if size >= 1 else 2


def _controls(
    board: Board, snap: Snapshot, steps: list[Step], index: int, lang: str
) -> list[discord.ui.Item]:
    game, last = snap.game.id, len(steps) - 1
    following = next((i for i in range(index + 1, len(steps)) if mistake(board, steps[i])), None)

    def go(
        emoji: str, to: int | None, what: str, label: str | None = None, row: int = 0
    ) -> discord.ui.Button:
        disabled = to is None or to == index
        return discord.ui.Button(
            emoji=emoji,
            label=label,
            row=row,
            disabled=disabled,
            custom_id=replay_id(game, index if disabled else to, what),
        )

    buttons = [
        go("⏮️", 0, "first"),
        go("◀️", max(index - 1, 0), "back"),
        go("▶️", min(index + 1, last), "on"),
        go("⏭️", last, "last"),
    ]
    if any(step.cost is not None for step in steps):
        buttons.append(go("🔎", following, "mistake", t(lang, "replay.next_mistake"), row=2))
    return [*buttons, _jumps(snap, steps, index, lang)]


def _show(game: int, index: int) -> discord.ui.Button:
    """Show in the channel, beside the header: no row of its own (a step fits a phone), its
    emoji alone (a label would squeeze the header on a phone)."""
    return discord.ui.Button(emoji="📢", custom_id=replay_id(game, index, "show"))


def _jumps(snap: Snapshot, steps: list[Step], index: int, lang: str) -> discord.ui.Select:
    """A jump to the start of any turn (a run of one seat's decisions), the JUMPS nearest."""
    starts = [0] + [i for i in range(1, len(steps)) if steps[i].seat != steps[i - 1].seat]
    if len(starts) < 3:  # one player's game: every step
        starts = list(range(len(steps)))
    nearest = sorted(sorted(starts, key=lambda i: abs(i - index))[:JUMPS])
    options = [
        discord.SelectOption(
            label=t(lang, "replay.start_option")
            if i == 0
            else t(lang, "replay.option", step=i, player=snap.plain_name(steps[i].seat, lang))[
                :100
            ],
            value=str(i),
            default=i == max((s for s in nearest if s <= index), default=0),
        )
        for i in nearest
    ]
    return discord.ui.Select(
        custom_id=replay_id(snap.game.id, index, "jump"),
        options=options,
        row=1,
        placeholder=t(lang, "replay.jump"),
    )
