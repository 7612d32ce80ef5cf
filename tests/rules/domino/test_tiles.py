import pytest

from rules.base import IllegalAction
from rules.domino.tiles import full_set, opening, tile_of

from .helpers import tiles


@pytest.mark.parametrize(("max_pip", "count"), [(6, 28), (12, 91)])
def test_sets_hold_each_pair_exactly_once(max_pip, count):
    tile_set = full_set(max_pip)
    assert len(tile_set) == len(set(tile_set)) == count
    pairs = {(low, high) for low in range(max_pip + 1) for high in range(low, max_pip + 1)}
    assert set(tile_set) == pairs


def test_tile_names_in_either_order_mean_one_tile():
    assert tile_of([6, 4], 6) == tile_of([4, 6], 6) == (4, 6)


@pytest.mark.parametrize("raw", [[7, 1], [1], "66", None, [1, 2, 3], [-1, 2], [1.0, 2]])
def test_bad_tile_is_refused(raw):
    with pytest.raises(IllegalAction) as error:
        tile_of(raw, 6)
    assert error.value.key == "domino.bad_tile"


def test_six_six_leads():
    assert opening([tiles("1-1", "5-5"), tiles("6-6")]) == (1, (6, 6))


def test_without_six_six_the_highest_double_leads():
    assert opening([tiles("6-5", "2-2"), tiles("4-4", "1-1")]) == (1, (4, 4))


def test_without_doubles_the_most_pips_lead_ties_by_higher_half():
    assert opening([tiles("5-4", "0-1"), tiles("6-3", "2-1")]) == (1, (3, 6))
    assert opening([tiles("6-5"), tiles("6-4")]) == (0, (5, 6))
