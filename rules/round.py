"""One deal ("кон"): an immutable ``Round``; ``play`` returns the next one.

>>> r = Round.from_hands(find_preset("kozel"), [["1:2", "6:6"], ["2:6"]], bazaar=["0:0"], leader=0)
>>> [str(m) for m in r.legal_moves()]
['1:2', '6:6']
>>> r = r.play(Move.parse("1:2"))
>>> r.ends, [str(m) for m in r.legal_moves()]
((1, 2), ['2:6>'])
>>> r = r.play(Move.parse("2:6>"))
>>> r.outcome().kind, r.outcome().by
('out', 1)
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from rules.config import BadData, Draw, FirstLead, Rules
from rules.leads import first_lead_mask, free_lead_mask, lots_leader
from rules.moves import DECLINE, DRAW, LEFT, PASS, RIGHT, IllegalMove, Move, MoveKind
from rules.tiles import ALL_TILES, DOUBLES, SUIT, Tile, mask_of, parse_tiles, tiles_of

__all__ = ["ROUND_FORMAT", "Outcome", "Placed", "Round", "Step", "lead_moves", "legal_placements"]

ROUND_FORMAT = 1
"""Version of the JSON form of ``Round``."""

SIX_SIX = Tile(6, 6)
_NONDOUBLE = tuple(SUIT[v] & ~DOUBLES for v in range(7))
_PLAY_CACHE: dict[tuple[int, int, int, bool], tuple[Move, ...]] = {}
_LEAD_CACHE: dict[int, tuple[Move, ...]] = {}
_CACHE_LIMIT = 200_000


@dataclass(frozen=True, slots=True)
class Outcome:
    """How a round ended: ``kind`` is ``"out"`` or ``"fish"``; ``by`` went out / made the fish."""

    kind: str
    by: int
    hands: tuple[tuple[Tile, ...], ...]
    blocked: bool = False
    """A fish declared because every seat knocked (no suit closed)."""
    lead: Tile | None = None
    """The tile that opened the round."""
    last: tuple[Tile, ...] = ()
    """The tile(s) of the move that closed the round."""
    hundred: int | None = None
    """The seat that led 6:6 as a sea-goat hundred move, if any."""


@dataclass(frozen=True, slots=True)
class Placed:
    """A tile on the line, oriented: ``a`` touches the left neighbour, ``b`` the right."""

    tile: Tile
    a: int
    b: int
    seat: int


@dataclass(frozen=True, slots=True)
class Step:
    """One move in the history; ``drawn`` is the tile a draw took (hidden from others)."""

    seat: int
    move: Move
    drawn: Tile | None = None


class Round:
    """One deal of a match.  Immutable: ``play`` returns a new ``Round``."""

    __slots__ = (
        "_bazaar", "_drew", "_hands", "_knocks", "_last_placer", "_left", "_log",
        "_outcome", "_right", "_start", "_table", "_to_move", "players", "rules",
    )

    rules: Rules
    players: int
    _hands: tuple[int, ...]
    _bazaar: tuple[Tile, ...]
    _left: int
    _right: int
    _to_move: int
    _knocks: int
    _drew: bool
    _table: int
    _last_placer: int
    _log: tuple[Any, ...] | None
    _outcome: Outcome | None
    _start: _Deal

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("Round is immutable; play() returns a new one")

    # -- creation -----------------------------------------------------------

    @classmethod
    def deal(
        cls,
        rules: Rules,
        rng: random.Random,
        players: int = 4,
        *,
        leader: int | None = None,
        first_writer: int | None = None,
    ) -> Round:
        """Shuffle and deal with ``rng``; ``leader`` None means the first round of a match.

        ``first_writer`` is the side (seat or team) that first opened its account in this
        match; under the sea-goat hundred move it is offered to lead 6:6 first.
        """
        rules.check_players(players)
        if leader is not None and not 0 <= leader < players:
            raise ValueError(f"leader: no seat {leader} among {players}")
        lots: tuple[Tile, ...] = ()
        if leader is None and rules.first_lead == FirstLead.DRAW_LOTS:
            lots = tuple(rng.sample(ALL_TILES, players))
        hands, bazaar, redeals = _shuffle_and_deal(rules, rng, players)
        masks = tuple(mask_of(h) for h in hands)
        if leader is None:
            if lots:
                leader = lots_leader(lots)
                lead_mask = free_lead_mask(rules, masks[leader])
            else:
                leader, lead_mask = first_lead_mask(rules, masks)
        else:
            lead_mask = free_lead_mask(rules, masks[leader])
        offer = _hundred_offer(rules, masks, players, leader, lots, first_writer)
        deal = _Deal(rules, players, masks, tuple(bazaar), leader, lead_mask, offer, lots, redeals)
        return deal.round()

    @classmethod
    def from_hands(
        cls,
        rules: Rules,
        hands: Sequence[Sequence[Tile | str]],
        *,
        bazaar: Sequence[Tile | str] = (),
        leader: int = 0,
        lead: Sequence[Tile | str] | None = None,
        offer: int | None = None,
    ) -> Round:
        """A round from given hands (any sizes) and an ordered bazaar.

        The leader may lead any tile unless ``lead`` lists the tiles allowed; ``offer``
        is a seat offered the sea-goat hundred move first.
        """
        players = len(hands)
        if not 2 <= players <= 4:
            raise ValueError(f"players: 2 to 4 hands, got {players}")
        if rules.teams and players != 4:
            raise ValueError("teams: team play needs exactly 4 players")
        parsed = [parse_tiles(h) for h in hands]
        pile = parse_tiles(bazaar)
        every = [t for h in parsed for t in h] + list(pile)
        if len(set(every)) != len(every):
            raise ValueError("hands: a tile is given twice")
        if not 0 <= leader < players:
            raise ValueError(f"leader: no seat {leader} among {players}")
        masks = tuple(mask_of(h) for h in parsed)
        lead_mask = masks[leader] if lead is None else mask_of(lead) & masks[leader]
        if lead_mask == 0:
            raise ValueError("lead: the leader holds none of the tiles allowed to lead")
        if offer is not None and not masks[offer] & SIX_SIX.bit:
            raise ValueError("offer: the seat offered the hundred move must hold 6:6")
        deal = _Deal(rules, players, masks, pile, leader, lead_mask, offer, (), ())
        return deal.round()

    # -- reading the position ------------------------------------------------

    @property
    def to_move(self) -> int:
        """The seat whose move it is (after the end: the seat that would have moved)."""
        return self._to_move

    @property
    def hands(self) -> tuple[tuple[Tile, ...], ...]:
        """Every seat's tiles, in index order."""
        return tuple(tiles_of(m) for m in self._hands)

    def hand(self, seat: int) -> tuple[Tile, ...]:
        """One seat's tiles."""
        return tiles_of(self._hands[seat])

    def hand_mask(self, seat: int) -> int:
        """One seat's tiles as a bitmask."""
        return self._hands[seat]

    @property
    def hand_sizes(self) -> tuple[int, ...]:
        """How many tiles each seat holds."""
        return tuple(m.bit_count() for m in self._hands)

    @property
    def bazaar(self) -> tuple[Tile, ...]:
        """The bazaar, in drawing order."""
        return self._bazaar

    @property
    def drawable(self) -> int:
        """How many bazaar tiles may still be drawn (the reserve excluded)."""
        if self.rules.draw == Draw.NONE:
            return 0
        return max(0, len(self._bazaar) - self.rules.bazaar_reserve)

    @property
    def ends(self) -> tuple[int, int] | None:
        """The open ends ``(left, right)``; None before the lead."""
        return None if self._left < 0 else (self._left, self._right)

    @property
    def table_mask(self) -> int:
        """Bitmask of the tiles on the table."""
        return self._table

    @property
    def leader(self) -> int:
        """The seat that leads this round."""
        return self._start.leader

    @property
    def lots(self) -> tuple[Tile, ...]:
        """Tiles turned by each seat to choose the first leader (``draw_lots``)."""
        return self._start.lots

    @property
    def redeals(self) -> tuple[tuple[int, str], ...]:
        """Redeals before this deal: ``(seat, "doubles" | "suit")`` each."""
        return self._start.redeals

    @property
    def knocks(self) -> int:
        """Knocks since the last placement."""
        return self._knocks

    @property
    def has_drawn(self) -> bool:
        """Whether the seat to move has drawn this turn."""
        return self._drew

    @property
    def offer(self) -> int | None:
        """The seat being offered the hundred move now, if any."""
        start = self._start
        return start.offer if self._log is None and start.offer is not None else None

    @property
    def last_placer(self) -> int | None:
        """The seat that placed the last tile."""
        return None if self._last_placer < 0 else self._last_placer

    def history(self) -> tuple[Step, ...]:
        """Every move so far, oldest first."""
        steps: list[Step] = []
        node = self._log
        while node is not None:
            node, seat, move, drawn = node
            steps.append(Step(seat, move, None if drawn < 0 else ALL_TILES[drawn]))
        steps.reverse()
        return tuple(steps)

    @property
    def ply(self) -> int:
        """Number of moves played."""
        n, node = 0, self._log
        while node is not None:
            node, n = node[0], n + 1
        return n

    @property
    def line(self) -> tuple[Placed, ...]:
        """The tiles on the table, left end to right end, oriented."""
        return build_line(self.history())[0]

    @property
    def lead_index(self) -> int:
        """Index in ``line`` of the tile that was led."""
        return build_line(self.history())[1]

    def outcome(self) -> Outcome | None:
        """None while the round is on; else how it ended."""
        return self._outcome

    # -- moves --------------------------------------------------------------

    def can_draw(self) -> bool:
        """Whether the seat to move may (and so, unable to play, must) draw."""
        draw = self.rules.draw
        if draw == Draw.NONE or (self._drew and draw == Draw.ONE):
            return False
        return len(self._bazaar) > self.rules.bazaar_reserve

    def legal_moves(self) -> tuple[Move, ...]:
        """Every legal move; a draw and a knock are moves too.  Empty once over."""
        if self._outcome is not None:
            return ()
        hand = self._hands[self._to_move]
        left = self._left
        if left < 0:
            if self.offer is not None:
                return (Move.lead(SIX_SIX), DECLINE)
            return _lead_moves(hand & self._start.lead_mask)
        return legal_placements(self.rules, hand, left, self._right) or (
            (DRAW,) if self.can_draw() else (PASS,)
        )

    def is_legal(self, move: Move) -> bool:
        """Whether ``move`` may be played now."""
        legal = self.legal_moves()
        if move in legal:
            return True
        return move.kind == MoveKind.LEAD and Move.lead(move.tile) in legal  # type: ignore[arg-type]

    def play(self, move: Move | str) -> Round:
        """The round after ``move``; raises ``IllegalMove`` (with the reason) if not allowed."""
        if isinstance(move, str):
            move = Move.parse(move)
        if not self.is_legal(move):
            raise IllegalMove(self._why_illegal(move))
        kind = move.kind
        if kind == MoveKind.PLAY:
            return self._place_one(move)
        if kind == MoveKind.DRAW:
            return self._draw(move)
        if kind == MoveKind.PASS:
            return self._knock(move)
        if kind == MoveKind.LEAD:
            return self._lead(move)
        if kind == MoveKind.PAIR:
            return self._place_pair(move)
        return self._decline(move)

    def _why_illegal(self, move: Move) -> str:
        if self._outcome is not None:
            return f"{move}: the round is over"
        legal = ", ".join(map(str, self.legal_moves()))
        if move.tile is not None and not all(self._hands[self._to_move] & t.bit for t in move.tiles):
            return f"{move}: seat {self._to_move} does not hold that tile (legal: {legal})"
        return f"{move}: not allowed now for seat {self._to_move} (legal: {legal})"

    # -- applying moves -------------------------------------------------------

    def _next(
        self, hands: tuple[int, ...], bazaar: tuple[Tile, ...], left: int, right: int,
        to_move: int, knocks: int, drew: bool, table: int, placer: int,
        log: tuple[Any, ...], outcome: Outcome | None,
    ) -> Round:
        new = object.__new__(Round)
        s = object.__setattr__
        s(new, "rules", self.rules)
        s(new, "players", self.players)
        s(new, "_start", self._start)
        s(new, "_hands", hands)
        s(new, "_bazaar", bazaar)
        s(new, "_left", left)
        s(new, "_right", right)
        s(new, "_to_move", to_move)
        s(new, "_knocks", knocks)
        s(new, "_drew", drew)
        s(new, "_table", table)
        s(new, "_last_placer", placer)
        s(new, "_log", log)
        s(new, "_outcome", outcome)
        return new

    def _after_placing(
        self, move: Move, bits: int, left: int, right: int
    ) -> Round:
        seat = self._to_move
        hands = list(self._hands)
        hand = hands[seat] = hands[seat] ^ bits
        hands_t = tuple(hands)
        table = self._table | bits
        log = (self._log, seat, move, -1)
        outcome = None
        if hand == 0:
            outcome = self._ending("out", seat, hands_t, log, move)
        elif left == right and _NONDOUBLE[left] & table == _NONDOUBLE[left]:
            outcome = self._ending("fish", seat, hands_t, log, move)
        nxt = seat + 1 if seat + 1 < self.players else 0
        return self._next(hands_t, self._bazaar, left, right, nxt, 0, False, table, seat,
                          log, outcome)

    def _place_one(self, move: Move) -> Round:
        tile = move.tile
        assert tile is not None
        left, right = self._left, self._right
        if move.end == LEFT:
            left = tile.high if tile.low == left else tile.low
        else:
            right = tile.high if tile.low == right else tile.low
        return self._after_placing(move, tile.bit, left, right)

    def _lead(self, move: Move) -> Round:
        tile = move.tile
        assert tile is not None
        left, right = (tile.high, tile.low) if move.end else (tile.low, tile.high)
        return self._after_placing(move, tile.bit, left, right)

    def _place_pair(self, move: Move) -> Round:
        assert move.tile is not None and move.second is not None
        return self._after_placing(move, move.tile.bit | move.second.bit, self._left, self._right)

    def _draw(self, move: Move) -> Round:
        seat = self._to_move
        tile = self._bazaar[0]
        hands = list(self._hands)
        hands[seat] |= tile.bit
        log = (self._log, seat, move, tile.index)
        return self._next(tuple(hands), self._bazaar[1:], self._left, self._right, seat,
                          self._knocks, True, self._table, self._last_placer, log, None)

    def _knock(self, move: Move) -> Round:
        seat = self._to_move
        knocks = self._knocks + 1
        log = (self._log, seat, move, -1)
        outcome = None
        if knocks >= self.players and self.drawable == 0:
            outcome = Outcome("fish", self._last_placer, self.hands, True,
                              self._start_lead(log), self._last_tiles(log),
                              self._hundred_seat(log))
        nxt = seat + 1 if seat + 1 < self.players else 0
        return self._next(self._hands, self._bazaar, self._left, self._right, nxt, knocks,
                          False, self._table, self._last_placer, log, outcome)

    def _decline(self, move: Move) -> Round:
        log = (self._log, self._to_move, move, -1)
        return self._next(self._hands, self._bazaar, -1, -1, self._start.leader, 0, False,
                          0, -1, log, None)

    def _ending(self, kind: str, seat: int, hands: tuple[int, ...],
                log: tuple[Any, ...], move: Move) -> Outcome:
        lead = self._start_lead(log)
        return Outcome(kind, seat, tuple(tiles_of(m) for m in hands), False, lead, move.tiles,
                       self._hundred_seat(log))

    def _start_lead(self, log: tuple[Any, ...] | None) -> Tile | None:
        for step in _iter_log(log):
            if step[2].kind == MoveKind.LEAD:
                return step[2].tile  # type: ignore[no-any-return]
        return None

    def _last_tiles(self, log: tuple[Any, ...] | None) -> tuple[Tile, ...]:
        for step in _iter_log(log, newest_first=True):
            if step[2].is_placement:
                return step[2].tiles  # type: ignore[no-any-return]
        return ()

    def _hundred_seat(self, log: tuple[Any, ...] | None) -> int | None:
        if self._start.offer is None:
            return None
        first = next(_iter_log(log))
        return first[1] if first[2].kind == MoveKind.LEAD else None  # type: ignore[no-any-return]

    # -- views and JSON -------------------------------------------------------

    def view(self, seat: int) -> Any:
        """What ``seat`` may know: a ``SeatView``."""
        from rules.views import SeatView

        return SeatView.of(self, seat)

    def to_json(self) -> dict[str, Any]:
        """The deal and the moves as plain JSON-able data."""
        data = self._start.to_json()
        data["moves"] = [str(s.move) for s in self.history()]
        return data

    @classmethod
    def from_json(cls, data: Any) -> Round:
        """Rebuild a round from ``to_json`` data, replaying its moves; ``BadData`` if wrong."""
        deal = _Deal.from_json(data)
        moves = data.get("moves")
        if not isinstance(moves, list):
            raise BadData("round: 'moves' must be a list")
        r = deal.round()
        for i, text in enumerate(moves):
            try:
                r = r.play(Move.parse(str(text)))
            except ValueError as exc:
                raise BadData(f"round: move {i + 1} ({text!r}) cannot be replayed: {exc}") from None
        return r

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Round):
            return NotImplemented
        return self.to_json() == other.to_json()

    def __hash__(self) -> int:
        return hash((self._hands, self._bazaar, self._left, self._right, self._to_move))

    def __repr__(self) -> str:
        hands = " | ".join(" ".join(map(str, h)) for h in self.hands)
        return f"<Round to_move={self._to_move} ends={self.ends} hands=[{hands}]>"


# -- the deal ------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class _Deal:
    """The start of a round: everything needed to replay it from its moves."""

    rules: Rules
    players: int
    hands: tuple[int, ...]
    bazaar: tuple[Tile, ...]
    leader: int
    lead_mask: int
    offer: int | None
    lots: tuple[Tile, ...]
    redeals: tuple[tuple[int, str], ...]

    def round(self) -> Round:
        new = object.__new__(Round)
        s = object.__setattr__
        s(new, "rules", self.rules)
        s(new, "players", self.players)
        s(new, "_start", self)
        s(new, "_hands", self.hands)
        s(new, "_bazaar", self.bazaar)
        s(new, "_left", -1)
        s(new, "_right", -1)
        s(new, "_to_move", self.leader if self.offer is None else self.offer)
        s(new, "_knocks", 0)
        s(new, "_drew", False)
        s(new, "_table", 0)
        s(new, "_last_placer", -1)
        s(new, "_log", None)
        s(new, "_outcome", None)
        return new

    def to_json(self) -> dict[str, Any]:
        return {
            "format": ROUND_FORMAT,
            "rules": self.rules.to_json(),
            "hands": [[str(t) for t in tiles_of(m)] for m in self.hands],
            "bazaar": [str(t) for t in self.bazaar],
            "leader": self.leader,
            "lead": [str(t) for t in tiles_of(self.lead_mask)],
            "offer": self.offer,
            "lots": [str(t) for t in self.lots],
            "redeals": [[seat, why] for seat, why in self.redeals],
        }

    @classmethod
    def from_json(cls, data: Any) -> _Deal:
        if not isinstance(data, dict):
            raise BadData("round: expected a JSON object")
        if data.get("format") != ROUND_FORMAT:
            raise BadData(f"round: unsupported format {data.get('format')!r}")
        rules = Rules.from_json(data.get("rules"))
        try:
            hands = [parse_tiles(h) for h in data["hands"]]
            r = Round.from_hands(rules, hands, bazaar=data["bazaar"], leader=data["leader"],
                                 lead=data["lead"], offer=data["offer"])
            lots = parse_tiles(data["lots"])
            redeals = tuple((int(s), str(w)) for s, w in data["redeals"])
        except (KeyError, TypeError, ValueError) as exc:
            raise BadData(f"round: cannot read the deal: {exc}") from None
        start = r._start
        return _Deal(rules, start.players, start.hands, start.bazaar, start.leader,
                     start.lead_mask, start.offer, lots, redeals)


def _shuffle_and_deal(
    rules: Rules, rng: random.Random, players: int
) -> tuple[list[list[Tile]], list[Tile], tuple[tuple[int, str], ...]]:
    n = rules.hand_size_for(players)
    redeals: list[tuple[int, str]] = []
    while True:
        tiles = list(ALL_TILES)
        rng.shuffle(tiles)
        hands = [tiles[i * n:(i + 1) * n] for i in range(players)]
        why = _redeal_reason(rules, hands)
        if why is None:
            return hands, tiles[players * n:], tuple(redeals)
        redeals.append(why)
        if len(redeals) > 10_000:
            raise ValueError("redeal_same_suit: the redeal limits are so low no deal passes")


def _redeal_reason(rules: Rules, hands: list[list[Tile]]) -> tuple[int, str] | None:
    if not rules.uses_redeal:
        return None
    for seat, hand in enumerate(hands):
        if rules.redeal_doubles and sum(t.is_double for t in hand) >= rules.redeal_doubles:
            return (seat, "doubles")
        if rules.redeal_same_suit:
            mask = mask_of(hand)
            if any((mask & SUIT[v]).bit_count() >= rules.redeal_same_suit for v in range(7)):
                return (seat, "suit")
    return None


def _hundred_offer(
    rules: Rules, masks: tuple[int, ...], players: int, leader: int | None,
    lots: tuple[Tile, ...], first_writer: int | None,
) -> int | None:
    if not rules.hundred_move or first_writer is None:
        return None
    for seat in range(players):
        if rules.side_of(seat, players) == first_writer and masks[seat] & SIX_SIX.bit:
            return seat
    return None


# -- cached move lists ----------------------------------------------------------


def _lead_moves(mask: int) -> tuple[Move, ...]:
    moves = _LEAD_CACHE.get(mask)
    if moves is None:
        if len(_LEAD_CACHE) > _CACHE_LIMIT:
            _LEAD_CACHE.clear()
        moves = _LEAD_CACHE[mask] = tuple(Move.lead(t) for t in tiles_of(mask))
    return moves


def legal_placements(rules: Rules, hand: int, left: int, right: int) -> tuple[Move, ...]:
    """Every (tile, end) a hand can play on ``left``/``right`` ends; empty if none."""
    playable = hand & (SUIT[left] | SUIT[right])
    if not playable:
        return ()
    key = (playable, left, right, rules.double_both_ends)
    moves = _PLAY_CACHE.get(key)
    return _play_moves(*key) if moves is None else moves


def lead_moves(mask: int) -> tuple[Move, ...]:
    """One lead move per tile of ``mask``."""
    return _lead_moves(mask)


def _play_moves(playable: int, left: int, right: int, pairs: bool) -> tuple[Move, ...]:
    moves: list[Move] = []
    for t in tiles_of(playable):
        if t.low == left or t.high == left:
            moves.append(Move.place(t, LEFT))
        if t.low == right or t.high == right:
            moves.append(Move.place(t, RIGHT))
    if pairs and left != right:
        dl, dr = Tile(left, left), Tile(right, right)
        if playable & dl.bit and playable & dr.bit:
            moves.append(Move.pair(dl, dr))
    if len(_PLAY_CACHE) > _CACHE_LIMIT:
        _PLAY_CACHE.clear()
    result = _PLAY_CACHE[(playable, left, right, pairs)] = tuple(moves)
    return result


def _iter_log(log: tuple[Any, ...] | None, newest_first: bool = False) -> Iterator[Any]:
    nodes = []
    while log is not None:
        nodes.append(log)
        log = log[0]
    yield from (nodes if newest_first else reversed(nodes))


def build_line(steps: Sequence[Step]) -> tuple[tuple[Placed, ...], int]:
    left: list[Placed] = []
    right: list[Placed] = []
    lead: Placed | None = None
    for step in steps:
        m, seat = step.move, step.seat
        if m.kind == MoveKind.LEAD:
            t = m.tile
            assert t is not None
            a, b = (t.high, t.low) if m.end else (t.low, t.high)
            lead = Placed(t, a, b, seat)
        elif m.kind == MoveKind.DECLINE or not m.is_placement:
            continue
        elif m.kind == MoveKind.PAIR:
            assert m.tile is not None and m.second is not None
            left.append(Placed(m.tile, m.tile.low, m.tile.low, seat))
            right.append(Placed(m.second, m.second.low, m.second.low, seat))
        else:
            t = m.tile
            assert t is not None and lead is not None
            if m.end == LEFT:
                end = left[-1].a if left else lead.a
                left.append(Placed(t, t.other(end), end, seat))
            else:
                end = right[-1].b if right else lead.b
                right.append(Placed(t, end, t.other(end), seat))
    if lead is None:
        return (), 0
    return (*reversed(left), lead, *right), len(left)

