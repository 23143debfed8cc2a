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
(<OutcomeKind.OUT: 'out'>, 1)
>>> str(r.position())
'hands 6:6 | -; bazaar 0:0; line [1:2]@0 2:6@1; leader 0; turn 0; last 2:6@1'

The state is a few slots (hands as bitmasks, the bazaar, the ends, a persistent
move log ...) and the legal moves are worked out once when a state is made, by
the move rules of ``rules.legal``, so a playout costs a few microseconds a move.
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence
from typing import Any

from rules.board import NO_BOARD, Board, apply, count, in_play, of_table
from rules.config import BadData, FirstLead, Rules, ScoreInPlay
from rules.deal import first_lead_mask, free_lead_mask, hundred_offer, lots_leader, shuffle_and_deal
from rules.legal import (
    Cache,
    board_ends,
    cache_for,
    can_draw,
    drawable,
    four_way_moves,
    knocks_block,
    opening_moves,
    placement_ends,
    turn_moves,
)
from rules.moves import LEFT, IllegalMove, Move, MoveKind
from rules.position import Position
from rules.records import Outcome, OutcomeKind, Placed, Start, Step, Table, build_table
from rules.redeal import RedealReason
from rules.round_position import setup_of, table_of
from rules.tiles import ALL_TILES, Tile, mask_of, parse_tiles, tiles_of
from rules.views import SeatView

__all__ = ["ROUND_FORMAT", "Outcome", "OutcomeKind", "Placed", "Round", "Step"]

ROUND_FORMAT = 1
"""Version of the JSON form of ``Round``."""

SIX_SIX = Tile(6, 6)
_LEAD, _PLAY, _PAIR, _DRAW, _PASS = (
    MoveKind.LEAD, MoveKind.PLAY, MoveKind.PAIR, MoveKind.DRAW, MoveKind.PASS,
)
_FISH = OutcomeKind.FISH
_new = object.__new__

Log = tuple[Any, int, Move, int, int] | None
"""The move log: ``(previous log, seat, move, drawn tile index or -1, points scored in
play)``, newest first."""


class Round:
    """One deal of a match.  Immutable: ``play`` returns a new ``Round``."""

    __slots__ = ("_bazaar", "_board", "_deal", "_drew", "_hands", "_knocks", "_left", "_legal",
                 "_log", "_outcome", "_placer", "_pts", "_right", "_table", "_to_move")

    _deal: _Deal
    _hands: tuple[int, ...]
    _bazaar: tuple[Tile, ...]
    _left: int
    _right: int
    _to_move: int
    _knocks: int
    _drew: bool
    _table: int
    _placer: int
    _log: Log
    _outcome: Outcome | None
    _legal: tuple[Move, ...]
    _board: Board | None
    """The open ends on four arms and the tiles at them, where the rules need more than
    ``_left`` and ``_right`` (a spinner, points in play); None on a plain line."""
    _pts: tuple[int, ...]
    """Points each seat scored in play so far."""

    def __init__(self) -> None:
        raise TypeError("make a Round with Round.deal, Round.from_hands or Round.from_position")

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

        ``first_writer`` is the side (seat or team) that first wrote points in this
        match; under the sea-goat hundred move its seat holding 6:6 is asked first.
        """
        rules.check_players(players)
        if leader is not None and not (type(leader) is int and 0 <= leader < players):
            raise ValueError(f"leader: no seat {leader!r} among {players}")
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
                     redeals).round()

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
        """A round from given hands (any sizes, none empty) and an ordered bazaar.

        The leader may lead any tile unless ``lead`` lists the tiles allowed; ``offer``
        is a seat offered the sea-goat hundred move first.
        """
        deal = _deal_of(rules, hands, bazaar, leader, lead, offer)
        return deal.round()

    @classmethod
    def from_position(cls, text: str, rules: Rules) -> Round:
        """The round a position text describes (``str(r.position())``); ``ValueError`` if
        the text is malformed or describes no state the rules could reach."""
        s = setup_of(text, rules)
        deal = _deal_of(rules, s.hands, s.bazaar, s.leader, s.lead, s.offer, s.start)
        if s.start is None:
            return deal.round()
        left, right, table = table_of(s.start)
        r = deal.resume(left, right, s.to_move, s.knocks, s.drew, table,
                        of_table(rules, s.start) if deal.rich else None)
        deal.text = str(r.position())
        return r

    # -- reading the position ------------------------------------------------

    @property
    def rules(self) -> Rules:
        """The rule variant in force."""
        return self._deal.rules

    @property
    def players(self) -> int:
        """Number of seats."""
        return self._deal.players

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
    def bazaar_size(self) -> int:
        """How many tiles the bazaar holds (as a seat's view says it)."""
        return len(self._bazaar)

    @property
    def drawable(self) -> int:
        """How many bazaar tiles may still be drawn (the reserve excluded)."""
        return drawable(self._deal.rules, len(self._bazaar))

    @property
    def ends(self) -> tuple[int, int] | None:
        """The open ends ``(left, right)``; None before the lead."""
        return None if self._left < 0 else (self._left, self._right)

    @property
    def open_ends(self) -> tuple[int | None, int | None, int | None, int | None] | None:
        """``(left, right, up, down)``, None for an arm not open; None before the lead."""
        if self._board is not None:
            return self._board.open_ends
        return None if self._left < 0 else (self._left, self._right, None, None)

    @property
    def board(self) -> Board:
        """The open ends and the tiles lying at them (``rules.board``)."""
        if self._board is not None:
            return self._board
        return of_table(self.rules, self._start_of_table()) if self._left >= 0 else NO_BOARD

    @property
    def spinner(self) -> Tile | None:
        """The spinner (GAMES.md §0), or None (always on a line)."""
        return None if self._board is None else self._board.spinner_tile

    @property
    def board_count(self) -> int:
        """The count of GAMES.md §0: the ends' numbers, open doubles twice (0 before the lead)."""
        return count(self.board, self._table.bit_count())

    @property
    def play_points(self) -> tuple[int, ...]:
        """Points each seat scored in play so far this round."""
        return self._pts

    @property
    def branches(self) -> tuple[tuple[Placed, ...], tuple[Placed, ...]]:
        """The up and down arms, each from the spinner outward (empty on a line)."""
        return self.table().branches

    def table(self) -> Table:
        """The tiles on the table as they lie: the line, the arms, the spinner."""
        return build_table(self.history(), self._deal.start, self.rules.is_spinner)

    def _start_of_table(self) -> Start:
        t = self.table()
        return Start(t.line, t.lead_index, (), -1, None, t.spinner, t.branches)

    @property
    def table_mask(self) -> int:
        """Bitmask of the tiles on the table."""
        return self._table

    @property
    def leader(self) -> int:
        """The seat that leads this round (after a declined hundred move offer)."""
        return self._deal.leader

    @property
    def lots(self) -> tuple[Tile, ...]:
        """Tiles turned by each seat to choose the first leader (``draw_lots``)."""
        return self._deal.lots

    @property
    def redeals(self) -> tuple[tuple[int, RedealReason], ...]:
        """Redeals before this deal: ``(seat, reason)`` each."""
        return self._deal.redeals

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
        return self._deal.offer if self._log is None and self._deal.start is None else None

    @property
    def last_placer(self) -> int | None:
        """The seat that placed the last tile."""
        return None if self._placer < 0 else self._placer

    @property
    def start(self) -> Start | None:
        """What was on the table when a round set up from a position text began."""
        return self._deal.start

    def history(self) -> tuple[Step, ...]:
        """Every move so far (since the position, for a round set up from one), oldest first."""
        return tuple(
            Step(seat, move, None if drawn < 0 else ALL_TILES[drawn], points)
            for _, seat, move, drawn, points in _iter_log(self._log)
        )

    @property
    def ply(self) -> int:
        """Number of moves played."""
        return sum(1 for _ in _iter_log(self._log))

    @property
    def line(self) -> tuple[Placed, ...]:
        """The tiles of the line, left end to right end, oriented (the spinner among them)."""
        return self.table().line

    @property
    def lead_index(self) -> int:
        """Index in ``line`` of the tile that was led."""
        return self.table().lead_index

    def outcome(self) -> Outcome | None:
        """None while the round is on; else how it ended."""
        return self._outcome

    def position(self) -> Position:
        """The state as a ``Position``; ``str()`` of it is the position text (docs/POSITION.md)."""
        d, t = self._deal, self.table()
        lead = None
        if self._left < 0:
            hand = self._hands[d.leader]
            lead = tiles_of(d.lead_mask & hand) if d.lead_mask & hand != hand else None
        hundred = d.lead_facts(self._log)[1]
        return Position(
            self.hands, self._bazaar, t.line, t.lead_index, d.leader, self._to_move, lead,
            self.offer, self._knocks, self._drew, d.last_tiles(self._log) if t.line else (),
            self.last_placer, hundred, spinner=t.spinner, branches=t.branches,
            points=self._pts if any(self._pts) else (),
        )

    # -- moves --------------------------------------------------------------

    def can_draw(self) -> bool:
        """Whether the seat to move may (and so, unable to play, must) draw."""
        return can_draw(self._deal.rules, len(self._bazaar), self._drew)

    def legal_moves(self) -> tuple[Move, ...]:
        """Every legal move; a draw and a knock are moves too.  Empty once over."""
        return self._legal

    def is_legal(self, move: Move) -> bool:
        """Whether ``move`` may be played now (a lead in either orientation)."""
        legal = self._legal
        if move in legal:
            return True
        return (type(move) is Move and move.kind is _LEAD and move.tile is not None
                and Move.lead(move.tile) in legal)

    def play(self, move: Move | str) -> Round:
        """The round after ``move``; raises ``IllegalMove`` (with the reason) if not allowed."""
        if type(move) is not Move:
            move = _as_move(move)
        if move not in self._legal and not self.is_legal(move):
            raise IllegalMove(self._why_illegal(move))
        if self._board is not None and move.tile is not None:
            return self._place_on_board(move)
        kind = move.kind
        tile: Tile = move.tile  # type: ignore[assignment]  # None only for draw/pass/decline
        if kind is _PLAY:  # the common case first
            left, right = self._left, self._right
            if move.end == LEFT:
                left = tile.high if tile.low == left else tile.low
            else:
                right = tile.high if tile.low == right else tile.low
            bits = tile.bit
        elif kind is _LEAD:
            left, right = (tile.high, tile.low) if move.end else (tile.low, tile.high)
            bits = tile.bit
        elif kind is _PAIR:
            left, right = self._left, self._right
            bits = tile.bit | move.second.bit  # type: ignore[union-attr]
        elif kind is _DRAW:
            return self._draw(move)
        elif kind is _PASS:
            return self._knock(move)
        else:
            return self._decline(move)
        # The placement itself, inlined: this is the hot path of every playout.
        d = self._deal
        seat = self._to_move
        hands = list(self._hands)
        hand = hands[seat] = hands[seat] ^ bits
        hands_t = tuple(hands)
        table = self._table | bits
        log = (self._log, seat, move, -1, 0)
        outcome = None
        if not hand or left == right:  # else the round cannot end here: no call on the hot path
            ended = placement_ends(hand, left, right, table)
            if ended is not None:
                outcome = d.ending(ended, seat, hands_t, log, move.tiles, self._pts)
        nxt = seat + 1 if seat + 1 < d.players else 0
        if outcome is not None:
            return d.make(hands_t, self._bazaar, left, right, nxt, 0, False, table, seat, log,
                          outcome, None, self._pts)
        # ``make`` for the state every playout is made of, inlined: the round goes on.
        r = _new(Round)
        r._deal, r._hands, r._bazaar, r._left, r._right = d, hands_t, self._bazaar, left, right
        r._to_move, r._knocks, r._drew, r._table, r._placer = nxt, 0, False, table, seat
        r._log, r._outcome, r._board, r._pts = log, None, None, self._pts
        r._legal = turn_moves(d.rules, d.moves, hands_t[nxt], left, right, len(self._bazaar),
                              False)
        return r

    def _place_on_board(self, move: Move) -> Round:
        """A placement where the rules need the whole board: four arms, points in play."""
        d = self._deal
        assert self._board is not None
        board = apply(d.rules, self._board, move)
        seat = self._to_move
        bits = sum(t.bit for t in move.tiles)
        hands = list(self._hands)
        hand = hands[seat] = hands[seat] ^ bits
        hands_t = tuple(hands)
        table = self._table | bits
        points = in_play(d.rules, board, table.bit_count(), move.kind is _LEAD)
        pts = self._pts
        if points:
            pts = tuple(p + points if s == seat else p for s, p in enumerate(pts))
        log = (self._log, seat, move, -1, points)
        ended = board_ends(hand, board, table)
        outcome = None if ended is None else d.ending(ended, seat, hands_t, log, move.tiles, pts)
        nxt = seat + 1 if seat + 1 < d.players else 0
        left, right = board.ends[0], board.ends[1]
        return d.make(hands_t, self._bazaar, left, right, nxt, 0, False, table, seat, log,
                      outcome, board, pts)

    def _why_illegal(self, move: Move) -> str:
        if self._outcome is not None:
            return f"{move}: the round is over"
        legal = ", ".join(map(str, self._legal))
        seat = self._to_move
        if move.tile is not None and not all(self._hands[seat] & t.bit for t in move.tiles):
            return f"{move}: seat {seat} does not hold that tile (legal: {legal})"
        return f"{move}: not allowed now for seat {seat} (legal: {legal})"

    # -- applying moves -------------------------------------------------------

    def _draw(self, move: Move) -> Round:
        seat = self._to_move
        tile = self._bazaar[0]
        hands = list(self._hands)
        hands[seat] |= tile.bit
        log = (self._log, seat, move, tile.index, 0)
        return self._deal.make(tuple(hands), self._bazaar[1:], self._left, self._right, seat,
                               self._knocks, True, self._table, self._placer, log, None,
                               self._board, self._pts)

    def _knock(self, move: Move) -> Round:
        d = self._deal
        seat = self._to_move
        knocks = self._knocks + 1
        log = (self._log, seat, move, -1, 0)
        outcome = None
        if knocks_block(d.rules, d.players, knocks, len(self._bazaar)):
            outcome = d.ending(_FISH, self._placer, self._hands, log, d.last_tiles(log),
                               self._pts, blocked=True)
        nxt = seat + 1 if seat + 1 < d.players else 0
        return d.make(self._hands, self._bazaar, self._left, self._right, nxt, knocks, False,
                      self._table, self._placer, log, outcome, self._board, self._pts)

    def _decline(self, move: Move) -> Round:
        d = self._deal
        log = (self._log, self._to_move, move, -1, 0)
        return d.make(self._hands, self._bazaar, -1, -1, d.leader, 0, False, 0, -1, log, None,
                      self._board, self._pts)

    # -- views and JSON -------------------------------------------------------

    def view(self, seat: int) -> SeatView:
        """What ``seat`` may know of this round: all a bot ever sees."""
        if not (type(seat) is int and 0 <= seat < self.players):
            raise ValueError(f"seat: no seat {seat!r} among {self.players}")
        leading = self._left < 0 and self._to_move == seat and self._outcome is None
        history = tuple(s if s.seat == seat or s.drawn is None else Step(s.seat, s.move)
                        for s in self.history())
        options = tuple(m.tile for m in self._legal if m.tile) if leading else ()
        return SeatView(
            self.rules, self.players, seat, self.hand(seat), self.hand_sizes, len(self._bazaar),
            self.ends, self._to_move, self.leader, history, options, self.offer, self._drew,
            self._knocks, self._outcome, self.lots, self.redeals, self._deal.start,
            board=self._board,
        )

    def to_json(self) -> dict[str, Any]:
        """The deal and the moves as plain JSON-able data."""
        data = self._deal.to_json()
        data["moves"] = [str(s.move) for s in self.history()]
        return data

    @classmethod
    def from_json(cls, data: Any) -> Round:
        """Rebuild a round from ``to_json`` data, replaying its moves; ``BadData`` if wrong."""
        r = _Deal.from_json(data)
        moves = data.get("moves")
        if not isinstance(moves, list):
            raise BadData("round: 'moves' must be a list")
        for i, text in enumerate(moves):
            try:
                r = r.play(Move.parse(text))
            except ValueError as exc:
                raise BadData(f"round: move {i + 1} ({text!r}) cannot be replayed: {exc}") from None
        return r

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Round):
            return NotImplemented
        return self._deal == other._deal and self._log == other._log

    def __hash__(self) -> int:
        return hash((self._hands, self._bazaar, self._left, self._right, self._to_move,
                     self._knocks))

    def __repr__(self) -> str:
        return f"<Round {self.position()}>"


def _as_move(move: Any) -> Move:
    """A move given as text; ``IllegalMove`` naming it when it is no move at all."""
    try:
        return Move.parse(move)
    except ValueError as exc:
        raise IllegalMove(str(exc)) from None


# -- the deal ------------------------------------------------------------------


class _Deal:
    """The start of a round: everything needed to replay it from its moves."""

    __slots__ = ("bazaar", "hands", "lead_mask", "leader", "lots", "moves", "offer", "players",
                 "redeals", "rich", "rules", "start", "text", "zero")

    def __init__(self, rules: Rules, players: int, hands: tuple[int, ...],
                 bazaar: tuple[Tile, ...], leader: int, lead_mask: int, offer: int | None,
                 lots: tuple[Tile, ...], redeals: tuple[tuple[int, RedealReason], ...],
                 start: Start | None = None) -> None:
        self.rules, self.players, self.hands, self.bazaar = rules, players, hands, bazaar
        self.leader, self.lead_mask, self.offer = leader, lead_mask, offer
        self.lots, self.redeals, self.start = lots, redeals, start
        self.moves: Cache = cache_for(rules)
        """The cache of placement lists for these rules."""
        self.rich = rules.is_spinner or rules.score_in_play != ScoreInPlay.NONE
        """Whether the rounds keep a whole ``Board`` (four arms, points in play)."""
        self.zero = (0,) * players
        self.text = ""
        """The position text a round with a ``start`` was set up from."""

    def _key(self) -> tuple[Any, ...]:
        return (self.rules, self.players, self.hands, self.bazaar, self.leader, self.lead_mask,
                self.offer, self.lots, self.redeals, self.start)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, _Deal) and self._key() == other._key()

    def __hash__(self) -> int:
        return hash(self._key())

    def round(self) -> Round:
        """The round before its first move."""
        to_move = self.leader if self.offer is None else self.offer
        return self.make(self.hands, self.bazaar, -1, -1, to_move, 0, False, 0, -1, None, None,
                         NO_BOARD if self.rich else None, self.zero)

    def resume(self, left: int, right: int, to_move: int, knocks: int, drew: bool,
               table: int, board: Board | None) -> Round:
        """The round at a position that was set up with a line on the table."""
        assert self.start is not None
        s = self.start
        outcome = None
        hands = self.hands
        pts = s.points or self.zero
        if board is None:
            ended = placement_ends(hands[s.last_seat], left, right, table)
        else:
            ended = board_ends(hands[s.last_seat], board, table)
        if ended is not None:
            outcome = self.ending(ended, s.last_seat, hands, None, s.last, pts)
        elif not drew and knocks_block(self.rules, self.players, knocks, len(self.bazaar)):
            # (a draw since the knocks, allowed by ``draw = one``, means they did not block)
            outcome = self.ending(_FISH, s.last_seat, hands, None, s.last, pts, blocked=True)
        return self.make(hands, self.bazaar, left, right, to_move, knocks, drew, table,
                         s.last_seat, None, outcome, board, pts)

    def make(
        self, hands: tuple[int, ...], bazaar: tuple[Tile, ...], left: int, right: int,
        to_move: int, knocks: int, drew: bool, table: int, placer: int,
        log: Log, outcome: Outcome | None, board: Board | None, pts: tuple[int, ...],
    ) -> Round:
        """A state of this deal, with its legal moves worked out by the move rules."""
        legal: tuple[Move, ...]
        if outcome is not None:
            legal = ()
        elif left >= 0 and board is not None and self.rules.is_spinner:
            legal = four_way_moves(self.rules, self.moves, hands[to_move], board.ends,
                                   len(bazaar), drew)
        elif left >= 0:
            legal = turn_moves(self.rules, self.moves, hands[to_move], left, right, len(bazaar),
                               drew)
        else:
            legal = opening_moves(self.rules, hands[to_move], self.lead_mask,
                                  log is None and self.offer is not None)
        r = _new(Round)
        r._deal, r._hands, r._bazaar, r._left, r._right = self, hands, bazaar, left, right
        r._to_move, r._knocks, r._drew, r._table, r._placer = to_move, knocks, drew, table, placer
        r._log, r._outcome, r._legal, r._board, r._pts = log, outcome, legal, board, pts
        return r

    def ending(
        self, kind: OutcomeKind, seat: int, hands: tuple[int, ...], log: Log,
        last: tuple[Tile, ...], pts: tuple[int, ...], *, blocked: bool = False,
    ) -> Outcome:
        """The outcome of a round that ends with the move just logged."""
        lead, hundred = self.lead_facts(log)
        return Outcome(kind, seat, tuple(tiles_of(m) for m in hands), blocked, lead, last,
                       hundred, pts if any(pts) else ())

    def lead_facts(self, log: Log) -> tuple[Tile | None, int | None]:
        """The tile led, and the seat that led it as a hundred move (if it was one)."""
        if self.start is not None:
            return self.start.lead, self.start.hundred
        node, first, lead = log, log, None
        while node is not None:  # back to the first move; the lead is the one LEAD move
            if node[2].kind is _LEAD:
                lead = node[2].tile
            first, node = node, node[0]
        hundred = None
        if first is not None and self.offer is not None and first[2].kind is _LEAD:
            hundred = first[1]
        return lead, hundred

    def last_tiles(self, log: Log) -> tuple[Tile, ...]:
        """The tiles of the last placement."""
        while log is not None:
            if log[2].is_placement:
                return log[2].tiles
            log = log[0]
        return () if self.start is None else self.start.last

    def to_json(self) -> dict[str, Any]:
        """The deal as plain JSON-able data."""
        if self.start is not None:
            return {"format": ROUND_FORMAT, "rules": self.rules.to_json(), "position": self.text}
        return {
            "format": ROUND_FORMAT,
            "rules": self.rules.to_json(),
            "hands": [[str(t) for t in tiles_of(m)] for m in self.hands],
            "bazaar": [str(t) for t in self.bazaar],
            "leader": self.leader,
            "lead": [str(t) for t in tiles_of(self.lead_mask)],
            "offer": self.offer,
            "lots": [str(t) for t in self.lots],
            "redeals": [[seat, why.value] for seat, why in self.redeals],
        }

    @classmethod
    def from_json(cls, data: Any) -> Round:
        """The first state of the round in ``to_json`` data; ``BadData`` with the reason."""
        if not isinstance(data, dict):
            raise BadData("round: expected a JSON object")
        if data.get("format") != ROUND_FORMAT:
            raise BadData(f"round: unsupported format {data.get('format')!r}")
        rules = Rules.from_json(data.get("rules"))
        try:
            if "position" in data:
                return Round.from_position(data["position"], rules)
            d = _deal_of(rules, _list(data, "hands"), _list(data, "bazaar"), data["leader"],
                         _list(data, "lead"), data["offer"])
            lots = parse_tiles(_list(data, "lots"))
            redeals = tuple(_redeal(r) for r in _list(data, "redeals"))
        except (KeyError, ValueError) as exc:
            raise BadData(f"round: cannot read the deal: {exc}") from None
        return cls(rules, d.players, d.hands, d.bazaar, d.leader, d.lead_mask, d.offer, lots,
                   redeals).round()


def _list(data: dict[str, Any], key: str) -> list[Any]:
    value = data[key]
    if not isinstance(value, list):
        raise ValueError(f"{key!r} must be a list, not {value!r}")
    return value


def _redeal(item: Any) -> tuple[int, RedealReason]:
    if not (isinstance(item, list) and len(item) == 2 and type(item[0]) is int):
        raise ValueError(f"a redeal is [seat, reason], not {item!r}")
    return item[0], RedealReason(item[1])


def _deal_of(rules: Rules, hands: Sequence[Sequence[Tile | str]], bazaar: Sequence[Tile | str],
             leader: Any, lead: Sequence[Tile | str] | None, offer: Any,
             start: Start | None = None) -> _Deal:
    """The deal of ``Round.from_hands``, every fact checked (``ValueError`` naming it)."""
    if isinstance(hands, (str, bytes)) or not isinstance(hands, Sequence):
        raise ValueError(f"hands: expected a list of hands, got {hands!r}")
    players = len(hands)
    if not 2 <= players <= 4:
        raise ValueError(f"players: 2 to 4 hands, got {players}")
    if rules.teams and players != 4:
        raise ValueError("teams: team play needs exactly 4 players")
    parsed = [_tiles("hands", h) for h in hands]
    pile = _tiles("bazaar", bazaar)
    every = [t for h in parsed for t in h] + list(pile)
    if len(set(every)) != len(every):
        raise ValueError("hands: a tile is given twice")
    if not (type(leader) is int and 0 <= leader < players):
        raise ValueError(f"leader: no seat {leader!r} among {players}")
    masks = tuple(mask_of(h) for h in parsed)
    lead_mask = masks[leader] if lead is None else mask_of(_tiles("lead", lead)) & masks[leader]
    if start is not None:  # the lead is made; ``setup_of`` checked the hands
        return _Deal(rules, players, masks, pile, leader, lead_mask, None, (), (), start)
    empty = [s for s, h in enumerate(parsed) if not h]
    if empty:
        raise ValueError(f"hands: seat {empty[0]} holds no tiles")
    if opening_moves(rules, masks[leader], lead_mask, False) == ():
        raise ValueError("lead: the leader holds none of the tiles allowed to lead")
    if offer is not None:
        if not rules.hundred_move:
            raise ValueError(f"offer: {rules.name} has no hundred move")
        if not (type(offer) is int and 0 <= offer < players and masks[offer] & SIX_SIX.bit):
            raise ValueError("offer: the seat offered the hundred move must hold 6:6")
    return _Deal(rules, players, masks, pile, leader, lead_mask, offer, (), ())


def _tiles(name: str, items: Any) -> tuple[Tile, ...]:
    if isinstance(items, (str, bytes)) or not isinstance(items, Sequence):
        raise ValueError(f"{name}: expected a list of tiles, got {items!r}")
    if not all(isinstance(t, (Tile, str)) for t in items):
        raise ValueError(f"{name}: tiles are written like '3:5', got {list(items)!r}")
    return parse_tiles(items)


def _iter_log(log: Log) -> Iterator[tuple[Any, int, Move, int, int]]:
    """The log's nodes ``(prev, seat, move, drawn_index, points)``, oldest first."""
    nodes = []
    while log is not None:
        nodes.append(log)
        log = log[0]
    return reversed(nodes)
