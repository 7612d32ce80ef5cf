"""What dice score in each dice game (RULES.md "Dice family"); pure functions of the faces.

Faces are ints 1..6. Results are cached on the sorted faces: 6 dice have only 462 multisets.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import cache
from itertools import product

Faces = tuple[int, ...]

FIGURES: tuple[str, ...] = (
    "ones",
    "twos",
    "threes",
    "fours",
    "fives",
    "sixes",
    "two_three",
    "pairs",
    "triples",
    "pyramid",
    "poker",
    "hiroshima",
    "general",
    "straight",
)
NUMBER_FIGURES = FIGURES[:6]  # "ones" is the figure of face 1, ... "sixes" of face 6


def counts_of(faces: Iterable[int]) -> tuple[int, ...]:
    """How many dice show each face: index 0 is face 1."""
    counts = [0] * 6
    for face in faces:
        counts[face - 1] += 1
    return tuple(counts)


def _is_straight(counts: Sequence[int]) -> bool:
    return all(count == 1 for count in counts)


def _is_three_pairs(counts: Sequence[int]) -> bool:
    # X,X,Y,Y,Z,Z where X may equal Y or Z: four of a kind + a pair and six of a kind count too.
    return sum(counts) == 6 and all(count % 2 == 0 for count in counts)


# --- ones_and_fives and six_dice --------------------------------------------------------------

SINGLES = {1: 100, 5: 50}  # the faces that score alone


def _triple(face: int) -> int:
    return 1000 if face == 1 else face * 100


def _oaf_face_points(face: int, count: int) -> int | None:
    """Best score of `count` dice of one face used as triples and singles; None if a die is left
    over (only 1s and 5s score alone)."""
    triple = _triple(face)
    single = SINGLES.get(face)
    if single is None:
        return triple * (count // 3) if count % 3 == 0 else None
    return max(
        triple * triples + single * (count - 3 * triples) for triples in range(count // 3 + 1)
    )


def _six_face_points(face: int, count: int) -> int | None:
    """Three of a kind, each extra die doubling (1111 = 2 000); 1s and 5s also score alone."""
    if count >= 3:
        return _triple(face) << (count - 3)
    single = SINGLES.get(face)
    return None if single is None else single * count


# Per game: (straight, three pairs, points of n dice of one face).
_SET_RULES = {
    "ones_and_fives": (3000, 1500, _oaf_face_points),
    "six_dice": (1500, 1000, _six_face_points),
}


@cache
def _set_points(game_id: str, sorted_faces: Faces) -> int | None:
    """The best partition of the whole set into combinations; None if there is none."""
    if not sorted_faces:
        return None
    straight, three_pairs, face_points = _SET_RULES[game_id]
    counts = counts_of(sorted_faces)
    candidates = []
    if _is_straight(counts):
        candidates.append(straight)
    if _is_three_pairs(counts):
        candidates.append(three_pairs)
    per_face = [face_points(face, count) for face, count in enumerate(counts, 1) if count]
    if all(points is not None for points in per_face):
        candidates.append(sum(points or 0 for points in per_face))
    return max(candidates, default=None)


def score_dice(game_id: str, faces: Iterable[int]) -> int | None:
    """Points for setting aside exactly `faces` in `ones_and_fives` or `six_dice`, scored at the
    best partition of the set; None when some die scores in no partition (2,2,2,2) or the set is
    empty. `score_dice("ones_and_fives", [1, 1, 1, 1]) == 1100`."""
    return _set_points(game_id, tuple(sorted(faces)))


def unscored(game_id: str, faces: Iterable[int]) -> Faces:
    """The dice of a selection that score in no reading of it (the 3 and the 6 of 1 3 5 6):
    () when the selection scores. `unscored("ones_and_fives", [2, 2, 5]) == (2, 2)`."""
    faces = tuple(sorted(faces))
    if not faces or _set_points(game_id, faces) is not None:
        return ()
    face_points = _SET_RULES[game_id][2]
    counts = counts_of(faces)
    return tuple(
        face
        for face, count in enumerate(counts, 1)
        if count and face_points(face, count) is None
        for _ in range(count)
    )


@cache
def set_aside_options(game_id: str, sorted_faces: Faces) -> tuple[tuple[Faces, int], ...]:
    """Every sub-multiset of a throw that may be set aside, with its points (best first)."""
    counts = counts_of(sorted_faces)
    options = []
    for taken in product(*(range(count + 1) for count in counts)):
        kept = tuple(face for face, n in enumerate(taken, 1) for _ in range(n))
        points = _set_points(game_id, kept)
        if points is not None:
            options.append((kept, points))
    options.sort(key=lambda option: (-option[1], -len(option[0])))
    return tuple(options)


@cache
def six_dice_set_aside(sorted_faces: Faces) -> tuple[Faces, int]:
    """six_dice's automatic choice: the scoring dice at the best scoring, ties → more dice.
    ((), 0) is a bust. `six_dice_set_aside((2, 2, 5, 5, 5, 5)) == ((2, 2, 5, 5, 5, 5), 1000)`."""
    options = set_aside_options("six_dice", sorted_faces)
    return options[0] if options else ((), 0)


# --- figures ----------------------------------------------------------------------------------


@cache
def _figures_formed(sorted_faces: Faces) -> tuple[tuple[str, int], ...]:
    counts = counts_of(sorted_faces)
    total = sum(sorted_faces)
    shape = sorted((count for count in counts if count), reverse=True)
    by_count = {count: face for face, count in enumerate(counts, 1) if count}
    formed: dict[str, int] = {}
    for face, count in enumerate(counts, 1):
        if count >= 3:
            formed[NUMBER_FIGURES[face - 1]] = face * count
        if count >= 4:
            formed["poker"] = face * 4
        if count == 6:
            formed["general"] = face * 6
    two_three = [
        3 * triple + 2 * pair
        for triple, pair in product(range(1, 7), repeat=2)
        if triple != pair and counts[triple - 1] >= 3 and counts[pair - 1] >= 2
    ]
    if two_three:
        formed["two_three"] = max(two_three)
    if shape == [2, 2, 2]:
        formed["pairs"] = total
    if shape == [3, 3]:
        formed["triples"] = total
    if shape == [3, 2, 1] and by_count[3] > by_count[2] > by_count[1]:
        formed["pyramid"] = total
    if counts[0] == 5 and counts[5] == 1:
        formed["hiroshima"] = 11
    if len(sorted_faces) == 6 and _is_straight(counts):
        formed["straight"] = 21
    return tuple((figure, formed[figure]) for figure in FIGURES if figure in formed)


def figures_formed(faces: Iterable[int]) -> dict[str, int]:
    """Every figure the dice form, with its points (open or not; see `writable_figures`).
    `figures_formed([4, 4, 4, 4, 2, 2]) == {"fours": 16, "poker": 16, "two_three": 16}`."""
    return dict(_figures_formed(tuple(sorted(faces))))


# --- sequence ---------------------------------------------------------------------------------


def sequence_points(faces: Iterable[int]) -> int:
    """The run from 1: 1-2 = 5, each further face +5 (1..6 = 25); no 1-2 = 0."""
    present = set(faces)
    length = 0
    while length + 1 in present:
        length += 1
    return 5 * (length - 1) if length >= 2 else 0
