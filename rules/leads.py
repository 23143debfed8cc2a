"""Who leads a round, and with which tiles (RULES.md §2.3-2.4, §7.5-7.7)."""

from __future__ import annotations

from rules.config import FirstLead, NoDoubleLead, Rules
from rules.tiles import ALL_TILES, DOUBLES, Tile

__all__ = ["HIGHEST_ORDER", "first_lead_mask", "free_lead_mask", "lots_leader"]

HIGHEST_ORDER: tuple[Tile, ...] = tuple(
    sorted((t for t in ALL_TILES if not t.is_double), key=lambda t: (-t.pips, -t.low))
)
"""Non-doubles from the highest lead down: 5:6, 4:6, 4:5, 3:6, 3:5, 2:6 ..."""

_LOWEST_DOUBLE = tuple(Tile(v, v) for v in (1, 2, 3, 4, 5, 6, 0))
_HIGHEST_DOUBLE = tuple(Tile(v, v) for v in (6, 5, 4, 3, 2, 1, 0))
_BONUS_DOUBLES = Tile(6, 6).bit | Tile(0, 0).bit


def first_lead_mask(rules: Rules, hands: tuple[int, ...]) -> tuple[int, int]:
    """The first round's leader and the one tile he must lead.

    >>> from rules.config import find_preset
    >>> from rules.tiles import mask_of
    >>> first_lead_mask(find_preset("kozel"), (mask_of(["0:0", "5:6"]), mask_of(["2:2"])))
    (1, 1048576)
    """
    doubles = _LOWEST_DOUBLE if rules.first_lead == FirstLead.LOWEST_DOUBLE else _HIGHEST_DOUBLE
    order: tuple[Tile, ...] = HIGHEST_ORDER
    if rules.no_double_lead == NoDoubleLead.LOWEST and rules.first_lead == FirstLead.LOWEST_DOUBLE:
        order = tuple(reversed(HIGHEST_ORDER))
    for tile in (*doubles, *order):
        for seat, hand in enumerate(hands):
            if hand & tile.bit:
                return seat, tile.bit
    raise ValueError("hands: nobody holds a tile to lead")


def free_lead_mask(rules: Rules, hand: int) -> int:
    """Tiles a leader may lead in a later round (``lead_must_be_double``, §7.7)."""
    if not rules.lead_must_be_double:
        return hand
    doubles = hand & DOUBLES
    obliging = doubles & ~_BONUS_DOUBLES if rules.double_bonuses else doubles
    return doubles if obliging else hand


def lots_leader(lots: tuple[Tile, ...]) -> int:
    """The seat whose lot is highest: pip total, then the higher half (§2.3)."""
    return max(range(len(lots)), key=lambda s: (lots[s].pips, lots[s].high))
