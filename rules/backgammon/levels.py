"""The computer's levels: GNU Backgammon's player presets (its eval.c `aecSettings`), from
Beginner to World Class. Every preset is cubeful; Beginner to Advanced are 0-ply with noise on
each evaluation, Expert is plain 0-ply and World Class looks at the best moves at 2-ply
(gnubg's "normal" move filter, its pruning nets) and makes its cube decisions at 2-ply.

gnubg's presets ask for "deterministic" noise: a hash of the position alone, so its Beginner
makes the same mistake in the same position every time. Ours is drawn from the computer's own
seed for the decision (engine.Noise), so a noisy level varies from game to game and still
replays exactly from its seed.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Level:
    """How the computer searches: gnubg's evaluation context (plies, cubeful, noise)."""

    name: str
    plies: int = 0  # 0: every move at 0-ply; 2: the best few again at 2-ply
    noise: float = 0.0  # the standard deviation of the noise on each winning chance
    cubeful: bool = True  # equities with the cube's value (Janowski), else cubeless


BEGINNER = Level("beginner", noise=0.060)
CASUAL = Level("casual", noise=0.050)
INTERMEDIATE = Level("intermediate", noise=0.040)
ADVANCED = Level("advanced", noise=0.015)
EXPERT = Level("expert")
WORLD_CLASS = Level("world_class", plies=2)

LEVELS = {
    level.name: level for level in (BEGINNER, CASUAL, INTERMEDIATE, ADVANCED, EXPERT, WORLD_CLASS)
}
DEFAULT = WORLD_CLASS.name


def of(options: dict[str, Any]) -> Level:
    """The computer's level in a game with these options (World Class in a game saved before
    levels existed)."""
    return LEVELS[options.get("level", DEFAULT)]
