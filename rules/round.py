"""One deal ("кон"): an immutable ``Round``; ``play`` returns the next one.

>>> from rules import find_preset
>>> r = Round.from_hands(find_preset("kozel"), [["1:2", "6:6"], ["2:6"]], bazaar=["0:0"], leader=0)
>>> [str(m) for m in r.legal_moves()]
['1:2', '6:6']
>>> r = r.play(Move.parse("1:2"))
>>> r.ends, [str(m) for m in r.legal_moves()]
((1, 2), ['2:6>'])
>>> r = r.play(Move.parse("2:6>"))
>>> r.outcome().kind, r.outcome().by
('out', 1)

The state is one tuple (hands as bitmasks, the bazaar, the ends, a persistent
move log ...) and the legal moves are computed once when a state is made,
so a playout costs a few microseconds a move.
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence
from typing import Any, Final, NamedTuple

from rules.config import BadData, Draw, FirstLead, Rules
from rules.deal import (
    first_lead_mask,
    free_lead_mask,
    hundred_offer,
    lots_leader,
    shuffle_and_deal,
)
from rules.legal import PLAY_CACHES, lead_moves, legal_placements, play_moves
from rules.moves import DECLINE, DRAW, LEFT, PASS, IllegalMove, Move, MoveKind
from rules.records import Outcome, Placed, Step, build_line
from rules.tiles import ALL_TILES, DOUBLES, SUIT, Tile, mask_of, parse_tiles, tiles_of

__all__ = [
    "ROUND_FORMAT",
    "Outcome",
    "Placed",
    "Round",
    "Step",
    "build_line",
    "lead_moves",
    "legal_placements",
]

ROUND_FORMAT = 1
"""Version of the JSON form of ``Round``."""

SIX_SIX = Tile(6, 6)
_NONDOUBLE = tuple(SUIT[v] & ~DOUBLES for v in range(7))
_LEAD, _PLAY, _PAIR, _DRAW, _PASS = (
    MoveKind.LEAD, MoveKind.PLAY, MoveKind.PAIR, MoveKind.DRAW, MoveKind.PASS,
)
_DRAW_T, _PASS_T = (DRAW,), (PASS,)

# Indices into the Round tuple.
DEAL: Final = 0
HANDS: Final = 1
BAZAAR: Final = 2
LEFT_END: Final = 3
RIGHT_END: Final = 4
TO_MOVE: Final = 5
KNOCKS: Final = 6
DREW: Final = 7
TABLE: Final = 8
PLACER: Final = 9
LOG: Final = 10
OUTCOME: Final = 11
LEGAL: Final = 12
_new_tuple = tuple.__new__


class Round(
    tuple[
        "_Deal", tuple[int, ...], tuple[Tile, ...], int, int, int, int, bool, int, int,
        Any, "Outcome | None", tuple[Move, ...],
    ]
):
    """One deal of a match.  Immutable: ``play`` returns a new ``Round``.

    A round is a tuple of its state (the deal, hands as bitmasks, the bazaar,
    the ends, ...) only because a tuple is the cheapest immutable object to
    make; treat it as opaque and use the properties.
    """

    __slots__ = ()

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
        match; under the sea-goat hundred move its seat holding 6:6 is asked first.
        """
        rules.check_players(players)
        if leader is not None and not 0 <= leader < players:
            raise ValueError(f"leader: no seat {leader} among {players}")
        lots: tuple[Tile, ...] = ()
        if leader is None and rules.first_lead == FirstLead.DRAW_LOTS:
            lots = tuple(rng.sample(ALL_TILES, players))
            leader = lots_leader(lots)
        hands, bazaar, redeals = shuffle_and_deal(rules, rng, players)
        if leader is None:
            leader, lead_mask = first_lead_mask(rules, hands)
            offer = None
        else:
            lead_mask = free_lead_mask(rules, hands[leader])
            offer = None if lots else hundred_offer(rules, hands, first_writer)
        return _Deal(rules, players, hands, bazaar, leader, lead_mask, offer, lots,
                     redeals, PLAY_CACHES[rules.double_both_ends]).round()

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
        if offer is not None and not (0 <= offer < players and masks[offer] & SIX_SIX.bit):
            raise ValueError("offer: the seat offered the hundred move must hold 6:6")
        return _Deal(rules, players, masks, pile, leader, lead_mask, offer, (), (),
                     PLAY_CACHES[rules.double_both_ends]).round()

    # -- reading the position ------------------------------------------------

    @property
    def rules(self) -> Rules:
        """The rule variant in force."""
        return self[DEAL].rules

    @property
    def players(self) -> int:
        """Number of seats."""
        return self[DEAL].players

    @property
    def to_move(self) -> int:
        """The seat whose move it is (after the end: the seat that would have moved)."""
        return self[TO_MOVE]

    @property
    def hands(self) -> tuple[tuple[Tile, ...], ...]:
        """Every seat's tiles, in index order."""
        return tuple(tiles_of(m) for m in self[HANDS])

    def hand(self, seat: int) -> tuple[Tile, ...]:
        """One seat's tiles."""
        return tiles_of(self[HANDS][seat])

    def hand_mask(self, seat: int) -> int:
        """One seat's tiles as a bitmask."""
        return self[HANDS][seat]

    @property
    def hand_sizes(self) -> tuple[int, ...]:
        """How many tiles each seat holds."""
        return tuple(m.bit_count() for m in self[HANDS])

    @property
    def bazaar(self) -> tuple[Tile, ...]:
        """The bazaar, in drawing order."""
        return self[BAZAAR]

    @property
    def drawable(self) -> int:
        """How many bazaar tiles may still be drawn (the reserve excluded)."""
        return self[DEAL].drawable(self[BAZAAR])

    @property
    def ends(self) -> tuple[int, int] | None:
        """The open ends ``(left, right)``; None before the lead."""
        s = self
        return None if s[LEFT_END] < 0 else (s[LEFT_END], s[RIGHT_END])

    @property
    def table_mask(self) -> int:
        """Bitmask of the tiles on the table."""
        return self[TABLE]

    @property
    def leader(self) -> int:
        """The seat that leads this round (after a declined hundred move offer)."""
        return self[DEAL].leader

    @property
    def lots(self) -> tuple[Tile, ...]:
        """Tiles turned by each seat to choose the first leader (``draw_lots``)."""
        return self[DEAL].lots

    @property
    def redeals(self) -> tuple[tuple[int, str], ...]:
        """Redeals before this deal: ``(seat, "doubles" | "suit")`` each."""
        return self[DEAL].redeals

    @property
    def knocks(self) -> int:
        """Knocks since the last placement."""
        return self[KNOCKS]

    @property
    def has_drawn(self) -> bool:
        """Whether the seat to move has drawn this turn."""
        return self[DREW]

    @property
    def offer(self) -> int | None:
        """The seat being offered the hundred move now, if any."""
        return self[DEAL].offer if self[LOG] is None else None

    @property
    def last_placer(self) -> int | None:
        """The seat that placed the last tile."""
        placer: int = self[PLACER]
        return None if placer < 0 else placer

    def history(self) -> tuple[Step, ...]:
        """Every move so far, oldest first."""
        return tuple(
            Step(seat, move, None if drawn < 0 else ALL_TILES[drawn])
            for _, seat, move, drawn in _iter_log(self[LOG])
        )

    @property
    def ply(self) -> int:
        """Number of moves played."""
        return sum(1 for _ in _iter_log(self[LOG]))

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
        return self[OUTCOME]

    # -- moves --------------------------------------------------------------

    def can_draw(self) -> bool:
        """Whether the seat to move may (and so, unable to play, must) draw."""
        s = self
        return self[DEAL].can_draw(s[BAZAAR], s[DREW])

    def legal_moves(self) -> tuple[Move, ...]:
        """Every legal move; a draw and a knock are moves too.  Empty once over."""
        return self[LEGAL]

    def is_legal(self, move: Move) -> bool:
        """Whether ``move`` may be played now (a lead in either orientation)."""
        legal = self[LEGAL]
        if move in legal:
            return True
        return move.kind is _LEAD and Move.lead(move.tile) in legal  # type: ignore[arg-type]

    def play(self, move: Move | str) -> Round:
        """The round after ``move``; raises ``IllegalMove`` (with the reason) if not allowed."""
        if type(move) is str:
            move = Move.parse(move)
        assert isinstance(move, Move)
        if move not in self[LEGAL] and not self.is_legal(move):
            raise IllegalMove(self._why_illegal(move))
        kind = move.kind
        tile: Tile = move.tile  # type: ignore[assignment]  # None only for draw/pass/decline
        if kind is _PLAY:  # the common case first
            left, right = self[LEFT_END], self[RIGHT_END]
            if move.end == LEFT:
                left = tile.high if tile.low == left else tile.low
            else:
                right = tile.high if tile.low == right else tile.low
            bits = tile.bit
        elif kind is _LEAD:
            left, right = (tile.high, tile.low) if move.end else (tile.low, tile.high)
            bits = tile.bit
        elif kind is _PAIR:
            left, right = self[LEFT_END], self[RIGHT_END]
            bits = tile.bit | move.second.bit  # type: ignore[union-attr]
        elif kind is _DRAW:
            return self._draw(move)
        elif kind is _PASS:
            return self._knock(move)
        else:
            return self._decline(move)
        # The placement itself, inlined: this is the hot path of every playout.
        d = self[DEAL]
        seat = self[TO_MOVE]
        hands = list(self[HANDS])
        hand = hands[seat] = hands[seat] ^ bits
        hands_t = tuple(hands)
        table = self[TABLE] | bits
        log = (self[LOG], seat, move, -1)
        outcome = None
        if hand == 0:
            outcome = d.ending("out", seat, hands_t, log, move.tiles)
        elif left == right and _NONDOUBLE[left] & table == _NONDOUBLE[left]:
            outcome = d.ending("fish", seat, hands_t, log, move.tiles)
        nxt = seat + 1 if seat + 1 < d.players else 0
        return d.make(hands_t, self[BAZAAR], left, right, nxt, 0, False, table, seat, log, outcome)

    def _why_illegal(self, move: Move) -> str:
        s = self
        if s[OUTCOME] is not None:
            return f"{move}: the round is over"
        legal = ", ".join(map(str, s[LEGAL]))
        seat = s[TO_MOVE]
        if move.tile is not None and not all(s[HANDS][seat] & t.bit for t in move.tiles):
            return f"{move}: seat {seat} does not hold that tile (legal: {legal})"
        return f"{move}: not allowed now for seat {seat} (legal: {legal})"

    # -- applying moves -------------------------------------------------------

    def _draw(self, move: Move) -> Round:
        s = self
        seat = s[TO_MOVE]
        tile = s[BAZAAR][0]
        hands = list(s[HANDS])
        hands[seat] |= tile.bit
        log = (s[LOG], seat, move, tile.index)
        return self[DEAL].make(tuple(hands), s[BAZAAR][1:], s[LEFT_END], s[RIGHT_END], seat,
                            s[KNOCKS], True, s[TABLE], s[PLACER], log, None)

    def _knock(self, move: Move) -> Round:
        s = self
        d = self[DEAL]
        seat = s[TO_MOVE]
        knocks = s[KNOCKS] + 1
        log = (s[LOG], seat, move, -1)
        outcome = None
        if knocks >= d.players and d.drawable(s[BAZAAR]) == 0:
            outcome = d.ending("fish", s[PLACER], s[HANDS], log, _last_tiles(log), blocked=True)
        nxt = seat + 1 if seat + 1 < d.players else 0
        return d.make(s[HANDS], s[BAZAAR], s[LEFT_END], s[RIGHT_END], nxt, knocks, False,
                      s[TABLE], s[PLACER], log, outcome)

    def _decline(self, move: Move) -> Round:
        s = self
        log = (s[LOG], s[TO_MOVE], move, -1)
        return self[DEAL].make(s[HANDS], s[BAZAAR], -1, -1, self[DEAL].leader, 0, False, 0, -1,
                            log, None)

    # -- views and JSON -------------------------------------------------------

    def view(self, seat: int) -> Any:
        """What ``seat`` may know: a ``rules.views.SeatView``."""
        from rules.views import SeatView

        return SeatView.of(self, seat)

    def to_json(self) -> dict[str, Any]:
        """The deal and the moves as plain JSON-able data."""
        data = self[DEAL].to_json()
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
        s = self
        return hash((s[HANDS], s[BAZAAR], s[LEFT_END], s[RIGHT_END], s[TO_MOVE], s[KNOCKS]))

    def __repr__(self) -> str:
        hands = " | ".join(" ".join(map(str, h)) for h in self.hands)
        return f"<Round to_move={self.to_move} ends={self.ends} hands=[{hands}]>"


# -- the deal ------------------------------------------------------------------


class _Deal(NamedTuple):
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
    moves: dict[int, tuple[Move, ...]]
    """The cache of placement lists for these rules (with or without double pairs)."""

    def round(self) -> Round:
        """The round before its first move."""
        to_move = self.leader if self.offer is None else self.offer
        return self.make(self.hands, self.bazaar, -1, -1, to_move, 0, False, 0, -1, None, None)

    def drawable(self, bazaar: tuple[Tile, ...]) -> int:
        """Bazaar tiles that may still be drawn."""
        if self.rules.draw == Draw.NONE:
            return 0
        return max(0, len(bazaar) - self.rules.bazaar_reserve)

    def can_draw(self, bazaar: tuple[Tile, ...], drew: bool) -> bool:
        """Whether a seat unable to play may draw now."""
        draw = self.rules.draw
        if draw == Draw.NONE or (drew and draw == Draw.ONE):
            return False
        return len(bazaar) > self.rules.bazaar_reserve

    def make(
        self, hands: tuple[int, ...], bazaar: tuple[Tile, ...], left: int, right: int,
        to_move: int, knocks: int, drew: bool, table: int, placer: int,
        log: tuple[Any, ...] | None, outcome: Outcome | None,
    ) -> Round:
        """A state of this deal, with its legal moves worked out."""
        legal: tuple[Move, ...]
        if outcome is None and left >= 0:  # the common case first
            playable = hands[to_move] & (SUIT[left] | SUIT[right])
            if playable:
                cache = self.moves
                legal = cache.get(playable << 6 | left << 3 | right) or play_moves(
                    playable, left, right, cache
                )
            else:
                legal = _DRAW_T if self.can_draw(bazaar, drew) else _PASS_T
        elif outcome is not None:
            legal = ()
        elif log is None and self.offer is not None:
            legal = (Move.lead(SIX_SIX), DECLINE)
        else:
            legal = lead_moves(hands[to_move] & self.lead_mask)
        return _new_tuple(Round, (self, hands, bazaar, left, right, to_move, knocks, drew,
                                  table, placer, log, outcome, legal))

    def ending(
        self, kind: str, seat: int, hands: tuple[int, ...], log: tuple[Any, ...],
        last: tuple[Tile, ...], *, blocked: bool = False,
    ) -> Outcome:
        """The outcome of a round that ends with the move just logged."""
        node, first, lead = log, log, None
        while node is not None:  # back to the first move; the lead is the one LEAD move
            if node[2].kind is _LEAD:
                lead = node[2].tile
            first, node = node, node[0]
        hundred = first[1] if self.offer is not None and first[2].kind is _LEAD else None
        return Outcome(kind, seat, tuple(tiles_of(m) for m in hands), blocked, lead, last,
                       hundred)

    def to_json(self) -> dict[str, Any]:
        """The deal as plain JSON-able data."""
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
        """Read back ``to_json`` data; ``BadData`` with the reason."""
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
        d = r[DEAL]
        return _Deal(rules, d.players, d.hands, d.bazaar, d.leader, d.lead_mask, d.offer,
                     lots, redeals, d.moves)


def _iter_log(log: tuple[Any, ...] | None) -> Iterator[tuple[Any, int, Move, int]]:
    """The log's nodes ``(prev, seat, move, drawn_index)``, oldest first."""
    nodes = []
    while log is not None:
        nodes.append(log)
        log = log[0]
    return reversed(nodes)  # type: ignore[no-any-return]


def _last_tiles(log: tuple[Any, ...] | None) -> tuple[Tile, ...]:
    while log is not None:
        if log[2].is_placement:
            return log[2].tiles  # type: ignore[no-any-return]
        log = log[0]
    return ()


