"""`block`: the basic game (2 players, or 4 in teams 1+3 vs 2+4), hands to `target` points."""

from __future__ import annotations

from rules.base import Action, OptionSpec
from rules.domino import players
from rules.domino.game import DominoRules, deal_hands, opening_plays
from rules.domino.table import DEAL, OVER, PLAY, Play, Table, next_seat
from rules.domino.tiles import Tile, opening, pips

HAND_SIZE = 7


class Block(DominoRules):
    id = "block"
    min_players = 2
    max_players = 4
    options = (OptionSpec("target", 100, 1, 10_000),)
    forms_teams = True

    def player_counts(self) -> tuple[int, ...]:
        return (2, 4)

    def sides(self, state: Table) -> list[tuple[int, ...]]:
        return [(0, 2), (1, 3)] if state.players == 4 else super().sides(state)

    def deal(self, state: Table, tiles: list[Tile], action: Action) -> None:
        """7 tiles each, the rest face down out of play. The 6-6 (common rule) leads the first
        hand; then the lead passes to the left."""
        state.hands, state.out = deal_hands(state, tiles, HAND_SIZE)
        first = state.hand_no == 0
        state.leader = opening(state.hands)[0] if first else next_seat(state, state.leader)
        state.phase, state.turn = PLAY, state.leader
        state.lead, state.roots, state.arms = None, (), ()
        state.events = ({"type": "deal", "hand": state.hand_no + 1, "leader": state.leader},)

    def lead_plays(self, state: Table, seat: int) -> list[Play]:
        if state.hand_no > 0:
            return super().lead_plays(state, seat)
        return opening_plays(state, seat)

    def after_play(self, state: Table, seat: int, play: Play) -> None:
        if not state.hands[seat]:
            self.end_hand(state, out=seat)
        else:
            state.turn = next_seat(state, seat)
            self.settle(state)

    def settle(self, state: Table) -> None:
        if not self.anyone_can_play(state):
            self.end_hand(state)

    def end_hand(self, state: Table, out: int | None = None) -> None:
        """Lower team pips win the hand and score the other teams' pips; equal: nobody.
        `out`: the seat that played its last tile (None: nobody could play)."""
        sides = self.sides(state)
        side_pips = [sum(pips(state.hands[seat]) for seat in side) for side in sides]
        low = min(side_pips)
        winners = [index for index, total in enumerate(side_pips) if total == low]
        points = sum(side_pips) - low if len(winners) == 1 else 0
        if points:
            scores = list(state.scores)
            for seat in sides[winners[0]]:
                scores[seat] += points
            state.scores = tuple(scores)
        state.note_hand_end(
            out=out,
            pips=tuple(pips(hand) for hand in state.hands),
            side_pips=tuple(side_pips),
            winner_side=winners[0] if len(winners) == 1 else None,
            points=points,
        )
        if max(state.scores) >= state.options["target"]:
            state.phase = OVER
        else:
            state.phase, state.hand_no = DEAL, state.hand_no + 1

    def computer_play(self, state: Table, plays: list[Play]) -> Play:
        return players.heaviest(plays)
