"""Yahtzee family: Generał (`general`, standard Yahtzee) and Kości (`kosci`), 1–8 players.

Games: `GAMES` holds one `YahtzeeRules` per game id (family "yahtzee"); each follows the
`rules.base.GameRules` contract (`new_game`, `chance_action`, `to_move`, `legal_actions`,
`apply`, `resign`, `is_over`, `result`, `view`, `computer_action`, `to_json`, `from_json`).

Actions of the seat to move:
- `{"type": "roll"}` — the first throw of a turn (all five dice);
- `{"type": "roll", "hold": [i, ...]}` — the 2nd or 3rd throw; `hold` lists the positions (0–4)
  of the current dice that stay (at most four: to keep all five, write them);
- `{"type": "write", "box": id}` — after any throw; ends the turn.
A roll makes the state a chance node; `chance_action` answers `{"type": "throw", "dice": [...]}`
with the faces of the thrown dice only (held dice keep their positions).

Box ids: upper "ones" … "sixes" in both games; lower boxes
- general: three_of_a_kind, four_of_a_kind, full_house, small_straight, large_straight,
  general, chance;
- kosci: two_pairs, three_of_a_kind, four_of_a_kind, straight, full_house, five_of_a_kind,
  chance.

For the board (all on `YahtzeeRules`): `view(state, seat)` is the whole public board: dice,
throws left, whose turn, round, every card (`boxes`, per-box `five_bonus`/`throw_bonus`, upper
sum and what it lacks for the bonus, upper and lower bonuses, total) and `preview` — for each box
the seat to move may write now, what it would pay (`score`, `five_bonus`, `throw_bonus`, joker
values applied). `preview(state)`, `totals(state)` and `result(state)` (placings by total,
ties share, resigned seats last) are there too.

Computer player and hints (optimal solitaire play read off value tables shipped as package
data; `python -m rules.yahtzee.build_tables` regenerates them), plain functions of
`rules.yahtzee.strategy` taking `game.variant`:
`best_action(variant, state)` (what `computer_action` plays);
`hint(variant, state)` → `[{"action", "expected", "loss"}, ...]`, best first: every choice of
the seat to move with its expected final total and what it loses against the best;
`action_loss(variant, state, action)`, summed over a game into
`kept_share(variant, total_loss)` (the share of the optimum a player's decisions kept);
`optimal_expectation(variant)` (254.59 Generał, 270.43 Kości).
`rules.yahtzee.review.review(rules, players, log)` replays a game's action log and prices every
decision: per seat the total loss, `kept` (the kept_share) and the costliest decision.
Option `hints` ("auto" = on when one person plays, "on", "off"): the bot's hint button only.

The daily challenge (`rules.yahtzee.daily.DAILY`): a full card alone, Generał and Kości on
alternate days, hints off; its dice are keyed by `chance_key` = (turns written, throw of the
turn), and an attempt is compared with the optimal player replayed on the same dice.
"""

from rules.yahtzee.game import YahtzeeRules, YahtzeeState
from rules.yahtzee.variants import VARIANTS

GAMES: tuple[YahtzeeRules, ...] = tuple(YahtzeeRules(variant) for variant in VARIANTS.values())

__all__ = ["GAMES", "YahtzeeRules", "YahtzeeState"]
