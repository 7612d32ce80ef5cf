"""A tournament's messages as a phone shows them (tests/support/phone.py), in en/cs/pl: the
sign-up of a big field, the board while a round is played (the standings, or the bracket) and
at the end (the champion and the podium), and a round's line — each one phone screen, its
picture's text legible. The tournaments are played out by their format on made-up results."""

from __future__ import annotations

import re

import pytest

from bot.i18n import t
from bot.tournaments import view as tournament_view
from bot.tournaments.service import FINISHED, RUNNING
from tests.support import phone
from tests.support.tournaments import BOARDS, played

PHONE_SCREEN, SMALLEST_TEXT = 650, 12


@pytest.mark.parametrize("lang", ["en", "cs", "pl"])
@pytest.mark.parametrize("name", list(BOARDS))
def test_a_tournament_board_is_one_phone_screen(name, lang):
    state = BOARDS[name]()
    shown = phone.show(tournament_view.board(state, lang))
    assert shown.height <= PHONE_SCREEN, (name, lang, shown.height)
    assert shown.smallest_text is None or shown.smallest_text >= SMALLEST_TEXT


@pytest.mark.parametrize("lang", ["en", "cs", "pl"])
def test_a_rounds_line_lists_its_games(lang):
    """Each game once, by its players (a link to its thread, not the thread's name after
    them): those in play first; of a round of 32, the first ROUND_LINES and a count."""
    state = played("swiss", "backgammon", 16, 3, RUNNING)
    line = tournament_view.round_line(state, 3, lang)
    shown = phone.show(line)
    assert shown.height <= PHONE_SCREEN
    lines = line.blocks[0].split("\n")
    assert [line[0] for line in lines] == ["⏳"] * 4 + ["✅"] * 4  # half of its eight played
    threads = {table.thread_id for table in state.round_tables(3)}
    linked = [re.search(r"\]\(https://discord.com/channels/\d+/(\d+)\)$", line) for line in lines]
    assert {int(link[1]) for link in linked} == threads and "<#" not in line.blocks[0]
    picker = line.view().to_components()[0]["components"][-1]["components"][0]
    done = {table.game_id for table in state.round_tables(3) if table.done}
    assert {int(option["value"]) for option in picker["options"]} == done  # to replay
    big = played("swiss", "backgammon", 64, 3, RUNNING)
    line = tournament_view.round_line(big, 3, lang)
    lines = line.blocks[0].split("\n")
    assert len(lines) == tournament_view.ROUND_LINES + 1 and lines[0].startswith("⏳")
    assert lines[-1] == t(lang, "tournament.more", n=32 - tournament_view.ROUND_LINES)
    assert phone.show(line).height <= PHONE_SCREEN


def test_the_final_board_names_the_champion_and_the_podium():
    state = played("knockout", "backgammon", 8, 3, FINISHED)
    layout = tournament_view.board(state, "en")
    said = "\n".join(layout.blocks)
    champion = state.standings()[0].entrant
    assert f"**{tournament_view.entrant_name(state, champion, 'en')}** wins" in said
    assert "🏆" in said and all(medal in said for medal in ("🥈", "🥉"))


@pytest.mark.parametrize("lang", ["en", "cs", "pl"])
def test_the_standings_say_what_their_tie_break_columns_are(lang):
    """ "Pts Bh SB" over the columns, and under the title what Bh and SB are."""
    swiss = tournament_view.standings_view(played("swiss", "backgammon", 16, 3, RUNNING), lang)
    assert swiss.columns[1:] == ("Bh", "SB")
    assert swiss.subtitle == "Bh: Buchholz · SB: Sonneborn-Berger"
    robin = tournament_view.standings_view(played("round_robin", "kosci", 6, 5, FINISHED), lang)
    assert "SB: Sonneborn-Berger" in robin.subtitle and len(robin.subtitle.split(" · ")) == 2
