"""Computer players: each picks one of the legal plays (draw and pass need no choice)."""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from math import comb
from typing import TYPE_CHECKING

from rules.domino.table import Play, Table, layout_tiles, open_value, replaced
from rules.domino.tiles import Tile, is_double

if TYPE_CHECKING:
    from rules.domino.game import DominoRules

# Solo: worth of a leftover tile that could follow a tile fitting the ends, and cost of any
# leftover tile (tuned on 1 500 deals; the chance of a fitting refill dominates).
LINKED_LEFTOVER = 0.02
LEFTOVER = 0.01


def weight(play: Play) -> tuple[int, bool]:
    return (play.tile[0] + play.tile[1], is_double(play.tile))


def heaviest(plays: list[Play]) -> Play:
    """Rid the hand of the most pips first (doubles first among equals: they block)."""
    return max(plays, key=weight)


def score_seeker(
    game: DominoRules, state: Table, plays: list[Play], score: Callable[[Table], int]
) -> Play:
    """The most points now (fours: sticks), then the heaviest tile."""
    return max(plays, key=lambda play: (score(game.placed(state, state.turn, play)), weight(play)))


def squeezer(
    game: DominoRules, state: Table, plays: list[Play], wanted: Callable[[int], int]
) -> Play:
    """Keep one's options and starve the others': the move after which most of one's own
    tiles still have a play and fewest unseen tiles fit the open ends (`wanted` gives the
    half that fits an open value), then the heaviest tile (matador, Sevastopol)."""
    seat = state.turn
    unseen = set(game.deck()) - layout_tiles(state) - set(state.hands[seat])

    def outlook(play: Play) -> int:
        after = game.placed(state, seat, play)
        needs = {wanted(open_value(after, end)) for end in range(len(after.arms))}
        theirs = sum(1 for tile in unseen if needs & set(tile))
        return len({option.tile for option in game.plays(after, seat)}) - theirs

    return max(plays, key=lambda play: (outlook(play), weight(play)))


def keeper(game: DominoRules, state: Table, plays: list[Play]) -> Play:
    """Keep playing: the move after which most of one's own tiles still have a play, then
    the heaviest tile."""
    seat = state.turn

    def playable_after(play: Play) -> int:
        after = game.placed(state, seat, play)
        return len({option.tile for option in game.plays(after, seat)})

    return max(plays, key=lambda play: (playable_after(play), weight(play)))


def train_runner(game: DominoRules, state: Table, plays: list[Play]) -> Play:
    """Trains: shut one's own train while it is open (others may use it); otherwise keep it
    in reserve and play elsewhere when possible; then keep playing."""
    seat = state.turn
    own = [play for play in plays if play.end == 1 + seat]
    elsewhere = [play for play in plays if play.end != 1 + seat]
    if own and (state.open_trains[seat] or not elsewhere):
        return keeper(game, state, own)
    return keeper(game, state, elsewhere)


def solo_planner(game: DominoRules, state: Table, plays: list[Play], hand_size: int) -> Play:
    """Solo, keep the ends open: look through every order of placing the hand (at most five
    tiles) and pick the one whose final ends make a fitting refill likeliest, preferring
    leftovers that could follow such a refill."""
    hand = frozenset(state.hands[0])
    unseen = frozenset(game.deck()) - hand - layout_tiles(state)

    def refill_outlook(rest: frozenset[Tile], ends: tuple[int, ...]) -> float:
        if not unseen:
            return 2.0 if not rest else -1.0  # placed everything: won; else lost
        fitting = [tile for tile in unseen if set(ends) & set(tile)]
        drawn = min(hand_size - len(rest), len(unseen))
        chance = 1 - comb(len(unseen) - len(fitting), drawn) / comb(len(unseen), drawn)
        follow = {half for tile in fitting for half in tile}
        linked = sum(1 for tile in rest if follow & set(tile))
        return chance + LINKED_LEFTOVER * linked - LEFTOVER * len(rest)

    @cache
    def best(rest: frozenset[Tile], ends: tuple[int, ...]) -> float:
        """Best outlook once the tiles `rest` are placed as far as they go."""
        options = [
            (tile, end, near) for tile in rest for end, near in enumerate(ends) if near in tile
        ]
        if not options:
            return refill_outlook(rest, ends)
        return max(
            best(rest - {tile}, replaced(ends, end, tile[0] + tile[1] - near))
            for tile, end, near in options
        )

    def outcome(play: Play) -> float:
        if play.end is None:
            return best(hand - {play.tile}, play.tile)
        ends = tuple(open_value(state, end) for end in range(len(state.arms)))
        return best(hand - {play.tile}, replaced(ends, play.end, play.far))

    return max(plays, key=outcome)
