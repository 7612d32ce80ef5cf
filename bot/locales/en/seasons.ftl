# Seasons: /leaderboard season:, the champions' post at a season's end, titles in /stats.

cmd-opt-season = season
cmd-opt-season-desc = Which season: the current one, the previous one, or all time (default)
choice-season-current = current season
choice-season-previous = previous season
choice-season-all = all time
cmd-opt-season_length = season
cmd-opt-season_length-desc = How long a season lasts: a calendar month (default) or a quarter
choice-season_length-month = calendar month
choice-season_length-quarter = quarter
cmd-opt-season_channel = season_channel
cmd-opt-season_channel-desc = Where each season's champions are posted when it ends
cmd-opt-season_posts = season_posts
cmd-opt-season_posts-desc = False: no season champions are crowned or posted
settings-season = Seasons last a { $length ->
    [quarter] quarter
   *[month] calendar month
  }; when one ends, its champions are posted in { $channel }.
settings-season_off = Seasons last a { $length ->
    [quarter] quarter
   *[month] calendar month
  }; their champions are not posted (season_channel sets where).
season-ends = The season ends { $when }. Its ratings count its own games alone.
season-empty = No rated games here in { $season }.
season-no_podium = Nobody has played { $games ->
    [one] { $games } rated game
   *[other] { $games } rated games
  } of one game in { $season }.
season-solo = A game played alone has no rating, so no season board: its all-time board ranks it by score.
season-champions_title = 🏆 Season champions · { $season }
season-champions_note = Ranked by the season's rating (its own games alone); a podium needs { $games ->
    [one] { $games } rated game
   *[other] { $games } rated games
  } of one game. A new season has begun: /leaderboard shows it.
season-title = { $place ->
    [1] 🏆 Champion
   *[other] 🥈 Runner-up
  }: { $game } · { $season }
season-rule = A podium needs { $games ->
    [one] { $games } rated game
   *[other] { $games } rated games
  } of this game; equal ratings go by the better average place, more wins, then whoever played first this season.
