# Tournaments (/tournament): a server's own competitions.
cmd-tournament = tournament
cmd-tournament-desc = The server's tournaments: knockout, Swiss, round robin or tables
cmd-tournament-create = create
cmd-tournament-create-desc = Open a tournament's sign-up here
cmd-tournament-status-desc = A tournament's bracket or standings
cmd-tournament-leave = leave
cmd-tournament-leave-desc = Leave a tournament (once it runs: withdraw, your game in play is lost)
cmd-tournament-kick = kick
cmd-tournament-kick-desc = Take a member out of your tournament
cmd-tournament-cancel-desc = Cancel your tournament
cmd-tournament-list = list
cmd-tournament-list-desc = The server's running and recent tournaments
cmd-tournament-record-desc = A tournament as JSON, with every game's number
cmd-opt-tournament = number
cmd-opt-tournament-desc = The tournament's number (default: the server's newest)
cmd-opt-format = format
cmd-opt-format-desc = Knockout, Swiss, round robin, or tables (for games of three or more)
cmd-opt-name = name
cmd-opt-name-desc = The tournament's name
cmd-opt-rounds = rounds
cmd-opt-rounds-desc = How many rounds (Swiss and tables; default: enough for the field)
cmd-opt-match_to = match_to
cmd-opt-match_to-desc = Backgammon: each pairing plays a match to this many points
cmd-opt-seats = seats
cmd-opt-seats-desc = Tables: players at a table
cmd-opt-final_table = final_table
cmd-opt-final_table-desc = Tables: the top players meet at one final table
cmd-opt-tournament_turn-desc = How long each turn may take; then the computer plays it (three missed turns in a row lose the game)
cmd-opt-round_time = round_time
cmd-opt-round_time-desc = How long a round may last; then the computer finishes its games
cmd-opt-starts = starts
cmd-opt-starts-desc = Start by itself after this long (default: when the host presses Start)
cmd-opt-away_days = away_days
cmd-opt-away_days-desc = A round's time waits this many days at most for players away (/game away); default 3
cmd-opt-member = member
cmd-opt-member-desc = Which member
choice-format-knockout = Knockout
choice-format-swiss = Swiss
choice-format-round_robin = Round robin
choice-format-tables = Tables

tournament-format_knockout = Knockout
tournament-format_swiss = Swiss
tournament-format_round_robin = Round robin
tournament-format_tables = Tables
tournament-default_name = { $game } { $format }
tournament-turn_time = Turn time { $time }
tournament-round_time = round time { $time }
tournament-seats = { $seats } at a table
tournament-match_to = matches to { $points }
tournament-minutes = { $n ->
    [one] { $n } minute
   *[other] { $n } minutes
  }
tournament-hours = { $n ->
    [one] { $n } hour
   *[other] { $n } hours
  }
tournament-days = { $n ->
    [one] { $n } day
   *[other] { $n } days
  }
tournament-away_cap = waits up to { $days ->
    [one] { $days } day
   *[other] { $days } days
  } for players away
tournament-starts_at = Starts { $at }
tournament-starts_by_host = Starts when { $host } presses Start
tournament-entrants = { $n ->
    [one] { $n } entrant
   *[other] { $n } entrants
  }
tournament-more = …and { $n } more
tournament-round_of = Round { $round } of { $rounds }
tournament-played = { $done } of { $games } games played
tournament-round_ends = The round's time is up { $at }: then the computer finishes its games.
tournament-champion = 🏆🥇 **{ $name }** wins the tournament!
tournament-withdrew = (withdrew in round { $round })
tournament-every_game = Every game: the rounds' lines in the channel; with its number: /tournament record { $number }
tournament-bye = 💤 { $name }: a bye (a win)
tournament-bye_word = bye
tournament-table = Table { $number }
tournament-your_game = { $players }: your round { $round } game of **{ $tournament }** is here: { $link } · turn time { $time }
tournament-list_title = 🏆 Tournaments
tournament-status_signup = sign-up open
tournament-status_running = running
tournament-status_finished = finished
tournament-status_cancelled = cancelled
tournament-bracket = The tournament's bracket
tournament-standings = The tournament's standings
tournament-final = Final
tournament-semi_final = Semi-finals
tournament-quarter_final = Quarter-finals
tournament-round = Round { $round }
tournament-col_points = Pts
tournament-col_buchholz = Bh
tournament-col_sonneborn_berger = SB
tournament-col_score = Score
tournament-col_wins = W
tournament-final_standings = Final standings
tournament-removed = { $name } is out of the tournament.
tournament-cancelled = The tournament is cancelled.
tournament-not_in_thread = Open a tournament in a channel: its games get threads of their own there.
tournament-not_found = There is no tournament with that number on this server.
tournament-none = This server has no tournament yet: /tournament create opens one.
tournament-needs_tables = That game is not played by two: choose the tables format.
tournament-two_players = That is a game for two: choose knockout, Swiss or round robin (tables are for games of three or more).
tournament-seats_range = Tables seat { $low } to { $high } players in that game.
tournament-option_unused = `{ $option }` does not apply to this tournament's format or game: leave it out.
tournament-already_in = You are in this tournament already.
tournament-full = The tournament is full ({ $most ->
    [one] { $most } entrant
   *[other] { $most } entrants
  }).
tournament-host_only = Only the tournament's host can do that.
tournament-started = The sign-up is closed: the tournament has started.
tournament-over = That tournament is over.
tournament-not_in = Not an entrant of this tournament.
tournament-host_stays = The host cannot leave the sign-up: cancel the tournament instead.
tournament-too_few = The tournament needs at least { $needed ->
    [one] { $needed } entrant
   *[other] { $needed } entrants
  }.
tournament-game_not_cancelled = A tournament's game is not cancelled: it ends by play, by resigning, or when the round's time is up.
board-forfeited = 🏳️ { $player } missed three turns in a row and forfeits the game.
board-adjudicated = ⚖️ The round's time is up: the computer finished the game for everyone.
tournament-legend_buchholz = Bh: Buchholz
tournament-legend_sonneborn_berger = SB: Sonneborn-Berger
tournament-legend_score = Score: the games' points
tournament-legend_wins = W: games won
