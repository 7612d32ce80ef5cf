"""Kości (seed 001, the kurnik variant): boxes, scores, bonuses and the joker rule of RULES.md.

Lower box ids: two_pairs, three_of_a_kind, four_of_a_kind, straight, full_house,
five_of_a_kind, chance.
"""

from __future__ import annotations

from typing import Any

from rules.yahtzee.scorecard import FIFTY, IS_FIVE, UPPER, Variant, counts_sum, upper_score

FIGURE_SCORES = {
    "two_pairs": 20,
    "three_of_a_kind": 25,
    "four_of_a_kind": 35,
    "straight": 30,
    "full_house": 30,
    "five_of_a_kind": 50,
}


class Kosci(Variant):
    id = "kosci"
    lower = (*FIGURE_SCORES, "chance")
    five_box = "five_of_a_kind"
    figures = frozenset(FIGURE_SCORES)
    upper_target = 60
    upper_bonus_points = 20
    lower_bonus_points = 30
    extra_five_points = 40
    unused_throw_points = (0, 10, 5, 0)

    def score(self, box: str, counts: tuple[int, ...]) -> int:
        if box in UPPER:
            return upper_score(box, counts)
        if box == "chance":
            return counts_sum(counts)
        most = max(counts)
        fits = {
            "two_pairs": sum(count >= 2 for count in counts) >= 2,
            "three_of_a_kind": most >= 3,
            "four_of_a_kind": most >= 4,
            "straight": most == 1 and (counts[0] == 0 or counts[5] == 0),
            "full_house": sorted(counts)[-2:] == [2, 3],
            "five_of_a_kind": most == 5,
        }
        return FIGURE_SCORES[box] if fits[box] else 0

    def joker_score(self, box: str, counts: tuple[int, ...]) -> int:
        return FIGURE_SCORES.get(box, self.score(box, counts))

    def joker(self, mask: int, flags: int, roll: Any) -> Any:
        """A further five of a kind once the five-of-a-kind box holds 50."""
        return IS_FIVE[roll] * (flags & FIFTY)
