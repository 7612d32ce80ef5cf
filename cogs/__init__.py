"""Discord cogs: one per game family plus the common commands. Thin: they parse, call the
controller/session service, and draw; rules/ decides what is legal."""
