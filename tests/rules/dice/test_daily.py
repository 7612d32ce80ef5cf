"""The dice family's daily challenge: the keys of its throws, the fixed-turn option, the day's
formats and the comparison with perfect play on the same keyed dice."""

from __future__ import annotations

import hashlib
import itertools
import random
import statistics
from collections.abc import Callable
from datetime import date, timedelta

import pytest

from rules.base import Action, IllegalAction, resolve_options
from rules.daily import Challenge, Log, play_out, resolve
from rules.dice import GAMES, DiceState, policy_action, turn_policy
from rules.dice.daily import DAILY, FORMATS
from rules.fairness import KeyedChance, challenge_seed, commitment, verify
from tests.rules.dice.helpers import RULES, new, play
from tests.support import daily_attempts

ROLL = {"type": "roll"}


def _seed(n: int) -> bytes:
    return hashlib.sha256(b"daily dice %d" % n).digest()


def attempt(
    game_id: str, options: dict, seed: bytes, decide: Callable[[DiceState], Action]
) -> tuple[DiceState, Log]:
    """A solo game on the keyed dice of `seed`, logged as the bot logs an attempt."""
    return daily_attempts.attempt(RULES[game_id], options, seed, decide)


def randomly(game_id: str, rng: random.Random) -> Callable[[DiceState], Action]:
    """A player choosing among the legal actions at random (figures: half his decisions the
    computer's, or a card would take him hundreds of turns)."""
    rules = RULES[game_id]

    def decide(state: DiceState) -> Action:
        if state.game == "figures" and rng.random() < 0.5:
            return rules.computer_action(state, None)
        return rng.choice(rules.legal_actions(state))

    return decide


def computer(game_id: str) -> Callable[[DiceState], Action]:
    return lambda state: RULES[game_id].computer_action(state, None)


def daily_options(game_id: str) -> dict:
    return next(DAILY.challenge(day, b"").options for day in _week() if _game(day) == game_id)


def _week() -> list[date]:
    return [date(2026, 11, 27) + timedelta(days=n) for n in range(5)]


def _game(day: date) -> str:
    return DAILY.challenge(day, b"").game


# --- the keys of the throws ----------------------------------------------------------------


def _keys(log: list) -> list[tuple[int, int]]:
    return [tuple(action["at"]) for _, kind, action in log if kind == "chance"]


@pytest.mark.parametrize("game_id", [game.id for game in GAMES])
def test_keys_run_by_turn_and_throw_along_whole_random_games(game_id: str) -> None:
    for n in range(20):
        limited = n % 2 and any(spec.name == "turns" for spec in RULES[game_id].options)
        options = resolve_options(RULES[game_id].options, {"turns": 10} if limited else {})
        secret = f"{n:064x}"
        seed = challenge_seed(secret, "dice")
        state, log = attempt(game_id, options, seed, randomly(game_id, random.Random(n)))
        keys = _keys(log)
        assert keys[0] == (0, 0)
        for before, after in itertools.pairwise(keys):
            assert after in ((before[0], before[1] + 1), (before[0] + 1, 0)), (before, after)
        # every turn that threw is one run of keys from throw 0
        assert len({turn for turn, _ in keys}) == state.thrown_turns[0]
        # and the verifier accepts the attempt as the bot would record it
        record = {
            "fair": {"challenge": "dice", "day_secret": secret, "commitment": commitment(secret)},
            "actions": [
                {"seq": i, "action": action, "draws": [[6, d - 1] for d in action["dice"]]}
                for i, (_, kind, action) in enumerate(log)
                if kind == "chance"
            ],
        }
        assert verify(record).problems == []


def test_a_turn_ended_without_a_throw_draws_no_key() -> None:
    """figures: ending a turn before its first throw carries the throws over and leaves the
    keys without a gap: the next throw is the next turn's first."""
    figures = RULES["figures"]
    state = figures.apply(new("figures"), {"type": "end_turn"})
    assert (state.turns[0], figures.chance_key(state)) == (1, (0, 0))
    state = play("figures", state, [(ROLL, [1, 2, 3, 4, 5, 6])])
    assert figures.chance_key(figures.apply(state, {"type": "roll", "keep": [0]})) == (0, 1)
    state = figures.apply(state, {"type": "write", "figure": "straight"})
    assert (state.turns[0], figures.chance_key(state)) == (2, (1, 0))


def test_keys_by_hand_in_ones_and_fives() -> None:
    game = RULES["ones_and_fives"]
    state = new("ones_and_fives")
    assert game.chance_key(game.apply(state, ROLL)) == (0, 0)
    state = play("ones_and_fives", state, [(ROLL, [1, 2, 3, 4, 6, 6])])
    assert game.chance_key(game.apply(state, {"type": "roll", "keep": [0]})) == (0, 1)
    state = play("ones_and_fives", state, [({"type": "roll", "keep": [0]}, [2, 3, 4, 6, 6])])
    assert (state.turns[0], state.throws) == (1, 0)  # a bust: the next turn's first throw
    assert game.chance_key(game.apply(state, ROLL)) == (1, 0)


def test_two_holds_meet_the_same_dice_in_the_slots_both_throw() -> None:
    game = RULES["ones_and_fives"]
    for n in range(30):
        chance = KeyedChance(_seed(n))
        state, _ = resolve(game, game.apply(new("ones_and_fives"), ROLL), chance)
        scoring = [i for i, face in enumerate(state.throw) if face in (1, 5)]
        if len(scoring) < 2:
            continue
        seen = []
        for keep in (scoring[:1], scoring[:2]):
            _, thrown = resolve(
                game, game.apply(state, {"type": "roll", "keep": keep}), KeyedChance(_seed(n))
            )
            seen.append(thrown[0][0]["dice"])
        assert seen[0][: len(seen[1])] == seen[1]
        assert len(seen[0]) == len(seen[1]) + 1


def test_a_state_saved_before_the_counters_loads_and_keys_by_its_turns() -> None:
    game = RULES["six_dice"]
    saved = game.to_json(new("six_dice", 2).evolve(turns=(3, 2), seat=1))
    del saved["throws"], saved["thrown_turns"]
    state = game.from_json(saved)
    assert game.chance_key(state) == (2, 0)
    state = play("six_dice", game.apply(state, ROLL), [])
    assert game.chance_key(state) == (2, 0)


# --- the turns option ------------------------------------------------------------------------


def test_turns_end_the_game_after_each_players_turns_placed_by_score() -> None:
    game = RULES["ones_and_fives"]
    bust = [(ROLL, [2, 3, 4, 6, 6, 2])]
    bank = [(ROLL, [1, 1, 1, 2, 3, 4]), ({"type": "roll", "keep": [0, 1, 2]}, [1, 5, 2])]
    bank += [({"type": "bank", "keep": [0, 1]}, None)]
    state = play("ones_and_fives", new("ones_and_fives", 2, turns=2), bust + bank + bank)
    assert not state.over and state.scores == (1_150, 1_150)
    tied = play("ones_and_fives", state, bust)
    assert tied.over and tied.finisher is None and game.result(tied).placings == (1, 1)
    ahead = play("ones_and_fives", state, bank)
    assert ahead.over and game.result(ahead).placings == (2, 1)


def test_without_turns_the_game_goes_on() -> None:
    state = new("sequence")
    for _ in range(12):
        state = play("sequence", state, [(ROLL, [1, 2, 4, 4, 6, 6])])
    assert not state.over and state.scores == (60,)
    state = new("sequence", turns=12)
    for _ in range(12):
        state = play("sequence", state, [(ROLL, [1, 2, 4, 4, 6, 6])])
    assert state.over and state.scores == (60,) and state.turns == (12,)


def test_figures_with_turns_places_by_figures_written_with_no_finisher() -> None:
    state = play(
        "figures",
        new("figures", 2, turns=1),
        [(ROLL, [1, 2, 3, 4, 5, 6]), ({"type": "write", "figure": "straight"}, None)],
    )
    assert not state.over
    state = RULES["figures"].apply(state, {"type": "end_turn"})
    assert state.over and state.finisher is None and state.scores == (21, 0)
    assert RULES["figures"].result(state).placings == (1, 2)


def test_a_turn_limit_out_of_range_is_refused() -> None:
    with pytest.raises(IllegalAction):
        resolve_options(RULES["six_dice"].options, {"turns": -1})


# --- the day's challenge ---------------------------------------------------------------------


def test_the_game_of_the_day_rotates_through_the_five_games() -> None:
    week = _week()
    assert sorted(_game(day) for day in week) == sorted(game.id for game in GAMES)
    assert [_game(day + timedelta(days=5)) for day in week] == [_game(day) for day in week]
    assert _game(date(2026, 11, 27)) == FORMATS[date(2026, 11, 27).toordinal() % 5][0]
    day = week[0]
    assert DAILY.challenge(day, b"a") == DAILY.challenge(day, b"b")


@pytest.mark.parametrize("day", _week())
def test_each_format_has_resolved_options_and_ends_on_its_own(day: date) -> None:
    challenge = DAILY.challenge(day, b"")
    rules = RULES[challenge.game]
    assert challenge.options == resolve_options(rules.options, challenge.options)
    rules.check_options(challenge.options)
    turns = []
    for n in range(20):
        state = play_out(rules, challenge.options, _seed(n), computer(challenge.game))
        turns.append(state.turns[0])
    if challenge.game in ("ones_and_fives", "six_dice"):
        assert set(turns) == {10}
    elif challenge.game == "sequence":
        assert max(turns) <= 10
    elif challenge.game == "forbidden":
        assert set(turns) == {1}
    else:  # figures: a full card (the computer's in 26 turns on average), or 30 turns
        assert max(turns) == 30 and min(turns) < 30


# --- the comparison --------------------------------------------------------------------------


def _challenge(game_id: str) -> Challenge:
    return Challenge(game_id, daily_options(game_id))


@pytest.mark.parametrize("game_id", [game.id for game in GAMES])
def test_perfect_play_compares_equal_to_itself(game_id: str) -> None:
    for n in range(5):
        options = daily_options(game_id)
        state, log = attempt(game_id, options, _seed(n), computer(game_id))
        result = DAILY.compare(RULES[game_id], _challenge(game_id), log, _seed(n))
        assert result.score == result.perfect == state.scores[0]
        assert result.steps == (1.0,) * state.turns[0]
        assert result.costliest is None and result.percent == 100


def test_the_perfect_score_is_the_optimal_turn_replayed_on_the_same_dice() -> None:
    game = RULES["six_dice"]
    policy = turn_policy("six_dice", 350)
    for n in range(5):
        _, log = attempt("six_dice", daily_options("six_dice"), _seed(n), lambda s: ROLL)
        result = DAILY.compare(game, _challenge("six_dice"), log, _seed(n))
        direct = play_out(
            game, daily_options("six_dice"), _seed(n), lambda s: policy_action(policy, s)
        )
        assert result.perfect == direct.scores[0]


def test_a_decision_is_priced_at_its_exact_expected_loss() -> None:
    """six_dice, 1 1 1 2 3 4: 1 000 points with 3 dice left. Banking is worth 1 000 exactly;
    throwing on is worth the table's value of throwing 3 dice at 1 000."""
    game = RULES["six_dice"]
    options = daily_options("six_dice")
    policy = turn_policy("six_dice", 350)
    throw_on = float(policy.throw_value[1_000 // 50, 3])
    assert throw_on < 1_000  # so banking is right, and throwing on costs the difference
    log = [
        (0, "play", ROLL),
        (None, "chance", {"type": "throw", "dice": [1, 1, 1, 2, 3, 4], "at": [0, 0]}),
        (0, "play", ROLL),
        (None, "chance", {"type": "throw", "dice": [2, 3, 4], "at": [0, 1]}),  # a bust
    ]
    result = DAILY.compare(game, _challenge("six_dice"), log, _seed(0))
    decision = result.costliest
    assert decision is not None
    assert (decision.turn, decision.chose, decision.better) == (1, ROLL, {"type": "bank"})
    assert decision.cost == pytest.approx(1_000 - throw_on)
    assert game.from_json(decision.state).turn_total == 1_000
    expected = policy.expected_turn
    assert result.steps == (pytest.approx(1 - (1_000 - throw_on) / expected),)
    assert (
        result.score == 0
        and result.perfect == play_out(game, options, _seed(0), computer("six_dice")).scores[0]
    )


def test_ones_and_fives_prices_the_dice_set_aside_too() -> None:
    """1 1 5 2 3 4 at 0: setting aside all three scoring dice (and throwing 3) against the
    best choice, each valued from the optimal turn's table (the best: one 1, and 5 dice)."""
    game = RULES["ones_and_fives"]
    policy = turn_policy("ones_and_fives", 400)
    log = [
        (0, "play", ROLL),
        (None, "chance", {"type": "throw", "dice": [1, 1, 5, 2, 3, 4], "at": [0, 0]}),
        (0, "play", {"type": "roll", "keep": [0, 1, 2]}),
        (None, "chance", {"type": "throw", "dice": [2, 3, 4], "at": [0, 1]}),
    ]
    result = DAILY.compare(game, _challenge("ones_and_fives"), log, _seed(1))
    values = {
        (1,): policy.throw_value[2, 5],
        (1, 1): policy.throw_value[4, 4],
        (1, 5): policy.throw_value[3, 4],
        (1, 1, 5): policy.throw_value[5, 3],
    }
    best = max(values, key=values.__getitem__)
    assert best == (1,) and result.costliest is not None
    assert result.costliest.cost == pytest.approx(values[best] - values[(1, 1, 5)])
    kept = sorted(
        game.from_json(result.costliest.state).throw[i] for i in result.costliest.better["keep"]
    )
    assert tuple(kept) == best


@pytest.mark.parametrize("game_id", ["ones_and_fives", "six_dice"])
def test_random_attempts_lose_and_their_turns_say_how_much(game_id: str) -> None:
    challenge = _challenge(game_id)
    costs = []
    for n in range(10):
        state, log = attempt(
            game_id, challenge.options, _seed(n), randomly(game_id, random.Random(n))
        )
        result = DAILY.compare(RULES[game_id], challenge, log, _seed(n))
        assert result.score == state.scores[0]
        assert len(result.steps) == 10 and all(0 <= step <= 1 for step in result.steps)
        if result.costliest is not None:
            costs.append(result.costliest.cost)
            assert min(result.steps) < 1
            assert result.steps[result.costliest.turn - 1] < 1
    assert costs and min(costs) > 0


@pytest.mark.parametrize("game_id", ["ones_and_fives", "six_dice"])
def test_perfect_play_scores_at_least_the_baseline_on_average(game_id: str) -> None:
    """Over many days' dice, perfect play's mean total is no lower than the simple player's
    (sets aside the most, banks as soon as allowed): 95 % intervals in the test's output."""
    options = daily_options(game_id)
    baseline = turn_policy(game_id, options["bank_min"], baseline=True)
    perfect, simple = [], []
    for n in range(300):
        perfect.append(play_out(RULES[game_id], options, _seed(n), computer(game_id)).scores[0])
        state = play_out(RULES[game_id], options, _seed(n), lambda s: policy_action(baseline, s))
        simple.append(state.scores[0])
    differences = [p - s for p, s in zip(perfect, simple, strict=True)]
    mean = statistics.fmean(differences)
    half = 1.96 * statistics.stdev(differences) / len(differences) ** 0.5
    for name, scores in (("perfect", perfect), ("baseline", simple)):
        spread = 1.96 * statistics.stdev(scores) / len(scores) ** 0.5
        print(f"{game_id} {name}: {statistics.fmean(scores):.0f} ± {spread:.0f}")
    print(f"{game_id} perfect - baseline: {mean:.0f} ± {half:.0f}")
    assert mean > 0


def test_a_resigned_attempt_scores_what_it_banked_and_counts_its_turns() -> None:
    """Perfect play banks in its first turn on seed 3's dice; resigning right after leaves
    that turn's points and one step (the replay of perfect play goes on to ten turns)."""
    game_id = "ones_and_fives"
    game = RULES[game_id]
    _, log = attempt(game_id, daily_options(game_id), _seed(3), computer(game_id))
    first_bank = next(i for i, (_, _, action) in enumerate(log) if action["type"] == "bank")
    cut = [*log[: first_bank + 1], (0, "resign", {})]
    state = game.new_game(daily_options(game_id), 1)
    for _, _, action in cut[:-1]:
        state = game.apply(state, action)
    assert state.turns == (1,) and state.scores[0] > 0
    result = DAILY.compare(game, _challenge(game_id), cut, _seed(3))
    assert (result.score, result.steps, result.costliest) == (state.scores[0], (1.0,), None)
    assert result.perfect > result.score
