"""`python -m tests.bot.engine_game DATABASE_URL`: one backgammon game against the computer,
from the lobby to its end, with a hint at every turn of the person, through the engine service
as the bot runs it; prints a JSON line with what the test checks (a fresh interpreter, so that
sys.modules shows whether this process ever imported gnubg)."""

from __future__ import annotations

import asyncio
import json
import sys

from bot import db
from bot.computers import ComputerPlayers
from bot.game import Place, Player
from bot.sessions import GameService
from cogs.backgammon.board import BackgammonBoard
from cogs.backgammon.engine import BackgammonEngine
from rules.base import SeededChance
from tests.conftest import backgammon_with

ALICE = Player(101, "Alice", "en")


async def play(url: str) -> dict:
    engine = BackgammonEngine()
    await engine.start()
    asked = []  # the requests the engine process answered
    ask = engine.call

    async def counted(name, *args, **options):
        asked.append(name)
        return await ask(name, *args, **options)

    engine.call = counted
    database = db.create_engine(url)
    await db.upgrade(database)
    computers = ComputerPlayers(backgammon_with(engine))
    service = GameService(database, SeededChance(5), computers=computers)
    board = BackgammonBoard(engine)
    snap = await service.create(Place(1, 2), ALICE, "backgammon", {})
    snap = await service.add_computer(snap.game.id, ALICE)
    snap = await service.start(snap.game.id, ALICE)
    hints = 0
    while snap.game.status == "active":
        if snap.state.phase in ("roll", "move", "cube"):
            await board.private(snap, 0, "en", "hint")
            hints += 1
        action = snap.rules.legal_actions(snap.state)[0]  # roll, take, accept, the first move
        snap = await service.act(snap.game.id, snap.game.version, ALICE, action)
    await board.prepare(snap)  # the end's analysis, kept: no second one
    record = engine.known(snap.game.id, len(snap.state.games))
    await engine.close()
    await database.dispose()
    return {
        "hints": hints,
        "computer_moves": sum(entry.kind == "computer" for entry in snap.history),
        "analysed": record is not None and record.analysed,
        "analyses": asked.count("analyse"),
        "gnubg_imported": "gnubg" in sys.modules,
    }


if __name__ == "__main__":
    print(json.dumps(asyncio.run(play(sys.argv[1]))))
