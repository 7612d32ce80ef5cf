"""A daily challenge's attempt as an occasion (bot/occasion.py): one member's game at his
private table on the day's chance, drawn by key (rules/fairness.py); it takes no move from its
day's end (the secret is revealed then) and is closed then if unfinished; its end is judged
against perfect play on the same chance and saved with the attempt (never rated); its end
board shows that comparison in place of the family's own review, with the share and the day's
boards in place of Play again; its record names the challenge and the day's secret."""

from __future__ import annotations

from dataclasses import replace
from datetime import date, datetime
from functools import partial
from typing import Any

from sqlalchemy.ext.asyncio import AsyncConnection

from bot.board import Board, BoardParts
from bot.daily import view
from bot.daily.challenges import DailyChallenges, Day, create_attempt, finish_attempt
from bot.frame import COLOURS, fairness_line, short
from bot.game import PRIVATE, Place, Player, Snapshot
from bot.i18n import t
from bot.layout import Layout, subtext
from bot.models import GameRow
from bot.occasion import NOTHING, Ending, Finish, Occasion
from bot.sessions import GameService
from rules import fairness
from rules.base import ChanceSource


class DailyAttempt(Occasion):
    rematch = False
    stopped = "daily.day_over"
    thread_line = False
    anywhere = True  # everyone's to see, whichever server it was played on
    missed_turn = NOTHING  # played alone: nobody waits

    def __init__(self, challenges: DailyChallenges) -> None:
        self.challenges = challenges

    def claims(self, game: GameRow) -> bool:
        return game.daily_day is not None

    def chance(self, game: GameRow) -> ChanceSource:
        """The day's chance, by key: the same throws for everyone who plays the challenge."""
        return fairness.KeyedChance(fairness.challenge_seed(game.server_seed, game.client_seed))

    def moves_end(self, game: GameRow) -> datetime:
        return self.challenges.clock.end(_day(game))

    async def finish(self, ending: Ending) -> Finish:
        """Judged against perfect play on its chance, rated nowhere."""
        comparison = await self.challenges.judge(ending.snap, ending.log)
        return Finish(partial(finish_attempt, ending.snap, comparison), judged=comparison)

    async def loaded(self, snap: Snapshot) -> Snapshot:
        if snap.game.status != "finished":
            return snap
        attempt = await self.challenges.attempt_of(snap)
        return replace(snap, facts=attempt and attempt.comparison)

    def title(self, snap: Snapshot, lang: str) -> str:
        game = snap.game
        challenge = view.game_challenge(game.family, game.game, lang)
        return f"## {t(lang, 'daily.board_title', game=challenge)}"

    def drawn(self, snap: Snapshot) -> Snapshot:
        """Without the whole log: the comparison with perfect play takes the place of the
        family's own review of a finished game, which its board draws only from that log."""
        return replace(snap, history=None)

    def ending(
        self, board: Board, snap: Snapshot, lang: str, title: str, parts: BoardParts, body: str
    ) -> Layout:
        """Its score, the game as it ended, and how it compares with perfect play on the same
        dice; to share, and the day's boards."""
        game, comparison = snap.game, snap.facts
        if comparison is None:  # (judged in the commit that ended it: only a bug leaves none)
            result = snap.rules.result(snap.state)
            headline = f"🏁 **{board.solo_over(snap, result, lang)}**"
        else:
            headline = f"🏁 {view.result_line(comparison, lang)}"
        blocks = [body]
        if comparison is not None:
            costliest = comparison.costliest
            decision = "" if costliest is None else board.daily_words(costliest, lang)
            blocks += view.comparison_blocks(comparison, decision, lang)
        return Layout(
            header=f"{title}\n{headline}",
            accent=COLOURS["finished"],
            picture=parts.picture,
            blocks=[*blocks, subtext(fairness_line(snap, lang))],
            controls=view.ending_controls(game.id, game.family, lang),
        )

    def fairness_line(self, snap: Snapshot, lang: str) -> str:
        """The day's commitment: its secret is revealed when the day is over."""
        commitment = short(fairness.commitment(snap.game.server_seed))
        family, number = snap.game.family, str(snap.game.id)  # its chance: dice, a deal, a position
        return t(lang, "daily.fair", short=commitment, number=number, family=family)

    def revealed(self, snap: Snapshot) -> bool:
        """Once its day is over: no attempt of that day can change any more."""
        return self.challenges.revealed(_day(snap.game))

    def record_fair(self, snap: Snapshot, revealed: bool) -> dict[str, Any]:
        """The day, the challenge (the key of its chance) and the day's commitment."""
        game = snap.game
        return {
            "day": game.daily_day,
            "challenge": game.client_seed,
            "commitment": fairness.commitment(game.server_seed),
            **({"day_secret": game.server_seed} if revealed else {}),
        }

    async def derived_position(self, record: dict[str, Any]) -> dict[str, Any] | None:
        """The position of the day found anew from the revealed secret, by the family's
        engine (rules/fairness.py: backgammon's); None for a challenge its rules make, whose
        start is its game's own. Raises EngineUnavailable or EngineError as the engine does."""
        fair = record["fair"]
        name = fair["challenge"]
        daily = self.challenges.families.daily().get(name)
        if daily is None or daily.make is None:
            return None
        seed = fairness.challenge_seed(fair["day_secret"], name)
        engine = self.challenges.families.engine(name)
        made = await daily.make(engine, date.fromisoformat(fair["day"]), seed)
        return made.options.get("position")


def _day(game: GameRow) -> date:
    return date.fromisoformat(game.daily_day)


async def start_attempt(
    service: GameService,
    guild_id: int,
    player: Player,
    day: Day,
    challenge_name: str,
    global_name: str | None = None,
) -> Snapshot:
    """A member's attempt at the day's challenge: its game at his private table, saved with
    its attempt's row in one transaction (refused: he has one of this challenge today, on
    whichever server), then started at once on the day's chance. `global_name`: his name on
    other servers (everyone's board)."""
    challenge = day.challenges[challenge_name]

    async def created(connection: AsyncConnection, game_id: int) -> None:
        await create_attempt(
            connection,
            game_id,
            day.day.isoformat(),
            challenge_name,
            guild_id,
            player.id,
            player.name,
            global_name,
        )

    place = Place(guild_id, PRIVATE, private=True)
    columns = {"daily_day": day.day.isoformat(), "server_seed": day.secret}
    snap = await service.open_game(
        place, challenge.game, [player], challenge.options, player.id, None, columns, created
    )
    return await service.begin(snap.game.id, challenge_name)
