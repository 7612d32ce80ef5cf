# Messages every family shares: games, turns, refusals, the board frame, leaderboards.

number = { $value }
game-player_counts = { $most } or { $last }
seat-computer = 🤖 Computer { $number }

## Games and turns

game-not_found = That game no longer exists.
game-none_in_channel = There is no game in this channel. Open one with a play command, e.g. /dice play.
game-channel_busy = A game of { $game } is already running in this channel ({ $link }). Finish it, or open yours in a thread of its own (`where: in a thread`).
game-over = This game is over.
game-cancel_forbidden = Only the host or a member with Manage Server can cancel the game.
game-cancelled = The game was cancelled.
game-expired = Nobody started this game in time; the lobby closed.
turn-not_a_player = You are not playing in this game. Wait for the next one, or start your own in another channel or a thread.
turn-not_yours = It is not your turn: { $player } is to play.
board-stale = That board was out of date, so nothing happened: it now shows the game as it is.
click-elsewhere = That button is not on a board of this game here, so nothing happened.
board-moved = ⏬ This board can no longer be updated (Discord limits the edits of old messages): the game continues on a new one → { $link }
take_back-rated = Only a practice game (with the tutor or hints on) lets you take a decision back: this one is rated.
skip-own_turn = Only another player's turn can be skipped.
skip-too_early = The player still has time: the turn can be skipped <t:{ $at }:R>.
rules-illegal = That move is not allowed.
error-unexpected = Something went wrong on our side; the game is unchanged. Please try again.
error-guild_only = Games are played in server channels.
error-restarting = The bot is restarting and will be back in a few seconds; nothing was changed. Please try again then.
error-database = The table can't be saved right now; nothing was changed. Please try again in a moment.
error-too_soon = You're asking for this too often: try again in { $seconds } { $seconds ->
    [one] second
   *[other] seconds
}.

## Game options

option-bool = { $name } must be on or off.
option-int = { $name } must be a whole number.
option-range = { $name } must be between { $minimum } and { $maximum }.
option-choice = { $name } must be one of: { $choices }.
option-unknown = This game has no option { $name }.

## The board frame

board-turn = { $player } to play
board-deadline = Turn ends <t:{ $at }:R>
# Whose turn it is and when it ends, on one line (a board whose picture lists the players).
board-turn_until = { $player } to play · ⏳ <t:{ $at }:R>
board-last = Last
# The end board: a player's rating before → after the game (provisional: from few games).
board-rating = { $player } { $before } → { $after }
board-rating_provisional = { $player } { $before } → { $after } (provisional)
board-ratings = 📈 Rating: { $changes }
board-ratings_provisional = Provisional: it moves fast over its first { $games ->
    [one] game
   *[other] { $games } games
}.
board-skip = Play for the absent player
board-hint_outdated = 💡 ~~Hint~~ — out of date: the game has moved on since. Press 💡 on the board for a new one.
# Two or more names: "Bob, Eva and Jan".
board-and = { $rest } and { $last }
board-wins = 🏆 **{ $players } { $count ->
    [one] wins
   *[other] win
  }** — { $points }
board-points = { $points ->
    [one] { $points } point
   *[other] { $points } points
  }
board-solo_over = Game over: { $score ->
    [one] { $score } point
   *[other] { $score } points
  }.
board-cancelled = Cancelled
board-resigned = 🏳️ { $player } resigns.
board-skipped = { $player } was absent: the computer played the turn.
board-rematch = Play again
board-game_number = #{ $id }

## Leaderboard and stats

leaderboard-title = Leaderboard — { $game }
leaderboard-all_games = all games
leaderboard-empty = No finished games on this server yet.
leaderboard-row = **{ $rank }.** { $player } — { $wins }/{ $played } won, { $points ->
    [one] { $points } point
   *[other] { $points } points
  }
leaderboard-figures_row = **{ $rank }.** { $player } — { $value } (avg points { $points } ÷ avg place { $place }), { $played ->
    [one] { $played } game
   *[other] { $played } games
  }
stats-title = { $player } on this server
stats-none = { $player } has no finished game here yet.
stats-played_won = { $played } played · { $won } won
stats-row = { $played ->
    [one] { $played } game
   *[other] { $played } games
  }, { $wins ->
    [one] { $wins } win
   *[other] { $wins } wins
  }, { $points ->
    [one] { $points } point
   *[other] { $points } points
  }
leaderboard-you = ← you
leaderboard-sorted = Ranked by: { $sort }
leaderboard-practice = 🎓 **Practice**, unrated (the tutor or hints helped): { $players }
leaderboard-practice_player = { $player } { $played ->
    [one] { $played } game
   *[other] { $played } games
  } ({ $wins } won)

## A family's own figures beside a leaderboard or stats row

stat-best = best { $value }
stat-average = average { $value }
stat-generals = { $value ->
    [one] { $value } general
   *[other] { $value } generals
  }
stat-quality = decisions kept { $value }% of the optimum
stat-fibs = FIBS { $value }
stat-gammons = { $value ->
    [one] { $value } gammon
   *[other] { $value } gammons
  }
stat-backgammons = { $value ->
    [one] { $value } backgammon
   *[other] { $value } backgammons
  }
stat-error = error rate { $value }
stat-pr = PR { $value }
stat-practice = practice: { $played ->
    [one] { $played } game
   *[other] { $played } games
  }, { $wins } won
stat-deals_won = { $value ->
    [one] { $value } game won
   *[other] { $value } games won
  }
stat-rating = rating { $value }
stat-rating_provisional = rating { $value } (provisional)
leaderboard-solo_row = **{ $rank }.** { $player } — { $played ->
    [one] { $played } game
   *[other] { $played } games
  }, { $points ->
    [one] { $points } tile placed
   *[other] { $points } tiles placed
  }
stats-solo_row = { $played ->
    [one] { $played } game
   *[other] { $played } games
  }, { $points ->
    [one] { $points } tile placed
   *[other] { $points } tiles placed
  }

## /stats and a season's board: was it the dice, a game over the member's last rated games of
## a family (bot/story_stats.py); $family chooses the unit
stats-story = 🍀 Luck { $luck } ± { $half } · 🎯 decisions { $cost } · { $family ->
    [backgammon] equity
   *[other] points
  } a game ({ $games })
stats-story_luck = 🍀 Luck { $luck } ± { $half } · { $family ->
    [backgammon] equity
   *[other] points
  } a game ({ $games })
stats-story_last = { $games ->
    [one] the last rated game
   *[other] the last { $games } rated games
  }
stats-story_season = { $games ->
    [one] { $games } rated game this season
   *[other] { $games } rated games this season
  }

## The /stats picture (its numbers are also in the message and the picture's description)
stats-picture-rating = Rating after each game
stats-picture-games = { $count ->
    [one] { $count } game
   *[other] { $count } games
  }
stats-picture-rating_path = rating { $first } → { $last }
stats-picture-pr = Backgammon PR after each game
stats-picture-pr_note = Lower is better. ○ practice
stats-picture-pr_path = backgammon PR { $first } → { $last } (lower is better)

## Provably fair chance

fair-commitment = 🎲 Fair dice: commitment { $short } (/game record shows it whole)
fair-revealed = 🎲 Fair dice: server seed { $short } revealed — check every throw with /game verify

record-players = Players: { $players }
record-actions = { $count ->
    [one] { $count } action
   *[other] { $count } actions
  }, { $chance } of them chance (throws, shuffles)
record-unverifiable = This game began before fair dice: its chance cannot be verified.
record-commitment = Commitment: `{ $commitment }`
record-client_seed = Client seed (the Start click): `{ $seed }`
record-server_seed = Server seed: `{ $seed }`
record-sealed = The server seed is revealed when the game ends; hidden tiles stay out of the record until then.
record-challenge = The daily challenge of { $day }: `{ $challenge }` (its chance is the day's secret, by this key)
record-day_secret = The day's secret: `{ $seed }`
record-sealed_day = The day's secret is revealed at midnight, when the day ends: then /game verify checks this attempt.
verify-running = The game is still running: its server seed is revealed, and can be checked, when it ends.
verify-ok = ✔ { $throws ->
    [one] { $throws } throw
   *[other] { $throws } throws
  } and { $shuffles ->
    [one] { $shuffles } shuffle
   *[other] { $shuffles } shuffles
  } match the commitment.
verify-position = ✔ The position and dice of the day match the day's secret: GNU Backgammon finds the same from it.
verify-position_unchecked = The position and dice of the day cannot be checked now (GNU Backgammon's engine is unavailable): try /game verify again later.
verify-failed = ✘ The record does not match its commitment:
    { $problems }
