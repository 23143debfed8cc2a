"""Points in hand (RULES.md §3, §7.15-7.16), double bonuses (§4, §7.22) and rating (§7.26).

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
from rules.tiles import Tile, parse_tiles

__all__ = [
    "SIX_SIX",
    "ZERO_ZERO",
    "double_bonus",
    "hand_value",
    "rating_points",
    "side_sums",
]

ZERO_ZERO = Tile(0, 0)
SIX_SIX = Tile(6, 6)


def hand_value(rules: Rules, hand: Sequence[Tile | str]) -> int:
    """What one hand is worth: its pips, with the variant's values for 0:0 and 6:6."""
    tiles = set(parse_tiles(hand))
    if tiles == {ZERO_ZERO}:
        return rules.zero_zero_alone
    if tiles == {SIX_SIX}:
        return rules.six_six_alone
    if tiles == {ZERO_ZERO, SIX_SIX} and rules.zero_and_six_alone is not None:
        return rules.zero_and_six_alone
    pips = sum(t.pips for t in tiles)
    return pips + (rules.zero_zero_value if ZERO_ZERO in tiles else 0)


def side_sums(rules: Rules, values: Sequence[int]) -> list[int]:
    """Per-seat values added up per scoring side (teams: both partners, §7.16)."""
    players = len(values)
    out = [0] * rules.sides(players)
    for seat, value in enumerate(values):
        out[rules.side_of(seat, players)] += value
    return out


def double_bonus(
    rules: Rules, ended: str, lead: Tile | None, last: Sequence[Tile]
) -> int:
    """Points added to every writing side for a 6:6 / 0:0 lead or going out with them."""
    if not rules.double_bonuses:
        return 0
    worth = {SIX_SIX: 50, ZERO_ZERO: 25}
    bonus = worth.get(lead, 0) if lead is not None else 0
    if ended == "out":
        bonus += sum(worth.get(t, 0) for t in last)
    return bonus


def rating_points(points: int) -> int:
    """A winner's rating: ``max(1, round_half_up((100 - points) / 10))`` in exact decimals."""
    value = (Decimal(100) - Decimal(points)) / Decimal(10)
    return max(1, int(value.quantize(Decimal(1), rounding=ROUND_HALF_UP)))
