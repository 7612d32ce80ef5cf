"""A tournament's table as an occasion (bot/occasion.py): a game of the round, rated, with no
Play again and no cancel (it ends by play, or at the round's time); a missed turn is played by
the computer at once, and the third in a row forfeits (bot/missed_turns.py); its end saves its
table's outcome with the standings (bot/tournaments/results.py); its thread has no line of its
own (the round's line keeps score); its board's title names the tournament and the round."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import replace
from functools import partial
from typing import Any, NamedTuple

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncConnection, AsyncEngine

from bot import missed_turns, texts
from bot.game import Place, Player, Snapshot
from bot.i18n import t
from bot.models import GameRow, Tournament
from bot.models import TournamentTable as TableRow
from bot.occasion import COMPUTER, Ending, Finish, Occasion
from bot.sessions import GameService
from bot.tournaments import results

TITLE_NAME = 20  # characters of a tournament's name in its games' titles


class Round(NamedTuple):
    """A tournament table's facts (`Snapshot.facts`)."""

    tournament: str
    round: int


class TournamentTable(Occasion):
    rematch = False
    cancel_refusal = "tournament.game_not_cancelled"  # it ends by play, or at the round's time
    thread_line = False
    missed_turn = COMPUTER

    def __init__(self, engine: AsyncEngine) -> None:
        self.engine = engine

    def claims(self, game: GameRow) -> bool:
        return game.tournament_id is not None

    async def loaded(self, snap: Snapshot) -> Snapshot:
        """With its tournament's name and its round, for its board's title (by the game's
        table: tournament_table_of_game)."""
        query = (
            select(Tournament.name, TableRow.round)
            .join(Tournament, Tournament.id == TableRow.tournament_id)
            .where(TableRow.game_id == snap.game.id)
        )
        async with self.engine.connect() as connection:
            row = (await connection.execute(query)).first()
        return snap if row is None else replace(snap, facts=Round(*row))

    def title(self, snap: Snapshot, lang: str) -> str | None:
        """ "Spring cup · Round 2 · #123": the game is the tournament's (its name says which),
        the name shortened to keep the title within two lines of a phone (its thread and round
        line have it whole)."""
        if snap.facts is None:
            return None
        name = snap.facts.tournament
        if len(name) > TITLE_NAME:
            name = name[: TITLE_NAME - 1].rstrip() + "…"
        number = t(lang, "board.game_number", id=str(snap.game.id))
        said = t(lang, "tournament.round", round=snap.facts.round)
        return f"## {texts.literal(name)} · {said} · {number}"

    async def finish(self, ending: Ending) -> Finish:
        """The standings, then the table's outcome, in the same transaction."""
        usual = await ending.standings()
        seats = ending.snap.seats
        forfeits = {
            seat for seat, kind, action in ending.log if missed_turns.is_forfeit(kind, action)
        }
        # The computer decided for a person: the round's time was up.
        adjudicated = any(
            kind == "computer" and not seats[seat].computer for seat, kind, _ in ending.steps
        )
        end = partial(results.record, usual.end, ending.snap, usual.result, forfeits, adjudicated)
        return Finish(end, usual.result, ratings=usual.ratings)


async def open_table(
    service: GameService,
    place: Place,
    players: list[Player | str],
    game_id: str,
    options: dict[str, Any],
    turn_timeout_minutes: int,
    tournament_id: int,
    host_id: int,
    created: Callable[[AsyncConnection, int], Awaitable[None]],
) -> Snapshot:
    """A tournament's game at its place: its players seated in order (a name: a computer
    entrant's, "Computer 5") and started at once; its host is the tournament's. `created`
    runs in the transaction that creates it, given its id (its table is its tournament's
    from the start: a game that ends at once, computers alone, still counts). Its chance is
    seeded by its tournament and place (nobody clicked Start)."""
    resolved = service.check_options(game_id, options)
    columns = {"tournament_id": tournament_id}
    snap = await service.open_game(
        place, game_id, players, resolved, host_id, turn_timeout_minutes, columns, created
    )
    return await service.begin(snap.game.id, f"tournament:{tournament_id}:{place.channel_id}")
