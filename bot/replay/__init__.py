"""Replays: any finished game of a server stepped through privately, decision by decision
(`/game replay`, the ⏪ button of its end board), each step drawn with its family's own board
and priced with its story (rules/story.py) where the family tells one."""
