# Turn pings: a short message mentioning the player to move, and /game notify.

ping-turn = { $player }, your turn · { $game } → { $link }
ping-reminder = { $player }, your turn · { $game }: half the time is gone, the turn ends { $deadline } → { $link }
notify-on = You will be pinged when it is your turn in this server's games.
notify-off = You will no longer be pinged when it is your turn in this server's games.
