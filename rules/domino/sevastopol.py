"""`sevastopol` (4 players, a pot): 6-6 leads with four arms, opened only with sixes; first
out wins 3 tokens, next out 1; when everybody is stuck the lowest pips take the prizes."""

from __future__ import annotations

from typing import Any

from rules.base import Action
from rules.domino import players
from rules.domino.game import BLOCKED, OUT, DominoRules, Ending, deal_hands, opening_plays
from rules.domino.table import OVER, PLAY, Play, Table, next_seat, seats_in_play
from rules.domino.tiles import Tile, opening, pips

HAND_SIZE = 7
STAKE = 1
PRIZES = (3, 1)  # first out, second out


class Sevastopol(DominoRules):
    id = "sevastopol"
    min_players = 4
    max_players = 4
    arm_names = ("left", "right", "up", "down")
    pays_tokens = True
    lays_cross = True
    score_unit = "tokens"

    def deal(self, state: Table, tiles: list[Tile], action: Action) -> None:
        state.hands, state.out = deal_hands(state, tiles, HAND_SIZE)
        state.leader = state.turn = opening(state.hands)[0]
        state.phase = PLAY
        state.events = ({"type": "deal", "hand": 1, "leader": state.leader},)

    def roots_of(self, lead: Tile) -> tuple[int, ...]:
        return (lead[0],) * len(self.arm_names)

    def lead_plays(self, state: Table, seat: int) -> list[Play]:
        return opening_plays(state, seat)

    def usable_ends(self, state: Table, seat: int) -> range | list[int]:
        """Until all four arms are started, only an empty arm (so only a tile with a 6)."""
        empty = [end for end, arm in enumerate(state.arms) if not arm]
        return empty or range(len(state.arms))

    def after_play(self, state: Table, seat: int, play: Play) -> None:
        if not state.hands[seat]:
            state.finished += (seat,)
            state.note({"type": "out", "seat": seat, "place": len(state.finished)})
            if len(state.finished) == len(PRIZES):
                self.pay_out(state)
                return
        state.turn = next_seat(state, seat)
        self.settle(state)

    def settle(self, state: Table) -> None:
        if not self.anyone_can_play(state):
            self.pay_out(state)

    def pay_out(self, state: Table) -> None:
        """Prizes by place: the seats out of tiles in order, then the others by pips (equal
        pips share a place and split its prizes); every seat's score is net of its stake."""
        stuck = sorted({pips(state.hands[seat]) for seat in seats_in_play(state)})
        places = [[seat] for seat in state.finished] + [
            [seat for seat in seats_in_play(state) if pips(state.hands[seat]) == total]
            for total in stuck
        ]
        won = [0.0] * state.players
        position = 0
        for group in places:
            share = sum(PRIZES[position : position + len(group)]) / len(group)
            for seat in group:
                won[seat] = share
            position += len(group)
        state.scores = tuple(prize - STAKE for prize in won)
        state.phase = OVER
        state.note_hand_end(pips=tuple(pips(hand) for hand in state.hands), tokens=tuple(won))

    def played_ending(self, state: Table, hand: int) -> Ending:
        """The second player out of tiles, or nobody could play (with the seats out before)."""
        out = len(state.finished) == len(PRIZES)
        return Ending(OUT if out else BLOCKED, hand=hand, seats=state.finished)

    def extra_view(self, state: Table) -> dict[str, Any]:
        pot = (
            0 if state.phase == OVER else STAKE * state.players - sum(PRIZES[: len(state.finished)])
        )
        return {"pot": pot, "finished": list(state.finished)}

    def computer_play(self, state: Table, plays: list[Play]) -> Play:
        return players.squeezer(self, state, plays, lambda value: value)
