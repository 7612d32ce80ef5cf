# /game away: a member away for a few days (bot/away.py).
board-away = 🏖 away until <t:{ $at }:f>
board-away_because = 🏖 away until <t:{ $at }:f> ({ $reason })
skip-away = { $player } is away until <t:{ $at }:f>: the turn waits for the return.
away-declared = 🏖 You are away until <t:{ $at }:f>: the deadlines of your turns wait for you in all your games, on every server. Press any of your boards to be back sooner (or use this command with days: 0).
away-back = Welcome back: the deadlines of your turns run again, counted from now.
away-not_away = You are not away.
away-too_long = You can be away at most 14 days in any 30. { $left ->
    [0] You have no day left now
    [one] You have { $left } day left now
   *[other] You have { $left } days left now
}; { $days ->
    [one] { $days } day
   *[other] { $days } days
} from <t:{ $at }:f>.
