"""The real bot process against the fake Discord: domino games played through the public board
and the private hands, with every hand's privacy checked on everything the bot sent.

Players press the buttons of their own private hand; which one they press is what the
computer player would do (read from the saved state), so games are sensible and repeatable."""

from __future__ import annotations

import asyncio
import json
import re
import time
from typing import NamedTuple

import pytest
from sqlalchemy import text
from sqlalchemy.ext.asyncio import AsyncEngine

from bot import table_options
from bot.i18n import LANGUAGES, language, t
from cogs.domino.board import play_arg
from rules import registry
from rules.base import SystemChance
from tests.support.boards import (
    MOVER,
    answer,
    board_version,
    body,
    click,
    header,
    picture,
    players,
    texts,
)
from tests.support.fakediscord.store import SentMessage, walk_components

EPHEMERAL = 64
COMPONENTS_V2 = 1 << 15
UPDATE_MESSAGE = 7
SOLO_WON, SOLO_LOST = 2, 0  # TEST_CHANCE_SEED values (found with the computer's own plays)


class Choice(NamedTuple):
    """A play on a message: its button, or its select menu and the option to choose there."""

    custom_id: str
    values: tuple[str, ...] = ()


class Table:
    """One game as the test follows it: the board message, the saved state, who is who."""

    def __init__(self, fake, database: AsyncEngine, board: SentMessage) -> None:
        self.fake, self.database, self.board_id = fake, database, board.id
        self.game_id = int(board.custom_ids[0].split(":")[1])
        self.handles_seen = len(fake.interactions)

    @property
    def board(self) -> SentMessage:
        return self.fake.message(self.board_id)

    async def saved(self):
        """(rules, state, version, user per seat) as the bot saved them."""
        query = {"game": self.game_id}
        async with self.database.connect() as db:
            name, state, version = (
                await db.execute(
                    text("SELECT game, state, version FROM games WHERE id = :game"), query
                )
            ).one()
            seats = dict(
                (
                    await db.execute(
                        text("SELECT seat, user_id FROM seats WHERE game_id = :game"), query
                    )
                ).all()
            )
        rules = registry.get(name)
        return rules, rules.from_json(json.loads(state)), version, seats

    async def state(self):
        return (await self.saved())[1]

    async def version(self) -> int:
        return (await self.saved())[2]

    def mover(self):
        found = MOVER.search(header(self.board))
        if found is None:
            return None
        return next(user for user in self.fake.users if user.id == found[1])

    async def open_hand(self, user) -> SentMessage:
        hand = await self.fake.click(user, self.board, button_id(self.board, "hand"))
        assert hand.type == 4 and hand.message.ephemeral, hand.data
        await self.check_privacy()
        return hand.message

    def act(self, user, message: SentMessage, choice: Choice):
        """Press the choice's button, or choose its option in its select menu."""
        if choice.values:
            return self.fake.select(user, message, choice.custom_id, list(choice.values))
        return self.fake.click(user, message, choice.custom_id)

    async def press(self, user, hand: SentMessage, choice: Choice) -> SentMessage:
        """A play of a private hand: the hand is edited in place, then the public board."""
        version = await self.version()
        response = await self.act(user, hand, choice)
        assert response.type == UPDATE_MESSAGE and response.message.ephemeral, response.data
        await self.fake.wait_until(lambda: board_version(self.board) > version, timeout=10)
        await self.check_privacy()
        return response.message

    async def turn(self) -> bool:
        """The player to move opens his hand and presses the computer's choice; False once
        the game is over."""
        user = self.mover()
        if user is None:
            return False
        hand = await self.open_hand(user)
        await self.press(user, hand, await self.choice(hand))
        return True

    async def choice(self, hand: SentMessage) -> Choice:
        """The computer's choice for the mover, as a button or a select menu's option."""
        rules, state, _, _ = await self.saved()
        action = rules.computer_action(state, SystemChance())
        if action["type"] != "play":
            return Choice(button_id(hand, action["type"]))
        arg = play_arg(state.turn, action, rules.end_names(state))
        for component in walk_components(hand.components):
            custom_id = component.get("custom_id", "")
            if custom_id.endswith(":" + arg):
                return Choice(custom_id)
            if arg in (option["value"] for option in component.get("options", ())):
                return Choice(custom_id, (arg,))
        raise AssertionError(f"nothing plays {action}: {hand.custom_ids}")

    async def play_out(self, limit: int = 400) -> SentMessage:
        for _ in range(limit):
            if not await self.turn():
                return self.board
        raise AssertionError("the game did not end")

    async def check_privacy(self) -> None:
        """Nothing the bot sent since the last check shows a tile of a hand to anyone but its
        owner: not the public board (text, fields, image description, buttons), not an
        ephemeral answer to another player. A hand is only ever made of tiles off the table,
        so any tile of it written anywhere would be a leak."""
        rules, state, _, seats = await self.saved()
        if rules.is_over(state):
            return  # the final board shows every hand
        hands = state.hands
        public_hands = () if rules.id == "solo" else hands  # solo's tiles lie face up
        assert not tiles_in(json.dumps(self.board.payload), public_hands)
        for handle in self.fake.interactions[self.handles_seen :]:
            user = int(handle.payload["member"]["user"]["id"])
            others = [hand for seat, hand in enumerate(hands) if seats.get(seat) != user]
            for response in handle.responses:
                message = response.message
                shown = json.dumps(response.data) + json.dumps(message.payload if message else {})
                for name, data in (message.files if message else {}).items():
                    if not name.endswith(".png"):  # an exported record, say
                        shown += data.decode()
                assert not tiles_in(shown, others), (user, shown)
        self.handles_seen = len(self.fake.interactions)


def tiles_in(shown: str, hands) -> list[str]:
    """Tiles of `hands` written in `shown`: as players read them (6|4) or as data ([6, 4])."""
    found = []
    for hand in hands:
        for a, b in hand:
            for x, y in ((a, b), (b, a)):
                if re.search(rf"(?<!\d){x}\|{y}(?!\d)|\[\s*{x},\s*{y}\s*\]", shown):
                    found.append(f"{x}|{y}")
    return found


def button_id(message: SentMessage, action: str) -> str:
    return next(
        custom_id
        for custom_id in message.custom_ids
        if custom_id.startswith("g:") and custom_id.split(":")[3] == action
    )


def forged(message: SentMessage, custom_id: str) -> SentMessage:
    """The message as a user could forge it: its first button replaced by `custom_id`."""
    payload = json.loads(json.dumps(message.payload))
    next(c for c in walk_components(payload["components"]) if "custom_id" in c)["custom_id"] = (
        custom_id
    )
    return SentMessage(payload)


async def open_game(fake, database, game, seats, **options) -> Table:
    """Alice opens the game; the other seats ("computer" or a user's name) join; she starts."""
    alice = fake.user("alice")
    board = (
        await answer(fake.slash(alice, None, "domino play", {"game": game, **options}))
    ).message
    for seat in seats:
        if seat == "computer":
            board = await click(fake, alice, board, "computer")
        else:
            board = await click(fake, fake.user(seat), board, "join")
    board = await click(fake, alice, board, "start")
    return Table(fake, database, board)


@pytest.mark.sqlite_only  # a long play: its database side is every game's (both databases)
async def test_block_in_teams_to_the_target(fake_discord, bot_process, database):
    await bot_process(TEST_CHANCE_SEED="11")
    table = await open_game(fake_discord, database, "block", ["computer", "bob", "computer"])
    board = table.board
    assert players(board).count(" (A)") == 2  # Alice and Bob, team A
    assert picture(board) == "attachment://table.png"
    assert "Domino table" in board.attachments[0]["description"]
    hands_seen = set()
    while table.mover() is not None:
        hands_seen.add((await table.state()).hand_no)
        await table.turn()
    state = await table.state()
    assert max(state.scores) >= 100 and len(hands_seen) > 1
    # Every hand's points as RULES.md says: team pips summed, the lower sum scores the other's.
    ends = [event for event in state.history if event["type"] == "hand_end"]
    last = ends[-1]
    pips = last["pips"]
    sides = (pips[0] + pips[2], pips[1] + pips[3])
    assert tuple(last["side_pips"]) == sides
    low = min(sides)
    assert last["points"] == (max(sides) if sides.count(low) == 1 else 0)
    assert state.scores[0] == state.scores[2] and state.scores[1] == state.scores[3]
    board = table.board
    assert "🏆" in header(board)
    # The placings with the hands left, what follows the names, why the game ended (the last
    # hand, whose team scored the other's pips, the target reached), the ratings (their
    # first game: why they move so much).
    *placings, legend, ending, ratings, why = texts(board.components)[1].split("\n")
    assert why.startswith("-# Provisional: ")
    assert len(placings) == 4 and "|" in "".join(placings)
    assert legend.startswith("-# Beside each name")
    assert ending.startswith("🏁 ")
    assert "played the last tile." in ending or "Nobody could play." in ending
    winner = "A" if state.scores[0] > state.scores[1] else "B"
    assert f"Team {winner} scores {last['points']} points" in ending
    assert f"Team {winner} reached 100 points (hand {state.hand_no + 1})." in ending
    assert ratings.startswith("📈 Rating: Alice 1,500 → ")  # the two members' ratings moved


async def test_matador_to_the_end(fake_discord, bot_process, database):
    await bot_process(TEST_CHANCE_SEED="5")
    table = await open_game(fake_discord, database, "matador", ["computer"])
    board = await table.play_out()
    state = await table.state()
    winner = state.winner
    if winner is None:
        assert "🏆" not in header(board)
    else:  # one hand: the header tells it, with the points
        assert state.scores[winner] == state.history[-1]["pips"][1 - winner] > 0
        assert f"— {state.scores[winner]} point" in header(board)


async def test_sevastopol_to_its_payout(fake_discord, bot_process, database):
    await bot_process(TEST_CHANCE_SEED="3")
    table = await open_game(
        fake_discord, database, "sevastopol", ["computer", "computer", "computer"]
    )
    assert "Pot: 4 tokens" in body(table.board)
    board = await table.play_out()
    state = await table.state()
    assert sum(state.scores) == 0  # net of the stakes: the pot was shared out
    assert sorted(state.history[-1]["tokens"], reverse=True)[0] >= 1
    assert " token" in texts(board.components)[1]  # the placings: net of the stake
    assert "Pot:" not in body(board)


@pytest.mark.parametrize(("seed", "won"), [(SOLO_WON, True), (SOLO_LOST, False)])
async def test_solo_starts_at_once_and_is_played_on_the_public_board(
    fake_discord, bot_process, database, seed, won
):
    fake = fake_discord
    await bot_process(TEST_CHANCE_SEED=str(seed))
    alice = fake.user("alice")
    board = (await answer(fake.slash(alice, None, "domino play", {"game": "solo"}))).message
    table = Table(fake, database, board)
    # No lobby, no turn timer, no "play for the absent player", no private hand: the face-up
    # tiles' plays are the board's own buttons.
    assert table.mover() == alice
    actions = {custom_id.split(":")[3] for custom_id in board.custom_ids}
    assert actions == {"play"}
    assert "<t:" not in players(board)
    while table.mover() is not None:
        board = table.board
        response = await answer(table.act(alice, board, await table.choice(board)))
        assert response.kind == "edit" or response.type == UPDATE_MESSAGE, response.data
        rules, state, _, _ = await table.saved()
        placed = sum(len(arm) for arm in state.arms) + 1  # the base counts
        if not rules.is_over(state):  # the count beside her name is the tiles on the table
            assert f" · {placed} tile{'s' if placed > 1 else ''} placed" in players(table.board)
    state = await table.state()
    assert (state.winner == 0) is won
    headline = header(table.board)
    assert ("won!" in headline) is won
    assert f"{state.scores[0]} " in headline and "points" not in headline


async def test_a_train_round_with_a_draw_an_open_train_and_a_refusal(
    fake_discord, bot_process, database
):
    fake = fake_discord
    await bot_process(TEST_CHANCE_SEED="4")
    table = await open_game(fake, database, "train", ["bob", "computer"])
    refused = drew = False
    while table.mover() is not None:
        user = table.mover()
        hand = await table.open_hand(user)
        rules, state, _, _ = await table.saved()
        seat = state.turn
        if not refused:  # a tile with the tail's number that goes the wrong way
            refused = await try_against_the_direction(table, user, hand, rules, state, seat)
        choice = await table.choice(hand)
        if choice.custom_id.split(":")[3] == "draw" and not drew:
            before = len(state.hands[seat])
            hand = await table.press(user, hand, choice)
            assert f"({before + 1})" in header(hand)  # the drawn tile is in it
            assert "🚩" in players(table.board)  # his train is open
            assert " drew 1" in body(table.board)
            drew = True
        else:
            await table.press(user, hand, choice)
    assert refused and drew
    assert "🏆" in header(table.board)


async def try_against_the_direction(table, user, hand, rules, state, seat) -> bool:
    names = rules.end_names(state)
    for end in rules.usable_ends(state, seat):
        arm = state.arms[end]
        tail = arm[-1][1] if arm else 12
        for tile in state.hands[seat]:
            if tail in tile and tile[0] != tile[1]:
                action = {"type": "play", "tile": list(tile), "end": names[end], "near": tail}
                if any(p.tile == tile and p.end == end for p in rules.plays(state, seat)):
                    continue  # this one is legal
                version = await table.version()
                custom_id = f"g:{table.game_id}:{version}:play:{play_arg(seat, action, names)}"
                response = await table.fake.click(user, forged(hand, custom_id), custom_id)
                text = response.data["data"]["content"]
                assert response.data["data"]["flags"] & EPHEMERAL
                label = f"{tile[0]}-{tile[1]}"
                assert text in {
                    t(lang, key, tile=label, end=names[end])
                    for lang in LANGUAGES
                    for key in ("domino.no_match", "domino.no_match_end")
                }, text
                assert await table.version() == version  # nothing changed
                return True
    return False


async def test_one_click_on_a_hand_edits_both_messages_stale_and_forged_clicks_and_a_crash(
    fake_discord, bot_process, database
):
    fake = fake_discord
    bot = await bot_process(TEST_CHANCE_SEED="8")
    table = await open_game(fake, database, "block", ["bob"], target=30)
    alice, bob = fake.user("alice"), fake.user("bob")
    if table.mover() == bob:
        await table.turn()
    first = await table.open_hand(alice)
    second = await table.open_hand(alice)  # the same hand, opened twice
    old_board = table.board
    count = int(re.search(r"\((\d+)\)", header(first))[1])  # "Your tiles (7)"
    choice = await table.choice(first)
    hand = await table.press(alice, first, choice)
    # Both messages: the hand lost the tile, the board shows the play and moved on.
    assert f"({count - 1})" in header(hand)
    assert body(table.board) != body(old_board)
    assert "Alice:" in body(table.board).splitlines()[-1]

    # The second copy is out of date: it is redrawn as the current hand, with a notice.
    stale_id = next(c for c in second.custom_ids if c.split(":")[3] == "play")
    handle = fake.click(alice, second, stale_id)
    response = await handle
    assert response.type == UPDATE_MESSAGE and response.message.ephemeral
    assert f"({count - 1})" in header(response.message)
    notice = await handle.followup()
    assert notice.message.ephemeral
    assert notice.message.content in {t(lang, "board.stale") for lang in LANGUAGES}

    # Bob's turn: a button forged from Alice's hand (her seat in it) is refused.
    assert table.mover() == bob
    version = await table.version()
    bob_hand = await table.open_hand(bob)
    move = next(c for c in bob_hand.custom_ids if c.split(":")[3] in ("play", "pass"))
    parts = move.split(":")
    parts[4] = "0" + parts[4][1:]  # seat 0: Alice
    custom_id = ":".join(parts)
    response = await fake.click(bob, forged(bob_hand, custom_id), custom_id)
    assert response.data["data"]["flags"] & EPHEMERAL
    assert "jiného hráče" in response.data["data"]["content"]  # Bob reads Czech
    assert await table.version() == version

    # A crash in the middle of the hand: Bob's open hand still plays after the restart.
    await bot.kill()
    await bot.start()
    await table.press(bob, bob_hand, await table.choice(bob_hand))
    board = await table.play_out()
    assert "🏆" in header(board)

    # The game is over: a play from an old hand redraws it as every hand is (it says the game
    # is over), with no plain-text notice besides.
    handle = fake.click(alice, second, stale_id)
    response = await handle
    assert response.type == UPDATE_MESSAGE and response.message.payload["flags"] & COMPONENTS_V2
    assert t("en", "domino.over") in texts(response.message.components)[1]
    await asyncio.sleep(0.5)  # time enough for a notice that should not come
    assert len(fake.interactions[-1].responses) == 1


async def test_status_shows_the_public_board_only(fake_discord, bot_process, database):
    fake = fake_discord
    await bot_process(TEST_CHANCE_SEED="9")
    table = await open_game(fake, database, "fours", ["bob", "computer"])
    await table.turn()
    response = await answer(fake.slash(fake.user("cyril"), None, "game status"))
    table.board_id = response.message.id  # the status message is the board from now on
    await table.check_privacy()
    record = await answer(fake.slash(fake.user("cyril"), None, "game record"))
    assert record.message.files  # the game's record so far, with no hand in it
    await table.check_privacy()
    assert "domino_tile" in json.dumps(response.message.components)  # the button's emoji
    spectator = await fake.click(fake.user("cyril"), table.board, button_id(table.board, "hand"))
    assert spectator.data["data"]["flags"] & EPHEMERAL  # a spectator has no hand to see
    assert "Nie grasz" in spectator.data["data"]["content"]
    await table.check_privacy()
    await table.play_out()


async def test_computers_play_at_a_human_pace_and_a_restart_loses_no_turn(
    fake_discord, bot_process, database
):
    """Computer seats move one at a time, each move its own saved version and board edit, about
    COMPUTER_PACE_SECONDS apart; killed while they were to move, the restarted bot plays on."""
    pace = 0.4
    bot = await bot_process(TEST_CHANCE_SEED="11", COMPUTER_PACE_SECONDS=str(pace))
    table = await open_game(fake_discord, database, "block", ["computer", "computer", "computer"])

    async def computer_to_move() -> bool:
        rules, state, _, seats = await table.saved()
        return not rules.is_over(state) and seats[rules.to_move(state)] is None

    async def versions_until_alice() -> list[tuple[float, int]]:
        """(time, version) of every board edit until Alice is to move."""
        seen = [(time.monotonic(), board_version(table.board))]
        async with asyncio.timeout(30):
            while await computer_to_move():
                if board_version(table.board) != seen[-1][1]:
                    seen.append((time.monotonic(), board_version(table.board)))
                await asyncio.sleep(0.02)
        await fake_discord.wait_until(lambda: table.mover() is not None)
        # Her board may have come between reading the saved game and reading the board.
        if board_version(table.board) != seen[-1][1]:
            seen.append((time.monotonic(), board_version(table.board)))
        return seen

    await versions_until_alice()
    paced = 0
    while paced < 3:  # Alice moves; the three computers answer, one after another
        alice = table.mover()
        assert alice is not None and alice.name == "alice"
        hand = await table.open_hand(alice)
        started = time.monotonic()
        await table.press(alice, hand, await table.choice(hand))
        if not await computer_to_move():
            continue  # her move ended the hand, and she leads the next
        # The board she sees right after her move waits for the next seat, a computer.
        assert table.mover() is None and "🤖" in header(table.board)
        seen = await versions_until_alice()
        versions = [version for _, version in seen]
        assert versions == sorted(set(versions)), versions  # one edit per version, in order
        assert len(versions) >= 3  # at least her move's edit and a computer's
        assert seen[1][0] - started >= 0.8 * pace  # nobody moves before the pace
        paced += 1
    # Killed while a computer was to move: the restarted bot resumes that turn by itself.
    while True:
        alice = table.mover()
        hand = await table.open_hand(alice)
        await table.press(alice, hand, await table.choice(hand))
        if await computer_to_move():
            break
        rules, state, _, _ = await table.saved()
        assert not rules.is_over(state)
    version = board_version(table.board)
    await bot.kill()
    await bot.start()
    await versions_until_alice()
    assert board_version(table.board) > version
    # Every decision is in the log once: replaying it gives the saved state.
    rules, state, _, _ = await table.saved()
    async with database.connect() as db:
        log = (
            await db.execute(
                text("SELECT action FROM actions WHERE game_id = :game ORDER BY seq"),
                {"game": table.game_id},
            )
        ).all()
    options = table_options.saved_for_rules(await options_of(database, table.game_id))
    replayed = rules.new_game(options, 4)
    for (action,) in log:
        replayed = rules.apply(replayed, json.loads(action))
    assert rules.to_json(replayed) == rules.to_json(state)


async def options_of(database: AsyncEngine, game_id: int) -> str:
    async with database.connect() as db:
        query = text("SELECT options FROM games WHERE id = :game")
        return (await db.execute(query, {"game": game_id})).scalar_one()


@pytest.mark.sqlite_only  # the token's clock, not the database's
async def test_a_shown_hand_follows_the_game_until_its_token_is_too_old(
    fake_discord, bot_process, database
):
    """Each player's last hand message is edited when the turn moves on (his plays appear on
    his turn, go on the other's); once the interaction that showed it is as old as the lifetime
    (shortened here from 14 minutes), its last edit says that it no longer follows the game, it
    is left alone after that, and "My tiles" opens a fresh one that follows the game again."""
    fake = fake_discord
    lifetime = 8.0
    await bot_process(TEST_CHANCE_SEED="8", PRIVATE_LIVE_SECONDS=str(lifetime))
    table = await open_game(fake, database, "block", ["bob"], target=30)
    alice, bob = fake.user("alice"), fake.user("bob")
    hands = {alice: await table.open_hand(alice), bob: await table.open_hand(bob)}
    opened = time.monotonic()

    def current(user) -> SentMessage:
        return fake.message(hands[user].id)

    def offers_plays(message: SentMessage) -> bool:
        return any(c.split(":")[3] in ("play", "pass") for c in message.custom_ids)

    for _ in range(2):  # two turns, each from the mover's hand as it was edited
        mover = table.mover()
        waiting = bob if mover == alice else alice
        assert offers_plays(current(mover)) and not offers_plays(current(waiting))
        hands[mover] = await table.press(mover, current(mover), await table.choice(current(mover)))
        version = board_version(table.board)
        await fake.wait_until(lambda: offers_plays(current(waiting)), timeout=10)  # noqa: B023
        assert not offers_plays(current(mover))
        assert all(int(c.split(":")[2]) == version for c in current(waiting).custom_ids)
        await table.check_privacy()

    # The hand not touched since it was opened outlives its token: no more edits to it.
    mover = table.mover()
    waiting = bob if mover == alice else alice
    await asyncio.sleep(max(0.0, lifetime + 1 - (time.monotonic() - opened)))
    lang = language(waiting.locale)
    *_, turn, stopped = texts(current(waiting).components)[-1].splitlines()
    before, after = t(lang, "board.turn", player="\0").split("\0")
    assert turn.startswith(before) and turn.endswith(after), turn  # not "…when your turn comes"
    assert stopped == t(lang, "domino.stopped_following")
    stale = current(waiting).payload
    await table.press(mover, current(mover), await table.choice(current(mover)))
    await asyncio.sleep(1.0)  # time enough for an edit that should not come
    assert current(waiting).payload == stale
    fresh = await table.open_hand(waiting)
    assert fresh.id != hands[waiting].id and offers_plays(fresh) == (table.mover() == waiting)
