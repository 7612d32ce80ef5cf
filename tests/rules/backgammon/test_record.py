"""A match's record from its action log: the .mat text GNU Backgammon imports back, the JSON
record, and the analysis of each player's decisions."""

from __future__ import annotations

import json
import sys

import pytest

from rules.backgammon import BACKGAMMON as GAME
from rules.backgammon import engine
from rules.backgammon.record import (
    Analysis,
    finished_analyses,
    luck_rating,
    rating,
    replay,
    stats,
    to_json,
    to_mat,
)
from rules.base import SeededChance, resolve_options

NAMES = ("Eva", "Petr")


def computer_match(seed: int, **options) -> tuple[dict, list[tuple[int | None, str, dict]]]:
    """A whole computer match (at plain 0-ply, quick) and its log as the session service keeps
    it."""
    source = SeededChance(seed)
    options = resolve_options(GAME.options, {"level": "expert", **options})
    state = GAME.new_game(options, 2)
    log: list[tuple[int | None, str, dict]] = []
    while True:
        while (chance := GAME.chance_action(state, source)) is not None:
            state = GAME.apply(state, chance)
            log.append((None, "chance", chance))
        if GAME.is_over(state):
            return options, log
        seat = GAME.to_move(state)
        action = GAME.computer_action(state, source)
        state = GAME.apply(state, action)
        log.append((seat, "computer", action))


def test_the_record_lists_every_game_with_its_result() -> None:
    options, log = computer_match(5, match_to=3)
    record = replay(options, log)
    winner = record.games[-1].result["winner"]  # of the last game, and so of the match
    assert (
        sum(game.result["points"] for game in record.games if game.result["winner"] == winner) >= 3
    )
    first = record.games[0]
    assert first.score == (0, 0) and first.actions[0]["type"] == "move"
    data = to_json(record, NAMES)
    assert json.loads(json.dumps(data)) == data
    assert data["analysis"][0]["decisions"] > 10
    # Luck: what the dice gave each player; the winner of a match is rarely the unluckier.
    analysis = record.analysis
    assert min(analysis.rolls) > 10
    assert sum(analysis.luck) != 0 and all(abs(luck) < analysis.rolls[0] for luck in analysis.luck)


def test_gnubg_imports_the_mat_text_back(tmp_path) -> None:
    gnubg = pytest.importorskip("gnubg")
    options, log = computer_match(5, match_to=3)
    record = replay(options, log)
    path = tmp_path / "match.mat"
    path.write_text(to_mat(record, NAMES))
    gnubg.command(f"import mat {path}")
    imported = gnubg.match()
    assert imported["match-info"]["match-length"] == 3
    assert imported["match-info"]["X"]["name"] == "Eva"
    games = imported["games"]
    assert len(games) == len(record.games)
    for theirs, ours in zip(games, record.games, strict=True):
        assert theirs["info"]["points-won"] == ours.result["points"]
        assert theirs["info"]["winner"] == ("X", "O")[ours.result["winner"]]
        moves = [a for a in theirs["game"] if a["action"] == "move"]
        assert len(moves) == sum(a["type"] == "move" for a in ours.actions)


def test_the_computer_plays_without_errors_and_a_random_player_with_many() -> None:
    options, log = computer_match(3)
    record = replay(options, log)
    # Its moves are chosen 1-ply deep and judged at 0-ply: a small disagreement, no blunders.
    assert record.analysis.error_rate(0) < 10 and record.analysis.error_rate(1) < 10
    source = SeededChance(3)
    state = GAME.new_game(options, 2)
    log = []
    while not GAME.is_over(state):
        while (chance := GAME.chance_action(state, source)) is not None:
            state = GAME.apply(state, chance)
            log.append((None, "chance", chance))
        if GAME.is_over(state):
            break
        seat = GAME.to_move(state)
        moves = [a for a in GAME.legal_actions(state) if a["type"] in ("move", "roll", "take")]
        action = GAME.computer_action(state, source) if seat else moves[-1]
        state = GAME.apply(state, action)
        log.append((seat, "play", action))
    record = replay(options, log)
    assert record.analysis.error_rate(0) > 20 > record.analysis.error_rate(1)
    assert rating(record.analysis, 0) < rating(record.analysis, 1)
    game = record.games[0].analysis  # a single game: its figures are the match's
    assert game.decisions == record.analysis.decisions


def test_without_gnubg_the_record_is_kept_but_not_analysed(monkeypatch) -> None:
    monkeypatch.setitem(sys.modules, "gnubg", None)
    engine._gnubg.cache_clear()
    try:
        options, log = computer_match(4)
        record = replay(options, log)
    finally:
        engine._gnubg.cache_clear()
    assert record.games[0].result is not None and record.analysis.error_rate(0) is None
    assert not record.analysed
    assert to_json(record, NAMES)["analysis"][1]["rating"] is None


def test_ratings_follow_gnubgs_error_rate_bands() -> None:
    words = {}
    for rate in (1.9, 4.0, 7.9, 11.0, 17.0, 25.0, 34.0, 40.0):
        analysis = Analysis(loss=[rate / 1000, 0.0], decisions=[1, 0])
        words[rate] = rating(analysis, 0)
    assert list(words.values()) == [7, 6, 5, 4, 3, 2, 1, 0]
    assert rating(Analysis(), 1) is None


def test_luck_ratings_are_gnubgs() -> None:
    gnubg = pytest.importorskip("gnubg")
    for thousandths in range(-150, 151):
        luck = thousandths / 1000
        assert luck_rating(luck) == gnubg.luckrating(luck), luck


def test_the_leaderboard_stats_come_from_the_analysis_and_an_unanalysed_record_has_none() -> None:
    options, log = computer_match(1)
    record = replay(options, log)
    analysis = record.analysis
    assert stats(record) == [
        {
            "luck": analysis.luck[seat] - analysis.luck[1 - seat],  # zero-sum: the two add to 0
            "cost": analysis.loss[seat],
            "error": 1000 * analysis.loss[seat],
            "decisions": analysis.decisions[seat],
            "pr_error": 1000 * analysis.pr_loss[seat],
            "pr_decisions": analysis.pr_decisions[seat],
            "performance": analysis.pr(seat),
        }
        for seat in (0, 1)
    ]
    assert stats(replay(options, log, analyse=False)) == [{}, {}]


def test_a_known_record_keeps_the_analysis_of_its_finished_games() -> None:
    options, log = computer_match(2, match_to=5)
    state, end = GAME.new_game(options, 2), 0
    while not state.games:
        state = GAME.apply(state, log[end][2])
        end += 1
    known = replay(options, log[:end])  # kept from when the first game was over
    full = replay(options, log)
    again = replay(options, log, finished_analyses(known))
    assert len(full.games) > 1 and again.games[0].analysis is known.games[0].analysis
    for seat in (0, 1):
        assert again.analysis.loss[seat] == pytest.approx(full.analysis.loss[seat])
        assert again.analysis.decisions[seat] == full.analysis.decisions[seat]
