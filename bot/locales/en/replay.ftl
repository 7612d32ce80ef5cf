# A finished game's replay (bot/replay): /game replay and the ⏪ of an end board.
replay-title = ## ⏪ { $game } · { $number }
replay-start = **The start** · { $steps ->
    [one] { $steps } move
   *[other] { $steps } moves
  } to step through
replay-step = **Move { $step } of { $steps }** · { $player }
replay-best = 🟢 { $player }: the best choice
replay-cost = { $band } { $player }: −{ $points } against the best choice
replay-luck = 🍀 throw ({ $player }): { $points }
replay-bands = 🟡 from { $small } · 🔴 from { $large } lost, in points of expected score under perfect play
replay-start_option = The start
replay-option = Move { $step } · { $player }
replay-jump = Jump to a turn
replay-next_mistake = Next mistake
replay-show = Share
replay-shown = -# Shown by { $member }
replay-live = Game { $number } is still being played: it can be replayed once it is over.
replay-not_started = Game { $number } ended before it began: there is nothing to replay.
replay-not_yet = Game { $number } is an attempt at today's challenge: it can be replayed once the day is over.
board-replay = Replay
