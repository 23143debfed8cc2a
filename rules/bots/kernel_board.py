"""The search kernel on any layout: four arms from a spinner, several doubles in one move,
points scored in play (GAMES.md §0, §9), for the games the line ``Kernel`` does not play.

It follows ``rules.board`` and ``rules.legal`` exactly (the tests replay random games on
this and on ``Round`` side by side) with the ends, the tiles lying at them and the spinner
in small mutable lists, so a move costs no allocation beyond its undo record.

>>> from rules import Round, find_preset
>>> from rules.bots.kernel import code_of, move_of
>>> from rules.moves import Move
>>> r = Round.from_hands(find_preset("muggins"), [["5:5", "4:5", "6:6", "1:4"],
...                                               ["5:6", "0:5", "0:3", "2:2"]])
>>> k = Kernel.of_round(r)
>>> for text in ("5:5", "5:6>", "4:5<"):
...     k.make(code_of(Move.parse(text)))
>>> k.ends, k.points, [str(move_of(c)) for c in k.legal()]
([4, 6, 5, 5], [20, 0], ['0:5^', '0:5v'])
"""

from __future__ import annotations

import random
from itertools import combinations
from typing import Any

from rules.board import NO_BOARD, Board, opens_at_once
from rules.bots.kernel import (
    ARM,
    DOUBLE_OF,
    DRAW,
    HIGH,
    IS_DOUBLE,
    LEAD,
    LOW,
    MULTI,
    NONDOUBLE,
    PAIR,
    PASS,
    Kernel,
    bits_of,
    place_code,
)
from rules.bots.playout_board import board_playout
from rules.config import Rules, ScoreInPlay
from rules.tiles import ALL_TILES, DOUBLES, SUIT

__all__ = ["BoardKernel"]

_LO, _HI, _ND, _DBL, _IS_DOUBLE = LOW, HIGH, NONDOUBLE, DOUBLE_OF, IS_DOUBLE
_PIPS = tuple(t.pips for t in ALL_TILES)
_NONE, _FIVES, _BERGEN = 0, 1, 2
_MODE = {ScoreInPlay.NONE: _NONE, ScoreInPlay.FIVES: _FIVES, ScoreInPlay.BERGEN: _BERGEN}


def _doubles_code(arms: tuple[tuple[int, int], ...]) -> int:
    """The code of doubles ``(end, number)`` placed together, in arm order."""
    if len(arms) == 2 and arms[0][0] == 0 and arms[1][0] == 1:
        return PAIR + 8 * arms[0][1] + arms[1][1]
    return MULTI + sum((v + 1) << 3 * end for end, v in arms)


class BoardKernel(Kernel):
    """A ``Kernel`` with four ends, the tiles at them, the spinner and points in play."""

    __slots__ = ("at_once", "ends", "lead_scores", "mode", "points", "spin", "spinner", "tips")

    def __init__(self, rules: Rules, hands: list[int], bazaar: list[int], *,
                 board: Board = NO_BOARD, pts: tuple[int, ...] = (), **kw: Any) -> None:
        """A state from its parts (see ``Kernel``); ``board`` the open ends and the tiles at
        them, ``pts`` the points each seat scored in play so far."""
        super().__init__(rules, hands, bazaar, left=board.ends[0], right=board.ends[1], **kw)
        self.ends = list(board.ends)
        """The number each end shows, ``(left, right, up, down)``; -1: not open."""
        self.tips = list(board.tips)
        """The tile lying last on each arm (the spinner on an open arm still empty)."""
        self.spinner = board.spinner
        self.spin = rules.is_spinner
        self.at_once = opens_at_once(rules)
        self.mode = _MODE[rules.score_in_play]
        self.lead_scores = rules.lead_scores
        self.points = list(pts) if pts else [0] * len(hands)
        """Points each seat scored in play so far (the same list as ``pts``)."""
        self.pts = self.points

    # -- reading ------------------------------------------------------------

    def fits(self) -> int:
        """The tiles that fit an open end."""
        e = self.ends
        if e[0] < 0:
            return 0
        mask = SUIT[e[0]] | SUIT[e[1]]
        if e[2] >= 0:
            mask |= SUIT[e[2]] | SUIT[e[3]]
        return mask

    def legal(self) -> list[int]:
        """Legal move codes, in the order ``Round.legal_moves`` lists them."""
        if self.result is not None or self.left < 0:
            return super().legal()
        hand = self.hands[self.turn]
        playable = hand & self.fits()
        out: list[int] = []
        if playable:
            e = self.ends
            for t in bits_of(playable):
                lo, hi = _LO[t], _HI[t]
                for end in range(4):
                    v = e[end]
                    if v >= 0 and (lo == v or hi == v):
                        out.append(place_code(t, end))
            if self.can_pair:
                out += self._several_doubles(playable)
            if self.no_double_last and hand & DOUBLES == hand and hand.bit_count() <= 4:
                out = [c for c in out if self._bits(c) != hand]  # §8.35: not out on doubles
        return out or [DRAW if self.can_draw() else PASS]

    def _several_doubles(self, playable: int) -> list[int]:
        """2 to 4 held doubles on different open ends (``rules.legal._several_doubles``)."""
        held = [(end, v) for end, v in enumerate(self.ends) if v >= 0 and playable >> _DBL[v] & 1]
        if len(held) < 2:
            return []
        out: list[int] = []
        for k in range(2, len(held) + 1):
            group = [arms for arms in combinations(held, k) if len({v for _, v in arms}) == k]
            group.sort(key=lambda arms: [(_DBL[v], end) for end, v in arms])
            out += (_doubles_code(arms) for arms in group)
        return out

    @staticmethod
    def _bits(code: int) -> int:
        """The tiles a placement code puts on the table."""
        if code < LEAD:
            return 1 << (code >> 1)
        if code < PAIR:
            return 1 << ((code - LEAD) >> 1)
        if code < DRAW:
            c = code - PAIR
            return 1 << _DBL[c // 8] | 1 << _DBL[c % 8]
        if code >= MULTI:
            c = code - MULTI
            return sum(1 << _DBL[(c >> 3 * end & 7) - 1] for end in range(4) if c >> 3 * end & 7)
        return 1 << ((code - ARM) >> 1)

    # -- make / unmake ------------------------------------------------------

    def make(self, code: int) -> None:
        """Play ``code`` (assumed legal)."""
        if DRAW <= code < ARM:  # a draw, knock or declined offer: as on the line
            super().make(code)
            return
        seat = self.turn
        record = [code, seat, self.left, self.right, self.knocks, self.drew, self.placer,
                  self.result, self.offer, self.ends[:], self.tips[:], self.spinner, 0]
        led = LEAD <= code < PAIR
        if code < LEAD:
            self.put(code >> 1, code & 1)
        elif led:
            c = code - LEAD
            self._lead(c >> 1, c & 1)
        elif code < DRAW:
            c = code - PAIR
            self.put(_DBL[c // 8], 0)
            self.put(_DBL[c % 8], 1)
        elif code >= MULTI:
            c = code - MULTI
            for end in range(4):
                if c >> 3 * end & 7:
                    self.put(_DBL[(c >> 3 * end & 7) - 1], end)
        else:
            c = code - ARM
            self.put(c >> 1, 2 + (c & 1))
        bits = self._bits(code)
        self.table |= bits
        record[12] = scored = self.scored(led)
        self.points[seat] += scored
        self.undo.append(tuple(record))
        self.left, self.right = self.ends[0], self.ends[1]
        self._settle(seat, bits)

    def _settle(self, seat: int, bits: int) -> None:
        """After a placement of ``bits`` by ``seat``: out, fish (every open end dead), or on."""
        hand = self.hands[seat] = self.hands[seat] ^ bits
        self.knocks, self.drew, self.placer = 0, False, seat
        if hand == 0:
            self.result, self.last = ("out", seat), bits
        elif self._dead():
            self.result, self.last = ("fish", seat), bits
        self.turn = seat + 1 if seat + 1 < self.players else 0

    def _dead(self) -> bool:
        table = self.table
        return all(v < 0 or _ND[v] & table == _ND[v] for v in self.ends)

    def _lead(self, t: int, flip: int) -> None:
        lo, hi = _LO[t], _HI[t]
        self.ends[:] = (hi, lo, -1, -1) if flip else (lo, hi, -1, -1)
        self.tips[:] = (t, t, -1, -1)
        self.lead = 1 << t
        if lo == hi and self.spin:
            self._spin(t)

    def put(self, t: int, end: int) -> None:
        """``rules.board.place``: ``t`` on ``end``; the first double becomes the spinner."""
        e = self.ends
        e[end] = _HI[t] if _LO[t] == e[end] else _LO[t]
        self.tips[end] = t
        if self.spin:
            if self.spinner >= 0:
                self._sides_taken()
            elif _LO[t] == _HI[t]:
                self._spin(t)

    def _spin(self, t: int) -> None:
        self.spinner = t
        if self.at_once:
            self._open()
        else:
            self._sides_taken()

    def _sides_taken(self) -> None:
        s, tips = self.spinner, self.tips
        if self.ends[2] < 0 and tips[0] != s and tips[1] != s:
            self._open()

    def _open(self) -> None:
        s = self.spinner
        self.ends[2] = self.ends[3] = _LO[s]
        self.tips[2] = self.tips[3] = s

    def scored(self, led: bool) -> int:
        """``rules.board.in_play`` of the board just made."""
        mode = self.mode
        if mode == _NONE or (led and not self.lead_scores):
            return 0
        e, tips, tiles = self.ends, self.tips, self.table.bit_count()
        if mode == _BERGEN:
            if e[0] != e[1]:
                return 0
            if tiles == 1:
                return 2
            return (2 if _IS_DOUBLE[tips[0]] else 1) + (2 if _IS_DOUBLE[tips[1]] else 1)
        if tiles == 1:
            c = _PIPS[tips[0]]
        else:
            c, s = 0, self.spinner
            for end in range(4):
                v = e[end]
                if v < 0 or (end >= 2 and tips[end] == s):
                    continue
                c += 2 * v if _IS_DOUBLE[tips[end]] else v
        return c if c % 5 == 0 else 0

    def unmake(self) -> None:
        """Take back the last move."""
        if DRAW <= self.undo[-1][0] < ARM:
            super().unmake()
            return
        code, seat, self.left, self.right, self.knocks, self.drew, self.placer, self.result, \
            self.offer, ends, tips, spinner, scored = self.undo.pop()
        self.turn = seat
        self.ends[:], self.tips[:], self.spinner = ends, tips, spinner
        self.points[seat] -= scored
        if LEAD <= code < PAIR:
            self.lead = 0
        bits = self._bits(code)
        self.hands[seat] |= bits
        self.table ^= bits

    def snapshot(self) -> tuple[Any, ...]:
        """Everything ``playout`` changes, to ``restore`` after it."""
        return (super().snapshot(), self.ends[:], self.tips[:], self.spinner, self.points[:])

    def restore(self, snap: tuple[Any, ...]) -> None:
        """Back to a ``snapshot``."""
        line, ends, tips, self.spinner, pts = snap
        super().restore(line)
        self.ends[:], self.tips[:], self.points[:] = ends, tips, pts

    # -- playouts -----------------------------------------------------------

    def play_out(self, rng: random.Random, greedy: float,
                 log: list[int] | None) -> tuple[str, int]:
        """``rules.bots.playout_board.board_playout``: to the end in place, no undo."""
        return board_playout(self, rng, greedy, log)
