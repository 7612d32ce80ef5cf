"""Building Yahtzee states for exact tests."""

from __future__ import annotations

from rules.yahtzee import GAMES, YahtzeeRules, YahtzeeState
from rules.yahtzee.scorecard import Card

GAME = {game.id: game for game in GAMES}


def card(game: YahtzeeRules, boxes: dict[str, int]) -> Card:
    scores = tuple(boxes.get(box) for box in game.variant.boxes)
    return Card(scores=scores)


def at_dice(
    game_id: str, dice: tuple[int, ...], throws: int = 3, boxes: dict[str, int] | None = None
) -> YahtzeeState:
    """A solo game whose card holds `boxes`, with `dice` on the table after throw `throws`."""
    game = GAME[game_id]
    state = game.new_game({}, 1)
    return state._replace(cards=(card(game, boxes or {}),), dice=tuple(dice), throws=throws)


def write(game_id: str, dice: tuple[int, ...], box: str, **kwargs) -> Card:
    """The card after writing `dice` into `box` (see `at_dice` for the keywords)."""
    game = GAME[game_id]
    after = game.apply(at_dice(game_id, dice, **kwargs), {"type": "write", "box": box})
    return after.cards[0]


def score(game_id: str, dice: tuple[int, ...], box: str, **kwargs) -> int | None:
    game = GAME[game_id]
    return write(game_id, dice, box, **kwargs).scores[game.variant.box_index[box]]


def gained(game_id: str, dice: tuple[int, ...], box: str, **kwargs) -> int:
    """How much the total grows by writing `dice` into `box`."""
    game = GAME[game_id]
    before = at_dice(game_id, dice, **kwargs).cards[0]
    return game.variant.total(write(game_id, dice, box, **kwargs)) - game.variant.total(before)


def expected_total(game_id: str, card: Card) -> int:
    """The total computed independently from RULES.md's bonus sentences."""
    scores = [score or 0 for score in card.scores]
    upper = sum(scores[:6])
    total = sum(scores) + sum(card.five_bonus) + sum(card.throw_bonus)
    if game_id == "general":
        return total + (35 if upper >= 63 else 0)
    lower_done = all(score is not None and score > 0 for score in card.scores[6:])
    return total + (20 if upper >= 60 else 0) + (30 if lower_done else 0)
