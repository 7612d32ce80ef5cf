# A finished game's replay (bot/replay): /game replay and the ⏪ of an end board.
replay-title = ## ⏪ { $game } · { $number }
replay-start = **Start** · { $steps ->
    [one] { $steps } move
   *[other] { $steps } moves
  }
replay-step = **Move { $step } of { $steps }** · { $player }
replay-best = 🟢 the best choice
replay-cost = { $band } −{ $points } against the best choice
replay-cost_better = { $band } −{ $points } · best: { $better }
replay-luck = 🍀 throw ({ $player }): { $points }
replay-own_luck = 🍀 throw: { $points }
replay-bands = 🟡 from { $small } · 🔴 from { $large } lost, in points of expected score under perfect play
replay-start_option = The start
replay-option = Move { $step } · { $player }
replay-jump = Jump to a turn
replay-pick = Replay a game of this round
replay-next_mistake = Next mistake
replay-shown = -# Shown by { $member }
replay-live = Game { $number } is still being played: it can be replayed once it is over.
replay-not_started = Game { $number } ended before it began: there is nothing to replay.
replay-not_yet = Game { $number } is an attempt at today's challenge: it can be replayed once the day is over.
board-replay = Replay
