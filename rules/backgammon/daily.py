"""Backgammon's daily challenge: the position of the day, one decision.

The position is found by GNU Backgammon in the engine process (engine_requests.daily_position:
gnubg's game against itself from the day's seed, the first checker play whose best move beats
the second by 0.08 or more at 2-ply; stated exactly in rules/fairness.py, and found again by
/game verify), so the challenge is made in two parts: the engine's answer is asked by the bot
(cogs/backgammon/daily.py `make_challenge`), and `position_challenge` here turns it into the
day's Challenge, purely. `DAILY.challenge` alone cannot make it and says
so.

The attempt is a game of `backgammon` with the `position` option: one seat, seat 0 to move
with the day's dice, over once he has moved (game.py). No chance action at all: everyone meets
the same position and dice. Its score is the equity the chosen move gives up against the best
(cubeful money equity, as gnubg's 2-ply ranks it: `setup["ranking"]`); 0 is perfect, lower is
better. Its one step, the share card's, is 1 − min(1, loss / CLOSENESS_SCALE): 1 for the best
move, gnubg's "doubtful" (0.03) 0.88, "bad" (0.06) 0.76, "very bad" (0.12) 0.52, nothing
from a loss of 0.25 on.
"""

from __future__ import annotations

from datetime import date
from typing import Any

from rules.backgammon.game import BACKGAMMON
from rules.backgammon.notation import parse_move
from rules.backgammon.state import mover_position
from rules.base import Action, GameRules, effective_log, resolve_options
from rules.daily import Challenge, Comparison, DailyRules, Decision, Log

GAME = BACKGAMMON.id
CLOSENESS_SCALE = 0.25  # the loss that leaves nothing of the step (see the docstring)
# The attempt's options besides the position: a money game, no hint and no tutor.
OPTIONS = resolve_options(BACKGAMMON.options, {"hints": "off", "coach": "off"})
APPLIED = ("play", "computer", "skip")
UNPLAYED: Action = {"type": "resign"}  # what a Decision says was chosen when no move was


def engine_seed(seed: bytes) -> int:
    """The engine's seed of the challenge's: its first 8 bytes."""
    return int.from_bytes(seed[:8], "big")


def position_challenge(found: dict[str, Any]) -> Challenge:
    """The day's challenge from the engine's position of the day (daily_position's answer)."""
    state = found["state"]
    position = {"board": list(state["board"]), "dice": list(found["dice"])}
    return Challenge(
        game=GAME,
        options={**OPTIONS, "position": position},
        setup={"ranking": found["ranking"]},
    )


def challenge(day: date, seed: bytes) -> Challenge:
    raise NotImplementedError(
        "backgammon's position of the day needs the engine: cogs.backgammon.daily.make_challenge"
    )


def compare(rules: GameRules, challenge: Challenge, log: Log, seed: bytes) -> Comparison:
    """The move played (from the log: a whole move, or steps confirmed) beside the ranking's
    best. An attempt given up without a move, or whose move the bot made for him (a skip),
    counts as the worst move. `seed` is not needed: the attempt has no chance."""
    start = rules.new_game(challenge.options, 1)
    state, his = start, False
    for seat, kind, action in effective_log(log):
        if kind == "resign":
            state = rules.resign(state, seat)
        elif kind in APPLIED:
            state, his = rules.apply(state, action), kind == "play"
    ranking = challenge.setup["ranking"]
    best = ranking[0]
    if state.last_turn is None or not his:
        chosen, chose = ranking[-1], UNPLAYED
    else:
        chosen = _entry(start, ranking, state.last_turn["move"])
        chose = chosen["action"]
    # A move ranked at 0-ply below the 2-ply ones never counts as better than the best.
    loss = round(max(0.0, best["equity"] - chosen["equity"]), 4)
    costliest = None
    if loss > 0:
        costliest = Decision(1, chose, best["action"], loss, rules.to_json(start))
    return Comparison(
        score=loss,
        perfect=0.0,
        steps=(closeness(loss),),
        costliest=costliest,
        higher_is_better=False,
    )


def closeness(loss: float) -> float:
    return 1 - min(1.0, loss / CLOSENESS_SCALE)


def _entry(start: Any, ranking: list[dict[str, Any]], played: str) -> dict[str, Any]:
    """The ranking's entry of the move played: the one reaching the same position (a move
    built of steps may be written otherwise than the ranking writes it)."""
    position = mover_position(start)

    def reached(move: str) -> Any:
        return parse_move(position, start.dice, move)[0]

    result = reached(played)
    return next(entry for entry in ranking if reached(entry["action"]["move"]) == result)


DAILY = DailyRules(challenge=challenge, compare=compare)
