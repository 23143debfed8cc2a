"""Playouts on the board kernel: one tile a move to the end of the round, in place.

The policy is the line playout's (``rules.bots.kernel.playout``: with probability
``greedy`` the heaviest playable tile, else a random one, on a random end it fits), except
that in a game with points in play the greedy move is the one that scores most, as people
and ``medium`` play it (GAMES.md §1.4, §2.4); the heaviest tile when nothing scores.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from rules.bots.kernel import (
    ARM,
    DRAW,
    HIGH,
    IS_DOUBLE,
    LEAD,
    LOW,
    MULTI,
    NONDOUBLE,
    PASS,
    SHED,
    bits_of,
    heaviest,
    place_code,
)
from rules.tiles import DOUBLES, SUIT

if TYPE_CHECKING:
    from rules.bots.kernel_board import BoardKernel

__all__ = ["board_playout", "board_policy", "scoring_choice"]

_LO, _HI, _ND, _IS_DOUBLE = LOW, HIGH, NONDOUBLE, IS_DOUBLE


def board_playout(k: BoardKernel, rng: random.Random, greedy: float,
                  log: list[int] | None) -> tuple[str, int]:
    """Play ``k`` to the end in place (no undo); returns ``(kind, by)``; ``log`` collects
    the codes played."""
    while k.left < 0 and k.result is None:
        code = rng.choice(k.legal())
        k.make(code)
        if log is not None:
            log.append(code)
    rnd = rng.random
    hands, ends, points, players = k.hands, k.ends, k.points, k.players
    bazaar, nb, reserve = k.bazaar, len(k.bazaar), k.reserve
    draw_mode, mode, stuck = k.draw_mode, k.mode, k.no_double_last
    seat, knocks, placer, drew, bz = k.turn, k.knocks, k.placer, k.drew, k.bz
    S, LO, HI, ND = SUIT, _LO, _HI, _ND
    result = k.result
    while result is None:
        hand = hands[seat]
        e0, e1, e2, e3 = ends
        fits = S[e0] | S[e1]
        if e2 >= 0:
            fits |= S[e2] | S[e3]
        playable = hand & fits
        if stuck and hand & DOUBLES == hand and hand.bit_count() == 1:
            playable = 0  # §8.35: a lone double may not be the last tile
        if playable:
            t = end = scored = -1
            if greedy and rnd() < greedy:
                if mode:
                    t, end, scored = scoring_choice(k, playable)
                if t < 0:
                    t = heaviest(playable)
            else:
                ts = bits_of(playable)
                t = ts[int(rnd() * len(ts))]
            if end < 0:
                lo, hi = LO[t], HI[t]
                arms = [a for a in range(4) if ends[a] == lo or ends[a] == hi]
                end = arms[0] if len(arms) == 1 else arms[int(rnd() * len(arms))]
            k.put(t, end)
            bit = 1 << t
            hand ^= bit
            hands[seat] = hand
            k.table |= bit
            if mode:
                points[seat] += scored if scored >= 0 else k.scored(False)
            knocks, drew, placer = 0, False, seat
            if log is not None:
                log.append(place_code(t, end))
            if hand == 0:
                result = ("out", seat)
                k.last = bit
                break
            table = k.table
            for v in ends:
                if v >= 0 and ND[v] & table != ND[v]:
                    break
            else:
                result = ("fish", seat)
                k.last = bit
                break
            seat = seat + 1 if seat + 1 < players else 0
        # Drawing and knocking as in the line playout, inlined there and here: the hot loops.
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
    k.left, k.right, k.turn, k.knocks, k.placer, k.drew, k.bz = (
        ends[0], ends[1], seat, knocks, placer, drew, bz)
    k.result = result
    return result


def scoring_choice(k: BoardKernel, playable: int) -> tuple[int, int, int]:
    """The placement of ``playable`` that scores most in play (the heavier tile on a tie),
    as ``(tile, end, points)``; ``(-1, -1, -1)`` when none scores."""
    ends, tips = k.ends, k.tips
    best, best_t, best_end = -1, -1, -1
    if k.mode == 2:  # Bergen: both ends showing one number, the faces showing it
        for t in bits_of(playable):
            lo, hi = _LO[t], _HI[t]
            for end in (0, 1):
                v = ends[end]
                if v != lo and v != hi:
                    continue
                if (hi if lo == v else lo) != ends[1 - end]:
                    continue
                p = (2 if lo == hi else 1) + (2 if _IS_DOUBLE[tips[1 - end]] else 1)
                if p > best or (p == best and SHED[t] > SHED[best_t]):
                    best, best_t, best_end = p, t, end
        return best_t, best_end, best
    s = k.spinner
    worth = [0, 0, 0, 0]  # what each end adds to the count now
    for end in range(4):
        v = ends[end]
        if v >= 0 and not (end >= 2 and tips[end] == s):
            worth[end] = 2 * v if _IS_DOUBLE[tips[end]] else v
    base = worth[0] + worth[1] + worth[2] + worth[3]
    for t in bits_of(playable):
        lo, hi = _LO[t], _HI[t]
        for end in range(4):
            v = ends[end]
            if v != lo and v != hi:
                continue
            c = base - worth[end] + (2 * lo if lo == hi else hi if lo == v else lo)
            if c % 5 == 0 and c > 0 and (c > best or (c == best and SHED[t] > SHED[best_t])):
                best, best_t, best_end = c, t, end
    return best_t, best_end, best


def board_policy(k: BoardKernel, rng: random.Random, greedy: float) -> int:
    """One move of ``board_playout``'s policy, for a search that walks the tree by ``make``
    (``rules.bots.ismcts``): with chance ``greedy`` the placement that scores most, else the
    heaviest playable tile on one of the ends it fits at random; otherwise any legal move."""
    codes = k.legal()
    if len(codes) == 1:
        return codes[0]
    rnd = rng.random
    if k.left >= 0 and rnd() < greedy:
        playable = 0
        for x in codes:
            t = _tile_of(x)
            if t >= 0:
                playable |= 1 << t
        if playable:
            if k.mode:
                t, end, _ = scoring_choice(k, playable)
                if t >= 0:
                    return place_code(t, end)
            t = heaviest(playable)
            ends = [x for x in codes if _tile_of(x) == t]
            return ends[int(rnd() * len(ends))]
    return codes[int(rnd() * len(codes))]


def _tile_of(code: int) -> int:
    """The tile a one-tile placement code places (-1: a lead, several doubles, a draw, a knock)."""
    if code < LEAD:
        return code >> 1
    return (code - ARM) >> 1 if ARM <= code < MULTI else -1
