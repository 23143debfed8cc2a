"""Playouts on the search kernel in which each seat sheds heavy tiles as keenly as it is modelled to."""

from __future__ import annotations

import random

from rules.bots.kernel import DRAW, PASS, SHED, Kernel, bits_of, heaviest
from rules.tiles import ALL_TILES, DOUBLES, SUIT

__all__ = ["playout_seats"]

_LO = tuple(t.low for t in ALL_TILES)
_HI = tuple(t.high for t in ALL_TILES)
_ND = tuple(SUIT[v] & ~DOUBLES for v in range(7))
_ = SHED


def playout_seats(k: Kernel, rng: random.Random, greedy: list[float]) -> tuple[str, int]:
    """Play ``k`` to its end in place; seat ``s`` plays its heaviest tile with chance ``greedy[s]``."""
    while k.left < 0 and k.result is None:
        k.make(rng.choice(k.legal()))
    if k.result is not None:
        return k.result
    hands, bazaar, players = k.hands, k.bazaar, k.players
    left, right, table, seat = k.left, k.right, k.table, k.turn
    knocks, placer, drew, bz = k.knocks, k.placer, k.drew, k.bz
    draw_mode, reserve, nb = k.draw_mode, k.reserve, len(bazaar)
    rnd = rng.random
    S, LO, HI, ND = SUIT, _LO, _HI, _ND
    while True:
        hand = hands[seat]
        playable = hand & (S[left] | S[right])
        if playable:
            if rnd() < greedy[seat]:
                t = heaviest(playable)
            else:
                ts = bits_of(playable)
                t = ts[int(rnd() * len(ts))]
            lo, hi = LO[t], HI[t]
            fits_left = lo == left or hi == left
            if fits_left and (not (lo == right or hi == right) or rnd() < 0.5):
                left = hi if lo == left else lo
            else:
                right = hi if lo == right else lo
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
        else:
            knocks += 1
            drew = False
            if knocks >= players and (not draw_mode or nb - bz <= reserve):
                result = ("fish", placer)
                break
            seat = seat + 1 if seat + 1 < players else 0
    k.left, k.right, k.table, k.turn, k.knocks, k.placer, k.drew, k.bz = (
        left, right, table, seat, knocks, placer, drew, bz)
    k.result = result
    return result


_ = (DRAW, PASS)
