"""The turn machine shared by Generał and Kości: seats take turns of up to three throws and
write each turn into one open box of their own card, 13 rounds.

Actions: `{"type": "roll"}` (first throw), `{"type": "roll", "hold": [i, ...]}` (later throws,
positions of the current dice that stay), `{"type": "write", "box": id}`; chance answers a roll
with `{"type": "throw", "dice": [...]}` carrying the faces of the thrown dice only (held dice
keep their positions, thrown ones fill the others in order).
"""

from __future__ import annotations

from itertools import combinations
from typing import Any, NamedTuple

from rules.base import Action, ChanceSource, GameRules, IllegalAction, OptionSpec, Result
from rules.yahtzee.dice import DICE, THROWS_PER_TURN, roll_index
from rules.yahtzee.scorecard import Card, Variant, Write
from rules.yahtzee.solver import load
from rules.yahtzee.strategy import best_action

# Every hold short of all five dice (keeping all five would waste a throw).
HOLDS = tuple(hold for size in range(DICE) for hold in combinations(range(DICE), size))


class YahtzeeState(NamedTuple):
    """The whole game (immutable: a NamedTuple, as `_replace` is cheap in long playouts)."""

    game: str
    cards: tuple[Card, ...]
    resigned: tuple[bool, ...]
    seat: int | None  # whose turn it is; None once the game is over
    dice: tuple[int, ...] = ()  # the current dice, empty before the first throw
    throws: int = 0  # throws made this turn
    holding: tuple[int, ...] | None = None  # a roll awaiting its throw: the positions held


def next_seat(state: YahtzeeState, after: int) -> int | None:
    """The next seat after `after` (itself last) still playing with an open box; None when
    the game is over (every card full, or one player left of several, or none)."""
    players = len(state.cards)
    if sum(not out for out in state.resigned) <= (players > 1):
        return None
    for step in range(1, players + 1):
        seat = (after + step) % players
        if not state.resigned[seat] and state.cards[seat].filled < len(state.cards[seat].scores):
            return seat
    return None


class YahtzeeRules(GameRules):
    """The `GameRules` of one Yahtzee-family game."""

    family = "yahtzee"
    hidden_information = False
    min_players = 1
    max_players = 8
    # Hints from the optimal player for the seat to move: "auto" = on in a solo game only.
    options: tuple[OptionSpec, ...] = (
        OptionSpec("hints", "auto", choices=("auto", "on", "off"), solo_values=("auto",)),
    )

    def __init__(self, variant: Variant) -> None:
        self.variant = variant
        self.id = variant.id
        load(variant)  # read the value table now (~0.1 s), so that no decision waits for it

    def new_game(self, options: dict[str, Any], players: int) -> YahtzeeState:
        self.check_players(players)
        return YahtzeeState(self.id, (Card(),) * players, (False,) * players, 0)

    def chance_action(self, state: YahtzeeState, source: ChanceSource) -> Action | None:
        if state.holding is None:
            return None
        return {"type": "throw", "dice": source.dice(DICE - len(state.holding))}

    def chance_key(self, state: YahtzeeState) -> tuple[int, int]:
        """(turns written so far, throws made this turn): in a solo game the round and the
        throw, both from 0; counted over every card, the turns of several seats run on too."""
        return sum(card.filled for card in state.cards), state.throws

    def to_move(self, state: YahtzeeState) -> int | None:
        return state.seat if state.holding is None else None

    def write_outcome(self, state: YahtzeeState, box: int, flags: int | None = None) -> Write:
        """What writing the current dice into `box` pays the seat to move (`flags`: his card's,
        when the caller has them already)."""
        card = state.cards[state.seat]
        if flags is None:
            flags = self.variant.flags_of(card)
        return self.variant.write(card.mask, flags, box, state.throws, roll_index(state.dice))

    def writable_boxes(self, state: YahtzeeState) -> list[int]:
        """The open boxes the seat to move may write the current dice into."""
        if self.to_move(state) is None or not state.throws:
            return []
        card = state.cards[state.seat]
        mask = card.mask
        joker = self.variant.joker(mask, self.variant.flags_of(card), roll_index(state.dice))
        return [
            box
            for box, score in enumerate(card.scores)
            if score is None and self.variant.allowed(mask, box, joker)
        ]

    def legal_actions(self, state: YahtzeeState) -> list[Action]:
        if self.to_move(state) is None:
            return []
        if not state.throws:
            return [{"type": "roll"}]
        writes = [
            {"type": "write", "box": self.variant.boxes[box]} for box in self.writable_boxes(state)
        ]
        if state.throws == THROWS_PER_TURN:
            return writes
        return [{"type": "roll", "hold": list(hold)} for hold in HOLDS] + writes

    def apply(self, state: YahtzeeState, action: Action) -> YahtzeeState:
        kind = action.get("type") if isinstance(action, dict) else None
        if kind == "throw":
            return self._throw(state, action.get("dice"))
        if self.to_move(state) is None:
            raise IllegalAction(
                "It is nobody's move now: the dice are rolling or the game is over.",
                "yahtzee.not_now",
            )
        if kind == "roll":
            return self._roll(state, action.get("hold", []))
        if kind == "write":
            return self._write(state, action.get("box"))
        raise IllegalAction(
            "Unknown action: roll the dice or write them into a box.",
            "yahtzee.unknown_action",
        )

    def _roll(self, state: YahtzeeState, hold: Any) -> YahtzeeState:
        if state.throws >= THROWS_PER_TURN:
            raise IllegalAction(
                "You have used all three throws: write the dice into an open box.",
                "yahtzee.no_throws_left",
            )
        if not isinstance(hold, list) or not all(type(i) is int for i in hold):
            raise IllegalAction(
                "Hold must be a list of dice positions (0 to 4).", "yahtzee.bad_hold"
            )
        if hold and not state.throws:
            raise IllegalAction(
                "The first throw is of all five dice: there is nothing to hold yet.",
                "yahtzee.hold_before_throw",
            )
        if len(set(hold)) != len(hold) or not all(0 <= i < DICE for i in hold):
            raise IllegalAction(
                "Hold each die at most once, by its position 0 to 4.", "yahtzee.bad_hold"
            )
        if len(hold) == DICE:
            raise IllegalAction(
                "You hold all five dice: throw at least one, or write them into a box.",
                "yahtzee.hold_all",
            )
        return state._replace(holding=tuple(sorted(hold)))

    def _throw(self, state: YahtzeeState, dice: Any) -> YahtzeeState:
        if state.holding is None:
            raise IllegalAction("No dice are being thrown now.", "yahtzee.no_throw_pending")
        count = DICE - len(state.holding)
        if (
            not isinstance(dice, list)
            or len(dice) != count
            or not all(type(face) is int and 1 <= face <= 6 for face in dice)
        ):
            raise IllegalAction(
                f"The throw must carry {count} dice with faces 1 to 6.",
                "yahtzee.bad_throw",
                count=count,
            )
        thrown = iter(dice)
        new_dice = tuple(state.dice[i] if i in state.holding else next(thrown) for i in range(DICE))
        return state._replace(dice=new_dice, throws=state.throws + 1, holding=None)

    def _write(self, state: YahtzeeState, box_id: Any) -> YahtzeeState:
        if not state.throws:
            raise IllegalAction(
                "Throw the dice before writing them into a box.", "yahtzee.write_before_throw"
            )
        box = self.variant.box_index.get(box_id) if isinstance(box_id, str) else None
        if box is None:
            raise IllegalAction(
                f"There is no box {box_id!r}; choose one of: {', '.join(self.variant.boxes)}.",
                "yahtzee.unknown_box",
                box=str(box_id),
            )
        card = state.cards[state.seat]
        if card.scores[box] is not None:
            raise IllegalAction(
                f"The box {box_id} is already filled: choose an open box.",
                "yahtzee.box_filled",
                box=box_id,
            )
        outcome = self.write_outcome(state, box)
        if not outcome.allowed:
            raise IllegalAction(
                "This five of a kind is a joker: write it into an open lower box.",
                "yahtzee.joker_lower_first",
                box=box_id,
            )
        cards = list(state.cards)
        cards[state.seat] = card.written(box, outcome)
        return self._next_turn(state._replace(cards=tuple(cards)), state.seat)

    def _next_turn(self, state: YahtzeeState, after: int) -> YahtzeeState:
        """The state at the start of the next turn (no dice, no throws)."""
        return state._replace(seat=next_seat(state, after), dice=(), throws=0, holding=None)

    def resign(self, state: YahtzeeState, seat: int) -> YahtzeeState:
        if not 0 <= seat < len(state.cards) or state.resigned[seat] or state.seat is None:
            raise IllegalAction(
                "Only a player still in a running game can resign.", "yahtzee.cannot_resign"
            )
        resigned = (*state.resigned[:seat], True, *state.resigned[seat + 1 :])
        state = state._replace(resigned=resigned)
        if seat == state.seat or next_seat(state, state.seat) is None:
            return self._next_turn(state, state.seat)
        return state

    def is_over(self, state: YahtzeeState) -> bool:
        return state.seat is None

    def totals(self, state: YahtzeeState) -> list[int]:
        return [self.variant.total(card) for card in state.cards]

    def result(self, state: YahtzeeState) -> Result:
        """Placings by total (ties share); resigned seats share the last place. The detail's
        `stats` count each seat's scored generals (the five-of-a-kind box at 50, and every
        further one that paid its bonus) for the leaderboard."""
        totals = self.totals(state)
        active = [seat for seat, out in enumerate(state.resigned) if not out]
        placings = tuple(
            len(active) + 1
            if state.resigned[seat]
            else 1 + sum(totals[other] > totals[seat] for other in active)
            for seat in range(len(totals))
        )
        five = self.variant.five_index
        stats = [
            {"generals": int(card.scores[five] == 50) + sum(bonus > 0 for bonus in card.five_bonus)}
            for card in state.cards
        ]
        detail = {"resigned": state.resigned, "stats": stats}
        return Result(placings, tuple(float(t) for t in totals), detail)

    def preview(self, state: YahtzeeState) -> dict[str, dict[str, int]]:
        """What each box the seat to move may write now would pay with the current dice."""
        boxes = self.writable_boxes(state)
        flags = self.variant.flags_of(state.cards[state.seat]) if boxes else 0  # once, not per box
        return {
            self.variant.boxes[box]: {
                "score": int(write.score),
                "five_bonus": int(write.five_bonus),
                "throw_bonus": int(write.throw_bonus),
            }
            for box in boxes
            for write in [self.write_outcome(state, box, flags)]
        }

    def view(self, state: YahtzeeState, seat: int | None) -> dict[str, Any]:
        """The whole board (nothing is hidden in this family)."""
        over = state.seat is None
        return {
            "game": self.id,
            "to_move": self.to_move(state),
            "seat": state.seat,
            "round": None if over else state.cards[state.seat].filled + 1,
            "dice": list(state.dice),
            "throws": state.throws,
            "throws_left": THROWS_PER_TURN - state.throws,
            "awaiting_throw": state.holding is not None,
            "preview": self.preview(state),
            "cards": [self.variant.card_view(card) for card in state.cards],
            "resigned": list(state.resigned),
            "over": over,
            "placings": list(self.result(state).placings) if over else None,
        }

    def computer_action(self, state: YahtzeeState, source: ChanceSource) -> Action:
        return best_action(self.variant, state)

    def log_stats(self, options, players, log) -> list[dict[str, float]]:
        """Each seat's decision quality, the share (%) of the optimal expectation it kept, and
        its story's luck and cost (rules/yahtzee/story.py)."""
        from rules.story import seat_figures  # the review and story replay games of these rules
        from rules.yahtzee.review import review
        from rules.yahtzee.story import story

        judged = [(seat, action, kind == "play") for seat, kind, action in log]
        told = seat_figures(story(self, players, log), decided=True)
        kept = review(self, players, judged)
        return [
            {"quality": 100 * seat.kept, **figures}
            for seat, figures in zip(kept, told, strict=True)
        ]

    def to_json(self, state: YahtzeeState) -> dict[str, Any]:
        return {
            "game": state.game,
            "cards": [
                {
                    "scores": list(card.scores),
                    "five_bonus": list(card.five_bonus),
                    "throw_bonus": list(card.throw_bonus),
                }
                for card in state.cards
            ],
            "resigned": list(state.resigned),
            "seat": state.seat,
            "dice": list(state.dice),
            "throws": state.throws,
            "holding": None if state.holding is None else list(state.holding),
        }

    def from_json(self, data: dict[str, Any]) -> YahtzeeState:
        cards = tuple(
            Card(tuple(c["scores"]), tuple(c["five_bonus"]), tuple(c["throw_bonus"]))
            for c in data["cards"]
        )
        holding = data["holding"]
        return YahtzeeState(
            game=data["game"],
            cards=cards,
            resigned=tuple(data["resigned"]),
            seat=data["seat"],
            dice=tuple(data["dice"]),
            throws=data["throws"],
            holding=None if holding is None else tuple(holding),
        )
