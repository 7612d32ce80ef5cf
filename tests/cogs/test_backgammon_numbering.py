"""Every move shown names the points by the numbers the picture prints there (issue 48): the
picture stays numbered from the first seat's side, so the second seat's moves, steps, hints and
last move are numbered from that side too; typed moves are taken in either numbering, and the
record keeps standard notation."""

from __future__ import annotations

import contextlib
import json
import re
from types import SimpleNamespace

import pytest

from bot.frame import render
from bot.game import GameError, Player
from bot.models import LoggedAction, utcnow
from cogs.backgammon import BackgammonCog, board_image, coach, numbering
from cogs.backgammon.board import BackgammonBoard
from cogs.backgammon.engine import BackgammonEngine
from rules.backgammon import BACKGAMMON, mover_position
from rules.backgammon.record import replay, to_mat
from rules.backgammon.state import State
from rules.base import IllegalAction, resolve_options
from tests.bot.interactions import Interaction
from tests.cogs.test_backgammon_board import (
    Told,
    edge,
    near,
    new,
    picture_of,
    snapshot,
    throw,
)
from tests.support.saved_games import by_action

BOARD = BackgammonBoard(BackgammonEngine())  # drawing needs no engine: never started
# What the picture prints by each of its points (drawn from the first seat's side).
PRINTED = {board_image.label(point): point for point in range(1, 25)}
_STOP = re.compile(r"bar|off|\(\d+\)|\d+")


def bobs_turn(**options) -> State:
    """Eva (the first seat) has played 6-1 as 13/7 8/7; Petr, the second, is to play 5-4."""
    state = new(throw(6, 1), opening="standard", **options)
    state = BACKGAMMON.apply(state, {"type": "move", "move": "13/7 8/7"})
    return BACKGAMMON.apply(BACKGAMMON.apply(state, {"type": "roll"}), throw(5, 4))


def where(stop: int | str, seat: int) -> int | str:
    """Where the picture draws `seat`'s point (the rules' numbering: his own side, bar 25, off
    0): the second seat's n is the first seat's 25 - n, as the picture's position holds it."""
    if stop in ("bar", "off", 0, 25):
        return {0: "off", 25: "bar"}.get(stop, stop)
    return int(stop) if seat == 0 else 25 - int(stop)


def skeleton(text: str) -> str:
    return _STOP.sub("#", text)


def printed_points(label: str, notation: str, seat: int) -> list[int | str]:
    """The points `label` names, each checked against the picture: the one the rules'
    `notation` means, by the number printed there (bar and off by name: the picture prints no
    number by them). Returns the picture's points named."""
    assert skeleton(label) == skeleton(notation), (label, notation)
    named = []
    for shown, meant in zip(_STOP.findall(label), _STOP.findall(notation), strict=True):
        if meant.startswith("("):  # a count of checkers, not a point
            assert shown == meant
            continue
        place = where(meant, seat)
        if place in ("bar", "off"):
            assert shown == place, (label, notation)
        else:
            assert PRINTED.get(shown) == place, (label, notation)
        named.append(place)
    return named


def test_the_second_seat_is_offered_his_moves_numbered_as_the_picture_prints_them():
    state = bobs_turn()
    snap = snapshot(state)
    view = BACKGAMMON.view(state, 1)
    drawn = render(BOARD, snap, "en", ui="6")  # he picked his 6-point's checker
    image = picture_of(drawn)
    # Every whole move: its label names the points its value (the rules' move) leaves and
    # reaches, by the numbers printed there (the select of a board where nothing is picked).
    [play] = by_action(render(BOARD, snap, "en"), "play")
    assert {option.value for option in play.options} == set(view["moves"])
    for option in play.options:
        printed_points(option.label, option.value, 1)
    # Every checker he may pick: on the point printed in its label, one of his (blue) there.
    [pick] = by_action(drawn, "pick")
    blue = board_image.CHECKERS[1]
    *checkers, whole = pick.options  # and the way back to the whole moves
    assert whole.value == "whole"
    for option, entry in zip(checkers, view["movable"], strict=True):
        meant = f"{entry['from']}/{'/'.join(str(target) for target in entry['to'])}"
        assert option.label.startswith("From ")
        label = option.label.removeprefix("From ").replace(" → ", "/").replace(", ", "/")
        start, *_ = printed_points(label, meant, 1)
        assert near(image.getpixel(board_image.slot(start, 0)), blue)
    # The picked checker's destinations: the buttons name the points the picture outlines.
    steps = by_action(drawn, "step")
    assert steps
    for button in steps:
        meant = button.custom_id.split(":")[4].replace("-", "/")
        _, target = printed_points(button.label.replace(" → ", "/"), meant, 1)
        assert near(image.getpixel(edge(target)), board_image.STEP)
    # The steps so far.
    stepped = BACKGAMMON.apply(state, {"type": "step", "from": 6, "to": 2})
    [line] = [
        x for x in render(BOARD, snapshot(stepped), "en").blocks[0].splitlines() if "Steps" in x
    ]
    partial = BACKGAMMON.view(stepped, 1)["partial"]
    assert printed_points(line.removeprefix("Steps so far: ").rstrip("."), partial, 1) == [19, 23]


async def test_the_second_seats_hint_is_numbered_as_the_picture():
    state = bobs_turn(hints="on")
    ranked = [(move, -0.1 * rank) for rank, move in enumerate(BACKGAMMON.view(state, 1)["moves"])]
    hint = await coach.hint(Told(ranked), state, "en")
    lines = hint.blocks[0].splitlines()
    assert len(lines) == coach.TOP_MOVES
    for line, (move, _) in zip(lines, ranked, strict=False):
        printed_points(line.split("`")[1], move, 1)


def test_the_second_seats_last_move_and_the_tutors_word_are_numbered_as_the_picture():
    moved = BACKGAMMON.apply(bobs_turn(), {"type": "move", "move": "13/8 6/2"})
    note = {"skill": "bad", "chosen": "13/8 6/2", "best": "24/20 13/8", "dice": [5, 4]}
    tutor = LoggedAction(1, 1 << 30, 1, "tutor", json.dumps({**note, "loss": 0.1}), None, utcnow())
    snap = snapshot(moved)
    snap.recent.append(tutor)
    drawn = render(BOARD, snap, "en")
    last, said = drawn.blocks[0].splitlines()[:2]
    assert last.startswith("🎲 Petr: 5-4 · ")
    reached = printed_points(last.split("**")[1], moved.last_turn["move"], 1)
    assert reached == [12, 17, 19, 23]
    image = picture_of(drawn)
    for point in (17, 23):  # the points the move reached, outlined on the picture
        assert near(image.getpixel(edge(point)), board_image.MARK)
    # The tutor's word on the move on the line above: what it lost, and the better move.
    [best] = re.fullmatch(r"🎓 Bad move: loses 0.100; better (.+)", said).groups()
    printed_points(best, note["best"], 1)
    # In his own view (🎓), the move too.
    [alone] = coach.tutor_view(snap, "en").blocks
    chosen, best = re.fullmatch(
        r"🎓 Bad move \(Petr\): (.+) \(5-4\) loses 0.100; better (.+)", alone
    ).groups()
    printed_points(chosen, note["chosen"], 1)
    printed_points(best, note["best"], 1)


def test_the_first_seats_moves_are_his_own_standard_notation():
    state = new(throw(6, 1), opening="standard")
    drawn = render(BOARD, snapshot(state), "en", ui="13")
    [play] = by_action(render(BOARD, snapshot(state), "en"), "play")
    assert all(option.label == option.value for option in play.options)
    assert [b.label for b in by_action(drawn, "step")] == ["13 → 7"]
    moved = BACKGAMMON.apply(bobs_turn(), {"type": "move", "move": "13/8 6/2"})
    assert "**13/7 8/7**" in render(BOARD, snapshot(bobs_turn()), "en").blocks[0]
    assert moved.last_turn["move"] == "13/8 6/2"  # the rules, log and record: standard


@pytest.mark.parametrize(
    ("typed", "played"),
    [
        ("12/17 19/23", "13/8 6/2"),  # as the board numbers his points
        ("19/23 12/17", "6/2 13/8"),
        ("1/10", "24/15"),
        ("13/8 6/2", "13/8 6/2"),  # standard notation, his own side
        ("24/15", "24/15"),
    ],
)
def test_a_typed_move_is_taken_as_the_board_numbers_the_points_or_in_standard(typed, played):
    state = bobs_turn()
    as_standard = numbering.typed(mover_position(state), state.dice, typed, 1)
    assert as_standard == played
    BACKGAMMON.apply(state, {"type": "move", "move": as_standard})  # a legal move


def test_a_typed_move_neither_way_legal_is_refused_with_examples_as_the_board_numbers():
    state = bobs_turn()
    with pytest.raises(IllegalAction) as refused:
        numbering.typed(mover_position(state), state.dice, "19/22 19/24", 1)
    assert refused.value.key == "backgammon.illegal_move"
    assert refused.value.params["move"] == "19/22 19/24"
    examples = re.findall(r"`([^`]+)`", refused.value.params["examples"])
    legal = BACKGAMMON.view(state, 1)["moves"]
    assert examples and set(examples) <= {numbering.shown(move, 1) for move in legal}
    assert numbering.shown("13/8 6/2", 1) == "12/17 19/23"
    # The first seat's numbering is the picture's: his moves go to the rules as typed.
    first = new(throw(6, 1), opening="standard")
    assert numbering.typed(mover_position(first), first.dice, "anything", 0) == "anything"


def test_the_record_keeps_standard_notation():
    """The second seat's move typed as the board numbers it goes to the rules, the log and the
    .mat file in standard notation (each player's points from his own side)."""
    state = bobs_turn()
    typed = numbering.typed(mover_position(state), state.dice, "12/17 19/23", 1)
    log = [
        (None, "chance", throw(6, 1)),
        (0, "play", {"type": "move", "move": "13/7 8/7"}),
        (1, "play", {"type": "roll"}),
        (None, "chance", throw(5, 4)),
        (1, "play", {"type": "move", "move": typed}),
    ]
    options = resolve_options(BACKGAMMON.options, {"opening": "standard"})
    mat = to_mat(replay(options, log, analyse=False), ("Eva", "Petr"))
    assert re.search(r"61: 13/7 8/7 +54: 13/8 6/2", mat), mat


class Bot:
    """Just enough of the bot for /backgammon move: the game in the channel, and what the
    controller is asked to play or to refuse."""

    def __init__(self, snap) -> None:
        self.snap, self.played, self.refused = snap, [], []
        self.families = SimpleNamespace(engine=lambda name: None)
        self.service = SimpleNamespace(live_game=self._live_game)
        self.controller = SimpleNamespace(act=self._act, errors=self._errors)

    async def _live_game(self, channel_id):
        return self.snap

    async def _act(self, interaction, action) -> None:
        self.played.append(action)

    @contextlib.asynccontextmanager
    async def _errors(self, interaction):
        try:
            yield
        except GameError as error:
            self.refused.append((error.key, error.params))


@pytest.mark.parametrize(
    ("typed", "played"), [("12/17 19/23", "13/8 6/2"), ("13/8 6/2", "13/8 6/2")]
)
async def test_backgammon_move_plays_the_second_seats_move_as_the_board_numbers_it(typed, played):
    bot = Bot(snapshot(bobs_turn()))
    cog = BackgammonCog(bot)
    await cog.move.callback(cog, Interaction(Player(101, "Petr")), typed)
    assert (bot.played, bot.refused) == ([{"type": "move", "move": played}], [])


async def test_backgammon_move_refuses_the_second_seat_a_move_neither_way_legal():
    bot = Bot(snapshot(bobs_turn()))
    cog = BackgammonCog(bot)
    await cog.move.callback(cog, Interaction(Player(101, "Petr")), "19/22 19/24")
    [(key, params)] = bot.refused
    assert not bot.played and key == "backgammon.illegal_move"
    assert params["move"] == "19/22 19/24" and "`12/21`" in params["examples"]
    # The first seat's move goes to the rules as typed, and so does one out of turn.
    for user in (100, 101):
        bot = Bot(snapshot(new(throw(6, 1), opening="standard")))
        cog = BackgammonCog(bot)
        await cog.move.callback(cog, Interaction(Player(user, "Eva")), "13/7 8/7x")
        assert bot.played == [{"type": "move", "move": "13/7 8/7x"}]
