"""Pure game logic: no Discord, no I/O, no randomness of its own.

Every game is a deterministic state machine described by `rules.base.GameRules`;
chance (dice, shuffles) enters as data drawn from a `rules.base.ChanceSource` by the caller.
`rules.registry` maps game ids to their rules objects.
"""
