"""Redeals (RULES.md §2.2, §7.3): which hands are redealt, and whether a setting can deal.

A hand is redealt when it holds ``doubles`` doubles or more, or ``suit`` tiles carrying
one number or more (a double counts once; 0 switches a limit off).  Counts are packed
a nibble per number (and nibble 7 for doubles) so a hand is checked with four look-ups.

>>> from rules.tiles import mask_of
>>> hands = (mask_of(["0:0", "1:1", "2:2", "3:3", "4:4", "0:1"]), mask_of(["5:6"]))
>>> any_redeal(hands, redeal_add(5, 6)), redeal_reason(hands, 5, 6)
(True, (0, <RedealReason.DOUBLES: 'doubles'>))
>>> deals_pass(4, 7, 5, 6), deals_pass(2, 14, 5, 4), deals_pass(4, 7, 0, 3)
(True, False, False)
"""

from __future__ import annotations

import functools
import random
from enum import StrEnum

from rules.tiles import ALL_TILES, DOUBLES, SUIT

__all__ = ["RedealReason", "any_redeal", "deals_pass", "redeal_add", "redeal_reason"]


class RedealReason(StrEnum):
    """Why a deal was redealt."""

    DOUBLES = "doubles"
    SUIT = "suit"


def _count_table(chunk: int) -> tuple[int, ...]:
    """Packed counts for the 7 tiles of bits ``7*chunk .. 7*chunk+6``."""
    table = []
    for bits in range(128):
        packed = 0
        for k in range(7):
            if bits >> k & 1:
                t = ALL_TILES[7 * chunk + k]
                packed += 1 << (4 * t.low)
                packed += 1 << 28 if t.is_double else 1 << (4 * t.high)
        table.append(packed)
    return tuple(table)


_T0, _T1, _T2, _T3 = (_count_table(c) for c in range(4))
_HIGH_BITS = 0x8888_8888


@functools.cache
def redeal_add(doubles: int, suit: int) -> int:
    """What to add to packed counts so a nibble's high bit means 'redeal' (0: no redeal).

    Limits are at most 7 (``Rules`` sees to it), so no nibble overflows into the next.
    """
    add = 0
    if suit:
        add += sum((8 - suit) << (4 * v) for v in range(7))
    if doubles:
        add += (8 - doubles) << 28
    return add


def any_redeal(hands: tuple[int, ...], add: int) -> bool:
    """Whether any hand (bitmask) must be redealt under the limits folded into ``add``."""
    for h in hands:
        if (_T0[h & 127] + _T1[h >> 7 & 127] + _T2[h >> 14 & 127] + _T3[h >> 21] + add) \
                & _HIGH_BITS:
            return True
    return False


def redeal_reason(hands: tuple[int, ...], doubles: int, suit: int) -> tuple[int, RedealReason]:
    """The first seat whose hand is redealt, and why (``ValueError`` if none is)."""
    for seat, hand in enumerate(hands):
        if doubles and (hand & DOUBLES).bit_count() >= doubles:
            return (seat, RedealReason.DOUBLES)
        if suit and any((hand & s).bit_count() >= suit for s in SUIT):
            return (seat, RedealReason.SUIT)
    raise ValueError("redeal: no hand breaks the limits")


SAMPLES = 4000
"""Random deals tried by ``deals_pass``; a setting none of them passes cannot really deal."""


@functools.cache
def deals_pass(players: int, n: int, doubles: int, suit: int) -> bool:
    """Whether deals of ``n`` tiles to ``players`` seats pass the limits often enough to deal.

    False when no deal can pass (counted exactly) or when not one of ``SAMPLES`` seeded
    random deals does, so dealing would take thousands of shuffles (§8.43).
    """
    add = redeal_add(doubles, suit)
    if not add:
        return True
    if not _counts_allow(players, n, doubles, suit):
        return False
    rng = random.Random(0)
    bits = [t.bit for t in ALL_TILES]
    for _ in range(SAMPLES):
        rng.shuffle(bits)
        if not any_redeal(tuple(sum(bits[s * n:(s + 1) * n]) for s in range(players)), add):
            return True
    return False


def _counts_allow(players: int, n: int, doubles: int, suit: int) -> bool:
    """Necessary condition: a hand's numbers add up to ``2n - doubles held``, so each hand
    needs enough doubles, and there are only 7 doubles and 21 other tiles to share."""
    cap = suit - 1 if suit else 7
    low = max(0, 2 * n - 7 * cap, n - 21)
    high = min(n, 7, doubles - 1 if doubles else 7)
    return low <= high and max(players * low, players * n - 21) <= min(7, players * high)
