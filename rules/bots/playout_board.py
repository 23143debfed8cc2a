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
    DOUBLE_OF,
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
from rules.tiles import ALL_TILES, DOUBLES, SUIT, Tile

if TYPE_CHECKING:
    from rules.bots.kernel_board import BoardKernel

__all__ = ["board_playout", "board_policy", "scoring_choice"]

_LO, _HI, _ND, _IS_DOUBLE = LOW, HIGH, NONDOUBLE, IS_DOUBLE
FULL = (1 << 28) - 1
TILE_OF = tuple(tuple(Tile(a, b).index for b in range(7)) for a in range(7))


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
                    t, end, scored = greedy_choice(k, playable, seat)
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


DENY = 0.5
"""What a point the next seat could score on the ends a placement leaves costs, against a
point the placement scores (``medium``'s deny term, 0.6 against 1.2 a point scored)."""
PER_POINT = 1000.0
"""A point in play against shed weight in the greedy move (large: the points come first)."""
DENY_FROM = "unseen"
_FOLLOW = tuple(tuple(tuple(sorted(
    ((1 << t.index, a) for t in ALL_TILES if t.has(v)
     for a in [2 * v if t.is_double else t.low + t.high - v] if (a + q) % 5 == 0),
    key=lambda pair: -pair[1])) for q in range(5)) for v in range(7))
"""For an end showing ``v`` and the rest of the count ``r`` (``q = r % 5``): the tiles that
make a count of fives placed there, with what each adds, the most first."""


def greedy_choice(k: BoardKernel, playable: int, seat: int) -> tuple[int, int, int]:
    """``seat``'s greedy placement of ``playable`` in a game with points in play."""
    if not DENY:
        return scoring_choice(k, playable)
    return denying_choice(k, playable, seat)


def denying_choice(k: BoardKernel, playable: int, seat: int) -> tuple[int, int, int]:
    """The placement of ``playable`` worth most: the points it scores now, less ``DENY``
    times the most the next seat could score on the ends it leaves (from the tiles it may
    hold: neither on the table nor in ``seat``'s hand), the heavier tile on a tie, as
    ``medium`` plays; ``(tile, end, points scored)``."""
    if DENY_FROM == "hand":
        avail = k.hands[seat + 1 if seat + 1 < k.players else 0]
    else:
        avail = FULL & ~k.table & ~k.hands[seat]
    ends, tips = k.ends, k.tips
    saved_ends, saved_tips, saved_spinner = ends[:], tips[:], k.spinner
    threat = _head_threat if k.mode == 2 else _five_threat
    best = -1e9
    best_t = best_end = best_pts = -1
    for t in bits_of(playable):
        lo, hi = _LO[t], _HI[t]
        for end in range(4):
            v = saved_ends[end]
            if v != lo and v != hi:
                continue
            k.put(t, end)
            pts = k.scored(False)
            value = PER_POINT * (pts - DENY * threat(k, avail)) + SHED[t]
            ends[:], tips[:], k.spinner = saved_ends, saved_tips, saved_spinner
            if value > best:
                best, best_t, best_end, best_pts = value, t, end, pts
    return best_t, best_end, best_pts


def _five_threat(k: BoardKernel, avail: int) -> int:
    """The most a tile of ``avail`` placed next scores in a count of fives."""
    ends, tips, s = k.ends, k.tips, k.spinner
    worth = [0, 0, 0, 0]
    for end in range(4):
        v = ends[end]
        if v >= 0 and not (end >= 2 and tips[end] == s):
            worth[end] = 2 * v if _IS_DOUBLE[tips[end]] else v
    base = worth[0] + worth[1] + worth[2] + worth[3]
    best = 0
    for end in range(4):
        v = ends[end]
        if v < 0:
            continue
        rest = base - worth[end]
        for bit, add in _FOLLOW[v][rest % 5]:
            if avail & bit:
                if rest + add > best:
                    best = rest + add
                break
    return best


def _head_threat(k: BoardKernel, avail: int) -> int:
    """The most a tile of ``avail`` placed next scores as a Bergen head."""
    a, b = k.ends[0], k.ends[1]
    tips = k.tips
    if a < 0:
        return 0
    if a == b:  # only the double keeps both ends alike
        if avail >> DOUBLE_OF[a] & 1:
            return 4 if _IS_DOUBLE[tips[0]] or _IS_DOUBLE[tips[1]] else 3
        return 0
    if avail >> TILE_OF[a][b] & 1:
        return 1 + (2 if _IS_DOUBLE[tips[0]] or _IS_DOUBLE[tips[1]] else 1)
    return 0


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
                t, end, _ = greedy_choice(k, playable, k.turn)
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
