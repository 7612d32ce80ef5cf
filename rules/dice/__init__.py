"""The dice family (RULES.md "Dice family", seed 000): five games for 1–8 players.

Games (`GAMES`, one `rules.base.GameRules` object each, family "dice"):
- `ones_and_fives` (options `target` 10 000, `bank_min` 400) and `six_dice` (`target` 10 000,
  `bank_min` 350): throw, set scoring dice aside, bank or bust.
- `figures`: 14 figures per player, 3 throws a turn + carried marks (option `turns`).
- `sequence` (option `three_ones_reset`, off) and `forbidden`: pure luck.
- `turns` (every game but forbidden; 0 = no limit, the default): after that many turns of each
  player the game ends, placed as at any other end but with no finisher (the daily challenge's
  fixed-turn formats).

State: `DiceState` (immutable; `to_json`/`from_json` give plain JSON). Seats are 0-based.
Chance: whenever dice are in the air, `chance_action` returns `{"type": "throw", "dice": [...]}`
(forbidden's opening draw included: two dice, each equal throw logged and thrown again).
`chance_key(state)` = (turns the seat to move has completed, `state.throws` made in this turn).

Player actions (`legal_actions` lists them all; dice are chosen by index into `state.throw`):
- ones_and_fives: `{"type": "roll"}` starts the turn; after a throw `{"type": "roll",
  "keep": [i, ...]}` sets those dice aside and throws the rest (all 6 after hot dice), and
  `{"type": "bank", "keep": [i, ...]}` sets them aside and writes the turn total. Index sets
  showing the same faces are listed once. A throw with no scoring dice busts on its own.
- six_dice: `{"type": "roll"}` / `{"type": "bank"}`; scoring dice are set aside automatically.
- figures: `{"type": "roll"}` (first throw), `{"type": "roll", "keep": [i, ...]}` (kept dice
  come first in the next throw), `{"type": "write", "figure": id}` and `{"type": "end_turn"}`.
  Figure ids: `FIGURES` ("ones".."sixes", "two_three", "pairs", "triples", "pyramid", "poker",
  "hiroshima", "general", "straight").
- sequence, forbidden: `{"type": "roll"}`.

What a game does (class attributes, for the board): `selects_dice` (the player picks dice of a
throw: ones_and_fives, figures), `banks` (ones_and_fives, six_dice), `writes_figures`
(figures), `forbids_faces` and `single_turn` (forbidden).

Reading a game (every game): the `DiceState` fields (documented in `rules.dice.state`), or
`game.view(state, None)`, the same as JSON: `scores`, `turn_total`, `dice_left` (not yet set
aside; 0 = hot dice), `throw`, `set_aside` (this turn; figures: the kept dice while the rest is
thrown), `throws_left`, `bank_allowed`, `winners`, `resigned`, `to_move`, and `event`, the last
thing that happened (each has "type" and, except "forbidden", "seat"):
  "throw" (figures/forbidden: +dice; forbidden: +points, removed, score), "roll" (figures:
  +kept), "set_aside" (+dice, points, hot_dice; six_dice: +must_confirm), "bust" (+set_aside,
  dice, lost), "bank" (+set_aside, points, score), "write" (+figure, points, marks),
  "end_turn" (+marks), "score" (sequence: +dice, points, reset, score), "forbidden" (+faces),
  "resign".
figures adds `figures` (per seat: id → points or None), `marks` and `writable`; forbidden adds
`forbidden`. Refusals are `IllegalAction` with keys under "dice." (dice.first_roll,
dice.bad_selection, dice.ones_and_fives.not_scoring, dice.ones_and_fives.no_bank,
dice.six_dice.no_bank, dice.six_dice.no_selection, dice.figures.no_throws,
dice.figures.keep_all, dice.figures.unknown_figure, dice.figures.not_formed,
dice.wait_throw, dice.bad_throw, dice.unknown_action, dice.game_over,
dice.not_playing, dice.player_count).

Helpers for the board:
- `game.ends_turn(state, action)`: does this logged decision or throw always end its turn;
  `game.replay_turn(state, seat, actions)`: the events of one whole turn, replayed from its
  start (a history line per turn; running totals there count that turn only).
- `selection_score(state, keep) -> int | None`: ones_and_fives, what setting aside those dice
  adds (None: not allowed). `can_bank(state, keep=None)`: may the player bank now.
- `score_dice(game_id, faces)`: points of a set aside in ones_and_fives / six_dice (None:
  refused); `six_dice_set_aside(sorted_faces)`: six_dice's automatic choice;
  `sequence_points(faces)`.
- `figures_formed(faces) -> {figure: points}` (all figures the dice form);
  `writable_figures(state)`: those still open for the seat to move; `open_figures(state, seat)`.
- `resign(state, seat)`: the seat drops out and is placed last (an earlier resigner below a later
  one); with one player left of several, he wins. `result(state)`: placings (ties share) and
  scores; figures ranks the finisher first, then figures written, then points.
- `computer_action(state, source)`: ones_and_fives / six_dice play the optimal solitaire turn
  (`turn_policy(game_id, bank_min)`: a cached DP table; `policy_action(policy, state)` plays
  any such policy, `turn_scores(policy, turns, source)` measures one, and
  `banking.action_value(policy, state, action)` is what an action is worth under it); figures
  keeps towards the nearest open figure and saves marks for the long shots; the others roll.
- `daily.DAILY`: the family's daily challenge (rules/daily.py), a game a day in rotation.
"""

from __future__ import annotations

from rules.base import GameRules
from rules.dice.banking import (
    ONES_AND_FIVES,
    SIX_DICE,
    can_bank,
    dice_to_throw,
    policy_action,
    selection_score,
    turn_scores,
)
from rules.dice.figures import Figures, open_figures, writable_figures
from rules.dice.luck import Forbidden, Sequence
from rules.dice.scoring import (
    FIGURES,
    figures_formed,
    score_dice,
    sequence_points,
    six_dice_set_aside,
)
from rules.dice.state import DiceState
from rules.dice.turn_policy import turn_policy

GAMES: tuple[GameRules, ...] = (ONES_AND_FIVES, SIX_DICE, Figures(), Sequence(), Forbidden())

__all__ = [
    "FIGURES",
    "GAMES",
    "DiceState",
    "can_bank",
    "dice_to_throw",
    "figures_formed",
    "open_figures",
    "policy_action",
    "score_dice",
    "selection_score",
    "sequence_points",
    "six_dice_set_aside",
    "turn_policy",
    "turn_scores",
    "writable_figures",
]
