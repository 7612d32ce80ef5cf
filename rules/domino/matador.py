"""`matador` (2 players): touching halves add up to 7; the matadors 0-0, 6-1, 5-2, 4-3 go
anywhere, but only for a player without an ordinary play; drawing from a bank of 25."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from rules.base import Action, ChanceSource, IllegalAction
from rules.domino import players
from rules.domino.game import DominoRules, rank
from rules.domino.table import OVER, PLAY, Play, Table, draw_tiles, open_value
from rules.domino.tiles import Tile, pips

MATADORS = frozenset({(0, 0), (1, 6), (2, 5), (3, 4)})
REMOVED = 3
HAND_SIZE = 3


class Matador(DominoRules):
    id = "matador"
    min_players = 2
    max_players = 2
    has_stock = True
    ends_make_seven = True
    loser_pips = True

    def chance_data(self, source: ChanceSource) -> dict[str, Any]:
        return {"leader": source.randint(0, 1)}

    def deal(self, state: Table, tiles: list[Tile], action: Action) -> None:
        """The first 3 tiles of the shuffle leave the game unseen, then each draws 3."""
        leader = action.get("leader")
        if leader not in (0, 1):
            raise IllegalAction("A matador deal names the starting seat.", "domino.bad_deal")
        bank = tiles[REMOVED:]
        state.out = tuple(tiles[:REMOVED])
        state.hands = (tuple(bank[:HAND_SIZE]), tuple(bank[HAND_SIZE : 2 * HAND_SIZE]))
        state.stock = tuple(bank[2 * HAND_SIZE :])
        state.phase, state.leader, state.turn = PLAY, leader, leader
        state.events = ({"type": "deal", "hand": 1, "leader": leader},)

    def placements(self, state: Table, seat: int, tiles: Iterable[Tile]) -> list[Play]:
        """Ordinary plays: the touching halves add up to 7 (an open 0 takes nothing)."""
        needs = [(end, 7 - open_value(state, end)) for end in range(len(state.arms))]
        return [Play(tile, end, need) for tile in tiles for end, need in needs if need in tile]

    def plays(self, state: Table, seat: int) -> list[Play]:
        """Ordinary plays; without one, the matadors (either half against either end)."""
        ordinary = super().plays(state, seat)
        if ordinary or state.lead is None:
            return ordinary
        return [
            Play(tile, end, near)
            for tile in state.hands[seat]
            if tile in MATADORS
            for end in range(len(state.arms))
            for near in sorted(set(tile))
        ]

    def plays_of(self, state: Table, seat: int, tile: Tile) -> list[Play]:
        return [play for play in self.plays(state, seat) if play.tile == tile]

    def can_play(self, state: Table, seat: int) -> bool:
        hand = state.hands[seat]
        return bool(hand) if state.lead is None else any(self.fits(state, tile) for tile in hand)

    def fits(self, state: Table, tile: Tile) -> bool:
        """Whether the tile can be played, whatever else the hand holds."""
        return tile in MATADORS or bool(self.placements(state, state.turn, (tile,)))

    def after_play(self, state: Table, seat: int, play: Play) -> None:
        if not state.hands[seat]:
            if not state.stock:
                self.finish(state, seat, out=True)
                return
            draw_tiles(state, seat, 1)
        state.turn = 1 - seat
        self.settle(state)

    def draw(self, state: Table, seat: int) -> None:
        """Draw until a tile can be played or the bank is empty (one action)."""
        count = next(
            (index + 1 for index, tile in enumerate(state.stock) if self.fits(state, tile)),
            len(state.stock),
        )
        draw_tiles(state, seat, count)
        self.settle(state)

    def settle(self, state: Table) -> None:
        """Bank empty and neither can play: lower pips win (equal: drawn)."""
        if state.stock or self.anyone_can_play(state):
            return
        totals = [pips(hand) for hand in state.hands]
        self.finish(state, None if totals[0] == totals[1] else totals.index(min(totals)))

    def finish(self, state: Table, winner: int | None, out: bool = False) -> None:
        """The winner scores the loser's pips (`out`: he played his last tile)."""
        totals = tuple(pips(hand) for hand in state.hands)
        if winner is not None:
            scores = list(state.scores)
            scores[winner] += totals[1 - winner]
            state.scores = tuple(scores)
        state.phase, state.winner = OVER, winner
        state.note_hand_end(out=winner if out else None, pips=totals, winner=winner)

    def placings(self, state: Table) -> tuple[int, ...]:
        if state.winner is None:
            return super().placings(state)
        return rank([seat == state.winner for seat in range(state.players)])

    def computer_play(self, state: Table, plays: list[Play]) -> Play:
        return players.squeezer(self, state, plays, lambda value: 7 - value)
