# The Czech dice games (/dice): board, events, figures and the rules' refusals.

## The family: its name (the /stats picture) and its command
family-dice = Dice games
cmd-dice = dice
cmd-dice-desc = Czech dice games

## Board

dice-figures_open = Still to write
dice-kept = Kept: { $dice }
dice-set_aside = Set aside: { $dice }
dice-turn_total = Turn total **{ $total }** · { $left ->
    [one] { $left } die
   *[other] { $left } dice
  } to throw
dice-must_confirm = Six scoring dice: throw all six again to confirm (a bust loses the turn).
dice-throws_left = { $throws ->
    [one] **{ $throws }** throw
   *[other] **{ $throws }** throws
  } left
dice-forbidden_faces = Forbidden: { $dice }
dice-turn_of = Turn { $turn } of { $turns }
dice-target = Playing to { $target }
dice-write = Write a figure…
dice-roll = Roll
dice-roll_with = +{ $points } and roll
dice-choose_scoring = Pick dice
dice-bank = Bank { $total }
dice-end_turn = End turn
dice-hot_dice = 🔥 All six dice scored: throw all six again!
dice-write_or_end = No throws left: write a figure or end your turn.
dice-nothing_to_write = No throws left and nothing to write: end your turn.
dice-scores_nothing = { $count ->
    [one] { $dice } scores nothing
   *[other] { $dice } score nothing
  }: set aside only 1s, 5s and combinations.
dice-marks = { $marks ->
    [one] { $marks } mark
   *[other] { $marks } marks
  }

## What the last throw brought

dice-event-forbidden_throw = 🎲 { $player }: +{ $points } ({ $removed ->
    [one] { $removed } die out
   *[other] { $removed } dice out
  }), total { $score }.
dice-event-set_aside = { $player }: set aside { $dice } for +{ $points }.

## History: one line per finished turn

dice-log-set_aside = set aside { $dice }
dice-log-bank = banked { $points } · { $total } total
dice-log-bust = { $lost ->
    [0] bust
   *[other] bust — lost { $lost }
  }
dice-log-nothing_written = nothing written
dice-log-saved = no throw: throws saved as marks
dice-log-reset = three 1s: back to 0
dice-log-total = { $score } in all

## Figures

figure-ones = Ones
figure-twos = Twos
figure-threes = Threes
figure-fours = Fours
figure-fives = Fives
figure-sixes = Sixes
figure-two_three = 2+3
figure-pairs = Pairs
figure-triples = Triples
figure-pyramid = Pyramid
figure-poker = Poker
figure-hiroshima = Hiroshima
figure-general = General
figure-straight = Straight

## Refusals from the rules

dice-bad_selection = Choose dice by their positions, each at most once.
dice-bad_throw = A throw must carry { $count ->
    [one] { $count } die
   *[other] { $count } dice
  } with faces 1 to 6.
dice-first_roll = The first throw of a turn is of all six dice.
dice-game_over = The game is over.
dice-not_playing = You are not in this game any more (you have resigned).
dice-player_count = This game is for { $minimum } to { $maximum } players.
dice-unknown_action = That is not a move of this game: choose one of { $actions }.
dice-wait_throw = The dice are still rolling; wait for them.
dice-ones_and_fives-not_scoring = Set aside at least one scoring combination, and only dice that score (1s, 5s, triples, a straight or three pairs).
dice-ones_and_fives-no_bank = You may bank only with a turn total of at least { $bank_min } and at most 2 dice left to throw: throw on.
dice-six_dice-no_selection = Six Dice sets the scoring dice aside by itself: just roll or bank.
dice-six_dice-no_bank = You may bank only with a turn total of at least { $bank_min }, and never before the confirming throw.
dice-figures-no_throws = No throws left this turn: write a figure or end the turn.
dice-figures-unknown_figure = Choose one of the figures on your card.
dice-figures-not_formed = Your dice do not form that figure, or it is written already.
dice-figures-keep_all = Leave at least one die to throw.

## The daily challenge: its option, and the costliest decision of an attempt
## (chose: what the player did; better: what perfect play did, worth $cost more on average)

dice-daily-decision = Turn { $turn }: { $chose } — { $better } was worth { $cost ->
    [one] { $cost } more point
   *[other] { $cost } more points
  } on average.
dice-daily-chose_keep_bank = you set aside { $dice } and banked { $total }
dice-daily-chose_bank = you banked { $total }
dice-daily-chose_keep_roll = you set aside { $dice } and threw { $count ->
    [one] { $count } die
   *[other] { $count } dice
  }
dice-daily-chose_roll = you risked { $total } on { $count ->
    [one] { $count } more die
   *[other] { $count } more dice
  }
dice-daily-better_keep_bank = setting aside { $dice } and banking { $total }
dice-daily-better_bank = banking { $total }
dice-daily-better_keep_roll = setting aside { $dice } and throwing { $count ->
    [one] { $count } die
   *[other] { $count } dice
  }
dice-daily-better_roll = throwing { $count ->
    [one] { $count } more die
   *[other] { $count } more dice
  }

## A finished game's end board: was it the dice? (cogs/dice/story.py) — after each placing
dice-story_seat = 🍀 { $luck } · 🎯 { $cost }
dice-story_luck = 🍀 { $luck }
dice-story_legend = { $alone ->
    [true] 🍀 the throws' luck, in points against an average turn
   *[other] 🍀 the throws' luck, in points against the table's average
  } · 🎯 the points decisions gave up against perfect play.
dice-story_legend_luck = { $alone ->
    [true] 🍀 the throws' luck, in points against an average turn.
   *[other] 🍀 the throws' luck, in points against the table's average.
  }
dice-story_costliest = 💸 { $player }, turn { $turn }: { $better } was worth { $cost ->
    [one] { $cost } more point
   *[other] { $cost } more points
  } on average.
