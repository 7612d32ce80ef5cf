"""`DominoRules`: the `GameRules` contract shared by the six games. A game fills in how tiles
are dealt, which placements are legal and what happens after each action."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from rules.base import Action, ChanceSource, GameRules, IllegalAction, OptionSpec, Result
from rules.domino.table import (
    DEAL,
    FINISHED_TABLE,
    OVER,
    PLAY,
    Play,
    Table,
    next_seat,
    open_value,
    replaced,
    seats_in_play,
    table_from_json,
    table_to_json,
    without,
)
from rules.domino.tiles import Tile, full_set, label, opening, pips, tile_of
from rules.domino.views import view

# How a game ended (`Ending.how`).
OUT = "out"  # a player played his last tile (Sevastopol: the second one out)
BLOCKED = "blocked"  # nobody could play (or act) any more
STICKS = "sticks"  # fours: a play took a player to the sticks that win
RESIGNED = "resigned"  # every other side resigned (solo: the deal given up)
PLACED = "placed"  # solo: every tile placed
STUCK = "stuck"  # solo: no tile of the hand fits, and either no refill left or none helped


@dataclass(frozen=True)
class Ending:
    """Why a finished game ended, read from its final state (`DominoRules.ending`)."""

    how: str  # OUT, BLOCKED, STICKS, RESIGNED, PLACED or STUCK
    hand: int = 1  # the hand it ended in
    seats: tuple[int, ...] = ()  # who went out (in order), took the sticks, or resigned last
    scorers: tuple[int, ...] = ()  # the side that scored the others' pips (none: drawn)
    payers: tuple[int, ...] = ()  # the seats whose pips it scored
    points: int = 0  # what it scored: those pips
    target: int = 0  # the points played to, when the scorers reached them (else 0)
    stock: int = 0  # solo: the tiles left in the stock


class DominoRules(GameRules):
    """Base of every domino game; subclasses override the hooks marked below and say what the
    game does (the variant's properties)."""

    id: str
    family = "domino"
    hidden_information = True
    min_players: int
    max_players: int
    options: tuple[OptionSpec, ...] = ()
    max_pip = 6
    arm_names: tuple[str, ...] = ("left", "right")  # end ids (trains name theirs per game)

    # --- what the game does (the variant's properties; the boards ask these) ---------------
    solitaire = False  # one player, hand face up, one deal won or lost, scored by tiles placed
    has_stock = False  # players draw from a stock (so it matters even when empty)
    forms_teams = False  # played by sides (4 players: two teams, partners opposite)
    scores_ends = False  # open ends adding up to a multiple of 4 score sticks as tiles are laid
    ends_make_seven = False  # touching halves add up to 7 (not match); matadors fit any end
    loser_pips = False  # a hand's winner scores the loser's pips
    pays_tokens = False  # a staked pot goes to the first players out (net tokens are scores)
    lays_cross = False  # the lead double opens four arms: the table is a cross, not a line
    has_trains = False  # each player has his own train besides the central one
    score_unit = "points"  # what the scores count: points, sticks, tokens or placed (tiles)

    # --- hooks (those taking a state change the fresh copy `apply` made of it) ---------------

    def deal(self, state: Table, tiles: list[Tile], action: Action) -> None:
        """Deal the shuffled `tiles` and start the hand."""
        raise NotImplementedError

    def after_play(self, state: Table, seat: int, play: Play) -> None:
        """Turn order and hand end after `seat` placed a tile (already on the table)."""
        raise NotImplementedError

    def after_pass(self, state: Table, seat: int) -> None:
        state.turn = next_seat(state, seat)

    def draw(self, state: Table, seat: int) -> None:
        """Only games with a stock get here (the stock of the others stays empty)."""
        raise NotImplementedError

    def settle(self, state: Table) -> None:
        """End the hand if nobody can act any more (checked after plays and resignations)."""

    def chance_data(self, source: ChanceSource) -> dict[str, Any]:
        """Chance a deal carries besides the shuffle (matador's starting player)."""
        return {}

    def sides(self, state: Table) -> list[tuple[int, ...]]:
        """Seats that win or lose together."""
        return [(seat,) for seat in range(state.players)]

    def end_names(self, state: Table) -> tuple[str, ...]:
        return self.arm_names

    def roots_of(self, lead: Tile) -> tuple[int, ...]:
        """Open values of the arms of a fresh lead tile (a line: its two halves)."""
        return lead

    def lead_plays(self, state: Table, seat: int) -> list[Play]:
        return [Play(tile, None, tile[0]) for tile in state.hands[seat]]

    def usable_ends(self, state: Table, seat: int) -> range | list[int]:
        return range(len(state.arms))

    def placements(self, state: Table, seat: int, tiles: Iterable[Tile]) -> list[Play]:
        """Where `tiles` may go: touching halves match (matador and trains override this)."""
        ends = [(end, open_value(state, end)) for end in self.usable_ends(state, seat)]
        return [Play(tile, end, value) for tile in tiles for end, value in ends if value in tile]

    def placings(self, state: Table) -> tuple[int, ...]:
        """Higher scores place better; a side with a resigned seat places below the others."""
        side_of = {seat: side for side in self.sides(state) for seat in side}
        return rank(
            [
                (not set(side_of[seat]) & set(state.dropped), state.scores[seat])
                for seat in range(state.players)
            ]
        )

    def computer_play(self, state: Table, plays: list[Play]) -> Play:
        raise NotImplementedError

    def played_ending(self, state: Table, hand: int) -> Ending:
        """How a game over by play ended (not by resignation): its last hand's end says who
        went out or that nobody could play, and who scored whose pips (block, matador and
        trains; fours, Sevastopol and solo say their own)."""
        ends = [event for event in state.history if event["type"] == "hand_end"]
        if not ends:  # (a game saved before its hands kept their end)
            return Ending(BLOCKED, hand=hand)
        event = ends[-1]
        out = event.get("out")
        sides = self.sides(state)
        if event.get("winner_side") is not None:
            scorers = sides[event["winner_side"]]
        elif event.get("winner") is not None:
            scorers = (event["winner"],)
        else:
            scorers = ()
        payers = tuple(
            seat
            for seat in range(state.players)
            if scorers and seat not in scorers and seat not in state.dropped
        )
        target = state.options.get("target") or 0
        reached = bool(scorers) and 0 < target <= state.scores[scorers[0]]
        return Ending(
            OUT if out is not None else BLOCKED,
            hand=hand,
            seats=() if out is None else (out,),
            scorers=tuple(scorers),
            payers=payers,
            points=sum(event["pips"][seat] for seat in payers),
            target=target if reached else 0,
        )

    def extra_view(self, state: Table) -> dict[str, Any]:
        return {}

    def gain(self, state: Table, seat: int, play: Play) -> int:
        """What the play would score at once (fours: sticks), for the board to show."""
        return 0

    # --- the contract ----------------------------------------------------------------------

    def new_game(self, options: dict[str, Any], players: int) -> Table:
        self.check_players(players)
        return Table(game=self.id, options=dict(options), players=players, scores=(0,) * players)

    def deck(self) -> tuple[Tile, ...]:
        return full_set(self.max_pip)

    def chance_action(self, state: Table, source: ChanceSource) -> Action | None:
        if state.phase != DEAL:
            return None
        tiles = [list(tile) for tile in source.shuffle(self.deck())]
        return {"type": "deal", "tiles": tiles, **self.chance_data(source)}

    def to_move(self, state: Table) -> int | None:
        return state.turn if state.phase == PLAY else None

    def is_over(self, state: Table) -> bool:
        return state.phase == OVER

    def plays(self, state: Table, seat: int) -> list[Play]:
        """Every legal placement for `seat` (whether or not it is his turn)."""
        if state.lead is None:
            return self.lead_plays(state, seat)
        return self.placements(state, seat, state.hands[seat])

    def plays_of(self, state: Table, seat: int, tile: Tile) -> list[Play]:
        """The legal placements of one tile of the seat's hand."""
        if state.lead is None:
            return [play for play in self.lead_plays(state, seat) if play.tile == tile]
        return self.placements(state, seat, (tile,))

    def can_play(self, state: Table, seat: int) -> bool:
        """`bool(plays(...))`, quicker: a tile with a half matching a usable end."""
        if state.lead is None:
            return bool(self.lead_plays(state, seat))
        values = {open_value(state, end) for end in self.usable_ends(state, seat)}
        return any(low in values or high in values for low, high in state.hands[seat])

    def action_of(self, state: Table, play: Play) -> Action:
        if play.end is None:
            return {"type": "play", "tile": list(play.tile)}
        end = self.end_names(state)[play.end]
        return {"type": "play", "tile": list(play.tile), "end": end, "near": play.near}

    def legal_actions(self, state: Table) -> list[Action]:
        if state.phase != PLAY:
            return []
        plays = self.plays(state, state.turn)
        if plays:
            return [self.action_of(state, play) for play in plays]
        return [{"type": "draw" if state.stock else "pass"}]

    def apply(self, state: Table, action: Action) -> Table:
        return self._apply(state, action).remember()

    def _apply(self, state: Table, action: Action) -> Table:
        kind = action.get("type") if isinstance(action, dict) else None
        if kind == "deal":
            if state.phase != DEAL:
                raise IllegalAction("The tiles are already dealt.", "domino.not_dealing")
            tiles = self._shuffle_of(action)
            state = state.copy()
            self.deal(state, tiles, action)
            return state
        if state.phase == OVER:
            raise IllegalAction("The game is over; start a new one.", "domino.game_over")
        if state.phase == DEAL:
            raise IllegalAction("Wait for the tiles to be dealt.", "domino.not_dealt")
        seat = state.turn
        if kind == "play":
            play = self._resolve(state, seat, action)
            state = self.placed(state, seat, play)
            self.after_play(state, seat, play)
            return state
        if kind not in ("draw", "pass"):
            raise IllegalAction("Play a tile, draw or pass.", "domino.bad_action", action=str(kind))
        if self.can_play(state, seat):
            raise IllegalAction(
                f"You can play a tile, so you may not {kind}.", "domino.must_play", action=kind
            )
        if kind == "pass" and state.stock:
            raise IllegalAction(
                "You cannot play: draw from the stock instead of passing.", "domino.must_draw"
            )
        if kind == "draw" and not state.stock:
            raise IllegalAction("The stock is empty: pass instead.", "domino.stock_empty")
        state = state.copy()
        state.events = ()
        if kind == "draw":
            self.draw(state, seat)
        else:
            state.note({"type": "pass", "seat": seat})
            self.after_pass(state, seat)
        return state

    def resign(self, state: Table, seat: int) -> Table:
        """Two sides (teams count as one): the other side wins at once. More: the seat drops
        out, his hand goes dead (out of play) and the others play on."""
        if state.phase == OVER:
            raise IllegalAction("The game is over already.", "domino.game_over")
        if not 0 <= seat < state.players or seat in state.dropped:
            raise IllegalAction("That seat is not playing.", "domino.not_playing", seat=seat)
        state = state.copy()
        if state.hands:
            state.out += state.hands[seat]
            state.hands = replaced(state.hands, seat, ())
        state.dropped += (seat,)
        state.events = ({"type": "resign", "seat": seat},)
        if len(self.sides_in_play(state)) <= 1:
            state.phase = OVER
        elif state.phase == PLAY:
            if state.turn == seat:
                state.turn = next_seat(state, seat)
            self.settle(state)
        return state.remember()

    def sides_in_play(self, state: Table) -> list[tuple[int, ...]]:
        return [side for side in self.sides(state) if not set(side) & set(state.dropped)]

    def ending(self, state: Table) -> Ending | None:
        """Why the game ended (None while it goes on): the other sides resigned, or as its
        play ended it (`played_ending`)."""
        if state.phase != OVER:
            return None
        hand = state.hand_no + 1
        if state.dropped and len(self.sides_in_play(state)) <= 1:
            return Ending(RESIGNED, hand=hand, seats=(state.dropped[-1],))
        return self.played_ending(state, hand)

    def counts_own_pips(self, state: Table) -> bool:
        """Whether a player's own pips count at a hand's end: not a team's sum, not sticks,
        not solo's tiles."""
        teams = any(len(side) > 1 for side in self.sides(state))
        return not (self.scores_ends or self.solitaire or teams)

    def standing(self, state: Table) -> tuple[int, ...]:
        """The places of a finished game's end board: its placings, the winners first, and
        between losers of equal placings fewer pips held first where a player's own pips
        count (equal: the same place)."""
        placings = self.placings(state)
        if not self.counts_own_pips(state) or not state.hands:
            return placings
        held = [pips(hand) for hand in state.hands]
        return rank(
            [(-placing, -held[seat] if placing > 1 else 0) for seat, placing in enumerate(placings)]
        )

    def result(self, state: Table) -> Result:
        """Scores as the game counts them; a solo deal (one seat) is won at placing 1, which
        the detail's `stats` count for the leaderboard (one seat wins no rated game)."""
        placings = self.placings(state)
        detail: dict[str, Any] = {"hands": state.hand_no + 1, "dropped": list(state.dropped)}
        if state.players == 1:
            detail["stats"] = [{"deals_won": int(placings[0] == 1)}]
        return Result(placings=placings, scores=tuple(state.scores), detail=detail)

    def view(self, state: Table, seat: int | None) -> dict[str, Any]:
        return view(self, state, seat)

    def finished_view(self, state: Table) -> dict[str, Any] | None:
        """The public view of the last finished hand's table (its lead, arms, ends, line or
        trains), None before a hand has ended (or when a game saved before hands kept their
        table ended it). Only the layout keys speak of that table."""
        ends = [event for event in state.history if event["type"] == "hand_end"]
        table = ends[-1].get(FINISHED_TABLE) if ends else None
        if table is None:
            return None
        past = state.copy()
        past.lead, past.roots, past.arms = table["lead"], table["roots"], table["arms"]
        return self.view(past, None)

    def computer_action(self, state: Table, source: ChanceSource) -> Action:
        plays = self.plays(state, state.turn)
        if not plays:
            return self.legal_actions(state)[0]
        return self.action_of(state, self.computer_play(state, plays))

    def to_json(self, state: Table) -> dict[str, Any]:
        return table_to_json(state)

    def from_json(self, data: dict[str, Any]) -> Table:
        return table_from_json(data)

    # --- shared steps ------------------------------------------------------------------------

    def anyone_can_play(self, state: Table) -> bool:
        return any(self.can_play(state, seat) for seat in seats_in_play(state))

    def _shuffle_of(self, action: Action) -> list[Tile]:
        raw = action.get("tiles")
        tiles = [tile_of(item, self.max_pip) for item in raw] if isinstance(raw, list) else []
        if sorted(tiles) != sorted(self.deck()):
            raise IllegalAction(
                "A deal must list every tile of the set exactly once.", "domino.bad_deal"
            )
        return tiles

    def _resolve(self, state: Table, seat: int, action: Action) -> Play:
        """The one legal placement the action names, or IllegalAction saying why not."""
        tile = tile_of(action.get("tile"), self.max_pip)
        if tile not in state.hands[seat]:
            raise IllegalAction(
                f"You do not hold {label(tile)}.", "domino.not_in_hand", tile=label(tile)
            )
        candidates = self.plays_of(state, seat, tile)
        if not candidates:
            if state.lead is None:
                raise IllegalAction(
                    f"{label(tile)} may not lead this hand.", "domino.must_lead", tile=label(tile)
                )
            raise IllegalAction(
                f"{label(tile)} fits no open end.", "domino.no_match", tile=label(tile)
            )
        if state.lead is None:
            return candidates[0]
        end = action.get("end")
        if end is not None:
            names = self.end_names(state)
            if end not in names:
                raise IllegalAction(
                    f"There is no end called {end}; the ends are {', '.join(names)}.",
                    "domino.bad_end",
                    end=str(end),
                )
            candidates = [play for play in candidates if names[play.end] == end]
            if not candidates:
                raise IllegalAction(
                    f"{label(tile)} does not fit the {end} end.",
                    "domino.no_match_end",
                    tile=label(tile),
                    end=end,
                )
        near = action.get("near")
        if near is not None:
            candidates = [play for play in candidates if play.near == near]
            if not candidates:
                raise IllegalAction(
                    f"The {near} of {label(tile)} cannot go against that end.",
                    "domino.bad_near",
                    tile=label(tile),
                    near=str(near),
                )
        if len(candidates) > 1:
            raise IllegalAction(
                f"{label(tile)} fits more than one way: say which end (and which half goes "
                "against it).",
                "domino.choose_end",
                tile=label(tile),
            )
        return candidates[0]

    def placed(self, state: Table, seat: int, play: Play) -> Table:
        """A copy of the state with `play` on the table (and nothing else done)."""
        state = state.copy()
        state.hands = replaced(state.hands, seat, without(state.hands[seat], play.tile))
        event: dict[str, Any] = {"type": "play", "seat": seat, "tile": (play.near, play.far)}
        if play.end is None:
            state.lead = event["tile"] = play.tile
            state.roots = self.roots_of(play.tile)
            state.arms = ((),) * len(state.roots)
        else:
            event["end"] = self.end_names(state)[play.end]
            arm = (*state.arms[play.end], (play.near, play.far))
            state.arms = replaced(state.arms, play.end, arm)
        state.events = (event,)
        return state


def rank(keys: list[Any]) -> tuple[int, ...]:
    """Placings from keys where higher is better; equal keys (teams, ties) share a placing."""
    return tuple(1 + len({other for other in keys if other > key}) for key in keys)


def opening_plays(state: Table, seat: int) -> list[Play]:
    """The lead where "the 6-6 leads": only that tile, only for its holder."""
    _, tile = opening(state.hands)
    return [Play(tile, None, tile[0])] if tile in state.hands[seat] else []


def deal_hands(
    state: Table, tiles: list[Tile], size: int
) -> tuple[tuple[tuple[Tile, ...], ...], tuple[Tile, ...]]:
    """`size` tiles to every seat still in the game, in seat order; returns (hands, rest)."""
    hands: list[tuple[Tile, ...]] = []
    dealt = 0
    for seat in range(state.players):
        if seat in state.dropped:
            hands.append(())
        else:
            hands.append(tuple(tiles[dealt : dealt + size]))
            dealt += size
    return tuple(hands), tuple(tiles[dealt:])
