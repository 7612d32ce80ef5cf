# The daily challenge (/daily): the same dice for everyone, every day.
cmd-daily = daily
cmd-daily-desc = Today's challenges: the same dice for everyone, then perfect play on yours
cmd-opt-challenge = challenge
cmd-opt-challenge-desc = Go straight to one of today's challenges
rules-daily_choice = Daily challenge

daily-title = Daily challenge · { $day }
daily-intro = The same dice for everyone, one try each; then perfect play on exactly yours. New challenges <t:{ $at }:R>.
daily-day = { $day }
daily-not_played = Not played yet
daily-in_progress = ⏳ In progress
daily-closed = Closed unfinished
daily-boards = 🏆 Today's boards…
daily-streak = 🔥 Streak: { $current ->
    [one] { $current } day
   *[other] { $current } days
  } · best { $longest ->
    [one] { $longest } day
   *[other] { $longest } days
  }
daily-commitment = 🔒 Committed to in advance: `{ $commitment }`
daily-challenge_backgammon = Position of the day
daily-board_title = 📅 { $game }
daily-fair = 🔒 { $family ->
    [domino] The same deal
    [backgammon] The same position
   *[other] The same dice
} for everyone today: commitment { $short }, revealed at midnight (then /game verify { $number })
daily-result = Score **{ $score }** · perfect play **{ $perfect }** · **{ $percent }%**
daily-result_computer = Score **{ $score }** · the computer on your dice **{ $perfect }** · **{ $percent }%**
daily-short = **{ $score }** · { $percent }%
daily-result_loss = Lost to the best move: **{ $loss }** of a game's worth (0 = the best move)
daily-short_loss = **{ $loss }** lost
daily-flawless = ✨ Not one decision cost anything: perfect play.
daily-boards_button = Boards
daily-share = Share
daily-boards_title = Today's boards · { $challenge }
daily-board_here = This server
daily-board_everyone = Everyone
daily-board_empty = Nobody has finished it yet.
daily-your_place = You: place { $place } of { $count }
daily-share_title = Daily challenge · { $challenge }
daily-share_by = { $player } · { $day }
daily-share_streak = 🔥 { $days } days in a row
daily-played = You have played this challenge today already: one attempt a day. Its result is on /daily.
daily-played_already = You have played this challenge today already: one attempt a day. Yours:
daily-unknown = There is no such challenge today.
daily-unfinished = Finish the challenge first: then you can share it.
verify-sealed_day = A daily challenge's dice are revealed when its day ends (midnight): then /game verify checks this attempt.
daily-day_over = This challenge's day ended at midnight (<t:{ $at }:t>): its attempts take no more moves, and its secret is revealed.
stats-picture-daily = Daily challenge, last 30 days
stats-picture-daily_note = Colour: the day's average, green = perfect play · streak { $streak }
stats-picture-daily_path = daily challenge on { $days } of the last 30 days, best { $best }% of perfect play
daily-post_yesterday = Yesterday here
daily-post_revealed = Yesterday's secret, revealed: `{ $secret }` (/game verify checks any attempt of yesterday)
daily-share_play = Play it too
