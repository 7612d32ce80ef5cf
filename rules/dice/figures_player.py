"""The computer's play in `figures`: write a figure as soon as the dice form an open one (the
hardest first, so the unused throws become marks for later turns), otherwise keep the dice that
leave the fewest dice missing for some open figure. When only long shots are left (general,
hiroshima), it ends turns without throwing until it has SAVE_UP throws: a long chain of keeps
forms them far more often per throw than chains of three."""

from __future__ import annotations

from functools import cache, lru_cache
from itertools import combinations, permutations

from rules.dice.scoring import NUMBER_FIGURES, counts_of, figures_formed

# A pattern is the dice a figure needs: ((face, how many), ...).
Pattern = tuple[tuple[int, int], ...]

_FACES = range(1, 7)
PATTERNS: dict[str, tuple[Pattern, ...]] = {
    **{figure: (((face, 3),),) for face, figure in enumerate(NUMBER_FIGURES, 1)},
    "two_three": tuple(((a, 3), (b, 2)) for a, b in permutations(_FACES, 2)),
    "pairs": tuple(tuple((f, 2) for f in faces) for faces in combinations(_FACES, 3)),
    "triples": tuple(((a, 3), (b, 3)) for a, b in combinations(_FACES, 2)),
    "pyramid": tuple(((a, 3), (b, 2), (c, 1)) for c, b, a in combinations(_FACES, 3)),
    "poker": tuple(((face, 4),) for face in _FACES),
    "hiroshima": (((1, 5), (6, 1)),),
    "general": tuple(((face, 6),) for face in _FACES),
    "straight": (tuple((face, 1) for face in _FACES),),
}
# Rarer figures are written first when a throw forms several, and chased on equal distance.
_EASIEST_FIRST = (
    *NUMBER_FIGURES,
    "two_three",
    "poker",
    "pairs",
    "triples",
    "pyramid",
    "straight",
    "hiroshima",
    "general",
)
HARDNESS = {figure: rank for rank, figure in enumerate(_EASIEST_FIRST)}

LONG_SHOTS = frozenset({"general", "hiroshima"})
SAVE_UP = 12  # solo playouts need 28.4 turns a game with 9, 26.8 with 12, 26.2 with 18


def saves_marks(still_open: tuple[str, ...], throws_left: int) -> bool:
    """At the start of a turn: skip it to carry the throws over?"""
    return throws_left < SAVE_UP and LONG_SHOTS.issuperset(still_open)


@lru_cache(maxsize=65_536)
def choose_figure(sorted_faces: tuple[int, ...], still_open: tuple[str, ...]) -> str | None:
    """The open figure to write with these dice (hardest, then most points), or None."""
    formed = figures_formed(sorted_faces)
    writable = [figure for figure in still_open if figure in formed]
    return max(writable, key=lambda f: (HARDNESS[f], formed[f]), default=None)


@cache
def _nearest(sorted_faces: tuple[int, ...], figure: str) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """(rank, kept faces) of the figure's pattern nearest to these dice. Rank: fewest dice
    missing, then the figure's hardness, then the pips kept."""
    counts = counts_of(sorted_faces)
    options = []
    for pattern in PATTERNS[figure]:
        kept = tuple(face for face, need in pattern for _ in range(min(need, counts[face - 1])))
        missing = sum(need for _, need in pattern) - len(kept)
        options.append(((-missing, HARDNESS[figure], sum(kept)), kept))
    return max(options)


def choose_keep(sorted_faces: tuple[int, ...], still_open: tuple[str, ...]) -> tuple[int, ...]:
    """The faces to keep for the next throw: those of the open figure nearest to being formed."""
    return max(_nearest(sorted_faces, figure) for figure in still_open)[1]
