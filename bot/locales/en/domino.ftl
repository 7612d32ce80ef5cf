## The family: its name (the /stats picture) and its command
family-domino = Dominoes

cmd-domino = domino
cmd-domino-desc = Dominoes: block, matador, fours, Sevastopol, solo, trains
cmd-domino-opt-target-desc = Points to win (block: 100; trains: 0 = one round)

domino-tiles = { $count ->
    [one] { $count } tile
   *[other] { $count } tiles
}
domino-points = { $n ->
    [one] { $n } point
   *[other] { $n } points
}
domino-sticks = { $n ->
    [one] { $n } stick
   *[other] { $n } sticks
}
domino-tokens = { $n ->
    [one] { $n } token
   *[other] { $n } tokens
}
domino-placed = { $n ->
    [one] { $n } tile placed
   *[other] { $n } tiles placed
}
domino-team = team { $team }
domino-lobby_teams = With 4 players: teams 1 + 3 against 2 + 4.
domino-target = Playing to { $target ->
    [one] { $target } point
   *[other] { $target } points
}
domino-team_scores = Team A: { $a } · team B: { $b } (playing to { $target })
domino-stock = Stock: { $count ->
    [one] { $count } tile
   *[other] { $count } tiles
}
domino-pot = Pot: { $count ->
    [one] { $count } token
   *[other] { $count } tokens
}
domino-more_tiles = +{ $count ->
    [one] { $count } tile
   *[other] { $count } tiles
}
domino-fours_rule = First to { $target } sticks wins. Open ends adding up to 4, 8 or 12 take 1, 2 or 3 sticks.
domino-fours_ends = Ends: { $ends } = **{ $total }** (no sticks)
domino-fours_ends_score = Ends: { $ends } = **{ $total }** (+{ $sticks ->
    [one] { $sticks } stick
   *[other] { $sticks } sticks
})
domino-matador_rule = Touching halves must add up to 7. The matadors ({ $matadors }) fit any end, but only for a player with no other play.
domino-matador_end = { $end } **{ $value }** needs a { $need }
domino-matador_zero = { $end } **0** takes only a matador
domino-train_arrows = (▼ next tile lower, ▲ higher)
domino-sevastopol_rule = First out wins 3 tokens, second out 1; if everybody is stuck, the lowest pips win.
domino-central = Central
domino-end_left = left end
domino-end_right = right end
domino-end_up = top arm
domino-end_down = bottom arm
domino-end_central = central train
domino-end_own = your train
domino-end_their_own = own train
domino-end_train = { $player }'s train
domino-event_lead = { $player }: { $tile } leads
domino-event_play = { $player }: { $tile } → { $end }
domino-event_sticks = (+{ $sticks ->
    [one] { $sticks } stick
   *[other] { $sticks } sticks
})
domino-event_draw = { $player } drew { $count }
domino-event_pass = { $player }: pass
domino-event_draw_pass = { $player } drew { $count } and passed
domino-event_out = { $player } is out of tiles: place { $place }
domino-event_refill = { $count ->
    [one] { $count } tile
   *[other] { $count } tiles
} turned up from the stock
domino-hand_title = Hand { $hand } — { $result }
domino-hand_out = { $player } played the last tile.
domino-hand_blocked = Nobody could play.
domino-hand_pips = Left in hand: { $pips }
domino-pips_of = { $player }: { $n ->
    [one] { $n } pip
   *[other] { $n } pips
}
domino-hand_won = { $player }: +{ $points ->
    [one] { $points } point
   *[other] { $points } points
}
domino-rule_lower_sum = The lower sum scores the other side's pips.
domino-rule_loser_pips = The winner scores the loser's pips.
domino-rule_others_pips = The winner scores the others' pips.
domino-hand_team_pips = Pips left — team A: { $a }, team B: { $b }.
domino-hand_drawn = Equal sums: nobody scores.
domino-solo_won = All { $placed } tiles placed: won!
domino-solo_lost = Lost: { $placed } of 28 tiles placed.
domino-alt_line = Domino table: a line of { $count ->
    [one] { $count } tile
   *[other] { $count } tiles
}, open ends { $left } and { $right }.
domino-alt_cross = Sevastopol table: { $count ->
    [one] { $count } tile
   *[other] { $count } tiles
} in a cross around the double six.
domino-alt_trains = Domino trains: { $count ->
    [one] { $count } tile
   *[other] { $count } tiles
} on { $trains ->
    [one] { $trains } train
   *[other] { $trains } trains
}.
domino-alt_empty = Domino table: no tile played yet.
domino-alt_last_hand = The table of hand { $hand }, which has just ended. { $table }
domino-my_tiles = My tiles
domino-refresh = Refresh
domino-draw = Draw
domino-pass = Pass
domino-choose = Choose a play…
domino-way_left = left
domino-way_right = right
domino-way_up = up
domino-way_down = down
domino-play = { $tile } → { $end }
domino-play_near = { $tile } → { $end }, { $near } touching
domino-your_tiles = Your tiles ({ $count })
domino-hand_alt = Your tiles
domino-open_ends = Open: { $ends }
domino-your_lead = Your turn: choose the tile to lead.
domino-your_turn = Your turn: choose a play.
domino-must_draw = No tile fits: draw from the stock.
domino-must_pass = No tile fits and the stock is empty: pass.
domino-waiting = { $player } is to play; this message shows your plays when your turn comes.
domino-over = The game is over.
domino-stopped_following = ⏸ This message no longer follows the game: press 🔄 { domino-refresh } (or **{ domino-my_tiles }** on the board) to bring it up to date.
domino-not_your_hand = Those buttons belong to another player's tiles.
domino-bad_action = Play a tile, draw or pass.
domino-bad_deal = That deal is not valid.
domino-bad_end = There is no end called { $end }.
domino-bad_near = { $tile } cannot lie with its { $near } against that end.
domino-bad_tile = A tile is two numbers from 0 to { $max_pip }.
domino-choose_end = { $tile } fits more than one way: choose the end.
domino-game_over = The game is over; start a new one.
domino-must_lead = { $tile } may not lead this hand.
domino-must_play = You can play a tile, so you may neither draw nor pass.
domino-no_match = { $tile } fits no open end.
domino-no_match_end = { $tile } does not fit the { $end } end.
domino-not_dealing = The tiles are already dealt.
domino-not_dealt = Wait for the tiles to be dealt.
domino-not_in_hand = You do not hold { $tile }.
domino-not_playing = That seat is not playing.
domino-player_count = { $maximum ->
    [one] { $game } is played alone.
   *[other] { $game } is played by { $counts } players.
}
domino-stock_empty = The stock is empty: pass instead.

## The daily challenge: an attempt's costliest decision beside perfect play on the same deal
domino-daily_decision = Turn { $turn }: { $chose } — { $better } would have let you place { $count ->
    [one] { $count } more tile
   *[other] { $count } more tiles
}.
domino-daily_chose_base = you chose { $tile } as the base
domino-daily_chose_play = you placed { $tile } on the { $end }
domino-daily_chose_resign = you resigned
domino-daily_better_base = { $tile } as the base
domino-daily_better_play = { $tile } on the { $end }
domino-left_legend = Beside each name: the tiles left in his hand.
domino-left_legend_pips = Beside each name: the tiles left in his hand and their pips.

## A finished game: why it ended, and who scored whose pips
domino-end_blocked_prizes = Nobody could play: the lowest pips take the prizes left.
domino-end_out_order = Out of tiles: { $players }.
domino-end_sticks = { $player } reached { $target ->
    [one] { $target } stick
   *[other] { $target } sticks
} with { $play } (hand { $hand }).
domino-end_target = { $player } reached { $target ->
    [one] { $target } point
   *[other] { $target } points
} (hand { $hand }).
domino-end_scored = { $player } scores { $points ->
    [one] { $points } point
   *[other] { $points } points
}: the { $payers ->
    [one] opponent's
   *[other] others'
} pips.
domino-end_scored_team = Team { $team } scores { $points ->
    [one] { $points } point
   *[other] { $points } points
}: team { $other }'s pips.
domino-end_stuck = No tile of your hand fits an open end, and the stock is empty.
domino-end_stuck_refill = No tile of your hand fits an open end, even after the refill.
