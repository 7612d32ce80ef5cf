## The family: its name (the /stats picture) and its command
family-yahtzee = Yahtzee

cmd-yahtzee = yahtzee
cmd-yahtzee-desc = Generał and Kości: five dice, thirteen boxes
cmd-opt-hints = hints
cmd-opt-hints-desc = The 💡 Hint button for the player to move (default: on when playing alone)
yahtzee-box-ones = Ones
yahtzee-box-twos = Twos
yahtzee-box-threes = Threes
yahtzee-box-fours = Fours
yahtzee-box-fives = Fives
yahtzee-box-sixes = Sixes
yahtzee-box-general-three_of_a_kind = Three of a kind
yahtzee-box-general-four_of_a_kind = Four of a kind
yahtzee-box-general-full_house = Full house
yahtzee-box-general-small_straight = Small straight
yahtzee-box-general-large_straight = Large straight
yahtzee-box-general-general = General
yahtzee-box-general-chance = Chance
yahtzee-box-kosci-two_pairs = Two pairs
yahtzee-box-kosci-three_of_a_kind = Three of a kind
yahtzee-box-kosci-four_of_a_kind = Four of a kind
yahtzee-box-kosci-straight = Straight
yahtzee-box-kosci-full_house = Full house
yahtzee-box-kosci-five_of_a_kind = Five of a kind
yahtzee-box-kosci-chance = Chance
yahtzee-card-upper = Upper sum /{ $target }
yahtzee-card-upper_bonus = Bonus
yahtzee-card-lower_bonus = Lower bonus
yahtzee-card-extras = Extra bonuses
yahtzee-card-total = Total
yahtzee-card-luck = Luck
yahtzee-card-preview = With these dice
## The card's signs of its sum and bonus rows, said under it (the sign first)
yahtzee-card-sign-upper_sum = Σ 1–6
yahtzee-card-sign-upper_bonus = { $sign } { $points } if Σ ≥ { $target }
yahtzee-card-sign-lower_bonus = { $sign } no 0 below
yahtzee-card-sign-extras = ++ other bonuses
yahtzee-card-sign-chance = ? chance
yahtzee-card-sign-share = % of perfect play
yahtzee-card-sign-luck = { $alone ->
    [true] { $sign } luck (vs an average game)
   *[other] { $sign } luck (vs the table)
  }
yahtzee-round = Round { $round }/13
yahtzee-start_turn = Throw the dice to begin the turn.
yahtzee-throw = { $n ->
    [1] Throw 1/3
    [2] Throw 2/3
   *[other] Throw 3/3
}
yahtzee-write = Write into…
yahtzee-hint = Hint
yahtzee-option-zero = Scores 0: the dice do not fit this box
yahtzee-option-joker = Joker: counts at full value
yahtzee-option-five_bonus = +{ $points } bonus: { $box } again
yahtzee-option-throw_bonus = +{ $points } bonus for unused throws
yahtzee-act-first = throw all five dice
yahtzee-act-reroll = throw all five again
yahtzee-act-hold = hold { $dice } and throw
yahtzee-act-write = write { $box } { $points }
yahtzee-hint-title = 💡 Hint: round { $round }, throw { $throw } of 3
yahtzee-hint-title_last = 💡 Hint: round { $round }, after the last throw
yahtzee-hint-best = Best: **{ $action }** — expect { $expected } in total.
yahtzee-hint-other = { $action } — expect { $expected } (−{ $loss })
yahtzee-hint-others = Alternatives
yahtzee-hint-off = Hints are off in this game (the hints option of /yahtzee play).
yahtzee-hint-not_yours = Only the player to move can ask for a hint; nobody else sees it.
yahtzee-quality = { $player }: your choices scored **{ $share }%** of what perfect play would expect.
yahtzee-costliest = Costliest choice: round { $round }, you chose to { $action }; to { $best } was worth { $loss } { $loss ->
    [one] point
   *[other] points
  } more on average.
yahtzee-flawless = Every choice was the one perfect play would make.
yahtzee-quality_row = **%** on the card: each one's choices compared with perfect play.
yahtzee-luck_row = { $alone ->
    [true] **Luck** on the card: the throws' luck, in points against an average game (0 = as expected).
   *[other] **Luck** on the card: the throws' luck, in points against the table's average.
  }
yahtzee-player_count = This game is for { $minimum } to { $maximum } players.
yahtzee-not_now = It is nobody's move now: the dice are rolling or the game is over.
yahtzee-unknown_action = Throw the dice or write them into a box.
yahtzee-no_throws_left = You have used all three throws: write the dice into an open box.
yahtzee-bad_hold = Hold each die at most once.
yahtzee-hold_before_throw = The first throw is of all five dice: there is nothing to hold yet.
yahtzee-hold_all = You hold all five dice: release at least one to throw, or write the dice into a box.
yahtzee-no_throw_pending = No dice are being thrown now.
yahtzee-bad_throw = A throw must carry { $count } dice with faces 1 to 6.
yahtzee-write_before_throw = Throw the dice before writing them into a box.
yahtzee-unknown_box = There is no such box on the card.
yahtzee-box_filled = That box is already filled: choose an open one.
yahtzee-joker_lower_first = This five of a kind is a joker: write it into an open lower box.
yahtzee-cannot_resign = Only a player still in a running game can resign.
## The daily challenge: the costliest decision of an attempt
yahtzee-daily-decision = Round { $round }: you { $chose } — { $better } was worth { $cost } more { $cost ->
    [one] point
   *[other] points
  } on average.
yahtzee-daily-kept = kept { $dice } and threw { $thrown ->
    [1] one die
    [2] two dice
    [3] three dice
   *[other] four dice
  }
yahtzee-daily-rethrew = threw all five dice again
yahtzee-daily-wrote = wrote { $points } in { $box }
yahtzee-daily-keeping = keeping { $dice } and throwing { $thrown ->
    [1] one die
    [2] two dice
    [3] three dice
   *[other] four dice
  }
yahtzee-daily-rethrowing = throwing all five again
yahtzee-daily-writing = writing { $points } in { $box }
