"""Shuffling, dealing, redeals, and who leads with which tiles (RULES.md §2, §7.1-7.7)."""

from __future__ import annotations

import random
from array import array

from rules.config import FirstLead, NoDoubleLead, Rules, ZeroZeroLead
from rules.redeal import RedealReason, any_redeal, redeal_add, redeal_reason
from rules.tiles import ALL_TILES, DOUBLES, Tile

__all__ = [
    "HIGHEST_ORDER",
    "first_lead_mask",
    "free_lead_mask",
    "hundred_offer",
    "lots_leader",
    "shuffle_and_deal",
]

HIGHEST_ORDER: tuple[Tile, ...] = tuple(
    sorted((t for t in ALL_TILES if not t.is_double), key=lambda t: (-t.pips, -t.low))
)
"""Non-doubles from the highest lead down: 5:6, 4:6, 4:5, 3:6, 3:5, 2:6 ..."""

_DOUBLES_ORDER = {
    FirstLead.LOWEST_DOUBLE: tuple(Tile(v, v) for v in (1, 2, 3, 4, 5, 6, 0)),
    FirstLead.HIGHEST_DOUBLE: tuple(Tile(v, v) for v in (6, 5, 4, 3, 2, 1, 0)),
    FirstLead.LOWEST_DOUBLE_ZERO_FIRST: tuple(Tile(v, v) for v in (0, 1, 2, 3, 4, 5, 6)),
}
"""The doubles sought for the first lead, in order (RULES.md §2.3, GAMES.md §11.15)."""
_LOWEST_FIRST = frozenset({FirstLead.LOWEST_DOUBLE, FirstLead.LOWEST_DOUBLE_ZERO_FIRST})
_ZERO_ZERO = Tile(0, 0).bit
_BONUS_DOUBLES = Tile(6, 6).bit | _ZERO_ZERO


def first_lead_mask(rules: Rules, hands: tuple[int, ...]) -> tuple[int, int]:
    """The first round's leader and the one tile he must lead.

    >>> from rules.config import find_preset
    >>> from rules.tiles import mask_of, tiles_of
    >>> seat, mask = first_lead_mask(find_preset("kozel"), (mask_of(["0:0", "5:6"]), mask_of(["2:2"])))
    >>> seat, tiles_of(mask)
    (1, (Tile(2, 2),))
    """
    doubles = _DOUBLES_ORDER.get(rules.first_lead, _DOUBLES_ORDER[FirstLead.HIGHEST_DOUBLE])
    if rules.zero_zero_lead == ZeroZeroLead.FORBIDDEN:  # §8.36: 0:0 is never sought
        doubles = tuple(d for d in doubles if d.low)
    order: tuple[Tile, ...] = HIGHEST_ORDER
    if rules.no_double_lead == NoDoubleLead.LOWEST and rules.first_lead in _LOWEST_FIRST:
        order = tuple(reversed(HIGHEST_ORDER))
    for tile in (*doubles, *order):
        for seat, hand in enumerate(hands):
            if hand & tile.bit:
                return seat, tile.bit
    raise ValueError("hands: nobody holds a tile to lead")


def free_lead_mask(rules: Rules, hand: int) -> int:
    """Tiles a leader may lead in a later round (``lead_must_be_double`` §7.7, 0:0 §8.36)."""
    if rules.zero_zero_lead == ZeroZeroLead.FORBIDDEN:
        hand &= ~_ZERO_ZERO
    if not rules.lead_must_be_double:
        return hand
    doubles = hand & DOUBLES
    obliging = doubles & ~_BONUS_DOUBLES if rules.double_bonuses else doubles
    return doubles if obliging else hand


def lots_leader(lots: tuple[Tile, ...]) -> int:
    """The seat whose lot is highest: pip total, then the higher half (§2.3)."""
    return max(range(len(lots)), key=lambda s: (lots[s].pips, lots[s].high))


def shuffle_and_deal(
    rules: Rules, rng: random.Random, players: int
) -> tuple[tuple[int, ...], tuple[Tile, ...], tuple[tuple[int, RedealReason], ...]]:
    """Hands (bitmasks), the ordered bazaar and the redeals that came first."""
    n = rules.hand_size_for(players)
    redeals: list[tuple[int, RedealReason]] = []
    add = redeal_add(rules.redeal_doubles, rules.redeal_same_suit)
    while True:
        order = _shuffled(rng)
        hands = tuple(sum(map(_BITS.__getitem__, order[i * n:(i + 1) * n]))
                      for i in range(players))
        if add and any_redeal(hands, add):
            redeals.append(redeal_reason(hands, rules.redeal_doubles, rules.redeal_same_suit))
            if len(redeals) > _REDEAL_LIMIT:  # ``Rules`` refuses settings that get here
                raise ValueError(f"hand_size: {len(redeals)} deals in a row were redealt")
            continue
        return hands, tuple(map(ALL_TILES.__getitem__, order[players * n:])), tuple(redeals)


_REDEAL_LIMIT = 200_000


def _shuffled(rng: random.Random) -> list[int]:
    """Tile indices in random order: a sort on 28 random 32-bit keys, all in C.

    Two equal keys (odds about 1 in 10 million) keep index order: a negligible bias.
    """
    keys = array("I", rng.randbytes(4 * 28))
    return sorted(range(28), key=keys.__getitem__)


_BITS = tuple(t.bit for t in ALL_TILES)


def hundred_offer(
    rules: Rules, hands: tuple[int, ...], first_writer: int | None
) -> int | None:
    """The seat of the first writer's side holding 6:6, offered the hundred move first."""
    if not rules.hundred_move or first_writer is None:
        return None
    players = len(hands)
    for seat in range(players):
        if rules.side_of(seat, players) == first_writer and hands[seat] & _SIX_SIX:
            return seat
    return None


_SIX_SIX = Tile(6, 6).bit
