"""/game mine: a member's running games on the server, each with its place, whose turn it is
and a link to its board."""

from __future__ import annotations

import discord

from bot.game import Snapshot
from bot.i18n import numbered_game, t
from bot.sessions import GameService


async def my_games(service: GameService, guild_id: int, user_id: int, lang: str) -> discord.Embed:
    games = await service.games_of(guild_id, user_id)
    lines = [_line(snap, user_id, lang) for snap in games]
    embed = discord.Embed(title=t(lang, "mine.title"), colour=0x5865F2)
    embed.description = "\n".join(lines) or t(lang, "mine.none")
    return embed


def _line(snap: Snapshot, user_id: int, lang: str) -> str:
    game = snap.game
    seat = snap.to_move
    if game.status == "lobby":
        state = t(lang, "mine.lobby")
    elif seat is not None and snap.seats[seat].user_id == user_id:
        state = t(lang, "mine.your_turn", deadline=f"<t:{int(snap.deadline().timestamp())}:R>")
    else:
        player = snap.player_name(seat, lang) if seat is not None else "—"
        state = t(lang, "mine.turn_of", player=player)
    return t(
        lang,
        "mine.row",
        game=f"**{numbered_game(game.game, game.id, lang)}**",
        channel=snap.place.mention,
        state=state,
        link=snap.board_link(),
    )
