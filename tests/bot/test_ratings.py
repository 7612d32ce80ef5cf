"""OpenSkill ratings (bot/ratings.py, applied by bot/standings.py): a game of any number of seats
is one Plackett-Luce rating event ranked by its placings; computers are fixed; practice moves
nothing; the backgammon match rating (FIBS) goes on beside; the leaderboard ranks by the
conservative estimate and marks a rating from few games as provisional."""

from __future__ import annotations

import math

import pytest
from hypothesis import given
from hypothesis import strategies as st
from openskill.models import PlackettLuce
from sqlmodel import select

from bot import leaderboard, ratings, standings
from bot.frame import render
from bot.game import Place, Player
from bot.leaderboard_view import figures
from bot.models import ResultRecord, Standing
from bot.ratings import START, Skill
from cogs.dice.board import DiceBoard
from rules import registry
from rules.base import Result
from tests.conftest import ALICE, BOB, CAROL, CHANNEL, GUILD

PLAYERS = [Player(200 + n, f"P{n}", "en") for n in range(8)]


def openskill_direct(skills: list[Skill], placings: list[int]) -> list[Skill]:
    """The package's own answer, from a model of its own."""
    model = PlackettLuce()
    teams = [[model.rating(mu=skill.mu, sigma=skill.sigma)] for skill in skills]
    return [Skill(t[0].mu, t[0].sigma) for t in model.rate(teams, ranks=placings)]


def test_two_newcomers_worked_by_hand():
    """Plackett-Luce with equal skills: the winner gains σ²/2c, the loser as much loses, where
    σ² is a newcomer's variance grown by τ² and c² = 2σ² + 2β²; both σ shrink by the same
    factor √(1 − (σ/c)·(σ²/c²)/4)."""
    variance = (25 / 3) ** 2 + (25 / 300) ** 2
    c = math.sqrt(2 * variance + 2 * (25 / 6) ** 2)
    gain = variance / (2 * c)
    sigma = math.sqrt(variance * (1 - math.sqrt(variance) / c * variance / c**2 / 4))
    winner, loser = ratings.rate([START, START], [1, 2], [False, False])
    assert winner.mu == pytest.approx(25 + gain) and loser.mu == pytest.approx(25 - gain)
    assert winner.sigma == pytest.approx(sigma) == loser.sigma
    assert (round(winner.mu, 4), round(sigma, 4)) == (27.6354, 8.0659)
    # Shown: 1500 + 30 (μ − 3σ).
    assert winner.shown == pytest.approx(1500 + 30 * (25 + gain - 3 * sigma))


skills = st.builds(Skill, st.floats(0, 50), st.floats(0.5, 25 / 3))


@given(st.lists(st.tuples(skills, st.integers(1, 8)), min_size=2, max_size=8))
def test_any_game_is_the_packages_one_event(seats):
    """Whatever the seats and placings (ties included), the update is the package's, all
    seats at once."""
    before = [skill for skill, _ in seats]
    placings = [place for _, place in seats]
    after = ratings.rate(before, placings, [False] * len(seats))
    assert after == pytest.approx(openskill_direct(before, placings))


def test_a_newcomer_moves_more_than_a_veteran():
    veteran, newcomer = Skill(25, 2), START
    beaten, winner = ratings.rate([veteran, newcomer], [2, 1], [False, False])
    assert winner.mu - newcomer.mu > 10 * (veteran.mu - beaten.mu) > 0
    assert newcomer.sigma - winner.sigma > veteran.sigma - beaten.sigma


def test_tied_seats_of_equal_skill_stay_equal_and_fixed_seats_keep_theirs():
    first, second, third = ratings.rate([START] * 3, [1, 1, 3], [False, False, False])
    assert first == second and first.mu > START.mu > third.mu
    human, computer = ratings.rate([START, ratings.COMPUTER], [1, 2], [False, True])
    assert computer == ratings.COMPUTER and human.mu > START.mu
    assert ratings.rate([START], [1], [False]) == [START]  # one seat: nothing to rate


def test_provisional_below_ten_rated_games():
    assert ratings.provisional(9) and not ratings.provisional(10)


async def played(service, game: str, people: list[Player], computers: int = 0, guild: int = GUILD):
    """A started game of `people` (the first hosts it) and `computers`, in a channel of its
    own."""
    played.channel += 1
    snap = await service.create(Place(guild, played.channel), people[0], game)
    for person in people[1:]:
        snap = await service.join(snap.game.id, person)
    for _ in range(computers):
        snap = await service.add_computer(snap.game.id, people[0])
    return await service.start(snap.game.id, people[0])


played.channel = 5000


async def record(service, snap, placings, **detail) -> dict[int, ratings.Change]:
    """The game ends with `placings`, saved as the session service's commit saves it; the
    ratings it moved."""
    result = Result(tuple(placings), tuple(float(-p) for p in placings), detail)
    changes: dict[int, ratings.Change] = {}
    async with service.engine.begin() as connection:
        await standings.record(snap, result, changes, connection)
    return changes


async def skills_of(service, game: str) -> dict[int, tuple[Skill, int, float]]:
    async with service.sessions() as db:
        rows = (await db.exec(select(Standing).where(Standing.game == game))).all()
    return {r.user_id: (Skill(r.mu, r.sigma), r.rated, r.rating) for r in rows}


async def test_an_eight_seat_game_is_one_rating_event(service):
    snap = await played(service, "general", PLAYERS)
    placings = [3, 1, 2, 8, 5, 5, 7, 4]
    await record(service, snap, placings)
    expected = openskill_direct([START] * 8, placings)
    saved = await skills_of(service, "general")
    for player, skill in zip(PLAYERS, expected, strict=True):
        after, rated, shown = saved[player.id]
        assert after == pytest.approx(skill) and rated == 1 and shown == pytest.approx(skill.shown)
    # The better the placing, the more μ rises (ties alike); and the winner gains far less than
    # seven duels won one after another would give him.
    seated = zip(PLAYERS, placings, strict=True)
    moves = {place: saved[player.id][0].mu - START.mu for player, place in seated}
    assert sorted(moves, key=moves.get, reverse=True) == [1, 2, 3, 4, 5, 7, 8]
    duels = START
    for _ in range(7):
        duels = ratings.rate([duels, START], [1, 2], [False, False])[0]
    assert 0 < moves[1] < (duels.mu - START.mu) / 4
    async with service.sessions() as db:
        results = await db.exec(select(ResultRecord).where(ResultRecord.game_id == snap.game.id))
        assert {r.user_id: r.rating for r in results} == {p: s[2] for p, s in saved.items()}


async def test_computers_are_fixed_and_practice_moves_nothing(service):
    alice = PLAYERS[0]
    expected = START
    for games in (1, 2):  # the computer is as strong the second time
        snap = await played(service, "sequence", [alice], computers=1)
        await record(service, snap, [1, 2])
        expected = ratings.rate([expected, ratings.COMPUTER], [1, 2], [False, True])[0]
        skill, rated, _ = (await skills_of(service, "sequence"))[alice.id]
        assert (skill, rated) == (pytest.approx(expected), games)
    settled = await skills_of(service, "sequence")
    snap = await played(service, "sequence", [alice], computers=1)
    await record(service, snap, [2, 1], practice=True)
    assert await skills_of(service, "sequence") == settled


async def test_a_match_moves_its_fibs_rating_beside_the_skill(service):
    alice, bob = PLAYERS[:2]
    snap = await played(service, "backgammon", [alice, bob])
    await record(service, snap, [1, 2], match_length=9)
    async with service.sessions() as db:
        rows = (await db.exec(select(Standing).where(Standing.game == "backgammon"))).all()
    by_user = {r.user_id: r for r in rows}
    assert '"fibs_rating": 1506.0' in by_user[alice.id].stats  # 4 × √9 × ½, as before
    assert '"fibs_rating": 1494.0' in by_user[bob.id].stats
    winner, loser = openskill_direct([START, START], [1, 2])
    assert Skill(by_user[alice.id].mu, by_user[alice.id].sigma) == pytest.approx(winner)
    assert Skill(by_user[bob.id].mu, by_user[bob.id].sigma) == pytest.approx(loser)


async def test_the_leaderboard_ranks_by_the_shown_rating_and_marks_few_games(service):
    async with service.sessions() as db:
        db.add_all(
            [  # 1: sure and good; 2: better mean, unsure: below 1; 3: sure and poor
                Standing(guild_id=GUILD, user_id=1, game="sequence", played=30, rated=30,
                         mu=30, sigma=3, rating=Skill(30, 3).shown),
                Standing(guild_id=GUILD, user_id=2, game="sequence", played=3, rated=3,
                         mu=33, sigma=7, rating=Skill(33, 7).shown),
                Standing(guild_id=GUILD, user_id=3, game="sequence", played=12, rated=12,
                         mu=20, sigma=3, rating=Skill(20, 3).shown),
            ]
        )  # fmt: skip
        await db.commit()
    rows = await leaderboard.ranks(service.sessions, GUILD, "sequence")
    assert [(r.user_id, round(r.rating), r.provisional) for r in rows] == [
        (1, 2130, False),
        (2, 1860, True),
        (3, 1830, False),
    ]
    assert figures((), rows[1], "en") == ["rating 1,860 (provisional)"]
    assert figures((), rows[1], "cs") == ["rating 1\u00a0860 (prozatímní)"]
    assert figures((), rows[1], "pl") == ["ranking 1\u00a0860 (tymczasowy)"]
    assert figures((), rows[0], "en") == ["rating 2,130"]
    # Over all games: the games rated in all.
    (first, second, third) = await leaderboard.ranks(service.sessions, GUILD, None, "rating")
    assert [(r.user_id, r.provisional) for r in (first, second, third)] == [
        (1, False),
        (2, True),
        (3, False),
    ]


def rating_lines(snap, lang: str) -> list[str]:
    """The end board's lines of ratings (under the placings)."""
    blocks = render(DiceBoard(), snap, lang).blocks
    return [line for block in blocks for line in block.split("\n") if "📈" in line]


async def test_the_end_board_shows_each_rating_before_and_after(service, monkeypatch):
    """Through the session service's end of a game (its commit fills the changes)."""
    for number in range(10):  # Alice's tenth rated game is her first settled one
        monkeypatch.setattr(
            registry.get("sequence"), "result", lambda state: Result((1, 2), (9, 3))
        )
        snap = await service.create(Place(GUILD, CHANNEL), ALICE, "sequence")
        snap = await service.join(snap.game.id, BOB)
        await service.start(snap.game.id, ALICE)
        ended = await service.resign(CHANNEL, ALICE)
        alice, bob = ended.ratings[0], ended.ratings[1]
        assert alice.after > alice.before and bob.after < bob.before
        assert alice.provisional == bob.provisional == (number < 9)
    assert ended.ratings == {
        seat: ratings.Change(before, after, False)
        for seat, (before, after) in enumerate(
            [(alice.before, alice.after), (bob.before, bob.after)]
        )
    }
    settled, lines = ended, rating_lines(ended, "en")
    assert lines == [
        f"📈 Rating: Alice {round(alice.before):,} → {round(alice.after):,}"
        f" · Bob {round(bob.before):,} → {round(bob.after):,}"
    ]
    first = await service.create(Place(GUILD, CHANNEL), ALICE, "sequence")
    first = await service.join(first.game.id, CAROL)
    await service.start(first.game.id, ALICE)
    ended = await service.resign(CHANNEL, CAROL)
    lines = rating_lines(ended, "cs")
    # A newcomer who lost to a strong player loses less than to another newcomer (1445).
    carol = ended.ratings[1]
    assert (carol.before, carol.provisional) == (1500, True) and 1445 < carol.after < 1500
    assert lines[0].endswith(f"Carol 1\u00a0500 → 1\u00a0{round(carol.after) - 1000} (prozatímní)")
    # Why it moved that much, once under the ratings (a settled one's end has no such line).
    drawn = render(DiceBoard(), ended, "cs")
    assert f"{lines[0]}\n-# Prozatímní: prvních 10 her se mění rychle." in "\n".join(drawn.blocks)
    assert "Prozatímní" not in "\n".join(render(DiceBoard(), settled, "cs").blocks)
