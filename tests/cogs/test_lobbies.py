"""Every lobby fits a phone and shows what applies to the seats as they are: each game's lobby
with its host alone, with a computer beside him and full of people, every option at its
longest words, in English, Czech and Polish, is at most 650 px tall; a full table offers
neither Join nor Add computer; a computer's options (its level, the tutor and hints on
"auto") are listed only while one may sit or once one does, and turn pings only once two
people do."""

from __future__ import annotations

import json

import pytest

from bot import table_options
from bot.frame import option_line, render
from cogs.backgammon.board import BackgammonBoard
from cogs.backgammon.engine import BackgammonEngine
from rules import registry
from rules.base import IllegalAction
from tests.support.phone import show
from tests.support.phone_games import BOARDS, MEMBERS, NAMES, PHONE_SCREEN
from tests.support.saved_games import by_action, saved_game, text

LANGUAGES = ("en", "cs", "pl")
BOARDS_OF = {**BOARDS, "backgammon": BackgammonBoard(BackgammonEngine())}  # (never started)


def longest_options(game_id: str, lang: str) -> dict:
    """Every option at the value whose words are the longest (numbers at their maximum)."""
    rules = registry.get(game_id)
    chosen = {}
    for spec in table_options.specs(rules):
        if spec.choices:
            words = {c: option_line(rules.family, spec.name, c, lang) for c in spec.choices}
            chosen[spec.name] = max(spec.choices, key=lambda c: len(words[c]))
        elif spec.maximum is not None:
            chosen[spec.name] = spec.maximum
    resolved = table_options.resolve(rules, chosen)
    try:
        rules.check_options(table_options.for_rules(resolved))
    except IllegalAction:  # a combination the game refuses (backgammon: doubles in a match)
        resolved["auto_doubles"] = 0
        rules.check_options(table_options.for_rules(resolved))
    return resolved


def lobby(game_id: str, seats: int, computers: int, options: dict):
    names = [*NAMES[: seats - computers], *(f"Computer {n + 1}" for n in range(computers))]
    return saved_game(
        game_id,
        None,
        names,
        computers=range(seats - computers, seats),
        status="lobby",
        options=json.dumps(options),
        server_seed="ab" * 32,
    )


def tables(game_id: str):
    """The host alone, the host beside a computer (where a table seats two), a full table."""
    rules = registry.get(game_id)
    yield "alone", 1, 0
    if rules.max_players > 1:
        yield "with a computer", 2, 1
        yield "full", rules.max_players, 0


GAMES = sorted(registry.GAMES)


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("game_id", GAMES)
def test_every_lobby_fits_a_phone_and_a_full_one_offers_no_seat(game_id, lang):
    rules = registry.get(game_id)
    board = BOARDS_OF[rules.family]
    options = longest_options(game_id, lang)
    for what, seats, computers in tables(game_id):
        drawn = render(board, lobby(game_id, seats, computers, options), lang)
        height = show(drawn, MEMBERS).height
        assert height <= PHONE_SCREEN, (what, height)
        if seats == rules.max_players:
            assert not by_action(drawn, "join") and not by_action(drawn, "computer"), what


def test_a_backgammon_lobby_lists_the_computers_options_only_once_it_sits():
    board = BOARDS_OF["backgammon"]
    options = table_options.resolve(registry.get("backgammon"), {"level": "beginner"})
    people = text(render(board, lobby("backgammon", 2, 0, options), "en"))
    assert "level" not in people and "Tutor" not in people and "Hints" not in people
    assert by_action(render(board, lobby("backgammon", 2, 0, options), "en"), "option")
    computer = render(board, lobby("backgammon", 2, 1, options), "en")
    assert "Tutor: On" in text(computer) and "Hints: ✅" in text(computer)
    assert "Beginner" in text(computer)  # in the computer's seat, not as an option line
    assert "level" not in text(computer)
    assert not by_action(computer, "option")  # turn pings: nobody waits for a computer


def test_turn_pings_are_offered_once_two_people_sit_whatever_their_value():
    board = BOARDS_OF["dice"]
    for ping in (True, False):
        options = table_options.resolve(registry.get("sequence"), {"ping": ping})
        alone = render(board, lobby("sequence", 1, 0, options), "en")
        assert not by_action(alone, "option") and "Turn pings" not in text(alone)
        two = render(board, lobby("sequence", 2, 0, options), "en")
        assert [item.label for item in by_action(two, "option")] == [
            f"Turn pings: {'✅' if ping else '❌'}"
        ]
