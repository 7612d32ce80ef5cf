"""What the backgammon engine process answers (bot/engine_process.py runs this module's
`warm_up` once, then its REQUESTS): the only module the bot's code imports GNU Backgammon's
engine through, and only in that process, on its one thread (gnubg's module crashes when called
from a thread other than the first that used it). Every request takes and returns plain
picklable data and calls rules/ only."""

from __future__ import annotations

from typing import Any

from rules.backgammon import BACKGAMMON, engine, format_move
from rules.backgammon.board import flip
from rules.backgammon.judge import judge
from rules.backgammon.levels import EXPERT
from rules.backgammon.record import Analysis, Record, replay
from rules.backgammon.state import MOVE, ROLL, State
from rules.base import Action, SeededChance, play_chance, resolve_options

# The position of the day: the best move beats the second by this much at DAILY_PLIES.
DAILY_GAP = 0.08
DAILY_PLIES = 2
RERANKED = 8  # the moves ranked again at 2-ply: the best 8 by 0-ply (gnubg's hint's filter)
# The search starts at a checker-play decision of the game drawn from the seed (the opening
# move, the first, never): the first decisions alone would give the same few opening
# replies day after day.
FIRST_SEARCHED = (2, 24)
MIN_CHOICES = 5  # a choice between fewer legal moves is no puzzle
# Looked at 2-ply only where 0-ply's best and second are this far apart already: a 2-ply look
# costs 100 ms, and most decisions are far from the gap.
SCREEN_GAP = 0.04
SELF_PLAY = {"opening": "standard"}  # a money game, the opening dice played as thrown


def computer_action(state: State, seed: int) -> Action:
    """The computer's decision; what it draws by chance (a noisy level's noise) comes from
    `seed`, drawn from the computer's chance in the bot."""
    return BACKGAMMON.computer_action(state, SeededChance(seed))


def ranked_moves(state: State) -> list[tuple[str, float | None]]:
    """The mover's legal moves in notation with their equities, best first (compact: the
    results' positions stay here)."""
    return [(format_move(entry.move), entry.equity) for entry in engine.ranked_moves(state)]


def analyse(options: dict[str, Any], log: list[tuple], done: list[Analysis]) -> Record:
    """The match's record, its games after the first len(done) analysed."""
    return replay(options, log, done)


def daily_position(seed: int) -> dict[str, Any]:
    """The position of the day: GNU Backgammon plays a money game against itself (the dice
    and the first decision searched drawn from `seed`; each move its 0-ply best, or its
    2-ply best where it looked deeper), and the first checker play from that decision on,
    among at least MIN_CHOICES legal moves, whose best move beats the second by DAILY_GAP at
    2-ply is the one (a game without one: the next, searched from its second decision).

    As JSON: `state` (rules' to_json at the MOVE phase with the dice thrown, the mover as
    seat 0, the cube centred), `dice`, and `ranking` (daily_ranking)."""
    if not engine.available():  # pubeval ranks no equities: the position needs gnubg
        raise RuntimeError("the position of the day needs GNU Backgammon's engine")
    chance = SeededChance(seed)
    first = chance.randint(*FIRST_SEARCHED)
    options = resolve_options(BACKGAMMON.options, SELF_PLAY)
    while True:
        state, _ = play_chance(BACKGAMMON, BACKGAMMON.new_game(options, 2), chance)
        decision = 0
        while not BACKGAMMON.is_over(state):
            if state.phase == ROLL:  # no cube decisions: the cube stays centred
                state = BACKGAMMON.apply(state, {"type": "roll"})
            elif state.phase == MOVE:
                decision += 1
                quick = engine.ranked_moves(state, EXPERT)
                move = format_move(quick[0].move)
                if decision >= first and _worth_a_look(quick):
                    ranking = daily_ranking(state, quick)
                    if ranking[0]["equity"] - ranking[1]["equity"] >= DAILY_GAP:
                        return _position_of_the_day(state, ranking)
                    move = ranking[0]["action"]["move"]
                state = BACKGAMMON.apply(state, {"type": "move", "move": move})
            state, _ = play_chance(BACKGAMMON, state, chance)
        first = 2


def _worth_a_look(quick: list[engine.Ranked]) -> bool:
    """Whether a decision, ranked at 0-ply, may be the position of the day."""
    return len(quick) >= MIN_CHOICES and quick[0].equity - quick[1].equity >= SCREEN_GAP


def daily_ranking(state: State, ranked: list[engine.Ranked]) -> list[dict[str, Any]]:
    """Every legal move of the mover, best first, as {"action", "equity", "plies"}: all
    ranked at 0-ply (`ranked`, engine.ranked_moves at Expert), the best RERANKED again at
    2-ply and listed first, as gnubg's hint does. Equities are cubeful money equities (the
    cube centred), as the bot's hints rank moves."""
    deeper = engine.equities(state, {entry.result for entry in ranked[:RERANKED]}, DAILY_PLIES)
    reranked = sorted(ranked[:RERANKED], key=lambda entry: deeper[entry.result], reverse=True)
    return [
        {
            "action": {"type": "move", "move": format_move(entry.move)},
            "equity": round(deeper.get(entry.result, entry.equity), 4),
            "plies": DAILY_PLIES if entry.result in deeper else 0,
        }
        for entry in [*reranked, *ranked[RERANKED:]]
    ]


def _position_of_the_day(state: State, ranking: list[dict[str, Any]]) -> dict[str, Any]:
    """The decision as seat 0's (the board from the mover's side), without its game's past."""
    board = state.board if state.turn == 0 else flip(state.board)
    position = State(options=state.options, phase=MOVE, board=board, dice=state.dice)
    return {
        "state": BACKGAMMON.to_json(position),
        "dice": list(state.dice),
        "ranking": ranking,
    }


REQUESTS = {
    "computer_action": computer_action,
    "ranked_moves": ranked_moves,
    "cube_advice": engine.cube_advice,
    "judge": judge,
    "analyse": analyse,
    "daily_position": daily_position,
}


def warm_up() -> bool:
    """Load the nets (0-ply, and the pruning nets of World Class's 2-ply) before the first
    real request; whether GNU Backgammon's engine is there at all."""
    start = BACKGAMMON.new_game(resolve_options(BACKGAMMON.options, {"match_to": 3}), 2)
    engine.ranked_moves(State(options=start.options, phase=MOVE, dice=(3, 1)))
    engine.cube_advice(start)  # and the match equity table
    return engine.available()
