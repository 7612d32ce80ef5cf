"""Why a finished game ended (`ending`) and the end board's places (`standing`): read from the
final state alone, for every game, both ways where its rules allow both."""

from rules.domino.game import BLOCKED, OUT, PLACED, RESIGNED, STICKS, STUCK, Ending

from .helpers import GAME, dealt, play, position, tiles

BLOCK, MATADOR, FOURS = GAME["block"], GAME["matador"], GAME["fours"]
SEVASTOPOL, SOLO, TRAIN = GAME["sevastopol"], GAME["solo"], GAME["train"]
STARTED = [["6-3"], ["6-1"], ["6-4"], ["6-5"]]  # Sevastopol's ends 3, 1, 4, 5


def train(hands, arms, **fields):
    fields.setdefault("open_trains", (False,) * len(hands))
    return position("train", hands, "12-12", arms, roots=(12,) * len(arms), **fields)


def test_no_ending_while_the_game_goes_on():
    state = position("block", [["2-0", "1-1"], ["6-5"]], "0-2", [[], []])
    assert BLOCK.ending(state) is None


def test_block_to_its_target_out_or_blocked_with_the_others_pips_scored():
    out = position("block", [["2-0"], ["6-5", "1-1"]], "0-2", [[], []], scores=(95, 40))
    out = play(BLOCK, out, "2-0", "right")  # Eva out: scores Petr's 13, reaching 108
    assert BLOCK.ending(out) == Ending(
        OUT, hand=1, seats=(0,), scorers=(0,), payers=(1,), points=13, target=100
    )
    stuck = position("block", [["2-0", "1-1"], ["6-5"]], "0-2", [[], []], scores=(90, 95))
    stuck = play(BLOCK, stuck, "2-0", "right")  # nobody holds a 0: 2 pips against 11
    assert BLOCK.ending(stuck) == Ending(
        BLOCKED, hand=1, scorers=(0,), payers=(1,), points=11, target=100
    )


def test_block_in_teams_scores_a_team_the_other_team_s_sum():
    hands = [["2-0"], ["6-5"], ["1-1"], ["4-4"]]
    state = position("block", hands, "0-2", [[], []], scores=(99, 0, 99, 0), hand_no=4)
    state = play(BLOCK, state, "2-0", "right")
    ending = BLOCK.ending(state)
    assert (ending.how, ending.hand, ending.seats) == (OUT, 5, (0,))
    assert (ending.scorers, ending.payers, ending.points) == ((0, 2), (1, 3), 19)
    assert BLOCK.standing(state) == BLOCK.placings(state) == (1, 2, 1, 2)  # teams: no pips


def test_matador_out_blocked_and_drawn():
    out = position("matador", [["1-5"], ["1-1", "6-6"]], "3-6", [[], []])
    out = play(MATADOR, out, "1-5", "right")
    assert MATADOR.ending(out) == Ending(OUT, seats=(0,), scorers=(0,), payers=(1,), points=14)
    stuck = position("matador", [["1-5", "6-6"], ["3-3", "5-5"]], "3-6", [[], []])
    stuck = play(MATADOR, stuck, "1-5", "right")
    assert MATADOR.ending(stuck) == Ending(BLOCKED, scorers=(0,), payers=(1,), points=16)
    drawn = position("matador", [["1-5", "3-3"], ["0-6"]], "3-6", [[], []])
    drawn = play(MATADOR, drawn, "1-5", "right")
    assert MATADOR.ending(drawn) == Ending(BLOCKED)


def test_fours_ends_with_the_play_that_took_the_sticks():
    state = position("fours", [["3-6", "1-1"], ["0-1"]], "5-6", [["5-3"], []], scores=(18, 19))
    state = play(FOURS, state, "3-6", "left")
    assert FOURS.ending(state) == Ending(STICKS, seats=(0,), target=20)
    assert FOURS.standing(state) == (1, 2)  # sticks alone: no pips


def test_sevastopol_two_out_or_blocked_after_the_seats_out():
    hands = [["3-0"], ["1-2", "0-0"], ["4-4", "5-5"], ["5-2", "1-1"]]
    state = position("sevastopol", hands, "6-6", STARTED)
    for tile, end in (("3-0", "left"), ("1-2", "right"), ("4-4", "up"), ("5-2", "down")):
        state = play(SEVASTOPOL, state, tile, end)
    state = play(SEVASTOPOL, state, "0-0", "left")
    assert SEVASTOPOL.ending(state) == Ending(OUT, seats=(0, 1))
    # Equal tokens (-1 each): the fewer pips held (2 against 10) place first.
    assert SEVASTOPOL.placings(state) == (1, 2, 3, 3)
    assert SEVASTOPOL.standing(state) == (1, 2, 4, 3)
    hands = [["5-0"], ["2-5"], ["2-6"], ["5-5"]]
    stuck = play(SEVASTOPOL, position("sevastopol", hands, "6-6", STARTED), "5-0", "down")
    assert SEVASTOPOL.ending(stuck) == Ending(BLOCKED, seats=(0,))


def test_solo_placed_all_or_stuck_with_or_without_a_stock():
    won = position("solo", [["6-5"]], "6-6", [[], []])
    assert SOLO.ending(play(SOLO, won, "6-5", "left")) == Ending(PLACED, seats=(0,))
    doubles = ["6-5", "1-1", "2-2", "3-3", "4-4"]
    refilled = position("solo", [doubles], "6-6", [[], []], stock=tuple(tiles("1-2", "0-1")))
    refilled = play(SOLO, refilled, "6-5", "left")  # refilled with 1-2: still nothing fits
    assert SOLO.ending(refilled) == Ending(STUCK, seats=(0,), stock=1)
    empty = play(SOLO, position("solo", [["6-5", "1-1"]], "6-6", [[], []]), "6-5", "left")
    assert SOLO.ending(empty) == Ending(STUCK, seats=(0,), stock=0)
    resigned = SOLO.resign(position("solo", [["6-5"]], "6-6", [[], []]), 0)
    assert SOLO.ending(resigned) == Ending(RESIGNED, seats=(0,))


def test_trains_out_or_blocked_and_the_losers_placed_by_their_pips():
    out = train([["12-4"], ["1-1"], ["5-6", "0-0"]], [[], [], [], []])
    out = play(TRAIN, out, "12-4", "central")
    assert TRAIN.ending(out) == Ending(OUT, seats=(0,), scorers=(0,), payers=(1, 2), points=13)
    assert TRAIN.placings(out) == (1, 2, 2)
    assert TRAIN.standing(out) == (1, 2, 3)  # 2 pips before 11
    stuck = train([["2-3", "0-1"], ["5-5"], ["6-6"], ["4-6"]], [["12-2"], [], [], [], []])
    stuck = play(TRAIN, stuck, "2-3", "central")
    assert TRAIN.ending(stuck) == Ending(BLOCKED, scorers=(0,), payers=(1, 2, 3), points=32)
    assert TRAIN.standing(stuck) == (1, 2, 3, 2)  # 10, 12 and 10 pips: equal, equal place


def test_a_drawn_round_places_its_winners_together_whatever_the_others_hold():
    state = train([["2-3", "0-2"], ["1-1"], ["6-6"]], [["12-2"], [], [], []])
    state = play(TRAIN, state, "2-3", "central")  # 2 pips and 2: equal lowest, nobody scores
    assert TRAIN.ending(state) == Ending(BLOCKED)
    assert TRAIN.standing(state) == TRAIN.placings(state) == (1, 1, 1)


def test_resigning_ends_a_game_of_two_sides_but_not_one_of_three():
    state = BLOCK.resign(dealt("block", 2, []), 1)
    assert BLOCK.ending(state) == Ending(RESIGNED, seats=(1,))
    three = TRAIN.resign(dealt("train", 3, []), 1)
    assert TRAIN.ending(three) is None
    assert TRAIN.ending(TRAIN.resign(three, 0)) == Ending(RESIGNED, seats=(0,))
