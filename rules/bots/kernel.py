"""A fast private model of a round for search: bitmask hands, moves as small ints, make/unmake.

It follows ``rules.round.Round`` exactly (the tests replay random games on both) but keeps
one mutable state and an undo stack, so search costs no allocation per move.

Move codes: ``t << 1 | end`` a placement of tile index ``t`` on the left or right end;
``LEAD + (t << 1 | flip)`` a lead; ``PAIR + 8 * x + y`` doubles x:x left and y:y right;
``DRAW``, ``PASS``, ``DECLINE``; on a spinner (GAMES.md §0) also ``ARM + (t << 1 | arm)`` a
placement up (arm 0) or down (arm 1), and ``MULTI + sum((v + 1) << 3 * end)`` several doubles
v:v on other ends than exactly left and right.

This module is the two-ended line without points in play, the fast path of every Kozel
game; ``rules.bots.kernel_board.BoardKernel`` adds four arms and points in play.
"""

from __future__ import annotations

import random
from typing import Any

from rules.config import Draw, Rules, ScoreInPlay
from rules.deal import free_lead_mask
from rules.moves import DECLINE as DECLINE_MOVE
from rules.moves import DRAW as DRAW_MOVE
from rules.moves import PASS as PASS_MOVE
from rules.moves import Move, MoveKind
from rules.round import Round
from rules.tiles import ALL_TILES, DOUBLES, SUIT, Tile

__all__ = ["ARM", "DECLINE", "DOUBLE_OF", "DRAW", "HIGH", "IS_DOUBLE", "LEAD", "LOW", "MULTI",
           "NONDOUBLE", "PAIR", "PASS", "SHED", "Kernel", "code_of", "heaviest", "move_of",
           "needs_board", "place_code"]

LEAD, PAIR, DRAW, PASS, DECLINE, ARM, MULTI = 64, 128, 200, 201, 202, 256, 512
_LO = tuple(t.low for t in ALL_TILES)
_HI = tuple(t.high for t in ALL_TILES)
_S = SUIT
_ND = tuple(SUIT[v] & ~DOUBLES for v in range(7))
_DBL = tuple(Tile(v, v).index for v in range(7))
_SIX_SIX = Tile(6, 6).index
LOW, HIGH, NONDOUBLE, DOUBLE_OF = _LO, _HI, _ND, _DBL
"""By tile index: its low and high numbers; by number: its non-doubles, its double's index."""
IS_DOUBLE = tuple(t.is_double for t in ALL_TILES)
_BITS: dict[int, tuple[int, ...]] = {}
"""Tile indices of a mask, cached: hands repeat across playouts."""
SHED = tuple(t.pips + (4 if t.is_double else 0) for t in ALL_TILES)
"""How keen a player is to shed each tile: pips, doubles a little more (as ``medium`` does)."""
_HEAVIEST: dict[int, int] = {}
_LONE_DOUBLES = frozenset(1 << t for t in _DBL)


def needs_board(rules: Rules) -> bool:
    """Whether these rules need ``BoardKernel``: four arms or points scored in play."""
    return rules.is_spinner or rules.score_in_play != ScoreInPlay.NONE


def heaviest(mask: int) -> int:
    """Index of the tile of ``mask`` with the highest ``SHED`` weight (cached, ties to the higher)."""
    t = _HEAVIEST.get(mask)
    if t is None:
        t = max(bits_of(mask), key=lambda i: (SHED[i], i))
        if len(_HEAVIEST) > 200_000:
            _HEAVIEST.clear()
        _HEAVIEST[mask] = t
    return t


def bits_of(mask: int) -> tuple[int, ...]:
    """Indices of the set bits of ``mask``, ascending."""
    out = _BITS.get(mask)
    if out is None:
        out = tuple(i for i in range(28) if mask >> i & 1)
        if len(_BITS) > 500_000:
            _BITS.clear()
        _BITS[mask] = out
    return out


def place_code(t: int, end: int) -> int:
    """The code of tile index ``t`` placed on ``end`` (left, right, up, down)."""
    return t << 1 | end if end < 2 else ARM + (t << 1 | (end - 2))


def code_of(move: Move) -> int:
    """The kernel code of a ``Move``."""
    kind, t = move.kind, move.tile
    if kind is MoveKind.PLAY:
        assert t is not None
        return place_code(t.index, move.end)
    if kind is MoveKind.LEAD:
        assert t is not None
        return LEAD + (t.index << 1 | (move.end if not t.is_double else 0))
    if kind is MoveKind.PAIR:
        assert t is not None and move.second is not None
        if len(move.placements) == 2 and move.placements[1][1] == 1:  # left and right
            return PAIR + 8 * t.low + move.second.low
        return MULTI + sum((d.low + 1) << 3 * end for d, end in move.placements)
    return {MoveKind.DRAW: DRAW, MoveKind.PASS: PASS}.get(kind, DECLINE)


def move_of(code: int) -> Move:
    """The ``Move`` of a kernel code."""
    if code < LEAD:
        return Move.place(ALL_TILES[code >> 1], code & 1)
    if code < PAIR:
        c = code - LEAD
        return Move.lead(ALL_TILES[c >> 1], bool(c & 1))
    if code < DRAW:
        c = code - PAIR
        return Move.pair(Tile(c // 8, c // 8), Tile(c % 8, c % 8))
    if code >= MULTI:
        c = code - MULTI
        return Move.doubles((Tile(v - 1, v - 1), end) for end in range(4)
                            if (v := c >> 3 * end & 7))
    if code >= ARM:
        c = code - ARM
        return Move.place(ALL_TILES[c >> 1], 2 + (c & 1))
    return {DRAW: DRAW_MOVE, PASS: PASS_MOVE}.get(code, DECLINE_MOVE)


class Kernel:
    """One round's mutable state; ``make``/``unmake`` moves given as codes."""

    __slots__ = ("bazaar", "bz", "can_pair", "draw_mode", "drew", "hands", "knocks", "last",
                 "lead", "lead_mask", "leader", "left", "no_double_last", "offer", "placer",
                 "players", "pts", "reserve", "result", "right", "table", "turn", "undo")

    def __init__(self, rules: Rules, hands: list[int], bazaar: list[int], *, leader: int = 0,
                 turn: int | None = None, left: int = -1, right: int = -1, table: int = 0,
                 knocks: int = 0, drew: bool = False, placer: int = -1,
                 lead_mask: int | None = None, offer: int | None = None, lead: int = 0) -> None:
        """A state from its parts: ``bazaar`` lists the tile indices still to draw, in order;
        ``lead`` is the bit of the tile led (0 before the lead)."""
        self.players = len(hands)
        self.hands = list(hands)
        self.bazaar, self.bz = list(bazaar), 0
        self.draw_mode = 0 if rules.draw == Draw.NONE else 1 if rules.draw == Draw.ONE else 2
        self.reserve = rules.bazaar_reserve
        self.can_pair = rules.double_both_ends
        self.no_double_last = rules.no_double_last
        self.lead = lead
        self.leader = leader
        self.turn = leader if turn is None else turn
        self.left, self.right, self.table = left, right, table
        self.knocks, self.drew, self.placer = knocks, drew, placer
        self.lead_mask = hands[leader] if lead_mask is None else lead_mask
        self.offer = offer
        self.result: tuple[str, int] | None = None
        self.last = 0
        """Bits of the tiles of the move that ended the round."""
        self.undo: list[tuple[Any, ...]] = []
        self.pts: list[int] | None = None
        """Points each seat scored in play (``BoardKernel``); None: no points in play."""

    @staticmethod
    def of_round(r: Round) -> Kernel:
        """The kernel state of a fresh (unplayed) ``Round``: a ``BoardKernel`` where the
        rules need one."""
        legal = r.legal_moves()
        lead_mask = sum(m.tile.bit for m in legal if m.tile is not None and m.kind is MoveKind.LEAD)
        offer = r.offer
        if offer is not None:
            lead_mask = free_lead_mask(r.rules, r.hand_mask(r.leader))
        cls = Kernel
        if needs_board(r.rules):
            from rules.bots.kernel_board import BoardKernel  # it builds on this module

            cls = BoardKernel
        return cls(r.rules, [r.hand_mask(s) for s in range(r.players)],
                   [t.index for t in r.bazaar], leader=r.leader, turn=r.to_move,
                   lead_mask=lead_mask, offer=offer)

    def play_out(self, rng: random.Random, greedy: float,
                 log: list[int] | None) -> tuple[str, int]:
        """``playout`` of this kernel (``BoardKernel`` has its own)."""
        return playout(self, rng, greedy, log)

    # -- reading ------------------------------------------------------------

    def drawable(self) -> int:
        """Bazaar tiles that may still be drawn."""
        if not self.draw_mode:
            return 0
        return max(0, len(self.bazaar) - self.bz - self.reserve)

    def fits(self) -> int:
        """The tiles that fit an open end (0 before the lead); ``BoardKernel`` reads four."""
        if self.left < 0:
            return 0
        return _S[self.left] | _S[self.right]

    def can_draw(self) -> bool:
        """Whether the seat to move may draw."""
        if not self.draw_mode or (self.drew and self.draw_mode == 1):
            return False
        return len(self.bazaar) - self.bz > self.reserve

    def legal(self) -> list[int]:
        """Legal move codes, in the order ``Round.legal_moves`` lists them."""
        if self.result is not None:
            return []
        hand = self.hands[self.turn]
        left, right = self.left, self.right
        if left < 0:
            if self.offer is not None and not self.undo:
                return [LEAD + (_SIX_SIX << 1), DECLINE]
            return [LEAD + (t << 1) for t in bits_of(hand & self.lead_mask)]
        playable = hand & (_S[left] | _S[right])
        if playable and self.no_double_last and hand in _LONE_DOUBLES:
            playable = 0  # §8.35: a double may not be the last tile
        if not playable:
            return [DRAW if self.can_draw() else PASS]
        out = []
        for t in bits_of(playable):
            lo, hi = _LO[t], _HI[t]
            if lo == left or hi == left:
                out.append(t << 1)
            if lo == right or hi == right:
                out.append(t << 1 | 1)
        if self.can_pair and left != right:
            dl, dr = _DBL[left], _DBL[right]
            pair = 1 << dl | 1 << dr
            if playable & pair == pair and not (self.no_double_last and hand == pair):
                out.append(PAIR + 8 * left + right)
        return out

    # -- make / unmake ------------------------------------------------------

    def make(self, code: int) -> None:
        """Play ``code`` (assumed legal)."""
        seat = self.turn
        self.undo.append((code, seat, self.left, self.right, self.knocks, self.drew,
                          self.placer, self.result, self.offer))
        if code < PAIR:
            if code < LEAD:
                t = code >> 1
                if code & 1:
                    self.right = _HI[t] if _LO[t] == self.right else _LO[t]
                else:
                    self.left = _HI[t] if _LO[t] == self.left else _LO[t]
            else:
                t = (code - LEAD) >> 1
                flip = (code - LEAD) & 1
                self.left, self.right = (_HI[t], _LO[t]) if flip else (_LO[t], _HI[t])
                self.lead = 1 << t
            self._placed(seat, 1 << t)
        elif code < DRAW:
            c = code - PAIR
            self._placed(seat, 1 << _DBL[c // 8] | 1 << _DBL[c % 8])
        elif code == DRAW:
            self.hands[seat] |= 1 << self.bazaar[self.bz]
            self.bz += 1
            self.drew = True
        elif code == PASS:
            self.knocks += 1
            self.drew = False
            if self.knocks >= self.players and self.drawable() == 0:
                self.result = ("fish", self.placer)
            self.turn = seat + 1 if seat + 1 < self.players else 0
        else:
            self.offer = None
            self.turn = self.leader

    def _placed(self, seat: int, bits: int) -> None:
        hand = self.hands[seat] = self.hands[seat] ^ bits
        self.table |= bits
        self.knocks, self.drew, self.placer = 0, False, seat
        left = self.left
        if hand == 0:
            self.result, self.last = ("out", seat), bits
        elif left == self.right and _ND[left] & self.table == _ND[left]:
            self.result, self.last = ("fish", seat), bits
        self.turn = seat + 1 if seat + 1 < self.players else 0

    def unmake(self) -> None:
        """Take back the last move."""
        code, seat, self.left, self.right, self.knocks, self.drew, self.placer, self.result, \
            self.offer = self.undo.pop()
        self.turn = seat
        if code < DRAW:
            if code < LEAD:
                bits = 1 << (code >> 1)
            elif code < PAIR:
                bits = 1 << ((code - LEAD) >> 1)
                self.lead = 0
            else:
                c = code - PAIR
                bits = 1 << _DBL[c // 8] | 1 << _DBL[c % 8]
            self.hands[seat] |= bits
            self.table ^= bits
        elif code == DRAW:
            self.bz -= 1
            self.hands[seat] ^= 1 << self.bazaar[self.bz]

    def snapshot(self) -> tuple[Any, ...]:
        """Everything ``playout`` changes, to ``restore`` after it."""
        return (list(self.hands), self.bz, self.left, self.right, self.table, self.turn,
                self.knocks, self.placer, self.drew, self.result, self.lead)

    def restore(self, snap: tuple[Any, ...]) -> None:
        """Back to a ``snapshot``."""
        hands, self.bz, self.left, self.right, self.table, self.turn, self.knocks, \
            self.placer, self.drew, self.result, self.lead = snap
        self.hands[:] = hands


def playout(k: Kernel, rng: random.Random, greedy: float = 0.0,
            log: list[int] | None = None) -> tuple[str, int]:
    """Play ``k`` to the end in place (no undo); returns ``(kind, by)``.

    Each move is random or, with probability ``greedy``, the playable tile with the highest
    ``SHED`` weight (heavy tiles and doubles first); ``log`` collects the codes played.
    """
    if k.pts is not None:  # four arms or points in play
        return k.play_out(rng, greedy, log)
    while k.left < 0 and k.result is None:
        code = rng.choice(k.legal())
        k.make(code)
        if log is not None:
            log.append(code)
    if k.result is not None:
        return k.result
    hands, bazaar, players = k.hands, k.bazaar, k.players
    left, right, table, seat = k.left, k.right, k.table, k.turn
    knocks, placer, drew, bz = k.knocks, k.placer, k.drew, k.bz
    draw_mode, reserve, nb = k.draw_mode, k.reserve, len(bazaar)
    rnd = rng.random
    heavy, bits = _HEAVIEST, _BITS
    S, LO, HI, ND = _S, _LO, _HI, _ND
    stuck = _LONE_DOUBLES if k.no_double_last else frozenset()
    while True:
        hand = hands[seat]
        playable = hand & (S[left] | S[right])
        if stuck and hand in stuck:
            playable = 0
        if playable:
            if greedy and rnd() < greedy:
                t = heavy.get(playable)
                if t is None:
                    t = heaviest(playable)
            else:
                ts = bits.get(playable) or bits_of(playable)  # the cache inline: hot
                t = ts[int(rnd() * len(ts))]
            lo, hi = LO[t], HI[t]
            fits_left = lo == left or hi == left
            if fits_left and (not (lo == right or hi == right) or rnd() < 0.5):
                left = hi if lo == left else lo
                if log is not None:
                    log.append(t << 1)
            else:
                right = hi if lo == right else lo
                if log is not None:
                    log.append(t << 1 | 1)
            bit = 1 << t
            hand ^= bit
            hands[seat] = hand
            table |= bit
            knocks, drew, placer = 0, False, seat
            if hand == 0:
                result = ("out", seat)
                k.last = bit
                break
            if left == right and ND[left] & table == ND[left]:
                result = ("fish", seat)
                k.last = bit
                break
            seat = seat + 1 if seat + 1 < players else 0
        elif draw_mode and nb - bz > reserve and not (drew and draw_mode == 1):
            hands[seat] = hand | 1 << bazaar[bz]
            bz += 1
            drew = True
            if log is not None:
                log.append(DRAW)
        else:
            knocks += 1
            drew = False
            if log is not None:
                log.append(PASS)
            if knocks >= players and (not draw_mode or nb - bz <= reserve):
                result = ("fish", placer)
                break
            seat = seat + 1 if seat + 1 < players else 0
    k.left, k.right, k.table, k.turn, k.knocks, k.placer, k.drew, k.bz = (
        left, right, table, seat, knocks, placer, drew, bz)
    k.result = result
    return result

