"""The Discord application: settings, database, game-session service, UI plumbing."""
