"""The end board's answer to "was it the dice?" in the games rules/dice/story.py tells: after
each placing, the luck of the seat's throws (against the table's average, so that the luck of
a table sums to 0 and two players are never both lucky; alone, against an average turn) and,
for a person in a game with decisions, the points his decisions gave up against perfect play;
under the placings what the two numbers are and the costliest decision in words."""

from __future__ import annotations

import json

from bot.game import Snapshot
from bot.i18n import decimal, t
from bot.layout import subtext
from cogs.dice.daily_text import better_phrase
from rules.dice.story import story, told
from rules.story import SeatStory, against_table

Stories = list[SeatStory] | None
BOTH_NUMBERS = 4  # the most seats whose placings say luck and play both (a phone's screen)
SAID = 0.5  # points: the least costliest decision said in words (it rounds to 1)


def work(snap: Snapshot) -> Stories:
    """The finished game's story (None for a game it does not tell)."""
    if not told(snap.game.game) or snap.history is None:
        return None
    log = [(record.seat, record.kind, json.loads(record.action)) for record in snap.history]
    return story(snap.rules, snap.state.options, len(snap.seats), log)


def placing_note(snap: Snapshot, stories: Stories, seat: int, lang: str) -> str:
    if not stories:
        return ""
    dice = decimal(against_table(stories, seat), lang, 0, plus=True)
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
        if one.costliest is not None
        and not snap.seats[seat].computer
        and one.costliest.cost >= SAID  # (less is a rounding's worth: "0 more points")
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
