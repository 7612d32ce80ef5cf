"""A game's complete record (what /game record exports) and its verification (/game verify).

The record is everything needed to check a game's chance with rules/fairness.py: seats,
options, every action in order with its time, each chance action's draws and counter range,
the commitment and client seed, and once the game is over the server seed. A daily
challenge's attempt has the day's commitment instead, and its secret once the day is over
(rules/fairness.py: chance by key; backgammon's position of the day, which verify has the
engine find anew from that secret). While a game with hidden information runs (domino hands,
the stock), its chance actions are left out: the record shows no more than the board does.
"""

from __future__ import annotations

import json
from typing import Any

import discord

from bot import table_options, texts
from bot.engine_process import EngineError, EngineUnavailable
from bot.game import Snapshot
from bot.i18n import t
from bot.models import LIVE_STATUSES, LoggedAction
from rules import fairness
from rules.base import TAKE_BACK

HIDDEN = {"type": "hidden"}  # a chance action shown once the game is over


def build(snap: Snapshot, log: list[LoggedAction], revealed: bool | None = None) -> dict[str, Any]:
    """`revealed`: whether the secret of its chance may be shown (None: as its occasion says
    now, bot/occasion.py: once the game is over, a daily attempt's once its day is)."""
    game = snap.game
    over = game.status not in LIVE_STATUSES
    secret = snap.rules.hidden_information and not over
    actions, counter = [], 0
    for entry in log:
        item: dict[str, Any] = {
            "seq": entry.seq,
            "seat": entry.seat,
            "kind": entry.kind,
            "time": entry.created_at.isoformat(),
        }
        draws = json.loads(entry.draws) if entry.draws else None
        if entry.kind == "chance" and secret:
            item["action"] = HIDDEN
        else:
            item["action"] = json.loads(entry.action)
            if draws is not None:
                item["draws"] = draws
                item["counter"] = [counter, counter + len(draws)]
        if entry.kind == TAKE_BACK:  # the chance goes back to before the entries it undid
            counter = item["action"].get("rewind", counter)
        counter += len(draws or ())
        actions.append(item)
    record: dict[str, Any] = {
        "game": game.id,
        "name": game.game,
        "family": game.family,
        "status": game.status,
        "options": table_options.saved_for_rules(game.options),  # what replays need
        "seats": [
            {"seat": s.seat, "name": s.name, "user_id": s.user_id, "computer": s.computer}
            for s in snap.seats
        ],
        "actions": actions,
        "fair": None,
    }
    if game.server_seed is not None:
        shown = snap.occasion.revealed(snap) if revealed is None else revealed
        record["fair"] = snap.occasion.record_fair(snap, shown)
    return record


def summary(snap: Snapshot, record: dict[str, Any], lang: str) -> discord.Embed:
    """The record in a few lines (the JSON file beside it has everything)."""
    game = snap.game
    chance = [a for a in record["actions"] if "draws" in a]
    lines = [
        t(
            lang,
            "record.players",
            players=", ".join(snap.player_name(s.seat, lang) for s in snap.seats),
        ),
        t(lang, "record.actions", count=len(record["actions"]), chance=len(chance)),
    ]
    fair = record["fair"]
    if fair is None:
        lines.append(t(lang, "record.unverifiable"))
    else:
        lines.append(t(lang, "record.commitment", commitment=fair["commitment"]))
        daily = "day" in fair  # a daily attempt: the day's secret, keyed by its challenge
        if daily:
            lines.append(t(lang, "record.challenge", day=fair["day"], challenge=fair["challenge"]))
        else:
            seed = str(fair.get("client_seed") or "—")
            lines.append(t(lang, "record.client_seed", seed=seed))
        if revealed(fair):
            key = "record.day_secret" if daily else "record.server_seed"
            lines.append(t(lang, key, seed=revealed(fair)))
        else:
            lines.append(t(lang, "record.sealed_day" if daily else "record.sealed"))
    title = f"{texts.game_name(game.game, lang)} · {t(lang, 'board.game_number', id=str(game.id))}"
    return discord.Embed(title=title, description="\n".join(lines), colour=0x5865F2)


async def verdict(snap: Snapshot, record: dict[str, Any], lang: str) -> str:
    """/game verify's answer: what matches, or exactly what does not. A daily position is
    found anew from the revealed secret (by the family's engine: a few hundred ms at most)."""
    fair = record["fair"]
    if fair is None:
        return t(lang, "record.unverifiable")
    if not revealed(fair):
        return t(lang, "verify.sealed_day" if "day" in fair else "verify.running")
    unchecked = False
    try:
        position = await snap.occasion.derived_position(record)
    except (EngineError, EngineUnavailable):  # the chance is checked all the same
        position, unchecked = None, True
    result = fairness.verify(record, position)
    if not result.ok:
        problems = "\n".join(f"- {p}" for p in result.problems[:10])
        return t(lang, "verify.failed", problems=problems)
    said = []
    if result.throws or result.shuffles or not result.positions:  # a position throws nothing
        said.append(t(lang, "verify.ok", throws=result.throws, shuffles=result.shuffles))
    if result.positions:
        said.append(t(lang, "verify.position"))
    if unchecked:
        said.append(t(lang, "verify.position_unchecked"))
    return "\n".join(said)


def revealed(fair: dict[str, Any]) -> str | None:
    """The secret the record's chance comes from, once it may be shown."""
    return fair.get("server_seed") or fair.get("day_secret")
