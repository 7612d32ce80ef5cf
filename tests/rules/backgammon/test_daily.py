"""The position of the day: the one-decision game of the `position` option, the comparison of
the move played with the engine's ranking, and (with gnubg) the position the engine finds."""

from __future__ import annotations

import pytest

from rules.backgammon import BACKGAMMON, legal_notations, starting_position
from rules.backgammon.daily import DAILY, OPTIONS, UNPLAYED, closeness, position_challenge
from rules.backgammon.record import replay
from rules.backgammon.state import MOVE, OVER, State
from rules.base import IllegalAction, resolve_options
from rules.daily import Decision

DICE = [3, 1]
START = starting_position()
MOVES = legal_notations(START, DICE)  # 16 moves, "8/5 6/5" among them
# A hand-made ranking: making the 5-point 0.1 ahead of the second best, 6/2 the worst.
EQUITIES = {"8/5 6/5": 0.16, "24/23 13/10": 0.06, "13/10 6/5": 0.02, "6/2": -0.4}


def ranking() -> list[dict]:
    """Every legal move, best first: the EQUITIES given, the rest worse than "13/10 6/5"."""
    equity = dict.fromkeys(MOVES, -0.1) | EQUITIES
    ordered = sorted(MOVES, key=lambda move: -equity[move])
    return [
        {"action": {"type": "move", "move": move}, "equity": equity[move], "plies": 2}
        for move in ordered
    ]


def challenge():
    found = {
        "state": BACKGAMMON.to_json(State(options=OPTIONS, phase=MOVE, dice=tuple(DICE))),
        "dice": DICE,
        "ranking": ranking(),
    }
    return position_challenge(found)


def compare(*log):
    return DAILY.compare(BACKGAMMON, challenge(), list(log), b"seed")


def play(move: str) -> tuple:
    return (0, "play", {"type": "move", "move": move})


# --- the game -------------------------------------------------------------------------------


def test_the_position_game_starts_at_the_position_with_its_dice_and_no_chance():
    state = BACKGAMMON.new_game(challenge().options, 1)
    assert (state.phase, state.turn, state.board, state.dice) == (MOVE, 0, START, (3, 1))
    assert BACKGAMMON.to_move(state) == 0
    assert BACKGAMMON.chance_action(state, None) is None  # no throw: the dice are the day's


def test_the_position_game_offers_exactly_the_positions_moves():
    state = BACKGAMMON.new_game(challenge().options, 1)
    offered = BACKGAMMON.legal_actions(state)
    assert offered == [{"type": "move", "move": move} for move in MOVES]
    with pytest.raises(IllegalAction) as refused:  # nobody to resign to
        BACKGAMMON.apply(state, {"type": "offer", "level": 1})
    assert refused.value.key == "backgammon.position_no_offer"


def test_the_position_game_ends_after_the_one_move():
    state = BACKGAMMON.new_game(challenge().options, 1)
    over = BACKGAMMON.apply(state, {"type": "move", "move": "8/5 6/5"})
    assert BACKGAMMON.is_over(over) and over.phase == OVER
    assert BACKGAMMON.to_move(over) is None and BACKGAMMON.legal_actions(over) == []
    assert over.last_turn == {"seat": 0, "dice": [3, 1], "move": "8/5 6/5"}
    assert over.board[5] == 2 and over.board[6] == 4 and over.board[8] == 2  # seat 0's side
    result = BACKGAMMON.result(over)
    assert (result.placings, result.scores) == ((1,), (0.0,))
    assert BACKGAMMON.log_stats(over.options, 1, [play("8/5 6/5")]) == [{}]
    assert BACKGAMMON.from_json(BACKGAMMON.to_json(over)) == over


def test_the_position_game_given_up_is_over_without_a_move():
    state = BACKGAMMON.new_game(challenge().options, 1)
    over = BACKGAMMON.resign(state, 0)
    assert BACKGAMMON.is_over(over) and over.last_turn is None and over.winner is None


def test_a_position_is_played_alone_and_no_lobby_can_ask_for_one():
    with pytest.raises(IllegalAction) as refused:
        BACKGAMMON.new_game(challenge().options, 2)
    assert refused.value.key == "backgammon.position_players"
    with pytest.raises(IllegalAction) as unknown:  # no OptionSpec: the lobby never offers it
        resolve_options(BACKGAMMON.options, {"position": challenge().options["position"]})
    assert unknown.value.key == "option.unknown"
    normal = BACKGAMMON.new_game(resolve_options(BACKGAMMON.options, {}), 2)
    assert normal == State(options=normal.options) and "position" not in normal.options


# --- the comparison -------------------------------------------------------------------------


def test_the_best_move_is_perfect():
    comparison = compare(play("8/5 6/5"))
    assert (comparison.score, comparison.perfect, comparison.steps) == (0.0, 0.0, (1.0,))
    assert comparison.costliest is None and not comparison.higher_is_better
    assert comparison.percent == 100


def test_the_second_best_loses_the_difference():
    comparison = compare(play("24/23 13/10"))
    assert comparison.score == 0.1 and comparison.steps == (1 - 0.1 / 0.25,)
    start = BACKGAMMON.new_game(challenge().options, 1)
    assert comparison.costliest == Decision(
        turn=1,
        chose={"type": "move", "move": "24/23 13/10"},
        better={"type": "move", "move": "8/5 6/5"},
        cost=0.1,
        state=BACKGAMMON.to_json(start),
    )


def test_a_move_built_of_steps_is_found_by_where_it_goes():
    steps = [
        (0, "play", {"type": "step", "from": 13, "to": 10}),
        (0, "play", {"type": "undo"}),
        (0, "play", {"type": "step", "from": 6, "to": 5}),
        (0, "play", {"type": "step", "from": 13, "to": 10}),
        (0, "play", {"type": "confirm"}),
    ]
    comparison = compare(*steps)
    assert comparison.score == 0.14  # 0.16 - 0.02
    assert comparison.costliest.chose == {"type": "move", "move": "13/10 6/5"}


def test_a_blunder_beyond_the_scale_leaves_nothing_of_the_step():
    comparison = compare(play("6/2"))
    assert comparison.score == 0.56 and comparison.steps == (0.0,)


def test_a_position_given_up_or_played_by_the_bot_counts_as_the_worst_move():
    comparison = compare((0, "resign", {"type": "resign"}))
    assert comparison.score == 0.56
    assert comparison.costliest.chose == UNPLAYED
    assert comparison.costliest.better == {"type": "move", "move": "8/5 6/5"}
    skipped = (0, "skip", {"type": "move", "move": "8/5 6/5"})  # his deadline passed
    assert compare(skipped) == comparison


def test_every_move_loses_what_the_ranking_says():
    """The comparison, move by move, equals the direct computation from the ranking."""
    entries = ranking()
    for entry in entries:
        comparison = compare(play(entry["action"]["move"]))
        loss = round(entries[0]["equity"] - entry["equity"], 4)
        assert comparison.score == loss and comparison.steps == (closeness(loss),)
        assert 0.0 <= comparison.steps[0] <= 1.0
        assert (comparison.costliest is None) == (loss == 0)


def test_a_position_games_record_is_its_one_move():
    record = replay(challenge().options, [play("8/5 6/5")], analyse=False)
    [game] = record.games
    assert [(action["seat"], action["move"]) for action in game.actions] == [(0, "8/5 6/5")]


def test_closeness_is_one_at_the_best_and_falls_with_the_loss():
    assert [closeness(loss) for loss in (0.0, 0.03, 0.12, 0.25, 1.0)] == [
        1.0,
        1 - 0.03 / 0.25,
        1 - 0.12 / 0.25,
        0.0,
        0.0,
    ]


def test_the_challenge_cannot_be_made_without_the_engine():
    with pytest.raises(NotImplementedError):
        DAILY.challenge(None, b"seed")


# --- the engine's position of the day -------------------------------------------------------


def test_the_engine_finds_a_position_where_the_best_move_matters():
    pytest.importorskip("gnubg")
    from rules.backgammon.engine_requests import DAILY_GAP, daily_position

    found = daily_position(7)
    state = BACKGAMMON.from_json(found["state"])
    assert (state.phase, state.turn, list(state.dice)) == (MOVE, 0, found["dice"])
    assert state.options["match_to"] == 1 and state.cube == 1 and state.cube_owner is None
    ranking = found["ranking"]
    moves = [entry["action"]["move"] for entry in ranking]
    assert sorted(moves) == sorted(legal_notations(state.board, state.dice))
    deeper = [entry["equity"] for entry in ranking if entry["plies"] == 2]
    assert deeper == sorted(deeper, reverse=True) and len(deeper) >= 2
    assert ranking[0]["equity"] - ranking[1]["equity"] >= DAILY_GAP
    assert daily_position(7) == found  # the same seed, the same position
    # The day's challenge plays it: the best move is perfect.
    made = position_challenge(found)
    best = (0, "play", ranking[0]["action"])
    assert DAILY.compare(BACKGAMMON, made, [best], b"").score == 0.0
