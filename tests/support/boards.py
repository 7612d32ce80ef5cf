"""Reading the bot's boards the way a player does (texts, buttons, faces, the ▶️ marker of the
header) and playing
dice games through them (domino games through the player's private hand). Decisions use rules/
only to pick a sensible click."""

from __future__ import annotations

import asyncio
import re
from dataclasses import dataclass
from itertools import combinations

from bot.layout import SEAT_COLOURS
from rules.dice import score_dice
from tests.support.fakediscord import FakeDiscord
from tests.support.fakediscord.models import FakeUser
from tests.support.fakediscord.store import (
    BotResponse,
    InteractionHandle,
    SentMessage,
    walk_components,
)

FACES = "⚀⚁⚂⚃⚄⚅"
CHANNEL_MESSAGE, DEFERRED_MESSAGE, DEFERRED_UPDATE, UPDATE_MESSAGE = 4, 5, 6, 7  # callbacks
TEXT_DISPLAY, MEDIA_GALLERY = 10, 12  # Components V2 component types
MOVER = re.compile(r"▶️ <@(\d+)>")
DIE_EMOJI = re.compile(r"die_(\d)(?:_held)?")


@dataclass(frozen=True)
class Button:
    custom_id: str
    action: str
    arg: str
    label: str
    disabled: bool
    emoji: str = ""  # the emoji's name: a unicode character, or a custom emoji's name

    @property
    def face(self) -> int:
        """The die face a toggle shows: the bot's die emoji (die_3, die_3_held) or, when it
        could not upload them, the unicode face as the label."""
        found = DIE_EMOJI.fullmatch(self.emoji)
        return int(found[1]) if found else FACES.index(self.label) + 1


def buttons(message: SentMessage) -> list[Button]:
    found = []
    for component in walk_components(message.components):
        custom_id = component.get("custom_id", "")
        if custom_id.startswith(("g:", "s:")):
            _, _, _, action, arg = custom_id.split(":")
            label = component.get("label") or ""
            emoji = (component.get("emoji") or {}).get("name", "")
            disabled = bool(component.get("disabled"))
            found.append(Button(custom_id, action, arg, label, disabled, emoji))
    return found


def texts(components: list[dict]) -> list[str]:
    """The text displays of a Components V2 message, top to bottom: the header first."""
    return [c["content"] for c in walk_components(components) if c.get("type") == TEXT_DISPLAY]


def header(message: SentMessage) -> str:
    """The board's header: the game, and whose turn it is or how it ended."""
    return texts(message.components)[0]


def text(message: SentMessage) -> str:
    """Everything the board says, top to bottom."""
    return "\n".join(texts(message.components))


def section(components: list[dict], title: str) -> str:
    """The text under the section whose title starts so ("**Last**"), up to the next blank
    line."""
    for block in texts(components):
        for part in block.split("\n\n"):
            if part.startswith(f"**{title}"):
                return part.split("\n", 1)[1]
    raise LookupError(f"no section {title!r} in {texts(components)}")


def body(message: SentMessage) -> str:
    """The family's own text under the header and the picture, its titled sections left out."""
    return texts(message.components)[1].split("\n\n**")[0]


def players(message: SentMessage) -> str:
    """The players with their scores, each line after the circle of its seat's colour."""
    marks = tuple(mark for _, mark in SEAT_COLOURS)
    return next(block for block in texts(message.components) if block.startswith(marks))


def picture(message: SentMessage) -> str:
    """The URL of the picture shown at full width (attachment://<name>)."""
    [gallery] = [c for c in walk_components(message.components) if c["type"] == MEDIA_GALLERY]
    return gallery["items"][0]["media"]["url"]


def button(message: SentMessage, action: str) -> Button:
    return next(b for b in buttons(message) if b.action == action)


def mover(fake: FakeDiscord, message: SentMessage) -> FakeUser | None:
    found = MOVER.search(header(message))
    if found is None:
        return None
    return next(user for user in fake.users if user.id == found[1])


def latest_board(fake: FakeDiscord, channel: str | None = None) -> SentMessage:
    """The channel's newest board (or lobby): a turn ping after it is a plain line of text."""
    return next(m for m in reversed(fake.messages(channel)) if m.embeds or m.components)


def is_over(message: SentMessage) -> bool:
    """Nothing left to play: only "Play again" (if anything) can be pressed."""
    return all(b.disabled or b.action == "rematch" for b in buttons(message))


async def answer(handle: InteractionHandle) -> BotResponse:
    """The bot's answer that carries the board: the callback itself, or, when the bot
    acknowledged first (a slow moment), the edit or followup that came after it."""
    response = await handle
    if response.type == DEFERRED_UPDATE:
        return await handle.edit(timeout=30)
    if response.type == DEFERRED_MESSAGE:
        return await handle.followup(timeout=30)
    return response


async def click(
    fake: FakeDiscord, user: FakeUser, message: SentMessage, action: str
) -> SentMessage:
    """Press the first enabled button of `action`; returns the board as the bot redrew it."""
    target = next(b for b in buttons(message) if b.action == action and not b.disabled)
    response = await answer(fake.click(user, message, target.custom_id))
    assert response.kind == "edit" or response.type == UPDATE_MESSAGE, response.data
    return response.message


async def choose(fake: FakeDiscord, user: FakeUser, message: SentMessage) -> SentMessage:
    """One sensible decision on a dice or Yahtzee board: the whole bot path, no shortcuts."""
    actions = {b.action: b for b in buttons(message) if not b.disabled}
    if "write" in actions:  # figures, Yahtzee: write the best-paying figure or box offered
        select = next(
            c
            for c in walk_components(message.components)
            if c.get("custom_id", "").startswith("s:")
        )
        best = max(select["options"], key=lambda o: sum(map(int, o["label"].split("—")[1].split())))
        return (
            await answer(fake.select(user, message, select["custom_id"], [best["value"]]))
        ).message
    toggles = [b for b in buttons(message) if b.action == "toggle"]
    if toggles and "bank" in {b.action for b in buttons(message)}:
        return await _set_aside_and_go_on(fake, user, message, toggles)
    if "bank" in actions:
        return await click(fake, user, message, "bank")
    if "roll" in actions:
        return await click(fake, user, message, "roll")
    return await click(fake, user, message, "end")


async def _set_aside_and_go_on(
    fake: FakeDiscord, user: FakeUser, message: SentMessage, toggles: list[Button]
) -> SentMessage:
    """ones_and_fives: toggle the best-scoring dice, then bank if allowed, else throw on."""
    faces = [b.face for b in toggles]
    best = max(
        (
            subset
            for size in range(1, len(faces) + 1)
            for subset in combinations(range(len(faces)), size)
            if score_dice("ones_and_fives", [faces[i] for i in subset]) is not None
        ),
        key=lambda subset: score_dice("ones_and_fives", [faces[i] for i in subset]),
    )
    for index in best:
        toggle = buttons(message)[index]
        assert toggle.action == "toggle"
        message = (await answer(fake.click(user, message, toggle.custom_id))).message
    bank = button(message, "bank")
    return await click(fake, user, message, "roll" if bank.disabled else "bank")


async def play_to_end(fake: FakeDiscord, message: SentMessage, limit: int = 3000) -> SentMessage:
    for _ in range(limit):
        if is_over(message):
            return message
        message = await choose(fake, mover(fake, message), message)
    raise AssertionError("the game did not end")


def board_version(message: SentMessage) -> int:
    """The game version the board was drawn from (its game components say; a finished daily
    attempt's has none left: past any)."""
    game_ids = [c for c in message.custom_ids if c.startswith(("g:", "s:"))]
    return max((int(c.split(":")[2]) for c in game_ids), default=1 << 30)


async def domino_turn(fake: FakeDiscord, board: SentMessage) -> SentMessage:
    """One domino move: the player to move opens his hand (solo: plays on the board itself)
    and presses its first play (or Draw / Pass); returns the public board once the bot has
    redrawn it."""
    user = mover(fake, board)
    if "hand" in {b.action for b in buttons(board)}:
        hand = (await fake.click(user, board, button(board, "hand").custom_id)).message
    else:
        hand = board
    version = board_version(board)
    move = next(b for b in buttons(hand) if b.action in ("play", "draw", "pass"))
    if move.custom_id.startswith("s:"):  # many plays: a select menu
        first = hand.component(move.custom_id)["options"][0]["value"]
        await fake.select(user, hand, move.custom_id, [first])
    else:
        await fake.click(user, hand, move.custom_id)
    # The bot edits the board right after answering the click. Look every 50 ms (reading a
    # message copies it: a load run's hundred channels must not spend the machine on that).
    async with asyncio.timeout(30):
        while board_version(current := fake.message(board.id)) <= version:
            await asyncio.sleep(0.05)
    return current


async def backgammon_click(
    fake: FakeDiscord, board: SentMessage, user: FakeUser | None = None
) -> SentMessage:
    """One click of the backgammon player who must decide (`user`, or the board's player to
    move): roll, take a double, pick a checker, step it to its first destination, confirm a
    complete move."""
    user = user or mover(fake, board)
    enabled = {b.action for b in buttons(board) if not b.disabled}
    for action in ("roll", "take", "confirm", "step"):
        if action in enabled:
            return await click(fake, user, board, action)
    pick = next(c for c in walk_components(board.components) if ":pick:" in c.get("custom_id", ""))
    chosen = pick["options"][0]["value"]
    return (await answer(fake.select(user, board, pick["custom_id"], [chosen]))).message


# ---------------------------------------------------------------- the daily challenge
def daily_ids(message: SentMessage) -> list[str]:
    return [
        component["custom_id"]
        for component in walk_components(message.components)
        if component.get("custom_id", "").startswith("d:")
    ]


async def daily_panel(fake, user) -> SentMessage:
    """/daily's panel (its first call of a day may make the day first: then a followup)."""
    response = await answer(fake.slash(user, None, "daily"))
    assert response.message.ephemeral, response.data
    return response.message


async def domino_move(fake, user, board: SentMessage) -> SentMessage:
    """The first play the solo board offers (a button, or a select's first option)."""
    move = next(b for b in buttons(board) if b.action in ("play", "draw", "pass"))
    if move.custom_id.startswith("s:"):
        first = board.component(move.custom_id)["options"][0]["value"]
        return (await answer(fake.select(user, board, move.custom_id, [first]))).message
    return (await answer(fake.click(user, board, move.custom_id))).message


async def daily_attempt(fake, user, challenge: str) -> SentMessage:
    """From /daily's panel: Play, then the attempt to its end on the board only he sees."""
    panel = await daily_panel(fake, user)
    response = await answer(fake.click(user, panel, f"d:play:{challenge}"))
    assert response.kind == "edit" or response.type == UPDATE_MESSAGE, response.data
    board = response.message
    assert board.ephemeral  # the panel became his board
    for _ in range(2000):
        if is_over(board):
            return board
        if challenge == "domino":
            board = await domino_move(fake, user, board)
        elif challenge == "backgammon":
            board = await backgammon_click(fake, board, user)
        else:
            board = await choose(fake, user, board)
    raise AssertionError("the attempt did not end")


TOURNAMENT_BUTTON = re.compile(r"t:(\w+):(\d+)")


async def tournament_press(fake, user, message, action: str) -> SentMessage:
    """Press a tournament sign-up's button; the board as the bot redrew it."""
    custom_id = next(
        c for c in message.custom_ids if (m := TOURNAMENT_BUTTON.fullmatch(c)) and m[1] == action
    )
    return (await answer(fake.click(user, message, custom_id))).message


async def tournament_sign_up(fake, options: dict, members: list[str], computers: int):
    """Alice opens the tournament, the other members join, she adds the computers and starts
    it; the tournament's board message."""
    alice = fake.user("alice")
    board = (await answer(fake.slash(alice, None, "tournament create", options))).message
    for name in members:
        board = await tournament_press(fake, fake.user(name), board, "join")
    for _ in range(computers):
        board = await tournament_press(fake, alice, board, "computer")
    assert f"{1 + len(members) + computers} entrants" in "\n".join(texts(board.components))
    return await tournament_press(fake, alice, board, "start")


def tournament_over(fake, board_id: str) -> bool:
    return "wins the tournament" in "\n".join(texts(fake.message(board_id).components))


async def play_through(fake, board, timeout: float = 120) -> None:
    """Alice plays her games of the tournament (on their boards, in their threads) until it
    has its champion."""
    alice = fake.user("alice")
    async with asyncio.timeout(timeout):
        while not tournament_over(fake, board.id):
            for thread in fake.threads:
                posted = any(m.components for m in fake.messages(thread["id"]))
                game = posted and latest_board(fake, thread["id"])
                if game and mover(fake, game) == alice:
                    await choose(fake, alice, game)
            await asyncio.sleep(0.02)
