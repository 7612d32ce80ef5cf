# Where games run: a thread per game, the server's default (/game settings), /game mine.

thread-opening = **{ $game }** — { $host } opens a game in a thread…
thread-opened = **{ $game }** is played in { $thread }: join there.
thread-ended = The game **{ $game }** in { $thread } is over.
thread-not_here = Games can open threads only in text channels: this one runs here.
thread-no_permission = I may not open threads here (it needs Create Public Threads and Send Messages in Threads): the game runs in this channel.
settings-title = Game settings of this server
settings-where = New games open: { $where ->
    [thread] in a thread of their own
   *[here] in the channel of the command
  }. A `/… play` may say otherwise.
settings-saved = Saved.
settings-manage_server = Only members with Manage Server can change this server's settings.
mine-title = Your games in this server
mine-none = You have no running game in this server.
mine-lobby = waiting for players
mine-your_turn = **your turn** — it ends { $deadline }
mine-turn_of = { $player }'s turn
mine-row = { $game } · { $channel } · { $state } · [board]({ $link })
settings-daily_channel = The daily challenge is posted each midnight in { $channel }.
settings-daily_off = The daily challenge is not posted here (daily_channel sets where).
