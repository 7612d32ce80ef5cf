"""What the daily challenge shows: the day's panel (`/daily`), a challenge's boards of the day,
an attempt's comparison with perfect play (on its end board), the spoiler-free share card and
the day's post.

The panel's and the share's buttons are not a game's: their custom_id is `d:<action>:<arg>`
(`daily_click` reads it), the action being PLAY (a challenge, from the member's panel: start
it, or show the attempt where it stands, in the panel's place), OPEN (the same from the day's
post in a channel: in a message of his own), BOARDS (a challenge's boards of the day) or
SHARE (a finished attempt, by its game's id: the card posted in the channel)."""

from __future__ import annotations

import re
from datetime import date

import discord
from babel.dates import format_date

from bot import texts
from bot.daily.challenges import Attempt, BoardRow, Day, Streak
from bot.i18n import decimal, has, number, t
from bot.layout import Layout, subtext
from bot.models import GameRow
from rules.daily import Comparison

PREFIX = "d"
PLAY, OPEN, BOARDS, SHARE = "play", "open", "boards", "share"
PICKED = "picked"  # the boards menu's argument: the challenge is the option picked
DAILY_COMPONENT = re.compile(r"d:(?P<action>play|open|boards|share):(?P<arg>\w+)")
ACCENT = 0x12B886
# A turn's closeness to perfect play, as the share card colours it: at least this, this square.
SQUARES = ((0.995, "🟩"), (0.9, "🟨"), (0.7, "🟧"), (0.0, "🟥"))
MEDALS = ("🥇", "🥈", "🥉")
SECONDARY, SUCCESS = discord.ButtonStyle.secondary, discord.ButtonStyle.success
LINE = 12  # squares a phone's line holds


def daily_click(interaction: discord.Interaction) -> tuple[str, str] | None:
    """(action, argument) of a click on a daily challenge's button; None for anything else."""
    if interaction.type != discord.InteractionType.component:
        return None
    data = interaction.data or {}
    found = DAILY_COMPONENT.fullmatch(data.get("custom_id", ""))
    if found is None:
        return None
    if found["arg"] == PICKED:
        return found["action"], (data.get("values") or [""])[0]
    return found["action"], found["arg"]


def button(
    action: str,
    arg: str,
    label: str,
    style: discord.ButtonStyle = discord.ButtonStyle.secondary,
    emoji: str | None = None,
    row: int | None = None,
) -> discord.ui.Button:
    return discord.ui.Button(
        label=label, style=style, emoji=emoji, custom_id=f"{PREFIX}:{action}:{arg}", row=row
    )


def day_name(day: date, lang: str) -> str:
    """ "27 November", "27. listopadu", "27 listopada"."""
    return format_date(day, "d MMMM", locale=lang)


def challenge_name(day: Day, challenge: str, lang: str) -> str:
    """The challenge as its game of the day names it ("Kości"), or as the day's text of its
    family says (backgammon: the position of the day)."""
    return game_challenge(challenge, day.challenges[challenge].game, lang)


def game_challenge(challenge: str, game: str, lang: str) -> str:
    """`challenge_name` of the challenge played as `game`."""
    named = f"daily.challenge_{challenge}"
    return t(lang, named) if has(named) else texts.board_name(game, lang)


def squares(comparison: Comparison) -> str:
    """A square per turn, in as few lines of at most LINE as hold them, of equal length; none
    where perfect play is not exact (Figures: its turns are not priced)."""
    if not comparison.exact:
        return ""
    marks = [next(sq for low, sq in SQUARES if step >= low) for step in comparison.steps]
    width = -(-len(marks) // -(-len(marks) // LINE)) if marks else 1
    return "\n".join("".join(marks[i : i + width]) for i in range(0, len(marks), width))


def result_line(comparison: Comparison, lang: str) -> str:
    """ "You 241 · perfect play on your dice 268 · 90 % of perfect" (backgammon: the equity
    the move gave away)."""
    if not comparison.higher_is_better:
        return t(lang, "daily.result_loss", loss=lost(comparison.score, lang))
    return t(
        lang,
        "daily.result" if comparison.exact else "daily.result_computer",
        score=number(comparison.score, lang),
        perfect=number(comparison.perfect, lang),
        percent=comparison.percent,
    )


def result_with_squares(comparison: Comparison, lang: str) -> list[str]:
    """The result over its squares, or one decision's square beside it: a lone square on a
    line of its own says nothing."""
    if len(comparison.steps) == 1:
        return [f"{squares(comparison)} {result_line(comparison, lang)}".strip()]
    return [result_line(comparison, lang), squares(comparison)]


def short_result(comparison: Comparison, lang: str) -> str:
    """The result in a panel's line: "**241** · 90 %" (backgammon: the equity given away)."""
    if not comparison.higher_is_better:
        return t(lang, "daily.short_loss", loss=lost(comparison.score, lang))
    return t(lang, "daily.short", score=number(comparison.score, lang), percent=comparison.percent)


def lost(equity: float, lang: str) -> str:
    """What a backgammon decision gave away, in games: two decimals (0.27), three below a
    hundredth, so that a small loss never reads as none."""
    return decimal(equity, lang, 2 if equity >= 0.01 or equity == 0 else 3)


def comparison_blocks(comparison: Comparison, decision: str, lang: str) -> list[str]:
    """An ended attempt beside perfect play (its result is the board's headline): a square per
    turn (where it had several) and the decision that cost most (`decision`, worded by the
    family's board)."""
    lines = [squares(comparison)] if len(comparison.steps) > 1 else []
    lines = list(filter(None, lines))
    if comparison.costliest is not None:
        lines.append(f"💸 {decision}")
    elif comparison.exact:  # (where perfect play is exact, its decisions are priced)
        lines.append(t(lang, "daily.flawless"))
    return ["\n".join(lines)]


def played_already(game: GameRow, challenge: str, comparison: Comparison, lang: str) -> Layout:
    """A ▶️ (the day's post, a share card) on a challenge the member played today: one attempt
    a day, and how his went, to share or to see the boards."""
    name = game_challenge(challenge, game.game, lang)
    lines = [t(lang, "daily.played_already"), *result_with_squares(comparison, lang)]
    return Layout(
        header=f"## {t(lang, 'daily.board_title', game=name)}",
        accent=ACCENT,
        blocks=["\n".join(filter(None, lines))],
        controls=ending_controls(game.id, challenge, lang),
    )


def ending_controls(game_id: int, challenge: str, lang: str) -> list[discord.ui.Item]:
    return [
        button(SHARE, str(game_id), t(lang, "daily.share"), discord.ButtonStyle.primary, "📣"),
        button(BOARDS, challenge, t(lang, "daily.boards_button"), emoji="🏆"),
    ]


def panel(
    day: Day,
    attempts: dict[str, Attempt],
    streak: Streak,
    lang: str,
    ends_at: int,
) -> Layout:
    """The day's challenges, each with where the member stands in it and its button (▶️
    play, ⏯️ continue, 📊 see the result), the day's boards to pick from, and his streak."""
    lines, controls = [], []
    for challenge in day.challenges:
        attempt = attempts.get(challenge)
        if attempt is None:
            state, emoji, style = t(lang, "daily.not_played"), "▶️", discord.ButtonStyle.success
        elif attempt.finished:
            result = attempt.comparison and short_result(attempt.comparison, lang)
            state, emoji, style = result or t(lang, "daily.closed"), "📊", SECONDARY
        else:
            state, emoji, style = t(lang, "daily.in_progress"), "⏯️", discord.ButtonStyle.primary
        lines.append(f"**{challenge_name(day, challenge, lang)}** · {state}")
        label = challenge_name(day, challenge, lang)[:80]  # as its line names it
        controls.append(button(PLAY, challenge, label, style, emoji, row=0))
    controls.append(boards_menu(day, lang))
    header = "\n".join(
        [
            f"## {t(lang, 'daily.title', day=day_name(day.day, lang))}",
            t(lang, "daily.intro", at=str(ends_at)),
        ]
    )
    footer = [
        t(lang, "daily.streak", current=streak.current, longest=streak.best),
        subtext(t(lang, "daily.commitment", commitment=day.commitment)),
    ]
    return Layout(
        header=header,
        accent=ACCENT,
        blocks=["\n".join(lines), "\n".join(footer)],
        controls=controls,
    )


def boards_menu(day: Day, lang: str) -> discord.ui.Select:
    """One menu of the day's boards, a challenge each (a row, where a button each took four)."""
    options = [
        discord.SelectOption(label=challenge_name(day, challenge, lang)[:100], value=challenge)
        for challenge in day.challenges
    ]
    custom_id = f"{PREFIX}:{BOARDS}:{PICKED}"
    return discord.ui.Select(
        custom_id=custom_id, placeholder=t(lang, "daily.boards"), options=options, row=1
    )


def boards(
    day: Day,
    challenge: str,
    here: list[BoardRow],
    everyone: list[BoardRow],
    places: tuple[tuple[int, int] | None, tuple[int, int] | None],
    lang: str,
    user_id: int | None = None,
) -> Layout:
    """A challenge's boards of the day: this server's and everyone's, best first (ties: who
    finished first), with the member's own place in each (his row marked)."""
    title = t(lang, "daily.boards_title", challenge=challenge_name(day, challenge, lang))
    blocks = []
    for key, rows, place in (
        ("daily.board_here", here, places[0]),
        ("daily.board_everyone", everyone, places[1]),
    ):
        lines = [_board_line(row, lang, row.user_id == user_id) for row in rows]
        lines = lines or [t(lang, "daily.board_empty")]
        if place is not None:
            lines.append(t(lang, "daily.your_place", place=place[0], count=place[1]))
        blocks.append(f"**{t(lang, key)}**\n" + "\n".join(lines))
    header = f"## {title}\n{t(lang, 'daily.day', day=day_name(day.day, lang))}"
    return Layout(header=header, accent=ACCENT, blocks=blocks)


def _board_line(row: BoardRow, lang: str, mine: bool) -> str:
    mark = MEDALS[row.place - 1] if row.place <= len(MEDALS) else f"**{row.place}.**"
    you = f" {t(lang, 'leaderboard.you')}" if mine else ""
    return f"{mark} {texts.literal(row.name)} — {short_result(row.comparison, lang)}{you}"


def share_card(
    day: Day, challenge: str, name: str, comparison: Comparison, streak: Streak, lang: str
) -> Layout:
    """The attempt for the channel to see, without its dice: the challenge, a square per turn
    coloured by how close to perfect play it was, the score and the percentage."""
    title = t(lang, "daily.share_title", challenge=challenge_name(day, challenge, lang))
    lines = [
        t(lang, "daily.share_by", player=texts.literal(name), day=day_name(day.day, lang)),
        *result_with_squares(comparison, lang),
    ]
    if streak.current > 1:
        lines.append(t(lang, "daily.share_streak", days=streak.current))
    # Whoever sees it may play the challenge too: his own board, as from the day's post.
    play = button(OPEN, challenge, t(lang, "daily.share_play"), SUCCESS, "▶️")
    blocks = ["\n".join(filter(None, lines))]
    return Layout(header=f"## {title}", accent=ACCENT, blocks=blocks, controls=[play])


def day_post(
    day: Day, yesterday: Day | None, winners: dict[str, BoardRow], lang: str, ends_at: int
) -> Layout:
    """The day's post in a server's channel: its challenges, each with a button opening the
    member's own board, the commitment, and yesterday's best here with its secret revealed."""
    header = "\n".join(
        [
            f"## {t(lang, 'daily.title', day=day_name(day.day, lang))}",
            t(lang, "daily.intro", at=str(ends_at)),
        ]
    )
    blocks = []  # (its buttons name the challenges)
    if yesterday is not None:
        lines = [
            f"🥇 {challenge_name(yesterday, challenge, lang)}: {texts.literal(row.name)} — "
            + short_result(row.comparison, lang)
            for challenge, row in winners.items()
        ]
        lines.append(subtext(t(lang, "daily.post_revealed", secret=yesterday.secret)))
        blocks.append(f"**{t(lang, 'daily.post_yesterday')}**\n" + "\n".join(lines))
    blocks.append(subtext(t(lang, "daily.commitment", commitment=day.commitment)))
    controls = [
        button(OPEN, challenge, challenge_name(day, challenge, lang)[:80], SUCCESS, "▶️")
        for challenge in day.challenges
    ]
    return Layout(header=header, accent=ACCENT, blocks=blocks, controls=controls)
