"""The daily challenge: every family's game of the day, played by everyone on the same chance
(docs/ARCHITECTURE.md, "The daily challenge")."""
