"""The end board's answer to "was it the dice?" in the games rules/dice/story.py tells: after
each placing, the luck of the seat's throws (against the table's average, so that the luck of
a table sums to 0 and two players are never both lucky; alone, against an average turn) and,
for a person in a game with decisions, the points his decisions gave up against perfect play;
under the placings what the two numbers are and the costliest decision in words."""

from __future__ import annotations

import json
from typing import Any

from bot.game import Snapshot
from bot.i18n import decimal, t
from bot.layout import subtext
from cogs.dice.daily_text import better_phrase
from rules.base import effective_log
from rules.dice.story import SeatStory, story, told

Stories = list[SeatStory] | None
BOTH_NUMBERS = 4  # the most seats whose placings say luck and play both (a phone's screen)


def work(snap: Snapshot) -> Stories:
    """The finished game's story (None for a game it does not tell)."""
    if not told(snap.game.game) or snap.history is None:
        return None
    log = [(record.seat, record.kind, json.loads(record.action)) for record in snap.history]
    return story(snap.rules, snap.state.options, len(snap.seats), log)


def record(snap: Snapshot, stories: list[SeatStory]) -> dict[str, Any]:
    """The story in a game's record: per seat its expectation, luck and cost (which add up to
    its score), and every priced step by its log entry (`seq`), for anyone to check."""
    kept = effective_log([(r.seat, r.kind, json.loads(r.action), r.seq) for r in snap.history])
    seats = [
        {
            "seat": seat,
            "score": snap.state.scores[seat],
            "expected": round(one.expected, 6),
            "luck": round(one.luck, 6),
            "cost": round(one.cost, 6),
            "luck_against_table": round(luck(stories, seat), 6),
        }
        for seat, one in enumerate(stories)
    ]
    steps = [
        {"seq": kept[index][3], "seat": seat, kind: round(points, 6)}
        for seat, one in enumerate(stories)
        for index, kind, points in one.steps
    ]
    return {
        "unit": "points",
        "exact": True,  # the turn tables of perfect play: score = expected + luck − cost
        "seats": seats,
        "steps": sorted(steps, key=lambda step: (step["seq"], step["seat"])),
    }


def luck(stories: list[SeatStory], seat: int) -> float:
    """The seat's luck against the table's average (alone: against an average turn)."""
    average = sum(one.luck for one in stories) / len(stories) if len(stories) > 1 else 0.0
    return stories[seat].luck - average


def placing_note(snap: Snapshot, stories: Stories, seat: int, lang: str) -> str:
    if not stories:
        return ""
    dice = decimal(luck(stories, seat), lang, 0, plus=True)
    # Perfect play, no decision, or a big table (its placings' lines: one number more fits
    # a phone's line; the costliest decision is said under them)
    if snap.seats[seat].computer or not snap.rules.banks or len(stories) > BOTH_NUMBERS:
        return " · " + t(lang, "dice.story_luck", luck=dice)
    cost = decimal(-stories[seat].cost, lang, 0)
    return " · " + t(lang, "dice.story_seat", luck=dice, cost=cost)


def ending_note(snap: Snapshot, stories: Stories, lang: str) -> str:
    if not stories:
        return ""
    both = snap.rules.banks and len(stories) <= BOTH_NUMBERS
    key = "dice.story_legend" if both else "dice.story_legend_luck"
    lines = [subtext(t(lang, key, alone=str(len(stories) == 1).lower()))]
    people = [
        (one.costliest, seat)
        for seat, one in enumerate(stories)
        if one.costliest is not None and not snap.seats[seat].computer
    ]
    if people:
        decision, seat = max(people, key=lambda pair: pair[0].cost)
        better = better_phrase(decision, lang)
        player = snap.player_name(seat, lang)
        cost = round(decision.cost)
        lines.append(
            t(
                lang,
                "dice.story_costliest",
                player=player,
                turn=decision.turn,
                better=better,
                cost=cost,
            )
        )
    return "\n".join(lines)
