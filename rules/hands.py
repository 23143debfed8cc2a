"""Points in hand (RULES.md §3, §7.15-7.16, §8.40), double bonuses (§4, §7.22), rating (§7.26).

Each rule has one bitmask form (``mask_value``, ``bonus_of``) used by the score sheet
and the bots' search alike, and a form taking tiles for people's code.

>>> from rules.config import find_preset
>>> kozel, sea = find_preset("kozel"), find_preset("sea_goat")
>>> hand_value(kozel, ["0:0"]), hand_value(kozel, ["0:0", "1:2"]), hand_value(kozel, ["6:6"])
(10, 3, 12)
>>> hand_value(sea, ["0:0", "6:6"]), hand_value(sea, ["6:6"]), hand_value(sea, ["0:0"])
(75, 50, 25)
>>> rating_points(25), rating_points(15), rating_points(99), rating_points(130)
(8, 9, 1, 1)
"""

from __future__ import annotations

from collections.abc import Sequence
from decimal import ROUND_HALF_UP, Decimal

from rules.config import Rules
from rules.tiles import ALL_TILES, DOUBLES, Tile, mask_of

__all__ = [
    "BONUS",
    "NO_DOUBLE",
    "SIX_SIX",
    "ZERO_ZERO",
    "bonus_of",
    "double_bonus",
    "hand_value",
    "leaver_rating",
    "lowest_double",
    "mask_value",
    "pips_of",
    "rating_points",
]

ZERO_ZERO = Tile(0, 0)
SIX_SIX = Tile(6, 6)
_ZZ, _SS = ZERO_ZERO.bit, SIX_SIX.bit
BONUS: dict[int, int] = {_SS: 50, _ZZ: 25}
"""Double bonuses by tile bit (§4): leading or going out with 6:6 / 0:0 adds this."""
NO_DOUBLE = 7
"""``lowest_double`` of a hand without doubles (Bergen's fish, GAMES.md §2.5)."""

# Pip sums of 7-bit chunks of a hand mask: four look-ups instead of a loop over tiles.
_CHUNK = tuple(
    tuple(sum(ALL_TILES[7 * c + i].pips for i in range(7) if m >> i & 1) for m in range(128))
    for c in range(4)
)


def pips_of(mask: int) -> int:
    """Plain pip sum of a hand mask."""
    c = _CHUNK
    return c[0][mask & 127] + c[1][mask >> 7 & 127] + c[2][mask >> 14 & 127] + c[3][mask >> 21]


def mask_value(rules: Rules, mask: int) -> int:
    """What one hand (a bitmask) is worth: its pips, with the variant's 0:0 and 6:6 values."""
    if mask == _ZZ:
        return rules.lone_zero_zero
    if mask == _SS:
        return rules.lone_six_six
    if mask == _ZZ | _SS and rules.zero_and_six_alone is not None:
        return rules.zero_and_six_alone
    value = pips_of(mask)
    return value + rules.zero_zero_value if mask & _ZZ else value


def lowest_double(mask: int) -> int:
    """The number of the lowest double in a hand (0:0 lowest), ``NO_DOUBLE`` for none."""
    doubles = mask & DOUBLES
    if not doubles:
        return NO_DOUBLE
    return ALL_TILES[(doubles & -doubles).bit_length() - 1].low


def hand_value(rules: Rules, hand: Sequence[Tile | str]) -> int:
    """What one hand (its tiles) is worth; see ``mask_value``."""
    return mask_value(rules, mask_of(hand))


def bonus_of(rules: Rules, out: bool, lead: int, last: int) -> int:
    """Points added to every writing side for a 6:6 / 0:0 lead (tile bit ``lead``) or for
    going out with them (``out``, the bits ``last`` of the closing move)."""
    if not rules.double_bonuses:
        return 0
    bonus = BONUS.get(lead, 0)
    if out:
        bonus += (50 if last & _SS else 0) + (25 if last & _ZZ else 0)
    return bonus


def double_bonus(rules: Rules, out: bool, lead: Tile | None, last: Sequence[Tile]) -> int:
    """``bonus_of`` for tiles: the lead tile and the closing move's tiles."""
    return bonus_of(rules, out, 0 if lead is None else lead.bit, mask_of(last))


def rating_points(points: int) -> int:
    """A winner's rating: ``max(1, round_half_up((100 - points) / 10))`` in exact decimals."""
    return leaver_rating(100, points)


def leaver_rating(leaver: int, points: int) -> int:
    """A remaining player's rating when someone left (§8.39): ``(leaver - own) / 10``, rounded
    half up, at least 1 (the ordinary rating is this against 100 points)."""
    value = (Decimal(leaver) - Decimal(points)) / Decimal(10)
    return max(1, int(value.quantize(Decimal(1), rounding=ROUND_HALF_UP)))
