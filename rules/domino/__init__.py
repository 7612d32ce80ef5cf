"""Dominoes: the six games of seed 002 (`block`, `matador`, `fours`, `sevastopol`, `solo`,
`train`), pure and deterministic, each a `rules.base.GameRules` object in `GAMES`.

State: `rules.domino.table.Table` (immutable; `to_json`/`from_json` round-trip). Seats 0-based.

Actions (what the board's buttons send):
- `{"type": "deal", "tiles": [[a, b], ...]}` — chance: the shuffled set (train: the 90 tiles
  without the 12-12 engine); matador's deal also carries `"leader": 0|1`. Every new hand of a
  game to a target is a new deal (chance node).
- `{"type": "play", "tile": [a, b], "end": <end id>, "near": <half>}` — `end` ids: "left" /
  "right" (block, fours, matador, solo), "left"/"right"/"up"/"down" (sevastopol), "central" /
  "seat:<n>" (train). The lead tile needs no end. `near` (the half put against the end) is
  only needed where a tile fits one end two ways (a matador played as a matador); `end` only
  where it fits more than one end. Solo's base is the lead; its refill is automatic.
- `{"type": "draw"}` (matador: draws until playable; train: one tile, the turn ends) and
  `{"type": "pass"}` — only when the seat has no legal play (pass: only with no stock).

Per game: `new_game`, `chance_action`, `to_move`, `legal_actions`, `apply`, `resign`,
`is_over`, `result`, `view`, `computer_action`, `to_json`, `from_json` (see `rules.base`), plus
`plays(state, seat)` (legal placements of any seat), `sides(state)` (teams), `end_names(state)`
and `gain(state, seat, play)` (what a play scores at once: fours' sticks).
What a game does (class attributes of `DominoRules`, for the board): `solitaire` (solo),
`has_stock` (matador, solo, train), `forms_teams` (block), `scores_ends` (fours),
`ends_make_seven` and `loser_pips` (matador), `pays_tokens` and `lays_cross` (sevastopol),
`has_trains` (train), `score_unit` ("points"; fours "sticks", sevastopol "tokens", solo
"placed").
`view(state, seat)`: the seat's own hand (`my_hand`) and, on its turn, its moves grouped by
tile (`my_moves`: tile, actions, gains); everyone's tile counts, turn, leader, hand number,
lead/arms/ends (`line` for two-ended games; `trains` with each tile's direction and
`open_trains` for train), stock and out-of-play counts, `scores` per seat (team members share
theirs; `sticks` in fours; net tokens in sevastopol, with `pot` and `finished`), `sides`,
`dropped`, and the `events` of the last action (plays, draws by count only, passes, sticks,
refills, hand ends with every seat's pips) and the `history` of the last events (several
actions at once: computer turns). `view(state, None)` is the public board: no hand.
`moves_by_tile(game, state, seat)` is the grouping behind `my_moves` ("Show my hand").

Events (each with "type"; all but "hand_end" and "refill" with "seat"): "deal" (+hand,
leader), "play" (+tile as it lies [near, far], end; the lead: no end), "draw" (+count), "pass",
"sticks" (+sticks), "out" (sevastopol: +place), "refill" (solo: +count), "resign", "hand_end"
(+pips per seat, and `out`: the seat that went out, None when blocked; block: side_pips,
winner_side, points; matador: winner; train: winner, points;
sevastopol: tokens won; solo: won, placed; fours: hand; every one: `finished_table`, the
lead, roots and arms as the hand left them, kept in the history after the next deal).
`finished_view(state)`: the public view of that last finished table (None before).
Refusals are `IllegalAction` with keys: domino.bad_action, bad_deal, bad_end, bad_near,
bad_tile, choose_end, game_over, must_draw, must_lead, must_play, no_match, no_match_end,
not_dealing, not_dealt, not_in_hand, not_playing, player_count, stock_empty.

Resigning: two sides (block 2 players or teams, matador, fours with 2) — the other side wins
at once; more (fours with 3, sevastopol, train) — the seat drops out, its hand goes out of play,
the others play on (its train counts as open); a side left alone wins. Solo: the deal is lost.
`result(state)`: placings (teams share; solo: 1 won, 2 lost) and scores (points, sticks, net
tokens, solo: tiles placed). `ending(state)`: why a finished game ended (`game.Ending`: out of
tiles, blocked, fours' winning sticks, resigned, solo placed all or stuck; who scored whose
pips, the target reached and in which hand). `standing(state)`: the end board's places — the
placings, losers of equal placings by fewer pips held where a player's own pips count.
"""

from rules.domino.block import Block
from rules.domino.fours import Fours
from rules.domino.game import DominoRules
from rules.domino.matador import Matador
from rules.domino.sevastopol import Sevastopol
from rules.domino.solo import Solo
from rules.domino.table import Play, Table
from rules.domino.train import Train
from rules.domino.views import moves_by_tile

GAMES: tuple[DominoRules, ...] = (Block(), Matador(), Fours(), Sevastopol(), Solo(), Train())

__all__ = ["GAMES", "DominoRules", "Play", "Table", "moves_by_tile"]
