"""Provably fair chance: every throw and shuffle of a game is derived from a secret the bot
committed to before anyone could know it, and revealed when the game ends.

This file is also the stand-alone verifier (standard library only; copy it anywhere):

    python fairness.py record.json

The scheme, exactly:
- server_seed: 32 random bytes drawn when the game is created; commitment = sha256(server_seed)
  in hex, shown on the lobby and the board; server_seed is revealed when the game ends.
- client_seed: the decimal id of the Discord interaction that started the game (unknown to
  the bot when it committed).
- game_seed = sha256(server_seed + b":" + client_seed).
- r(n) = int(HMAC-SHA256(key=game_seed, msg=str(n)), big-endian), n = 0, 1, 2, … in order over
  the whole game; a number below m is r(n) % m.
- A die is 1 + r(n) % 6. A shuffle starts from the items in ascending order (domino tiles as
  [low, high]) and is Fisher–Yates: for i from len-1 down to 1, j = r(n) % (i + 1), swap
  items i and j. Any other choice among k options (which seat leads) is r(n) % k.

A record lists the game's actions in order; each chance action carries its `draws`, the
[m, value] pairs it used. The chance an action carries sits in three fields, drawn in this
order: `tiles` (a shuffle), `dice` (dice), `leader` (a choice between the two seats).
A take back (kind "take_back", a practice game's) undoes the `undo` actions just before it, and
the chance with them: its `rewind` is n as it was before the first of them, so that the same
numbers are drawn again (what follows meets the same dice). It never goes anywhere else.

A daily challenge (bot/daily/challenges.py) draws its chance by *key* instead, so that everyone
who plays it meets the same dice whatever he holds:
- day_secret: 32 random bytes drawn when the day is created; its commitment sha256(day_secret)
  is published all day (`/daily`) and the secret revealed when the day ends.
- challenge_seed = sha256(day_secret + b":" + challenge), challenge being the family's name.
- The k-th number of throw `throw` of turn `turn` (both counted from 0; the rules say which
  turn and throw a chance action is: `GameRules.chance_key`) is
  rk(t, w, k) = int(HMAC-SHA256(key=challenge_seed, msg=f"{t}:{w}:{k}")). A throw of n dice is
  slots 0..n-1: a die set aside is simply not thrown again, and the dice still thrown are the
  same for everyone. A shuffle's steps are its slots, as above.
- Each chance action of the record carries its key as `at`: [turn, throw]. The keys run
  (0, 0), then each is the same turn's next throw or the next turn's first.

Backgammon's challenge draws no chance while it is played: its attempt is one decision, the
position of the day, the record's `options.position` (`board`: the 28 numbers of
rules/backgammon/board.py from the side of the player to move, seat 0; `dice`: the two dice as
thrown). GNU Backgammon finds it from the day's secret, deterministically
(rules/backgammon/engine_requests.py `daily_position`, on the gnubg package's nets):
- engine_seed = int.from_bytes(challenge_seed(day_secret, "backgammon")[:8], "big"), and
  rng = Python's random.Random(engine_seed); first = rng.randint(2, 24), the first decision
  searched (the opening moves, searched every day, would repeat themselves).
- The engine plays a money game against itself: the standard opening (the higher of the
  opening throw [seat 0's die, seat 1's] moves first with both dice, a tie is thrown again),
  no cube actions (the cube stays centred), every throw rng.choices(range(1, 7), k=2).
- Its decisions are the checker plays with a choice (a forced move is played at once),
  counted from 1 over both sides. Each one's legal moves (one per resulting position) are
  ranked at 0-ply (rules/backgammon/engine.py at the Expert level: cubeful money equity).
  From decision `first` on, one with at least 5 legal moves whose 0-ply best beats the second
  by 0.04 or more is looked at deeper: its best 8 ranked again at 2-ply; if the best then
  beats the second by 0.08 or more (equities rounded to 4 decimals), this decision is the
  position of the day, with its dice. Every other decision plays its best move (2-ply's where
  it looked deeper, else 0-ply's).
- A game over without one: the next game, on the same rng, searched from its decision 2.
Anyone can re-derive it with this repository and gnubg:
`rules.backgammon.engine_requests.daily_position(engine_seed)` gives `state` (its `board`) and
`dice`. `/game verify` does so in the bot's engine process and compares them with the record's
(`verify(record, position)`); this file alone checks the chance, not the position.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import secrets
import sys
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, TypeVar

T = TypeVar("T")


def new_server_seed() -> str:
    return secrets.token_bytes(32).hex()


def commitment(server_seed: str) -> str:
    return hashlib.sha256(bytes.fromhex(server_seed)).hexdigest()


def game_seed(server_seed: str, client_seed: str) -> bytes:
    return hashlib.sha256(bytes.fromhex(server_seed) + b":" + client_seed.encode()).digest()


def r(seed: bytes, n: int) -> int:
    return int.from_bytes(hmac.new(seed, str(n).encode(), "sha256").digest(), "big")


def fisher_yates(items: Sequence[T], values: Sequence[int]) -> list[T]:
    """The shuffle of `items` (as given) by the drawn values, one per step from the top."""
    out = list(items)
    for i, j in zip(range(len(out) - 1, 0, -1), values, strict=True):
        out[i], out[j] = out[j], out[i]
    return out


def challenge_seed(day_secret: str, challenge: str) -> bytes:
    return hashlib.sha256(bytes.fromhex(day_secret) + b":" + challenge.encode()).digest()


def rk(seed: bytes, turn: int, throw: int, slot: int) -> int:
    message = f"{turn}:{throw}:{slot}".encode()
    return int.from_bytes(hmac.new(seed, message, "sha256").digest(), "big")


class _DrawnChance:
    """A chance source whose every number is one of the scheme's (`_number`), keeping the
    [m, value] pairs drawn since the last `take_draws()`."""

    def __init__(self) -> None:
        self._draws: list[list[int]] = []

    def _number(self) -> int:
        raise NotImplementedError

    def _below(self, m: int) -> int:
        value = self._number() % m
        self._draws.append([m, value])
        return value

    def take_draws(self) -> list[list[int]]:
        draws, self._draws = self._draws, []
        return draws

    def randint(self, low: int, high: int) -> int:
        return low + self._below(high - low + 1)

    def dice(self, count: int, sides: int = 6) -> list[int]:
        return [1 + self._below(sides) for _ in range(count)]

    def shuffle(self, items: Sequence[T]) -> list[T]:
        ordered = sorted(items)  # the canonical order, whatever order the rules keep
        return fisher_yates(ordered, [self._below(i + 1) for i in range(len(ordered) - 1, 0, -1)])


class FairChance(_DrawnChance):
    """The chance source of a verifiable game: draws r(counter), r(counter + 1), …"""

    def __init__(self, server_seed: str, client_seed: str, counter: int = 0) -> None:
        super().__init__()
        self._seed = game_seed(server_seed, client_seed)
        self.counter = counter

    def _number(self) -> int:
        self.counter += 1
        return r(self._seed, self.counter - 1)


class KeyedChance(_DrawnChance):
    """The chance source of a daily challenge: the numbers of throw `key` = (turn, throw),
    slot by slot (`at` moves to a throw's first slot)."""

    def __init__(self, seed: bytes) -> None:
        super().__init__()
        self._seed = seed
        self.key = (0, 0)
        self._slot = 0

    def at(self, key: tuple[int, int]) -> None:
        self.key, self._slot = key, 0

    def _number(self) -> int:
        self._slot += 1
        return rk(self._seed, *self.key, self._slot - 1)


# ---------------------------------------------------------------------------- verification
@dataclass
class Verdict:
    throws: int = 0
    shuffles: int = 0
    choices: int = 0
    positions: int = 0  # a daily position checked against the one its secret gives
    problems: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not self.problems


def verify(record: dict[str, Any], position: dict[str, Any] | None = None) -> Verdict:
    """Check a finished game's record: the revealed seed matches the commitment, every draw is
    the scheme's next number, and every throw, shuffle and choice is what its draws give.
    `position`: a daily attempt's position of the day as its revealed secret gives it (found
    by gnubg, as above), which the record's options must hold."""
    verdict = Verdict()
    fair = record.get("fair") or {}
    if "challenge" in fair:
        _verify_daily(fair, record.get("actions", []), verdict)
        if position is not None:
            verdict.positions += 1
            if (record.get("options") or {}).get("position") != position:
                said = "the position and dice are not those the day's secret gives"
                verdict.problems.append(said)
        return verdict
    server_seed, client_seed = fair.get("server_seed"), fair.get("client_seed")
    if not server_seed or client_seed is None:
        verdict.problems.append("the record has no revealed server seed (is the game over?)")
        return verdict
    if commitment(server_seed) != fair.get("commitment"):
        verdict.problems.append("sha256(server_seed) is not the commitment")
        return verdict
    seed = game_seed(server_seed, str(client_seed))
    n = 0
    before: list[int] = []  # n before each action
    for entry in record.get("actions", []):
        before.append(n)
        if entry.get("kind") == "take_back":
            n = _rewind(entry, before, verdict)
            continue
        draws = entry.get("draws")
        if draws is None:
            continue
        where = f"action {entry.get('seq')}"
        for m, value in draws:
            expected = r(seed, n) % m
            if expected != value:
                verdict.problems.append(f"{where}: draw {n} is {value}, the seed gives {expected}")
            n += 1
        _check_outcome(entry.get("action") or {}, draws, where, verdict)
    if n != fair.get("draws", n):
        verdict.problems.append(f"{n} draws in the log, the game counted {fair.get('draws')}")
    return verdict


def _verify_daily(fair: dict[str, Any], actions: list, verdict: Verdict) -> Verdict:
    """A daily challenge's attempt: every chance action's numbers are those of its key, and
    the keys run in order (no throw skipped, none drawn twice)."""
    secret = fair.get("day_secret")
    if not secret:
        verdict.problems.append("the record has no revealed day secret (is the day over?)")
        return verdict
    if commitment(secret) != fair.get("commitment"):
        verdict.problems.append("sha256(day_secret) is not the commitment")
        return verdict
    seed = challenge_seed(secret, str(fair["challenge"]))
    previous: tuple[int, int] | None = None
    for entry in actions:
        draws = entry.get("draws")
        if draws is None:
            continue
        where = f"action {entry.get('seq')}"
        action = entry.get("action") or {}
        turn, throw = key = tuple(action.get("at") or (-1, -1))
        following = [(0, 0)] if previous is None else [(previous[0], previous[1] + 1)]
        if previous is not None:
            following.append((previous[0] + 1, 0))
        if key not in following:
            verdict.problems.append(f"{where}: throw {list(key)} does not follow {previous}")
        previous = key
        for slot, (m, value) in enumerate(draws):
            expected = rk(seed, turn, throw, slot) % m
            if expected != value:
                said = f"slot {slot} of throw {list(key)} is {value}, the seed gives {expected}"
                verdict.problems.append(f"{where}: {said}")
        _check_outcome(action, draws, where, verdict)
    return verdict


def _rewind(entry: dict, before: list[int], verdict: Verdict) -> int:
    """n after a take back: as before the first action it undid, which its `rewind` says."""
    action = entry.get("action") or {}
    undo = action.get("undo", 0)
    expected = before[-1 - undo] if 0 <= undo < len(before) else -1
    if action.get("rewind") != expected:
        where = f"action {entry.get('seq')}"
        verdict.problems.append(
            f"{where}: a take back to n = {action.get('rewind')}, not {expected}"
        )
    return expected


def _check_outcome(action: dict, draws: list, where: str, verdict: Verdict) -> None:
    values = [value for _, value in draws]
    used = 0
    if "tiles" in action:
        tiles = [list(tile) for tile in action["tiles"]]
        steps = len(tiles) - 1
        expected = fisher_yates(sorted(tiles), values[used : used + steps])
        used += steps
        verdict.shuffles += 1
        if expected != tiles:
            verdict.problems.append(f"{where}: the shuffle is not the one its draws give")
    if "dice" in action:
        dice = list(action["dice"])
        expected = [1 + value for value in values[used : used + len(dice)]]
        used += len(dice)
        verdict.throws += 1
        if expected != dice:
            verdict.problems.append(f"{where}: dice {dice}, the draws give {expected}")
    if "leader" in action:
        verdict.choices += 1
        if values[used : used + 1] != [action["leader"]]:
            verdict.problems.append(f"{where}: leader {action['leader']} is not its draw")
        used += 1
    if used != len(draws):
        verdict.problems.append(f"{where}: {len(draws)} draws, the outcome uses {used}")


def main(argv: list[str]) -> int:
    if len(argv) != 2:
        print("usage: python fairness.py record.json", file=sys.stderr)
        return 2
    with open(argv[1], encoding="utf-8") as file:
        verdict = verify(json.load(file))
    if verdict.ok:
        counts = [
            (verdict.throws, "throw"),
            (verdict.shuffles, "shuffle"),
            (verdict.choices, "choice"),
        ]
        said = ", ".join(f"{n} {word}{'' if n == 1 else 's'}" for n, word in counts)
        print(f"✔ {said}: all match the commitment")
        return 0
    print("✘ the record does not match:\n" + "\n".join(f"- {p}" for p in verdict.problems))
    return 1


if __name__ == "__main__":
    raise SystemExit(main(sys.argv))
