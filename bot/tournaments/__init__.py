"""A server's tournaments: sign-up, rounds of games, standings and the podium
(docs/ARCHITECTURE.md, "Tournaments")."""
