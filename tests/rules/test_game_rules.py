"""rules.base.GameRules, the base class of every game's rules: the contract, the shared check of
the number of players (with every parameter each family's message uses) and the defaults of the
optional hooks."""

from __future__ import annotations

from pathlib import Path
from typing import Any, Protocol

import pytest
from fluent.runtime import FluentBundle, FluentResource

from bot.i18n import refusal_params
from rules.backgammon.game import Backgammon
from rules.base import GameRules, IllegalAction, SeededChance
from rules.registry import GAMES

LOCALES = Path(__file__).resolve().parents[2] / "bot" / "locales"
LANGUAGES = sorted(path.name for path in LOCALES.iterdir() if path.is_dir())
HOOKS = ("check_options", "computer_name", "simple_computer_action", "take_back", "log_stats")

# family: (a game, a number of players it is not for, the refusal's English reason, its
# parameters, the family's message in English)
REFUSALS = {
    "dice": (
        "sequence",
        9,
        "sequence is for 1 to 8 players.",
        {"game": "sequence", "counts": (1, 2, 3, 4, 5, 6, 7, 8), "minimum": 1, "maximum": 8},
        "This game is for 1 to 8 players.",
    ),
    "yahtzee": (
        "general",
        0,
        "general is for 1 to 8 players.",
        {"game": "general", "counts": (1, 2, 3, 4, 5, 6, 7, 8), "minimum": 1, "maximum": 8},
        "This game is for 1 to 8 players.",
    ),
    "domino": (
        "block",
        3,
        "block is for 2 or 4 players.",
        {"game": "block", "counts": (2, 4), "minimum": 2, "maximum": 4},
        "Block Dominoes is played by 2 or 4 players.",
    ),
    "backgammon": (
        "backgammon",
        1,
        "backgammon is for exactly 2 players.",
        {"game": "backgammon", "counts": (2,), "minimum": 2, "maximum": 2},
        "Backgammon is for exactly 2 players.",
    ),
}


def message(lang: str, family: str, key: str, params: dict[str, Any]) -> str:
    """The family's catalog message `key` in `lang`, with the parameters as the bot says them
    (`bot.i18n.refusal_params`: the game's name, the counts as "2 or 4")."""
    bundle = FluentBundle([lang], use_isolating=False)
    bundle.add_resource(FluentResource((LOCALES / lang / f"{family}.ftl").read_text("utf-8")))
    message_id = key.replace(".", "-")
    assert bundle.has_message(message_id), (lang, key)
    said = refusal_params(lang, params)
    text, errors = bundle.format_pattern(bundle.get_message(message_id).value, said)
    assert errors == [], (lang, key, errors)
    return text


def test_every_game_s_rules_inherit_the_base_class():
    assert Protocol not in GameRules.__mro__
    assert all(isinstance(game, GameRules) for game in GAMES.values())
    # Where a computer runs (backgammon's engine process) is the bot's family declaration.
    assert not any(hasattr(game, "native_engine") for game in GAMES.values())


@pytest.mark.parametrize("family", sorted(REFUSALS))
def test_a_number_of_players_the_game_is_not_for_is_refused(family):
    game_id, players, reason, params, english = REFUSALS[family]
    game = GAMES[game_id]
    for allowed in game.player_counts():
        game.check_players(allowed)
    with pytest.raises(IllegalAction) as refused:
        game.new_game({}, players)  # new_game checks the players before the options
    assert refused.value.reason == reason
    assert refused.value.key == f"{family}.player_count"
    assert refused.value.params == params
    assert message("en", family, refused.value.key, refused.value.params) == english
    for lang in LANGUAGES:  # every language's message finds every variable it uses
        message(lang, family, refused.value.key, refused.value.params)


class Bare(GameRules):
    """A game with no hooks of its own."""

    id = "bare"
    family = "bare"
    hidden_information = False
    min_players = 2
    max_players = 4

    def computer_action(self, state: Any, source: Any) -> dict[str, Any]:
        return {"type": "chosen", "state": state}


def test_the_default_hooks():
    game = Bare()
    assert game.options == ()
    assert game.player_counts() == (2, 3, 4)
    assert game.check_options({"anything": 1}) is None
    assert game.computer_name({}) is None  # the bot's "🤖 Computer N"
    assert game.simple_computer_action(7, SeededChance(1)) == {"type": "chosen", "state": 7}
    with pytest.raises(IllegalAction) as refused:
        game.take_back({}, 2, [(0, "play", {"type": "chosen"})], 0)
    assert refused.value.key == "take_back.rated" and refused.value.reason
    assert game.log_stats({}, 3, []) == [{}, {}, {}]
    with pytest.raises(IllegalAction) as refused:
        game.check_players(5)
    assert refused.value.key == "bare.player_count"
    assert refused.value.reason == "bare is for 2 to 4 players."


@pytest.mark.parametrize(
    ("method", "args"),
    [
        ("new_game", ({}, 2)),
        ("chance_action", (None, None)),
        ("to_move", (None,)),
        ("legal_actions", (None,)),
        ("apply", (None, {})),
        ("resign", (None, 0)),
        ("is_over", (None,)),
        ("result", (None,)),
        ("view", (None, None)),
        ("to_json", (None,)),
        ("from_json", ({},)),
    ],
)
def test_the_contract_s_methods_are_each_game_s_own(method, args):
    with pytest.raises(NotImplementedError):
        getattr(Bare(), method)(*args)
    assert all(
        getattr(type(game), method) is not getattr(GameRules, method) for game in GAMES.values()
    )


def test_only_backgammon_has_hooks_of_its_own_but_log_stats_of_the_games_with_a_story():
    for game in GAMES.values():
        own = {hook for hook in HOOKS if getattr(type(game), hook) is not getattr(GameRules, hook)}
        if isinstance(game, Backgammon):
            assert own == set(HOOKS)
        elif game.family in ("yahtzee", "dice"):  # (rules/story.py)
            assert own == {"log_stats"}
        else:
            assert own == set()
            assert game.log_stats({}, 2, []) == [{}, {}]
