"""The daily challenge of the Yahtzee family: the keyed dice (round, throw, slot), the day's
format, and an attempt compared with perfect play on the same dice."""

from __future__ import annotations

import random
from collections.abc import Callable
from datetime import date, timedelta
from functools import partial
from itertools import pairwise

import pytest

from rules.base import Action
from rules.daily import play_out
from rules.fairness import KeyedChance, challenge_seed, commitment, rk, verify
from rules.yahtzee.daily import DAILY, STEP_SCALE
from rules.yahtzee.game import YahtzeeState
from rules.yahtzee.strategy import action_loss, best_action, hint
from tests.rules.yahtzee.helpers import GAME
from tests.support.daily_attempts import attempt as logged_attempt

SECRET = "11" * 32
GAME_IDS = ("general", "kosci")


def seed_of(name: str) -> bytes:
    return challenge_seed(SECRET, name)


def attempt(game_id: str, seed: bytes, decide: Callable[[YahtzeeState], Action]):
    return logged_attempt(GAME[game_id], {"hints": "off"}, seed, decide)


def random_player(game_id: str, rnd: random.Random):
    return lambda state: rnd.choice(GAME[game_id].legal_actions(state))


def erring_player(game_id: str, rnd: random.Random, rate: float = 0.1):
    """The optimal player, but a random legal action at a share `rate` of its decisions."""
    best = partial(best_action, GAME[game_id].variant)
    wild = random_player(game_id, rnd)
    return lambda state: wild(state) if rnd.random() < rate else best(state)


def keys_of(log) -> list[tuple[int, int]]:
    return [tuple(action["at"]) for _, kind, action in log if kind == "chance"]


# ---------------------------------------------------------------------------- the keyed dice
@pytest.mark.parametrize("game_id", GAME_IDS)
def test_keys_run_round_by_round_and_throw_by_throw(game_id):
    for n in range(20):
        _, log = attempt(game_id, seed_of(f"keys{n}"), random_player(game_id, random.Random(n)))
        keys = keys_of(log)
        assert keys[0] == (0, 0)
        for before, key in pairwise(keys):
            assert key in ((before[0], before[1] + 1), (before[0] + 1, 0)), (before, key)
            assert key[1] <= 2
        assert keys[-1][0] == 12  # 13 rounds: 0..12


def test_the_key_is_the_round_and_the_throw_of_the_state():
    game = GAME["general"]
    state = game.new_game({}, 1)
    assert game.chance_key(game.apply(state, {"type": "roll"})) == (0, 0)
    thrown = game.apply(game.apply(state, {"type": "roll"}), {"type": "throw", "dice": [6] * 5})
    assert game.chance_key(game.apply(thrown, {"type": "roll", "hold": [0, 1]})) == (0, 1)
    written = game.apply(thrown, {"type": "write", "box": "general"})
    assert game.chance_key(game.apply(written, {"type": "roll"})) == (1, 0)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_thrown_dice_are_the_keys_slots_whatever_was_held(game_id):
    seed = seed_of("slots")
    seen = []
    for n in range(6):
        _, log = attempt(game_id, seed, random_player(game_id, random.Random(n)))
        throws = {tuple(a["at"]): a["dice"] for _, kind, a in log if kind == "chance"}
        for (turn, throw), dice in throws.items():
            assert dice == [1 + rk(seed, turn, throw, slot) % 6 for slot in range(len(dice))]
        seen.append(throws)
    # Two players who hold differently meet the same faces in the slots both throw.
    shared = 0
    for one, other in pairwise(seen):
        for key in one.keys() & other.keys():
            both = min(len(one[key]), len(other[key]))
            assert one[key][:both] == other[key][:both]
            shared += both
    assert shared > 100


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_an_attempts_record_passes_the_verifier(game_id):
    """Its throws, each with its key and its draws, as the bot records them."""
    game, chance = GAME[game_id], KeyedChance(seed_of(game_id))
    rnd, actions = random.Random(5), []
    state = game.new_game({}, 1)
    while not game.is_over(state):
        chance.at(game.chance_key(state))
        throw = game.chance_action(state, chance)
        if throw is None:
            action = rnd.choice(game.legal_actions(state))
        else:
            action = {**throw, "at": list(chance.key)}
            actions.append({"seq": len(actions), "action": action, "draws": chance.take_draws()})
        state = game.apply(state, action)
    fair = {"challenge": game_id, "day_secret": SECRET, "commitment": commitment(SECRET)}
    verdict = verify({"fair": fair, "actions": actions})
    assert verdict.ok, verdict.problems
    assert verdict.throws == len(actions) >= 13


# ---------------------------------------------------------------------------- the day's format
def test_the_days_game_alternates_a_full_card_without_hints():
    day = date(2026, 11, 27)
    games = [DAILY.challenge(day + timedelta(days=n), b"any").game for n in range(4)]
    assert games[0] != games[1] and games[:2] == games[2:] and set(games) == set(GAME_IDS)
    challenge = DAILY.challenge(day, b"any")
    assert challenge == DAILY.challenge(day, b"other")  # the game is the day's, not the seed's
    assert challenge.options == {"hints": "off"}
    assert games[day.toordinal() % 2] == "general"
    for game_id in GAME_IDS:
        assert len(GAME[game_id].variant.boxes) == 13  # a full card is 13 rounds in both


# ---------------------------------------------------------------------------- the comparison
@pytest.mark.parametrize("game_id", GAME_IDS)
def test_perfect_play_compares_as_perfect(game_id):
    game = GAME[game_id]
    for n in range(3):
        seed = seed_of(f"perfect{n}")
        final, log = attempt(game_id, seed, partial(best_action, game.variant))
        result = DAILY.compare(game, DAILY.challenge(date(2026, 11, 27), seed), log, seed)
        assert result.score == result.perfect == game.totals(final)[0]
        assert result.steps == (1.0,) * 13 and result.costliest is None
        assert result.percent == 100


def test_a_mistake_is_priced_as_its_expected_loss():
    """Optimal play but for one decision: the comparison against a direct computation."""
    game_id = "general"
    game, seed = GAME[game_id], seed_of("mistake")
    best = partial(best_action, game.variant)
    made: list[tuple[YahtzeeState, Action, float]] = []

    def decide(state):
        """In round 4 after the first throw, the cheapest choice that loses anything."""
        if state.cards[0].filled == 3 and state.throws == 1 and not made:
            mistake = next(o["action"] for o in hint(game.variant, state) if o["loss"] > 0.01)
            made.append((state, mistake, action_loss(game.variant, state, mistake)))
            return mistake
        return best(state)

    final, log = attempt(game_id, seed, decide)
    [(state, mistake, loss)] = made
    assert 0 < loss < STEP_SCALE and best(state) != mistake
    result = DAILY.compare(game, DAILY.challenge(date(2026, 11, 28), seed), log, seed)
    expected_step = max(0.0, 1 - loss / STEP_SCALE)
    assert result.steps == (1.0,) * 3 + (expected_step,) + (1.0,) * 9
    worst = result.costliest
    assert (worst.turn, worst.chose, worst.better) == (4, mistake, best(state))
    assert worst.cost == pytest.approx(loss)
    assert game.from_json(worst.state) == state
    assert result.score == game.totals(final)[0]
    perfect = play_out(game, {"hints": "off"}, seed, best)
    assert result.perfect == game.totals(perfect)[0]


def test_a_resigned_attempt_has_the_rounds_it_wrote():
    game_id = "kosci"
    game, seed = GAME[game_id], seed_of("resign")
    _, log = attempt(game_id, seed, partial(best_action, game.variant))
    writes = [i for i, (_, _, action) in enumerate(log) if action["type"] == "write"]
    cut = [*log[: writes[2] + 1], (0, "resign", {"type": "resign"})]
    result = DAILY.compare(game, DAILY.challenge(date(2026, 11, 27), seed), cut, seed)
    state = game.new_game({}, 1)
    for _, _, action in cut[:-1]:
        state = game.apply(state, action)
    assert state.cards[0].filled == 3 and result.steps == (1.0,) * 3
    assert result.score == game.totals(state)[0] < result.perfect


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_perfect_play_beats_an_erring_player_on_average(game_id):
    game, gaps = GAME[game_id], []
    for n in range(30):
        seed = seed_of(f"mean{n}")
        _, log = attempt(game_id, seed, erring_player(game_id, random.Random(n)))
        result = DAILY.compare(game, DAILY.challenge(date(2026, 11, 27), seed), log, seed)
        assert all(0.0 <= step <= 1.0 for step in result.steps) and len(result.steps) == 13
        assert (result.costliest is None) == (min(result.steps) == 1.0)
        gaps.append(result.perfect - result.score)
    assert sum(gaps) / len(gaps) > 0


def test_perfect_play_is_the_same_on_the_same_seed_only():
    game = GAME["general"]
    best = partial(best_action, game.variant)
    one = play_out(game, {}, seed_of("a"), best)
    assert one == play_out(game, {}, seed_of("a"), best) != play_out(game, {}, seed_of("b"), best)
