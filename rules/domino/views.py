"""What a seat may see: its own hand and moves, everyone's tile counts, the layout, scores.
`view(game, state, None)` is the public board and holds no tile of any hand."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rules.domino.table import Table, open_value

if TYPE_CHECKING:
    from rules.domino.game import DominoRules


def line_of(state: Table) -> list[list[int]]:
    """A two-armed layout read left to right, every tile written as it lies."""
    if state.lead is None:
        return []
    left, right = state.arms
    return (
        [[far, near] for near, far in reversed(left)]
        + [list(state.lead)]
        + [list(tile) for tile in right]
    )


def moves_by_tile(game: DominoRules, state: Table, seat: int) -> list[dict[str, Any]]:
    """The seat's legal plays grouped by tile (empty unless it is his turn): one entry per
    playable tile of his hand, with the actions that play it and what each would score at
    once (`gains`, in step with `actions`: sticks in fours, else 0)."""
    if game.to_move(state) != seat:
        return []
    grouped: dict[tuple[int, int], dict[str, Any]] = {}
    for play in game.plays(state, seat):
        entry = grouped.setdefault(play.tile, {"tile": list(play.tile), "actions": [], "gains": []})
        entry["actions"].append(game.action_of(state, play))
        entry["gains"].append(game.gain(state, seat, play))
    return list(grouped.values())


def view(game: DominoRules, state: Table, seat: int | None) -> dict[str, Any]:
    names = game.end_names(state)
    board: dict[str, Any] = {
        "game": game.id,
        "players": state.players,
        "phase": state.phase,
        "hand_number": state.hand_no + 1,
        "turn": game.to_move(state),
        "leader": state.leader,
        "tiles_in_hand": [len(hand) for hand in state.hands] or [0] * state.players,
        "stock": len(state.stock),
        "out_of_play": len(state.out),
        "lead": list(state.lead) if state.lead else None,
        "arms": {names[end]: arm for end, arm in enumerate(state.arms)},
        "ends": {names[end]: open_value(state, end) for end in range(len(state.arms))},
        "scores": list(state.scores),
        "sides": [list(side) for side in game.sides(state)],
        "dropped": list(state.dropped),
        # The state's own (frozen) tuples, not copies: a long hand's history is read on every
        # drawing of a board or a hand. Read them only. (So are the arms and the hand.)
        "events": state.events,
        "history": state.history,
        **game.extra_view(state),
    }
    if names == ("left", "right"):
        board["line"] = line_of(state)
    if seat is not None:
        board["seat"] = seat
        board["my_hand"] = state.hands[seat] if state.hands else ()
        board["my_moves"] = moves_by_tile(game, state, seat)
    return board
