"""/rules: a game's rules (or the daily challenge's) as one embed, in the member's language,
with the game's options named as its commands name them."""

from __future__ import annotations

import discord

from bot import texts
from bot.i18n import option_key, t
from rules import registry

DAILY = "daily"  # /rules daily: the daily challenge (its text is a rules text's entry)


def rules_embed(game: str, lang: str) -> discord.Embed:
    family = DAILY if game == DAILY else registry.get(game).family
    embed = discord.Embed(
        title=texts.game_name(game, lang),
        description=texts.rules_text(game, lang, lambda name: t(lang, option_key(family, name))),
        colour=0x5865F2,
    )
    embed.set_footer(text=texts.summary(game, lang))
    return embed
