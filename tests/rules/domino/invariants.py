"""Checks every domino state must pass (used by the property tests and the playouts)."""

from __future__ import annotations

import json
from typing import Any

from rules.domino import DominoRules, Table
from rules.domino.table import seats_in_play
from rules.domino.tiles import full_set, pips

# View keys that hold numbers, not tiles (so a pair of numbers there is not a tile).
NUMBER_KEYS = {
    "pips",
    "side_pips",
    "tokens",
    "scores",
    "tiles_in_hand",
    "sides",
    "dropped",
    "finished",
    "open_trains",
    "gains",
    "sticks",
}
# View keys whose tiles are a past hand's: a hand_end's finished table stays in the history
# after the next deal, when those tiles are hidden again — but everything was shuffled again,
# so it tells nothing about the new hands.
PAST_KEYS = {"finished_table"}


def all_tiles(state: Table) -> list[tuple[int, int]]:
    """Every tile of the state, wherever it is, written low-high."""
    placed = [tuple(sorted(tile)) for arm in state.arms for tile in arm]
    lead = [state.lead] if state.lead else []
    held = [tile for hand in state.hands for tile in hand]
    return sorted(held + placed + lead + list(state.stock) + list(state.out))


def tiles_shown(view: Any, key: str = "") -> list[tuple[int, int]]:
    if key in NUMBER_KEYS or key in PAST_KEYS:
        return []
    if isinstance(view, dict):
        return [tile for name, value in view.items() for tile in tiles_shown(value, name)]
    if isinstance(view, list):
        if len(view) == 2 and all(isinstance(half, int) for half in view):
            return [tuple(sorted(view))]
        return [tile for item in view for tile in tiles_shown(item, key)]
    return []


def check(game: DominoRules, state: Table) -> None:
    check_tiles(game, state)
    check_views(game, state)
    if state.phase == "play":
        for seat in seats_in_play(state):
            assert game.can_play(state, seat) == bool(game.plays(state, seat))
        assert game.legal_actions(state), "a seat to move has nothing to do"


def check_tiles(game: DominoRules, state: Table) -> None:
    """Every tile exactly once, pips conserved, and the state survives JSON."""
    if state.hands:
        set_size = 12 if game.id == "train" else 6
        assert all_tiles(state) == sorted(full_set(set_size)), "a tile is lost or doubled"
        assert pips(all_tiles(state)) == pips(full_set(set_size))
    data = json.loads(json.dumps(game.to_json(state)))
    assert game.from_json(data) == state


def check_views(game: DominoRules, state: Table) -> None:
    """The public board shows no hand; a seat sees its own hand and no other hidden tile."""
    public = game.view(state, None)
    assert "my_hand" not in public
    hidden_everywhere = {tile for hand in state.hands for tile in hand}
    hidden_everywhere |= set(state.stock) | set(state.out)
    assert not set(tiles_shown(public)) & hidden_everywhere
    for seat in range(state.players):
        view = game.view(state, seat)
        own = set(state.hands[seat]) if state.hands else set()
        assert {tuple(tile) for tile in view["my_hand"]} == own
        assert not set(tiles_shown(view)) & (hidden_everywhere - own), "another hand leaks"
