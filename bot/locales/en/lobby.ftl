# The lobby: opening, joining and starting a game.

lobby-title = { $game } — waiting for players
lobby-body = { $host } opened a game. Join with the button; the host starts it.
lobby-title_full = { $game } — the table is full
lobby-body_full = { $host } opened a game; the host starts it.
lobby-players = Players ({ $count }/{ $maximum })
lobby-options = Options
lobby-join = Join
lobby-leave = Leave
lobby-computer = Add computer
lobby-start = Start
lobby-cancel = Cancel
lobby-already_joined = You are already in this game.
lobby-not_joined = You are not in this game's lobby.
lobby-full = The game is full: { $maximum ->
    [one] it is for { $maximum } player
   *[other] it is for { $maximum } players
  }.
lobby-host_only = Only the player who opened the game can do that.
lobby-too_few = This game needs at least { $needed ->
    [one] { $needed } player
   *[other] { $needed } players
  }: invite someone or add a computer.
lobby-closed = This game has already started or ended.
choice-auto = auto (on when one person plays)
choice-on = ✅
choice-off = ❌

## Each option of a game with its value, as the lobby shows it (the family's own phrase,
## lobby-option-FAMILY-NAME, else the shared lobby-option-NAME). A number arrives as a number.
lobby-option-ping = Turn pings: { $value }
lobby-option-hints = Hints: { $value }
lobby-option-coach = Tutor: { $value }
lobby-option-target = Play to { $value } { $value ->
    [one] point
   *[other] points
  }
lobby-option-bank_min = Smallest total to write: { $value }
lobby-option-three_ones_reset = Three 1s reset the score: { $value }
lobby-option-match_to = { $value ->
    [1] A single game
   *[other] Match to { $value } points
  }
lobby-option-auto_doubles = Automatic doubles: { $value ->
    [0] none
   *[other] up to { $value }
  }
lobby-option-scoring = Scoring: { $value }
lobby-option-opening = Opening: { $value }
