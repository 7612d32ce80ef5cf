"""`fours` (Čtyřky): block's deal and play; open ends adding up to 4, 8 or 12 take 1, 2 or 3
sticks; the first to 20 sticks wins at once (a fixed number in RULES.md, not an option); pips
are ignored."""

from __future__ import annotations

from typing import Any

from rules.domino import players
from rules.domino.block import Block
from rules.domino.game import STICKS, Ending
from rules.domino.table import DEAL, OVER, Play, Table, open_value, replaced

STICKS_TO_WIN = 20


def sticks_for(state: Table) -> int:
    """Sticks the layout is worth: ends adding up to 4, 8 or 12 (a double at an end counts
    its face once; right after the lead its two halves are the ends)."""
    return sticks_of(sum(open_value(state, end) for end in range(len(state.arms))))


def sticks_of(total: int) -> int:
    """Sticks for open ends adding up to `total`: 4, 8 or 12 take 1, 2 or 3."""
    return total // 4 if total in (4, 8, 12) else 0


class Fours(Block):
    id = "fours"
    min_players = 2
    max_players = 3
    options = ()
    forms_teams = False  # 2 or 3 players
    scores_ends = True
    score_unit = "sticks"

    def player_counts(self) -> tuple[int, ...]:
        return (2, 3)

    def after_play(self, state: Table, seat: int, play: Play) -> None:
        sticks = sticks_for(state)
        if sticks:
            state.scores = replaced(state.scores, seat, state.scores[seat] + sticks)
            state.note({"type": "sticks", "seat": seat, "sticks": sticks})
            if state.scores[seat] >= STICKS_TO_WIN:
                state.phase = OVER
                return
        super().after_play(state, seat, play)

    def end_hand(self, state: Table, out: int | None = None) -> None:
        """No score for a hand: the tiles are dealt again."""
        state.note_hand_end(hand=state.hand_no + 1, out=out)
        state.phase, state.hand_no = DEAL, state.hand_no + 1

    def played_ending(self, state: Table, hand: int) -> Ending:
        """A play took its player to the sticks that win (no hand's end scores)."""
        winner = max(range(state.players), key=lambda seat: state.scores[seat])
        return Ending(STICKS, hand=hand, seats=(winner,), target=STICKS_TO_WIN)

    def gain(self, state: Table, seat: int, play: Play) -> int:
        return sticks_for(self.placed(state, seat, play))

    def extra_view(self, state: Table) -> dict[str, Any]:
        return {"sticks": list(state.scores)}

    def computer_play(self, state: Table, plays: list[Play]) -> Play:
        return players.score_seeker(self, state, plays, sticks_for)
