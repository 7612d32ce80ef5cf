"""Backgammon (Vrhcáby, seed 004): pure rules, dice come in as data.

The game (`GAMES`, id `backgammon`, 2 players) follows `rules.base.GameRules`. Options:
`opening` "seed" (the higher opening die chooses colour, the lower starts with a fresh throw)
or "standard" (the higher moves first with the opening dice); `auto_doubles` 0..6 (a tied
opening throw doubles the cube, at most that often; single games only: `new_game` refuses it
with `match_to` > 1);
`scoring` "standard" (single / gammon / backgammon) or "checkers" (seed's Czech count);
`match_to` 1..25 (1 = one game; more = match play with the Crawford rule); `hints` and
`coach` (the tutor) "auto", "on" or "off" (for the board's coach only: the rules ignore them);
`level` the computer's strength, gnubg's presets "beginner", "casual", "intermediate",
"advanced", "expert" or "world_class" (the default; levels.py).
`position` (the daily challenge's, daily.py; no OptionSpec, so no lobby or command offers it):
{"board": seat 0's side, "dice": [a, b]}, a one-player game of one decision: it starts at
that position with those dice, seat 0 to move, no chance at all, no offer to resign, and is
over once he has moved (a result with no winner).
Colour is cosmetic and not modelled: `opening_winner` records who threw higher (and so chose).

Actions (JSON dicts):
    {"type": "throw", "dice": [a, b]}   chance: the opening (a = seat 0's die, b = seat 1's;
                                        a tie is thrown again) and every turn's two dice
    {"type": "roll"}                    the mover asks for his throw (asked only when he could
                                        double; otherwise the dice are thrown at once)
    {"type": "double"} / {"type": "take"} / {"type": "drop"}
    {"type": "move", "move": "24/18 13/11"}   a whole move in standard notation (`bar/22`,
                                        `6/off`, `8/2*`, `13/7(2)`); "" (or "pass") when no
                                        checker can move. It replaces any steps taken.
    {"type": "step", "from": 13 | "bar", "to": 7 | "off"}   one checker by one die
    {"type": "undo"}, {"type": "confirm"}   take back a step / play the steps as the move
    {"type": "offer", "level": 1 | 2 | 3}  on his turn, the mover offers to resign a single
                                        game, a gammon or a backgammon (× cube); after a
                                        refusal only a higher offer, until his next turn
    {"type": "accept"} / {"type": "refuse"}   the other seat's answer
Points in moves and steps are the mover's own (he moves 24 -> 1). A roll with one legal move
(or none) is played at once; `last_turn["forced"]` says so.

`resign(state, seat)` gives up outright: the game scores what the board would score if it ended
now (gammon / backgammon / the checker count × cube), and a match is conceded with it. The
computer (`computer_action`, hints: engine.py) is GNU Backgammon's engine when the `gnubg`
package imports, else pubeval and rules of thumb (`simple_computer_action`, computer.py, which
also stands in when the bot's engine process fails).
`take_back` (take_back.py) undoes a practice game's last decision; judge.py is GNU Backgammon's
judgement of one decision (the tutor's and the analysis's, with XG's PR counts).
`result` scores the points won (match points in a match). `view` shows the board from seat 0's
side, pip counts, cube, match score, Crawford flag, the legal moves and, for the stepwise UI,
`movable` checkers with their targets, `partial`, `can_undo` and `can_confirm`.

Position helpers (a position is a 28-int tuple from the mover's side, see board.py):
    make_position(points, bar, off)      from checker counts (mover's checkers positive)
    starting_position(), flip(position), pip_count(position), is_race(position)
    legal_moves(position, dice) -> {resulting position: steps}   distinct results only
    format_move(steps) -> "24/18 13/11";  parse_move(position, dice, text) -> (result, steps)
    step_options / take_step / is_complete / replay   the stepwise UI on a position
    game_value(final position, scoring) -> (points, kind)
    pubeval.evaluate(position), pubeval.best_move(position, dice)   the fallback computer
    mover_position(state), may_double(state, seat)
"""

from rules.backgammon.board import (
    Position,
    flip,
    is_race,
    make_position,
    pip_count,
    starting_position,
)
from rules.backgammon.game import BACKGAMMON, State, may_double, mover_position
from rules.backgammon.moves import Move, Step, legal_moves
from rules.backgammon.notation import format_move, legal_notations, parse_move
from rules.backgammon.scoring import game_value
from rules.backgammon.steps import is_complete, replay, step_options, take_step

GAMES = (BACKGAMMON,)

__all__ = [
    "BACKGAMMON",
    "GAMES",
    "Move",
    "Position",
    "State",
    "Step",
    "flip",
    "format_move",
    "game_value",
    "is_complete",
    "is_race",
    "legal_moves",
    "legal_notations",
    "make_position",
    "may_double",
    "mover_position",
    "parse_move",
    "pip_count",
    "replay",
    "starting_position",
    "step_options",
    "take_step",
]
