"""Provably fair chance: known answers of the scheme (worked out by hand with hashlib and hmac,
not with the module's helpers), the chance source, the verifier (and what it rejects), and the
statistics of faces and shuffles."""

from __future__ import annotations

import copy
import json
import subprocess
import sys
from pathlib import Path

from rules import fairness
from rules.fairness import FairChance

SERVER_SEED = bytes(range(32)).hex()  # 000102…1f
CLIENT_SEED = "1234567890123456789"


def test_known_answers():
    assert fairness.commitment(SERVER_SEED) == (
        "630dcd2966c4336691125448bbb25b4ff412a49c732db2c8abc1b8581bd710dd"
    )
    seed = fairness.game_seed(SERVER_SEED, CLIENT_SEED)
    assert seed.hex() == "20c3bb1335c9f008045e289e05ec40ee2a47f0b96c7d6772102897d2529b85f2"
    assert fairness.r(seed, 0) == (
        1211465940028401071988631129111271352100279489255785398032924138043823770029
    )
    assert fairness.r(seed, 1) == (
        60931784671726353833728429302599066001981408417817613503051500165463281285214
    )
    assert FairChance(SERVER_SEED, CLIENT_SEED).dice(5) == [2, 5, 4, 1, 6]
    # Fisher–Yates from the top, one number per step: 0..5 becomes 2 5 0 3 4 1.
    assert FairChance(SERVER_SEED, CLIENT_SEED).shuffle([5, 3, 1, 0, 2, 4]) == [2, 5, 0, 3, 4, 1]


def test_the_source_counts_its_draws_and_resumes_where_it_stopped():
    chance = FairChance(SERVER_SEED, CLIENT_SEED)
    first = chance.dice(3)
    assert chance.take_draws() == [[6, d - 1] for d in first] and chance.counter == 3
    assert chance.randint(0, 1) in (0, 1) and chance.take_draws()[0][0] == 2
    resumed = FairChance(SERVER_SEED, CLIENT_SEED, counter=chance.counter)
    assert resumed.dice(4) == chance.dice(4)


def record(actions: list[dict], server_seed: str = SERVER_SEED) -> dict:
    chance = FairChance(SERVER_SEED, CLIENT_SEED)
    logged = []
    for seq, action in enumerate(actions, 1):
        if action == "deal":
            action = {"type": "deal", "tiles": [list(t) for t in chance.shuffle(TILES)]}
            action["leader"] = chance.randint(0, 1)
        elif action == "throw":
            action = {"type": "throw", "dice": chance.dice(5)}
        else:
            logged.append({"seq": seq, "action": action})
            continue
        logged.append({"seq": seq, "action": action, "draws": chance.take_draws()})
    fair = {
        "commitment": fairness.commitment(SERVER_SEED),
        "client_seed": CLIENT_SEED,
        "server_seed": server_seed,
        "draws": chance.counter,
    }
    return {"actions": logged, "fair": fair}


TILES = [(low, high) for high in range(7) for low in range(high + 1)]  # not in canonical order
GAME = ["deal", {"type": "play"}, "throw", "throw", {"type": "write"}, "throw"]


def test_an_honest_record_verifies():
    verdict = fairness.verify(record(GAME))
    assert verdict.ok, verdict.problems
    assert (verdict.throws, verdict.shuffles, verdict.choices) == (3, 1, 1)


def test_a_changed_die_or_seed_or_tile_is_caught():
    honest = record(GAME)
    die = copy.deepcopy(honest)
    die["actions"][2]["action"]["dice"][0] = die["actions"][2]["action"]["dice"][0] % 6 + 1
    assert fairness.verify(die).problems == [
        f"action 3: dice {die['actions'][2]['action']['dice']}, the draws give "
        f"{honest['actions'][2]['action']['dice']}"
    ]
    seed = record(GAME, server_seed="ff" * 32)
    assert fairness.verify(seed).problems == ["sha256(server_seed) is not the commitment"]
    tiles = copy.deepcopy(honest)
    shuffled = tiles["actions"][0]["action"]["tiles"]
    shuffled[0], shuffled[1] = shuffled[1], shuffled[0]
    assert fairness.verify(tiles).problems == [
        "action 1: the shuffle is not the one its draws give"
    ]
    cut = copy.deepcopy(honest)
    del cut["actions"][-1]
    assert "draws in the log" in fairness.verify(cut).problems[0]


def test_a_take_back_draws_the_same_numbers_again_and_can_go_nowhere_else():
    chance = FairChance(SERVER_SEED, CLIENT_SEED)
    throws = [{"type": "throw", "dice": chance.dice(5)} for _ in range(2)]
    taken = chance.take_draws()
    draws = [taken[:5], taken[5:]]
    actions = [
        {"seq": 1, "kind": "chance", "action": throws[0], "draws": draws[0]},
        {"seq": 2, "kind": "play", "action": {"type": "play"}},
        {"seq": 3, "kind": "chance", "action": throws[1], "draws": draws[1]},
        # back to before action 2: the counter goes back to 5, as it was then
        {"seq": 4, "kind": "take_back", "action": {"type": "take_back", "undo": 2, "rewind": 5}},
        {"seq": 5, "kind": "play", "action": {"type": "play"}},
        {"seq": 6, "kind": "chance", "action": throws[1], "draws": draws[1]},
    ]
    fair = {
        "commitment": fairness.commitment(SERVER_SEED),
        "client_seed": CLIENT_SEED,
        "server_seed": SERVER_SEED,
        "draws": 10,
    }
    verdict = fairness.verify({"actions": actions, "fair": fair})
    assert verdict.ok and verdict.throws == 3, verdict.problems
    elsewhere = copy.deepcopy(actions)
    elsewhere[3]["action"]["rewind"] = 0  # the first throw's numbers again: not allowed
    problems = fairness.verify({"actions": elsewhere, "fair": fair}).problems
    assert problems[0] == "action 4: a take back to n = 0, not 5"


def test_the_stand_alone_verifier_runs_from_its_own_file(tmp_path):
    path = tmp_path / "record.json"
    path.write_text(json.dumps(record(GAME)))
    script = Path(fairness.__file__)
    copied = tmp_path / "fairness.py"  # anywhere, with nothing of the project around it
    copied.write_text(script.read_text(encoding="utf-8"), encoding="utf-8")
    run = subprocess.run(
        [sys.executable, "-I", str(copied), str(path)], capture_output=True, text=True, cwd=tmp_path
    )
    assert run.returncode == 0 and run.stdout.startswith(
        "✔ 3 throws, 1 shuffle, 1 choice: all match"
    ), run
    bad = record(GAME, server_seed="00" * 32)
    path.write_text(json.dumps(bad))
    run = subprocess.run([sys.executable, "-I", str(copied), str(path)], capture_output=True)
    assert run.returncode == 1


def chi_square(counts: list[int], expected: float) -> float:
    return sum((count - expected) ** 2 / expected for count in counts)


def test_faces_and_tile_positions_are_uniform():
    # Bounds: the chi-square's 99.9 % quantile (5 degrees of freedom: 20.5), and for the 28×28
    # position table (28 × 27 = 756 degrees of freedom) its normal approximation, 756 + 3.1 σ.
    chance = FairChance(SERVER_SEED, CLIENT_SEED)
    faces = [0] * 6
    for _ in range(100_000):
        for die in chance.dice(6):
            faces[die - 1] += 1
    assert sum(faces) == 600_000 and chi_square(faces, 100_000) < 20.5
    chance = FairChance(SERVER_SEED, "shuffles")
    positions = [[0] * 28 for _ in range(28)]
    deck = [(low, high) for low in range(7) for high in range(low, 7)]
    for _ in range(20_000):
        for place, tile in enumerate(chance.shuffle(deck)):
            positions[deck.index(tile)][place] += 1
    total = sum(chi_square(row, 20_000 / 28) for row in positions)
    assert total < 756 + 3.1 * (2 * 756) ** 0.5


# ---------------------------------------------------------------- the daily challenge: by key
def test_keyed_known_answers():
    """sha256(secret + b":dice"), then HMAC of "turn:throw:slot" (worked out with hashlib and
    hmac by hand)."""
    seed = fairness.challenge_seed(SERVER_SEED, "dice")
    assert seed.hex() == "87e1438d324f02de89d00a832cb1bcd51fd1c6c02920e7515ee63ca2e363f477"
    chance = fairness.KeyedChance(seed)
    assert chance.dice(6) == [6, 1, 5, 2, 3, 6]
    chance.at((0, 1))
    assert chance.dice(6) == [2, 6, 5, 2, 6, 3]
    chance.at((3, 2))
    assert chance.dice(5) == [4, 4, 1, 6, 5]
    assert chance.take_draws()[-5:] == [[6, d - 1] for d in (4, 4, 1, 6, 5)]


def test_a_throw_of_fewer_dice_meets_the_same_dice_in_the_slots_it_throws():
    """Holds never change what anyone else sees: a throw of n dice is slots 0..n-1 of its key,
    whatever was thrown before it."""
    seed = fairness.challenge_seed(SERVER_SEED, "yahtzee")
    for count in range(1, 6):
        fewer, all_five = fairness.KeyedChance(seed), fairness.KeyedChance(seed)
        fewer.dice(2)  # an earlier throw of this attempt, unlike the other's
        fewer.at((4, 1))
        all_five.at((4, 1))
        assert fewer.dice(count) == all_five.dice(5)[:count]


def _daily_record(throws: list[tuple[tuple[int, int], int]]) -> dict:
    seed = fairness.challenge_seed(SERVER_SEED, "dice")
    actions = []
    for seq, (key, count) in enumerate(throws, 1):
        chance = fairness.KeyedChance(seed)
        chance.at(key)
        dice = chance.dice(count)
        action = {"type": "throw", "dice": dice, "at": list(key)}
        actions.append(
            {"seq": seq, "kind": "chance", "action": action, "draws": chance.take_draws()}
        )
    fair = {
        "day": "2026-11-27",
        "challenge": "dice",
        "commitment": fairness.commitment(SERVER_SEED),
        "day_secret": SERVER_SEED,
    }
    return {"fair": fair, "actions": actions}


def test_the_verifier_checks_an_attempt_by_its_keys():
    record = _daily_record([((0, 0), 6), ((0, 1), 4), ((1, 0), 6), ((1, 1), 2)])
    verdict = fairness.verify(record)
    assert verdict.ok and verdict.throws == 4, verdict.problems
    tampered = copy.deepcopy(record)
    tampered["actions"][1]["action"]["dice"][0] = (
        tampered["actions"][1]["action"]["dice"][0] % 6 + 1
    )
    assert not fairness.verify(tampered).ok
    sealed = copy.deepcopy(record)
    del sealed["fair"]["day_secret"]
    assert "revealed day secret" in fairness.verify(sealed).problems[0]


def test_the_verifier_refuses_a_throw_skipped_or_drawn_twice():
    """A bot choosing among throws (a skipped key, one drawn again) is caught, though every
    die matches its key."""
    for keys in ([(0, 0), (0, 2)], [(0, 0), (0, 0)], [(0, 0), (2, 0)], [(0, 1)]):
        problems = fairness.verify(_daily_record([(key, 5) for key in keys])).problems
        assert any("does not follow" in problem for problem in problems), keys


def test_the_verifier_checks_a_daily_position_against_the_one_its_secret_gives():
    """Backgammon's attempt: no chance, its start the position of the day (found by gnubg
    from the secret, outside this file), which the record's options must hold."""
    position = {"board": [0, *range(1, 27), 0], "dice": [3, 1]}
    record = {**_daily_record([]), "options": {"position": position}}
    verdict = fairness.verify(record, copy.deepcopy(position))
    assert verdict.ok and (verdict.positions, verdict.throws) == (1, 0), verdict.problems
    assert fairness.verify(record).positions == 0  # nothing to compare with: not checked
    other = {**position, "dice": [1, 3]}
    assert fairness.verify(record, other).problems == [
        "the position and dice are not those the day's secret gives"
    ]
