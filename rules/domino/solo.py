"""`solo` (1 player): five tiles face up, one becomes the base, then tiles are placed while any
fits; the hand is refilled to five from the stock; placing all 28 wins."""

from __future__ import annotations

from rules.base import Action
from rules.domino import players
from rules.domino.game import PLACED, STUCK, DominoRules, Ending
from rules.domino.table import OVER, PLAY, Play, Table
from rules.domino.tiles import Tile

HAND_SIZE = 5


class Solo(DominoRules):
    id = "solo"
    min_players = 1
    max_players = 1
    solitaire = True
    has_stock = True
    score_unit = "placed"

    def deal(self, state: Table, tiles: list[Tile], action: Action) -> None:
        state.hands, state.stock = (tuple(tiles[:HAND_SIZE]),), tuple(tiles[HAND_SIZE:])
        state.phase, state.turn = PLAY, 0
        state.events = ({"type": "deal", "hand": 1, "leader": 0},)

    def after_play(self, state: Table, seat: int, play: Play) -> None:
        """While a tile fits, the player goes on; else the hand is refilled to five, and the
        game is lost if still nothing fits (or nothing was left to draw)."""
        if self.can_play(state, 0):
            return
        if not state.stock:
            self.finish(state, won=not state.hands[0])
            return
        count = min(HAND_SIZE - len(state.hands[0]), len(state.stock))
        state.hands = ((*state.hands[0], *state.stock[:count]),)
        state.stock = state.stock[count:]
        state.note({"type": "refill", "count": count})
        if not self.can_play(state, 0):
            self.finish(state, won=False)

    def finish(self, state: Table, won: bool) -> None:
        placed = len(self.deck()) - len(state.hands[0]) - len(state.stock)
        state.phase, state.winner, state.scores = OVER, 0 if won else None, (placed,)
        state.note_hand_end(won=won, placed=placed)

    def played_ending(self, state: Table, hand: int) -> Ending:
        """Every tile placed, or stuck: no tile of the hand fits (`stock`: the tiles left in
        the stock, 0 when nothing was left to draw)."""
        if state.winner == 0:
            return Ending(PLACED, seats=(0,))
        return Ending(STUCK, seats=(0,), stock=len(state.stock))

    def placings(self, state: Table) -> tuple[int, ...]:
        """1 for a won deal, 2 for a lost one (no winner): `Result.winners` says which."""
        return (1,) if state.winner == 0 else (2,)

    def computer_play(self, state: Table, plays: list[Play]) -> Play:
        return players.solo_planner(self, state, plays, HAND_SIZE)
