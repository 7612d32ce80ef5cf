"""Generał (seed 003, standard Yahtzee): boxes, scores and the joker rule of RULES.md.

Lower box ids: three_of_a_kind, four_of_a_kind, full_house, small_straight, large_straight,
general, chance.
"""

from __future__ import annotations

from typing import Any

from rules.yahtzee.scorecard import (
    IS_FIVE,
    LOWEST_FACE,
    UPPER,
    Variant,
    counts_sum,
    longest_run,
    upper_score,
)

FULL_HOUSE, SMALL_STRAIGHT, LARGE_STRAIGHT, GENERAL = 25, 30, 40, 50
JOKER_SCORES = {
    "full_house": FULL_HOUSE,
    "small_straight": SMALL_STRAIGHT,
    "large_straight": LARGE_STRAIGHT,
}


class General(Variant):
    id = "general"
    lower = (
        "three_of_a_kind",
        "four_of_a_kind",
        "full_house",
        "small_straight",
        "large_straight",
        "general",
        "chance",
    )
    five_box = "general"
    upper_target = 63
    upper_bonus_points = 35
    extra_five_points = 100

    def score(self, box: str, counts: tuple[int, ...]) -> int:
        most = max(counts)
        rules = {
            "three_of_a_kind": counts_sum(counts) if most >= 3 else 0,
            "four_of_a_kind": counts_sum(counts) if most >= 4 else 0,
            "full_house": FULL_HOUSE if sorted(counts)[-2:] == [2, 3] else 0,
            "small_straight": SMALL_STRAIGHT if longest_run(counts) >= 4 else 0,
            "large_straight": LARGE_STRAIGHT if longest_run(counts) == 5 else 0,
            "general": GENERAL if most == 5 else 0,
            "chance": counts_sum(counts),
        }
        return upper_score(box, counts) if box in UPPER else rules[box]

    def joker_score(self, box: str, counts: tuple[int, ...]) -> int:
        return JOKER_SCORES.get(box, self.score(box, counts))

    def joker(self, mask: int, flags: int, roll: Any) -> Any:
        """A further general once the general box and the matching upper box are filled."""
        general_filled = mask >> self.five_index & 1
        upper_filled = mask >> (LOWEST_FACE[roll] - 1) & 1
        return IS_FIVE[roll] * general_filled * upper_filled

    def allowed(self, mask: int, box: int, joker: Any) -> Any:
        """A joker goes to an open lower box; only with every lower box full to an upper one."""
        lower_open = mask & self.lower_mask != self.lower_mask
        return 1 - joker if box < len(UPPER) and lower_open else 1
