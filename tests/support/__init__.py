"""What the tests and the benchmarks share: the fake Discord, the bot run as a process against
it, a player reading and playing its boards, saved games built without a database, a
PostgreSQL database emptied for a run, and a stand-in for discord.py's Interaction."""
