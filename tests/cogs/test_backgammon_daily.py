"""Backgammon's daily challenge in the bot's words and on the family's board: the decision's
line in en/cs/pl, and the position game (one seat) drawn with the whole-move picker."""

from __future__ import annotations

from datetime import date

import pytest

from bot.daily.view import result_line, result_with_squares, short_result, squares
from bot.frame import render
from cogs.backgammon.board import BackgammonBoard
from cogs.backgammon.daily import make_challenge
from cogs.backgammon.daily_text import decision_text
from cogs.backgammon.engine import BackgammonEngine
from rules.backgammon import BACKGAMMON, legal_notations, starting_position
from rules.backgammon.daily import DAILY, OPTIONS, UNPLAYED, closeness
from rules.daily import Comparison, Decision
from tests.support.saved_games import saved_game, text

BOARD = BackgammonBoard(BackgammonEngine())  # drawing needs no engine: never started
BEST = {"type": "move", "move": "24/18 13/9"}


def test_the_decision_in_words():
    played = Decision(1, {"type": "move", "move": "13/7 8/7"}, BEST, 0.1123)
    assert decision_text(played, "en") == "You played 13/7 8/7; the best move was 24/18 13/9."
    assert decision_text(played, "cs") == "Tvůj tah: 13/7 8/7. Nejlepší byl 24/18 13/9."
    assert decision_text(played, "pl") == "Twój ruch: 13/7 8/7. Najlepszy był 24/18 13/9."


def test_a_position_left_unplayed_in_words():
    unplayed = Decision(1, UNPLAYED, BEST, 0.5)
    assert decision_text(unplayed, "en") == (
        "You left the position unplayed, which counts as its worst move; the best was 24/18 13/9."
    )
    assert "nejlepší byl 24/18 13/9." in decision_text(unplayed, "cs")
    assert "najlepszy był 24/18 13/9." in decision_text(unplayed, "pl")


@pytest.mark.parametrize(
    ("loss", "lang", "result", "short"),
    [
        (
            0.2704,
            "en",
            "Lost to the best move: **0.27** of a game's worth (0 = the best move)",
            "**0.27** lost",
        ),
        (
            0.2704,
            "cs",
            "Ztráta proti nejlepšímu tahu: **0,27** hry (0 = nejlepší tah)",
            "ztráta **0,27**",
        ),
        (
            0.2704,
            "pl",
            "Strata do najlepszego ruchu: **0,27** gry (0 = najlepszy ruch)",
            "strata **0,27**",
        ),
        (
            0.0042,
            "en",
            "Lost to the best move: **0.004** of a game's worth (0 = the best move)",
            "**0.004** lost",
        ),
        (
            0.0,
            "en",
            "Lost to the best move: **0.00** of a game's worth (0 = the best move)",
            "**0.00** lost",
        ),
    ],
)
def test_the_result_says_what_the_move_gave_away_in_games(loss, lang, result, short):
    """In players' words, and never a small loss shown as none."""
    comparison = Comparison(loss, 0.0, (closeness(loss),), None, higher_is_better=False)
    assert result_line(comparison, lang) == result
    assert short_result(comparison, lang) == short


def test_the_share_card_puts_the_one_decisions_square_beside_its_result():
    comparison = Comparison(0.27, 0.0, (closeness(0.27),), None, higher_is_better=False)
    (line,) = result_with_squares(comparison, "en")
    assert line.startswith(squares(comparison) + " Lost to the best move: **0.27**")


def test_the_position_game_is_drawn_with_its_moves_and_no_offer_to_resign():
    options = {**OPTIONS, "position": {"board": list(starting_position()), "dice": [3, 1]}}
    state = BACKGAMMON.new_game(options, 1)
    drawn = render(BOARD, saved_game("backgammon", state, ["Eva"]), "en")
    picker = drawn.controls[0]
    assert sorted(option.value for option in picker.options) == sorted(
        legal_notations(starting_position(), (3, 1))
    )
    assert all(option.description is None for option in picker.options)  # no equity: no hint
    actions = [control.custom_id.split(":")[3] for control in drawn.controls]
    assert actions == ["play", "pick"]
    over = BACKGAMMON.apply(state, {"type": "move", "move": "8/5 6/5"})
    drawn = render(BOARD, saved_game("backgammon", over, ["Eva"], status="finished"), "en")
    assert "Eva: 3-1 · **8/5 6/5**" in text(drawn)
    assert "play" not in [control.custom_id.split(":")[3] for control in drawn.controls]


async def test_the_challenge_is_made_in_the_engine_process_and_plays(backgammon_engine):
    pytest.importorskip("gnubg")
    made = await make_challenge(backgammon_engine, date(2026, 11, 27), bytes(range(32)))
    assert made.game == "backgammon" and made.options["hints"] == "off"
    start = BACKGAMMON.new_game(made.options, 1)
    ranking = made.setup["ranking"]
    assert len(ranking) == len(BACKGAMMON.legal_actions(start))
    worst = [(0, "play", ranking[-1]["action"])]
    comparison = DAILY.compare(BACKGAMMON, made, worst, b"")
    assert comparison.score == round(ranking[0]["equity"] - ranking[-1]["equity"], 4) > 0
    # The attempt's end asks the engine nothing: a position counts nothing in the standings.
    assert await backgammon_engine.log_stats(1, made.options, worst) == [{}]
