"""`train` (Domino trains, double-twelve, 2–4 players): one central train and one private train
per seat grow from the 12-12 engine, alternately descending and ascending; one action a turn.
End ids: "central" and "seat:<n>" (n = 0-based seat)."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from functools import cache
from typing import Any

from rules.base import Action, OptionSpec
from rules.domino import players
from rules.domino.game import DominoRules, deal_hands
from rules.domino.table import (
    DEAL,
    OVER,
    PLAY,
    Play,
    Table,
    draw_tiles,
    next_seat,
    open_value,
    replaced,
    seats_in_play,
)
from rules.domino.tiles import Tile, full_set, pips

ENGINE = (12, 12)


def descends(index: int) -> bool:
    """Whether the train's tile at `index` descends: the first tile descends from the engine,
    then directions alternate, and a double takes the direction its position needs."""
    return index % 2 == 0


def train_plays(state: Table, tiles: Iterable[Tile], ends: Iterable[int]) -> Iterator[Play]:
    """Placements of `tiles` on the trains `ends`: the near half matches the tail and the far
    half goes the way the train needs next (a double fits either way)."""
    tails = [(end, open_value(state, end), descends(len(state.arms[end]))) for end in ends]
    return (
        Play(tile, end, tail)
        for tile in tiles
        for end, tail, descending in tails
        if tail in tile
        and ((far := tile[0] + tile[1] - tail) == tail or (far < tail) == descending)
    )


@cache
def train_names(players: int) -> tuple[str, ...]:
    return ("central", *(f"seat:{seat}" for seat in range(players)))


class Train(DominoRules):
    id = "train"
    min_players = 2
    max_players = 4
    max_pip = 12
    options = (OptionSpec("target", 0, 0, 10_000),)  # 0: a single round
    has_stock = True
    has_trains = True

    def deck(self) -> tuple[Tile, ...]:
        return tuple(tile for tile in full_set(self.max_pip) if tile != ENGINE)

    def end_names(self, state: Table) -> tuple[str, ...]:
        return train_names(state.players)

    def deal(self, state: Table, tiles: list[Tile], action: Action) -> None:
        """15 tiles each (12 with 4 players), the rest is the boneyard; the start rotates."""
        state.hands, state.stock = deal_hands(state, tiles, 12 if state.players == 4 else 15)
        start = state.hand_no % state.players
        state.leader = start if start not in state.dropped else next_seat(state, start)
        trains = state.players + 1
        state.lead, state.roots, state.arms = ENGINE, (ENGINE[0],) * trains, ((),) * trains
        state.open_trains = (False,) * state.players
        state.phase, state.turn = PLAY, state.leader
        state.events = ({"type": "deal", "hand": state.hand_no + 1, "leader": state.leader},)

    def usable_ends(self, state: Table, seat: int) -> list[int]:
        """The central train, one's own, and others' while open (a resigned seat's is open)."""
        return [0] + [
            1 + owner
            for owner in range(state.players)
            if owner == seat or state.open_trains[owner] or owner in state.dropped
        ]

    def placements(self, state: Table, seat: int, tiles: Iterable[Tile]) -> list[Play]:
        return list(train_plays(state, tiles, self.usable_ends(state, seat)))

    def can_play(self, state: Table, seat: int) -> bool:
        return any(train_plays(state, state.hands[seat], self.usable_ends(state, seat)))

    def after_play(self, state: Table, seat: int, play: Play) -> None:
        if play.end == 1 + seat:
            state.open_trains = replaced(state.open_trains, seat, False)
        if not state.hands[seat]:
            self.end_round(state, seat)
        else:
            state.turn = next_seat(state, seat)
            self.settle(state)

    def draw(self, state: Table, seat: int) -> None:
        draw_tiles(state, seat, 1)
        self.after_pass(state, seat)

    def after_pass(self, state: Table, seat: int) -> None:
        """Drawing or passing marks one's private train open; the turn passes on."""
        state.open_trains = replaced(state.open_trains, seat, True)
        state.turn = next_seat(state, seat)
        self.settle(state)

    def settle(self, state: Table) -> None:
        """Nobody can act any more when the boneyard is empty and no tile of any hand fits any
        train even if every train were open (passes would open the rest)."""
        if state.stock:
            return
        held = [tile for seat in seats_in_play(state) for tile in state.hands[seat]]
        if not any(train_plays(state, held, range(len(state.arms)))):
            self.end_round(state, None)

    def end_round(self, state: Table, went_out: int | None) -> None:
        """Out of tiles: he scores the opponents' pips; blocked: the lowest pips score the
        others' pips (equal lowest: drawn). Then the next round, unless the game is over."""
        totals = {seat: pips(state.hands[seat]) for seat in seats_in_play(state)}
        low = min(totals.values())
        lowest = [seat for seat, total in totals.items() if total == low]
        winner = went_out if went_out is not None else (lowest[0] if len(lowest) == 1 else None)
        points = 0 if winner is None else sum(totals.values()) - totals[winner]
        if winner is not None:
            state.scores = replaced(state.scores, winner, state.scores[winner] + points)
        state.note_hand_end(
            out=went_out,
            pips=tuple(pips(hand) for hand in state.hands),
            winner=winner,
            points=points,
        )
        target = state.options["target"]
        if target == 0 or max(state.scores) >= target:
            state.phase = OVER
        else:
            state.phase, state.hand_no = DEAL, state.hand_no + 1

    def extra_view(self, state: Table) -> dict[str, Any]:
        names = self.end_names(state)
        return {
            "open_trains": list(state.open_trains),
            "trains": {
                names[end]: [
                    {
                        "tile": list(tile),
                        "direction": "descending" if descends(index) else "ascending",
                    }
                    for index, tile in enumerate(arm)
                ]
                for end, arm in enumerate(state.arms)
            },
        }

    def computer_play(self, state: Table, plays: list[Play]) -> Play:
        return players.train_runner(self, state, plays)
