## The family: its name (the /stats picture) and its command
family-backgammon = Backgammon

cmd-backgammon = backgammon
cmd-backgammon-desc = Backgammon with the doubling cube, matches and a GNU Backgammon computer
cmd-backgammon-play-desc = Open a backgammon game in this channel; the other player joins (or add the computer)
cmd-backgammon-opt-match_to = match_to
cmd-backgammon-opt-match_to-desc = Points to win the match (1 = a single game)
cmd-backgammon-opt-scoring = scoring
cmd-backgammon-opt-scoring-desc = How a won game scores
cmd-backgammon-opt-opening = opening
cmd-backgammon-opt-opening-desc = Who starts after the opening throw
cmd-backgammon-opt-auto_doubles = auto_doubles
cmd-backgammon-opt-auto_doubles-desc = A tied opening throw doubles the cube, at most this often (single games only)
cmd-backgammon-opt-hints = hints
cmd-backgammon-opt-hints-desc = Allow the 💡 Hint button (default: only against the computer)
cmd-backgammon-opt-coach = coach
cmd-backgammon-opt-coach-desc = The tutor: a line after each of your decisions GNU Backgammon rates doubtful or worse
choice-backgammon-coach-auto = Auto (against a Beginner to Intermediate computer)
choice-backgammon-coach-on = On
choice-backgammon-coach-off = Off
choice-backgammon-scoring-standard = Single, gammon, backgammon
choice-backgammon-scoring-checkers = Czech checker count
choice-backgammon-opening-seed = The lower die starts with a fresh throw
choice-backgammon-opening-standard = The higher die moves first with the opening dice
cmd-backgammon-move = move
cmd-backgammon-move-desc = Play your whole move in standard notation, e.g. 24/18 13/11
cmd-backgammon-opt-notation = notation
cmd-backgammon-opt-notation-desc = The move, e.g. 24/18 13/11, bar/22, 6/off, 13/7(2)
backgammon-image = The backgammon board
backgammon-moved = 🎲 { $player }: { $dice } · **{ $move }**
backgammon-forced = 🎲 { $player }: { $dice } · **{ $move }** (forced)
backgammon-no_move = 🎲 { $player }: { $dice } · no legal move
backgammon-prompt_roll = { $player }: roll, or double first.
backgammon-prompt_cube = ⏫ { $player } doubles to { $cube }. { $other }: take or pass?
backgammon-prompt_resign = 🏳️ { $player } offers to resign: { $kind } for { $points ->
        [one] { $points } point
       *[other] { $points } points
    }. { $other }: accept or refuse?
backgammon-steps_so_far = Steps so far: { $partial }.
backgammon-ids = GNU Backgammon: Position ID `{ $position }` · Match ID `{ $match }`
backgammon-match_score = { $first } : { $second } / { $to }
backgammon-crawford_game = Crawford game: no doubling.
backgammon-won = 🏁 Game { $number }: { $result }
backgammon-game_line = { $number }. { $result }
## A game's result: the usual single game without its kind.
backgammon-result = { $player } +{ $points }
backgammon-result_kind = { $player } +{ $points } ({ $kind })
backgammon-kind-single = single game
backgammon-kind-gammon = gammon
backgammon-kind-backgammon = backgammon
backgammon-kind-checkers = checker count
backgammon-kind-drop = double passed
backgammon-roll = Roll
backgammon-double = Double
backgammon-take = Take
backgammon-pass = Pass
backgammon-accept = Accept
backgammon-refuse = Refuse
backgammon-hint = Hint
backgammon-undo = Undo
backgammon-confirm = Confirm move
backgammon-play = 🎯 Play a whole move…
backgammon-play_group = 🎯 Moves beginning { $moves }
backgammon-move_group = { $moves } ({ $count ->
        [one] { $count } move
       *[other] { $count } moves
    })
backgammon-all_moves = All moves
backgammon-pick = Or move one checker at a time: pick it…
# The checker select's last option while a move is built step by step: the whole-move select back.
backgammon-whole_move = Play a whole move instead…
backgammon-checker = From { $point } → { $targets }
backgammon-resign = 🏳️ Offer to resign…
backgammon-resigning = 🏳️ Resign…
backgammon-resign_option = Resign a { $kind } ({ $points ->
        [one] { $points } point
       *[other] { $points } points
    })
backgammon-log-double = ⏫ { $player }: double
backgammon-log-take = ✅ { $player }: take
backgammon-log-drop = 🏳️ { $player }: pass
backgammon-log-offer = 🏳️ { $player }: offers to resign ({ $kind })
backgammon-log-accept = ✅ { $player }: resignation accepted
backgammon-log-refuse = ❌ { $player }: resignation refused
backgammon-hint_title = 💡 Hint for { $dice } (GNU Backgammon)
backgammon-hint_title_cube = 💡 Double or roll? (GNU Backgammon)
backgammon-hint_title_take = 💡 Take or pass? (GNU Backgammon)
backgammon-hint_best = equity { $worth } (best)
backgammon-hint_best_match = { $worth } to win the match (best)
backgammon-hint_worse = { $margin } worse
backgammon-hint_equal = just as good
backgammon-percent = { $value }%
backgammon-hint_fallback = GNU Backgammon is not installed: these are the simple engine's (pubeval) choices.
backgammon-hints_off = Hints are off in this game (turn them on with the hints option when you open one).
backgammon-engine_unavailable = Sorry, the coach (GNU Backgammon) is not answering just now. Please try the hint again in a moment; the game itself goes on as usual.
backgammon-hint_not_yours = A hint is for the player who decides now: wait for your turn.
backgammon-tutor = Tutor
backgammon-tutor_title = 🎓 Tutor (GNU Backgammon)
backgammon-tutor_quiet = Nothing to say about your last decision: it was good.
backgammon-tutor_move = 🎓 { $skill ->
        [very_bad] Very bad move
        [bad] Bad move
       *[doubtful] Doubtful move
    } ({ $player }): { $chosen } loses { NUMBER($loss, minimumFractionDigits: 3, maximumFractionDigits: 3) }; better { $best }
# The tutor's note on the move told on the line above it (the board's last move).
backgammon-tutor_told = 🎓 { $skill ->
        [very_bad] Very bad move
        [bad] Bad move
       *[doubtful] Doubtful move
    }: loses { NUMBER($loss, minimumFractionDigits: 3, maximumFractionDigits: 3) }; better { $best }
backgammon-tutor_cube = 🎓 { $skill ->
        [very_bad] Very bad cube decision
        [bad] Bad cube decision
       *[doubtful] Doubtful cube decision
    } ({ $player }): { $chosen } loses { NUMBER($loss, minimumFractionDigits: 3, maximumFractionDigits: 3) }; better { $best }
backgammon-choice-double = double
backgammon-choice-roll = no double
backgammon-choice-take = take
backgammon-choice-drop = pass
backgammon-take_back = Take it back
backgammon-log-take_back = ↩️ { $player }: took a decision back
backgammon-take_back_none = You have no decision to take back: only your last one, while nobody else has decided since.
backgammon-take_back_again = You took your last decision back already: the one you make now stands.
backgammon-take_back_game_over = A game of the match has ended since that decision: its result stands.
backgammon-cube_verdict = **{ $verdict ->
        [double_take] Double: your opponent should take
        [double_pass] Double: your opponent should pass
        [too_good] No double: you are too good, play on for a gammon
        [take] Take
        [pass] Pass: the double is right
        [pass_gift] Pass: your opponent was too good to double
       *[no_double] No double
    }**
backgammon-cube_cost = { $other ->
        [double] doubling
        [no_double] not doubling
        [take] taking
       *[pass] passing
    } loses { $loss }
backgammon-player_count = Backgammon is for exactly 2 players.
backgammon-auto_doubles_match = Automatic doubles are for single games only: choose match_to 1 or auto_doubles 0.
backgammon-bad_action = That is not a backgammon action.
backgammon-bad_dice = A throw is two dice from 1 to 6.
backgammon-no_double = You cannot double now (the cube is not yours, it is the Crawford game, or the cube is at 64): roll instead.
backgammon-bad_notation = I can't read the move “{ $move }”. Write it like 24/18 13/11, bar/22, 6/off or 13/7(2), with points counted from your side.
backgammon-illegal_move = { $move } is not a legal move with { $dice }: the checkers cannot move that way. Legal moves include { $examples }.
backgammon-illegal_dice = { $move } is not a legal move with { $dice }: you must use both dice (all four of a double) if you can, or else the higher one. Legal moves include { $examples }.
backgammon-illegal_bar_first = { $move } is not a legal move with { $dice }: checkers on the bar must enter first. Legal moves include { $examples }.
backgammon-illegal_bear_off = { $move } is not a legal move with { $dice }: you can bear off only with all 15 checkers in your home board. Legal moves include { $examples }.
backgammon-illegal_step = That checker can't go there now: pick one of the checkers offered, or undo a step.
backgammon-bad_step = A step goes from a point 1-24 or the bar to a point 1-24 or off.
backgammon-move_unfinished = The move is not finished: play the rest of your dice first.
backgammon-nothing_to_undo = There is no step to undo.
backgammon-bad_resign = Offer to resign a single game, a gammon or a backgammon.
backgammon-resign_refused = That offer was refused this turn: only a higher one may follow.
backgammon-over = The game is already over.
backgammon-bad_position = That is not a backgammon position.
backgammon-not_your_turn = Nobody is to decide now.
backgammon-phase_opening = The opening dice have not been thrown yet.
backgammon-phase_roll = Roll the dice (or double) first.
backgammon-phase_throw = The dice have not been thrown yet.
backgammon-phase_move = Play your move first.
backgammon-phase_cube = A double is on offer: take it or pass first.
backgammon-phase_resign = A resignation is on offer: accept it or refuse it first.
backgammon-phase_over = The game is over.
cmd-backgammon-record = record
cmd-backgammon-record-desc = The match as a .mat file (gnubg, XG, Backgammon Galaxy) and JSON, with the analysis
cmd-backgammon-opt-game = game
cmd-backgammon-opt-game-desc = The game number (the channel's latest backgammon game by default)
backgammon-no_record = There is no backgammon game to record here.
backgammon-record_title = Backgammon record · game #{ $id }
backgammon-pr = PR **{ $pr }**
backgammon-costly = { $rank }. { $chosen } loses { NUMBER($loss, minimumFractionDigits: 3, maximumFractionDigits: 3) }; better { $best }
backgammon-costly_game = { $rank }. Game { $game }: { $chosen } loses { NUMBER($loss, minimumFractionDigits: 3, maximumFractionDigits: 3) }; better { $best }
backgammon-not_analysed = Not analysed (GNU Backgammon is not installed).
backgammon-record_hint = Games, analysis, .mat record: /backgammon record
backgammon-rating-0 = Awful!
backgammon-rating-1 = Beginner
backgammon-rating-2 = Casual player
backgammon-rating-3 = Intermediate
backgammon-rating-4 = Advanced
backgammon-rating-5 = Expert
backgammon-rating-6 = World class
backgammon-rating-7 = Supernatural
cmd-backgammon-opt-opponent = opponent
cmd-backgammon-opt-opponent-desc = Play another member (they join in the lobby) or the computer at once
choice-backgammon-opponent-player = Another player
choice-backgammon-opponent-computer = The computer (GNU Backgammon)
cmd-backgammon-opt-level = level
cmd-backgammon-opt-level-desc = How strong the computer plays: GNU Backgammon's levels (World Class by default)
choice-backgammon-level-beginner = Beginner
choice-backgammon-level-casual = Casual player
choice-backgammon-level-intermediate = Intermediate
choice-backgammon-level-advanced = Advanced
choice-backgammon-level-expert = Expert
choice-backgammon-level-world_class = World Class
lobby-option-backgammon-level = Computer's level: { $value }
## The computer seat's name: GNU Backgammon and its level.
backgammon-computer = 🤖 GNU Backgammon · { $level ->
    [beginner] { choice-backgammon-level-beginner }
    [casual] { choice-backgammon-level-casual }
    [intermediate] { choice-backgammon-level-intermediate }
    [advanced] { choice-backgammon-level-advanced }
    [expert] { choice-backgammon-level-expert }
   *[world_class] { choice-backgammon-level-world_class }
}
## Its name under the board beside its pips and in the board's lines (the level is in the players' list).
backgammon-computer_short = GNUbg
backgammon-analysis = Analysis (PR: lower is better)
backgammon-analysis_game = Game { $number }, PR (lower is better)
backgammon-analysis_match = Match, PR (lower is better)
# Whom the dice favoured over the match, as GNU Backgammon judges the rolls' luck
# (cogs/backgammon/coach.py, luck_line)
backgammon-luck_favoured = 🍀 The dice favoured { $player } by { $luck } of equity
backgammon-luck_even = 🍀 The dice favoured neither player
backgammon-luck_rating-0 = very unlucky
backgammon-luck_rating-1 = unlucky
backgammon-luck_rating-2 = average luck
backgammon-luck_rating-3 = lucky
backgammon-luck_rating-4 = very lucky

## The daily challenge: the position of the day (one decision, judged by GNU Backgammon)
backgammon-position_no_offer = Nobody is there to resign to: play your move.
backgammon-position_players = A position is played by one player.
daily-backgammon-played = You played { $chose }; the best move was { $better }.
daily-backgammon-unplayed = You left the position unplayed, which counts as its worst move; the best was { $better }.

## A replay's colours of a decision's cost, in equity as GNU Backgammon judges it
## (bot/replay/view.py)
backgammon-replay_bands = 🟡 from { $small } · 🔴 from { $large } equity lost
