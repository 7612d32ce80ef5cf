"""Building exact domino positions for tests."""

from __future__ import annotations

from typing import Any

from rules.base import resolve_options
from rules.domino import GAMES, DominoRules, Table

GAME = {game.id: game for game in GAMES}


def tiles(*names: str) -> list[tuple[int, int]]:
    """tiles("6-6", "3-5") -> [(6, 6), (3, 5)] (normalised low-high)."""
    return [tuple(sorted(int(half) for half in name.split("-"))) for name in names]


def start(game_id: str, players: int, **options: Any) -> Table:
    game = GAME[game_id]
    return game.new_game(resolve_options(game.options, options), players)


def dealt(
    game_id: str,
    players: int,
    hands: list[list[str]],
    first: list[str] = (),
    state: Table | None = None,
    **extra: Any,
) -> Table:
    """Deal with the named tiles on top: `first` (matador's removed three), then the hands in
    seat order; every other tile follows in set order (stock / out of play)."""
    game = GAME[game_id]
    state = state or start(game_id, players)
    on_top = tiles(*first) + [tile for hand in hands for tile in tiles(*hand)]
    rest = [tile for tile in game.deck() if tile not in on_top]
    order = [list(tile) for tile in on_top + rest]
    return game.apply(state, {"type": "deal", "tiles": order, **extra})


def play(game: DominoRules, state: Table, tile: str, end: str | None = None, **extra: Any):
    action: dict[str, Any] = {"type": "play", "tile": list(tiles(tile)[0])}
    if end is not None:
        action["end"] = end
    return game.apply(state, {**action, **extra})


def oriented(name: str) -> tuple[int, int]:
    """ "6-5" as it lies on the table: near half 6, far half 5."""
    near, far = (int(half) for half in name.split("-"))
    return (near, far)


def position(
    game_id: str,
    hands: list[list[str]],
    lead: str,
    arms: list[list[str]],
    turn: int = 0,
    **fields: Any,
) -> Table:
    """A hand in progress: `arms` lists each arm's tiles from the centre out, as they lie."""
    game = GAME[game_id]
    players = fields.pop("players", len(hands))
    state = start(game_id, players, **fields.pop("options", {}))
    lead_tile = tiles(lead)[0]
    state.phase, state.turn = "play", turn
    state.hands = tuple(tuple(tiles(*hand)) for hand in hands)
    state.lead, state.roots = lead_tile, game.roots_of(lead_tile)
    state.arms = tuple(tuple(oriented(name) for name in arm) for arm in arms)
    for name, value in fields.items():
        setattr(state, name, value)
    return state
