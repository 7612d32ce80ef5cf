"""A server's seasons: boards of a month or a quarter, and the close that crowns their champions
(docs/ARCHITECTURE.md, "Seasons")."""
